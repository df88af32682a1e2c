import { AckPolicy } from '@nats-io/jetstream';
import { JobRequested, STREAMS, buildEnvelope } from '@tryon/proto-events';
import {
  createDb,
  ensureStreams,
  migrate,
  outboxInboxMigration,
  renderMetrics,
  watchOutbox,
  watchWorkQueue,
  type Db,
  type Nats,
} from '@tryon/kit';
import { createTestDatabase, eventually, freshNats } from '../../../test-support/infra.js';
import { seriesValue } from '../../../test-support/metrics.js';

// The gauges read at scrape time, against the real things: an outbox table in Postgres and a JetStream
// work-queue consumer.

const SCHEMA = 'kitmetrics';
let db: Db;
let nats: Nats;
let drop: () => Promise<void>;

beforeAll(async () => {
  const tdb = await createTestDatabase();
  drop = tdb.drop;
  db = createDb({ url: tdb.url, schema: SCHEMA });
  await migrate(db, SCHEMA, [outboxInboxMigration]);
  nats = await freshNats('kit-metrics');
  await ensureStreams(nats.jsm);
});

afterAll(async () => {
  await nats?.nc.close();
  await db?.destroy();
  await drop?.();
});

const scrapeText = async () => (await renderMetrics()).body;

it('reports the outbox backlog: unsent rows and the age of the oldest, per service', async () => {
  const row = (id: string, ageSeconds: number, sent: boolean) => ({
    id,
    subject: 'kit.test.v1',
    payload: JSON.stringify({}),
    created_at: db.raw(`now() - interval '${ageSeconds} seconds'`),
    sent_at: sent ? db.fn.now() : null,
  });
  await db('outbox').insert([
    row('00000000-0000-4000-8000-000000000001', 90, true),
    row('00000000-0000-4000-8000-000000000002', 30, false),
    row('00000000-0000-4000-8000-000000000003', 1, false),
  ]);
  const stop = watchOutbox(db, 'kit-test');

  let text = await scrapeText();
  expect(seriesValue(text, 'outbox_unsent_events', { service: 'kit-test' })).toBe(2);
  const age = seriesValue(text, 'outbox_oldest_unsent_age_seconds', { service: 'kit-test' })!;
  expect(age).toBeGreaterThanOrEqual(30);
  expect(age).toBeLessThan(80);

  await db('outbox').update({ sent_at: db.fn.now() });
  text = await scrapeText();
  expect(seriesValue(text, 'outbox_unsent_events', { service: 'kit-test' })).toBe(0);
  expect(seriesValue(text, 'outbox_oldest_unsent_age_seconds', { service: 'kit-test' })).toBe(0);

  stop();
  expect(seriesValue(await scrapeText(), 'outbox_unsent_events', { service: 'kit-test' })).toBeUndefined();
});

it('reports a work queue: jobs waiting, jobs in progress, and the age of the oldest', async () => {
  const stream = STREAMS.aiJobsWork.name;
  const durable = 'kit-metrics-workers';
  await nats.jsm.consumers.add(stream, {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    filter_subject: JobRequested.subject,
  });
  for (const id of [1, 2, 3]) {
    const env = buildEnvelope(
      JobRequested,
      { key: `gemini:${id}`, kind: 'person_generation', id, userId: 1 },
      {
        producer: 'kit-test',
      },
    );
    await nats.js.publish(JobRequested.subject, JSON.stringify(env), { msgID: env.id });
  }
  const stop = watchWorkQueue(nats.jsm, stream, durable);
  const labels = { stream, consumer: durable };

  let text = await scrapeText();
  expect(seriesValue(text, 'workqueue_pending_messages', labels)).toBe(3);
  expect(seriesValue(text, 'workqueue_in_progress_messages', labels)).toBe(0);
  // The oldest message turns one second old.
  const age = await eventually(async () => {
    const a = seriesValue(await scrapeText(), 'workqueue_oldest_message_age_seconds', { stream });
    return a !== undefined && a >= 1 ? a : null;
  });
  expect(age).toBeGreaterThanOrEqual(1);
  expect(age).toBeLessThan(30);

  // One taken by a worker, not yet acknowledged: in progress, no longer waiting.
  const consumer = await nats.js.consumers.get(stream, durable);
  const taken = await consumer.next({ expires: 2000 });
  text = await scrapeText();
  expect(seriesValue(text, 'workqueue_pending_messages', labels)).toBe(2);
  expect(seriesValue(text, 'workqueue_in_progress_messages', labels)).toBe(1);

  // All done: the work-queue stream is empty and the oldest age drops to 0.
  await taken!.ackAck();
  for (let i = 0; i < 2; i++) await (await consumer.next({ expires: 2000 }))!.ackAck();
  text = await scrapeText();
  expect(seriesValue(text, 'workqueue_pending_messages', labels)).toBe(0);
  expect(seriesValue(text, 'workqueue_in_progress_messages', labels)).toBe(0);
  expect(seriesValue(text, 'workqueue_oldest_message_age_seconds', { stream })).toBe(0);

  stop();
  expect(seriesValue(await scrapeText(), 'workqueue_pending_messages', labels)).toBeUndefined();
});
