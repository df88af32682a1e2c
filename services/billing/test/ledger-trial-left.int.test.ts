import type { Db } from '@tryon/kit';
import { migratedTestDb } from '../../../test-support/infra.js';
import { SCHEMA } from '../src/app.js';
import { BalancesRepository } from '../src/data/balances.repository.js';
import { migrations } from '../src/migrations/index.js';

// A top-up debit reads how much of the free trial is left with the person's balance row locked: that read
// must not grow with the person's history (every debit and refund they ever had).

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await migratedTestDb(SCHEMA, migrations));
});

afterAll(async () => {
  await drop?.();
});

let entriesMade = 0;

/** Appends ledger entries of `userId` straight in the table: [kind, topUpDelta] each. */
async function ledger(userId: number, entries: [string, number][]): Promise<void> {
  await db('balance_ledger').insert(
    entries.map(([kind, topUpDelta]) => ({
      userId,
      kind,
      topUpDelta,
      idempotencyKey: `test:${userId}:${++entriesMade}`,
    })),
  );
}

const trialLeft = (userId: number, topUpSessions: number) =>
  db.transaction((trx) => new BalancesRepository(db).trialLeft(trx, userId, topUpSessions));

it('counts the trial granted, less what credits since then added, whatever debits and refunds there were', async () => {
  // The trial of 2, one session used: 1 of the trial left.
  await ledger(801, [
    ['grant', 2],
    ['debit', -1],
  ]);
  expect(await trialLeft(801, 1)).toBe(1);
  // The trial of 2, a pack of 10, five used and one of them refunded: the pool holds 8, all bought.
  await ledger(802, [
    ['grant', 2],
    ['purchase', 10],
    ['debit', -1],
    ['debit', -1],
    ['debit', -1],
    ['debit', -1],
    ['debit', -1],
    ['refund', 1],
  ]);
  expect(await trialLeft(802, 8)).toBe(0);
  // The trial of 2 and a pack of 5, one used: the pool holds 6, of which 1 is trial.
  await ledger(803, [
    ['grant', 2],
    ['purchase', 5],
    ['debit', -1],
  ]);
  expect(await trialLeft(803, 6)).toBe(1);
  // A revocation takes back credits: the trial of 2, a pack of 5 revoked, nothing used: 2 of the trial.
  await ledger(804, [
    ['grant', 2],
    ['purchase', 5],
    ['revoke', -5],
  ]);
  expect(await trialLeft(804, 2)).toBe(2);
});

it("reads a person's credits through their index, not their whole ledger", async () => {
  // A person with 3,000 debits and refunds, and their trial.
  await ledger(805, [['grant', 2]]);
  await ledger(
    805,
    Array.from({ length: 3000 }, (_, i): [string, number] => [i % 10 === 9 ? 'refund' : 'debit', 0]),
  );
  await db.raw('ANALYZE balance_ledger');
  let statement: { sql: string; bindings: readonly unknown[] } | undefined;
  const capture = (q: { sql: string; bindings: readonly unknown[] }) => {
    if (/balance_ledger/.test(q.sql)) statement ??= q;
  };
  db.on('query', capture);
  await trialLeft(805, 2);
  db.off('query', capture);
  const plan = await db.transaction(async (trx) => {
    // A scan of the whole table is never what this read should need.
    await trx.raw('SET LOCAL enable_seqscan = off');
    // (knex's event gives the statement as sent, with $n placeholders; knex.raw takes ?)
    const sql = statement!.sql.replace(/\$\d+/g, '?');
    const { rows } = await trx.raw(`EXPLAIN ${sql}`, statement!.bindings as never);
    return (rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('balance_ledger_credits_idx');
});
