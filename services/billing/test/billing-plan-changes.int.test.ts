process.env.APOLLO_TELEMETRY_DISABLED = '1';
import type { CallerContext, Db } from '@tryon/kit';
import { AdminActionRecorded, PaymentCompleted, SubscriptionChanged } from '@tryon/proto-events';
import type { BillingService } from '../src/app.js';
import type { SandboxProvider } from '../src/data/payments/sandbox.provider.js';
import type { ProviderEvent } from '../src/data/payments/payment-provider.js';
import { startBillingForTest, type BillingUnderTest } from './harness.js';

// Plan changes with the sandbox provider: an upgrade at once with its prorated charge and the difference
// in sessions granted once, whatever is replayed or reordered and however many tabs ask at once; a
// downgrade or a cycle switch scheduled for the period's end, undone, or begun when the period renews;
// bad requests refused with nothing changed.

let db: Db;
let t: BillingUnderTest;
let billing: BillingService;
let sandbox: SandboxProvider;
let nextUser = 7600;

const as = (userId: number): CallerContext => ({ userId, role: 'user', ip: '127.0.0.1' });

beforeAll(async () => {
  t = await startBillingForTest('billing-plan-changes-test');
  ({ db, billing } = t);
  sandbox = billing.provider as SandboxProvider;
});

afterAll(() => t?.stop());

const gql = (caller: CallerContext, query: string, variables?: Record<string, unknown>) =>
  t.gql(caller, query, variables);

const CHANGE = `mutation($p: String!, $c: BillingCycle!) {
  changeSubscriptionPlan(planName: $p, cycle: $c) {
    message kind immediate effectiveAt
    status { balance { subscriptionSessions topUpSessions } subscription { plan { name } cycle pendingChange { kind cycle effectiveAt plan { name } } } }
  }
}`;
const change = (userId: number, p: string, c = 'monthly') => gql(as(userId), CHANGE, { p, c });
const UNDO = `mutation { undoPlanChange { subscription { plan { name } pendingChange { kind } } } }`;

/** A person subscribed to `planName` (monthly, sandbox test payment), fulfilled. */
async function subscribed(planName: string): Promise<{ userId: number; subscriptionId: string }> {
  const userId = ++nextUser;
  const { url } = await billing.checkout.subscribe(as(userId), { planName, billingPeriod: 'monthly' });
  const id = /\/sandbox-checkout\/(cs_sandbox_\w+)$/.exec(url)![1];
  const { events } = await sandbox.complete(id, userId);
  for (const event of events) await billing.fulfilment.handle(event);
  return { userId, subscriptionId: String(events[0].data.object.subscription) };
}

const balanceOf = (userId: number) =>
  db('session_balances').select('subscriptionSessions', 'topUpSessions').where({ userId }).first();

const currentRows = (userId: number) =>
  db('user_subscriptions as s')
    .join('subscription_plans as p', 'p.id', 's.planId')
    .where({ 's.userId': userId })
    .whereIn('s.status', ['active', 'trialing', 'past_due', 'unpaid'])
    .select('p.name', 's.billingCycle');

const planChangesTold = async (userId: number) =>
  (await db('outbox').where({ subject: SubscriptionChanged.subject }).orderBy('created_at'))
    .map((r) => r.payload.data)
    .filter((d) => d.userId === userId && d.planChange)
    .map((d) => d.planChange);

const receipts = async (userId: number) =>
  (await db('outbox').where({ subject: PaymentCompleted.subject }).orderBy('created_at'))
    .map((r) => r.payload.data)
    .filter((d) => d.userId === userId);

/** The sandbox events of a subscription's switches (as the provider made them). */
async function switchEvents(subscriptionId: string): Promise<ProviderEvent[]> {
  const row = await db('sandbox_objects').where({ id: subscriptionId }).first();
  return Object.values(row.data.changes as Record<string, { events: ProviderEvent[] }>).flatMap(
    (c) => c.events,
  );
}

