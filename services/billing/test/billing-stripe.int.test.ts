process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes } from 'node:crypto';
import {
  AppError,
  CONTEXT_HEADER,
  createDb,
  signContext,
  type CallerContext,
  type Db,
  type Nats,
} from '@tryon/kit';
import { AdminActionRecorded, UserDeleted, buildEnvelope } from '@tryon/proto-events';
import { buildBilling, SCHEMA, type BillingService } from '../src/app.js';
import { loadBillingConfig } from '../src/config.js';
import Stripe from 'stripe';
import {
  MISCONFIGURED_MESSAGE,
  STRIPE_API_VERSION,
  StripeProvider,
  stripeClient,
  stripeEndpoint,
} from '../src/data/payments/stripe.provider.js';
import { setupStripeCatalogue, stripeCatalogue } from '../src/data/payments/stripe-catalogue.js';
import { StripeStub, stripeSubscription, type StubRequest } from '../../../test-support/stripe-stub.js';
import {
  TEST_SECRET,
  createTestDatabase,
  eventually,
  freshNats,
  testLogger,
  testNatsUrl,
} from '../../../test-support/infra.js';

// billing on Stripe's current API, against the local Stripe stub with a live key: the catalogue set-up
// (`npm run stripe:setup`) and checkout on its prices, what the SDK sends (the pinned version's field
// names), a refund of a subscription invoice counted as subscription revenue, customer ids kept per mode,
// permanent Stripe errors answered as such, and the admin's connection test.

const LIVE_KEY = 'sk_live_stubaccount1234';

let db: Db;
let nats: Nats;
let drop: () => Promise<void>;
let billing: BillingService;
let base: string;
const stub = new StripeStub();
let nextUser = 9000;

const admin: CallerContext = { userId: 1, role: 'admin', ip: '127.0.0.1' };
const as = (userId: number): CallerContext => ({ userId, role: 'user', ip: '127.0.0.1' });
const hex = () => randomBytes(6).toString('hex');

beforeAll(async () => {
  await stub.start();
  const tdb = await createTestDatabase();
  drop = tdb.drop;
  nats = await freshNats('billing-stripe-test');
  db = createDb({ url: tdb.url, schema: SCHEMA });
  billing = await buildBilling(
    loadBillingConfig({
      DATABASE_URL: tdb.url,
      NATS_URL: testNatsUrl(),
      INTERNAL_TOKEN_SECRET: TEST_SECRET,
      PORT: '0',
      APP_MODE: 'local',
      STRIPE_SECRET_KEY: LIVE_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_billing_stripe_test',
      STRIPE_API_BASE: stub.url,
      PUBLIC_URL: 'http://app.test',
    }),
    { db, nats, logger: testLogger },
  );
  expect(billing.provider).toMatchObject({ name: 'stripe', customerMode: 'live' });
  base = await billing.app.listen({ host: '127.0.0.1', port: 0 });
  // The catalogue, as `npm run stripe:setup` makes it with the same key.
  await setupStripeCatalogue(stripeClient(LIVE_KEY, stripeEndpoint(stub.url)));
});

afterAll(async () => {
  await billing?.stop();
  await nats?.nc.close();
  await db?.destroy();
  await drop?.();
  await stub.stop();
});

/** A GraphQL call to billing as the gateway would make it for `caller`. */
async function gql(caller: CallerContext, query: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTEXT_HEADER]: await signContext(TEST_SECRET, caller) },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** The requests made while `fn` ran. */
async function sentDuring(fn: () => Promise<unknown>): Promise<StubRequest[]> {
  const from = stub.requests.length;
  await fn();
  return stub.requests.slice(from);
}

