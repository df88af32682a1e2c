process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { DEBIT_SUBJECT } from '@tryon/proto-events';
import { eventually } from '../../test-support/infra.js';
import { apiCall, signUp as signUpThrough, startStack, type Stack } from '../../test-support/stack.js';
import { StripeStub, stripeSubscription } from '../../test-support/stripe-stub.js';

// Billing with Stripe switched on, the real `stripe` SDK talking to a local stub of Stripe's API, and
// webhooks signed the way Stripe signs them, posted through the gateway.

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_signer');
let stub: StripeStub;
let stack: Stack;
let base: string;

beforeAll(async () => {
  stub = new StripeStub();
  await stub.start();
  stack = await startStack(['identity', 'billing'], {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_stub',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stub.url,
      PUBLIC_URL: 'http://app.test',
    },
  });
  base = stack.base;
});

afterAll(async () => {
  await stack?.stop();
  await stub?.stop();
});

const signUp = () => signUpThrough(base);

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  apiCall(base, method, path, cookie, body);

const balanceOf = async (cookie: string) => (await call('GET', '/api/user/session-balance', cookie)).body;

let seq = 0;
function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${++seq}_${randomBytes(4).toString('hex')}`,
) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

/** Posts an event as Stripe does: the raw JSON body and a Stripe-Signature header over it. */
async function deliver(
  event: object,
  opts: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  const payload = JSON.stringify(event);
  const header =
    opts.signature ??
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? WEBHOOK_SECRET,
      timestamp: opts.timestamp,
    });
  const res = await fetch(`${base}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const packCheckout = (userId: number, sessions: number, paymentIntent: string) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_test_${randomBytes(6).toString('hex')}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: { 10: 699, 25: 1499, 50: 2499 }[sessions],
    client_reference_id: String(userId),
    customer: `cus_${userId}`,
    payment_intent: paymentIntent,
    metadata: { userId: String(userId), kind: 'top_up', sessions: String(sessions) },
  });

async function debit(userId: number, key: string) {
  const m = await stack.nats.nc.request(
    DEBIT_SUBJECT,
    JSON.stringify({
      userId,
      actionType: 'virtual_tryon',
      cost: 1,
      idempotencyKey: key,
      geminiSessionId: null,
    }),
    { timeout: 10000 },
  );
  return m.json<{ ok: boolean }>();
}

async function processedCount() {
  const row = await stack.dbs.billing!('processed_webhook_events').count({ n: '*' }).first();
  return Number(row!.n);
}

