import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import type { Envelope, EventData, EventDefinition } from '@tryon/proto-events';
import type { Db } from './db.js';
import type { Logger } from './logger.js';
import type { Nats } from './nats.js';
import { startWorkQueueConsumer, type WorkItem } from './work-queue.js';

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
 * Most messages handled in one transaction (and messages held from JetStream at once): a burst of
 * events (500 debits, each a balance event) is worked through in a few transactions instead of one
 * each, with its inbox entries in one insert and a pull per batch instead of one per message.
 */
export const INBOX_BATCH = 100;

/** Postgres: the transaction was already aborted by an earlier statement (the blame lies elsewhere). */
const IN_FAILED_TRANSACTION = '25P02';

interface Pending<T> {
  envelope: Envelope<T>;
  logger: Logger;
  /** Runs a function in the message's own context (its span and correlation id). */
  inContext: <R>(fn: () => R) => R;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Handles the messages of one consumer in batches, in the order they arrive, one batch at a time: the
 * messages that came while a batch ran are the next batch. A batch is one transaction: the inbox
 * entries of its messages in one insert (a message already there is a duplicate and is skipped), then
 * each new message's handler, each in its message's own trace and correlation context. When a handler
 * throws, that message alone fails (and is delivered again, or dead-lettered, as before) and the rest
 * of the batch runs again without it; when the transaction fails otherwise, each message runs on its
 * own. Either way a message counts as handled only once its own transaction committed.
 */
class InboxBatcher<T> {
  private queue: Pending<T>[] = [];
  private draining = false;

  constructor(
    private readonly db: Db,
    private readonly durable: string,
    private readonly handler: (ctx: HandlerContext<T>) => Promise<void>,
  ) {}

  handle(item: WorkItem<T>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({
        envelope: item.envelope,
        logger: item.logger,
        inContext: AsyncLocalStorage.snapshot(),
        resolve,
        reject,
      });
      if (!this.draining) {
        this.draining = true;
        // After the rest of this pull's messages were queued.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length) await this.run(this.queue.splice(0, INBOX_BATCH));
    } finally {
      this.draining = false;
    }
  }

  private async run(batch: Pending<T>[]): Promise<void> {
    let current = -1;
    try {
      await this.db.transaction(async (trx) => {
        const inserted = new Set(
          (
            await trx('inbox')
              .insert(batch.map((p) => ({ consumer: this.durable, message_id: p.envelope.id })))
              .onConflict(['consumer', 'message_id'])
              .ignore()
              .returning<{ message_id: string }[]>('message_id')
          ).map((r) => r.message_id),
        );
        for (let i = 0; i < batch.length; i++) {
          const p = batch[i];
          // Not inserted: handled before (or earlier in this batch, delivered twice).
          if (!inserted.delete(p.envelope.id)) {
            p.logger.debug({ id: p.envelope.id }, 'duplicate event ignored');
            continue;
          }
          current = i;
          await p.inContext(() => this.handler({ trx, envelope: p.envelope, logger: p.logger }));
        }
        current = -1;
      });
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      if (current >= 0 && (err as { code?: string })?.code !== IN_FAILED_TRANSACTION) {
        batch[current].reject(err);
        return this.run(batch.filter((_, i) => i !== current));
      }
      for (const p of batch) await this.run([p]);
      return;
    }
    for (const p of batch) p.resolve();
  }
}

/**
 * Starts a durable pull consumer whose handler runs at most once per message id: the message id is
 * recorded in the service's inbox in the same transaction as the handler's changes. Messages are handled
 * in the order they arrive, in batches of up to {@link INBOX_BATCH} per transaction (see InboxBatcher).
 * Invalid messages and messages that keep failing go to the dead-letter stream with the reason (kit's
 * work-queue consumer does the delivery side).
 */
export async function startConsumer<E extends EventDefinition>(
  deps: { db: Db; nats: Nats; logger: Logger },
  spec: ConsumerSpec<E>,
): Promise<RunningConsumer> {
  const batcher = new InboxBatcher<EventData<E>>(deps.db, spec.durable, spec.handle);
  return startWorkQueueConsumer(deps, {
    event: spec.event,
    durable: spec.durable,
    maxDeliver: spec.maxDeliver,
    ackWaitMs: spec.ackWaitMs,
    // The messages of a batch are in flight together; the work queue starts their handlers in the
    // order they were delivered, and the batcher queues them in that order.
    concurrency: INBOX_BATCH,
    handle: (item) => batcher.handle(item),
  });
}
