process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { CONTEXT_HEADER, createDb, signContext, type Db, type Nats } from '@tryon/kit';
import { buildIdentity, SCHEMA, type IdentityService } from '../src/app.js';
import { loadIdentityConfig } from '../src/config.js';
import {
  TEST_SECRET,
  createTestDatabase,
  freshNats,
  testLogger,
  testNatsUrl,
} from '../../../test-support/infra.js';
import { waitFor } from '../../../test-support/wait.js';

// Issue 41, finding 13: the admin's sign-in took 8-10 s while sign-in was under attack. With a flood of
// wrong-password sign-ins for other accounts running from a few addresses (the per-IP limit over time set
// out of the way, as for a flood from many addresses), a valid sign-in from another address completes
// quickly, and the flood is answered 429 with Retry-After at once. "Quickly" is measured against the same
// flood on an identity whose bounds are lifted (as before the fix), side by side in this test, so that a
// busy machine slows both: on a quiet 2-core machine about 1.2 s against 3.7 s.

let db: Db;
let nats: Nats;
let drop: () => Promise<void>;
const services: IdentityService[] = [];
/** The identity with the bounds, and one with them lifted; the same database. */
let bounded: string;
let unbounded: string;

const ADMIN = { email: 'flood-admin@example.com', password: 'a long admin passphrase' };

async function post(
  base: string,
  path: string,
  ip: string,
  body: unknown,
): Promise<{ status: number; retryAfter: string | null }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CONTEXT_HEADER]: await signContext(TEST_SECRET, { userId: null, role: null, ip }),
    },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
}

beforeAll(async () => {
  const tdb = await createTestDatabase();
  drop = tdb.drop;
  nats = await freshNats('identity-sign-in-flood-test');
  db = createDb({ url: tdb.url, schema: SCHEMA });
  const start = async (extra: Record<string, string>) => {
    const identity = await buildIdentity(
      loadIdentityConfig({
        DATABASE_URL: tdb.url,
        NATS_URL: testNatsUrl(),
        INTERNAL_TOKEN_SECRET: TEST_SECRET,
        PORT: '0',
        APP_MODE: 'local',
        LOGIN_MAX_PER_IP: '1000000',
        REGISTER_MAX_PER_IP: '1000000',
        ...extra,
      }),
      { db, nats, logger: testLogger },
    );
    services.push(identity);
    return identity.app.listen({ host: '127.0.0.1', port: 0 });
  };
  bounded = await start({});
  unbounded = await start({
    SIGN_IN_HASHES_AT_ONCE: '100000',
    SIGN_IN_HASH_QUEUE: '100000',
    SIGN_IN_PER_IP_AT_ONCE: '100000',
  });
  expect((await post(bounded, '/auth/register', '10.1.0.1', ADMIN)).status).toBe(201);
});

afterAll(async () => {
  for (const s of services) await s.stop();
  await nats?.nc.close();
  await db?.destroy();
  await drop?.();
});

/**
 * Floods `base` with 240 wrong-password sign-ins in flight at any time (each for an account of its own,
 * from 8 addresses); once the flood runs, signs the admin in three times from another address. Answers
 * the slowest of those and what the flood was answered.
 */
async function underFlood(base: string) {
  let stop = false;
  let seq = 0;
  const statuses = new Map<number, number>();
  const retryAfters = new Set<string | null>();
  const flood = Array.from({ length: 8 * 30 }, async (_, i) => {
    const ip = `10.66.0.${(i % 8) + 1}`;
    while (!stop) {
      const r = await post(base, '/auth/login', ip, {
        email: `victim${seq++}@example.com`,
        password: 'wrong guess',
      });
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      // A well-behaved client of a refused attempt waits a little (the flood keeps its pressure anyway).
      if (r.status === 429) {
        retryAfters.add(r.retryAfter);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  await waitFor(() => [...statuses.values()].reduce((a, b) => a + b, 0) >= 200, {
    timeoutMs: 30_000,
    what: 'the flood under way',
  });
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const r = await post(base, '/auth/login', '10.1.0.1', ADMIN);
    times.push(Math.round(performance.now() - started));
    expect(r.status).toBe(200);
  }
  stop = true;
  await Promise.all(flood);
  return { slowest: Math.max(...times), statuses, retryAfters };
}

it('keeps a valid sign-in fast under a flood of wrong passwords, and answers the flood 429 at once', async () => {
  const before = await underFlood(unbounded);
  const now = await underFlood(bounded);
  console.log(
    `slowest valid sign-in under the flood: ${now.slowest} ms with the bounds, ${before.slowest} ms without; the flood was answered ${JSON.stringify(Object.fromEntries(now.statuses))}`,
  );
  // Faster than without the bounds: about 3 times on a quiet machine (printed above), less when other
  // test files load the machine at the same time, so the test asks only that the bounds help at all.
  expect(now.slowest).toBeLessThan(before.slowest);
  expect(now.statuses.get(429) ?? 0).toBeGreaterThan(0);
  expect(now.statuses.get(401) ?? 0).toBeGreaterThan(0);
  expect([...now.retryAfters]).toEqual(['1']);
  // Without the bounds nothing is refused at once: every attempt is hashed.
  expect(before.statuses.get(429) ?? 0).toBe(0);
}, 120_000);
