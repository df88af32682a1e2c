import type { Knex } from 'knex';
import { buildEnvelope, type Envelope, type EventData, type EventDefinition } from '@tryon/proto-events';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { Db } from './db.js';
import { currentCorrelationId, type Logger } from './logger.js';
import { messageHeaders } from './nats.js';

/**
 * Records an event in the outbox inside the caller's transaction, so the event exists if and only if the
 * domain change committed. The payload is validated here (publishing validates).
 */
export async function addToOutbox<E extends EventDefinition>(
  trx: Knex.Transaction | Knex,
  event: E,
  data: EventData<E>,
  producer: string,
): Promise<Envelope<EventData<E>>> {
  const envelope = buildEnvelope(event, data, { producer, correlationId: currentCorrelationId() });
  await trx('outbox').insert({
    id: envelope.id,
    subject: envelope.subject,
    payload: JSON.stringify(envelope),
    correlation_id: envelope.correlationId ?? null,
  });
  return envelope;
}

interface OutboxRow {
  id: string;
  subject: string;
  payload: unknown;
  correlation_id: string | null;
}

/**
 * Publishes committed outbox rows to JetStream with the row id as the message id (JetStream drops a
 * re-publish inside the duplicate window), then marks them sent. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several replicas can run a relay.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly opts: {
      db: Db;
      js: JetStreamClient;
      logger: Logger;
      intervalMs?: number;
      batchSize?: number;
    },
  ) {}

  /** Starts polling; `kick()` makes it publish at once after a commit. */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a flush as soon as possible (call after committing a transaction that wrote the outbox). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for an in-flight flush. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.loop().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.again ? 0 : (this.opts.intervalMs ?? 250));
        this.again = false;
      });
    }, ms);
  }

  private async loop(): Promise<void> {
    try {
      while (!this.stopped && (await this.flushOnce()) > 0) {
        /* keep draining */
      }
    } catch (err) {
      this.opts.logger.warn({ err }, 'outbox relay flush failed; will retry');
    }
  }

  /** Publishes one batch; returns how many rows were sent. */
  async flushOnce(): Promise<number> {
    const { db, js } = this.opts;
    return db.transaction(async (trx) => {
      const rows: OutboxRow[] = await trx('outbox')
        .select('id', 'subject', 'payload', 'correlation_id')
        .whereNull('sent_at')
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .limit(this.opts.batchSize ?? 100)
        .forUpdate()
        .skipLocked();
      if (rows.length === 0) return 0;
      for (const row of rows) {
        // A failure here rolls the whole batch back; the rows are published again later with the
        // same message ids, and JetStream drops the ones it already has.
        await js.publish(row.subject, JSON.stringify(row.payload), {
          msgID: row.id,
          headers: messageHeaders(row.correlation_id ?? undefined),
        });
        await trx('outbox').where({ id: row.id }).update({ sent_at: trx.fn.now() });
      }
      return rows.length;
    });
  }
}
