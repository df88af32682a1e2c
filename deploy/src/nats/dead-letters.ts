// Dead letters: the messages a consumer gave up on (invalid, or failing too often), parked by kit on
// `deadletter.<original subject>` in the DEADLETTER stream with the reason and the consumer in headers.
// Listing them, and replaying one onto its original subject once the cause is fixed.
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { STREAMS } from '@tryon/proto-events';

const DEAD_LETTER_PREFIX = 'deadletter.';
/** Headers kit's `deadLetter` adds (services/kit/src/work-queue.ts); not carried over on a replay. */
const REASON = 'x-dead-letter-reason';
const CONSUMER = 'x-dead-letter-consumer';
/** Set on a replayed message: the dead letter's sequence. */
export const REPLAYED_FROM_HEADER = 'x-replayed-from-dead-letter';

export interface DeadLetter {
  seq: number;
  time: string;
  /** The subject it was consumed from, where a replay publishes it again. */
  subject: string;
  consumer: string;
  reason: string;
}

/**
 * Connects with NATS_URL (credentials in it, or NATS_USER / NATS_PASSWORD): the bus's `admin` user, the
 * only one allowed to read the dead letters and publish on every service's subjects.
 */
export async function connectAdmin(env: NodeJS.ProcessEnv = process.env): Promise<NatsConnection> {
  const raw = env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const url = new URL(raw.includes('://') ? raw : `nats://${raw}`);
  const user = env.NATS_USER || decodeURIComponent(url.username) || undefined;
  const pass = env.NATS_USER ? env.NATS_PASSWORD : decodeURIComponent(url.password) || undefined;
  return connect({ servers: `${url.hostname}:${url.port || 4222}`, user, pass, name: 'dead-letters-cli' });
}

/** The dead letters still in the stream, oldest first (at most `limit`). */
export async function listDeadLetters(jsm: JetStreamManager, limit = 100): Promise<DeadLetter[]> {
  const info = await jsm.streams.info(STREAMS.deadLetter.name);
  const out: DeadLetter[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && out.length < limit; seq++) {
    const m = await jsm.streams.getMessage(STREAMS.deadLetter.name, { seq }).catch(() => null);
    if (!m) continue; // deleted (replayed) or aged out
    out.push({
      seq,
      time: m.time.toISOString(),
      subject: m.subject.slice(DEAD_LETTER_PREFIX.length),
      consumer: m.header?.get(CONSUMER) ?? '',
      reason: m.header?.get(REASON) ?? '',
    });
  }
  return out;
}

/**
 * Publishes dead letter `seq` again on its original subject, with its headers (correlation id) but not
 * the dead-letter ones, and with a message id of its own so a replay repeated within the stream's
 * dedupe window is published once. Every consumer of the subject receives it again; those that handled
 * it already skip it (their inbox has its envelope id). Unless `keep`, the dead letter is deleted after
 * the stream acknowledged the replay.
 */
export async function replayDeadLetter(
  nc: NatsConnection,
  seq: number,
  opts: { keep?: boolean } = {},
): Promise<{ subject: string; stream: string; deleted: boolean }> {
  const jsm = await jetstreamManager(nc);
  const m = await jsm.streams.getMessage(STREAMS.deadLetter.name, { seq }).catch(() => null);
  if (!m) throw new Error(`no dead letter with sequence ${seq} in ${STREAMS.deadLetter.name}`);
  if (!m.subject.startsWith(DEAD_LETTER_PREFIX)) throw new Error(`message ${seq} is not a dead letter`);
  const subject = m.subject.slice(DEAD_LETTER_PREFIX.length);
  const h = headers();
  for (const key of m.header?.keys() ?? []) {
    if ([REASON, CONSUMER].includes(key.toLowerCase()) || key.toLowerCase().startsWith('nats-')) continue;
    for (const v of m.header!.values(key)) h.append(key, v);
  }
  h.set(REPLAYED_FROM_HEADER, String(seq));
  const ack = await jetstream(nc).publish(subject, m.data, {
    headers: h,
    msgID: `replay-dead-letter-${seq}`,
  });
  const deleted = opts.keep ? false : await jsm.streams.deleteMessage(STREAMS.deadLetter.name, seq);
  return { subject, stream: ack.stream, deleted };
}
