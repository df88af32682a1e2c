#!/usr/bin/env node
// `npm run chaos`: a steady mixed load (reads, sign-ins, uploads, generations, try-ons, payments) from
// CHAOS_USERS people against a system started here with PROCESSES=2, while it restarts each service and
// the gateway one process at a time (npm run restart), kills the job worker with -9 and restarts NATS.
// Then it waits for every job to end and prints: failed reads, failed writes by status (and whether the
// retry with the same key succeeded), jobs lost, jobs charged twice, failed jobs not refunded and
// balances that don't add up. Exit 1 when the goal (all of them 0; a write may fail only with a
// retryable 503/504 that succeeds when retried) is missed or the system cannot be started.
//
//   CHAOS_SECONDS=180 CHAOS_USERS=6 CHAOS_PROCESSES=2 npm run chaos
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort, newDataDir, npmStart, systemEnv } from '../bench/run.mjs';
import { childEnv, grant } from '../bench/billing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SECONDS = Number(process.env.CHAOS_SECONDS || 180);
const USERS = Number(process.env.CHAOS_USERS || 6);
const PROCESSES = String(process.env.CHAOS_PROCESSES || 2);
/** Before the first fault, and between two faults. */
const WARMUP_MS = 15_000;
const PAUSE_MS = 5_000;
/** How long a write is retried (same request, same key) after a retryable answer. */
const RETRY_FOR_MS = 60_000;
const say = (m) => process.stdout.write(`[chaos] ${m}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const figures = {
  reads: 0,
  readsResent: 0, // reset before any answer, sent once more (as browsers do)
  readFailures: {}, // status -> count
  writes: 0,
  writeRetryable: {}, // first retryable answer (503/504/network) -> count, later succeeded
  writeFailedForGood: {}, // status -> count (retryable answers that never succeeded, or anything else)
  rateLimited: {}, // route -> count (the product's own limits)
  jobs: new Map(), // job id -> { userId, key }
  packs: new Map(), // userId -> packs paid (answered 200)
};
const bump = (o, k) => (o[k] = (o[k] ?? 0) + 1);

// ---------------------------------------------------------------- HTTP

/** A connection closed under a request (undici's codes). */
const RESET = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

async function send(gateway, method, route, { cookie, body, headers = {}, form } = {}) {
  let answered = false;
  try {
    const res = await fetch(`${gateway}${route}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: AbortSignal.timeout(65_000),
    });
    answered = true;
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, body: json, headers: res.headers, text };
  } catch (err) {
    const code = err.cause?.code ?? err.name;
    return {
      status: `network (${code})`,
      body: null,
      headers: new Headers(),
      reset: !answered && RESET.has(code),
    };
  }
}

/**
 * A read: counted; sent once more, at once, only when its connection was reset before any answer, as a
 * browser does for a request on a kept-alive connection the server has just closed (counted apart).
 */
async function read(gateway, method, route, opts) {
  figures.reads++;
  let r = await send(gateway, method, route, opts);
  if (r.reset) {
    figures.readsResent++;
    r = await send(gateway, method, route, opts);
  }
  const failed = r.status !== 200 || (route === '/graphql' && r.body?.errors);
  if (failed) {
    bump(figures.readFailures, r.status);
    say(`read failed: ${method} ${route} ${r.status} ${String(r.text ?? '').slice(0, 160)}`);
  }
  return r;
}

const retryable = (status) => status === 503 || status === 504 || String(status).startsWith('network');

/**
 * A write: sent again, the same request with the same key (`make` builds it each time, form bodies being
 * single-use), while the answer is retryable (503 with Retry-After, 504, a connection cut), for up to
 * RETRY_FOR_MS. 429 is the product's rate limit, counted apart.
 */
async function write(gateway, method, route, make, ok) {
  figures.writes++;
  const started = Date.now();
  let first;
  for (;;) {
    const r = await send(gateway, method, route, make());
    if (ok(r.status)) {
      if (first !== undefined) bump(figures.writeRetryable, first);
      return r;
    }
    if (r.status === 429) {
      bump(figures.rateLimited, route.replace(/\/[0-9a-z_-]{20,}(?=\/|$)/gi, '/:id'));
      return null;
    }
    if (!retryable(r.status) || Date.now() - started > RETRY_FOR_MS) {
      bump(figures.writeFailedForGood, r.status);
      say(`write failed: ${method} ${route} ${r.status} ${String(r.text ?? '').slice(0, 200)}`);
      return null;
    }
    first ??= r.status;
    const after = Number(r.headers.get('retry-after'));
    await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 5) * 1000 : 500);
  }
}