describe('an upgrade (Standard to Pro)', () => {
  it('takes effect at once: prorated charge, the difference in sessions once, one change told, a receipt', async () => {
    const { userId, subscriptionId } = await subscribed('standard');
    expect(await balanceOf(userId)).toEqual({ subscriptionSessions: 30, topUpSessions: 2 });

    const res = await change(userId, 'pro');
    expect(res.errors).toBeUndefined();
    const result = res.data.changeSubscriptionPlan;
    expect(result).toMatchObject({ kind: 'upgrade', immediate: true });
    expect(result.status.balance).toEqual({ subscriptionSessions: 100, topUpSessions: 2 });
    expect(result.status.subscription).toMatchObject({
      plan: { name: 'pro' },
      cycle: 'monthly',
      pendingChange: null,
    });
    expect(result.message).toMatch(
      /^You are now on the Pro plan: 70 sessions added for this month, \$\d+\.\d\d charged \(prorated\)\.$/,
    );

    // The prorated charge: the price difference for the (almost whole) period left, in the ledger.
    const payments = await db('payments').where({ userId }).orderBy('id');
    expect(payments.map((p) => p.amountInCents)).toEqual([1999, expect.any(Number)]);
    const prorated = payments[1].amountInCents;
    expect(prorated).toBeGreaterThan(2990);
    expect(prorated).toBeLessThanOrEqual(3000);
    const [row] = await db('subscription_changes').where({ userId });
    expect(row).toMatchObject({
      kind: 'upgrade',
      status: 'applied',
      amountInCents: prorated,
      sessionsGranted: 70,
    });
    expect(payments[1].planChangeId).toBe(row.id);
    expect(await planChangesTold(userId)).toEqual([
      expect.objectContaining({
        id: row.id,
        kind: 'upgrade',
        status: 'applied',
        fromPlan: 'standard',
        toPlan: 'pro',
        sessionsGranted: 70,
      }),
    ]);
    expect((await receipts(userId)).map((r) => [r.description, r.amountCents])).toEqual([
      ['Standard plan, monthly', 1999],
      ['Upgrade to the Pro plan, monthly (prorated)', prorated],
    ]);
    expect(await currentRows(userId)).toEqual([{ name: 'pro', billingCycle: 'monthly' }]);

    // Replays: the same events again, the switch applied again, and an old state delivered late.
    const events = await switchEvents(subscriptionId);
    for (const event of events) expect(await billing.fulfilment.handle(event)).toBe('duplicate');
    const old = events[0].data.object;
    const item = { ...old.items.data[0], price: { id: null, recurring: { interval: 'month' } } };
    const stale: ProviderEvent = {
      ...events[0],
      id: `${events[0].id}_late`,
      data: {
        object: { ...old, metadata: { ...old.metadata, planName: 'standard' }, items: { data: [item] } },
      },
    };
    expect(await billing.fulfilment.handle(stale)).toBe('applied');
    await billing.fulfilment.applySwitch(await sandbox.retrieveSubscription(subscriptionId), prorated);
    expect(await balanceOf(userId)).toEqual({ subscriptionSessions: 100, topUpSessions: 2 });
    expect(await db('subscription_changes').where({ userId })).toHaveLength(1);
    expect(await db('payments').where({ userId })).toHaveLength(2);
    expect(await planChangesTold(userId)).toHaveLength(1);
    expect(await receipts(userId)).toHaveLength(2);
    expect(await currentRows(userId)).toEqual([{ name: 'pro', billingCycle: 'monthly' }]);
  });

  it('keeps what was spent: the difference is added to the sessions left', async () => {
    const { userId } = await subscribed('standard');
    await billing.balances.debit({
      userId,
      actionType: 'virtual_tryon',
      cost: 5,
      idempotencyKey: `u${userId}-1`,
      geminiSessionId: null,
    });
    expect((await change(userId, 'pro')).errors).toBeUndefined();
    expect(await balanceOf(userId)).toEqual({ subscriptionSessions: 95, topUpSessions: 2 });
  });

  it('asked in two tabs at once: one switch, sessions granted once, one current subscription', async () => {
    const { userId } = await subscribed('standard');
    const answers = await Promise.all([change(userId, 'pro'), change(userId, 'pro'), change(userId, 'pro')]);
    const ok = answers.filter((a) => !a.errors);
    expect(ok).toHaveLength(1);
    for (const refused of answers.filter((a) => a.errors)) {
      expect(['CONFLICT', 'VALIDATION']).toContain(refused.errors![0].extensions?.code);
    }
    expect(await balanceOf(userId)).toEqual({ subscriptionSessions: 100, topUpSessions: 2 });
    expect(
      await db('balance_ledger').where({ userId }).whereLike('idempotencyKey', 'upgrade:%'),
    ).toHaveLength(1);
    expect(await db('subscription_changes').where({ userId })).toHaveLength(1);
    expect(await db('payments').where({ userId })).toHaveLength(2);
    expect(await currentRows(userId)).toEqual([{ name: 'pro', billingCycle: 'monthly' }]);
  });
});

