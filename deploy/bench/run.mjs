#!/usr/bin/env node
// `npm run bench`: how much the gateway costs over calling the identity subgraph directly, and how long
// `npm start` takes to be ready, then the media, billing, AI-jobs and web figures. Prints a table; never
// fails on timing (exit 1 only when the system cannot be started or answers wrongly).
//
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50 npm run bench
//   BENCH_ONLY=billing npm run bench     (one part: gateway, media, billing, ai-jobs, web, admin or offline)
//   BENCH_ROOT=/tmp/before BENCH_ONLY=web npm run bench   (bench another checkout's built `npm start`)
//
// Reuses DATABASE_URL / NATS_URL from the environment when set; otherwise the launcher starts its own.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { measureMedia } from './media.mjs';
import { measureBilling } from './billing.mjs';
import { measureAiJobs } from './ai-jobs.mjs';
import { measureWebRequests } from './web-requests.mjs';
import { measureAdmin } from './admin.mjs';
import { measureOffline } from './offline-eval.mjs';

// The checkout whose `npm start` is benched: this one, or BENCH_ROOT (e.g. a worktree of an older commit,
// for before/after figures with the same bench code).
const root = path.resolve(
  process.env.BENCH_ROOT || path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..'),
);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);
/** Runs only this part (gateway, media, billing, ai-jobs, web, admin, offline) when set; everything otherwise. */
const ONLY = process.env.BENCH_ONLY || '';
const part = (name) => !ONLY || ONLY === name;
const say = (m) => process.stdout.write(`[bench] ${m}\n`);

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * `npm start` in its own process group, timed from spawn to the Ready line. Stopping signals the group
 * (npm, bootstrap, launcher); the launcher then stops its own children in order.
 */
