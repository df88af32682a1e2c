import { AppError, OutboxWriter, type CallerContext, type Db } from '@tryon/kit';
import { migratedTestDb } from '../../../test-support/infra.js';
import { migrations } from '../src/migrations/index.js';
import { SCHEMA } from '../src/app.js';
import { SessionsRepository } from '../src/data/sessions.repository.js';
import type { ApiConfigRepository } from '../src/data/api-config.repository.js';
import {
  JobsService,
  KEY_OTHER_KIND_MESSAGE,
  KEY_OTHER_REQUEST_MESSAGE,
} from '../src/domain/jobs.service.js';
import { FakeClients, silentLogger } from './fakes.js';

// Issue 41, finding 6: one request key (the REST Idempotency-Key, the GraphQL requestId) is a person's for
// one kind of job and one request, across generations and try-ons (gemini_sessions) and edits
// (conversational_edit_sessions): reused for anything else it answers 409 and charges nothing.

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await migratedTestDb(SCHEMA, migrations));
});

afterAll(async () => {
  await drop?.();
});

function setup() {
  const clients = new FakeClients();
  clients.images.set('/uploads/7/me.png', { userId: 7, key: 'uploads/7/me.png' });
  const jobs = new JobsService({
    db,
    sessions: new SessionsRepository(db),
    apiConfig: {} as ApiConfigRepository,
    clients: clients.asClients(),
    logger: silentLogger,
    outbox: new OutboxWriter({ db, producer: 'ai-jobs', relay: { kick: () => {} } }),
    keys: { gemini: false, fashn: false },
  });
  return { jobs, clients };
}

const ann: CallerContext = { userId: 7, role: 'user', ip: '10.0.0.7' };
const edit = { baseImageUrl: '/uploads/7/me.png', editInstructions: 'make it blue' };

async function outcome(call: Promise<unknown>): Promise<unknown> {
  try {
    return { ok: await call };
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, message: err.message };
    throw err;
  }
}

it('refuses an edit key used for a generation (one after the other, or at once), charging once', async () => {
  const t = setup();
  const first = await t.jobs.editImage(ann, { ...edit, requestId: 'key-edit-then-gen' });
  expect(await outcome(t.jobs.generatePerson(ann, { requestId: 'key-edit-then-gen' }))).toEqual({
    code: 'CONFLICT',
    message: KEY_OTHER_KIND_MESSAGE,
  });
  expect(
    await outcome(
      t.jobs.editImage(ann, { ...edit, editInstructions: 'red', requestId: 'key-edit-then-gen' }),
    ),
  ).toEqual({
    code: 'CONFLICT',
    message: KEY_OTHER_REQUEST_MESSAGE,
  });
  // The same edit again answers the first job.
  expect((await t.jobs.editImage(ann, { ...edit, requestId: 'key-edit-then-gen' })).id).toBe(first.id);
  expect(t.clients.debits).toHaveLength(1);
  expect(await db('gemini_sessions').where({ userId: 7, requestId: 'key-edit-then-gen' })).toEqual([]);

  // Both at once: one starts, the other is refused.
  const both = await Promise.all([
    outcome(t.jobs.editImage(ann, { ...edit, requestId: 'key-at-once' })),
    outcome(t.jobs.generatePerson(ann, { requestId: 'key-at-once' })),
  ]);
  expect(both.filter((o) => (o as { ok?: unknown }).ok)).toHaveLength(1);
  expect(both.filter((o) => (o as { code?: string }).code === 'CONFLICT')).toHaveLength(1);
  expect(t.clients.debits).toHaveLength(2);
  const rows =
    Number((await db('gemini_sessions').where({ requestId: 'key-at-once' }).count({ n: '*' }))[0]!.n) +
    Number(
      (await db('conversational_edit_sessions').where({ requestId: 'key-at-once' }).count({ n: '*' }))[0]!.n,
    );
  expect(rows).toBe(1);
});
