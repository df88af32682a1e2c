import type { Knex } from 'knex';
import { buildEnvelope, type Envelope, type EventData, type EventDefinition } from '@tryon/proto-events';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { Db } from './db.js';
import { currentCorrelationId, type Logger } from './logger.js';
import { messageHeaders } from './nats.js';
import {
  contextFromTraceparent,
  currentTraceContext,
  inSpan,
  messagingAttributes,
  outsideTraces,
  SpanKind,
} from './tracing-context.js';

/** An outbox row: an event's envelope, with the correlation id and trace context it was recorded in. */
export interface OutboxRow {
  id: string;
  subject: string;
  /** The envelope as JSON. */
  payload: string;
  correlation_id: string | null;
  traceparent: string | null;
  tracestate: string | null;
}

/**
 * The outbox row of an event recorded now (the current correlation id and trace context). The payload
 * is validated here (publishing validates).
 */
export function outboxRow<E extends EventDefinition>(
  event: E,
  data: EventData<E>,
  producer: string,
): { row: OutboxRow; envelope: Envelope<EventData<E>> } {
  const envelope = buildEnvelope(event, data, { producer, correlationId: currentCorrelationId() });
  const trace = currentTraceContext();
  const row = {
    id: envelope.id,
    subject: envelope.subject,
    payload: JSON.stringify(envelope),
    correlation_id: envelope.correlationId ?? null,
    traceparent: trace.traceparent ?? null,
    tracestate: trace.tracestate ?? null,
  };
  return { row, envelope };
}

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
  const { row, envelope } = outboxRow(event, data, producer);
  await trx('outbox').insert(row);
  return envelope;
}

/** An event to record with a change (see {@link OutboxWriter.withChange}). */
export interface OutboxEvent {
  event: EventDefinition;
  data: unknown;
}

/** An event and its data, type-checked, for {@link OutboxWriter.withChange}. */
export function outboxEvent<E extends EventDefinition>(event: E, data: EventData<E>): OutboxEvent {
  return { event, data };
}

const OUTBOX_COLUMNS = ['id', 'subject', 'payload', 'correlation_id', 'traceparent', 'tracestate'] as const;

/**
 * Writes a change and its events' outbox rows in one statement (a data-modifying WITH) and answers the
 * rows of the first clause. `clauses` are named statements, the first the change itself (an update or
 * insert returning its rows); later ones may read it by name. The events are written only when the first
 * clause has rows (the change found its row). Postgres commits a statement as a whole, so the events
 * exist if and only if the change does: one round trip, where a transaction takes BEGIN, one per
 * statement and COMMIT.
 */
export async function changeWithEvents<Row>(
  q: Knex,
  clauses: readonly [name: string, query: Knex.QueryBuilder | Knex.Raw][],
  events: readonly OutboxRow[],
): Promise<Row[]> {
  const first = clauses[0]?.[0];
  if (!first) throw new Error('changeWithEvents needs the change');
  const all: [string, Knex.QueryBuilder | Knex.Raw][] = [...clauses];
  if (events.length) {
    const values = events.map(() => '(?::uuid, ?, ?::jsonb, ?, ?, ?)').join(', ');
    const insert = q.raw(
      `INSERT INTO outbox (${OUTBOX_COLUMNS.join(', ')}) SELECT * FROM (VALUES ${values}) AS e WHERE EXISTS (SELECT 1 FROM ??)`,
      [...events.flatMap((row) => OUTBOX_COLUMNS.map((c) => row[c])), first],
    );
    all.push(['outbox_events', insert]);
  }
  const { rows } = await q.raw(`WITH ${all.map(() => '?? AS (?)').join(', ')} SELECT * FROM ??`, [
    ...all.flat(),
    first,
  ]);
  return rows as Row[];
}

/** Records one event in the outbox of the transaction it was handed with. */
export type Publish = <E extends EventDefinition>(
  event: E,
  data: EventData<E>,
) => Promise<Envelope<EventData<E>>>;

/** What the writer needs of the relay: a way to ask for a flush. */
export interface RelayKick {
  kick(): void;
}

/**
 * Writes a service's events to its outbox and asks the relay to publish them as soon as the transaction
 * that wrote them commits, so no domain code has to remember to kick the relay. Events are written with
 * the service's producer name and the current correlation id.
 */
