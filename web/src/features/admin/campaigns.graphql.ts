import { graphql } from '../../__generated__';

// The campaigns tab's operations (content service; admins only). Create and update answer the campaign,
// merged into the cache by id; delete answers whether it was deleted.

/** What the campaigns table and the campaign dialog show of a campaign. */
export const CampaignDialogFragment = graphql(`
  fragment CampaignDialog_promoCampaign on PromoCampaign {
    id
    title
    message
    ctaText
    ctaUrl
    audience
    priority
    isActive
    startDate
    endDate
  }
`);

/** Every campaign, highest priority first. */
export const AdminPromoCampaignsQuery = graphql(`
  query AdminPromoCampaigns {
    adminPromoCampaigns {
      ...CampaignDialog_promoCampaign
    }
  }
`);

export const CreatePromoCampaignMutation = graphql(`
  mutation CreatePromoCampaign($input: PromoCampaignInput!) {
    createPromoCampaign(input: $input) {
      ...CampaignDialog_promoCampaign
    }
  }
`);

export const UpdatePromoCampaignMutation = graphql(`
  mutation UpdatePromoCampaign($id: Int!, $input: PromoCampaignInput!) {
    updatePromoCampaign(id: $id, input: $input) {
      ...CampaignDialog_promoCampaign
    }
  }
`);

export const DeletePromoCampaignMutation = graphql(`
  mutation DeletePromoCampaign($id: Int!) {
    deletePromoCampaign(id: $id)
  }
`);
