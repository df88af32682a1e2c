import type Stripe from 'stripe';
import { PLAN_SEEDS, type PlanSeed } from '../../domain/plans.js';
import { TOP_UP_PACKS } from '../../domain/packs.js';
import { packPriceKey, planPriceKey } from '../../domain/price-keys.js';

/** One price of the catalogue: what it sells, its product and its lookup key. */
export interface CataloguePrice {
  lookupKey: string;
  /** The product's id in Stripe (products take the id they are given, so one is found again by it). */
  productId: string;
  productName: string;
  productDescription: string;
  unitAmount: number;
  interval: 'month' | 'year' | null;
}

/** The catalogue from billing's own definitions: each paid plan monthly and annual, each pack. */
export function stripeCatalogue(
  plans: readonly PlanSeed[] = PLAN_SEEDS,
  packs: readonly { sessions: number; priceInCents: number }[] = TOP_UP_PACKS,
): CataloguePrice[] {
  const out: CataloguePrice[] = [];
  for (const plan of plans.filter((p) => p.priceMonthly > 0)) {
    const product = {
      productId: `tryon_plan_${plan.name}`,
      productName: `${plan.displayName} plan`,
      productDescription: `${plan.sessionsPerMonth} try-on sessions a month. ${plan.description}`,
    };
    out.push({
      ...product,
      lookupKey: planPriceKey(plan.name, 'month'),
      unitAmount: plan.priceMonthly,
      interval: 'month',
    });
    out.push({
      ...product,
      lookupKey: planPriceKey(plan.name, 'year'),
      unitAmount: plan.priceAnnual,
      interval: 'year',
    });
  }
  for (const pack of packs) {
    out.push({
      productId: `tryon_pack_${pack.sessions}`,
      productName: `${pack.sessions} try-on sessions`,
      productDescription: `A top-up pack of ${pack.sessions} sessions that never expire.`,
      lookupKey: packPriceKey(pack.sessions),
      unitAmount: pack.priceInCents,
      interval: null,
    });
  }
  return out;
}

/** What the set-up did with one price. */
export interface SetupOutcome {
  lookupKey: string;
  priceId: string;
  /** `kept`: it was there as it should be; `created`: there was none; `replaced`: a new amount took its key. */
  action: 'kept' | 'created' | 'replaced';
}

const fits = (price: Stripe.Price, want: CataloguePrice): boolean =>
  price.unit_amount === want.unitAmount &&
  price.currency === 'usd' &&
  (price.recurring?.interval ?? null) === want.interval &&
  (typeof price.product === 'string' ? price.product : price.product.id) === want.productId;

/**
 * Creates the catalogue's Products and Prices in Stripe once (`npm run stripe:setup`), and may run again:
 * products are found by their ids, prices by their lookup keys; a price that sells something else now (a
 * new amount) is replaced by a new one that takes over its lookup key (`transfer_lookup_key`), so
 * subscriptions on the old price keep it and new checkouts get the new one.
 */
export async function setupStripeCatalogue(
  stripe: Stripe,
  catalogue: CataloguePrice[] = stripeCatalogue(),
): Promise<SetupOutcome[]> {
  for (const product of new Map(catalogue.map((c) => [c.productId, c])).values()) {
    await ensureProduct(stripe, product);
  }
  const existing = new Map<string, Stripe.Price>();
  for (let i = 0; i < catalogue.length; i += 10) {
    // Stripe takes up to 10 lookup keys per list.
    const keys = catalogue.slice(i, i + 10).map((c) => c.lookupKey);
    const page = await stripe.prices.list({ lookup_keys: keys, active: true, limit: 100 });
    for (const price of page.data) if (price.lookup_key) existing.set(price.lookup_key, price);
  }
  const outcomes: SetupOutcome[] = [];
  for (const want of catalogue) {
    const found = existing.get(want.lookupKey);
    if (found && fits(found, want)) {
      outcomes.push({ lookupKey: want.lookupKey, priceId: found.id, action: 'kept' });
      continue;
    }
    const price = await stripe.prices.create({
      product: want.productId,
      currency: 'usd',
      unit_amount: want.unitAmount,
      lookup_key: want.lookupKey,
      ...(found ? { transfer_lookup_key: true } : {}),
      ...(want.interval ? { recurring: { interval: want.interval } } : {}),
      metadata: { tryon: want.lookupKey },
    });
    outcomes.push({ lookupKey: want.lookupKey, priceId: price.id, action: found ? 'replaced' : 'created' });
  }
  return outcomes;
}

/** The metadata that marks the customer portal configuration `npm run stripe:setup` keeps. */
export const PORTAL_CONFIGURATION_TAG = { tryon: 'plans' } as const;

/**
 * The customer portal's configuration (found again by its metadata, else created): a subscriber may
 * switch between the paid plans' monthly and annual prices, an upgrade invoiced at once with proration,
 * a cheaper price or a shorter interval scheduled for the period's end (as billing does it); cancel at
 * the period's end; see invoices and change the card. Answers its id (the portal is opened with it).
 */
export async function setupPortalConfiguration(
  stripe: Stripe,
  outcomes: SetupOutcome[],
  catalogue: CataloguePrice[] = stripeCatalogue(),
): Promise<{ id: string; action: 'created' | 'updated' }> {
  const byProduct = new Map<string, string[]>();
  for (const want of catalogue.filter((c) => c.interval)) {
    const price = outcomes.find((o) => o.lookupKey === want.lookupKey)?.priceId;
    if (price) byProduct.set(want.productId, [...(byProduct.get(want.productId) ?? []), price]);
  }
  const features: Stripe.BillingPortal.ConfigurationCreateParams.Features = {
    subscription_update: {
      enabled: true,
      default_allowed_updates: ['price'],
      proration_behavior: 'always_invoice',
      products: [...byProduct].map(([product, prices]) => ({ product, prices })),
      schedule_at_period_end: {
        conditions: [{ type: 'decreasing_item_amount' }, { type: 'shortening_interval' }],
      },
    },
    subscription_cancel: { enabled: true, mode: 'at_period_end' },
    invoice_history: { enabled: true },
    payment_method_update: { enabled: true },
  };
  const existing = (await stripe.billingPortal.configurations.list({ active: true, limit: 100 })).data.find(
    (c) => c.metadata?.tryon === PORTAL_CONFIGURATION_TAG.tryon,
  );
  if (existing) {
    await stripe.billingPortal.configurations.update(existing.id, { features });
    return { id: existing.id, action: 'updated' };
  }
  const created = await stripe.billingPortal.configurations.create({
    features,
    metadata: { ...PORTAL_CONFIGURATION_TAG },
  });
  return { id: created.id, action: 'created' };
}

/** A catalogue product by its id: created when missing, its name and description brought up to date. */
async function ensureProduct(stripe: Stripe, want: CataloguePrice): Promise<void> {
  let product: Stripe.Product | null = null;
  try {
    product = await stripe.products.retrieve(want.productId);
  } catch (err) {
    if ((err as { code?: string }).code !== 'resource_missing') throw err;
  }
  if (!product) {
    await stripe.products.create({
      id: want.productId,
      name: want.productName,
      description: want.productDescription,
      metadata: { tryon: want.productId },
    });
    return;
  }
  if (
    !product.active ||
    product.name !== want.productName ||
    product.description !== want.productDescription
  ) {
    await stripe.products.update(want.productId, {
      active: true,
      name: want.productName,
      description: want.productDescription,
    });
  }
}