export class OutboxWriter {
  /** Transactions opened by {@link transaction}: they kick once, after their own commit. */
  private readonly own = new WeakMap<object, { wrote: boolean }>();
  /** Other transactions already set to kick after they commit. */
  private readonly hooked = new WeakSet<object>();

  constructor(private readonly opts: { db: Db; relay: RelayKick; producer: string }) {}

  /**
   * Runs `fn` in a new transaction; `publish` records events in it. After the commit the relay is kicked
   * once if anything was recorded; a rollback leaves neither rows nor events nor a kick.
   */
  async transaction<T>(fn: (trx: Knex.Transaction, publish: Publish) => Promise<T>): Promise<T> {
    const state = { wrote: false };
    const result = await this.opts.db.transaction((trx) => {
      this.own.set(trx, state);
      return fn(trx, (event, data) => this.add(trx, event, data));
    });
    if (state.wrote) this.opts.relay.kick();
    return result;
  }

  /**
   * Records an event in a transaction opened elsewhere (an inbox handler's, a caller's) or, given the
   * pool, on its own. The relay is kicked once that transaction commits (at once for the pool).
   */
  async add<E extends EventDefinition>(
    trx: Knex.Transaction | Knex,
    event: E,
    data: EventData<E>,
  ): Promise<Envelope<EventData<E>>> {
    const envelope = await addToOutbox(trx, event, data, this.opts.producer);
    this.kickAfterCommit(trx);
    return envelope;
  }

  /**
   * Records `events` in the same statement as the change they announce: `write` gets their outbox rows
   * and writes them with the change in one statement ({@link changeWithEvents}). One round trip where a
   * transaction takes BEGIN, each statement and COMMIT; the relay is kicked after it.
   */
  async withChange<T>(events: readonly OutboxEvent[], write: (rows: OutboxRow[]) => Promise<T>): Promise<T> {
    const rows = events.map(({ event, data }) => outboxRow(event, data as never, this.opts.producer).row);
    const result = await write(rows);
    if (rows.length) this.opts.relay.kick();
    return result;
  }

  private kickAfterCommit(trx: Knex.Transaction | Knex): void {
    // A savepoint's completion is not a commit: wait for the outermost transaction.
    let top = trx as Partial<Knex.Transaction>;
    while (top.parentTransaction) top = top.parentTransaction;
    const own = this.own.get(top);
    if (own) {
      own.wrote = true;
      return;
    }
    if (this.hooked.has(top)) return;
    if (!top.isTransaction || !top.executionPromise) {
      this.opts.relay.kick(); // written outside a transaction: already committed
      return;
    }
    this.hooked.add(top);
    top.executionPromise.then(
      () => this.opts.relay.kick(),
      () => undefined, // rolled back: nothing to publish
    );
  }
}

/** An unsent row as the relay reads it (the payload parsed). */
type UnsentRow = Omit<OutboxRow, 'payload'> & { payload: unknown };

