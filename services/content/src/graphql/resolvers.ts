import { isoDate } from '@tryon/kit';
import type { CampaignsService } from '../domain/campaigns.service.js';
import type { FooterService } from '../domain/footer.service.js';
import type { PagesService } from '../domain/pages.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** content's resolvers: one line each over the domain, which checks the caller (`ctx.caller`). */
export function contentResolvers(deps: {
  campaigns: CampaignsService;
  footer: FooterService;
  pages: PagesService;
}): Resolvers {
  const { campaigns, footer, pages } = deps;
  const timestamps = {
    createdAt: (row: { createdAt: Date }) => isoDate(row.createdAt),
    updatedAt: (row: { updatedAt: Date }) => isoDate(row.updatedAt),
  };
  return {
    Query: {
      activePromoCampaigns: (_, __, ctx) => campaigns.active(ctx.caller),
      footerSections: () => footer.publicSections(),
      contentPage: (_, args) => pages.publicPage(args.slug),
      adminPromoCampaigns: (_, __, ctx) => campaigns.list(ctx.caller),
      adminFooterSections: (_, __, ctx) => footer.adminSections(ctx.caller),
      adminContentPages: (_, __, ctx) => pages.list(ctx.caller),
    },
    Mutation: {
      createPromoCampaign: (_, args, ctx) => campaigns.create(ctx.caller, args.input),
      updatePromoCampaign: (_, args, ctx) => campaigns.update(ctx.caller, args.id, args.input),
      deletePromoCampaign: (_, args, ctx) => campaigns.delete(ctx.caller, args.id),
      createFooterSection: (_, args, ctx) => footer.createSection(ctx.caller, args.input),
      updateFooterSection: (_, args, ctx) => footer.updateSection(ctx.caller, args.id, args.input),
      deleteFooterSection: (_, args, ctx) => footer.deleteSection(ctx.caller, args.id),
      createFooterItem: (_, args, ctx) => footer.createItem(ctx.caller, args.input),
      updateFooterItem: (_, args, ctx) => footer.updateItem(ctx.caller, args.id, args.input),
      deleteFooterItem: (_, args, ctx) => footer.deleteItem(ctx.caller, args.id),
      createContentPage: (_, args, ctx) => pages.create(ctx.caller, args.input),
      updateContentPage: (_, args, ctx) => pages.update(ctx.caller, args.id, args.input),
      deleteContentPage: (_, args, ctx) => pages.delete(ctx.caller, args.id),
    },
    PromoCampaign: {
      audience: (c) => c.targetAudience,
      createdAt: (c) => isoDate(c.createdAt),
    },
    FooterSection: timestamps,
    FooterItem: { ...timestamps, linksToHiddenPage: (item) => footer.linksToHiddenPage(item) },
    ContentPage: timestamps,
  };
}
