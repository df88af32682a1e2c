process.env.APOLLO_TELEMETRY_DISABLED = '1';
import type { CallerContext, Db } from '@tryon/kit';
import { SCHEMA, type BillingService } from '../src/app.js';
import { monthKey, utcMonthStart } from '@tryon/kit';
import { startBillingForTest, type BillingUnderTest } from './harness.js';

// The admin's billing figures against billing's own ledger: packs, a subscription and its renewal, a
// replayed webhook, partial and full refunds, a refund that comes before its payment; the monthly rollup
// kept by trigger agrees with the payments; lists, validation and roles.

let db: Db;
let t: BillingUnderTest;
let billing: BillingService;
let nextUser = 5000;

const adminCaller: CallerContext = { userId: 1, role: 'admin', ip: '127.0.0.1' };
const as = (userId: number): CallerContext => ({ userId, role: 'user', ip: '127.0.0.1' });

beforeAll(async () => {
  t = await startBillingForTest('billing-admin-test');
  ({ db, billing } = t);
});

afterAll(() => t?.stop());

const gql = (caller: CallerContext, query: string, variables?: Record<string, unknown>) =>
  t.gql(caller, query, variables);

const FIGURES = `totalRevenue thisMonthRevenue lastMonthRevenue subscriptionRevenue topUpRevenue monthlyGrowth
  totalActiveSubscriptions subscriptionsByPlan { planName count } revenueByMonth(months: 2) { month subscriptionRevenue topUpRevenue }
  sessionsByDay(days: 1) { day granted spent refunded }`;

async function figures(caller: CallerContext = adminCaller) {
  const r = await gql(
    caller,
    `query($r: [_Any!]!) { _entities(representations: $r) { ... on AdminStats { ${FIGURES} } } }`,
    { r: [{ __typename: 'AdminStats', id: 'current' }] },
  );
  return r;
}

async function ledgerTotals() {
  const [payments] = await db('payments').sum({ total: 'amountInCents' });
  const [rollup] = await db('revenue_months').sum({ total: 'amountInCents' });
  const byKind: { kind: string; total: string }[] = await db('payments')
    .groupBy('kind')
    .select('kind')
    .sum({ total: 'amountInCents' });
  return {
    payments: Number(payments.total ?? 0),
    rollup: Number(rollup.total ?? 0),
    kind: Object.fromEntries(byKind.map((k) => [k.kind, Number(k.total)])),
  };
}

async function buyPack(userId: number, sessions: number, amount: number): Promise<string> {
  const { url } = await billing.checkout.topUp(as(userId), { amount, sessions });
  const id = /\/sandbox-checkout\/(\w+)$/.exec(url)![1];
  await billing.sandboxCheckout.pay(as(userId), id);
  const row = await db('top_up_purchases').where({ userId }).orderBy('id', 'desc').first();
  return row.stripePaymentIntentId;
}

const refund = (n: number, charge: Record<string, unknown>) =>
  billing.fulfilment.handle({ id: `evt_refund_${n}`, type: 'charge.refunded', data: { object: charge } });

