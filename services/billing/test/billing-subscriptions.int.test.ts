process.env.APOLLO_TELEMETRY_DISABLED = '1';
import type { CallerContext, Db } from '@tryon/kit';
import { PaymentCompleted, SubscriptionChanged } from '@tryon/proto-events';
import type { BillingService } from '../src/app.js';
import type { SandboxProvider } from '../src/data/payments/sandbox.provider.js';
import type { ProviderEvent } from '../src/data/payments/payment-provider.js';
import { billingOneCurrentSubscription } from '../src/migrations/20270110000300_billing_one_current_subscription.js';
import { startBillingForTest, type BillingUnderTest } from './harness.js';

// One current subscription per person, with the sandbox provider: two plans paid in two tabs leave one
// subscription (the first), the second cancelled and refunded with no sessions, and the person told;
// starting or paying a plan checkout expires the other open ones; the database refuses a second current
// row, and the migration that brought that rule ended the duplicates it found.

let db: Db;
let t: BillingUnderTest;
let billing: BillingService;
let sandbox: SandboxProvider;
let nextUser = 7000;

const as = (userId: number): CallerContext => ({ userId, role: 'user', ip: '127.0.0.1' });

beforeAll(async () => {
  t = await startBillingForTest('billing-subscriptions-test');
  ({ db, billing } = t);
  expect(billing.provider.name).toBe('sandbox');
  sandbox = billing.provider as SandboxProvider;
});

afterAll(() => t?.stop());

const gql = (caller: CallerContext, query: string, variables?: Record<string, unknown>) =>
  t.gql(caller, query, variables);

/** Starts a plan checkout as the person would; answers the sandbox checkout id. */
async function startPlan(userId: number, planName: string): Promise<string> {
  const { url } = await billing.checkout.subscribe(as(userId), { planName, billingPeriod: 'monthly' });
  return /\/sandbox-checkout\/(cs_sandbox_\w+)$/.exec(url)![1];
}

/** Pays a checkout at the provider (its page in another tab): the events are made, not yet fulfilled. */
const paidAtProvider = async (userId: number, id: string) => (await sandbox.complete(id, userId)).events;

const fulfil = async (events: ProviderEvent[]) => {
  for (const event of events) await billing.fulfilment.handle(event);
};

const subscriptionOf = (events: ProviderEvent[]) => String(events[0].data.object.subscription);

async function rows(userId: number) {
  return db('user_subscriptions as s')
    .join('subscription_plans as p', 'p.id', 's.planId')
    .where({ 's.userId': userId })
    .orderBy('s.id')
    .select('s.stripeSubscriptionId', 's.status', 'p.name');
}

async function balanceOf(userId: number) {
  return db('session_balances').select('subscriptionSessions', 'topUpSessions').where({ userId }).first();
}

/** The person's payments ledger rows, by amount (the order of a refund and its payment may vary). */
async function paymentsOf(userId: number) {
  return (await db('payments').where({ userId }).orderBy('amountInCents')).map((p) => [
    p.kind,
    p.amountInCents,
  ]);
}

const outboxOf = async (subject: string, userId: number) =>
  (await db('outbox').where({ subject }).orderBy('id'))
    .map((r) => r.payload.data)
    .filter((d: { userId: number }) => d.userId === userId);

const outcome = (userId: number, sessionId: string) =>
  gql(as(userId), 'query($s: String!) { checkoutOutcome(sessionId: $s) { sessionId refused message } }', {
    s: sessionId,
  });