describe('a downgrade and a cycle switch', () => {
  it('is scheduled for the period end, shown, refused a second time, undone, and begins at renewal', async () => {
    const { userId, subscriptionId } = await subscribed('pro');
    const before = await balanceOf(userId);
    const periodEnd = (await db('user_subscriptions').where({ userId }).first()).currentPeriodEnd as Date;

    const res = await change(userId, 'standard');
    expect(res.errors).toBeUndefined();
    const result = res.data.changeSubscriptionPlan;
    expect(result).toMatchObject({
      kind: 'downgrade',
      immediate: false,
      effectiveAt: periodEnd.toISOString(),
    });
    const day = periodEnd.toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(result.message).toBe(`Your plan changes to Standard (monthly) on ${day}.`);
    expect(result.status.subscription).toEqual({
      plan: { name: 'pro' },
      cycle: 'monthly',
      pendingChange: {
        kind: 'downgrade',
        cycle: 'monthly',
        effectiveAt: periodEnd.toISOString(),
        plan: { name: 'standard' },
      },
    });
    expect(await balanceOf(userId)).toEqual(before);
    expect(await db('payments').where({ userId })).toHaveLength(1);

    // While it waits: another change is refused and changes nothing.
    const again = await change(userId, 'standard', 'annual');
    expect(again.errors?.[0]).toMatchObject({
      message: `Your plan already changes to Standard (monthly) on ${day}. Undo that change first.`,
      extensions: { code: 'CONFLICT' },
    });

    const undone = await gql(as(userId), UNDO);
    expect(undone.data.undoPlanChange.subscription).toEqual({ plan: { name: 'pro' }, pendingChange: null });
    expect((await gql(as(userId), UNDO)).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await planChangesTold(userId)).map((c) => [c.kind, c.status])).toEqual([
      ['downgrade', 'scheduled'],
      ['downgrade', 'undone'],
    ]);
    // Undone: the period renews on Pro.
    expect((await sandbox.retrieveSubscription(subscriptionId)).priceLookupKey).toBeNull();

    // Scheduled again, it begins when the period renews: Standard's sessions, the Standard price.
    expect((await change(userId, 'standard')).errors).toBeUndefined();
    const renewal = await sandbox.advanceDue(new Date(periodEnd.getTime() + 1000));
    const mine = renewal.filter((e) => JSON.stringify(e.data.object).includes(subscriptionId));
    for (const event of mine) await billing.fulfilment.handle(event);
    for (const event of mine) expect(await billing.fulfilment.handle(event)).toBe('duplicate');
    expect(await currentRows(userId)).toEqual([{ name: 'standard', billingCycle: 'monthly' }]);
    expect(await balanceOf(userId)).toEqual({
      subscriptionSessions: 30,
      topUpSessions: before.topUpSessions,
    });
    expect((await db('payments').where({ userId }).orderBy('id')).map((p) => p.amountInCents)).toEqual([
      4999, 1999,
    ]);
    expect((await db('subscription_changes').where({ userId }).orderBy('id')).map((c) => c.status)).toEqual([
      'undone',
      'applied',
    ]);
    // Told once when scheduled; its start is the renewal, not a second change.
    expect(await planChangesTold(userId)).toHaveLength(3);
  });

  it('monthly to annual waits for the period end as a cycle switch', async () => {
    const { userId } = await subscribed('standard');
    const res = await change(userId, 'standard', 'annual');
    expect(res.data.changeSubscriptionPlan).toMatchObject({ kind: 'cycle_switch', immediate: false });
    expect(res.data.changeSubscriptionPlan.status.subscription.pendingChange).toMatchObject({
      kind: 'cycle_switch',
      cycle: 'annual',
      plan: { name: 'standard' },
    });
    expect(await balanceOf(userId)).toEqual({ subscriptionSessions: 30, topUpSessions: 2 });
  });
});

