import { randomUUID } from 'node:crypto';
import type { JetStreamClient } from '@nats-io/jetstream';
import { AckPolicy } from '@nats-io/jetstream';
import {
  DEBIT_SUBJECT,
  STREAMS,
  UserRegistered,
  buildEnvelope,
  deadLetterSubject,
} from '@tryon/proto-events';
import {
  DEAD_LETTER_REASON_HEADER,
  OutboxRelay,
  OutboxWriter,
  addToOutbox,
  changeWithEvents,
  connectNats,
  createDb,
  createDbBeside,
  ensureStreams,
  forgetPublishedEventsOf,
  migrate,
  outboxEvent,
  outboxInboxMigration,
  outboxRow,
  startConsumer,
  type Db,
  type Nats,
  type OutboxEvent,
} from '@tryon/kit';
import {
  createTestDatabase,
  eventually,
  freshNats,
  nextMessage,
  testLogger,
  testNatsUrl,
} from '../../../test-support/infra.js';

const SCHEMA = 'kittest';

let db: Db;
let nats: Nats;
let drop: () => Promise<void>;

const payload = (userId: number) => ({
  userId,
  email: `u${userId}@example.com`,
  firstName: null,
  lastName: null,
  registeredAt: new Date().toISOString(),
});

async function streamCount(subject: string): Promise<number> {
  const info = await nats.jsm.streams.info(STREAMS.identity.name, { subjects_filter: subject });
  return info.state.subjects?.[subject] ?? 0;
}

beforeAll(async () => {
  const tdb = await createTestDatabase();
  drop = tdb.drop;
  db = createDb({ url: tdb.url, schema: SCHEMA });
  await migrate(db, SCHEMA, [outboxInboxMigration]);
  nats = await freshNats();
  await ensureStreams(nats.jsm);
});

afterAll(async () => {
  await nats.nc.close();
  await db.destroy();
  await drop();
});

beforeEach(async () => {
  await db('outbox').delete();
  await db('inbox').delete();
  await nats.jsm.streams.purge(STREAMS.identity.name);
  await nats.jsm.streams.purge(STREAMS.deadLetter.name);
});

