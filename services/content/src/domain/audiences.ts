/** promo_campaigns.targetAudience values (spec business-admin-data section 3). */
export const TARGET_AUDIENCES = ['all', 'free', 'subscribed', 'low_balance'] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number];

/** Subscription statuses that make a person `subscribed` (any other, or none, is `free`). */
export const SUBSCRIBED_STATUSES = ['active', 'trialing'] as const;
