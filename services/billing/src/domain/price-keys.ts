/**
 * The lookup keys of the catalogue prices `npm run stripe:setup` creates in Stripe: one per paid plan and
 * billing interval, one per pack. Checkout finds its price by them, and a subscription's price tells its
 * plan by them (a plan switched in the portal keeps the first plan's metadata).
 */

/** `tryon_plan_<plan>_<month|year>`. */
export function planPriceKey(planName: string, interval: 'month' | 'year'): string {
  return `tryon_plan_${planName}_${interval}`;
}

/** `tryon_pack_<sessions>`. */
export function packPriceKey(sessions: number): string {
  return `tryon_pack_${sessions}`;
}

/** The plan and interval of a plan price's lookup key, or null for any other key. */
export function planOfPriceKey(
  key: string | null | undefined,
): { planName: string; interval: 'month' | 'year' } | null {
  const m = key ? /^tryon_plan_([a-z0-9_]+)_(month|year)$/.exec(key) : null;
  return m ? { planName: m[1], interval: m[2] as 'month' | 'year' } : null;
}