/**
 * Publishes committed outbox rows to JetStream with the row id as the message id (JetStream drops a
 * re-publish inside the duplicate window), then marks them sent. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several replicas can run a relay.
 *
 * A commit that wrote the outbox kicks the relay; the poll is the safety net for rows nobody kicked for
 * (written by a process that stopped before publishing, a seed, another replica). It runs every
 * `intervalMs` while it finds rows and, while it finds none, each time twice as late up to `idleMaxMs`:
 * a quiet service does not keep its database busy.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private idleMs: number;

  constructor(
    private readonly opts: {
      db: Db;
      js: JetStreamClient;
      logger: Logger;
      /** The poll's interval while it finds rows (default 250 ms). */
      intervalMs?: number;
      /** The longest interval the poll stretches to while it finds none (default 2 s). */
      idleMaxMs?: number;
      batchSize?: number;
    },
  ) {
    this.idleMs = this.interval();
  }

  private interval(): number {
    return this.opts.intervalMs ?? 250;
  }

  /** Starts polling; `kick()` makes it publish at once after a commit. */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a flush as soon as possible (call after committing a transaction that wrote the outbox). */
  kick(): void {
    if (this.stopped) return;
    this.idleMs = this.interval();
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
    // Outside any trace: a kick comes from a request, but the polls that follow are not part of it.
    this.timer = outsideTraces(() =>
      setTimeout(() => {
        this.running = this.loop()
          .then((sent) => {
            const idleMax = Math.max(this.interval(), this.opts.idleMaxMs ?? 2000);
            this.idleMs = sent > 0 ? this.interval() : Math.min(idleMax, this.idleMs * 2);
          })
          .finally(() => {
            this.running = undefined;
            if (!this.stopped) this.schedule(this.again ? 0 : this.idleMs);
            this.again = false;
          });
      }, ms),
    );
  }

  /** Drains what is unsent; returns how many rows it sent. */
  private async loop(): Promise<number> {
    let sent = 0;
    try {
      while (!this.stopped) {
        const n = await this.flushOnce();
        if (n === 0) break;
        sent += n;
      }
    } catch (err) {
      this.opts.logger.warn({ err }, 'outbox relay flush failed; will retry');
    }
    return sent;
  }

  /** Publishes one batch; returns how many rows were sent. */
  async flushOnce(): Promise<number> {
    const { db, js } = this.opts;
    // Nothing unsent (the usual answer to a poll, and to the check after a drained batch): one read of
    // the partial index on unsent rows, without a transaction's BEGIN and COMMIT.
    if (!(await db('outbox').whereNull('sent_at').first(db.raw('1 AS unsent')))) return 0;
    return db.transaction(async (trx) => {
      const rows: UnsentRow[] = await trx('outbox')
        .select('id', 'subject', 'payload', 'correlation_id', 'traceparent', 'tracestate')
        .whereNull('sent_at')
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .limit(this.opts.batchSize ?? 100)
        .forUpdate()
        .skipLocked();
      if (rows.length === 0) return 0;
      // The batch is published at once, not one acknowledgement after another: the messages leave on one
      // connection in this order (the stream keeps it), and the relay waits one round trip for all the
      // acknowledgements instead of one per row (a burst of jobs left the relay seconds behind: a
      // round trip to NATS on a busy machine takes milliseconds). A failure rolls the whole batch back;
      // the rows are published again later with the same message ids, and JetStream drops the ones it
      // already has. Each publish continues the trace of the request that wrote its row (its traceparent).
      await Promise.all(
        rows.map((row) =>
          inSpan(
            `publish ${row.subject}`,
            {
              kind: SpanKind.PRODUCER,
              parent: contextFromTraceparent(row.traceparent, row.tracestate),
              attributes: messagingAttributes(row.subject, 'publish', { 'messaging.message.id': row.id }),
            },
            () =>
              js.publish(row.subject, JSON.stringify(row.payload), {
                msgID: row.id,
                headers: messageHeaders(row.correlation_id ?? undefined),
              }),
          ),
        ),
      );
      // One statement marks the batch sent (the rows are locked; a failure above rolled all back).
      await trx('outbox')
        .whereIn(
          'id',
          rows.map((row) => row.id),
        )
        .update({ sent_at: trx.fn.now() });
      return rows.length;
    });
  }
}

/**
 * Removes the published outbox rows of events about one person (`data.userId` or `data.targetUserId`)
 * once their account is deleted: the outbox keeps what it sent, and those rows hold what the events
 * carried (an address, a name). While some are not yet published, nothing is removed (others still need
 * them) and the answer says how many, so the caller can try again once the relay has sent them.
 */
export async function forgetPublishedEventsOf(
  trx: Knex.Transaction | Knex,
  userId: number,
): Promise<{ removed: number; unsent: number }> {
  const about = (q: Knex.QueryBuilder) =>
    q
      .whereRaw(`payload->'data'->>'userId' = ?`, [String(userId)])
      .orWhereRaw(`payload->'data'->>'targetUserId' = ?`, [String(userId)]);
  // Unsent rows first: a row the relay is publishing right now reads as unsent until its commit, and is
  // then passed over by the delete; counted before the delete, it is either seen unsent (and the caller
  // comes back later) or committed and removed.
  const left = await trx('outbox')
    .whereNull('sent_at')
    .andWhere((q) => about(q))
    .count<{ n: string }[]>({ n: '*' });
  const unsent = Number(left[0]?.n ?? 0);
  if (unsent > 0) return { removed: 0, unsent };
  const removed = await trx('outbox')
    .whereNotNull('sent_at')
    .andWhere((q) => about(q))
    .delete();
  return { removed, unsent: 0 };
}
