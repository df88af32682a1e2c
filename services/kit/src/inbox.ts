import type { Knex } from 'knex';
import type { Envelope, EventData, EventDefinition } from '@tryon/proto-events';
import type { Db } from './db.js';
import type { Logger } from './logger.js';
import type { Nats } from './nats.js';
import { startWorkQueueConsumer } from './work-queue.js';

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
  /** How long JetStream waits for an answer before it redelivers (default 30 s). */
  ackWaitMs?: number;
}

export interface RunningConsumer {
  stop(): Promise<void>;
}

/**
 * Starts a durable pull consumer whose handler runs at most once per message id: the message id is
 * recorded in the service's inbox in the same transaction as the handler's changes. Messages are handled
 * one at a time, in order. Invalid messages and messages that keep failing go to the dead-letter stream
 * with the reason (kit's work-queue consumer does the delivery side).
 */
export async function startConsumer<E extends EventDefinition>(
  deps: { db: Db; nats: Nats; logger: Logger },
  spec: ConsumerSpec<E>,
): Promise<RunningConsumer> {
  const { db } = deps;
  return startWorkQueueConsumer(deps, {
    event: spec.event,
    durable: spec.durable,
    maxDeliver: spec.maxDeliver,
    ackWaitMs: spec.ackWaitMs,
    concurrency: 1,
    handle: async ({ envelope, logger }) => {
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
    },
  });
}