describe('checkout and portal through Stripe', () => {
  it('creates a pack checkout at the server’s price and answers Stripe’s url', async () => {
    const ann = await signUp();
    const res = await call('POST', '/api/stripe/create-topup-checkout', ann.cookie, {
      amount: 1499,
      sessions: 25,
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = stub.last('POST', '/v1/checkout/sessions')!;
    expect(sent.authorization).toBe('Bearer sk_test_stub');
    expect(sent.form).toMatchObject({
      mode: 'payment',
      client_reference_id: String(ann.id),
      'line_items[0][price_data][unit_amount]': '1499',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[sessions]': '25',
      'metadata[userId]': String(ann.id),
      success_url: 'http://app.test/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/pricing?checkout=canceled',
    });
  });

  it('creates a plan checkout with a yearly price 20% below twelve months', async () => {
    const bob = await signUp();
    const res = await call('POST', '/api/stripe/create-subscription-checkout', bob.cookie, {
      planName: 'standard',
      billingPeriod: 'annual',
    });
    expect(res.status).toBe(200);
    const sent = stub.last('POST', '/v1/checkout/sessions')!;
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': String(Math.round(1999 * 12 * 0.8)),
      'line_items[0][price_data][recurring][interval]': 'year',
      'subscription_data[metadata][planName]': 'standard',
      'subscription_data[metadata][userId]': String(bob.id),
    });
  });

  it.each([
    ['an unknown pack', '/api/stripe/create-topup-checkout', { amount: 999, sessions: 20 }, 400],
    ['a tampered amount', '/api/stripe/create-topup-checkout', { amount: 100, sessions: 25 }, 400],
    ['an amount as text', '/api/stripe/create-topup-checkout', { amount: '1499', sessions: 25 }, 400],
    ['a missing amount', '/api/stripe/create-topup-checkout', { sessions: 25 }, 400],
    [
      'an unknown plan',
      '/api/stripe/create-subscription-checkout',
      { planName: 'gold', billingPeriod: 'monthly' },
      400,
    ],
    [
      'the free plan',
      '/api/stripe/create-subscription-checkout',
      { planName: 'free', billingPeriod: 'monthly' },
      400,
    ],
    [
      'a bad billing period',
      '/api/stripe/create-subscription-checkout',
      { planName: 'pro', billingPeriod: 'weekly' },
      400,
    ],
  ])('refuses %s with a clear error and asks Stripe nothing', async (_name, path, body, status) => {
    const cy = await signUp();
    const before = stub.requests.length;
    const res = await call('POST', path, cy.cookie, body);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(/^(Invalid|Missing)/);
    expect(stub.requests.length).toBe(before);
  });

  it.each([
    '/api/stripe/create-topup-checkout',
    '/api/stripe/create-subscription-checkout',
    '/api/stripe/create-portal-session',
  ])('refuses %s when signed out', async (path) => {
    const res = await call('POST', path, undefined, {
      amount: 699,
      sessions: 10,
      planName: 'pro',
      billingPeriod: 'monthly',
    });
    expect(res.status).toBe(401);
  });

  it('answers 503 in the payment wording when Stripe fails', async () => {
    const fox = await signUp();
    // One failure is retried by the SDK and goes unnoticed; three (the first try and two retries) are not.
    stub.failNext = 1;
    const retried = await call('POST', '/api/stripe/create-topup-checkout', fox.cookie, {
      amount: 699,
      sessions: 10,
    });
    expect(retried.status).toBe(200);
    stub.failNext = 3;
    const res = await call('POST', '/api/stripe/create-topup-checkout', fox.cookie, {
      amount: 699,
      sessions: 10,
    });
    expect(res).toEqual({
      status: 503,
      body: {
        error: 'Payment provider error: could not start checkout. Please try again.',
        code: 'UNAVAILABLE',
      },
    });
  });

  it('opens the portal only for someone with a customer account', async () => {
    const dee = await signUp();
    const none = await call('POST', '/api/stripe/create-portal-session', dee.cookie, {});
    expect(none.status).toBe(404);
    expect(await deliver(packCheckout(dee.id, 10, `pi_${randomBytes(6).toString('hex')}`))).toMatchObject({
      status: 200,
    });
    const res = await call('POST', '/api/stripe/create-portal-session', dee.cookie, {});
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(stub.last('POST', '/v1/billing_portal/sessions')!.form).toEqual({
      customer: `cus_${dee.id}`,
      return_url: 'http://app.test/subscription-management',
    });
  });
});

