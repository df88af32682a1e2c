import {
  deadLetterSubject,
  InvalidEventError,
  parseEnvelope,
  type Envelope,
  type EventData,
  type EventDefinition,
} from '@tryon/proto-events';
import { AckPolicy, DeliverPolicy, type JsMsg } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { withCorrelation, type Logger } from './logger.js';
import { messageHeaders, type Nats } from './nats.js';
import { consumeInSpan, markActiveSpanError } from './tracing-context.js';

/**
 * How long an idle pull waits for a message (nats-server 2.9 wants at least 1 s); bounds `stop()`. Not a
 * whole number of seconds: the client gives up on a pull at about its expiry, and a message the server sends
 * at that moment is lost until the ack wait. Retries come after whole seconds (1 s, 2 s, 4 s...), and with
 * a 1 s pull the first one landed at the expiry of the pull made right after the failure.
 */
const PULL_EXPIRES_MS = 1700;
/** Most messages one pull asks for (a process with more free slots asks again at once). */
const MAX_PULL_BATCH = 256;
/**
 * Deliveries beyond `maxDeliver` that still run the handler. A delivery can be lost without an answer: sent
 * to a pull the client had just given up on, or to a process that stopped. It still counts, so JetStream
 * itself is told no limit (a limit would leave a message whose last delivery was lost unanswered for ever,
 * never dead-lettered). The consumer counts instead: a failure at `maxDeliver` or later is dead-lettered,
 * and a message delivered `maxDeliver + SPARE_DELIVERIES` times (the earlier ones got no answer: lost, or
 * the process died on it) is dead-lettered without running the handler again. A dead-letter publish that
 * fails leaves the message unanswered, so it comes again after the ack wait and is tried once more.
 */
const SPARE_DELIVERIES = 2;

/** Headers on a dead-lettered message. */
export const DEAD_LETTER_REASON_HEADER = 'x-dead-letter-reason';
export const DEAD_LETTER_CONSUMER_HEADER = 'x-dead-letter-consumer';

/** One delivery of a message, as a work-queue handler sees it. */
export interface WorkItem<T> {
  envelope: Envelope<T>;
  /** 1 on the first delivery; above the consumer's `maxDeliver` only after deliveries lost on the way. */
  deliveryCount: number;
  logger: Logger;
}

/** A handler's answer: nothing (done, acknowledged) or "not yet": delivered again after `retryInMs`. */
export type WorkOutcome = void | { retryInMs: number; reason?: string };

export interface WorkQueueSpec<E extends EventDefinition> {
  event: E;
  /** Durable consumer name; every process using it shares the messages (each goes to one of them). */
  durable: string;
  /** Runs one message. Throwing counts as a failed delivery (delivered again after `retryDelayMs`). */
  handle: (item: WorkItem<EventData<E>>) => Promise<WorkOutcome>;
  /** Messages handled at once (default 1: in order). */
  concurrency?: number;
  /** Deliveries before a message that keeps failing is dead-lettered (default 5). */
  maxDeliver?: number;
  /**
   * How long JetStream waits for an answer before it delivers the message again (default 30 s). While a
   * handler runs, the consumer tells JetStream it is still working every third of it, so a long job is
   * not given to a second process; a process that dies stops doing so and the message goes elsewhere.
   */
  ackWaitMs?: number;
  /** Delay before the next delivery after a thrown failure (default 1 s, 2 s, 4 s ... at most 30 s). */
  retryDelayMs?: (deliveryCount: number) => number;
}

export interface RunningWorkQueue {
  /** Messages being handled now. */
  running(): number;
  /** Stops pulling, waits for the handlers in flight to finish and answer. */
  stop(): Promise<void>;
}

/** The default backoff of a failed delivery. */
export function defaultRetryDelayMs(deliveryCount: number): number {
  return Math.min(30_000, 500 * 2 ** deliveryCount);
}

/** Parks a message on `deadletter.<subject>` with the reason and the consumer in its headers. */
export async function deadLetter(nats: Nats, m: JsMsg, consumer: string, reason: string): Promise<void> {
  await nats.js.publish(deadLetterSubject(m.subject), m.data, {
    headers: messageHeaders(m.headers?.get('x-correlation-id') || undefined, {
      [DEAD_LETTER_REASON_HEADER]: reason.slice(0, 1000).replace(/[\r\n]+/g, ' '),
      [DEAD_LETTER_CONSUMER_HEADER]: consumer,
    }),
  });
}

/** Creates the durable pull consumer, or brings its limits up to date when it exists. */
async function ensureDurable(
  nats: Nats,
  stream: string,
  opts: { durable: string; subject: string; ackWaitMs: number },
): Promise<void> {
  const limits = { max_deliver: -1, ack_wait: nanos(opts.ackWaitMs) };
  try {
    await nats.jsm.consumers.add(stream, {
      durable_name: opts.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: opts.subject,
      ...limits,
    });
  } catch (err) {
    if (!/already in use|exists/i.test((err as Error).message)) throw err;
    await nats.jsm.consumers.update(stream, opts.durable, limits);
  }
}

/**
 * Starts a durable pull consumer that works through its messages with bounded concurrency. Each message
 * is parsed against its event's schema (an invalid one is dead-lettered with the reason at once), runs
 * in its correlation id, is kept alive with in-progress acks while its handler works, and is
 * acknowledged only after the handler finished. A handler that throws or asks for a retry gets the
 * message again later, up to `maxDeliver` deliveries; the last failure is dead-lettered with its reason
 * instead of being dropped silently.
 */
