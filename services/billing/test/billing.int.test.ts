process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { CONTEXT_HEADER, createDb, signContext, type Db, type Nats } from '@tryon/kit';
import {
  BalanceChanged,
  DEBIT_SUBJECT,
  JobFailed,
  UserRegistered,
  buildEnvelope,
  type DebitResponse,
} from '@tryon/proto-events';
import { buildBilling, SCHEMA, type BillingService } from '../src/app.js';
import { loadBillingConfig } from '../src/config.js';
import { PlansRepository } from '../src/data/plans.repository.js';
import { PLAN_SEEDS } from '../src/domain/plans.js';
import { billingRefinements } from '../src/migrations/20270110000100_billing_refinements.js';
import { billingUsageFreeTrial } from '../src/migrations/20270120000100_billing_usage_free_trial.js';
import {
  TEST_SECRET,
  createTestDatabase,
  eventually,
  freshNats,
  testLogger,
  testNatsUrl,
} from '../../../test-support/infra.js';

let db: Db;
let nats: Nats;
let drop: () => Promise<void>;
let billing: BillingService;
let base: string;
let nextUser = 1000;
const newUser = () => ++nextUser;

beforeAll(async () => {
  const tdb = await createTestDatabase();
  drop = tdb.drop;
  nats = await freshNats('billing-test');
  db = createDb({ url: tdb.url, schema: SCHEMA, poolMax: 20 });
  const env = {
    DATABASE_URL: tdb.url,
    NATS_URL: testNatsUrl(),
    INTERNAL_TOKEN_SECRET: TEST_SECRET,
    PORT: '0',
    APP_MODE: 'local',
  };
  billing = await buildBilling(loadBillingConfig(env), { db, nats, logger: testLogger });
  base = await billing.app.listen({ host: '127.0.0.1', port: 0 });
  await new PlansRepository(db).upsert(PLAN_SEEDS);
});

afterAll(async () => {
  await billing?.stop();
  await nats?.nc.close();
  await db?.destroy();
  await drop?.();
});

// ---------- helpers ----------

async function debit(req: Record<string, unknown>): Promise<DebitResponse> {
  const m = await nats.nc.request(DEBIT_SUBJECT, JSON.stringify(req), { timeout: 20000 });
  return m.json<DebitResponse>();
}

const debitReq = (userId: number, key: string, cost = 1) => ({
  userId,
  actionType: 'virtual_tryon',
  cost,
  idempotencyKey: key,
  geminiSessionId: null,
});

async function balanceRow(userId: number) {
  return db('session_balances').select('subscriptionSessions', 'topUpSessions').where({ userId }).first();
}

/** The ledger sums to the stored balance. */
async function expectLedgerMatches(userId: number) {
  const stored = await balanceRow(userId);
  const sum = await db('balance_ledger')
    .where({ userId })
    .select(
      db.raw('COALESCE(SUM("subscriptionDelta"),0)::int AS "subscriptionSessions"'),
      db.raw('COALESCE(SUM("topUpDelta"),0)::int AS "topUpSessions"'),
    )
    .first();
  expect(sum).toEqual(stored);
  return stored;
}

/** Sets a balance through the ledger (as a reset + purchase would), keeping ledger and balance equal. */
async function fund(userId: number, subscription: number, topUp: number) {
  await billing.queries.balance(userId); // creates the row with the trial
  await db.transaction(async (trx) => {
    const cur = await trx('session_balances').where({ userId }).forUpdate().first();
    const ds = subscription - cur.subscriptionSessions;
    const dt = topUp - cur.topUpSessions;
    await trx('balance_ledger').insert({
      userId,
      kind: 'reset',
      subscriptionDelta: ds,
      topUpDelta: dt,
      idempotencyKey: `test-fund:${userId}:${Date.now()}:${Math.random()}`,
    });
    await trx('session_balances')
      .where({ userId })
      .update({ subscriptionSessions: subscription, topUpSessions: topUp });
  });
}

async function publishRegistered(userId: number, id?: string) {
  const env = buildEnvelope(
    UserRegistered,
    {
      userId,
      email: `u${userId}@example.com`,
      firstName: null,
      lastName: null,
      registeredAt: new Date().toISOString(),
    },
    { producer: 'identity', id },
  );
  await nats.js.publish(env.subject, JSON.stringify(env));
  return env;
}

async function publishJobFailed(
  userId: number,
  sessionId: string,
  part: { variant: number; variants: number } | Record<string, never> = {},
) {
  const env = buildEnvelope(
    JobFailed,
    { userId, sessionId, kind: 'virtual_tryon', ...part },
    { producer: 'ai-jobs' },
  );
  await nats.js.publish(env.subject, JSON.stringify(env));
  return env;
}