describe('npm run stripe:setup', () => {
  it('creates the products and prices once, with lookup keys, and changes nothing when run again', async () => {
    const other = new StripeStub();
    await other.start();
    try {
      const stripe = stripeClient('sk_test_setup', stripeEndpoint(other.url));
      const first = await setupStripeCatalogue(stripe);
      expect(first.map((o) => [o.lookupKey, o.action])).toEqual(
        stripeCatalogue().map((c) => [c.lookupKey, 'created']),
      );
      expect([...other.products.keys()].sort()).toEqual([
        'tryon_pack_10',
        'tryon_pack_25',
        'tryon_pack_50',
        'tryon_plan_pro',
        'tryon_plan_standard',
      ]);
      expect(other.prices.find((p) => p.lookup_key === 'tryon_plan_standard_year')).toMatchObject({
        unit_amount: 19190,
        currency: 'usd',
        product: 'tryon_plan_standard',
        recurring: { interval: 'year' },
      });

      const posts = () => other.requests.filter((r) => r.method === 'POST').length;
      const before = posts();
      const again = await setupStripeCatalogue(stripe);
      expect(again).toEqual(first.map((o) => ({ ...o, action: 'kept' })));
      expect(posts()).toBe(before);
      expect(other.prices).toHaveLength(7);

      // A new amount: a new price takes the lookup key over; the old one keeps selling to its subscribers.
      const raised = stripeCatalogue().map((c) =>
        c.lookupKey === 'tryon_pack_10' ? { ...c, unitAmount: 799 } : c,
      );
      const third = await setupStripeCatalogue(stripe, raised);
      const pack10 = third.find((o) => o.lookupKey === 'tryon_pack_10')!;
      expect(pack10.action).toBe('replaced');
      expect(third.filter((o) => o.action !== 'kept')).toEqual([pack10]);
      expect(other.last('POST', '/v1/prices')!.form).toMatchObject({
        lookup_key: 'tryon_pack_10',
        transfer_lookup_key: 'true',
        unit_amount: '799',
      });
      const old = first.find((o) => o.lookupKey === 'tryon_pack_10')!.priceId;
      expect(other.prices.find((p) => p.id === old)!.lookup_key).toBeNull();
      expect(other.prices.filter((p) => p.lookup_key === 'tryon_pack_10').map((p) => p.id)).toEqual([
        pack10.priceId,
      ]);
    } finally {
      await other.stop();
    }
  });
});

/**
 * What each call must carry, and must not, in the field names of the pinned API version (form fields of
 * a POST, query parameters of a GET). `mustNot` entries are prefixes: no field starts with them.
 */
const CONTRACT: {
  call: string;
  method: string;
  path: string;
  must: Record<string, string | RegExp>;
  mustNot: string[];
}[] = [
  {
    call: 'price lookup',
    method: 'GET',
    path: '/v1/prices',
    must: { 'lookup_keys[0]': 'tryon_pack_25', active: 'true' },
    mustNot: ['lookup_key[', 'product'],
  },
  {
    call: 'pack checkout on its catalogue price',
    method: 'POST',
    path: '/v1/checkout/sessions',
    must: {
      mode: 'payment',
      'line_items[0][price]': /^price_/,
      'line_items[0][quantity]': '1',
      client_reference_id: /^\d+$/,
      customer_creation: 'always',
      'metadata[sessions]': '25',
      'payment_intent_data[metadata][sessions]': '25',
      success_url: 'http://app.test/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/pricing?checkout=canceled',
    },
    // price_data only without a catalogue price; amount/name/currency on the line were removed in 2022.
    mustNot: [
      'line_items[0][price_data]',
      'line_items[0][amount]',
      'line_items[0][name]',
      'line_items[0][currency]',
      'subscription_data',
    ],
  },
  {
    call: 'plan checkout on its catalogue price',
    method: 'POST',
    path: '/v1/checkout/sessions',
    must: {
      mode: 'subscription',
      'line_items[0][price]': /^price_/,
      'subscription_data[metadata][planName]': 'pro',
      'subscription_data[metadata][billingPeriod]': 'annual',
    },
    mustNot: [
      'line_items[0][price_data]',
      'customer_creation',
      'payment_intent_data',
      'subscription_data[items]',
      'subscription_data[coupon]',
    ],
  },
  {
    call: 'portal',
    method: 'POST',
    path: '/v1/billing_portal/sessions',
    must: { customer: /^cus_/, return_url: 'http://app.test/subscription-management' },
    mustNot: ['configuration', 'flow_data'],
  },
  {
    call: 'invoice of a payment',
    method: 'GET',
    path: '/v1/invoice_payments',
    must: { 'payment[type]': 'payment_intent', 'payment[payment_intent]': /^pi_/ },
    // A charge has no invoice since 2025-03-31.basil: the payment intent is asked about, not the charge.
    mustNot: ['charge', 'invoice', 'payment_intent'],
  },
];