export async function startWorkQueueConsumer<E extends EventDefinition>(
  deps: { nats: Nats; logger: Logger },
  spec: WorkQueueSpec<E>,
): Promise<RunningWorkQueue> {
  const { nats } = deps;
  const logger = deps.logger.child({ consumer: spec.durable });
  const concurrency = Math.max(1, spec.concurrency ?? 1);
  const maxDeliver = spec.maxDeliver ?? 5;
  const ackWaitMs = spec.ackWaitMs ?? 30_000;
  const retryDelayMs = spec.retryDelayMs ?? defaultRetryDelayMs;
  const progressEveryMs = Math.max(1000, Math.floor(ackWaitMs / 3));

  await ensureDurable(nats, spec.event.stream, {
    durable: spec.durable,
    subject: spec.event.subject,
    ackWaitMs,
  });
  const consumer = await nats.js.consumers.get(spec.event.stream, spec.durable);

  /** Delivers again later, or dead-letters on the last allowed delivery with `giveUp(attempt)` as the reason. */
  const retryOrGiveUp = async (
    m: JsMsg,
    id: string,
    delayMs: number,
    giveUp: (attempt: number) => string,
  ): Promise<void> => {
    const attempt = m.info.deliveryCount;
    if (attempt >= maxDeliver) {
      const reason = giveUp(attempt);
      logger.error({ id, attempt, reason }, 'message failed too often; dead-lettered');
      await deadLetter(nats, m, spec.durable, reason);
      m.term(); // no reason argument: nats-server 2.9 ignores "+TERM <reason>"
    } else {
      logger.warn({ id, attempt, delayMs }, 'message not done; it will be delivered again');
      m.nak(delayMs);
    }
  };

  const processOne = async (m: JsMsg): Promise<void> => {
    const delivery = m.info.deliveryCount;
    if (delivery >= maxDeliver + SPARE_DELIVERIES) {
      const reason = `no answer after ${delivery} deliveries (lost on the way, or the process stopped on it)`;
      logger.error({ subject: m.subject, seq: m.seq, reason }, 'message dead-lettered');
      await deadLetter(nats, m, spec.durable, reason);
      m.term();
      return;
    }
    let envelope: Envelope<EventData<E>>;
    try {
      envelope = parseEnvelope(spec.event, m.subject, m.data);
    } catch (err) {
      const reason = err instanceof InvalidEventError ? err.reason : String(err);
      logger.warn({ reason, subject: m.subject, seq: m.seq }, 'invalid message dead-lettered');
      await deadLetter(nats, m, spec.durable, reason);
      m.term();
      return;
    }
    await withCorrelation(envelope.correlationId, async () => {
      const alive = setInterval(() => m.working(), progressEveryMs);
      try {
        const outcome = await spec.handle({ envelope, deliveryCount: m.info.deliveryCount, logger });
        if (!outcome) m.ack();
        else {
          const why = outcome.reason ?? 'the handler asked for a retry';
          markActiveSpanError(why);
          await retryOrGiveUp(
            m,
            envelope.id,
            outcome.retryInMs,
            (n) => `not done after ${n} deliveries: ${why}`,
          );
        }
      } catch (err) {
        logger.warn({ err, id: envelope.id }, 'message handler failed');
        const why = (err as Error)?.message ?? String(err);
        markActiveSpanError(why, err);
        await retryOrGiveUp(
          m,
          envelope.id,
          retryDelayMs(m.info.deliveryCount),
          (n) => `handler failed ${n} times: ${why}`,
        );
      } finally {
        clearInterval(alive);
      }
    });
  };

  // One pull loop asks JetStream for as many messages as there are free slots (one fetch, however
  // large `concurrency` is), so no message waits in a client buffer while its ack wait runs out (it would
  // be delivered a second time), and an idle process keeps one pull open rather than one per slot.
  let stopping = false;
  const inFlight = new Set<Promise<void>>();
  let slotFreed: (() => void) | null = null;
  const start = (m: JsMsg) => {
    const p: Promise<void> = consumeInSpan(m, spec.durable, () => processOne(m)) // continues the publisher's trace
      .catch((err) => logger.error({ err }, 'consumer crashed on a message'))
      .finally(() => {
        inFlight.delete(p);
        slotFreed?.();
      });
    inFlight.add(p);
  };
  const pull = async (): Promise<void> => {
    while (!stopping) {
      const free = concurrency - inFlight.size;
      if (free <= 0) {
        await new Promise<void>((resolve) => (slotFreed = resolve));
        slotFreed = null;
        continue;
      }
      try {
        const batch = await consumer.fetch({
          max_messages: Math.min(free, MAX_PULL_BATCH),
          expires: PULL_EXPIRES_MS,
        });
        for await (const m of batch) {
          if (stopping)
            m.nak(); // arrived while stopping: straight back to another process
          else start(m);
        }
      } catch (err) {
        if (stopping || nats.nc.isClosed()) return;
        // The client ends an idle pull at about its expiry when the server's answers come late; a pull
        // like any other, not a failure to wait for (a delivery sent to it meanwhile comes again).
        if (/heartbeats missed/.test((err as Error).message)) continue;
        logger.warn({ err }, 'pulling messages failed; trying again');
        await new Promise((r) => setTimeout(r, PULL_EXPIRES_MS));
      }
    }
  };
  const puller = pull();

  return {
    running: () => inFlight.size,
    async stop() {
      stopping = true;
      slotFreed?.();
      // Handlers finish and answer; the pull returns when it expires. When the server is gone a pull
      // waits for a reconnect that may never come: once no handler runs, it is left behind after one
      // more pull's time, so that the process still stops within its grace period.
      while (inFlight.size) await Promise.all([...inFlight]);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([puller, new Promise((r) => (timer = setTimeout(r, PULL_EXPIRES_MS + 1000)))]);
      clearTimeout(timer);
    },
  };
}