async function gql(userId: number | null, query: string, role: 'user' | 'admin' = 'user') {
  const token = await signContext(TEST_SECRET, { userId, role: userId ? role : null, ip: '127.0.0.1' });
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTEXT_HEADER]: token },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as {
    data?: Record<string, any>;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const entityQuery = (id: number, fields: string) =>
  `{ _entities(representations: [{ __typename: "User", id: ${id} }]) { ... on User { ${fields} } } }`;

// ---------- tests ----------

describe('free trial', () => {
  it('is granted once even if a read comes first and the event comes twice', async () => {
    const u = newUser();
    expect(await billing.queries.balance(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 2 });
    const env = await publishRegistered(u);
    await nats.js.publish(env.subject, JSON.stringify(env)); // same message again
    await publishRegistered(u); // a second event for the same person
    await eventually(async () => {
      const [{ n }] = await db('inbox').where({ consumer: 'billing-user-registered' }).count({ n: '*' });
      return Number(n) >= 2;
    });
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 2 });
    expect(await db('balance_ledger').where({ userId: u, kind: 'grant' }).count({ n: '*' })).toEqual([
      { n: 1 },
    ]);
  });

  it('is granted by the event when no read came first', async () => {
    const u = newUser();
    await publishRegistered(u);
    const row = await eventually(() => balanceRow(u));
    expect(row).toEqual({ subscriptionSessions: 0, topUpSessions: 2 });
    await expectLedgerMatches(u);
  });

  it('concurrent reads of a new person grant it once', async () => {
    const u = newUser();
    const reads = await Promise.all(Array.from({ length: 10 }, () => billing.queries.balance(u)));
    for (const r of reads) expect(r).toEqual({ subscriptionSessions: 0, topUpSessions: 2 });
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 2 });
  });
});

describe('debit over request-reply', () => {
  it('100 debits at once on a balance of 10: exactly 10 ok, 90 NO_SESSIONS, balance 0', async () => {
    const u = newUser();
    await fund(u, 4, 6);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => debit(debitReq(u, `burst-${u}-${i}`))),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(10);
    expect(answers.filter((a) => !a.ok && a.code === 'NO_SESSIONS')).toHaveLength(90);
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 0 });
    const logs = await db('usage_logs').where({ userId: u });
    expect(logs).toHaveLength(10);
    expect(logs.filter((l) => l.deductedFrom === 'subscription')).toHaveLength(4);
    // The 6 top-up sessions held the 2 of the free trial, spent first.
    expect(logs.filter((l) => l.deductedFrom === 'free_trial')).toHaveLength(2);
    expect(logs.filter((l) => l.deductedFrom === 'top_up')).toHaveLength(4);
  });

  it('the same key sent 5 times debits once and answers the same', async () => {
    const u = newUser();
    await fund(u, 0, 5);
    const answers = await Promise.all(Array.from({ length: 5 }, () => debit(debitReq(u, `same-${u}`))));
    for (const a of answers) expect(a).toMatchObject({ ok: true, deductedFrom: 'top_up' });
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 4 });
    expect(await db('usage_logs').where({ userId: u })).toHaveLength(1);
    // and again later, in sequence
    expect(await debit(debitReq(u, `same-${u}`))).toEqual({
      ok: true,
      deductedFrom: 'top_up',
      charged: 1,
      balance: { subscriptionSessions: 0, topUpSessions: 4 },
    });
  });

  it('lists free-trial sessions as free_trial, then bought ones as top_up; a refund gives the trial back', async () => {
    const u = newUser();
    expect(await debit(debitReq(u, `t1-${u}`))).toMatchObject({ ok: true, deductedFrom: 'top_up' });
    // A failed job's refund puts the trial session back: the next debit is still the trial's.
    expect(await db.transaction((trx) => billing.balances.refundIn(trx, u, `t1-${u}`))).toBe(true);
    await debit(debitReq(u, `t2-${u}`));
    await billing.balances.creditTopUp(u, 10, 699, `pi_trial_${u}`);
    await debit(debitReq(u, `t3-${u}`));
    await debit(debitReq(u, `t4-${u}`));
    const logs = await db('usage_logs').where({ userId: u }).orderBy('id');
    expect(logs.map((l) => [l.metadata.idempotencyKey, l.deductedFrom])).toEqual([
      [`t1-${u}`, 'free_trial'],
      [`t2-${u}`, 'free_trial'],
      [`t3-${u}`, 'free_trial'],
      [`t4-${u}`, 'top_up'],
    ]);
    await expectLedgerMatches(u);
  });

  it('spends subscription sessions before top-up, mixed when both are needed', async () => {
    const u = newUser();
    await fund(u, 2, 3);
    expect(await debit(debitReq(u, `a-${u}`))).toEqual({
      ok: true,
      deductedFrom: 'subscription',
      charged: 1,
      balance: { subscriptionSessions: 1, topUpSessions: 3 },
    });
    expect(await debit({ ...debitReq(u, `b-${u}`, 2), actionType: 'model_generation' })).toEqual({
      ok: true,
      deductedFrom: 'mixed',
      charged: 2,
      balance: { subscriptionSessions: 0, topUpSessions: 2 },
    });
    expect(await debit({ ...debitReq(u, `c-${u}`), geminiSessionId: '77' })).toEqual({
      ok: true,
      deductedFrom: 'top_up',
      charged: 1,
      balance: { subscriptionSessions: 0, topUpSessions: 1 },
    });
    expect(await debit(debitReq(u, `d-${u}`, 2))).toEqual({ ok: false, code: 'NO_SESSIONS' });
    await expectLedgerMatches(u);
    const logs = await db('usage_logs').where({ userId: u }).orderBy('id');
    expect(logs.map((l) => [l.actionType, l.sessionsCost, l.deductedFrom, l.geminiSessionId])).toEqual([
      ['virtual_tryon', 1, 'subscription', null],
      ['model_generation', 2, 'mixed', null],
      // The top-up pool still held a free-trial session (the trial is spent first).
      ['virtual_tryon', 1, 'free_trial', '77'],
    ]);
  });

  it('a new person can spend the trial before the registered event arrives', async () => {
    const u = newUser();
    expect(await debit(debitReq(u, `t-${u}`))).toMatchObject({
      ok: true,
      balance: { subscriptionSessions: 0, topUpSessions: 1 },
    });
    const env = await publishRegistered(u);
    await eventually(() =>
      db('inbox').where({ consumer: 'billing-user-registered', message_id: env.id }).first(),
    );
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 1 });
  });

  it('answers VALIDATION for bad requests and changes nothing', async () => {
    const u = newUser();
    for (const bad of [
      { ...debitReq(u, 'v1'), cost: 0 },
      { ...debitReq(u, 'v2'), actionType: 'upscale' },
      { ...debitReq(u, 'v3'), idempotencyKey: '' },
      { userId: u },
    ]) {
      const a = await debit(bad);
      expect(a).toMatchObject({ ok: false, code: 'VALIDATION' });
    }
    const raw = await nats.nc.request(DEBIT_SUBJECT, 'not json', { timeout: 5000 });
    expect(raw.json()).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(await balanceRow(u)).toBeUndefined();
  });

  it("refuses a key already used for another person's debit", async () => {
    const [u1, u2] = [newUser(), newUser()];
    expect(await debit(debitReq(u1, `shared-${u1}`))).toMatchObject({ ok: true });
    expect(await debit(debitReq(u2, `shared-${u1}`))).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(await expectLedgerMatches(u2)).toEqual({ subscriptionSessions: 0, topUpSessions: 2 });
  });

  it('publishes balance-changed events through the outbox', async () => {
    const u = newUser();
    await debit(debitReq(u, `ev-${u}`));
    await eventually(async () => {
      const rows = await db('outbox').whereNull('sent_at');
      return rows.length === 0;
    });
    const stream = await nats.jsm.streams.info('BILLING');
    expect(stream.state.messages).toBeGreaterThan(0);
    // grant and debit share one transaction (and created_at), so compare in a fixed order
    const rows = await db('outbox').where({ subject: BalanceChanged.subject });
    const mine = rows
      .map((r) => r.payload.data)
      .filter((d: { userId: number }) => d.userId === u)
      .sort((a: { reason: string }, b: { reason: string }) => a.reason.localeCompare(b.reason));
    expect(mine).toEqual([
      { userId: u, subscriptionSessions: 0, topUpSessions: 1, reason: 'debit', ledgerId: expect.any(Number) },
      { userId: u, subscriptionSessions: 0, topUpSessions: 2, reason: 'grant', ledgerId: expect.any(Number) },
    ]);
    // A later change has a larger ledger id (consumers keep the newest by it).
    expect(mine[0].ledgerId).toBeGreaterThan(mine[1].ledgerId);
  });
});

