process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { CONTEXT_HEADER, createDb, signContext, type CallerContext, type Db, type Nats } from '@tryon/kit';
import { SubscriptionChanged } from '@tryon/proto-events';
import { buildBilling, SCHEMA, type BillingService } from '../src/app.js';
import { loadBillingConfig } from '../src/config.js';
import { stripeClient, stripeEndpoint } from '../src/data/payments/stripe.provider.js';
import { setupPortalConfiguration, setupStripeCatalogue } from '../src/data/payments/stripe-catalogue.js';
import { StripeStub, stripeSubscription } from '../../../test-support/stripe-stub.js';
import {
  TEST_SECRET,
  createTestDatabase,
  freshNats,
  testLogger,
  testNatsUrl,
} from '../../../test-support/infra.js';

// Plan changes with Stripe (the real SDK against the local stub of Stripe's API, webhooks signed as
// Stripe signs them): `npm run stripe:setup` configures the customer portal for plan switches; an
// upgrade is a subscription update with `always_invoice` proration, its webhooks replayed, duplicated
// and reordered granting the difference once; a downgrade is a subscription schedule, released when
// undone, whose next phase begins at renewal.

const KEY = 'sk_test_planchanges';
const WEBHOOK_SECRET = 'whsec_plan_changes';
const signer = new Stripe('sk_test_signer');
const stub = new StripeStub();
let db: Db;
let nats: Nats;
let drop: () => Promise<void>;
let billing: BillingService;
let base: string;
let portalId: string;
let nextUser = 9600;

const as = (userId: number): CallerContext => ({ userId, role: 'user', ip: '127.0.0.1' });
const hex = () => randomBytes(5).toString('hex');

beforeAll(async () => {
  await stub.start();
  const tdb = await createTestDatabase();
  drop = tdb.drop;
  nats = await freshNats('billing-plan-changes-stripe-test');
  db = createDb({ url: tdb.url, schema: SCHEMA });
  const stripe = stripeClient(KEY, stripeEndpoint(stub.url));
  const outcomes = await setupStripeCatalogue(stripe);
  portalId = (await setupPortalConfiguration(stripe, outcomes)).id;
  billing = await buildBilling(
    loadBillingConfig({
      DATABASE_URL: tdb.url,
      NATS_URL: testNatsUrl(),
      INTERNAL_TOKEN_SECRET: TEST_SECRET,
      PORT: '0',
      APP_MODE: 'local',
      STRIPE_SECRET_KEY: KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stub.url,
      PUBLIC_URL: 'http://app.test',
    }),
    { db, nats, logger: testLogger },
  );
  base = await billing.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await billing?.stop();
  await nats?.nc.close();
  await db?.destroy();
  await drop?.();
  await stub.stop();
});

async function gql(caller: CallerContext, query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTEXT_HEADER]: await signContext(TEST_SECRET, caller) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

/**
 * Posts an event as Stripe does (the raw JSON body and a Stripe-Signature header over it), through the
 * gateway's proxy as billing receives it: with the context of an anonymous caller.
 */
