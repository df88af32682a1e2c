// Admin figures for `npm run bench` (issue 10): the admin's stats query and a searched page of users
// through the gateway, with 100,000 users and 200,000 payments seeded, at 10 connections (p50/p99).
// Seeds straight into the services' tables (as a data import would): billing's payments ledger keeps its
// monthly rollup by trigger, so the figures stay right.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { childEnv } from './billing.mjs';

const USERS = Number(process.env.BENCH_ADMIN_USERS || 100_000);
const PAYMENTS = Number(process.env.BENCH_ADMIN_PAYMENTS || 200_000);
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_DURATION || 10);

const STATS_QUERY = `query AdminBenchStats { adminStats { totalUsers usersWithActiveSubscriptions totalRevenue
  thisMonthRevenue lastMonthRevenue subscriptionRevenue topUpRevenue totalActiveSubscriptions
  subscriptionsByPlan { planName count } monthlyGrowth } }`;
const OVERVIEW_QUERY = `query AdminBenchOverview { adminStats { signUpsByDay { day count }
  revenueByMonth { month subscriptionRevenue topUpRevenue } sessionsByDay { day granted spent refunded }
  jobsByDay { day generations tryOns edits failed } providerFailures { provider failureRate } } }`;

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measure(name, opts) {
  await cannon({ ...opts, connections: CONNECTIONS, duration: 2 });
  const r = await cannon({ ...opts, connections: CONNECTIONS, duration: SECONDS });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors };
}

/** A signed-in admin: a new account made admin in identity's table, then signed in again. */
async function adminCookie(gateway, identityDb) {
  const email = `bench-admin-${randomUUID()}@example.com`;
  const password = 'bench-password-123';
  const reg = await fetch(`${gateway}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
  await identityDb.query(`UPDATE identity.users SET role = 'admin' WHERE email = $1`, [email]);
  const login = await fetch(`${gateway}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
}

/** Seeds the users and payments (once per data folder: a second run finds them). */
async function seed(db, say) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM identity.users WHERE email LIKE 'seed-%'`);
  if (rows[0].n < USERS) {
    say(`seeding ${USERS} users`);
    await db.query(
      `INSERT INTO identity.users (username, email, password, "firstName", "lastName", "createdAt", "subscriptionStatus")
       SELECT 'seed-' || i, 'seed-' || i || '@example.com', 'not-a-hash', 'Seed', 'User ' || i,
              now() - (i % 365) * interval '1 day', CASE WHEN i % 10 = 0 THEN 'active' ELSE 'inactive' END
       FROM generate_series($1::int + 1, $2::int) AS i`,
      [rows[0].n, USERS],
    );
  }
  const paid = await db.query(
    `SELECT count(*)::int AS n FROM billing.payments WHERE reference LIKE 'seed:%'`,
  );
  if (paid.rows[0].n < PAYMENTS) {
    say(`seeding ${PAYMENTS} payments`);
    await db.query(
      `INSERT INTO billing.payments ("userId", kind, "amountInCents", reference, "occurredAt")
       SELECT 1 + i % $3::int, CASE WHEN i % 3 = 0 THEN 'subscription' ELSE 'top_up' END,
              CASE WHEN i % 3 = 0 THEN 1999 ELSE 699 END, 'seed:' || i,
              now() - (i % 540) * interval '1 day'
       FROM generate_series($1::int + 1, $2::int) AS i`,
      [paid.rows[0].n, PAYMENTS, USERS],
    );
  }
  await db.query('ANALYZE identity.users');
  await db.query('ANALYZE billing.payments');
}

export async function measureAdmin({ gateway, state, say }) {
  const pid = state.children?.find((c) => c.name === 'identity')?.pid;
  if (!pid) return ['identity is not running: no admin figures'];
  const db = new pg.Client({ connectionString: (await childEnv(pid)).DATABASE_URL });
  await db.connect();
  try {
    await seed(db, say);
    const cookie = await adminCookie(gateway, db);
    const gqlTarget = (name, query) => ({
      name,
      url: `${gateway}/graphql`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const targets = [
      gqlTarget('admin stats, one federated query (cards)', STATS_QUERY),
      gqlTarget('admin overview charts (4 series)', OVERVIEW_QUERY),
      {
        name: 'GET /api/admin/users?search=seed-4242 (page 1)',
        url: `${gateway}/api/admin/users?search=seed-4242`,
        method: 'GET',
        headers: { cookie },
      },
      {
        name: 'GET /api/admin/users (page 500 of 100k)',
        url: `${gateway}/api/admin/users?offset=49900`,
        method: 'GET',
        headers: { cookie },
      },
    ];
    // Each must answer right before it is measured.
    for (const t of targets) {
      const res = await fetch(t.url, { method: t.method, headers: t.headers, body: t.body });
      const text = await res.text();
      if (!res.ok || text.includes('"errors"'))
        throw new Error(`${t.name} answered ${res.status}: ${text.slice(0, 300)}`);
    }
    const results = [];
    for (const t of targets) {
      say(`measuring ${t.name}`);
      results.push(await measure(t.name, { url: t.url, method: t.method, headers: t.headers, body: t.body }));
    }
    const stats = JSON.parse(
      await (await fetch(`${gateway}/api/admin/stats/revenue`, { headers: { cookie } })).text(),
    );
    return [
      `admin with ${USERS} users and ${PAYMENTS} payments seeded (total revenue ${(stats.totalRevenue / 100).toFixed(2)} USD), ${CONNECTIONS} connections, ${SECONDS} s each:`,
      ...results.map(
        (r) =>
          `  ${r.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.bad ? `, ${r.bad} not 2xx` : ''}`,
      ),
      `goal (issue 10): stats and a searched user page p99 under 100 ms -> ${
        Math.max(results[0].p99, results[2].p99) < 100 ? 'met' : 'NOT met'
      } (informational only)`,
    ];
  } finally {
    await db.end();
  }
}