export function npmStart(env, port, dataDir) {
  const started = process.hrtime.bigint();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = [];
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const ready = new Promise((resolve, reject) => {
    const expected = `Ready: http://127.0.0.1:${port}`;
    const timer = setTimeout(
      () => reject(new Error(`not ready after 180 s:\n${output.slice(-40).join('\n')}`)),
      180_000,
    );
    for (const s of [child.stdout, child.stderr]) {
      readline.createInterface({ input: s, crlfDelay: Infinity }).on('line', (line) => {
        output.push(line);
        if (process.env.BENCH_VERBOSE) process.stdout.write(`  ${line}\n`);
        if (line.trim() === expected) {
          clearTimeout(timer);
          resolve(Number(process.hrtime.bigint() - started) / 1e6);
        }
      });
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before it was ready:\n${output.slice(-40).join('\n')}`));
    });
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    // SIGTERM to the launcher, as a service manager would; it stops everything and exits 0, and so do
    // bootstrap and npm. Without its pid, the whole npm process group.
    let pid;
    try {
      pid = JSON.parse(await readFile(path.join(dataDir, 'run', 'launcher.json'), 'utf8')).pid;
    } catch {
      pid = undefined;
    }
    try {
      process.kill(pid ?? -child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    const timeout = new Promise((r) => setTimeout(() => r('timeout'), 60_000));
    const code = await Promise.race([exited, timeout]);
    if (code === 'timeout') {
      process.kill(-child.pid, 'SIGKILL');
      return exited;
    }
    return code;
  };
  return { ready, stop, output };
}

/** A new data folder under .test-data/ (readable by the embedded Postgres). */
export async function newDataDir(prefix = 'bench-') {
  const base = path.join(root, '.test-data');
  await mkdir(base, { recursive: true });
  const dataDir = await mkdtemp(path.join(base, prefix));
  await chmod(dataDir, 0o755);
  return dataDir;
}

/**
 * The environment of a benched `npm start` on this port and data folder (`extra` on top). The bench
 * signs up dozens of accounts from one address, many at once: identity's per-IP sign-up limit and its
 * bounds on sign-ins in progress are lifted.
 */
export function systemEnv(port, dataDir, extra = {}) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NO_COLOR: '1',
    REGISTER_MAX_PER_IP: '10000',
    SIGN_IN_PER_IP_AT_ONCE: '1000',
    SIGN_IN_HASH_QUEUE: '1000',
    ...extra,
  };
  delete env.INTERNAL_TOKEN_SECRET;
  return env;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** CPU time a process has used so far, in ms (user + system, from /proc; NaN when unknown). */
async function cpuMs(pid) {
  if (!pid) return NaN;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

/**
 * Throughput and latency of one call, and the CPU time each of `pids` spent per request meanwhile: a
 * figure that does not depend on what else the shared machine is running.
 */
async function measure(name, opts, pids = {}) {
  await cannon({ ...opts, connections: Math.min(10, CONNECTIONS), duration: WARMUP });
  const before = await Promise.all(Object.values(pids).map(cpuMs));
  const r = await cannon({ ...opts, connections: CONNECTIONS, duration: DURATION });
  const after = await Promise.all(Object.values(pids).map(cpuMs));
  const bad = r.non2xx + r.errors + r.timeouts;
  const cpu = Object.fromEntries(
    Object.keys(pids).map((k, i) => [k, (after[i] - before[i]) / Math.max(1, r.requests.total)]),
  );
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    bad,
    cpu,
  };
}

function pad(s, n, right = false) {
  s = String(s);
  return right ? s.padStart(n) : s.padEnd(n);
}

async function main() {
  say('building what is missing (as npm start does)');
  await run(process.execPath, [path.join(root, 'deploy', 'bootstrap.mjs'), '--prepare-only']);

  // The offline engine's evaluation and contact sheet (issue 43): in this process, no system needed.
  if (part('offline')) {
    const lines = await measureOffline({ root, say });
    console.log('');
    for (const l of lines) console.log(l);
    if (ONLY === 'offline') return;
  }

  const dataDir = await newDataDir();
  const port = await freePort();
  const env = systemEnv(port, dataDir);
  say(
    `data folder ${dataDir}; Postgres ${env.DATABASE_URL ? 'from DATABASE_URL' : 'embedded'}, NATS ${env.NATS_URL ? 'from NATS_URL' : 'own nats-server'}`,
  );

  let sys;
  const startup = {};
  try {
    // 1. npm start on a fresh data folder (creates the embedded cluster), stop, start again (reuses it).
    sys = npmStart(env, port, dataDir);
    startup.fresh = await sys.ready;
    await sys.stop();
    sys = npmStart(env, port, dataDir);
    startup.restart = await sys.ready;
    const gateway = `http://127.0.0.1:${port}`;

    // 2. A user and its cookie.
    const email = `bench-${Date.now()}@example.com`;
    const reg = await fetch(`${gateway}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password-123', firstName: 'Bench', lastName: 'User' }),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
    const user = await reg.json();
    const sid = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('sid='));
    if (!sid) throw new Error('register set no sid cookie');

    // 3. The identity subgraph's own address and a context token as the gateway would sign it.
    const state = JSON.parse(await readFile(path.join(dataDir, 'run', 'launcher.json'), 'utf8'));
    const identity = state.services?.identity;
    if (!identity) throw new Error('the launcher did not record the identity URL');
    const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
    const kit = await import(pathToFileURL(path.join(root, 'services', 'kit', 'dist', 'index.js')).href);
    const token = await kit.signContext(
      secrets.INTERNAL_TOKEN_SECRET,
      { userId: Number(user.id), role: user.role ?? 'user', ip: '127.0.0.1', correlationId: 'bench' },
      3600,
    );

    const meQuery = JSON.stringify({ query: '{ me { id email } }' });
    const targets = [
      {
        name: 'GET /api/user (gateway REST shim)',
        url: `${gateway}/api/user`,
        method: 'GET',
        headers: { cookie: sid },
      },
      {
        name: 'POST /graphql me (gateway)',
        url: `${gateway}/graphql`,
        method: 'POST',
        headers: { cookie: sid, 'content-type': 'application/json' },
        body: meQuery,
      },
      {
        // The same fields as GET /api/user answers (its documented shape), for a like-for-like comparison.
        name: 'POST /graphql me, REST fields (gateway)',
        url: `${gateway}/graphql`,
        method: 'POST',
        headers: { cookie: sid, 'content-type': 'application/json' },
        body: JSON.stringify({
          query: '{ me { id username email firstName lastName role subscriptionStatus createdAt } }',
        }),
      },
      {
        name: 'POST /graphql me (identity direct)',
        url: `${identity}/graphql`,
        method: 'POST',
        headers: { [kit.CONTEXT_HEADER]: token, 'content-type': 'application/json' },
        body: meQuery,
      },
    ];

    // Each call must answer the signed-in user before it is measured.
    for (const t of targets) {
      const res = await fetch(t.url, { method: t.method, headers: t.headers, body: t.body });
      const text = await res.text();
      if (!res.ok || !text.includes(email))
        throw new Error(`${t.name} answered ${res.status}: ${text.slice(0, 300)}`);
    }

    const pidOf = (name) => state.children?.find((c) => c.name === name)?.pid;
    if (part('gateway')) {
      say(
        `${CONNECTIONS} connections, ${DURATION} s each (after ${WARMUP} s warm-up), loopback, autocannon in this process; ${os.cpus().length} CPUs`,
      );
      // Every call warmed up first at full load, so the one measured first does not pay for the
      // gateway's JIT warm-up alone (the REST shim used to be measured on a cold gateway).
      say('warming up every call');
      for (const t of targets) {
        await cannon({
          url: t.url,
          method: t.method,
          headers: t.headers,
          body: t.body,
          connections: CONNECTIONS,
          duration: WARMUP,
        });
      }
      const results = [];
      for (const t of targets) {
        say(`measuring ${t.name}`);
        results.push(
          await measure(
            t.name,
            { url: t.url, method: t.method, headers: t.headers, body: t.body },
            { gateway: pidOf('gateway'), identity: pidOf('identity') },
          ),
        );
      }

      const w = [40, 10, 9, 9, 10, 12, 12];
      const line = (cells) => cells.map((c, i) => pad(c, w[i], i > 0)).join('  ');
      console.log('');
      console.log(line(['call', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'gw CPU/req', 'id CPU/req']));
      console.log(line(w.map((n) => '-'.repeat(n))));
      for (const r of results)
        console.log(
          line([
            r.name,
            r.rps.toFixed(0),
            r.p50.toFixed(1),
            r.p99.toFixed(1),
            r.bad,
            `${r.cpu.gateway.toFixed(2)} ms`,
            `${r.cpu.identity.toFixed(2)} ms`,
          ]),
        );
      const [rest, gql, gqlRestFields, direct] = results;
      const thr = direct.rps / gql.rps;
      const lat = gql.p50 / Math.max(direct.p50, 0.001);
      console.log('');
      console.log(
        `gateway / direct (GraphQL me): ${thr.toFixed(2)}x fewer requests/s, p50 ${lat.toFixed(2)}x, p99 ${gql.p99.toFixed(1)} vs ${direct.p99.toFixed(1)} ms`,
      );
      console.log(
        `REST shim / GraphQL me (issue 14 goal: within 1.2x, p99 < 50 ms): p99 ${(rest.p99 / gql.p99).toFixed(2)}x (${rest.p99.toFixed(1)} vs ${gql.p99.toFixed(1)} ms), req/s ${(gql.rps / rest.rps).toFixed(2)}x fewer; same fields through GraphQL: p99 ${gqlRestFields.p99.toFixed(1)} ms, ${gqlRestFields.rps.toFixed(0)} req/s`,
      );
      console.log(
        `goal (issue 2): gateway at most 2x the direct cost -> ${thr <= 2 ? 'met' : 'NOT met'}; p99 under 50 ms through the gateway -> ${Math.max(results[0].p99, gql.p99) < 50 ? 'met' : 'NOT met'} (informational only)`,
      );
      console.log(
        `npm start to Ready (warm install, built): ${(startup.fresh / 1000).toFixed(1)} s with a new data folder, ${(startup.restart / 1000).toFixed(1)} s on restart`,
      );
    }

    if (part('media')) {
      say('media (issue 3)');
      const lines = await measureMedia({ root, gateway, cookie: sid, userId: user.id, state, say });
      console.log('');
      for (const l of lines) console.log(l);
    }

    if (part('billing')) {
      say('billing (issue 4)');
      const billingLines = await measureBilling({ gateway, state, say });
      console.log('');
      for (const l of billingLines) console.log(l);
    }

    if (part('ai-jobs')) {
      say('AI jobs (issue 5)');
      const aiLines = await measureAiJobs({
        root,
        gateway,
        state,
        say,
        system: { npmStart, freePort, newDataDir, systemEnv },
      });
      console.log('');
      for (const l of aiLines) console.log(l);
    }

    if (part('web')) {
      say('web: network requests after sign-in (issue 9)');
      const webLines = await measureWebRequests({ gateway, say });
      console.log('');
      for (const l of webLines) console.log(l);
    }

    if (part('admin')) {
      say('admin: stats and user search at 100,000 users (issue 10)');
      const adminLines = await measureAdmin({ gateway, state, say });
      console.log('');
      for (const l of adminLines) console.log(l);
    }
  } finally {
    if (sys) {
      const code = await sys.stop();
      say(code === 0 ? 'the system stopped cleanly (exit 0)' : `the system stopped with ${code}`);
    }
    if (!process.env.KEEP_TEST_DATA) await rm(dataDir, { recursive: true, force: true });
  }
}

// Run only as the script itself: other benches (web-first-load.mjs) import npmStart and friends from here.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    () => process.exit(0),
    (err) => {
      say(`failed: ${err.stack ?? err.message}`);
      process.exit(1);
    },
  );
}