describe('refund of a failed job', () => {
  it('refunds once even when the event is delivered 3 times, back to where it came from', async () => {
    const u = newUser();
    await fund(u, 1, 2);
    expect(await debit(debitReq(u, `job-${u}`, 2))).toMatchObject({ ok: true, deductedFrom: 'mixed' });
    expect(await balanceRow(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 1 });
    const env = await publishJobFailed(u, `job-${u}`);
    await nats.js.publish(env.subject, JSON.stringify(env)); // redelivery of the same message
    await publishJobFailed(u, `job-${u}`); // a second event for the same job
    await eventually(async () => {
      const rows = await db('inbox').where({ consumer: 'billing-job-failed' });
      return rows.length >= 2;
    });
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 1, topUpSessions: 2 });
    expect(await db('balance_ledger').where({ userId: u, kind: 'refund' })).toHaveLength(1);
  });

  it('refunds each failed image of a 3-image job once, from the pool its share came from', async () => {
    const u = newUser();
    await fund(u, 1, 4);
    // One debit for the 3 images: 1 from the subscription, 2 from the top-up.
    expect(await debit(debitReq(u, `var-${u}`, 3))).toMatchObject({
      ok: true,
      charged: 3,
      deductedFrom: 'mixed',
    });
    expect(await balanceRow(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 2 });
    // Images 0 and 2 failed; image 2's event comes twice. Image 1 worked.
    const first = await publishJobFailed(u, `var-${u}`, { variant: 0, variants: 3 });
    const last = await publishJobFailed(u, `var-${u}`, { variant: 2, variants: 3 });
    const again = await publishJobFailed(u, `var-${u}`, { variant: 2, variants: 3 });
    // A whole-job refund after the images' ones would pay twice: ignored.
    const whole = await publishJobFailed(u, `var-${u}`);
    await eventually(async () => {
      const ids = (await db('inbox').where({ consumer: 'billing-job-failed' })).map((r) => r.message_id);
      return [first, last, again, whole].every((e) => ids.includes(e.id));
    });
    // Image 0 held the subscription session, image 2 a top-up one.
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 1, topUpSessions: 3 });
    const refunds = await db('balance_ledger').where({ userId: u, kind: 'refund' }).orderBy('id');
    expect(refunds.map((r) => [r.idempotencyKey, r.subscriptionDelta, r.topUpDelta])).toEqual([
      [`refund:var-${u}#0`, 1, 0],
      [`refund:var-${u}#2`, 0, 1],
    ]);
  });

  it('refunds no image of a job already refunded as a whole', async () => {
    const u = newUser();
    await fund(u, 0, 5);
    await debit(debitReq(u, `whole-${u}`, 2));
    await db.transaction((trx) => billing.balances.refundIn(trx, u, `whole-${u}`));
    const env = await publishJobFailed(u, `whole-${u}`, { variant: 1, variants: 2 });
    await eventually(async () =>
      db('inbox').where({ consumer: 'billing-job-failed', message_id: env.id }).first(),
    );
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 5 });
    expect(await db('balance_ledger').where({ userId: u, kind: 'refund' })).toHaveLength(1);
  });

  it('ignores a failed job that was never debited', async () => {
    const u = newUser();
    await fund(u, 0, 3);
    const env = await publishJobFailed(u, `nothing-${u}`);
    // Handled once its id is in the consumer's inbox (same transaction as any refund).
    await eventually(async () =>
      db('inbox').where({ consumer: 'billing-job-failed', message_id: env.id }).first(),
    );
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 3 });
  });
});

