import type { CustomerMode } from '../data/payments/payment-provider.js';

/** A person's saved customer id and the account it was saved under (null: saved before modes were kept). */
export interface SavedCustomer {
  stripeCustomerId: string;
  stripeCustomerMode: CustomerMode | null;
}

/** Stripe's mode of a secret or restricted key (`sk_live_`/`rk_live_` live, anything else test). */
export function stripeKeyMode(secretKey: string): 'test' | 'live' {
  return /^(sk|rk)_live_/.test(secretKey) ? 'live' : 'test';
}

/**
 * The saved customer id that may be sent to the account of `mode`: one saved under that mode, or one
 * saved before modes were kept (tried, and replaced when Stripe does not know it; a sandbox id is never
 * sent to Stripe). An id of another mode is unknown there: null, so a new customer is made.
 */
export function customerIdFor(saved: SavedCustomer | undefined, mode: CustomerMode | null): string | null {
  if (!saved || !mode) return null;
  if (saved.stripeCustomerMode === mode) return saved.stripeCustomerId;
  if (saved.stripeCustomerMode !== null) return null;
  const sandboxId = saved.stripeCustomerId.startsWith('cus_sandbox_');
  return sandboxId === (mode === 'sandbox') ? saved.stripeCustomerId : null;
}