describe('a change waiting when the subscription ends', () => {
  it('blocks cancelling at the period end until undone, and is undone when the subscription ends', async () => {
    const { userId, subscriptionId } = await subscribed('pro');
    expect((await change(userId, 'standard')).errors).toBeUndefined();
    const cancel = await gql(
      as(userId),
      'mutation { setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: true) { subscription { cancelAtPeriodEnd } } }',
    );
    expect(cancel.errors?.[0]).toMatchObject({
      message: 'Your plan change is waiting for the period end. Undo it first.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await db('user_subscriptions').where({ userId }).first()).cancelAtPeriodEnd).toBe(false);

    // Ended at the provider (cancelled there at once, as an admin may in Stripe's dashboard): the waiting
    // change goes with it.
    await db('sandbox_objects')
      .where({ id: subscriptionId })
      .update({ data: db.raw(`jsonb_set(data, '{status}', '"canceled"')`) });
    await billing.fulfilment.handle({
      id: `evt_end_${subscriptionId}`,
      type: 'customer.subscription.deleted',
      data: { object: { id: subscriptionId, object: 'subscription' } },
    });
    expect((await db('subscription_changes').where({ userId })).map((c) => c.status)).toEqual(['undone']);
    expect(await currentRows(userId)).toEqual([]);
  });
});

describe("an admin undoes a subscriber's waiting change", () => {
  it('undoes it, told and recorded in the admin activity; refused to anyone else', async () => {
    const { userId } = await subscribed('pro');
    expect((await change(userId, 'standard', 'annual')).errors).toBeUndefined();
    const UNDO_AS_ADMIN =
      'mutation($u: Int!) { adminUndoPlanChange(userId: $u) { subscription { pendingChange { id } } } }';
    const stranger = await gql(as(userId + 1000), UNDO_AS_ADMIN, { u: userId });
    expect(stranger.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await db('subscription_changes').where({ userId, status: 'scheduled' })).toHaveLength(1);

    const admin: CallerContext = { userId: 1, role: 'admin', ip: '10.0.0.9' };
    const res = await gql(admin, UNDO_AS_ADMIN, { u: userId });
    expect(res.data.adminUndoPlanChange.subscription.pendingChange).toBeNull();
    expect((await planChangesTold(userId)).map((c) => c.status)).toEqual(['scheduled', 'undone']);
    const actions = (await db('outbox').where({ subject: AdminActionRecorded.subject }))
      .map((r) => r.payload.data)
      .filter((d) => d.targetUserId === userId);
    expect(actions).toEqual([
      expect.objectContaining({
        adminId: 1,
        actionType: 'plan_change_undone',
        description: expect.stringMatching(/^Undid the plan change to Standard \(annual\) due on /),
        ipAddress: '10.0.0.9',
      }),
    ]);
    expect((await gql(admin, UNDO_AS_ADMIN, { u: userId })).errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});

describe('bad plan changes', () => {
  it('are refused with a clear 400 or 409 and change nothing', async () => {
    const { userId } = await subscribed('standard');
    const snapshot = async () => ({
      balance: await balanceOf(userId),
      rows: await currentRows(userId),
      changes: await db('subscription_changes').where({ userId }),
      payments: await db('payments').where({ userId }),
    });
    const before = await snapshot();
    const refusal = async (p: string, c: string, code: string, message: RegExp | string) => {
      const res = await change(userId, p, c);
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0].extensions?.code).toBe(code);
      expect(res.errors?.[0].message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    };
    await refusal(
      'standard',
      'monthly',
      'VALIDATION',
      'Invalid data: you already have the Standard (monthly) plan',
    );
    await refusal('platinum', 'monthly', 'VALIDATION', 'Invalid data: unknown plan');
    await refusal('free', 'monthly', 'VALIDATION', /^Invalid data: the free plan is not a switch/);
    const badCycle = await change(userId, 'pro', 'weekly');
    expect(badCycle.errors?.[0].message).toMatch(/weekly/);
    const nobody = await gql(as(++nextUser), CHANGE, { p: 'pro', c: 'monthly' });
    expect(nobody.errors?.[0]).toMatchObject({
      message: 'You have no subscription to change. Choose a plan to subscribe.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await snapshot()).toEqual(before);
  });
});