describe('creditTopUp', () => {
  it('credits a pack once per payment reference', async () => {
    const u = newUser();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => billing.balances.creditTopUp(u, 25, 1499, `pi_${u}`)),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 27 });
    const purchases = await db('top_up_purchases').where({ userId: u });
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ sessions: 25, priceInCents: 1499, status: 'completed' });
  });

  it('refuses an unknown pack and a tampered amount', async () => {
    const u = newUser();
    await expect(billing.balances.creditTopUp(u, 30, 1499, `pi_x_${u}`)).rejects.toThrow(
      /unknown session pack/,
    );
    await expect(billing.balances.creditTopUp(u, 50, 699, `pi_y_${u}`)).rejects.toThrow(/amount/);
    expect(await balanceRow(u)).toBeUndefined();
    expect(await db('top_up_purchases').where({ userId: u })).toHaveLength(0);
  });

  it('refuses a payment already credited to another person', async () => {
    const [u1, u2] = [newUser(), newUser()];
    await billing.balances.creditTopUp(u1, 10, 699, `pi_shared_${u1}`);
    await expect(billing.balances.creditTopUp(u2, 10, 699, `pi_shared_${u1}`)).rejects.toThrow(
      /another account/,
    );
    expect(await expectLedgerMatches(u1)).toEqual({ subscriptionSessions: 0, topUpSessions: 12 });
  });
});

describe('database guards', () => {
  it('never stores a negative balance and keeps the ledger append-only', async () => {
    const u = newUser();
    await billing.queries.balance(u);
    await expect(db('session_balances').where({ userId: u }).update({ topUpSessions: -1 })).rejects.toThrow(
      /not_negative/,
    );
    await expect(db('balance_ledger').where({ userId: u }).del()).rejects.toThrow(/append-only/);
    await expect(
      db('usage_logs').insert({ userId: u, actionType: 'upscale', deductedFrom: 'top_up' }),
    ).rejects.toThrow(/check/);
  });
});