// ---------------------------------------------------------------- people and their actions

async function pngOf(color, width, height) {
  const sharp = createRequire(path.join(root, 'services', 'media', 'package.json'))('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: await sharp({
          create: { width: width / 2, height: height / 2, channels: 3, background: color },
        })
          .png()
          .toBuffer(),
        left: width / 4,
        top: height / 4,
      },
    ])
    .png()
    .toBuffer();
}

const cookieOf = (headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));

async function waitForJob(gateway, user, id, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const r = await send(gateway, 'GET', `/api/gemini/session/${id}`, { cookie: user.cookie });
    if (r.body?.status === 'completed' || r.body?.status === 'failed') return r.body;
    await sleep(500);
  }
  throw new Error(`job ${id} did not end within ${timeoutMs} ms`);
}

let grants = Promise.resolve();

async function newPerson(gateway, db, garment) {
  const email = `chaos-${randomUUID()}@example.com`;
  const password = `Chaos ${randomUUID()} walk`;
  const reg = await send(gateway, 'POST', '/api/register', { body: { email, password } });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${reg.text}`);
  const user = { id: reg.body.id, email, password, cookie: cookieOf(reg.headers), lastJob: null };
  await send(gateway, 'GET', '/api/user/session-balance', { cookie: user.cookie }); // the free trial
  // One transaction at a time on the one connection (people sign up side by side).
  await (grants = grants.then(() => grant(db, user.id)));
  const up = await uploadGarment(gateway, user, garment);
  if (!up) throw new Error('the first garment upload failed');
  user.garmentUrl = up;
  const gen = await generate(gateway, user);
  if (!gen) throw new Error('the first generation failed');
  const done = await waitForJob(gateway, user, gen);
  if (done.status !== 'completed') throw new Error(`the first generation failed: ${done.errorMessage}`);
  user.personUrl = done.resultUrl;
  return user;
}

async function uploadGarment(gateway, user, png) {
  const r = await write(
    gateway,
    'POST',
    '/api/upload',
    () => {
      const form = new FormData();
      form.append('image', new Blob([png], { type: 'image/png' }), 'garment.png');
      return { cookie: user.cookie, form };
    },
    (s) => s === 201,
  );
  return r?.body?.url ?? null;
}

async function paidJob(gateway, user, route, body) {
  const key = randomUUID();
  const r = await write(
    gateway,
    'POST',
    route,
    () => ({ cookie: user.cookie, body, headers: { 'idempotency-key': key } }),
    (s) => s === 201,
  );
  if (!r) return null;
  figures.jobs.set(r.body.id, { userId: user.id, key });
  user.lastJob = r.body.id;
  return r.body.id;
}

const generate = (gateway, user) =>
  paidJob(gateway, user, '/api/gemini/generate-person', { gender: 'female', background: 'white' });

const tryOn = (gateway, user) =>
  paidJob(gateway, user, '/api/virtual-tryon', {
    personImageUrl: user.personUrl,
    clothingImageUrl: user.garmentUrl,
    category: 'tops',
  });

async function signIn(gateway, user) {
  const r = await write(
    gateway,
    'POST',
    '/api/login',
    () => ({ body: { email: user.email, password: user.password } }),
    (s) => s === 200,
  );
  const cookie = r && cookieOf(r.headers);
  if (cookie) user.cookie = cookie;
}

async function buyPack(gateway, user) {
  const checkout = await write(
    gateway,
    'POST',
    '/api/stripe/create-topup-checkout',
    () => ({ cookie: user.cookie, body: { sessions: 10, amount: 699 } }),
    (s) => s === 200,
  );
  const id = checkout?.body?.url?.split('/').pop();
  if (!id) return;
  const paid = await write(
    gateway,
    'POST',
    `/api/sandbox/checkout/${id}/complete`,
    () => ({ cookie: user.cookie }),
    (s) => s === 200,
  );
  if (paid) figures.packs.set(user.id, (figures.packs.get(user.id) ?? 0) + 1);
}

const READS = [
  (g, u) => read(g, 'GET', '/api/user/session-balance', { cookie: u.cookie }),
  (g, u) => read(g, 'GET', '/api/user', { cookie: u.cookie }),
  (g, u) => read(g, 'POST', '/graphql', { cookie: u.cookie, body: { query: '{ me { id email } }' } }),
  (g) => read(g, 'GET', '/api/footer/sections', {}),
  (g, u) =>
    u.lastJob
      ? read(g, 'GET', `/api/gemini/session/${u.lastJob}`, { cookie: u.cookie })
      : read(g, 'GET', '/api/subscription-plans', {}),
];

/**
 * One person's steady mix until `done()`: mostly reads, then jobs, uploads, payments and sign-ins.
 */
async function loop(gateway, user, garment, done) {
  let i = 0;
  while (!done()) {
    const dice = Math.random();
    if (dice < 0.55) await READS[i++ % READS.length](gateway, user);
    else if (dice < 0.7) await generate(gateway, user);
    else if (dice < 0.85) await tryOn(gateway, user);
    else if (dice < 0.93) await uploadGarment(gateway, user, garment);
    else if (dice < 0.99) await buyPack(gateway, user);
    else await signIn(gateway, user);
    await sleep(150 + Math.random() * 200);
  }
}

// ---------------------------------------------------------------- faults

async function runState(dataDir) {
  return JSON.parse(await readFile(path.join(dataDir, 'run', 'launcher.json'), 'utf8'));
}

const pidOf = (state, name) => state.children.find((c) => c.name === name)?.pid;

/** Waits until the launcher has started `name` again (a new pid in its run file that answers). */
async function restartedByLauncher(dataDir, name, oldPid, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const pid = pidOf(await runState(dataDir), name);
    if (pid && pid !== oldPid) return pid;
    await sleep(200);
  }
  throw new Error(`the launcher did not start ${name} again within ${timeoutMs} ms`);
}

async function faults(dataDir, log) {
  const { rollingRestart } = await import(
    pathToFileURL(path.join(root, 'deploy', 'dist', 'launcher', 'rolling.js')).href
  );
  await sleep(WARMUP_MS);
  for (const name of ['identity', 'media', 'billing', 'ai-jobs', 'content', 'support', 'gateway']) {
    const r = await rollingRestart(await runState(dataDir), name);
    log.push(`restarted ${name} one process at a time (${r.before.length} processes, ${r.ms} ms)`);
    say(log.at(-1));
    await sleep(PAUSE_MS);
  }
  const worker = pidOf(await runState(dataDir), 'ai-jobs-worker');
  process.kill(worker, 'SIGKILL');
  const t0 = Date.now();
  await restartedByLauncher(dataDir, 'ai-jobs-worker', worker);
  log.push(`killed the job worker with -9; the launcher started it again after ${Date.now() - t0} ms`);
  say(log.at(-1));
  await sleep(PAUSE_MS);
  const nats = pidOf(await runState(dataDir), 'nats');
  process.kill(nats, 'SIGTERM');
  const t1 = Date.now();
  await restartedByLauncher(dataDir, 'nats', nats);
  log.push(`restarted NATS (SIGTERM); the launcher started it again after ${Date.now() - t1} ms`);
  say(log.at(-1));
  await sleep(PAUSE_MS);
}

// ---------------------------------------------------------------- the books

/** Waits until every acknowledged job has ended (or `timeoutMs`); answers how long it took. */
async function settle(db, timeoutMs) {
  const started = Date.now();
  const ids = [...figures.jobs.keys()];
  while (Date.now() - started < timeoutMs) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS open FROM ai_jobs.gemini_sessions WHERE id = ANY($1) AND status NOT IN ('completed', 'failed')`,
      [ids],
    );
    if (rows[0].open === 0) break;
    await sleep(1000);
  }
  return Date.now() - started;
}

