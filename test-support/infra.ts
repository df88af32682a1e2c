// Helpers for integration tests: a fresh database per test file and the run's private NATS server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectNats, createLogger, type Nats } from '@tryon/kit';

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const testLogger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');

function adminUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL;
  if (!url)
    throw new Error('TEST_ADMIN_DATABASE_URL unset: run integration tests through jest (globalSetup)');
  return url;
}

/** Creates an empty database for one test file; returns its URL and a function that drops it. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tryon_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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

export function testNatsUrl(): string {
  const url = process.env.TEST_NATS_URL;
  if (!url) throw new Error('TEST_NATS_URL unset: run integration tests through jest (globalSetup)');
  return url;
}

/** Connects to the test NATS and deletes every stream, so each test file starts clean. */
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