describe('what the SDK sends (contract of the pinned API version)', () => {
  it('carries the documented fields of each call, on the pinned Stripe-Version', async () => {
    const buyer = ++nextUser;
    const sent: StubRequest[] = [];
    sent.push(...(await sentDuring(() => billing.checkout.topUp(as(buyer), { amount: 1499, sessions: 25 }))));
    sent.push(
      ...(await sentDuring(() =>
        billing.checkout.subscribe(as(buyer), { planName: 'pro', billingPeriod: 'annual' }),
      )),
    );
    await db('billing_customers').insert({
      userId: buyer,
      stripeCustomerId: `cus_${hex()}`,
      stripeCustomerMode: 'live',
    });
    sent.push(...(await sentDuring(() => billing.checkout.portal(as(buyer)))));
    sent.push(
      ...(await sentDuring(() =>
        billing.fulfilment.handle({
          id: `evt_${hex()}`,
          type: 'charge.refunded',
          data: {
            object: { id: `ch_${hex()}`, payment_intent: `pi_${hex()}`, refunded: true, amount_refunded: 1 },
          },
        }),
      )),
    );
    for (const row of CONTRACT) {
      const request = sent.find((r) => r.method === row.method && r.path === row.path && matches(r, row));
      expect({ call: row.call, found: Boolean(request) }).toEqual({ call: row.call, found: true });
      const fields = row.method === 'GET' ? request!.query : request!.form;
      for (const name of row.mustNot) {
        expect({ call: row.call, forbidden: Object.keys(fields).filter((k) => k.startsWith(name)) }).toEqual({
          call: row.call,
          forbidden: [],
        });
      }
    }
    expect(sent.length).toBeGreaterThanOrEqual(CONTRACT.length);
    for (const r of sent) {
      expect(r.stripeVersion).toBe(STRIPE_API_VERSION);
      expect(r.authorization).toBe(`Bearer ${LIVE_KEY}`);
    }
    // The plan checkout sold the catalogue's pro annual price, found by its lookup key.
    const proYear = stub.prices.find((p) => p.lookup_key === 'tryon_plan_pro_year')!;
    expect(sent.find((r) => r.form.mode === 'subscription')!.form['line_items[0][price]']).toBe(proYear.id);
  });

  it('looks a price up once in a while, not at every checkout', async () => {
    const buyer = ++nextUser;
    const lookups = (rs: StubRequest[]) => rs.filter((r) => r.path === '/v1/prices').length;
    const first = await sentDuring(() => billing.checkout.topUp(as(buyer), { amount: 2499, sessions: 50 }));
    const second = await sentDuring(() => billing.checkout.topUp(as(buyer), { amount: 2499, sessions: 50 }));
    expect([lookups(first), lookups(second)]).toEqual([1, 0]);
    expect(second.find((r) => r.path === '/v1/checkout/sessions')!.form['line_items[0][price]']).toBe(
      stub.prices.find((p) => p.lookup_key === 'tryon_pack_50')!.id,
    );
  });
});