describe('admin figures against the ledger', () => {
  it('counts packs, a subscription and its renewal once each, net of refunds, and the rollup agrees', async () => {
    const ann = ++nextUser;
    const bob = ++nextUser;
    const pack25 = await buyPack(ann, 25, 1499);
    await buyPack(ann, 10, 699);
    const { url } = await billing.checkout.subscribe(as(bob), {
      planName: 'standard',
      billingPeriod: 'monthly',
    });
    await billing.sandboxCheckout.pay(as(bob), /\/sandbox-checkout\/(\w+)$/.exec(url)![1]);

    let f = (await figures()).data._entities[0];
    expect(f).toMatchObject({
      totalRevenue: 1499 + 699 + 1999,
      topUpRevenue: 1499 + 699,
      subscriptionRevenue: 1999,
      thisMonthRevenue: 1499 + 699 + 1999,
      totalActiveSubscriptions: 1,
    });
    expect(f.subscriptionsByPlan).toEqual([
      { planName: 'standard', count: 1 },
      { planName: 'pro', count: 0 },
    ]);
    expect(f.revenueByMonth.at(-1)).toEqual({
      month: monthKey(utcMonthStart(new Date())),
      subscriptionRevenue: 1999,
      topUpRevenue: 2198,
    });
    // Granted today: both free trials (2 each), the packs and Standard's month.
    expect(f.sessionsByDay[0]).toMatchObject({ granted: 2 + 2 + 25 + 10 + 30, spent: 0, refunded: 0 });

    // The renewal a month later is a new invoice: paid again, once however often the sweep runs.
    const later = new Date(Date.now() + 32 * 24 * 3600 * 1000);
    await billing.renewals.sweep(later);
    await billing.renewals.sweep(later);
    // A partial refund of the 25 pack, replayed, then the rest: each amount once.
    const charge = {
      id: 'ch_admin_1',
      payment_intent: pack25,
      metadata: {},
      refunded: false,
      amount_refunded: 500,
    };
    await refund(1, charge);
    await refund(1, charge);
    await refund(2, charge); // the same state under another event id
    await refund(3, { ...charge, refunded: true, amount_refunded: 1499 });
    // A refund whose checkout event has not come yet: paid and given back, net nothing.
    const carl = ++nextUser;
    await refund(4, {
      id: 'ch_admin_2',
      payment_intent: 'pi_admin_early',
      refunded: true,
      amount_refunded: 699,
      metadata: { userId: String(carl), sessions: '10' },
    });

    f = (await figures()).data._entities[0];
    const ledger = await ledgerTotals();
    expect(ledger.rollup).toBe(ledger.payments);
    expect(f.totalRevenue).toBe(ledger.payments);
    expect(f.totalRevenue).toBe(699 + 1999 + 1999);
    expect(f.topUpRevenue).toBe(ledger.kind.top_up);
    expect(f.topUpRevenue).toBe(699);
    expect(f.subscriptionRevenue).toBe(3998);
    const [{ n: refundRows }] = await db('payments').where('amountInCents', '<', 0).count({ n: '*' });
    expect(Number(refundRows)).toBe(3); // 500, 999 of the 25 pack; 699 of the early refund
  });

  it('grows by the spec formula against last month, and 0 without a last month', async () => {
    const now = new Date();
    const { thisMonthRevenue } = (await figures()).data._entities[0];
    expect((await figures()).data._entities[0].monthlyGrowth).toBe(0);
    const lastMonth = new Date(utcMonthStart(now, 1).getTime() + 3600_000);
    // An import written by another client (its search_path without billing): the rollup still follows.
    await db.transaction(async (trx) => {
      await trx.raw('SET LOCAL search_path TO public');
      await trx.withSchema(SCHEMA).table('payments').insert({
        userId: ++nextUser,
        kind: 'top_up',
        amountInCents: 2000,
        reference: 'import:last-month',
        occurredAt: lastMonth,
      });
    });
    const f = (await figures()).data._entities[0];
    expect(f.lastMonthRevenue).toBe(2000);
    expect(f.monthlyGrowth).toBe(Math.round(((thisMonthRevenue - 2000) / 2000) * 1000) / 10);
    expect(f.revenueByMonth[0]).toEqual({
      month: monthKey(utcMonthStart(now, 1)),
      subscriptionRevenue: 0,
      topUpRevenue: 2000,
    });
    // The ledger keeps what happened: no change, no removal.
    await expect(db('payments').where({ reference: 'import:last-month' }).del()).rejects.toThrow(
      'append-only',
    );
  });
});

