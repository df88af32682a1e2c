import { graphql } from '../../__generated__';

/** What the banner shows of a campaign; {@link ActivePromoCampaignsQuery} spreads it. */
export const PromoCampaignFragment = graphql(`
  fragment PromoBanner_campaign on PromoCampaign {
    id
    title
    message
    ctaText
    ctaUrl
    priority
  }
`);

/** The campaigns of the signed-in person's audience, highest priority first. */
export const ActivePromoCampaignsQuery = graphql(`
  query ActivePromoCampaigns {
    activePromoCampaigns {
      ...PromoBanner_campaign
    }
  }
`);