describe('the price of a checkout without the catalogue', () => {
  it("uses the plan's configured price id, else an inline price; and refuses another API version", async () => {
    const bare = new StripeStub();
    await bare.start();
    try {
      const provider = new StripeProvider({
        secretKey: 'sk_test_bare',
        webhookSecret: 'whsec_x',
        endpoint: stripeEndpoint(bare.url),
      });
      const req = {
        userId: 1,
        mode: 'subscription' as const,
        customerId: null,
        description: 'Standard plan',
        amountInCents: 1999,
        interval: 'month' as const,
        lookupKey: 'tryon_plan_standard_month',
        metadata: {},
        successUrl: 'http://app.test/s',
        cancelUrl: 'http://app.test/c',
      };
      bare.products.set('tryon_plan_standard', { id: 'tryon_plan_standard' });
      bare.prices.push({ id: 'price_configured', lookup_key: null, active: true, unit_amount: 1999 });
      await provider.createCheckout({ ...req, priceId: 'price_configured' });
      expect(bare.last('POST', '/v1/checkout/sessions')!.form['line_items[0][price]']).toBe(
        'price_configured',
      );
      await provider.createCheckout(req);
      expect(bare.last('POST', '/v1/checkout/sessions')!.form).toMatchObject({
        'line_items[0][price_data][unit_amount]': '1999',
        'line_items[0][price_data][recurring][interval]': 'month',
      });

      const old = new Stripe('sk_test_bare', {
        apiVersion: '2025-03-31.basil' as never,
        ...stripeEndpoint(bare.url),
        maxNetworkRetries: 0,
      });
      await expect(old.balance.retrieve()).rejects.toMatchObject({
        statusCode: 400,
        message: `Stripe-Version 2025-03-31.basil is not the pinned ${STRIPE_API_VERSION}.`,
      });
    } finally {
      await bare.stop();
    }
  });
});

function matches(r: StubRequest, row: (typeof CONTRACT)[number]): boolean {
  const fields = row.method === 'GET' ? r.query : r.form;
  return Object.entries(row.must).every(([k, v]) =>
    typeof v === 'string' ? fields[k] === v : v.test(fields[k] ?? ''),
  );
}

describe('refunds', () => {
  it('counts the refund of a subscription invoice as subscription revenue, and a pack refund as top-up', async () => {
    const ann = ++nextUser;
    const invoice = `in_${hex()}`;
    const paymentIntent = `pi_${hex()}`;
    const sub = stripeSubscription({
      customer: `cus_${hex()}`,
      userId: ann,
      planName: 'standard',
      periodStart: new Date(Date.now() - 60_000),
      latestInvoice: invoice,
    });
    stub.subscriptions.set(sub.id as string, sub);
    stub.invoicePayments.set(invoice, [{ paymentIntent, amount: 1999 }]);
    expect(
      await billing.fulfilment.handle({
        id: `evt_${hex()}`,
        type: 'invoice.paid',
        data: {
          object: {
            id: invoice,
            object: 'invoice',
            amount_paid: 1999,
            customer: sub.customer,
            parent: { subscription_details: { subscription: sub.id } },
          },
        },
      }),
    ).toBe('applied');
    // The charge names no invoice (API 2025-03-31 and later): billing asks the invoice payments.
    const charge = {
      id: `ch_${hex()}`,
      object: 'charge',
      payment_intent: paymentIntent,
      customer: sub.customer,
      refunded: true,
      amount_refunded: 1999,
      metadata: {},
    };
    const asked = await sentDuring(() =>
      billing.fulfilment.handle({ id: `evt_${hex()}`, type: 'charge.refunded', data: { object: charge } }),
    );
    expect(asked.map((r) => [r.method, r.path, r.query['payment[payment_intent]']])).toEqual([
      ['GET', '/v1/invoice_payments', paymentIntent],
    ]);
    const payments = await db('payments')
      .where({ userId: ann })
      .orderBy('id')
      .select('kind', 'amountInCents');
    expect(payments).toEqual([
      { kind: 'subscription', amountInCents: 1999 },
      { kind: 'subscription', amountInCents: -1999 },
    ]);

    // A pack's refund (its metadata names the pack): top-up, without asking Stripe.
    const bob = ++nextUser;
    const packIntent = `pi_${hex()}`;
    const packAsked = await sentDuring(() =>
      billing.fulfilment.handle({
        id: `evt_${hex()}`,
        type: 'charge.refunded',
        data: {
          object: {
            id: `ch_${hex()}`,
            payment_intent: packIntent,
            refunded: true,
            amount_refunded: 699,
            metadata: { userId: String(bob), sessions: '10' },
          },
        },
      }),
    );
    expect(packAsked).toEqual([]);
    // The refund came before the pack's checkout event: the payment is recorded with it (net nothing).
    expect(
      await db('payments').where({ userId: bob }).orderBy('amountInCents').select('kind', 'amountInCents'),
    ).toEqual([
      { kind: 'top_up', amountInCents: -699 },
      { kind: 'top_up', amountInCents: 699 },
    ]);
  });
});

