// Helpers for integration tests: a fresh database per test file and the run's private NATS server, which
// enforces the bus permissions: each process connects as its own user (test-support/stack.ts does so for
// the services and the gateway), the tests' own connections as the privileged `admin`.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Consumer, JsMsg } from '@nats-io/jetstream';
import { connectNats, createDb, createLogger, migrate, type Db, type Migration, type Nats } from '@tryon/kit';
import { BUS_ADMIN_USER } from '@tryon/proto-events';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const testLogger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');

function adminUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL;
  if (!url)
    throw new Error('TEST_ADMIN_DATABASE_URL unset: run integration tests through jest (globalSetup)');
  return url;
}

/**
 * Creates a database for one test file; returns its URL and a function that drops it. Empty, or with
 * `migrated`, a copy of the run's template where every service's schema is already migrated (global-setup),
 * so the services' own migrations at start find nothing to do.
 */
export async function createTestDatabase(
  opts: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tryon_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = opts.migrated ? process.env.TEST_TEMPLATE_DATABASE : undefined;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A new database with a service's schema migrated, for a repository's tests: `statements` gathers the SQL of
 * every statement sent on `db` (empty it with `statements.length = 0`), for tests that count round trips.
 */
export async function migratedTestDb(
  schema: string,
  migrations: Migration[],
): Promise<{ db: Db; statements: string[]; drop: () => Promise<void> }> {
  const created = await createTestDatabase();
  const db = createDb({ url: created.url, schema });
  await migrate(db, schema, migrations);
  const statements: string[] = [];
  db.on('query', (q: { sql: string }) => statements.push(q.sql));
  return {
    db,
    statements,
    drop: async () => {
      await db.destroy();
      await created.drop();
    },
  };
}

/**
 * The test server's address without credentials (a connection with none is refused): this jest worker's
 * own server (global-setup starts one per worker), as every test file deletes all streams of its server.
 */
export function testNatsServer(): string {
  const urls = JSON.parse(process.env.TEST_NATS_URLS ?? '[]') as string[];
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  const url = urls.length ? urls[(worker - 1) % urls.length] : process.env.TEST_NATS_URL;
  if (!url) throw new Error('TEST_NATS_URL unset: run integration tests through jest (globalSetup)');
  return url;
}

/** The password of a bus user (proto-events' BUS_USERS, or `admin`) on the test server. */
export function testNatsPassword(user: string): string {
  const passwords = JSON.parse(process.env.TEST_NATS_PASSWORDS ?? '{}') as Record<string, string>;
  const pw = passwords[user];
  if (!pw) throw new Error(`no NATS password for user ${user} (run integration tests through jest)`);
  return pw;
}

/** The test server's address with `user`'s credentials in it (for a process the test starts). */
export function testNatsUrlAs(user: string): string {
  const u = new URL(testNatsServer());
  u.username = encodeURIComponent(user);
  u.password = encodeURIComponent(testNatsPassword(user));
  return u.toString().replace(/\/$/, '');
}

/** The test server's address as the privileged `admin` user: for the tests' own connections. */
export function testNatsUrl(): string {
  return testNatsUrlAs(BUS_ADMIN_USER);
}

/** Connects to the test server as `user` (a service's, the gateway's, or `admin`). */
export function connectNatsAs(user: string, name = user): Promise<Nats> {
  return connectNats(testNatsServer(), name, testLogger, 5000, {
    user,
    password: testNatsPassword(user),
  });
}

/** Connects to the test NATS (as `admin`) and deletes every stream, so each test file starts clean. */
export async function freshNats(name = 'test'): Promise<Nats> {
  const nats = await connectNats(testNatsUrl(), name, testLogger, 5000);
  for await (const s of nats.jsm.streams.list()) await nats.jsm.streams.delete(s.config.name);
  return nats;
}

/** Polls `fn` until it returns a truthy value or the time runs out. */
export async function eventually<T>(fn: () => Promise<T | undefined | null | false>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The next message of a pull consumer, waiting up to `ms`. Asks in pulls of 1 s and asks again after a pull
 * the client gave up on ("heartbeats missed": its timer and the server's expiry are both one pull long).
 */
export async function nextMessage(consumer: Consumer, ms = 10_000): Promise<JsMsg> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const m = await consumer.next({ expires: 1000 });
      if (m) return m;
    } catch (err) {
      if (!/heartbeats missed/.test((err as Error).message)) throw err;
    }
  }
  throw new Error(`no message within ${ms} ms`);
}

/** S3 settings of the run's object store (s3rver unless S3_ENDPOINT was set); each caller picks a bucket. */
export function testS3Env(bucket: string): Record<string, string> {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) throw new Error('TEST_S3_ENDPOINT unset: run integration tests through jest (globalSetup)');
  return {
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY: process.env.TEST_S3_ACCESS_KEY || 'S3RVER',
    S3_SECRET_KEY: process.env.TEST_S3_SECRET_KEY || 'S3RVER',
    S3_BUCKET: bucket,
  };
}
