process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { eventually } from '../../test-support/infra.js';
import { apiCall, signUp as signUpThrough, startStack, type Stack } from '../../test-support/stack.js';
import { StripeStub, stripeSubscription } from '../../test-support/stripe-stub.js';

// One subscription per person with Stripe (the real SDK against a local stub of Stripe's API, webhooks
// signed as Stripe signs them): a second plan paid in another tab is cancelled at Stripe at once and its
// payment refunded, no sessions are granted, the success page is told; starting a plan checkout expires
// the person's other open ones.

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

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  apiCall(base, method, path, cookie, body);

const hex = () => randomBytes(5).toString('hex');

function stripeEvent(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_${hex()}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

/** Posts an event as Stripe does: the raw JSON body and a Stripe-Signature header over it. */
async function deliver(event: object) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await fetch(`${base}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as any };
}

/**
 * A plan paid at Stripe: its subscription (first invoice paid by a payment intent) and the two events
 * Stripe sends, `checkout.session.completed` and `invoice.paid`.
 */
function paidPlan(userId: number, planName: 'standard' | 'pro', amount: number) {
  const invoice = `in_${hex()}`;
  const paymentIntent = `pi_${hex()}`;
  const sub = stripeSubscription({
    customer: `cus_s${userId}`,
    userId,
    planName,
    periodStart: new Date(Date.now() - 60_000),
    latestInvoice: invoice,
  });
  stub.subscriptions.set(sub.id as string, sub);
  stub.invoicePayments.set(invoice, [{ paymentIntent, amount }]);
  const sessionId = `cs_test_${hex()}`;
  return {
    sub,
    sessionId,
    paymentIntent,
    checkout: stripeEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: String(userId),
      customer: sub.customer,
      subscription: sub.id,
      invoice,
      metadata: { userId: String(userId), kind: 'subscription', planName, billingPeriod: 'monthly' },
    }),
    invoicePaid: stripeEvent('invoice.paid', {
      id: invoice,
      object: 'invoice',
      status: 'paid',
      customer: sub.customer,
      amount_paid: amount,
      currency: 'usd',
      parent: { subscription_details: { subscription: sub.id } },
    }),
  };
}

describe('a second plan (Stripe)', () => {
  it('is cancelled at once without proration and refunded; sessions are granted once; the page is told', async () => {
    const ann = await signUpThrough(base);
    const standard = paidPlan(ann.id, 'standard', 1999);
    const pro = paidPlan(ann.id, 'pro', 4999);

    for (const event of [standard.checkout, standard.invoicePaid]) {
      expect((await deliver(event)).body.outcome).toBe('applied');
    }
    // The second plan's invoice arrives before its checkout.
    expect(await deliver(pro.invoicePaid)).toMatchObject({ status: 200 });
    expect(await deliver(pro.checkout)).toMatchObject({ status: 200 });

    // Stripe was asked to end it at once, with no proration credit, and to refund its payment in full.
    const cancel = stub.last('DELETE', `/v1/subscriptions/${pro.sub.id}`)!;
    expect(cancel.query).toEqual({
      prorate: 'false',
      invoice_now: 'false',
      'cancellation_details[comment]': 'tryon:duplicate-subscription',
    });
    expect(pro.sub.status).toBe('canceled');
    expect(stub.refunds).toEqual([
      expect.objectContaining({ payment_intent: pro.paymentIntent, amount: 4999, reason: 'duplicate' }),
    ]);
    expect(stub.last('POST', '/v1/refunds')!.form).toMatchObject({
      payment_intent: pro.paymentIntent,
      reason: 'duplicate',
      'metadata[subscription]': pro.sub.id,
    });
    expect(standard.sub.status).toBe('active');

    const status = await call('GET', '/api/user/subscription-status', ann.cookie);
    expect(status.body).toMatchObject({
      balance: { subscriptionSessions: 30, topUpSessions: 2 },
      subscription: { status: 'active', plan: { name: 'standard' } },
    });
    const db = stack.dbs.billing!;
    expect(
      (await db('user_subscriptions').where({ userId: ann.id }).orderBy('id')).map((s) => [
        s.stripeSubscriptionId,
        s.status,
      ]),
    ).toEqual([
      [standard.sub.id, 'active'],
      [pro.sub.id, 'canceled'],
    ]);
    const payments = (await db('payments').where({ userId: ann.id }).orderBy('amountInCents')).map((p) => [
      p.reference,
      p.amountInCents,
    ]);
    const charge = `ch_${pro.paymentIntent.slice(3)}`;
    expect(payments).toEqual([
      [`refund:${charge}:4999`, -4999],
      [standard.invoicePaid.data.object.id, 1999],
      [pro.invoicePaid.data.object.id, 4999],
    ]);

    // The success page, back with the checkout's session_id, is told; the kept plan's is not refused.
    const told = await call('GET', `/api/stripe/checkout-outcome/${pro.sessionId}`, ann.cookie);
    expect(told).toEqual({
      status: 200,
      body: {
        sessionId: pro.sessionId,
        refused: true,
        message:
          'You already have the Standard plan, so the Pro plan was not started and your payment of $49.99 was refunded. To change your plan, use Manage Billing.',
      },
    });
    expect(
      (await call('GET', `/api/stripe/checkout-outcome/${standard.sessionId}`, ann.cookie)).body.refused,
    ).toBe(false);
    expect((await call('GET', `/api/stripe/checkout-outcome/${pro.sessionId}`)).status).toBe(401);
    // identity still shows the plan the person has.
    await eventually(
      async () => (await call('GET', '/api/user', ann.cookie)).body.subscriptionStatus === 'active',
    );

    // Stripe's own refund webhook and redeliveries change nothing more: no second refund, no sessions.
    const refunded = stripeEvent('charge.refunded', {
      id: charge,
      object: 'charge',
      refunded: true,
      amount_refunded: 4999,
      payment_intent: pro.paymentIntent,
      customer: pro.sub.customer,
    });
    await deliver(refunded);
    await deliver({ ...pro.checkout, id: `${pro.checkout.id}_again` });
    await deliver({ ...pro.invoicePaid, id: `${pro.invoicePaid.id}_again` });
    expect(stub.refunds).toHaveLength(1);
    expect(await db('payments').where({ userId: ann.id })).toHaveLength(3);
    expect((await call('GET', '/api/user/session-balance', ann.cookie)).body).toEqual({
      balance: 32,
      subscriptionSessions: 30,
      topUpSessions: 2,
    });
  });

  it('expires the other open plan checkout when a new one is started', async () => {
    const bob = await signUpThrough(base);
    const start = async (planName: string) => {
      const res = await call('POST', '/api/stripe/create-subscription-checkout', bob.cookie, {
        planName,
        billingPeriod: 'monthly',
      });
      expect(res.status).toBe(200);
      return /\/pay\/(cs_test_\w+)$/.exec(res.body.url)![1];
    };
    const first = await start('standard');
    const second = await start('pro');
    expect(stub.last('POST', `/v1/checkout/sessions/${first}/expire`)).toBeDefined();
    expect(stub.checkoutSessions.get(first)!.status).toBe('expired');
    expect(stub.checkoutSessions.get(second)!.status).toBe('open');
    // A third: the second is expired now, the first (already expired) is not asked again.
    const before = stub.requests.filter((r) => r.path === `/v1/checkout/sessions/${first}/expire`).length;
    await start('standard');
    expect(stub.checkoutSessions.get(second)!.status).toBe('expired');
    expect(stub.requests.filter((r) => r.path === `/v1/checkout/sessions/${first}/expire`)).toHaveLength(
      before,
    );
  });
});