describe('customer ids per mode', () => {
  beforeAll(() => {
    stub.strictCustomers = true;
  });
  afterAll(() => {
    stub.strictCustomers = false;
  });

  it('a test-mode customer id with live keys checks out: the id is not sent', async () => {
    const cy = ++nextUser;
    const testId = `cus_${hex()}`;
    stub.customers.set(testId, 'test');
    await db('billing_customers').insert({
      userId: cy,
      stripeCustomerId: testId,
      stripeCustomerMode: 'test',
    });
    const sent = await sentDuring(async () => {
      const { url } = await billing.checkout.topUp(as(cy), { amount: 699, sessions: 10 });
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    });
    const checkout = sent.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(checkout.form.customer).toBeUndefined();
    expect(checkout.form.customer_creation).toBe('always');
    // The portal has no live account to show yet.
    await expect(billing.checkout.portal(as(cy))).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('a saved id Stripe does not know ("No such customer") is replaced by a new customer, and checkout goes on', async () => {
    const dee = ++nextUser;
    const oldId = `cus_${hex()}`;
    stub.customers.set(oldId, 'test');
    // Saved before modes were kept: tried, and refused by the live account.
    await db('billing_customers').insert({ userId: dee, stripeCustomerId: oldId });
    const sent = await sentDuring(async () => {
      const { url } = await billing.checkout.subscribe(as(dee), {
        planName: 'standard',
        billingPeriod: 'monthly',
      });
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    });
    expect(
      sent.filter((r) => r.path !== '/v1/prices').map((r) => [r.method, r.path, r.form.customer]),
    ).toEqual([
      ['POST', '/v1/checkout/sessions', oldId],
      ['POST', '/v1/customers', undefined],
      ['POST', '/v1/checkout/sessions', expect.stringMatching(/^cus_/)],
    ]);
    const newId = sent.at(-1)!.form.customer;
    expect(newId).not.toBe(oldId);
    expect(stub.customers.get(newId)).toBe('live');
    expect(await db('billing_customers').where({ userId: dee }).first()).toMatchObject({
      stripeCustomerId: newId,
      stripeCustomerMode: 'live',
    });
    // The next checkout and the portal use the new one straight away.
    const next = await sentDuring(() => billing.checkout.topUp(as(dee), { amount: 699, sessions: 10 }));
    expect(next.filter((r) => r.path !== '/v1/prices').map((r) => [r.path, r.form.customer])).toEqual([
      ['/v1/checkout/sessions', newId],
    ]);
    await expect(billing.checkout.portal(as(dee))).resolves.toMatchObject({
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\//),
    });
  });

  it('saves the customer of a paid checkout under the key mode', async () => {
    const eve = ++nextUser;
    const customer = `cus_${hex()}`;
    await billing.fulfilment.handle({
      id: `evt_${hex()}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_${hex()}`,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          client_reference_id: String(eve),
          customer,
          payment_intent: `pi_${hex()}`,
          metadata: { userId: String(eve), kind: 'top_up', sessions: '10' },
        },
      },
    });
    expect(await db('billing_customers').where({ userId: eve }).first()).toMatchObject({
      stripeCustomerId: customer,
      stripeCustomerMode: 'live',
    });
  });
});

