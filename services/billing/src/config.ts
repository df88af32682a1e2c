import { z } from 'zod';
import { loadConfig, serviceEnv } from '@tryon/kit';

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

export const billingEnv = {
  ...serviceEnv,
  /** Top-up sessions a new account receives once (the spec's free trial of 2). */
  FREE_TRIAL_SESSIONS: z.coerce.number().int().min(0).default(2),
  /** Stripe's secret key; without it the sandbox payment provider serves. */
  STRIPE_SECRET_KEY: optional,
  /** Signing secret of the Stripe webhook endpoint (required with STRIPE_SECRET_KEY). */
  STRIPE_WEBHOOK_SECRET: optional,
  /** Another address for Stripe's API (a local stub in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
  /**
   * Test payments on the app's own page when there is no Stripe key: on by default in local mode, off in
   * production, where checkout then answers that payments are not set up instead of giving sessions away.
   */
  SANDBOX_PAYMENTS: optional
    .pipe(z.enum(['true', 'false']).optional())
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** The app's public origin: Stripe sends the browser back there after checkout and the portal. */
  PUBLIC_URL: z.url().default('http://127.0.0.1:8080'),
  /** How often annual plans' monthly sessions (and sandbox renewals) are checked. */
  RENEWAL_SWEEP_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60 * 1000),
};

export type BillingConfig = ReturnType<typeof loadBillingConfig>;

/** Reads billing's environment once; a Stripe key without its webhook secret is refused. */
export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(billingEnv, env);
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: missing (required with STRIPE_SECRET_KEY)',
    );
  }
  return config;
}

/** Which payment provider serves: Stripe with a key; else the sandbox where allowed; else none. */
export function paymentMode(config: BillingConfig): 'stripe' | 'sandbox' | 'off' {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  return (config.SANDBOX_PAYMENTS ?? config.APP_MODE === 'local') ? 'sandbox' : 'off';
}
