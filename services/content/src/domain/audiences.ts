import type { SubscriptionStatus } from '@tryon/proto-events';

/**
 * Subscription statuses that make a person `subscribed` (any other, or none, is `free`); the audiences
 * themselves are proto-events' CampaignAudience.
 */
export const SUBSCRIBED_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];
