import type { Knex } from 'knex';
import {
  deadLetterSubject,
  InvalidEventError,
  parseEnvelope,
  type Envelope,
  type EventData,
  type EventDefinition,
} from '@tryon/proto-events';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import type { Db } from './db.js';
import { withCorrelation, type Logger } from './logger.js';
import { messageHeaders, type Nats } from './nats.js';

export interface HandlerContext<T> {
  trx: Knex.Transaction;
  envelope: Envelope<T>;
  logger: Logger;
}

export interface ConsumerSpec<E extends EventDefinition> {
  event: E;
  /** Durable consumer name, unique per service and event (e.g. `identity-admin-actions`). */
  durable: string;
  /** Runs inside the transaction that records the message in the inbox. */
  handle: (ctx: HandlerContext<EventData<E>>) => Promise<void>;
  /** Deliveries before the message is dead-lettered (default 5). */
  maxDeliver?: number;
  /** How long a handler may take before JetStream redelivers (default 30 s). */
  ackWaitMs?: number;
}

export interface RunningConsumer {
  stop(): Promise<void>;
}

/** Headers on a dead-lettered message. */
export const DEAD_LETTER_REASON_HEADER = 'x-dead-letter-reason';
export const DEAD_LETTER_CONSUMER_HEADER = 'x-dead-letter-consumer';

async function deadLetter(nats: Nats, m: JsMsg, consumer: string, reason: string): Promise<void> {
  await nats.js.publish(deadLetterSubject(m.subject), m.data, {
    headers: messageHeaders(m.headers?.get('x-correlation-id') || undefined, {
      [DEAD_LETTER_REASON_HEADER]: reason.slice(0, 1000).replace(/[\r\n]+/g, ' '),
      [DEAD_LETTER_CONSUMER_HEADER]: consumer,
    }),
  });
}

/**
 * Starts a durable pull consumer whose handler runs at most once per message id: the message id is
 * recorded in the service's inbox in the same transaction as the handler's changes. Invalid messages
 * and messages that keep failing go to the dead-letter stream with the reason.
 */
export async function startConsumer<E extends EventDefinition>(
  deps: { db: Db; nats: Nats; logger: Logger },
  spec: ConsumerSpec<E>,
): Promise<RunningConsumer> {
  const { db, nats } = deps;
  const logger = deps.logger.child({ consumer: spec.durable });
  const maxDeliver = spec.maxDeliver ?? 5;
  const config = {
    durable_name: spec.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: spec.event.subject,
    max_deliver: maxDeliver,
    ack_wait: nanos(spec.ackWaitMs ?? 30000),
  };
  try {
    await nats.jsm.consumers.add(spec.event.stream, config);
  } catch (err) {
    if (!/already in use|exists/i.test((err as Error).message)) throw err;
    await nats.jsm.consumers.update(spec.event.stream, spec.durable, {
      max_deliver: maxDeliver,
      ack_wait: config.ack_wait,
    });
  }
  const consumer = await nats.js.consumers.get(spec.event.stream, spec.durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 20 });

  const processOne = async (m: JsMsg): Promise<void> => {
    let envelope: Envelope<EventData<E>>;
    try {
      envelope = parseEnvelope(spec.event, m.subject, m.data);
    } catch (err) {
      const reason = err instanceof InvalidEventError ? err.reason : String(err);
      logger.warn({ reason, subject: m.subject, seq: m.seq }, 'invalid event dead-lettered');
      await deadLetter(nats, m, spec.durable, reason);
      m.term(); // no reason argument: nats-server 2.9 ignores "+TERM <reason>"
      return;
    }
    await withCorrelation(envelope.correlationId, async () => {
      try {
        await db.transaction(async (trx) => {
          const inserted = await trx('inbox')
            .insert({ consumer: spec.durable, message_id: envelope.id })
            .onConflict(['consumer', 'message_id'])
            .ignore()
            .returning('message_id');
          if (inserted.length === 0) {
            logger.debug({ id: envelope.id }, 'duplicate event ignored');
            return;
          }
          await spec.handle({ trx, envelope, logger });
        });
        m.ack();
      } catch (err) {
        const attempt = m.info.deliveryCount;
        if (attempt >= maxDeliver) {
          logger.error({ err, id: envelope.id, attempt }, 'event failed too often; dead-lettered');
          await deadLetter(
            nats,
            m,
            spec.durable,
            `handler failed ${attempt} times: ${(err as Error).message}`,
          );
          m.term();
        } else {
          logger.warn({ err, id: envelope.id, attempt }, 'event handler failed; will retry');
          m.nak(Math.min(30000, 500 * 2 ** attempt));
        }
      }
    });
  };

  let inFlight: Promise<void> = Promise.resolve();
  const loop = (async () => {
    for await (const m of messages) {
      inFlight = processOne(m).catch((err) => logger.error({ err }, 'consumer crashed on a message'));
      await inFlight;
    }
  })();

  return {
    async stop() {
      await messages.close().catch(() => undefined);
      await inFlight;
      await loop.catch(() => undefined);
    },
  };
}
