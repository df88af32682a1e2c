process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomUUID } from 'node:crypto';
import { DEBIT_SUBJECT } from '@tryon/proto-events';
import type { Nats } from '@tryon/kit';
import { eventually } from '../../test-support/infra.js';
import type { Client } from 'graphql-ws';
import { signUp as signUpThrough, startStack, type Stack } from '../../test-support/stack.js';
import { connectedWsClient, subscribed } from '../../test-support/ws.js';

let stack: Stack;
let base: string;
let nats: Nats;

beforeAll(async () => {
  stack = await startStack(['identity', 'billing']);
  ({ base, nats } = stack);
});

afterAll(() => stack?.stop());

const signUp = () => signUpThrough(base);

async function get(path: string, cookie?: string) {
  const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

describe('billing through the gateway', () => {
  it('lists the plans to anyone', async () => {
    const plans = await get('/api/subscription-plans');
    expect(plans.status).toBe(200);
    expect(plans.body.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['free', 'standard']),
    );
    for (const p of plans.body) expect(p.priceAnnual).toBe(Math.round(p.priceMonthly * 12 * 0.8));
  });

  it('shows a new account its free trial of 2 at once, then the debit in its usage', async () => {
    const ann = await signUp();
    const balance = await get('/api/user/session-balance', ann.cookie);
    expect(balance).toEqual({ status: 200, body: { balance: 2, subscriptionSessions: 0, topUpSessions: 2 } });
    const analytics = await get('/api/user/usage-analytics', ann.cookie);
    expect(analytics.body).toMatchObject({
      currentBalance: 2,
      isFirstTimeUser: true,
      hasUsedSessions: false,
      totalSessions: 0,
    });
    const status = await get('/api/user/subscription-status', ann.cookie);
    expect(status.body).toEqual({
      balance: { subscriptionSessions: 0, topUpSessions: 2 },
      subscription: null,
    });

    const key = randomUUID();
    const reply = await nats.nc.request(
      DEBIT_SUBJECT,
      JSON.stringify({
        userId: ann.id,
        actionType: 'virtual_tryon',
        cost: 1,
        idempotencyKey: key,
        geminiSessionId: key,
      }),
      { timeout: 5000 },
    );
    expect(reply.json()).toMatchObject({ ok: true, deductedFrom: 'top_up' });
    const logs = await eventually(async () => {
      const r = await get('/api/user/usage-logs', ann.cookie);
      return r.body.length === 1 ? r.body : null;
    });
    expect(logs[0]).toMatchObject({
      actionType: 'virtual_tryon',
      sessionsCost: 1,
      deductedFrom: 'free_trial',
    });
    expect((await get('/api/user/session-balance', ann.cookie)).body.balance).toBe(1);
  });

  it('refuses signed-out calls', async () => {
    for (const path of [
      '/api/user/session-balance',
      '/api/user/subscription-status',
      '/api/user/usage-logs',
      '/api/user/usage-analytics',
    ]) {
      expect((await get(path)).status).toBe(401);
    }
  });
});