describe('two plans paid in two tabs', () => {
  it('keeps the first, cancels and refunds the second, grants sessions once and says so', async () => {
    const u = ++nextUser;
    const standard = await startPlan(u, 'standard');
    const standardEvents = await paidAtProvider(u, standard);
    const pro = await startPlan(u, 'pro'); // the standard checkout is paid already: it stays complete
    const proEvents = await paidAtProvider(u, pro);

    await fulfil(standardEvents);
    expect(await balanceOf(u)).toEqual({ subscriptionSessions: 30, topUpSessions: 2 });
    await fulfil(proEvents);

    const proSub = subscriptionOf(proEvents);
    expect(await rows(u)).toEqual([
      { stripeSubscriptionId: subscriptionOf(standardEvents), status: 'active', name: 'standard' },
      { stripeSubscriptionId: proSub, status: 'canceled', name: 'pro' },
    ]);
    // Sessions granted once, by the plan kept: the refused plan's 100 never arrived.
    expect(await balanceOf(u)).toEqual({ subscriptionSessions: 30, topUpSessions: 2 });
    expect(await db('balance_ledger').where({ userId: u, kind: 'reset' })).toHaveLength(1);
    // The money: both payments received, the second given back; a receipt only for the plan kept.
    expect(await paymentsOf(u)).toEqual([
      ['subscription', -4999],
      ['subscription', 1999],
      ['subscription', 4999],
    ]);
    expect((await outboxOf(PaymentCompleted.subject, u)).map((p) => p.description)).toEqual([
      'Standard plan, monthly',
    ]);
    // The provider's subscription ended at once, marked as refused.
    expect((await sandbox.retrieveSubscription(proSub)).status).toBe('canceled');
    expect(await db('subscription_refusals').where({ userId: u })).toEqual([
      expect.objectContaining({
        stripeSubscriptionId: proSub,
        checkoutSessionId: pro,
        keptSubscriptionId: subscriptionOf(standardEvents),
        refundedInCents: 4999,
        reason: 'duplicate',
      }),
    ]);
    // Every subscription-changed event says what the person has: the standard plan, active.
    const changes = await outboxOf(SubscriptionChanged.subject, u);
    expect(changes.at(-1)).toMatchObject({ status: 'active', planName: 'standard' });
    expect(changes.filter((c) => c.planName === 'pro')).toEqual([]);

    // The success page learns it by the checkout's id; the kept one is not refused.
    const refused = await outcome(u, pro);
    expect(refused.errors).toBeUndefined();
    expect(refused.data.checkoutOutcome).toEqual({
      sessionId: pro,
      refused: true,
      message:
        'You already have the Standard plan, so the Pro plan was not started and your payment of $49.99 was refunded. To change your plan, use Manage Billing.',
    });
    expect((await outcome(u, standard)).data.checkoutOutcome).toEqual({
      sessionId: standard,
      refused: false,
      message: null,
    });
    // Nobody else learns anything about it; a blank id is a clear 400.
    expect((await outcome(u + 1000, pro)).data.checkoutOutcome.refused).toBe(false);
    expect((await outcome(u, ' ')).errors?.[0]).toMatchObject({
      message: 'Missing required field: sessionId',
      extensions: { code: 'VALIDATION' },
    });

    // Delivered again, nothing changes: no second refund, no sessions.
    await fulfil(proEvents.map((e) => ({ ...e, id: `${e.id}_again` })));
    expect(await paymentsOf(u)).toHaveLength(3);
    expect(await balanceOf(u)).toEqual({ subscriptionSessions: 30, topUpSessions: 2 });
  });

  it('refuses the second whichever of its events comes first, and tells the sandbox page', async () => {
    const u = ++nextUser;
    const standard = await startPlan(u, 'standard');
    await paidAtProvider(u, standard);
    const pro = await startPlan(u, 'pro');
    const proEvents = await paidAtProvider(u, pro);
    // The first tab's Pay is fulfilled first (the page answers as usual) ...
    expect(await billing.sandboxCheckout.pay(as(u), standard)).toEqual({
      url: `/payment/success?session_id=${standard}`,
      message: null,
    });
    // ... then the second's invoice arrives before its checkout: refused at once all the same.
    await fulfil([proEvents[1]]);
    expect((await rows(u)).map((r) => r.status)).toEqual(['active', 'canceled']);
    // The second tab's page is told (its Pay again answers the same events, applied once).
    const answer = await gql(
      as(u),
      'mutation($id: String!) { completeSandboxCheckout(id: $id) { url message } }',
      {
        id: pro,
      },
    );
    expect(answer.data.completeSandboxCheckout).toEqual({
      url: `/payment/success?session_id=${pro}`,
      message: expect.stringMatching(/^You already have the Standard plan, so the Pro plan was not started/),
    });
    expect((await outcome(u, pro)).data.checkoutOutcome.refused).toBe(true);
    expect(await balanceOf(u)).toEqual({ subscriptionSessions: 30, topUpSessions: 2 });
    expect(await paymentsOf(u)).toEqual([
      ['subscription', -4999],
      ['subscription', 1999],
      ['subscription', 4999],
    ]);
  });

  it('leaves exactly one current subscription when both are fulfilled at the same time', async () => {
    const u = ++nextUser;
    const a = await startPlan(u, 'standard');
    const aEvents = await paidAtProvider(u, a);
    const b = await startPlan(u, 'pro');
    const bEvents = await paidAtProvider(u, b);
    await Promise.all([fulfil(aEvents), fulfil(bEvents)]);
    const statuses = (await rows(u)).map((r) => r.status).sort();
    expect(statuses).toEqual(['active', 'canceled']);
    expect(await db('subscription_refusals').where({ userId: u })).toHaveLength(1);
    const kept = (await rows(u)).find((r) => r.status === 'active')!;
    expect(await balanceOf(u)).toEqual({
      subscriptionSessions: kept.name === 'standard' ? 30 : 100,
      topUpSessions: 2,
    });
    const [{ total }] = await db('payments').where({ userId: u }).sum({ total: 'amountInCents' });
    expect(Number(total)).toBe(kept.name === 'standard' ? 1999 : 4999);
  });

  it('keeps a new plan when the old one has ended at the provider though billing has not heard yet', async () => {
    const u = ++nextUser;
    const first = await startPlan(u, 'standard');
    await billing.sandboxCheckout.pay(as(u), first);
    const oldSub = (await rows(u))[0].stripeSubscriptionId;
    // Ended at the provider; its event is late.
    await db('sandbox_objects')
      .where({ id: oldSub })
      .update({ data: db.raw(`jsonb_set(data, '{status}', '"canceled"')`) });
    const second = await startPlan(u, 'pro').catch((e: unknown) => e);
    expect(second).toMatchObject({ code: 'CONFLICT' }); // billing still sees the old one at checkout
    const { id } = await sandbox.createCheckout({
      userId: u,
      mode: 'subscription',
      customerId: null,
      description: 'Pro',
      amountInCents: 4999,
      interval: 'month',
      metadata: { userId: String(u), kind: 'subscription', planName: 'pro', billingPeriod: 'monthly' },
      successUrl: '/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/pricing',
    });
    await billing.sandboxCheckout.pay(as(u), id);
    expect(await rows(u)).toEqual([
      { stripeSubscriptionId: oldSub, status: 'canceled', name: 'standard' },
      expect.objectContaining({ status: 'active', name: 'pro' }),
    ]);
    expect(await balanceOf(u)).toEqual({ subscriptionSessions: 100, topUpSessions: 2 });
    expect(await db('subscription_refusals').where({ userId: u })).toEqual([]);
  });
});