async function audit(db, users) {
  const ids = users.map((u) => u.id);
  const acknowledged = [...figures.jobs.keys()];
  const rows = (
    await db.query(
      `SELECT id, "userId", status, "requestId" FROM ai_jobs.gemini_sessions WHERE "userId" = ANY($1)`,
      [ids],
    )
  ).rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lost = acknowledged.filter((id) => !['completed', 'failed'].includes(byId.get(id)?.status));
  // Jobs the system made that no acknowledged request knows of (a retry that started a second job, or a
  // request that was given up on yet ran).
  const unknown = rows.filter((r) => !figures.jobs.has(r.id));
  const ledger = (
    await db.query(
      `SELECT "userId", kind, "idempotencyKey" AS key, "subscriptionDelta" + "topUpDelta" AS delta
         FROM billing.balance_ledger WHERE "userId" = ANY($1)`,
      [ids],
    )
  ).rows;
  // A job's charge: its debit (debit:gemini:<id>) less its refund (refund:gemini:<id>).
  const net = new Map();
  for (const l of ledger) {
    const m = /^(?:debit|refund):gemini:(\d+)$/.exec(l.key);
    if (m) net.set(Number(m[1]), (net.get(Number(m[1])) ?? 0) + Number(l.delta));
  }
  const charge = (id) => -(net.get(id) ?? 0);
  const doubleCharged = rows.filter((r) => charge(r.id) > 1);
  const failedNotRefunded = rows.filter((r) => r.status === 'failed' && charge(r.id) !== 0);
  const completedUncharged = rows.filter((r) => r.status === 'completed' && charge(r.id) !== 1);
  const balances = new Map(
    (
      await db.query(
        `SELECT "userId", "subscriptionSessions" + "topUpSessions" AS total FROM billing.session_balances WHERE "userId" = ANY($1)`,
        [ids],
      )
    ).rows.map((b) => [b.userId, Number(b.total)]),
  );
  const mismatches = [];
  for (const u of users) {
    const mine = ledger.filter((l) => l.userId === u.id);
    const sum = mine.reduce((s, l) => s + Number(l.delta), 0);
    const purchased = mine.filter((l) => l.kind === 'purchase').reduce((s, l) => s + Number(l.delta), 0);
    const completed = rows.filter((r) => r.userId === u.id && r.status === 'completed').length;
    const spent = -mine
      .filter((l) => l.kind === 'debit' || l.kind === 'refund')
      .reduce((s, l) => s + Number(l.delta), 0);
    const why = [];
    if (balances.get(u.id) !== sum) why.push(`balance ${balances.get(u.id)} but the ledger sums to ${sum}`);
    if (purchased !== 10 * (figures.packs.get(u.id) ?? 0))
      why.push(`${purchased} sessions bought but ${figures.packs.get(u.id) ?? 0} packs paid`);
    if (spent !== completed) why.push(`${spent} sessions spent for ${completed} completed jobs`);
    if (why.length) mismatches.push(`user ${u.id}: ${why.join('; ')}`);
  }
  return { rows, lost, unknown, doubleCharged, failedNotRefunded, completedUncharged, mismatches };
}