describe('permanent Stripe errors', () => {
  it('answers a refused key as a set-up fault (not a 503), and the connection test says why', async () => {
    const fay = ++nextUser;
    stub.refusedKeys.add(LIVE_KEY);
    try {
      const err = await billing.checkout
        .topUp(as(fay), { amount: 699, sessions: 10 })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'INTERNAL', status: 500, message: MISCONFIGURED_MESSAGE });
      const r = await gql(as(fay), 'mutation { createTopUpCheckout(amount: 699, sessions: 10) { url } }');
      expect(r.errors?.[0]).toMatchObject({
        message: MISCONFIGURED_MESSAGE,
        extensions: { code: 'INTERNAL' },
      });

      const test = await gql(admin, 'mutation { testPaymentConnection { ok message checkedAt } }');
      expect(test.data.testPaymentConnection).toEqual({
        ok: false,
        message: 'Stripe live mode: Invalid API Key provided: sk_live_...',
        checkedAt: expect.any(String),
      });
      expect(JSON.stringify(test)).not.toContain(LIVE_KEY.slice(8));
    } finally {
      stub.refusedKeys.delete(LIVE_KEY);
    }
  });

  it('still answers a passing failure (Stripe down) with 503 and "Please try again"', async () => {
    stub.failNext = 3; // the first try and the SDK's two retries
    await expect(billing.checkout.topUp(as(++nextUser), { amount: 699, sessions: 10 })).rejects.toMatchObject(
      {
        code: 'UNAVAILABLE',
        status: 503,
        message: 'Payment provider error: could not start checkout. Please try again.',
      },
    );
  });
});

describe('testPaymentConnection', () => {
  it('answers an admin with a cheap authenticated read, and records the action', async () => {
    const before = Date.now();
    const sent = await sentDuring(async () => {
      const r = await gql(admin, 'mutation { testPaymentConnection { ok message checkedAt } }');
      expect(r.errors).toBeUndefined();
      expect(r.data.testPaymentConnection).toMatchObject({ ok: true, message: 'Stripe live mode: working' });
      expect(Date.parse(r.data.testPaymentConnection.checkedAt)).toBeGreaterThanOrEqual(before - 1000);
    });
    expect(sent.map((r) => [r.method, r.path])).toEqual([['GET', '/v1/balance']]);
    const audit = (await db('outbox').where({ subject: AdminActionRecorded.subject })).map(
      (r) => r.payload.data,
    );
    expect(audit.at(-1)).toEqual({
      adminId: 1,
      actionType: 'payment_connection_tested',
      targetUserId: null,
      description: 'Tested the payment connection (stripe): ok',
      metadata: { provider: 'stripe', mode: 'live', ok: true, message: 'Stripe live mode: working' },
      ipAddress: '127.0.0.1',
    });
  });

  it('refuses a user (FORBIDDEN) and a visitor (UNAUTHENTICATED), asking Stripe nothing', async () => {
    const sent = await sentDuring(async () => {
      const user = await gql(as(++nextUser), 'mutation { testPaymentConnection { ok message checkedAt } }');
      expect(user.errors?.[0]).toMatchObject({
        message: 'Admin access required',
        extensions: { code: 'FORBIDDEN' },
      });
      const visitor = await gql(
        { userId: null, role: null, ip: null },
        'mutation { testPaymentConnection { ok message checkedAt } }',
      );
      expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
    expect(sent).toEqual([]);
  });
});

describe('a paid pack checkout is checked against the pack price (issue 41, finding 10)', () => {
  const packEvent = (userId: number, paymentIntent: string, paid: Record<string, unknown>) => ({
    id: `evt_${hex()}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${hex()}`,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: String(userId),
        payment_intent: paymentIntent,
        metadata: { userId: String(userId), kind: 'top_up', sessions: '50' },
        ...paid,
      },
    },
  });

  it('grants nothing for an amount or currency that is not the price, and records it for the admin', async () => {
    const cut = ++nextUser;
    const before = await billing.balances.getBalance(cut);
    const cheap = `pi_${hex()}`;
    const euros = `pi_${hex()}`;
    expect(await billing.fulfilment.handle(packEvent(cut, cheap, { amount_total: 1, currency: 'usd' }))).toBe(
      'ignored',
    );
    expect(
      await billing.fulfilment.handle(packEvent(cut, euros, { amount_total: 2499, currency: 'eur' })),
    ).toBe('ignored');
    expect(await billing.balances.getBalance(cut)).toEqual(before);
    expect(await db('payments').where({ userId: cut })).toEqual([]);
    const rows = await db('top_up_purchases')
      .where({ userId: cut })
      .orderBy('id')
      .select('stripePaymentIntentId', 'status', 'sessions', 'priceInCents', 'failureReason');
    expect(rows).toEqual([
      {
        stripePaymentIntentId: cheap,
        status: 'failed',
        sessions: 50,
        priceInCents: 1,
        failureReason: 'Paid 1 cents for the 50 sessions pack, which costs 2499 cents',
      },
      {
        stripePaymentIntentId: euros,
        status: 'failed',
        sessions: 50,
        priceInCents: 2499,
        failureReason: 'Paid in EUR, but the 50 sessions pack is priced in USD',
      },
    ]);
    // The admin's list shows them, with the reason.
    const page = await gql(
      admin,
      '{ adminTopUps(state: failed) { rows { user { id } sessions priceInCents state failureReason } } }',
    );
    expect(page.data.adminTopUps.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ priceInCents: 1, state: 'failed', failureReason: rows[0].failureReason }),
      ]),
    );
    // Its refund takes back nothing (nothing was granted).
    expect(
      await billing.fulfilment.handle({
        id: `evt_${hex()}`,
        type: 'charge.refunded',
        data: {
          object: {
            id: `ch_${hex()}`,
            payment_intent: cheap,
            refunded: true,
            amount_refunded: 1,
            metadata: { userId: String(cut), sessions: '50' },
          },
        },
      }),
    ).toBe('ignored');
    expect(await billing.balances.getBalance(cut)).toEqual(before);

    // The price paid in full grants the pack.
    expect(
      await billing.fulfilment.handle(packEvent(cut, `pi_${hex()}`, { amount_total: 2499, currency: 'usd' })),
    ).toBe('applied');
    expect((await billing.balances.getBalance(cut)).topUpSessions).toBe(before.topUpSessions + 50);
  });
});