describe('open plan checkouts', () => {
  const status = async (u: number, id: string) => (await sandbox.checkout(id, u)).status;

  it('expires the other open ones when a plan checkout is started, and when one is paid', async () => {
    const u = ++nextUser;
    const first = await startPlan(u, 'standard');
    const second = await startPlan(u, 'pro');
    expect(await status(u, first)).toBe('expired');
    expect(await status(u, second)).toBe('open');
    await expect(billing.sandboxCheckout.pay(as(u), first)).rejects.toMatchObject({ code: 'CONFLICT' });

    // One started elsewhere (another replica, before this rule) is expired when a plan is paid.
    const { id: stray } = await sandbox.createCheckout({
      userId: u,
      mode: 'subscription',
      customerId: null,
      description: 'Standard',
      amountInCents: 1999,
      interval: 'month',
      metadata: { userId: String(u), kind: 'subscription', planName: 'standard', billingPeriod: 'monthly' },
      successUrl: '/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/pricing',
    });
    await db('subscription_checkouts').insert({ id: stray, userId: u });
    await billing.sandboxCheckout.pay(as(u), second);
    expect(await status(u, stray)).toBe('expired');
    expect(await db('subscription_checkouts').where({ userId: u }).orderBy('createdAt')).toEqual([
      expect.objectContaining({ id: first, status: 'expired' }),
      expect.objectContaining({ id: second, status: 'complete' }),
      expect.objectContaining({ id: stray, status: 'expired' }),
    ]);
    expect((await rows(u)).map((r) => [r.name, r.status])).toEqual([['pro', 'active']]);
  });

  it("does not touch a pack's checkout or another person's", async () => {
    const u = ++nextUser;
    const v = ++nextUser;
    const { url } = await billing.checkout.topUp(as(u), { amount: 699, sessions: 10 });
    const pack = url.split('/').pop()!;
    const theirs = await startPlan(v, 'standard');
    await startPlan(u, 'standard');
    expect(await status(u, pack)).toBe('open');
    expect(await status(v, theirs)).toBe('open');
  });
});