describe('admin lists and who may read them', () => {
  it('pages top-ups and subscriptions newest first with a total, filtered by status', async () => {
    const all = await gql(
      adminCaller,
      '{ adminTopUps(limit: 2) { total rows { id status priceInCents purchasedAt user { id } } } }',
    );
    expect(all.errors).toBeUndefined();
    const count = await db('top_up_purchases').count({ n: '*' });
    expect(all.data.adminTopUps.total).toBe(Number(count[0].n));
    expect(all.data.adminTopUps.rows).toHaveLength(2);
    expect(all.data.adminTopUps.rows[0].id).toBeGreaterThan(all.data.adminTopUps.rows[1].id);
    const refunded = await gql(adminCaller, '{ adminTopUps(status: "refunded") { total rows { status } } }');
    expect(refunded.data.adminTopUps.total).toBe(2);
    const subs = await gql(
      adminCaller,
      '{ adminSubscriptions(status: "active") { total rows { status plan { name priceMonthly } user { id } createdAt } } }',
    );
    expect(subs.data.adminSubscriptions).toMatchObject({
      total: 1,
      rows: [{ status: 'active', plan: { name: 'standard', priceMonthly: 1999 } }],
    });
  });

  it('filters by the enum state (or the deprecated status) and answers state and cycle as enums', async () => {
    const refunded = await gql(
      adminCaller,
      'query($s: PaymentStatus) { adminTopUps(state: $s) { total rows { state status } } }',
      { s: 'refunded' },
    );
    expect(refunded.errors).toBeUndefined();
    expect(refunded.data.adminTopUps.total).toBe(2);
    expect(refunded.data.adminTopUps.rows).toEqual([
      { state: 'refunded', status: 'refunded' },
      { state: 'refunded', status: 'refunded' },
    ]);
    // The same value given both ways is one filter.
    const both = await gql(adminCaller, '{ adminTopUps(state: refunded, status: "refunded") { total } }');
    expect(both.data.adminTopUps.total).toBe(2);
    const subs = await gql(
      adminCaller,
      '{ adminSubscriptions(state: active) { total rows { state status cycle billingCycle } } }',
    );
    expect(subs.data.adminSubscriptions).toEqual({
      total: 1,
      rows: [{ state: 'active', status: 'active', cycle: 'monthly', billingCycle: 'monthly' }],
    });
    const none = await gql(
      adminCaller,
      '{ adminSubscriptions(state: incomplete_expired) { total rows { id } } }',
    );
    expect(none.data.adminSubscriptions).toEqual({ total: 0, rows: [] });
  });

  it('refuses a state and a different deprecated status, and a state outside the enum', async () => {
    for (const [query, message] of [
      [
        '{ adminTopUps(state: pending, status: "refunded") { total } }',
        'Invalid data: give state or status, not both',
      ],
      [
        '{ adminSubscriptions(state: active, status: "canceled") { total } }',
        'Invalid data: give state or status, not both',
      ],
    ]) {
      const r = await gql(adminCaller, query);
      expect([query, r.errors?.[0]?.extensions?.code, r.errors?.[0]?.message]).toEqual([
        query,
        'VALIDATION',
        message,
      ]);
    }
    const bad = await gql(adminCaller, '{ adminTopUps(state: gone) { total } }');
    expect(bad.errors?.[0]?.message).toContain('Value "gone" does not exist in "PaymentStatus" enum');
  });

  it('refuses bad arguments with a clear message and changes nothing', async () => {
    for (const [query, message] of [
      ['{ adminTopUps(limit: 0) { total } }', 'Invalid data: limit must be 1 to 500'],
      ['{ adminTopUps(limit: 501) { total } }', 'Invalid data: limit must be 1 to 500'],
      ['{ adminTopUps(offset: -1) { total } }', 'Invalid data: offset must be 0 or more'],
      ['{ adminSubscriptions(status: "gone") { total } }', 'Invalid data: status must be one of'],
    ]) {
      const r = await gql(adminCaller, query);
      expect([query, r.errors?.[0]?.extensions?.code]).toEqual([query, 'VALIDATION']);
      expect(r.errors?.[0]?.message).toContain(message);
    }
    const r = await gql(
      adminCaller,
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on AdminStats { sessionsByDay(days: 400) { day } } } }`,
      { r: [{ __typename: 'AdminStats', id: 'current' }] },
    );
    expect(r.errors?.[0]?.message).toBe('Invalid data: days must be 1 to 366');
  });

  it('answers admins only: a user is FORBIDDEN, a visitor UNAUTHENTICATED', async () => {
    const visitor: CallerContext = { userId: null, role: null, ip: null };
    for (const [caller, code] of [
      [as(++nextUser), 'FORBIDDEN'],
      [visitor, 'UNAUTHENTICATED'],
    ] as const) {
      expect((await figures(caller)).errors?.[0]?.extensions?.code).toBe(code);
      for (const q of [
        '{ adminTopUps { total } }',
        '{ adminSubscriptions { total } }',
        'mutation { testPaymentConnection { ok } }',
      ]) {
        expect((await gql(caller, q)).errors?.[0]?.extensions?.code).toBe(code);
      }
    }
  });

  it('tests the payment connection of the sandbox for an admin, recorded in the activity log', async () => {
    const r = await gql(adminCaller, 'mutation { testPaymentConnection { ok message checkedAt } }');
    expect(r.data.testPaymentConnection).toEqual({
      ok: true,
      message: 'Sandbox payments (no Stripe key)',
      checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const audit = await db('outbox').where({ subject: 'audit.admin-action.recorded.v1' });
    expect(audit.map((row) => row.payload.data)).toEqual([
      expect.objectContaining({
        adminId: 1,
        actionType: 'payment_connection_tested',
        description: 'Tested the payment connection (sandbox): ok',
      }),
    ]);
  });
});
