import type { Knex } from 'knex';
import type { Db } from '@tryon/kit';
import { migratedTestDb } from '../../../test-support/infra.js';
import { migrations } from '../src/migrations/index.js';
import { SCHEMA } from '../src/app.js';
import { RecipientsRepository } from '../src/mail/recipients.repository.js';

// Every balance change locks its person's mail row (the low-balance alert reads and updates it): a burst of
// debits makes hundreds of such locks, so the usual case, a row that exists, is one statement.

let db: Db;
let drop: () => Promise<void>;
let statements: string[];

beforeAll(async () => {
  ({ db, drop, statements } = await migratedTestDb(SCHEMA, migrations));
});

afterAll(async () => {
  await drop?.();
});

beforeEach(() => {
  statements.length = 0;
});

const inTransaction = <T>(fn: (trx: Knex.Transaction) => Promise<T>) =>
  db.transaction(async (trx) => {
    statements.length = 0; // the transaction's BEGIN is not the repository's
    return fn(trx);
  });

it("locks an existing person's row in one statement", async () => {
  const recipients = new RecipientsRepository(db);
  await recipients.registered(db, 501, 'a501@example.com', 'Ann');
  const row = await inTransaction(async (trx) => {
    const locked = await recipients.lock(trx, 501);
    expect(statements).toEqual([expect.stringMatching(/^select \* from "mail_recipients" .* for update$/i)]);
    return locked;
  });
  expect(row).toMatchObject({ userId: 501, email: 'a501@example.com', firstName: 'Ann' });
});

it('creates the row of a person it has not heard of yet, and locks it', async () => {
  const recipients = new RecipientsRepository(db);
  const row = await inTransaction((trx) => recipients.lock(trx, 502));
  expect(row).toMatchObject({ userId: 502, email: null });
  expect(await recipients.find(502)).toMatchObject({ userId: 502 });
});

it('holds the lock until the transaction ends', async () => {
  const recipients = new RecipientsRepository(db);
  await recipients.registered(db, 503, 'a503@example.com', null);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const first = db.transaction(async (trx) => {
    await recipients.lock(trx, 503);
    locked();
    await held;
  });
  await isLocked;
  // A second lock waits for the first transaction: NOWAIT makes the wait an error to assert on.
  await expect(
    db.transaction((trx) => trx('mail_recipients').where({ userId: 503 }).forUpdate().noWait().first()),
  ).rejects.toThrow(/could not obtain lock/);
  release();
  await first;
});