async function deliver(event: object): Promise<string> {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await fetch(`${base}/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': header,
      [CONTEXT_HEADER]: await signContext(TEST_SECRET, { userId: null, role: null, ip: '127.0.0.1' }),
    },
    body: payload,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { outcome: string }).outcome;
}

const CHANGE = `mutation($p: String!, $c: BillingCycle!) {
  changeSubscriptionPlan(planName: $p, cycle: $c) { kind immediate status { balance { subscriptionSessions } subscription { plan { name } pendingChange { plan { name } } } } }
}`;

const priceOf = (lookupKey: string) => stub.prices.find((p) => p.lookup_key === lookupKey)!;

/** A person with a monthly Standard subscription at Stripe, on its catalogue price, fulfilled by webhook. */
async function subscribed(): Promise<{ userId: number; subId: string }> {
  const userId = ++nextUser;
  const customer = `cus_${hex()}`;
  stub.customers.set(customer, 'test');
  const sub = stripeSubscription({
    customer,
    userId,
    planName: 'standard',
    periodStart: new Date(Date.now() - 60_000),
    price: structuredClone(priceOf('tryon_plan_standard_month')),
  });
  stub.subscriptions.set(String(sub.id), sub);
  const created = {
    id: `evt_${hex()}`,
    object: 'event',
    type: 'customer.subscription.created',
    data: { object: sub },
  };
  expect(await deliver(created)).toBe('applied');
  const invoice = {
    id: `evt_${hex()}`,
    object: 'event',
    type: 'invoice.paid',
    data: {
      object: {
        id: `in_${hex()}`,
        object: 'invoice',
        billing_reason: 'subscription_create',
        customer,
        amount_paid: 1999,
        currency: 'usd',
        parent: { subscription_details: { subscription: sub.id } },
      },
    },
  };
  expect(await deliver(invoice)).toBe('applied');
  return { userId, subId: String(sub.id) };
}

const sessionsOf = async (userId: number) =>
  (await db('session_balances').where({ userId }).first()).subscriptionSessions as number;

const told = async (userId: number) =>
  (await db('outbox').where({ subject: SubscriptionChanged.subject }).orderBy('created_at'))
    .map((r) => r.payload.data)
    .filter((d) => d.userId === userId && d.planChange)
    .map((d) => [d.planChange.kind, d.planChange.status]);

describe('npm run stripe:setup: the customer portal', () => {
  it('allows switching between the plans, upgrades prorated at once, cheaper or shorter at the period end', async () => {
    expect(stub.portalConfigurations).toHaveLength(1);
    const [config] = stub.portalConfigurations;
    expect(config.metadata).toEqual({ tryon: 'plans' });
    expect(config.features.subscription_update).toEqual({
      enabled: true,
      default_allowed_updates: ['price'],
      proration_behavior: 'always_invoice',
      products: [
        {
          product: 'tryon_plan_standard',
          prices: [priceOf('tryon_plan_standard_month').id, priceOf('tryon_plan_standard_year').id],
        },
        {
          product: 'tryon_plan_pro',
          prices: [priceOf('tryon_plan_pro_month').id, priceOf('tryon_plan_pro_year').id],
        },
      ],
      schedule_at_period_end: {
        conditions: [{ type: 'decreasing_item_amount' }, { type: 'shortening_interval' }],
      },
    });
    expect(config.features.subscription_cancel).toEqual({ enabled: true, mode: 'at_period_end' });
    // Run again: the same configuration is updated, not a second one made.
    const stripe = stripeClient(KEY, stripeEndpoint(stub.url));
    expect(await setupPortalConfiguration(stripe, await setupStripeCatalogue(stripe))).toEqual({
      id: portalId,
      action: 'updated',
    });
    expect(stub.portalConfigurations).toHaveLength(1);
    // The portal opens on it.
    const { userId } = await subscribed();
    const res = await gql(as(userId), 'mutation { createPortalSession { url } }');
    expect(res.errors).toBeUndefined();
    expect(stub.last('POST', '/v1/billing_portal/sessions')?.form.configuration).toBe(portalId);
  });
});

describe('an upgrade with Stripe', () => {
  it('is one subscription update with proration; its webhooks replayed, duplicated, reordered grant once', async () => {
    const { userId, subId } = await subscribed();
    expect(await sessionsOf(userId)).toBe(30);
    const from = stub.events.length;
    const res = await gql(as(userId), CHANGE, { p: 'pro', c: 'monthly' });
    expect(res.errors).toBeUndefined();
    expect(res.data.changeSubscriptionPlan).toMatchObject({
      kind: 'upgrade',
      immediate: true,
      status: {
        balance: { subscriptionSessions: 100 },
        subscription: { plan: { name: 'pro' }, pendingChange: null },
      },
    });
    // What the SDK sent: the item's price switched, proration invoiced at once, under an idempotency key.
    const update = stub.last('POST', `/v1/subscriptions/${subId}`)!;
    expect(update.form).toMatchObject({
      'items[0][price]': priceOf('tryon_plan_pro_month').id,
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      'metadata[planName]': 'pro',
      'expand[0]': 'latest_invoice',
    });
    expect(update.idempotencyKey).toMatch(/^tryon-plan-/);

    // Stripe's webhooks: duplicated, in reverse order, then all again.
    const webhooks = stub.events.slice(from);
    expect(webhooks.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    for (const event of [...webhooks].reverse()) await deliver(event);
    for (const event of webhooks) expect(await deliver(event)).toBe('duplicate');
    expect(await sessionsOf(userId)).toBe(100);
    const [invoice] = webhooks;
    const payments = await db('payments').where({ userId }).orderBy('id');
    expect(payments.map((p) => [p.reference, p.amountInCents])).toEqual([
      [expect.stringMatching(/^in_/), 1999],
      [invoice.data.object.id, invoice.data.object.amount_paid],
    ]);
    const [change] = await db('subscription_changes').where({ userId });
    expect(change).toMatchObject({ kind: 'upgrade', status: 'applied', sessionsGranted: 70 });
    expect(payments[1].planChangeId).toBe(change.id);
    expect(await told(userId)).toEqual([['upgrade', 'applied']]);
    expect(await db('user_subscriptions').where({ userId }).whereIn('status', ['active'])).toHaveLength(1);
  });

  it('in two tabs at once: one update at Stripe, sessions granted once', async () => {
    const { userId, subId } = await subscribed();
    const before = stub.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subId}`,
    ).length;
    const answers = await Promise.all([1, 2].map(() => gql(as(userId), CHANGE, { p: 'pro', c: 'monthly' })));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(
      stub.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subId}`).length -
        before,
    ).toBe(1);
    expect(await sessionsOf(userId)).toBe(100);
  });
});

describe('a downgrade with Stripe', () => {
  it('is a schedule whose next phase is the new price; undone, it is released; kept, it begins at renewal', async () => {
    const { userId, subId } = await subscribed();
    expect((await gql(as(userId), CHANGE, { p: 'pro', c: 'monthly' })).errors).toBeUndefined();
    const res = await gql(as(userId), CHANGE, { p: 'standard', c: 'annual' });
    expect(res.errors).toBeUndefined();
    expect(res.data.changeSubscriptionPlan).toMatchObject({
      kind: 'downgrade',
      immediate: false,
      status: { subscription: { plan: { name: 'pro' }, pendingChange: { plan: { name: 'standard' } } } },
    });
    const scheduleId = String(stub.subscriptions.get(subId)!.schedule);
    const schedule = stub.schedules.get(scheduleId)!;
    expect(schedule.end_behavior).toBe('release');
    expect(schedule.phases.map((p: any) => p.items[0].price)).toEqual([
      priceOf('tryon_plan_pro_month').id,
      priceOf('tryon_plan_standard_year').id,
    ]);
    expect(schedule.phases[1].metadata).toEqual({ planName: 'standard', billingPeriod: 'annual' });

    const undone = await gql(
      as(userId),
      'mutation { undoPlanChange { subscription { pendingChange { kind } } } }',
    );
    expect(undone.data.undoPlanChange.subscription.pendingChange).toBeNull();
    expect(schedule.status).toBe('released');
    expect(stub.subscriptions.get(subId)!.schedule).toBeNull();

    // Scheduled again and kept: at renewal the subscription is on Standard annual, with its sessions.
    expect((await gql(as(userId), CHANGE, { p: 'standard', c: 'annual' })).errors).toBeUndefined();
    const from = stub.events.length;
    stub.renew(subId);
    for (const event of stub.events.slice(from).reverse()) await deliver(event);
    const row = await db('user_subscriptions').where({ stripeSubscriptionId: subId }).first();
    expect(row).toMatchObject({ billingCycle: 'annual', status: 'active' });
    expect(await sessionsOf(userId)).toBe(30);
    expect(await told(userId)).toEqual([
      ['upgrade', 'applied'],
      ['downgrade', 'scheduled'],
      ['downgrade', 'undone'],
      ['downgrade', 'scheduled'],
    ]);
    expect((await db('subscription_changes').where({ userId }).orderBy('id')).map((c) => c.status)).toEqual([
      'applied',
      'undone',
      'applied',
    ]);
  });
});
