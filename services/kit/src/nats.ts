import {
  connect,
  headers as natsHeaders,
  nanos,
  type NatsConnection,
  type MsgHdrs,
} from '@nats-io/transport-node';
import {
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { STREAMS, type StreamDefinition } from '@tryon/proto-events';
import { CORRELATION_HEADER, type Logger } from './logger.js';

export interface Nats {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
}

/** How long JetStream remembers message ids to drop duplicates (outbox re-publishes after a crash). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** Connects to NATS (retrying for up to `waitMs` while it comes up) and opens JetStream. */
export async function connectNats(url: string, name: string, logger: Logger, waitMs = 30000): Promise<Nats> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const nc = await connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
      const jsm = await jetstreamManager(nc);
      return { nc, js: jetstream(nc), jsm };
    } catch (err) {
      if (Date.now() > deadline) throw err;
      logger.warn({ err: (err as Error).message }, 'NATS not reachable yet, retrying');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

function isStreamNotFound(err: unknown): boolean {
  return (
    (err as Error)?.name === 'StreamNotFoundError' || /stream not found/i.test((err as Error)?.message ?? '')
  );
}

/** Whether the stream subject pattern `wide` matches every subject `narrow` matches (`billing.>` covers `billing.*.*.*`). */
export function subjectCovers(wide: string, narrow: string): boolean {
  const w = wide.split('.');
  const n = narrow.split('.');
  for (let i = 0; i < w.length; i++) {
    if (w[i] === '>') return n.length > i;
    if (i >= n.length || n[i] === '>' || (w[i] !== '*' && w[i] !== n[i])) return false;
  }
  return w.length === n.length;
}

/**
 * Creates the given streams if missing, and brings their subjects up to date when the definition gained
 * one: the definition's subjects are added, and a stored subject a new one covers is dropped (JetStream
 * refuses overlapping subjects; `billing.*.*.*` became `billing.>`). Safe to run concurrently.
 */
export async function ensureStreams(
  jsm: JetStreamManager,
  defs: StreamDefinition[] = Object.values(STREAMS),
): Promise<void> {
  for (const def of defs) {
    const config = {
      name: def.name,
      subjects: def.subjects,
      retention: def.retention === 'workqueue' ? RetentionPolicy.Workqueue : RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: nanos(def.maxAgeMs),
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    };
    try {
      const info = await jsm.streams.info(def.name);
      const missing = def.subjects.filter((s) => !info.config.subjects?.includes(s));
      if (missing.length) {
        const kept = (info.config.subjects ?? []).filter(
          (old) => def.subjects.includes(old) || !missing.some((s) => subjectCovers(s, old)),
        );
        await jsm.streams.update(def.name, { ...info.config, subjects: [...kept, ...missing] });
      }
    } catch (err) {
      if (!isStreamNotFound(err)) throw err;
      try {
        await jsm.streams.add(config);
      } catch (addErr) {
        // Another process created it between our info and add: the server answers "already in use", or,
        // while that creation is still settling, "subjects overlap". Either way the stream must now exist
        // with our subjects; anything else (a real overlap with another stream) is an error.
        if (!/already in use|subjects overlap/i.test((addErr as Error).message)) throw addErr;
        const created = await jsm.streams.info(def.name).catch(() => null);
        if (!created || def.subjects.some((s) => !created.config.subjects?.includes(s))) throw addErr;
      }
    }
  }
}

/** Readiness check for NATS: a round trip to the server. */
export async function pingNats(n: Nats): Promise<void> {
  if (n.nc.isClosed()) throw new Error('NATS connection closed');
  await n.nc.flush();
}

/** Headers carrying the correlation id (and any extras) on a NATS message. */
export function messageHeaders(correlationId?: string, extra: Record<string, string> = {}): MsgHdrs {
  const h = natsHeaders();
  if (correlationId) h.set(CORRELATION_HEADER, correlationId);
  for (const [k, v] of Object.entries(extra)) h.set(k, v);
  return h;
}
