import type { Db } from '@tryon/kit';
import { migratedTestDb } from '../../../test-support/infra.js';
import { migrations } from '../src/migrations/index.js';
import { SCHEMA } from '../src/app.js';
import { SessionsRepository } from '../src/data/sessions.repository.js';
import { ApiConfigRepository } from '../src/data/api-config.repository.js';

// The worker reads, counts and looks up the provider settings of hundreds of jobs at once: the calls made
// together go to Postgres as one statement each, and each caller still gets its own answer.

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

const sessionsRepo = () => new SessionsRepository(db);

async function newSessions(repo: SessionsRepository, n: number) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    rows.push(
      await repo.insertSession({ userId: 100 + i, sessionType: 'person_generation', gender: 'female' }),
    );
  }
  statements.length = 0;
  return rows;
}

it('reads the sessions asked for together in one query, each caller its own row (a copy)', async () => {
  const repo = sessionsRepo();
  const made = await newSessions(repo, 30);
  const ids = [...made.map((s) => s.id), made[0]!.id, 999_999];
  const rows = await Promise.all(ids.map((id) => repo.findSession(id)));
  expect(statements.filter((s) => /from "gemini_sessions"/i.test(s))).toHaveLength(1);
  expect(rows.slice(0, 30).map((r) => [r?.id, r?.userId])).toEqual(made.map((s) => [s.id, s.userId]));
  expect(rows[30]).toEqual(rows[0]);
  expect(rows[30]).not.toBe(rows[0]); // a runner updates its own copy
  expect(rows[31]).toBeUndefined();
  // Inside a transaction the read is the transaction's own.
  await db.transaction(async (trx) => {
    await trx('gemini_sessions').where({ id: made[1]!.id }).update({ status: 'processing' });
    expect((await repo.findSession(made[1]!.id, trx))?.status).toBe('processing');
  });
});

it('counts attempts asked for together in one statement, twice for an id asked twice', async () => {
  const repo = sessionsRepo();
  const [a, b] = await newSessions(repo, 2);
  const counts = await Promise.all([
    repo.countAttempt('session', a!.id),
    repo.countAttempt('session', b!.id),
    repo.countAttempt('session', a!.id),
    repo.countAttempt('session', 999_999),
  ]);
  expect(statements.filter((s) => /^update/i.test(s))).toHaveLength(1);
  expect(counts).toEqual([1, 1, 2, 0]);
  // The counts are stored, and the next call goes on from them.
  expect(await repo.countAttempt('session', a!.id)).toBe(3);
  const stored = await db('gemini_sessions').whereIn('id', [a!.id, b!.id]).orderBy('id');
  expect(stored.map((r: { attempts: number }) => r.attempts)).toEqual([3, 1]);
});

it('reads the provider settings once for the calls made while a read runs, and again afterwards', async () => {
  const config = new ApiConfigRepository(db);
  await config.set('active_api', 'fashn', null, 1);
  statements.length = 0;
  const answers = await Promise.all(Array.from({ length: 20 }, () => config.values()));
  expect(statements).toHaveLength(1);
  expect(answers.every((a) => a.active_api === 'fashn')).toBe(true);
  await config.set('active_api', 'gemini', null, 1);
  expect((await config.values()).active_api).toBe('gemini');
});
