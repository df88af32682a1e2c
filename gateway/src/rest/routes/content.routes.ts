import { AppError } from '@tryon/kit';
import { CampaignAudience, oneOfMessage } from '@tryon/proto-events';
import { graphql } from '../__generated__/index.js';
import type {
  ContentPageInput,
  FooterItemInput,
  FooterSectionInput,
  PromoCampaignInput,
} from '../__generated__/graphql.js';
import { enumInput, graphqlRoute, intParam, pick, stringParam, type RouteTable } from '../route-kit.js';

// content: the footer and public pages for everyone (cacheable, with ETags), the signed-in person's promo
// campaigns, and the admin's campaigns, footer and pages (the content service checks the role). A
// campaign's documented targetAudience is the graph's audience (asked as `targetAudience: audience`;
// none of its values has a `-`).

export const PromoCampaignFields = graphql(`
  fragment PromoCampaignFields on PromoCampaign {
    id
    title
    message
    ctaText
    ctaUrl
    targetAudience: audience
    priority
    isActive
    startDate
    endDate
    createdBy
    createdAt
  }
`);

export const FooterItemFields = graphql(`
  fragment FooterItemFields on FooterItem {
    id
    sectionId
    label
    url
    displayOrder
    isVisible
    openInNewTab
    createdAt
    updatedAt
  }
`);

export const FooterSectionFields = graphql(`
  fragment FooterSectionFields on FooterSection {
    id
    title
    displayOrder
    isVisible
    createdAt
    updatedAt
    items {
      ...FooterItemFields
    }
  }
`);

export const ContentPageFields = graphql(`
  fragment ContentPageFields on ContentPage {
    id
    title
    slug
    content
    metaDescription
    isVisible
    createdAt
    updatedAt
  }
`);

const FooterSections = graphql(`
  query FooterSectionsRest {
    footerSections {
      ...FooterSectionFields
    }
  }
`);

const PublicPage = graphql(`
  query ContentPageRest($slug: String!) {
    contentPage(slug: $slug) {
      ...ContentPageFields
    }
  }
`);

const ActiveCampaigns = graphql(`
  query ActivePromoCampaignsRest {
    activePromoCampaigns {
      ...PromoCampaignFields
    }
  }
`);

const AdminCampaigns = graphql(`
  query AdminPromoCampaignsRest {
    adminPromoCampaigns {
      ...PromoCampaignFields
    }
  }
`);

const CreateCampaign = graphql(`
  mutation CreatePromoCampaignRest($input: PromoCampaignInput!) {
    createPromoCampaign(input: $input) {
      ...PromoCampaignFields
    }
  }
`);

const UpdateCampaign = graphql(`
  mutation UpdatePromoCampaignRest($id: Int!, $input: PromoCampaignInput!) {
    updatePromoCampaign(id: $id, input: $input) {
      ...PromoCampaignFields
    }
  }
`);

const DeleteCampaign = graphql(`
  mutation DeletePromoCampaignRest($id: Int!) {
    deletePromoCampaign(id: $id)
  }
`);

const AdminFooter = graphql(`
  query AdminFooterSectionsRest {
    adminFooterSections {
      ...FooterSectionFields
    }
  }
`);

const CreateSection = graphql(`
  mutation CreateFooterSectionRest($input: FooterSectionInput!) {
    createFooterSection(input: $input) {
      ...FooterSectionFields
    }
  }
`);

const UpdateSection = graphql(`
  mutation UpdateFooterSectionRest($id: Int!, $input: FooterSectionInput!) {
    updateFooterSection(id: $id, input: $input) {
      ...FooterSectionFields
    }
  }
`);

const DeleteSection = graphql(`
  mutation DeleteFooterSectionRest($id: Int!) {
    deleteFooterSection(id: $id)
  }
`);

const CreateItem = graphql(`
  mutation CreateFooterItemRest($input: FooterItemInput!) {
    createFooterItem(input: $input) {
      ...FooterItemFields
    }
  }
`);

const UpdateItem = graphql(`
  mutation UpdateFooterItemRest($id: Int!, $input: FooterItemInput!) {
    updateFooterItem(id: $id, input: $input) {
      ...FooterItemFields
    }
  }
`);

const DeleteItem = graphql(`
  mutation DeleteFooterItemRest($id: Int!) {
    deleteFooterItem(id: $id)
  }
`);

const AdminPages = graphql(`
  query AdminContentPagesRest {
    adminContentPages {
      ...ContentPageFields
    }
  }
`);

const CreatePage = graphql(`
  mutation CreateContentPageRest($input: ContentPageInput!) {
    createContentPage(input: $input) {
      ...ContentPageFields
    }
  }
`);

const UpdatePage = graphql(`
  mutation UpdateContentPageRest($id: Int!, $input: ContentPageInput!) {
    updateContentPage(id: $id, input: $input) {
      ...ContentPageFields
    }
  }
`);

const DeletePage = graphql(`
  mutation DeleteContentPageRest($id: Int!) {
    deleteContentPage(id: $id)
  }
`);

/** A campaign's body: its documented fields, targetAudience included. */
type CampaignBody = Omit<PromoCampaignInput, 'audience' | 'targetAudience'> & { targetAudience?: unknown };

const CAMPAIGN_KEYS = [
  'title',
  'message',
  'ctaText',
  'ctaUrl',
  'targetAudience',
  'priority',
  'isActive',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof CampaignBody)[];

/**
 * A campaign's body as the graph takes it: targetAudience is sent as audience. Absent or null stays absent
 * (a new campaign is for all, a change keeps it); '' is refused like any value outside the set.
 */