describe('a deleted account', () => {
  it('has its subscription cancelled at once and its customer deleted at Stripe, the rows anonymised', async () => {
    const ann = ++nextUser;
    const customer = `cus_${hex()}`;
    stub.customers.set(customer, 'live');
    const sub = stripeSubscription({
      customer,
      userId: ann,
      planName: 'standard',
      periodStart: new Date(Date.now() - 60_000),
    });
    stub.subscriptions.set(sub.id as string, sub);
    const plan = await db('subscription_plans').where({ name: 'standard' }).first();
    await db('user_subscriptions').insert({
      userId: ann,
      planId: plan.id,
      stripeSubscriptionId: sub.id,
      stripeCustomerId: customer,
      status: 'active',
    });
    await db('billing_customers').insert({
      userId: ann,
      stripeCustomerId: customer,
      stripeCustomerMode: 'live',
    });
    const envelope = buildEnvelope(
      UserDeleted,
      { userId: ann, email: `ann-${hex()}@example.com`, deletedAt: new Date().toISOString() },
      { producer: 'identity' },
    );
    await nats.js.publish(UserDeleted.subject, JSON.stringify(envelope), { msgID: envelope.id });

    await eventually(async () => stub.last('DELETE', `/v1/customers/${customer}`));
    const cancel = stub.last('DELETE', `/v1/subscriptions/${sub.id}`)!;
    expect(cancel.query).toMatchObject({
      prorate: 'false',
      invoice_now: 'false',
      'cancellation_details[comment]': 'account deleted',
    });
    expect(stub.subscriptions.get(sub.id as string)).toMatchObject({ status: 'canceled' });
    expect(stub.customers.has(customer)).toBe(false);
    await eventually(async () => (await db('billing_customers').where({ userId: ann })).length === 0);
    expect(await db('user_subscriptions').where({ stripeSubscriptionId: sub.id })).toEqual([
      expect.objectContaining({ userId: 0, status: 'canceled', stripeCustomerId: null }),
    ]);

    // Again (a replay past the inbox): nothing left to cancel or delete, and no error.
    const before = stub.requests.length;
    await billing.provider.forgetCustomer({
      userId: ann,
      subscriptionIds: [sub.id as string],
      customerId: customer,
    });
    expect(stub.requests.slice(before).map((r) => r.method)).toEqual(['GET', 'DELETE']);
  });
});
