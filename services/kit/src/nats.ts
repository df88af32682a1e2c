import {
  connect,
  errors as natsErrors,
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
import { inboxPrefix, STREAMS, type StreamDefinition } from '@tryon/proto-events';
import { CORRELATION_HEADER, type Logger } from './logger.js';
import { injectTraceHeaders } from './tracing-context.js';

export interface Nats {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
}

/** How long JetStream remembers message ids to drop duplicates (outbox re-publishes after a crash). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** Who a process is on the bus (`NATS_USER` / `NATS_PASSWORD`). */
export interface NatsCredentials {
  user?: string;
  password?: string;
}

/**
 * Splits a `NATS_URL` (one server or a comma list) into the servers and the credentials written in it,
 * `nats://user:password@host:4222` (percent-encoded; the first server that has them gives them).
 */
export function parseNatsUrl(url: string): { servers: string[]; user?: string; password?: string } {
  let user: string | undefined;
  let password: string | undefined;
  const servers = url
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^([a-z]+:\/\/)([^@/]*)@(.*)$/i.exec(s);
      if (!m) return s;
      if (user === undefined && m[2]) {
        const [u, ...rest] = m[2].split(':');
        user = decodeURIComponent(u!);
        password = rest.length ? decodeURIComponent(rest.join(':')) : undefined;
      }
      return `${m[1]}${m[3]}`;
    });
  return { servers, user, password };
}

/**
 * Connects to NATS (retrying for up to `waitMs` while it comes up) and opens JetStream. The user and
 * password are `credentials` (NATS_USER / NATS_PASSWORD) or else those written in the URL; with a user,
 * replies arrive under `_INBOX.<user>.` (the only inbox the generated server configuration lets that
 * user subscribe to). Refused credentials fail at once; a permission the server refuses later is
 * logged as an error (it means the bus configuration and the code disagree).
 */
export async function connectNats(
  url: string,
  name: string,
  logger: Logger,
  waitMs = 30000,
  credentials: NatsCredentials = {},
): Promise<Nats> {
  const parsed = parseNatsUrl(url);
  const user = credentials.user || parsed.user;
  const pass = credentials.user ? credentials.password : parsed.password;
  if (!user && credentials.password) throw new Error('NATS_PASSWORD is set without NATS_USER');
  const deadline = Date.now() + waitMs;
  for (;;) {
    let nc: NatsConnection | undefined;
    try {
      nc = await connect({
        servers: parsed.servers,
        name,
        ...(user ? { user, pass: pass ?? '' } : {}),
        inboxPrefix: inboxPrefix(user),
        maxReconnectAttempts: -1,
        reconnectTimeWait: 500,
        // No Error (with its stack) made ahead of every request and JetStream publish in case it times
        // out: a timeout still says which subject it was, and the capture was a few per cent of a busy
        // service's CPU.
        noAsyncTraces: true,
      });
      void logRefusals(nc, logger).catch(() => undefined);
      const jsm = await jetstreamManager(nc);
      return { nc, js: jetstream(nc), jsm };
    } catch (err) {
      await nc?.close().catch(() => undefined);
      if (err instanceof natsErrors.AuthorizationError) {
        throw new Error(
          `NATS refused ${user ? `the credentials of user "${user}"` : 'a connection without credentials'} ` +
            '(Authorization Violation): check NATS_USER and NATS_PASSWORD',
          { cause: err },
        );
      }
      if (Date.now() > deadline) throw err;
      logger.warn({ err: (err as Error).message }, 'NATS not reachable yet, retrying');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** Logs every permission the server refuses this connection (until it closes). */
async function logRefusals(nc: NatsConnection, logger: Logger): Promise<void> {
  for await (const s of nc.status()) {
    if (s.type === 'error' && s.error instanceof natsErrors.PermissionViolationError) {
      logger.error(
        { subject: s.error.subject, operation: s.error.operation },
        `NATS refused a permission: ${s.error.message}`,
      );
    }
  }
}

/** Whether the server refused `err`'s request for lack of permission. */
export function isPermissionViolation(err: unknown): boolean {
  for (let e = err as Error | undefined, i = 0; e && i < 5; e = e.cause as Error | undefined, i++) {
    if (e instanceof natsErrors.PermissionViolationError || /permissions violation/i.test(e.message ?? ''))
      return true;
  }
  return false;
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
        try {
          await jsm.streams.update(def.name, { ...info.config, subjects: [...kept, ...missing] });
        } catch (err) {
          // On a bus with permissions only the stream's owner may change it: it will when it starts,
          // and until then nobody else publishes the new subjects.
          if (!isPermissionViolation(err)) throw err;
        }
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

/**
 * Headers carrying the correlation id (and any extras) on a NATS message, and the active span's W3C
 * trace context (`traceparent`, when tracing is on).
 */
export function messageHeaders(correlationId?: string, extra: Record<string, string> = {}): MsgHdrs {
  const h = natsHeaders();
  if (correlationId) h.set(CORRELATION_HEADER, correlationId);
  for (const [k, v] of Object.entries(extra)) h.set(k, v);
  return injectTraceHeaders(h);
}

/**
 * Closes a connection at shutdown: drains it (pending publishes and subscriptions finish) but gives up
 * after `ms` and closes it, so a process whose NATS is gone still stops in time (a drain waits for a
 * server that will not answer).
 */
export async function closeNats(nats: Pick<Nats, 'nc'>, ms = 2000): Promise<void> {
  if (nats.nc.isClosed()) return;
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  const outcome = await Promise.race([nats.nc.drain().then(() => 'drained' as const), gaveUp]).catch(
    () => 'failed' as const,
  );
  clearTimeout(timer);
  if (outcome !== 'drained' && !nats.nc.isClosed()) await nats.nc.close().catch(() => undefined);
}