async function post(path: string, cookie: string | undefined, body: unknown = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const checkoutId = (url: string) => /^\/sandbox-checkout\/(cs_sandbox_[0-9a-f]{24})$/.exec(url)![1];

describe('sandbox payments (no Stripe key)', () => {
  it('buys the 25 pack on the test-payment page: once, even when Pay is clicked twice', async () => {
    const kim = await signUp();
    const other = await signUp();
    const started = await post('/api/stripe/create-topup-checkout', kim.cookie, {
      amount: 1499,
      sessions: 25,
    });
    expect(started.status).toBe(200);
    const id = checkoutId(started.body.url);

    const view = await get(`/api/sandbox/checkout/${id}`, kim.cookie);
    expect(view).toEqual({
      status: 200,
      body: {
        id,
        mode: 'payment',
        status: 'open',
        description: expect.stringContaining('25 try-on sessions'),
        amountInCents: 1499,
        currency: 'usd',
        sessions: 25,
        planName: null,
        planDisplayName: null,
        billingPeriod: null,
      },
    });
    // Someone else's checkout does not exist for them.
    expect((await get(`/api/sandbox/checkout/${id}`, other.cookie)).status).toBe(404);
    expect((await post(`/api/sandbox/checkout/${id}/complete`, other.cookie)).status).toBe(404);
    expect((await post(`/api/sandbox/checkout/${id}/complete`, undefined)).status).toBe(401);

    const [a, b] = await Promise.all([
      post(`/api/sandbox/checkout/${id}/complete`, kim.cookie),
      post(`/api/sandbox/checkout/${id}/complete`, kim.cookie),
    ]);
    expect(a).toEqual({ status: 200, body: { url: `/payment/success?session_id=${id}` } });
    expect(b).toEqual(a);
    expect((await get('/api/user/session-balance', kim.cookie)).body).toEqual({
      balance: 27,
      subscriptionSessions: 0,
      topUpSessions: 27,
    });
    expect((await get(`/api/sandbox/checkout/${id}`, kim.cookie)).body.status).toBe('complete');
    expect((await post(`/api/sandbox/checkout/${id}/cancel`, kim.cookie)).status).toBe(409);
    expect((await get('/api/user/usage-analytics', kim.cookie)).body.isFirstTimeUser).toBe(false);
    expect((await get('/api/user/session-balance', other.cookie)).body.balance).toBe(2);
  });

  it('charges nothing when the checkout is cancelled', async () => {
    const lee = await signUp();
    const { body } = await post('/api/stripe/create-topup-checkout', lee.cookie, {
      amount: 699,
      sessions: 10,
    });
    const id = checkoutId(body.url);
    expect(await post(`/api/sandbox/checkout/${id}/cancel`, lee.cookie)).toEqual({
      status: 200,
      body: { url: '/pricing?checkout=canceled' },
    });
    expect((await post(`/api/sandbox/checkout/${id}/complete`, lee.cookie)).status).toBe(409);
    expect((await get('/api/user/session-balance', lee.cookie)).body.balance).toBe(2);
  });

  it('subscribes to a plan and manages it in the sandbox portal', async () => {
    const max = await signUp();
    const { body } = await post('/api/stripe/create-subscription-checkout', max.cookie, {
      planName: 'standard',
      billingPeriod: 'monthly',
    });
    const id = checkoutId(body.url);
    const view = await get(`/api/sandbox/checkout/${id}`, max.cookie);
    expect(view.body).toMatchObject({
      mode: 'subscription',
      amountInCents: 1999,
      planName: 'standard',
      planDisplayName: 'Standard',
      billingPeriod: 'monthly',
    });
    expect((await post(`/api/sandbox/checkout/${id}/complete`, max.cookie)).status).toBe(200);
    const status = await get('/api/user/subscription-status', max.cookie);
    expect(status.body.balance).toEqual({ subscriptionSessions: 30, topUpSessions: 2 });
    expect(status.body.subscription).toMatchObject({
      status: 'active',
      billingCycle: 'monthly',
      cancelAtPeriodEnd: false,
      plan: { name: 'standard' },
    });
    await eventually(async () => (await get('/api/user', max.cookie)).body.subscriptionStatus === 'active');

    // A second subscription is refused: plans are changed in the portal.
    const again = await post('/api/stripe/create-subscription-checkout', max.cookie, {
      planName: 'pro',
      billingPeriod: 'annual',
    });
    expect(again.status).toBe(409);
    expect(await post('/api/stripe/create-portal-session', max.cookie)).toEqual({
      status: 200,
      body: { url: '/sandbox-portal' },
    });
    const cancel = await post('/api/sandbox/portal/subscription', max.cookie, { cancelAtPeriodEnd: true });
    expect(cancel.status).toBe(200);
    expect(cancel.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const keep = await post('/api/sandbox/portal/subscription', max.cookie, { cancelAtPeriodEnd: false });
    expect(keep.body.subscription.cancelAtPeriodEnd).toBe(false);
    expect(
      (await post('/api/sandbox/portal/subscription', max.cookie, { cancelAtPeriodEnd: 'yes' })).status,
    ).toBe(400);
  });

  it('lets only the newest plan checkout be paid: starting one expires the others', async () => {
    const ola = await signUp();
    const start = async (planName: string) =>
      checkoutId(
        (
          await post('/api/stripe/create-subscription-checkout', ola.cookie, {
            planName,
            billingPeriod: 'monthly',
          })
        ).body.url,
      );
    const standard = await start('standard');
    const pro = await start('pro');
    expect((await get(`/api/sandbox/checkout/${standard}`, ola.cookie)).body.status).toBe('expired');
    expect(await post(`/api/sandbox/checkout/${standard}/complete`, ola.cookie)).toEqual({
      status: 409,
      body: { error: 'This checkout is already expired', code: 'CONFLICT' },
    });
    expect(await post(`/api/sandbox/checkout/${pro}/complete`, ola.cookie)).toEqual({
      status: 200,
      body: { url: `/payment/success?session_id=${pro}` },
    });
    expect((await get(`/api/stripe/checkout-outcome/${pro}`, ola.cookie)).body).toEqual({
      sessionId: pro,
      refused: false,
      message: null,
    });
    const status = await get('/api/user/subscription-status', ola.cookie);
    expect(status.body).toMatchObject({
      balance: { subscriptionSessions: 100, topUpSessions: 2 },
      subscription: { status: 'active', plan: { name: 'pro' } },
    });
  });

  it('refuses unknown checkout ids, a portal change without a subscription, and webhooks', async () => {
    const ned = await signUp();
    for (const id of ['abc', 'cs_sandbox_000000000000000000000000', `cs_sandbox_${'f'.repeat(200)}`]) {
      expect((await get(`/api/sandbox/checkout/${id}`, ned.cookie)).status).toBe(404);
    }
    expect(
      (await post('/api/sandbox/portal/subscription', ned.cookie, { cancelAtPeriodEnd: true })).status,
    ).toBe(404);
    const hook = await fetch(`${base}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: '{}',
    });
    expect(hook.status).toBe(404);
  });
});

interface BalancePush {
  id: number;
  sessionBalance: { subscriptionSessions: number; topUpSessions: number; balance: number };
}

describe('live balance (sessionBalanceChanged over graphql-ws)', () => {
  const clients: Client[] = [];
  // Closed before the stack stops, so that no client tries to reconnect to a gateway that is gone.
  afterAll(() => Promise.all(clients.map((c) => c.dispose())));

  /** Subscribes as the person with `cookie`; answers the pushes received so far (and any error). */
  async function followBalance(cookie: string) {
    const client = await connectedWsClient(base, cookie);
    clients.push(client);
    const pushes: BalancePush[] = [];
    const errors: unknown[] = [];
    client.subscribe<{ sessionBalanceChanged: BalancePush }>(
      {
        query:
          'subscription { sessionBalanceChanged { id sessionBalance { subscriptionSessions topUpSessions balance } } }',
      },
      {
        next: (m) => {
          if (m.data) pushes.push(m.data.sessionBalanceChanged);
          if (m.errors) errors.push(...m.errors);
        },
        error: (e) => errors.push(e),
        complete: () => undefined,
      },
    );
    return { pushes, errors };
  }

  /** Buys a session pack on the sandbox payment page. */
  async function buyPack(cookie: string, amount: number, sessions: number) {
    const started = await post('/api/stripe/create-topup-checkout', cookie, { amount, sessions });
    expect(started.status).toBe(200);
    const paid = await post(`/api/sandbox/checkout/${checkoutId(started.body.url)}/complete`, cookie);
    expect(paid.status).toBe(200);
  }

  it("pushes a person's own balance changes to them, and never another person's", async () => {
    const ann = await signUp();
    const bob = await signUp();
    const annLive = await followBalance(ann.cookie);
    const bobLive = await followBalance(bob.cookie);
    await subscribed(stack.gatewayEvents, 'balanceChanged', 2);

    await buyPack(ann.cookie, 699, 10);
    await eventually(async () => annLive.pushes.some((p) => p.sessionBalance.balance === 12));
    expect(annLive.pushes).toContainEqual({
      id: ann.id,
      sessionBalance: { subscriptionSessions: 0, topUpSessions: 12, balance: 12 },
    });

    // Bob's own change comes after Ann's on the same event stream, so once his push is here, a push of
    // Ann's balance to him would have arrived before it.
    await buyPack(bob.cookie, 1499, 25);
    await eventually(async () => bobLive.pushes.some((p) => p.sessionBalance.balance === 27));
    expect(bobLive.pushes).toContainEqual({
      id: bob.id,
      sessionBalance: { subscriptionSessions: 0, topUpSessions: 27, balance: 27 },
    });
    expect(bobLive.pushes.map((p) => p.id)).toEqual(bobLive.pushes.map(() => bob.id));
    expect(annLive.pushes.map((p) => p.id)).toEqual(annLive.pushes.map(() => ann.id));
    expect([...annLive.errors, ...bobLive.errors]).toEqual([]);
  });
});

describe('the REST shim keeps the documented values of the enum fields', () => {
  let adminCookie: string;
  let max: { id: number; cookie: string };

  const SUBSCRIPTION_STATUSES =
    'Invalid data: status must be one of active, canceled, past_due, trialing, incomplete, incomplete_expired, unpaid';

  beforeAll(async () => {
    // An admin: the role is read at sign-in, so sign in again after it is set.
    const admin = await signUp();
    const users = stack.dbs.identity!('users');
    await users.clone().where({ id: admin.id }).update({ role: 'admin' });
    const { email } = await users.clone().where({ id: admin.id }).first();
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse' }),
    });
    expect(login.status).toBe(200);
    adminCookie = `sid=${/sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]}`;

    max = await signUp();
    const started = await post('/api/stripe/create-subscription-checkout', max.cookie, {
      planName: 'standard',
      billingPeriod: 'annual',
    });
    expect(started.status).toBe(200);
    const paid = await post(`/api/sandbox/checkout/${checkoutId(started.body.url)}/complete`, max.cookie);
    expect(paid.status).toBe(200);
  });

  it("answers a subscription's status and billingCycle under their documented keys", async () => {
    const status = await get('/api/user/subscription-status', max.cookie);
    expect(Object.keys(status.body.subscription)).toEqual([
      'planId',
      'plan',
      'status',
      'billingCycle',
      'currentPeriodStart',
      'currentPeriodEnd',
      'cancelAtPeriodEnd',
    ]);
    expect(status.body.subscription).toMatchObject({ status: 'active', billingCycle: 'annual' });
    const logs = await get('/api/user/usage-logs', max.cookie);
    expect(logs.body).toEqual([]);
    expect((await get('/api/user', max.cookie)).body).toEqual({
      id: max.id,
      username: expect.any(String),
      email: expect.any(String),
      firstName: null,
      lastName: null,
      role: 'user',
      subscriptionStatus: expect.stringMatching(/^(inactive|active)$/),
      createdAt: expect.any(String),
    });
  });

  it('lists and exports subscriptions of one ?status, and refuses one outside the set', async () => {
    const res = await fetch(`${base}/api/admin/subscriptions?status=active`, {
      headers: { cookie: adminCookie },
    });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as any[];
    expect(Number(res.headers.get('x-total-count'))).toBe(rows.length);
    const row = rows.find((r) => r.user?.id === max.id);
    expect(Object.keys(row)).toEqual([
      'id',
      'user',
      'plan',
      'status',
      'billingCycle',
      'currentPeriodStart',
      'currentPeriodEnd',
      'cancelAtPeriodEnd',
      'stripeSubscriptionId',
      'createdAt',
    ]);
    expect(row).toMatchObject({ status: 'active', billingCycle: 'annual' });
    expect((await get('/api/admin/subscriptions?status=canceled', adminCookie)).body).toEqual([]);
    expect((await get('/api/admin/subscriptions?status=', adminCookie)).body.length).toBe(rows.length);
    for (const path of [
      '/api/admin/subscriptions?status=gone',
      '/api/admin/export/subscriptions.csv?status=gone',
    ]) {
      expect([path, await get(path, adminCookie)]).toEqual([
        path,
        { status: 400, body: { error: SUBSCRIPTION_STATUSES, code: 'VALIDATION' } },
      ]);
    }
    const csv = await fetch(`${base}/api/admin/export/subscriptions.csv?status=active`, {
      headers: { cookie: adminCookie },
    });
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'id,userId,username,plan,priceMonthly,status,billingCycle,currentPeriodStart,currentPeriodEnd,cancelAtPeriodEnd,stripeSubscriptionId,createdAt',
    );
    const mine = lines.find((l) => l.split(',')[1] === String(max.id))!.split(',');
    expect(mine.slice(3, 7)).toEqual(['Standard', '19.99', 'active', 'annual']);
  });

  it('lists and exports top-ups of one ?status, and refuses one outside the set', async () => {
    const started = await post('/api/stripe/create-topup-checkout', max.cookie, {
      amount: 699,
      sessions: 10,
    });
    await post(`/api/sandbox/checkout/${checkoutId(started.body.url)}/complete`, max.cookie);
    const completed = await get('/api/admin/topups?status=completed', adminCookie);
    expect(completed.status).toBe(200);
    const row = completed.body.find((t: any) => t.user?.id === max.id);
    expect(Object.keys(row)).toEqual([
      'id',
      'user',
      'sessions',
      'priceInCents',
      'status',
      'stripePaymentIntentId',
      'purchasedAt',
    ]);
    expect(row).toMatchObject({ sessions: 10, priceInCents: 699, status: 'completed' });
    expect((await get('/api/admin/topups?status=refunded', adminCookie)).body).toEqual([]);
    for (const path of ['/api/admin/topups?status=paid', '/api/admin/export/topups.csv?status=paid']) {
      expect([path, await get(path, adminCookie)]).toEqual([
        path,
        {
          status: 400,
          body: {
            error: 'Invalid data: status must be one of pending, completed, failed, refunded',
            code: 'VALIDATION',
          },
        },
      ]);
    }
    const csv = await fetch(`${base}/api/admin/export/topups.csv?status=completed`, {
      headers: { cookie: adminCookie },
    });
    const mine = (await csv.text())
      .trim()
      .split('\n')
      .find((l) => l.split(',')[1] === String(max.id))!
      .split(',');
    expect(mine.slice(3, 6)).toEqual(['10', '6.99', 'completed']);
  });

  it.each([
    ['a missing billingPeriod', { planName: 'pro' }, 'Missing required field: billingPeriod'],
    [
      'a null billingPeriod',
      { planName: 'pro', billingPeriod: null },
      'Missing required field: billingPeriod',
    ],
    [
      'an unknown billingPeriod',
      { planName: 'pro', billingPeriod: 'weekly' },
      'Invalid data: billingPeriod must be monthly or annual',
    ],
    [
      'an empty billingPeriod',
      { planName: 'pro', billingPeriod: '' },
      'Invalid data: billingPeriod must be monthly or annual',
    ],
    [
      'a numeric billingPeriod',
      { planName: 'pro', billingPeriod: 12 },
      'Invalid data: billingPeriod must be monthly or annual',
    ],
    ['a missing planName', { billingPeriod: 'monthly' }, 'Missing required field: planName'],
  ])('refuses a plan checkout with %s in the documented words', async (_name, body, error) => {
    const ivy = await signUp();
    expect(await post('/api/stripe/create-subscription-checkout', ivy.cookie, body)).toEqual({
      status: 400,
      body: { error, code: 'VALIDATION' },
    });
  });
});