describe('transactional outbox', () => {
  it('writes nothing when the domain transaction rolls back', async () => {
    await expect(
      db.transaction(async (trx) => {
        await addToOutbox(trx, UserRegistered, payload(1), 'kit-test');
        throw new Error('domain failure');
      }),
    ).rejects.toThrow('domain failure');
    expect(await db('outbox').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('refuses to record an event that breaks its schema', async () => {
    await expect(
      addToOutbox(db, UserRegistered, { ...payload(1), email: 'not-an-email' }, 'kit-test'),
    ).rejects.toThrow(/Invalid event/);
  });

  it('publishes exactly once even when the relay dies between publish and mark-sent', async () => {
    const env = await addToOutbox(db, UserRegistered, payload(42), 'kit-test');

    // A JetStream client that really publishes, then loses the connection before the relay can mark the row.
    const crashing = new Proxy(nats.js, {
      get(target, prop, receiver) {
        if (prop === 'publish') {
          return async (...args: Parameters<JetStreamClient['publish']>) => {
            await target.publish(...args);
            throw new Error('connection lost after publish');
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const first = new OutboxRelay({ db, js: crashing, logger: testLogger });
    await expect(first.flushOnce()).rejects.toThrow('connection lost');
    expect(await db('outbox').whereNull('sent_at').count({ n: '*' }).first()).toEqual({ n: 1 });

    // A restarted relay publishes the row again: JetStream drops the duplicate by message id.
    const second = new OutboxRelay({ db, js: nats.js, logger: testLogger });
    expect(await second.flushOnce()).toBe(1);
    expect(await second.flushOnce()).toBe(0);
    expect(await db('outbox').whereNotNull('sent_at').count({ n: '*' }).first()).toEqual({ n: 1 });
    expect(await streamCount(UserRegistered.subject)).toBe(1);

    const msg = await nats.jsm.streams.getMessage(STREAMS.identity.name, {
      last_by_subj: UserRegistered.subject,
    });
    expect(msg?.json<{ id: string }>().id).toBe(env.id);
  });

  it('publishes a batch without waiting for each acknowledgement, in order, and marks it sent', async () => {
    for (let i = 1; i <= 6; i++) await addToOutbox(db, UserRegistered, payload(200 + i), 'kit-test');
    let inFlight = 0;
    let most = 0;
    const counting = new Proxy(nats.js, {
      get(target, prop, receiver) {
        if (prop === 'publish') {
          return async (...args: Parameters<JetStreamClient['publish']>) => {
            most = Math.max(most, ++inFlight);
            try {
              return await target.publish(...args);
            } finally {
              inFlight--;
            }
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const before = await streamCount(UserRegistered.subject);
    expect(await new OutboxRelay({ db, js: counting, logger: testLogger }).flushOnce()).toBe(6);
    expect(most).toBe(6);
    expect(await db('outbox').whereNull('sent_at').count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(await streamCount(UserRegistered.subject)).toBe(before + 6);
    const last = await nats.jsm.streams.getMessage(STREAMS.identity.name, {
      last_by_subj: UserRegistered.subject,
    });
    expect(last?.json<{ data: { userId: number } }>().data.userId).toBe(206);
  });

  it('marks none of a batch sent when a publish in it fails, and publishes each once in the end', async () => {
    for (let i = 1; i <= 5; i++) await addToOutbox(db, UserRegistered, payload(100 + i), 'kit-test');
    let calls = 0;
    const failingThird = new Proxy(nats.js, {
      get(target, prop, receiver) {
        if (prop === 'publish') {
          return async (...args: Parameters<JetStreamClient['publish']>) => {
            if (++calls === 3) throw new Error('stream unavailable');
            return target.publish(...args);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    await expect(new OutboxRelay({ db, js: failingThird, logger: testLogger }).flushOnce()).rejects.toThrow(
      'stream unavailable',
    );
    expect(await db('outbox').whereNull('sent_at').count({ n: '*' }).first()).toEqual({ n: 5 });

    const relay = new OutboxRelay({ db, js: nats.js, logger: testLogger, batchSize: 10 });
    expect(await relay.flushOnce()).toBe(5);
    expect(await db('outbox').whereNull('sent_at').count({ n: '*' }).first()).toEqual({ n: 0 });
    // The four published beside the failed one were dropped as duplicates the second time (same message
    // ids); the failed one came after them (a failed batch is not kept in order).
    expect(await streamCount(UserRegistered.subject)).toBe(5);
  });

  it('delivers a committed event soon after a kick', async () => {
    const relay = new OutboxRelay({ db, js: nats.js, logger: testLogger, intervalMs: 10000 });
    relay.start();
    try {
      await addToOutbox(db, UserRegistered, payload(7), 'kit-test');
      relay.kick();
      await eventually(async () => (await streamCount(UserRegistered.subject)) === 1, 3000);
    } finally {
      await relay.stop();
    }
  });

  describe('polling', () => {
    /** The statements the relay sends on its own pool (no other user of it). */
    function relayOnOwnPool(opts: { intervalMs: number; idleMaxMs: number }) {
      const own = createDbBeside(db, 1);
      const statements: string[] = [];
      own.on('query', (q: { sql: string }) => statements.push(q.sql));
      const relay = new OutboxRelay({ db: own, js: nats.js, logger: testLogger, ...opts });
      return { relay, statements, close: () => own.destroy() };
    }

    it('finds an empty outbox with one read, without a transaction', async () => {
      const { relay, statements, close } = relayOnOwnPool({ intervalMs: 250, idleMaxMs: 2000 });
      try {
        expect(await relay.flushOnce()).toBe(0);
        expect(statements).toHaveLength(1);
        expect(statements[0]).toMatch(/^select .* from "outbox" where "sent_at" is null limit \$1$/i);
      } finally {
        await close();
      }
    });

    it('polls less and less often while idle, and still publishes a row nobody kicked for', async () => {
      const { relay, statements, close } = relayOnOwnPool({ intervalMs: 50, idleMaxMs: 400 });
      relay.start();
      try {
        // Polls at 0, 50, 150, 350, 750, 1150, 1550 ms (at a fixed 50 ms: about 35 in 1.7 s). Kept on
        // purpose: what is counted is how few polls a span of time holds (an upper bound, so a wait).
        await new Promise((r) => setTimeout(r, 1700));
        const idlePolls = statements.length;
        expect(idlePolls).toBeGreaterThanOrEqual(4);
        expect(idlePolls).toBeLessThanOrEqual(9);
        expect(statements.some((s) => /^begin/i.test(s))).toBe(false);

        // Written by someone else and never kicked for: the next poll (within idleMaxMs) publishes it.
        await addToOutbox(db, UserRegistered, payload(8), 'kit-test');
        await eventually(async () => (await streamCount(UserRegistered.subject)) === 1, 2000);
        await eventually(async () => !(await db('outbox').whereNull('sent_at').first()), 2000);
      } finally {
        await relay.stop();
        await close();
      }
    });
  });
});

describe('forgetPublishedEventsOf', () => {
  it("removes a person's published rows only once none of theirs is left to publish, and no one else's", async () => {
    await addToOutbox(db, UserRegistered, payload(41), 'test');
    await addToOutbox(db, UserRegistered, payload(41), 'test');
    await addToOutbox(db, UserRegistered, payload(42), 'test');
    await db('outbox').update({ sent_at: db.fn.now() });
    const pending = await addToOutbox(db, UserRegistered, payload(41), 'test');

    expect(await db.transaction((trx) => forgetPublishedEventsOf(trx, 41))).toEqual({
      removed: 0,
      unsent: 1,
    });
    expect(Number((await db('outbox').count({ n: '*' }))[0]!.n)).toBe(4);

    await db('outbox').where({ id: pending.id }).update({ sent_at: db.fn.now() });
    expect(await db.transaction((trx) => forgetPublishedEventsOf(trx, 41))).toEqual({
      removed: 3,
      unsent: 0,
    });
    const left: { payload: { data: { userId: number } } }[] = await db('outbox').select('payload');
    expect(left.map((r) => r.payload.data.userId)).toEqual([42]);
  });
});

describe('outbox writer', () => {
  /** A writer whose relay records, at each kick, how many outbox rows another connection sees. */
  function writer() {
    const seenAtKick: number[] = [];
    const kicks: Promise<void>[] = [];
    const relay = {
      kick: () => {
        kicks.push(
          (async () => {
            const row = await db('outbox').count({ n: '*' }).first();
            seenAtKick.push(Number(row?.n));
          })(),
        );
      },
    };
    return { outbox: new OutboxWriter({ db, relay, producer: 'kit-test' }), seenAtKick, kicks };
  }

  it('records the events of a transaction and kicks the relay once, after the commit', async () => {
    const w = writer();
    const result = await w.outbox.transaction(async (_trx, publish) => {
      await publish(UserRegistered, payload(1));
      await publish(UserRegistered, payload(2));
      expect(w.kicks).toHaveLength(0); // not before the commit
      return 'done';
    });
    expect(result).toBe('done');
    await Promise.all(w.kicks);
    expect(w.seenAtKick).toEqual([2]);
    const rows = await db('outbox').select('payload');
    expect(rows.map((r) => (r.payload as { producer: string }).producer)).toEqual(['kit-test', 'kit-test']);
  });

  it('neither writes nor kicks when the transaction rolls back, or wrote no event', async () => {
    const w = writer();
    await expect(
      w.outbox.transaction(async (_trx, publish) => {
        await publish(UserRegistered, payload(3));
        throw new Error('domain failure');
      }),
    ).rejects.toThrow('domain failure');
    await w.outbox.transaction(async (trx) => trx.raw('SELECT 1'));
    expect(w.kicks).toHaveLength(0);
    expect(await db('outbox').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it("kicks after the commit of a transaction opened elsewhere (an inbox handler's), not at a savepoint", async () => {
    const w = writer();
    await db.transaction(async (trx) => {
      await w.outbox.add(trx, UserRegistered, payload(4));
      await trx.transaction(async (savepoint) => {
        await w.outbox.add(savepoint, UserRegistered, payload(5));
      });
      await new Promise((r) => setImmediate(r));
      expect(w.kicks).toHaveLength(0);
    });
    await eventually(async () => w.kicks.length === 1);
    await Promise.all(w.kicks);
    expect(w.seenAtKick).toEqual([2]);
  });

  describe('a change and its events in one statement', () => {
    beforeAll(async () => {
      await db.schema.createTable('things', (t) => {
        t.integer('id').primary();
        t.text('state').notNullable();
      });
      await db.schema.createTable('thing_log', (t) => {
        t.integer('thingId').notNullable();
        t.text('state').notNullable();
      });
    });
    afterAll(async () => {
      await db.schema.dropTable('thing_log');
      await db.schema.dropTable('things');
    });
    beforeEach(async () => {
      await db('thing_log').delete();
      await db('things').delete();
      await db('things').insert({ id: 1, state: 'old' });
    });

    /** Sets thing `id`'s state, logs it (a clause reading the change) and records `events`, in one statement. */
    const change = (w: ReturnType<typeof writer>, id: number, state: string, events: OutboxEvent[]) =>
      w.outbox.withChange(events, (rows) =>
        changeWithEvents<{ id: number; state: string }>(
          db,
          [
            ['saved', db('things').where({ id }).update({ state }).returning('*')],
            ['logged', db('thing_log').insert(db('saved').select({ thingId: 'id', state: 'state' }))],
          ],
          rows,
        ),
      );

    it('writes the change, the clauses that read it and every event, then kicks once', async () => {
      const w = writer();
      const saved = await change(w, 1, 'new', [
        outboxEvent(UserRegistered, payload(6)),
        outboxEvent(UserRegistered, payload(7)),
      ]);
      expect(saved).toEqual([{ id: 1, state: 'new' }]);
      expect(await db('thing_log').select('thingId', 'state')).toEqual([{ thingId: 1, state: 'new' }]);
      await Promise.all(w.kicks);
      expect(w.seenAtKick).toEqual([2]);
      const rows = await db('outbox').select('subject', 'payload').orderBy('created_at');
      expect(rows.map((r) => (r.payload as { data: { userId: number } }).data.userId).sort()).toEqual([6, 7]);
      expect(rows.every((r) => r.subject === UserRegistered.subject)).toBe(true);
    });

    it('records no event when the change finds no row', async () => {
      const w = writer();
      expect(await change(w, 99, 'new', [outboxEvent(UserRegistered, payload(8))])).toEqual([]);
      expect(await db('outbox').count({ n: '*' }).first()).toEqual({ n: 0 });
      expect(await db('thing_log').count({ n: '*' }).first()).toEqual({ n: 0 });
    });

    it('leaves neither the change nor its events when a part of the statement fails', async () => {
      const w = writer();
      const id = randomUUID();
      await db('outbox').insert({ id, subject: 'x', payload: '{}' }); // the event's id is taken below
      const rows = [
        outboxRow(UserRegistered, payload(9), 'kit-test').row,
        { ...outboxRow(UserRegistered, payload(10), 'kit-test').row, id },
      ];
      await expect(
        changeWithEvents(
          db,
          [['saved', db('things').where({ id: 1 }).update({ state: 'new' }).returning('*')]],
          rows,
        ),
      ).rejects.toThrow(/duplicate key/);
      expect(await db('things').where({ id: 1 }).first()).toEqual({ id: 1, state: 'old' });
      expect(await db('outbox').count({ n: '*' }).first()).toEqual({ n: 1 });
      expect(w.kicks).toHaveLength(0);
    });

    it('refuses an event that breaks its schema before writing anything', async () => {
      const w = writer();
      await expect(
        change(w, 1, 'new', [outboxEvent(UserRegistered, { ...payload(11), email: 'not-an-email' })]),
      ).rejects.toThrow(/Invalid event/);
      expect(await db('things').where({ id: 1 }).first()).toEqual({ id: 1, state: 'old' });
      expect(w.kicks).toHaveLength(0);
    });
  });
});

describe('streams', () => {
  it('is created once when many services start at the same moment', async () => {
    const defs = Object.values(STREAMS);
    // Separate connections, as separate processes would have.
    const others = await Promise.all(
      Array.from({ length: 8 }, (_, i) => connectNats(testNatsUrl(), `race-${i}`, testLogger, 5000)),
    );
    try {
      for (let round = 0; round < 5; round++) {
        for (const d of defs) await nats.jsm.streams.delete(d.name).catch(() => undefined);
        await Promise.all(others.map((o) => ensureStreams(o.jsm, defs)));
      }
    } finally {
      await Promise.all(others.map((o) => o.nc.close()));
    }
    for (const d of defs) expect((await nats.jsm.streams.info(d.name)).config.subjects).toEqual(d.subjects);
  });

  it("widens a stream's subjects and drops the ones the new subject covers", async () => {
    const name = STREAMS.billing.name;
    await nats.jsm.streams.delete(name).catch(() => undefined);
    await nats.jsm.streams.add({ name, subjects: ['billing.*.*.*'] });
    await ensureStreams(nats.jsm, [STREAMS.billing]);
    expect((await nats.jsm.streams.info(name)).config.subjects).toEqual(['billing.>']);
    // The request-reply subject stays outside: a request is answered by no stream ack (no responders).
    await expect(nats.nc.request(DEBIT_SUBJECT, '{}', { timeout: 1000 })).rejects.toThrow(
      /no responders|503/i,
    );
  });
});

describe('inbox consumer', () => {
  it('acts once on a message delivered twice, and dead-letters an invalid one with the reason', async () => {
    const durable = `kit-test-${randomUUID().slice(0, 8)}`;
    const seen: number[] = [];
    const consumer = await startConsumer(
      { db, nats, logger: testLogger },
      {
        event: UserRegistered,
        durable,
        handle: async ({ trx, envelope }) => {
          seen.push(envelope.data.userId);
          await trx.raw('SELECT 1');
        },
      },
    );
    // Dead letters are read through a consumer of their own.
    await nats.jsm.consumers.add(STREAMS.deadLetter.name, {
      durable_name: `${durable}-dl`,
      ack_policy: AckPolicy.Explicit,
      filter_subject: deadLetterSubject(UserRegistered.subject),
    });
    try {
      const env = buildEnvelope(UserRegistered, payload(5), { producer: 'kit-test' });
      // The same event published twice under different message ids (as two relays might): JetStream keeps both.
      await nats.js.publish(UserRegistered.subject, JSON.stringify(env), { msgID: 'a-' + env.id });
      await nats.js.publish(UserRegistered.subject, JSON.stringify(env), { msgID: 'b-' + env.id });
      await nats.js.publish(
        UserRegistered.subject,
        JSON.stringify({ ...env, id: randomUUID(), data: { userId: 'x' } }),
      );

      await eventually(async () => {
        const info = await nats.jsm.consumers.info(UserRegistered.stream, durable);
        return info.num_pending === 0 && info.num_ack_pending === 0;
      });
      expect(seen).toEqual([5]);
      expect(await db('inbox').where({ consumer: durable }).count({ n: '*' }).first()).toEqual({ n: 1 });

      const dl = await nats.js.consumers.get(STREAMS.deadLetter.name, `${durable}-dl`);
      const m = await nextMessage(dl, 2000);
      expect(m.headers?.get(DEAD_LETTER_REASON_HEADER)).toMatch(/userId/);
      m.ack();
    } finally {
      await consumer.stop();
    }
  });

  it('works through a burst in a few transactions, in order, each message once', async () => {
    const durable = `kit-burst-${randomUUID().slice(0, 8)}`;
    const count = 60;
    for (let i = 1; i <= count; i++) {
      await nats.js.publish(
        UserRegistered.subject,
        JSON.stringify(buildEnvelope(UserRegistered, payload(i), { producer: 'kit-test' })),
      );
    }
    const seen: number[] = [];
    const transactions = new Set<string>();
    const consumer = await startConsumer(
      { db, nats, logger: testLogger },
      {
        event: UserRegistered,
        durable,
        handle: async ({ trx, envelope }) => {
          const { rows } = await trx.raw('SELECT txid_current()::text AS tx');
          transactions.add(rows[0].tx);
          seen.push(envelope.data.userId);
        },
      },
    );
    try {
      await eventually(async () => {
        const info = await nats.jsm.consumers.info(UserRegistered.stream, durable);
        return info.num_pending === 0 && info.num_ack_pending === 0;
      }, 10_000);
      expect(seen).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(transactions.size).toBeLessThan(count / 4);
      expect(await db('inbox').where({ consumer: durable }).count({ n: '*' }).first()).toEqual({ n: count });
    } finally {
      await consumer.stop();
    }
  });

  it('fails only the message whose handler threw; the rest of its batch commits once', async () => {
    const durable = `kit-one-${randomUUID().slice(0, 8)}`;
    // What the handlers change, in their transaction: each message's effect must exist once.
    const effects = `effects_${durable.slice(-8)}`;
    await db.schema.createTable(effects, (t) => t.integer('user_id'));
    const calls = new Map<number, number>();
    for (let i = 1; i <= 20; i++) {
      await nats.js.publish(
        UserRegistered.subject,
        JSON.stringify(buildEnvelope(UserRegistered, payload(i), { producer: 'kit-test' })),
      );
    }
    const consumer = await startConsumer(
      { db, nats, logger: testLogger },
      {
        event: UserRegistered,
        durable,
        handle: async ({ trx, envelope }) => {
          const id = envelope.data.userId;
          calls.set(id, (calls.get(id) ?? 0) + 1);
          await trx(effects).insert({ user_id: id });
          // The 7th fails on its first delivery, after writing (its write is rolled back with it).
          if (id === 7 && calls.get(id) === 1) throw new Error('not yet');
        },
      },
    );
    try {
      await eventually(async () => {
        const info = await nats.jsm.consumers.info(UserRegistered.stream, durable);
        return info.num_pending === 0 && info.num_ack_pending === 0;
      }, 15_000);
      const rows = await db(effects).select('user_id').orderBy('user_id');
      expect(rows.map((r) => r.user_id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      // The failing handler ran once per delivery: once failing, once (delivered again) succeeding.
      expect(calls.get(7)).toBe(2);
      expect(await db('inbox').where({ consumer: durable }).count({ n: '*' }).first()).toEqual({ n: 20 });
    } finally {
      await consumer.stop();
      await db.schema.dropTable(effects);
    }
  });

  it('retries a failing handler and dead-letters it after the bounded attempts', async () => {
    const durable = `kit-fail-${randomUUID().slice(0, 8)}`;
    let calls = 0;
    const consumer = await startConsumer(
      { db, nats, logger: testLogger },
      {
        event: UserRegistered,
        durable,
        maxDeliver: 2,
        // A delivery lost on the way (sent to a pull the client had just given up on) comes again after the
        // ack wait (30 s by default): short here, so such a run still ends within the test's time.
        ackWaitMs: 3000,
        handle: async () => {
          calls++;
          throw new Error('downstream broken');
        },
      },
    );
    await nats.jsm.consumers.add(STREAMS.deadLetter.name, {
      durable_name: `${durable}-dl`,
      ack_policy: AckPolicy.Explicit,
      filter_subject: deadLetterSubject(UserRegistered.subject),
    });
    try {
      await nats.js.publish(
        UserRegistered.subject,
        JSON.stringify(buildEnvelope(UserRegistered, payload(9), { producer: 't' })),
      );
      const dl = await nats.js.consumers.get(STREAMS.deadLetter.name, `${durable}-dl`);
      const m = await nextMessage(dl, 10_000);
      expect(m.headers?.get(DEAD_LETTER_REASON_HEADER)).toMatch(/handler failed 2 times: downstream broken/);
      expect(calls).toBe(2);
      expect(await db('inbox').where({ consumer: durable }).count({ n: '*' }).first()).toEqual({ n: 0 });
    } finally {
      await consumer.stop();
    }
  });
});