describe('Stripe webhooks', () => {
  it('credits a paid pack once, however often and however concurrently it is delivered', async () => {
    const eve = await signUp();
    expect(await balanceOf(eve.cookie)).toMatchObject({ balance: 2 });
    const event = packCheckout(eve.id, 25, `pi_${randomBytes(6).toString('hex')}`);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.outcome === 'applied')).toHaveLength(1);
    expect(await balanceOf(eve.cookie)).toEqual({ balance: 27, subscriptionSessions: 0, topUpSessions: 27 });
    const purchases = await stack.dbs.billing!('top_up_purchases').where({ userId: eve.id });
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ sessions: 25, priceInCents: 1499, status: 'completed' });
    // The payment is published once (support mails its receipt from it), in the ledger's transaction.
    const paid = (await stack.dbs.billing!('outbox').where({ subject: 'billing.payment.completed.v1' }))
      .map((r) => r.payload.data)
      .filter((d) => d.userId === eve.id);
    expect(paid).toEqual([
      {
        userId: eve.id,
        kind: 'top_up',
        amountCents: 1499,
        currency: 'usd',
        description: '25 sessions pack',
        sessions: 25,
        paymentRef: event.data.object.payment_intent,
        paidAt: expect.any(String),
      },
    ]);
    // A paying customer is no longer a first-time user.
    expect((await call('GET', '/api/user/usage-analytics', eve.cookie)).body.isFirstTimeUser).toBe(false);
  });

  it('refuses a bad signature, a foreign secret and a stale timestamp with 400, changing nothing', async () => {
    const fay = await signUp();
    const event = packCheckout(fay.id, 50, `pi_${randomBytes(6).toString('hex')}`);
    const before = await processedCount();
    const bad = await deliver(event, { signature: 't=1,v1=deadbeef' });
    const foreign = await deliver(event, { secret: 'whsec_someone_else' });
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    for (const r of [bad, foreign, stale]) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'Invalid webhook signature', code: 'VALIDATION' });
    }
    const tampered = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload: tampered, secret: WEBHOOK_SECRET });
    const res = await fetch(`${base}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: tampered.replace('"sessions":"50"', '"sessions":"10"'),
    });
    expect(res.status).toBe(400);
    expect(await processedCount()).toBe(before);
    expect(await balanceOf(fay.cookie)).toMatchObject({ balance: 2 });
  });

  it('applies a renewal that arrives before the checkout, and lands on the same state', async () => {
    const gus = await signUp();
    const sub = stripeSubscription({
      customer: `cus_g${gus.id}`,
      userId: gus.id,
      planName: 'standard',
      periodStart: new Date(Date.now() - 60_000),
    });
    stub.subscriptions.set(sub.id as string, sub);
    const invoice = stripeEvent('invoice.paid', {
      id: `in_${randomBytes(4).toString('hex')}`,
      object: 'invoice',
      customer: sub.customer,
      parent: { subscription_details: { subscription: sub.id } },
    });
    const checkout = stripeEvent('checkout.session.completed', {
      id: `cs_test_${randomBytes(4).toString('hex')}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: String(gus.id),
      customer: sub.customer,
      subscription: sub.id,
      metadata: {
        userId: String(gus.id),
        kind: 'subscription',
        planName: 'standard',
        billingPeriod: 'monthly',
      },
    });
    expect((await deliver(invoice)).body.outcome).toBe('applied');
    expect((await deliver(checkout)).body.outcome).toBe('applied');
    expect(await balanceOf(gus.cookie)).toEqual({ balance: 32, subscriptionSessions: 30, topUpSessions: 2 });
    const status = await call('GET', '/api/user/subscription-status', gus.cookie);
    expect(status.body.subscription).toMatchObject({
      status: 'active',
      billingCycle: 'monthly',
      cancelAtPeriodEnd: false,
    });
    expect(status.body.subscription.plan.name).toBe('standard');
    // identity follows billing's subscription-changed event
    await eventually(
      async () => (await call('GET', '/api/user', gus.cookie)).body.subscriptionStatus === 'active',
    );

    // Spending comes from subscription sessions first; the next period resets them to the plan's 30.
    expect(await debit(gus.id, `g-${randomBytes(4).toString('hex')}`)).toMatchObject({ ok: true });
    expect(await balanceOf(gus.cookie)).toMatchObject({ subscriptionSessions: 29, topUpSessions: 2 });
    const items = (sub.items as { data: Record<string, number>[] }).data;
    items[0].current_period_start = items[0].current_period_end;
    items[0].current_period_end += 30 * 86400;
    const renewal = stripeEvent('invoice.paid', { ...invoice.data.object, id: 'in_next' });
    await deliver(renewal);
    expect(await balanceOf(gus.cookie)).toMatchObject({ subscriptionSessions: 30, topUpSessions: 2 });
    // Another event about the same period (a retry under a new id, an invoice.payment_succeeded) grants nothing.
    expect(await debit(gus.id, `g-${randomBytes(4).toString('hex')}`)).toMatchObject({ ok: true });
    await deliver(stripeEvent('invoice.payment_succeeded', { ...invoice.data.object, id: 'in_next' }));
    expect(await balanceOf(gus.cookie)).toMatchObject({ subscriptionSessions: 29, topUpSessions: 2 });
  });

  it('follows cancellation at period end and the end of the subscription', async () => {
    const hal = await signUp();
    const sub = stripeSubscription({
      customer: `cus_h${hal.id}`,
      userId: hal.id,
      planName: 'pro',
      periodStart: new Date(Date.now() - 1000),
    });
    stub.subscriptions.set(sub.id as string, sub);
    await deliver(stripeEvent('invoice.paid', { object: 'invoice', id: 'in_h', subscription: sub.id }));
    expect(await balanceOf(hal.cookie)).toMatchObject({ subscriptionSessions: 100 });

    sub.cancel_at_period_end = true;
    await deliver(stripeEvent('customer.subscription.updated', sub));
    expect((await call('GET', '/api/user/subscription-status', hal.cookie)).body.subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });

    // A late, older "updated" event re-reads the subscription: the current state wins.
    sub.status = 'canceled';
    sub.canceled_at = Math.floor(Date.now() / 1000);
    await deliver(stripeEvent('customer.subscription.deleted', sub));
    await deliver(
      stripeEvent('customer.subscription.updated', { ...sub, status: 'active', cancel_at_period_end: false }),
    );
    const after = await call('GET', '/api/user/subscription-status', hal.cookie);
    expect(after.body.subscription).toBeNull();
    expect(after.body.balance).toEqual({ subscriptionSessions: 0, topUpSessions: 2 });
    await eventually(
      async () => (await call('GET', '/api/user', hal.cookie)).body.subscriptionStatus === 'cancelled',
    );
  });

  it('takes back what is left of a refunded pack, never below zero, once', async () => {
    const ida = await signUp();
    const pi = `pi_${randomBytes(6).toString('hex')}`;
    await deliver(packCheckout(ida.id, 10, pi));
    expect(await balanceOf(ida.cookie)).toMatchObject({ topUpSessions: 12 });
    for (let i = 0; i < 4; i++) expect(await debit(ida.id, `ida-${i}-${pi}`)).toMatchObject({ ok: true });
    expect(await balanceOf(ida.cookie)).toMatchObject({ topUpSessions: 8 });
    const refund = stripeEvent('charge.refunded', {
      id: `ch_${randomBytes(4).toString('hex')}`,
      object: 'charge',
      refunded: true,
      amount_refunded: 699,
      payment_intent: pi,
      metadata: { userId: String(ida.id), sessions: '10' },
    });
    expect((await deliver(refund)).body.outcome).toBe('applied');
    expect(await balanceOf(ida.cookie)).toEqual({ balance: 0, subscriptionSessions: 0, topUpSessions: 0 });
    expect(await deliver({ ...refund, id: `${refund.id}_again` })).toMatchObject({
      status: 200,
      body: { outcome: 'ignored' },
    });
    expect(await balanceOf(ida.cookie)).toMatchObject({ balance: 0 });
    expect(
      (await stack.dbs.billing!('top_up_purchases').where({ stripePaymentIntentId: pi }).first()).status,
    ).toBe('refunded');
  });

  it('credits nothing for a purchase whose refund arrived first', async () => {
    const jo = await signUp();
    const pi = `pi_${randomBytes(6).toString('hex')}`;
    await deliver(
      stripeEvent('charge.refunded', {
        object: 'charge',
        id: 'ch_first',
        refunded: true,
        payment_intent: pi,
        metadata: { userId: String(jo.id), sessions: '25' },
      }),
    );
    await deliver(packCheckout(jo.id, 25, pi));
    expect(await balanceOf(jo.cookie)).toMatchObject({ balance: 2 });
  });

  it('keeps the ledger equal to every balance after all of the above', async () => {
    const db = stack.dbs.billing!;
    const mismatched = await db.raw(`
      SELECT b."userId" FROM session_balances b
      JOIN (SELECT "userId", SUM("subscriptionDelta") s, SUM("topUpDelta") t FROM balance_ledger GROUP BY "userId") l
        ON l."userId" = b."userId"
      WHERE l.s <> b."subscriptionSessions" OR l.t <> b."topUpSessions"`);
    expect(mismatched.rows).toEqual([]);
  });
});