describe('refinements', () => {
  /** A refinement of `chain` under the job key `key`, as ai-jobs asks for it. */
  const refine = (userId: number, key: string, chain: string) => ({
    userId,
    actionType: 'refinement',
    cost: 1,
    idempotencyKey: key,
    geminiSessionId: chain.startsWith('gemini:') ? chain.slice(7) : null,
    refinementChain: chain,
  });
  let nextRoot = 500;
  const resultChain = () => `gemini:${++nextRoot}`;

  it("counts a result's chain itself: the plan's 3 included, then one session each, then NO_SESSIONS", async () => {
    const u = newUser();
    await fund(u, 0, 1);
    const chain = resultChain();
    const answers = [];
    for (let n = 1; n <= 5; n++) answers.push(await debit(refine(u, `edit:${u}:${n}`, chain)));
    expect(answers).toEqual([
      {
        ok: true,
        charged: 0,
        deductedFrom: null,
        refinementNumber: 1,
        balance: { subscriptionSessions: 0, topUpSessions: 1 },
      },
      {
        ok: true,
        charged: 0,
        deductedFrom: null,
        refinementNumber: 2,
        balance: { subscriptionSessions: 0, topUpSessions: 1 },
      },
      {
        ok: true,
        charged: 0,
        deductedFrom: null,
        refinementNumber: 3,
        balance: { subscriptionSessions: 0, topUpSessions: 1 },
      },
      {
        ok: true,
        charged: 1,
        deductedFrom: 'top_up',
        refinementNumber: 4,
        balance: { subscriptionSessions: 0, topUpSessions: 0 },
      },
      { ok: false, code: 'NO_SESSIONS' },
    ]);
    // A replay answers what the first call answered, number included, and changes nothing.
    expect(await debit(refine(u, `edit:${u}:2`, chain))).toMatchObject({
      ok: true,
      charged: 0,
      refinementNumber: 2,
    });
    expect(await debit(refine(u, `edit:${u}:4`, chain))).toMatchObject({
      ok: true,
      charged: 1,
      refinementNumber: 4,
    });
    // Another result's chain has its own included refinements; another person's chain is theirs.
    expect(await debit(refine(u, `edit:${u}:6`, resultChain()))).toMatchObject({
      charged: 0,
      refinementNumber: 1,
    });
    const v = newUser();
    await fund(v, 0, 0);
    expect(await debit(refine(v, `edit:${v}:1`, chain))).toMatchObject({ charged: 0, refinementNumber: 1 });
    // Included refinements are not usage; the charged one is.
    expect(await db('usage_logs').where({ userId: u, actionType: 'refinement' })).toHaveLength(1);
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 0 });
  });

  it('numbers 12 concurrent edits of one result 1 to 12 and charges exactly 12 - 3', async () => {
    const u = newUser();
    await fund(u, 4, 6);
    const chain = resultChain();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => debit(refine(u, `edit:${u}:c${i}`, chain))),
    );
    const numbers = answers.map((a) => (a.ok ? (a.refinementNumber ?? 0) : 0)).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(answers.filter((a) => a.ok && a.charged === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.ok && a.charged === 1)).toHaveLength(9);
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 1 });
    const rows = await db('refinements').where({ userId: u, chain }).orderBy('number');
    expect(rows.map((r) => [r.number, r.included])).toEqual(numbers.map((n) => [n, expect.any(Boolean)]));
    expect(rows.filter((r) => r.included)).toHaveLength(3);
  });

  it('answers NO_SESSIONS past the included ones when 12 come at once on an empty balance', async () => {
    const u = newUser();
    await fund(u, 0, 0);
    const chain = resultChain();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => debit(refine(u, `edit:${u}:e${i}`, chain))),
    );
    const ok = answers.filter((a) => a.ok);
    expect(ok.map((a) => a.ok && a.refinementNumber).sort()).toEqual([1, 2, 3]);
    expect(answers.filter((a) => !a.ok && a.code === 'NO_SESSIONS')).toHaveLength(9);
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 0 });
  });

  it("charges every edit of a plain upload's chain, numbered too", async () => {
    const u = newUser();
    await fund(u, 0, 2);
    const chain = `upload:/uploads/${u}/photo.png`;
    expect(await debit(refine(u, `edit:${u}:u1`, chain))).toMatchObject({
      ok: true,
      charged: 1,
      deductedFrom: 'top_up',
      refinementNumber: 1,
    });
    expect(await debit(refine(u, `edit:${u}:u2`, chain))).toMatchObject({ charged: 1, refinementNumber: 2 });
    expect(await debit(refine(u, `edit:${u}:u3`, chain))).toEqual({ ok: false, code: 'NO_SESSIONS' });
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 0 });
  });

  it("never trusts a caller's count: a refinement without a chain is charged", async () => {
    const u = newUser();
    await fund(u, 0, 1);
    const { refinementChain: _, ...old } = refine(u, `edit:${u}:old`, resultChain());
    expect(await debit({ ...old, refinementNumber: 1 })).toMatchObject({ ok: true, charged: 1 });
    expect(await debit({ ...old, idempotencyKey: `edit:${u}:old2`, refinementNumber: 1 })).toEqual({
      ok: false,
      code: 'NO_SESSIONS',
    });
    expect(await debit(refine(u, `edit:${u}:bad`, 'edit:12'))).toMatchObject({
      ok: false,
      code: 'VALIDATION',
    });
  });

  it('gives a failed included refinement its place back, and refunds a charged one to where it came from', async () => {
    const u = newUser();
    await fund(u, 1, 0);
    const chain = resultChain();
    for (let n = 1; n <= 3; n++) {
      expect(await debit(refine(u, `edit:${u}:r${n}`, chain))).toMatchObject({
        charged: 0,
        refinementNumber: n,
      });
    }
    expect(await debit(refine(u, `edit:${u}:r4`, chain))).toMatchObject({
      charged: 1,
      deductedFrom: 'subscription',
      refinementNumber: 4,
    });
    for (const key of [`edit:${u}:r2`, `edit:${u}:r4`]) await publishJobFailed(u, key);
    await eventually(async () => (await balanceRow(u)).subscriptionSessions === 1);
    await eventually(async () =>
      (await db('refinements').where({ userId: u, chain }).whereNotNull('refundedAt')).length === 2
        ? true
        : null,
    );
    // Number 5 takes the place number 2 gave back; number 6 is charged again.
    expect(await debit(refine(u, `edit:${u}:r5`, chain))).toMatchObject({ charged: 0, refinementNumber: 5 });
    expect(await debit(refine(u, `edit:${u}:r6`, chain))).toMatchObject({ charged: 1, refinementNumber: 6 });
    expect(await expectLedgerMatches(u)).toEqual({ subscriptionSessions: 0, topUpSessions: 0 });
  });

  it('refuses a second refinement with the same number on a chain (unique index)', async () => {
    const u = newUser();
    await db('refinements').insert({
      userId: u,
      chain: 'gemini:1',
      number: 1,
      debitKey: `x:${u}:1`,
      included: true,
    });
    await expect(
      db('refinements').insert({
        userId: u,
        chain: 'gemini:1',
        number: 1,
        debitKey: `x:${u}:2`,
        included: true,
      }),
    ).rejects.toThrow(/refinements_chain_number_unique/);
  });
});