describe('the database', () => {
  const plan = async (name: string) => (await db('subscription_plans').where({ name }).first()).id as number;
  const row = async (userId: number, status: string, createdAt: string, planName = 'standard') => ({
    userId,
    planId: await plan(planName),
    stripeSubscriptionId: `sub_db_${userId}_${status}_${createdAt}`,
    status,
    createdAt: new Date(createdAt),
  });

  it('refuses a second current subscription of one person, whatever the current status', async () => {
    const u = ++nextUser;
    await db('user_subscriptions').insert(await row(u, 'active', '2026-01-01'));
    for (const status of ['active', 'trialing', 'past_due', 'unpaid']) {
      await expect(db('user_subscriptions').insert(await row(u, status, '2026-02-01'))).rejects.toThrow(
        /user_subscriptions_one_current/,
      );
    }
    // Ended ones are history: as many as there were.
    await db('user_subscriptions').insert(await row(u, 'canceled', '2025-01-01'));
    await db('user_subscriptions').insert(await row(u, 'incomplete_expired', '2025-02-01'));
    const other = ++nextUser;
    await db('user_subscriptions').insert(await row(other, 'active', '2026-01-01'));
  });

  it('the migration ends the duplicates it finds, keeping the active one that came first', async () => {
    const [u, v] = [++nextUser, ++nextUser];
    await db.transaction((trx) => billingOneCurrentSubscription.down(trx));
    try {
      await db('user_subscriptions').insert([
        await row(u, 'past_due', '2025-12-01', 'pro'),
        await row(u, 'active', '2026-01-02'),
        await row(u, 'active', '2026-01-01', 'pro'),
        await row(v, 'unpaid', '2026-01-01'),
      ]);
    } finally {
      await db.transaction((trx) => billingOneCurrentSubscription.up(trx));
    }
    const after = await db('user_subscriptions')
      .whereIn('userId', [u, v])
      .orderBy([{ column: 'createdAt' }, { column: 'userId' }])
      .select('userId', 'status', 'createdAt');
    expect(after.map((r) => [r.userId, r.status, new Date(r.createdAt).toISOString().slice(0, 10)])).toEqual([
      [u, 'canceled', '2025-12-01'],
      [u, 'active', '2026-01-01'],
      [v, 'unpaid', '2026-01-01'],
      [u, 'canceled', '2026-01-02'],
    ]);
    const refusals = await db('subscription_refusals').where({ userId: u }).orderBy('stripeSubscriptionId');
    expect(refusals).toEqual([
      expect.objectContaining({
        stripeSubscriptionId: `sub_db_${u}_active_2026-01-02`,
        keptSubscriptionId: `sub_db_${u}_active_2026-01-01`,
        reason: 'duplicate_before_index',
      }),
      expect.objectContaining({
        stripeSubscriptionId: `sub_db_${u}_past_due_2025-12-01`,
        keptSubscriptionId: `sub_db_${u}_active_2026-01-01`,
        reason: 'duplicate_before_index',
      }),
    ]);
    await expect(db('user_subscriptions').insert(await row(v, 'active', '2026-03-01'))).rejects.toThrow(
      /user_subscriptions_one_current/,
    );
  });
});
