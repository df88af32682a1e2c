import type { JetStreamManager } from '@nats-io/jetstream';
import type { Db } from './db.js';
import { metricGauge, onScrape } from './metrics.js';

const outboxUnsent = metricGauge(
  'outbox_unsent_events',
  'Events committed to the outbox and not yet published to JetStream, by service',
  ['service'],
);
const outboxOldest = metricGauge(
  'outbox_oldest_unsent_age_seconds',
  'Age of the oldest unpublished outbox event (0 when none), by service',
  ['service'],
);

/** Seconds since `time` (0 for none or a time in the future). */
export function ageSeconds(time: Date | string | null | undefined, now = Date.now()): number {
  if (time === null || time === undefined) return 0;
  const t = new Date(time).getTime();
  return Number.isFinite(t) && t > 0 ? Math.max(0, (now - t) / 1000) : 0;
}

/** Reads the outbox backlog of `db` at every scrape; returns the function that stops (and drops the series). */
export function watchOutbox(db: Db, service: string): () => void {
  const labels = { service };
  const stop = onScrape(`outbox:${service}`, async () => {
    // The partial index on unsent rows (outbox_unsent_idx) keeps this cheap however many were sent.
    const row = (await db('outbox')
      .whereNull('sent_at')
      .first(db.raw('count(*)::int as unsent'), db.raw('min(created_at) as oldest'))) as
      { unsent: number; oldest: Date | null } | undefined;
    outboxUnsent.set(labels, row?.unsent ?? 0);
    outboxOldest.set(labels, ageSeconds(row?.oldest));
  });
  return () => {
    stop();
    outboxUnsent.remove(labels);
    outboxOldest.remove(labels);
  };
}

const queuePending = metricGauge(
  'workqueue_pending_messages',
  'Messages of a work-queue consumer not yet delivered to any worker (JetStream num_pending)',
  ['stream', 'consumer'],
);
const queueInProgress = metricGauge(
  'workqueue_in_progress_messages',
  'Messages delivered to a worker and not yet acknowledged (JetStream num_ack_pending)',
  ['stream', 'consumer'],
);
const queueOldest = metricGauge(
  'workqueue_oldest_message_age_seconds',
  'Age of the oldest message still in a work-queue stream, waiting or in progress (0 when empty)',
  ['stream'],
);

/**
 * Reads a work-queue consumer's depth from the NATS server at every scrape: messages waiting, messages in
 * progress, and the age of the oldest one (a work-queue stream removes a message once it is acknowledged,
 * so its first message is the oldest job not done). Returns the function that stops.
 */
export function watchWorkQueue(jsm: JetStreamManager, stream: string, consumer: string): () => void {
  const labels = { stream, consumer };
  const stop = onScrape(`workqueue:${stream}:${consumer}`, async () => {
    const [ci, si] = await Promise.all([jsm.consumers.info(stream, consumer), jsm.streams.info(stream)]);
    queuePending.set(labels, ci.num_pending);
    queueInProgress.set(labels, ci.num_ack_pending);
    queueOldest.set({ stream }, si.state.messages > 0 ? ageSeconds(si.state.first_ts) : 0);
  });
  return () => {
    stop();
    queuePending.remove(labels);
    queueInProgress.remove(labels);
    queueOldest.remove({ stream });
  };
}