describe('GraphQL', () => {
  it('lists the seeded plans (idempotent seed)', async () => {
    await new PlansRepository(db).upsert(PLAN_SEEDS);
    const r = await gql(
      null,
      '{ subscriptionPlans { name displayName priceMonthly priceAnnual sessionsPerMonth features } }',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.subscriptionPlans.map((p: { name: string }) => p.name)).toEqual([
      'free',
      'standard',
      'pro',
    ]);
    expect(r.data!.subscriptionPlans[1]).toMatchObject({
      priceMonthly: 1999,
      priceAnnual: 19190,
      sessionsPerMonth: 30,
    });
    expect(r.data!.subscriptionPlans[1].features.length).toBeGreaterThan(0);
  });

  it('shows the balance, subscription, usage and analytics of the owner', async () => {
    const u = newUser();
    let r = await gql(u, entityQuery(u, 'sessionBalance { subscriptionSessions topUpSessions balance }'));
    expect(r.errors).toBeUndefined();
    expect(r.data!._entities[0].sessionBalance).toEqual({
      subscriptionSessions: 0,
      topUpSessions: 2,
      balance: 2,
    });

    await debit(debitReq(u, `g-${u}`));
    const plan = await db('subscription_plans').where({ name: 'standard' }).first();
    await db('user_subscriptions').insert({
      userId: u,
      planId: plan.id,
      stripeSubscriptionId: `sub_${u}`,
      status: 'active',
      currentPeriodStart: new Date('2026-01-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-02-01T00:00:00Z'),
    });
    r = await gql(
      u,
      entityQuery(
        u,
        `subscriptionInfo { balance { subscriptionSessions topUpSessions }
           subscription { planId status billingCycle currentPeriodStart currentPeriodEnd cancelAtPeriodEnd plan { name } } }
         usageLogs { id createdAt actionType sessionsCost deductedFrom }
         usageAnalytics { currentBalance isFirstTimeUser hasUsedSessions avgSessionsPerWeek totalSessions }`,
      ),
    );
    expect(r.errors).toBeUndefined();
    const user = r.data!._entities[0];
    expect(user.subscriptionInfo).toEqual({
      balance: { subscriptionSessions: 0, topUpSessions: 1 },
      subscription: {
        planId: plan.id,
        status: 'active',
        billingCycle: 'monthly',
        currentPeriodStart: '2026-01-01T00:00:00.000Z',
        currentPeriodEnd: '2026-02-01T00:00:00.000Z',
        cancelAtPeriodEnd: false,
        plan: { name: 'standard' },
      },
    });
    expect(user.usageLogs).toEqual([
      expect.objectContaining({ actionType: 'virtual_tryon', sessionsCost: 1, deductedFrom: 'free_trial' }),
    ]);
    expect(user.usageAnalytics).toEqual({
      currentBalance: 1,
      isFirstTimeUser: false,
      hasUsedSessions: true,
      avgSessionsPerWeek: 1,
      totalSessions: 1,
    });
  });

  it('a new person with no subscription: null subscription, first-time user', async () => {
    const u = newUser();
    const r = await gql(
      u,
      entityQuery(
        u,
        'subscriptionInfo { subscription { status } } usageLogs { id } usageAnalytics { currentBalance isFirstTimeUser hasUsedSessions avgSessionsPerWeek totalSessions }',
      ),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!._entities[0]).toEqual({
      subscriptionInfo: { subscription: null },
      usageLogs: [],
      usageAnalytics: {
        currentBalance: 2,
        isFirstTimeUser: true,
        hasUsedSessions: false,
        avgSessionsPerWeek: 0,
        totalSessions: 0,
      },
    });
  });

  it('answers the enum fields beside the deprecated strings: usage, checkout and subscription', async () => {
    const u = newUser();
    await debit(debitReq(u, `e-${u}`));
    const logs = await gql(u, entityQuery(u, 'usageLogs { action actionType source deductedFrom }'));
    expect(logs.errors).toBeUndefined();
    expect(logs.data!._entities[0].usageLogs).toEqual([
      {
        action: 'virtual_tryon',
        actionType: 'virtual_tryon',
        source: 'free_trial',
        deductedFrom: 'free_trial',
      },
    ]);

    const started = await gql(
      u,
      'mutation { createSubscriptionCheckout(planName: "standard", cycle: annual) { url } }',
    );
    expect(started.errors).toBeUndefined();
    const id = started.data!.createSubscriptionCheckout.url.split('/').pop();
    const view = await gql(
      u,
      `{ sandboxCheckout(id: "${id}") { kind mode state status cycle billingPeriod amountInCents } }`,
    );
    expect(view.data!.sandboxCheckout).toEqual({
      kind: 'subscription',
      mode: 'subscription',
      state: 'open',
      status: 'open',
      cycle: 'annual',
      billingPeriod: 'annual',
      amountInCents: 19190,
    });
    await billing.sandboxCheckout.pay({ userId: u, role: 'user', ip: null }, id);
    const info = await gql(
      u,
      entityQuery(u, 'subscriptionInfo { subscription { state status cycle billingCycle } }'),
    );
    expect(info.data!._entities[0].subscriptionInfo.subscription).toEqual({
      state: 'active',
      status: 'active',
      cycle: 'annual',
      billingCycle: 'annual',
    });
    const pack = await gql(u, 'mutation { createTopUpCheckout(amount: 699, sessions: 10) { url } }');
    const packId = pack.data!.createTopUpCheckout.url.split('/').pop();
    const packView = await gql(u, `{ sandboxCheckout(id: "${packId}") { kind state cycle billingPeriod } }`);
    expect(packView.data!.sandboxCheckout).toEqual({
      kind: 'payment',
      state: 'open',
      cycle: null,
      billingPeriod: null,
    });
  });

  it('takes the plan checkout cycle as cycle or the deprecated billingPeriod: exactly one of them', async () => {
    const checkout = (args: string) =>
      gql(newUser(), `mutation { createSubscriptionCheckout(planName: "pro", ${args}) { url } }`);
    for (const args of [
      'cycle: monthly',
      'billingPeriod: "monthly"',
      'cycle: annual, billingPeriod: "annual"',
    ]) {
      const r = await checkout(args);
      expect([args, r.errors]).toEqual([args, undefined]);
      expect(r.data!.createSubscriptionCheckout.url).toMatch(/^\/sandbox-checkout\/cs_sandbox_/);
    }
    for (const [args, message] of [
      ['cycle: monthly, billingPeriod: "annual"', 'Invalid data: give cycle or billingPeriod, not both'],
      ['billingPeriod: "weekly"', 'Invalid data: billingPeriod must be monthly or annual'],
      ['billingPeriod: ""', 'Invalid data: billingPeriod must be monthly or annual'],
    ]) {
      const r = await checkout(args);
      expect([args, r.errors?.[0]?.extensions?.code, r.errors?.[0]?.message]).toEqual([
        args,
        'VALIDATION',
        message,
      ]);
    }
    const neither = await gql(newUser(), 'mutation { createSubscriptionCheckout(planName: "pro") { url } }');
    expect(neither.errors?.[0]).toMatchObject({
      message: 'Missing required field: cycle',
      extensions: { code: 'VALIDATION' },
    });
  });

  it("refuses another person's balance unless admin, and visitors", async () => {
    const [u, other] = [newUser(), newUser()];
    let r = await gql(other, entityQuery(u, 'sessionBalance { balance }'));
    expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    r = await gql(null, entityQuery(u, 'sessionBalance { balance }'));
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    r = await gql(other, entityQuery(u, 'sessionBalance { balance }'), 'admin');
    expect(r.errors).toBeUndefined();
    expect(r.data!._entities[0].sessionBalance.balance).toBe(2);
  });
});