// ---------------------------------------------------------------- main

async function main() {
  const dataDir = await newDataDir('chaos-');
  const port = await freePort();
  // The launcher's own NATS (restartable here), Postgres as given or embedded.
  // Every person signs in from this one address: the per-address sign-in limit is lifted, as the bench's.
  const env = systemEnv(port, dataDir, { PROCESSES, LOG_LEVEL: 'warn', LOGIN_MAX_PER_IP: '100000' });
  delete env.NATS_URL;
  const gateway = `http://127.0.0.1:${port}`;
  say(`starting the system with PROCESSES=${PROCESSES} on ${gateway} (npm start)`);
  const sys = npmStart(env, port, dataDir);
  let exit = 1;
  let db;
  try {
    await sys.ready;
    const state = await runState(dataDir);
    db = new pg.Client({ connectionString: (await childEnv(pidOf(state, 'billing'))).DATABASE_URL });
    await db.connect();
    const garment = await pngOf('#c0392b', 512, 640);
    say(`${USERS} people sign up, upload a garment and generate a first model`);
    const users = await Promise.all(Array.from({ length: USERS }, () => newPerson(gateway, db, garment)));
    // The load lasts CHAOS_SECONDS, and at least until the last fault has passed.
    const until = Date.now() + SECONDS * 1000;
    let faultsOver = false;
    const done = () => faultsOver && Date.now() >= until;
    say(`load for ${SECONDS} s; faults from ${WARMUP_MS / 1000} s on`);
    const log = [];
    const started = Date.now();
    const [faultResult] = await Promise.allSettled([
      faults(dataDir, log).finally(() => (faultsOver = true)),
      Promise.all(users.map((u) => loop(gateway, u, garment, done))),
    ]);
    if (faultResult.status === 'rejected') throw faultResult.reason;
    const loadSeconds = (Date.now() - started) / 1000;
    say('load over; waiting for every job to end');
    const settled = await settle(db, 180_000);
    say(`every job ended ${(settled / 1000).toFixed(0)} s after the load (or the wait gave up)`);
    const books = await audit(db, users);
    const writeRetried = Object.values(figures.writeRetryable).reduce((a, b) => a + b, 0);
    const writeFailed = Object.values(figures.writeFailedForGood).reduce((a, b) => a + b, 0);
    const readFailed = Object.values(figures.readFailures).reduce((a, b) => a + b, 0);
    const show = (o) =>
      Object.keys(o).length
        ? Object.entries(o)
            .map(([k, v]) => `${k}: ${v}`)
            .join(', ')
        : 'none';
    console.log('');
    console.log(`chaos: ${USERS} people, ${loadSeconds.toFixed(0)} s of load, PROCESSES=${PROCESSES}`);
    for (const l of log) console.log(`  fault: ${l}`);
    console.log(
      `  reads:                          ${figures.reads}, failed ${readFailed} (${show(figures.readFailures)}); sent again after a reset connection: ${figures.readsResent}`,
    );
    console.log(
      `  writes:                         ${figures.writes}, rate-limited (429): ${show(figures.rateLimited)}`,
    );
    console.log(
      `    answered 503/504 first, then succeeded with the same key: ${writeRetried} (${show(figures.writeRetryable)})`,
    );
    console.log(`    failed for good:              ${writeFailed} (${show(figures.writeFailedForGood)})`);
    console.log(`  jobs acknowledged:              ${figures.jobs.size}`);
    console.log(
      `  jobs lost (never ended):        ${books.lost.length}${books.lost.length ? ` (${books.lost.join(', ')})` : ''}`,
    );
    console.log(`  jobs no answered request knows: ${books.unknown.length}`);
    console.log(`  jobs charged twice:             ${books.doubleCharged.length}`);
    console.log(`  failed jobs not refunded:       ${books.failedNotRefunded.length}`);
    console.log(`  completed jobs not charged once: ${books.completedUncharged.length}`);
    console.log(`  balances that don't add up:     ${books.mismatches.length}`);
    for (const m of books.mismatches) console.log(`    ${m}`);
    const goal =
      readFailed === 0 &&
      writeFailed === 0 &&
      books.lost.length === 0 &&
      books.unknown.length === 0 &&
      books.doubleCharged.length === 0 &&
      books.failedNotRefunded.length === 0 &&
      books.completedUncharged.length === 0 &&
      books.mismatches.length === 0;
    console.log(`  goal (all 0, writes only 503/504 that succeed when retried): ${goal ? 'met' : 'MISSED'}`);
    if (!goal) {
      // What the system said about it: its errors (the whole output is in chaos-system.log).
      const said = sys.output.filter((l) => /\berror\b/.test(l)).slice(-40);
      if (said.length)
        console.log(`\n  the system's last warnings and errors:\n${said.map((l) => `    ${l}`).join('\n')}`);
    }
    exit = goal ? 0 : 1;
  } finally {
    await writeFile(path.join(os.tmpdir(), 'chaos-system.log'), sys.output.join('\n') + '\n').catch(
      () => undefined,
    );
    await db?.end().catch(() => undefined);
    const code = await sys.stop();
    say(code === 0 ? 'the system stopped cleanly (exit 0)' : `the system stopped with ${code}`);
    if (!process.env.KEEP_TEST_DATA) await rm(dataDir, { recursive: true, force: true });
  }
  return exit;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    say(`failed: ${err.stack ?? err.message}`);
    process.exit(1);
  },
);
