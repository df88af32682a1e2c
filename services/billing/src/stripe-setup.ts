// `npm run stripe:setup`: creates the plans' and packs' Products and Prices in the Stripe account of
// STRIPE_SECRET_KEY (STRIPE_API_BASE for another address), with the lookup keys checkout finds them by,
// and the customer portal configuration that lets subscribers switch between them.
// Safe to run again: what is there already is kept.
import { z } from 'zod';
import { loadConfig } from '@tryon/kit';
import { setupPortalConfiguration, setupStripeCatalogue } from './data/payments/stripe-catalogue.js';
import {
  STRIPE_API_VERSION,
  sanitiseStripeMessage,
  stripeClient,
  stripeEndpoint,
} from './data/payments/stripe.provider.js';
import { stripeKeyMode } from './domain/customer-mode.js';

const env = {
  STRIPE_SECRET_KEY: z
    .string({ error: 'missing' })
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_... or sk_live_...)'),
  STRIPE_API_BASE: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url().optional()),
};
try {
  const config = loadConfig(env);
  const stripe = stripeClient(config.STRIPE_SECRET_KEY, stripeEndpoint(config.STRIPE_API_BASE));
  console.log(`Stripe ${stripeKeyMode(config.STRIPE_SECRET_KEY)} mode, API version ${STRIPE_API_VERSION}`);
  const outcomes = await setupStripeCatalogue(stripe);
  for (const o of outcomes) console.log(`${o.lookupKey}: ${o.action} ${o.priceId}`);
  const portal = await setupPortalConfiguration(stripe, outcomes);
  console.log(`customer portal (plan switches): ${portal.action} ${portal.id}`);
} catch (err) {
  console.error(`Stripe set-up failed: ${sanitiseStripeMessage((err as Error).message)}`);
  process.exitCode = 1;
}