describe('subscription periods (sandbox provider)', () => {
  const DAY = 24 * 60 * 60 * 1000;

  async function subscribe(userId: number, planName: string, billingPeriod: 'monthly' | 'annual') {
    const caller = { userId, role: 'user' as const, ip: null };
    const { url } = await billing.checkout.subscribe(caller, { planName, billingPeriod });
    await billing.sandboxCheckout.pay(caller, url.split('/').pop()!);
    const { subscription } = await billing.queries.subscriptionStatus(userId);
    return subscription!;
  }

  async function resets(userId: number) {
    return db('balance_ledger')
      .where({ userId, kind: 'reset' })
      .count({ n: '*' })
      .first()
      .then((r) => Number(r!.n));
  }

  it("resets an annual plan's sessions every month, once, even with two replicas sweeping at once", async () => {
    const u = newUser();
    const sub = await subscribe(u, 'pro', 'annual');
    expect(sub.billingCycle).toBe('annual');
    expect(await balanceRow(u)).toEqual({ subscriptionSessions: 100, topUpSessions: 2 });
    for (let i = 0; i < 3; i++) expect((await debit(debitReq(u, `annual-${u}-${i}`))).ok).toBe(true);
    expect(await balanceRow(u)).toEqual({ subscriptionSessions: 97, topUpSessions: 2 });

    const start = new Date(sub.currentPeriodStart!).getTime();
    // Still the first month: nothing to do.
    await billing.renewals.sweep(new Date(start + 20 * DAY));
    expect(await balanceRow(u)).toEqual({ subscriptionSessions: 97, topUpSessions: 2 });
    // The second month: back to 100, once, whatever the number of sweeps.
    const month2 = new Date(start + 40 * DAY);
    await Promise.all([billing.renewals.sweep(month2), billing.renewals.sweep(month2)]);
    await billing.renewals.sweep(month2);
    expect(await balanceRow(u)).toEqual({ subscriptionSessions: 100, topUpSessions: 2 });
    expect(await resets(u)).toBe(2);
    expect((await debit(debitReq(u, `annual-${u}-x`))).ok).toBe(true);
    await billing.renewals.sweep(new Date(start + 70 * DAY));
    expect(await balanceRow(u)).toEqual({ subscriptionSessions: 100, topUpSessions: 2 });
    expect(await resets(u)).toBe(3);
    await expectLedgerMatches(u);
  });

  it('renews a monthly sandbox subscription at its period end, and ends one cancelled at the period end', async () => {
    const u = newUser();
    const sub = await subscribe(u, 'standard', 'monthly');
    expect((await debit(debitReq(u, `monthly-${u}`))).ok).toBe(true);
    expect(await balanceRow(u)).toEqual({ subscriptionSessions: 29, topUpSessions: 2 });
    const end = new Date(sub.currentPeriodEnd!).getTime();

    await billing.renewals.sweep(new Date(end + 1000));
    const renewed = (await billing.queries.subscriptionStatus(u)).subscription!;
    expect(new Date(renewed.currentPeriodStart!).getTime()).toBe(end);
    expect(await balanceRow(u)).toEqual({ subscriptionSessions: 30, topUpSessions: 2 });

    await billing.sandboxCheckout.setCancelAtPeriodEnd({ userId: u, role: 'user', ip: null }, true);
    await billing.renewals.sweep(new Date(new Date(renewed.currentPeriodEnd!).getTime() + 1000));
    const after = await billing.queries.subscriptionStatus(u);
    expect(after.subscription).toBeNull();
    // Subscription sessions end with the subscription; top-up sessions never expire.
    expect(after.balance).toEqual({ subscriptionSessions: 0, topUpSessions: 2 });
    await expectLedgerMatches(u);
  });
});