function campaignInput(body: unknown): PromoCampaignInput {
  const { targetAudience, ...fields } = pick<CampaignBody>(body, CAMPAIGN_KEYS);
  if (targetAudience === '') {
    throw new AppError('VALIDATION', oneOfMessage('targetAudience', CampaignAudience));
  }
  const audience = enumInput(CampaignAudience, 'targetAudience', targetAudience) as
    PromoCampaignInput['audience'] | undefined;
  return audience === undefined ? fields : { ...fields, audience };
}

const SECTION_KEYS = [
  'title',
  'displayOrder',
  'isVisible',
] as const satisfies readonly (keyof FooterSectionInput)[];
const ITEM_KEYS = [
  'sectionId',
  'label',
  'url',
  'displayOrder',
  'isVisible',
  'openInNewTab',
] as const satisfies readonly (keyof FooterItemInput)[];
const PAGE_KEYS = [
  'title',
  'slug',
  'content',
  'metaDescription',
  'isVisible',
] as const satisfies readonly (keyof ContentPageInput)[];

const deleted = (ok: boolean) => ({ success: ok });

export const contentRoutes: RouteTable = () => [
  graphqlRoute({
    method: 'GET',
    path: '/api/footer/sections',
    summary: 'The footer: visible sections with their visible items, lower displayOrder first',
    document: FooterSections,
    select: (d) => d.footerSections,
    public: true,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/pages/:slug',
    summary: 'A public content page (a hidden one answers isVisible false without its content)',
    document: PublicPage,
    variables: (req) => ({ slug: stringParam(req, 'slug') }),
    select: (d) => {
      if (!d.contentPage) throw new AppError('NOT_FOUND', 'Page not found');
      return d.contentPage;
    },
    public: true,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/promo-campaigns/active',
    summary: "The signed-in person's campaigns, highest priority first",
    document: ActiveCampaigns,
    select: (d) => d.activePromoCampaigns,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/promo-campaigns',
    summary: 'Every promo campaign (admin)',
    document: AdminCampaigns,
    select: (d) => d.adminPromoCampaigns,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/admin/promo-campaigns',
    summary: 'Creates a promo campaign (admin)',
    document: CreateCampaign,
    variables: (req) => ({ input: campaignInput(req.body) }),
    select: (d) => d.createPromoCampaign,
  }),
  graphqlRoute({
    method: 'PUT',
    path: '/api/admin/promo-campaigns/:id',
    summary: 'Changes a promo campaign; fields left out keep their value (admin)',
    document: UpdateCampaign,
    variables: (req) => ({
      id: intParam(req, 'id'),
      input: campaignInput(req.body),
    }),
    select: (d) => d.updatePromoCampaign,
  }),
  graphqlRoute({
    method: 'DELETE',
    path: '/api/admin/promo-campaigns/:id',
    summary: 'Deletes a promo campaign (admin)',
    document: DeleteCampaign,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: (d) => deleted(d.deletePromoCampaign),
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/footer/sections',
    summary: 'Every footer section with every item, hidden ones included (admin)',
    document: AdminFooter,
    select: (d) => d.adminFooterSections,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/admin/footer/sections',
    summary: 'Creates a footer section (admin)',
    document: CreateSection,
    variables: (req) => ({ input: pick<FooterSectionInput>(req.body, SECTION_KEYS) }),
    select: (d) => d.createFooterSection,
  }),
  graphqlRoute({
    method: 'PUT',
    path: '/api/admin/footer/sections/:id',
    summary: 'Changes a footer section; fields left out keep their value (admin)',
    document: UpdateSection,
    variables: (req) => ({
      id: intParam(req, 'id'),
      input: pick<FooterSectionInput>(req.body, SECTION_KEYS),
    }),
    select: (d) => d.updateFooterSection,
  }),
  graphqlRoute({
    method: 'DELETE',
    path: '/api/admin/footer/sections/:id',
    summary: 'Deletes a footer section and its items (admin)',
    document: DeleteSection,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: (d) => deleted(d.deleteFooterSection),
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/admin/footer/items',
    summary: 'Creates a footer item (admin)',
    document: CreateItem,
    variables: (req) => ({ input: pick<FooterItemInput>(req.body, ITEM_KEYS) }),
    select: (d) => d.createFooterItem,
  }),
  graphqlRoute({
    method: 'PUT',
    path: '/api/admin/footer/items/:id',
    summary: 'Changes a footer item (not its section); fields left out keep their value (admin)',
    document: UpdateItem,
    variables: (req) => ({ id: intParam(req, 'id'), input: pick<FooterItemInput>(req.body, ITEM_KEYS) }),
    select: (d) => d.updateFooterItem,
  }),
  graphqlRoute({
    method: 'DELETE',
    path: '/api/admin/footer/items/:id',
    summary: 'Deletes a footer item (admin)',
    document: DeleteItem,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: (d) => deleted(d.deleteFooterItem),
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/content-pages',
    summary: 'Every content page, hidden ones included (admin)',
    document: AdminPages,
    select: (d) => d.adminContentPages,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/admin/content-pages',
    summary: 'Creates a content page (admin)',
    document: CreatePage,
    variables: (req) => ({ input: pick<ContentPageInput>(req.body, PAGE_KEYS) }),
    select: (d) => d.createContentPage,
  }),
  graphqlRoute({
    method: 'PUT',
    path: '/api/admin/content-pages/:id',
    summary: 'Changes a content page; fields left out keep their value (admin)',
    document: UpdatePage,
    variables: (req) => ({ id: intParam(req, 'id'), input: pick<ContentPageInput>(req.body, PAGE_KEYS) }),
    select: (d) => d.updateContentPage,
  }),
  graphqlRoute({
    method: 'DELETE',
    path: '/api/admin/content-pages/:id',
    summary: 'Deletes a content page (admin)',
    document: DeletePage,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: (d) => deleted(d.deleteContentPage),
  }),
];