describe('the refinements migration', () => {
  it('counts the refinements debited before it on their chains, in order, refunds included', async () => {
    const u = newUser();
    const ledger = (key: string, topUpDelta: number, reference: string | null, kind = 'debit') => ({
      userId: u,
      kind,
      subscriptionDelta: 0,
      topUpDelta,
      idempotencyKey: key,
      reference,
    });
    await db.transaction(async (trx) => {
      await billingRefinements.down(trx);
      await trx('balance_ledger').insert([
        ledger(`debit:edit:${u}01`, 0, '4242'),
        ledger(`debit:edit:${u}02`, 0, '4242'),
        ledger(`debit:edit:${u}03`, -1, '4242'),
        ledger(`refund:edit:${u}02`, 0, `edit:${u}02`, 'refund'),
        ledger(`debit:edit:${u}04`, -1, null), // an upload's edit: no chain known
        ledger(`debit:gemini:${u}05`, -1, '4242'), // a generation, not a refinement
      ]);
      await billingRefinements.up(trx);
    });
    const rows = await db('refinements').where({ userId: u }).orderBy('number');
    expect(rows.map((r) => [r.chain, r.number, r.debitKey, r.included, r.refundedAt !== null])).toEqual([
      ['gemini:4242', 1, `debit:edit:${u}01`, true, false],
      ['gemini:4242', 2, `debit:edit:${u}02`, true, true],
      ['gemini:4242', 3, `debit:edit:${u}03`, false, false],
    ]);
    // The chain goes on from there: number 4, and included (number 2 gave its place back).
    const next = await debit({
      userId: u,
      actionType: 'refinement',
      cost: 1,
      idempotencyKey: `edit:${u}06`,
      geminiSessionId: '4242',
      refinementChain: 'gemini:4242',
    });
    expect(next).toMatchObject({ ok: true, charged: 0, refinementNumber: 4 });
  });
});

describe('migration: usage rows of the free trial', () => {
  it("marks a person's first top-up debits within the trial as free_trial, not counting refunded ones", async () => {
    const u = newUser();
    await billing.queries.balance(u); // the trial grant of 2
    const row = (key: string, minutes: number, deductedFrom = 'top_up') => ({
      userId: u,
      actionType: 'virtual_tryon',
      sessionsCost: 1,
      deductedFrom,
      metadata: { idempotencyKey: key },
      createdAt: new Date(Date.UTC(2026, 0, 1, 10, minutes)),
    });
    await db.transaction(async (trx) => {
      await billingUsageFreeTrial.down(trx);
      await trx('usage_logs').insert([
        row(`m1-${u}`, 1),
        row(`m2-${u}`, 2), // refunded: paid by the trial, whose session came back
        row(`m3-${u}`, 3, 'subscription'),
        row(`m4-${u}`, 4),
        row(`m5-${u}`, 5),
      ]);
      await trx('balance_ledger').insert({
        userId: u,
        kind: 'refund',
        subscriptionDelta: 0,
        topUpDelta: 0,
        idempotencyKey: `refund:m2-${u}`,
      });
      await billingUsageFreeTrial.up(trx);
    });
    const logs = await db('usage_logs').where({ userId: u }).orderBy('createdAt');
    expect(logs.map((l) => l.deductedFrom)).toEqual([
      'free_trial',
      'free_trial',
      'subscription',
      'free_trial',
      'top_up',
    ]);
    // The constraint takes free_trial and still refuses anything else.
    await expect(db('usage_logs').insert(row(`m6-${u}`, 6, 'promo'))).rejects.toThrow(/deducted_from_check/);
  });
});
