#!/usr/bin/env node
// `npm run trace:overhead`: what tracing costs the gateway path. Starts the product twice at once (as
// `npm start` does, two data folders and ports): once with tracing off, once exporting every trace over
// OTLP/HTTP protobuf to a sink in this script. Then, in alternating rounds, sends the same number of
// requests to each (GraphQL `me` and the REST shim's `GET /api/user` through the gateway, as the gateway
// bench does) and reads the CPU time the gateway and identity processes spent (/proc/<pid>/task/*/schedstat,
// nanoseconds): CPU per request depends less on what else the machine runs than requests per second on a
// shared machine, though it still moves with it (caches, the other hyperthread). So the batches are short
// and interleaved, and the overhead is the median of the per-round ratios (each round's batches a few
// seconds apart). A second system with tracing off (the A/A, TRACE_AA=0 to leave it out) shows how much
// the method calls noise. Prints both. Never fails on the figures.
//
// A third system samples one trace in ten (TRACE_SAMPLED_RATIO, 0 to leave it out), or traces everything
// without some instrumentations (TRACE_WITHOUT=pg,fastify: what they cost). TRACE_PROFILE_DIR=<dir>
// (below) writes CPU profiles of each system's gateway and identity.
//
//   TRACE_ROUNDS=12 TRACE_REQUESTS=1000 TRACE_CONNECTIONS=20 TRACE_SAMPLED_RATIO=0.1 npm run trace:overhead
//   [TRACE_CALLS=graphql | TRACE_CALLS=api: one of the two calls only]
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startOtlpSink } from './trace-demo-receiver.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.TRACE_ROUNDS || 12);
const REQUESTS = Number(process.env.TRACE_REQUESTS || 1000);
/** TRACE_AA=0 leaves out the second system with tracing off (the A/A: what the method calls noise). */
const AA = process.env.TRACE_AA !== '0';
const CONNECTIONS = Number(process.env.TRACE_CONNECTIONS || 20);
/** A third system samples this share of traces (OTEL_TRACES_SAMPLER=parentbased_traceidratio); 0: none. */
const RATIO = Number(process.env.TRACE_SAMPLED_RATIO ?? 0.1);
/** Or: the third system traces everything without these instrumentations (e.g. `pg,fastify`). */
const WITHOUT = process.env.TRACE_WITHOUT ?? '';
/** With TRACE_WITHOUT: the third system's sampler too (e.g. `always_off`: what loading the SDK costs). */
const SAMPLER = process.env.TRACE_SAMPLER ?? '';
const SAMPLED = WITHOUT ? `on -${WITHOUT}${SAMPLER ? ` ${SAMPLER}` : ''}` : `on ${Math.round(RATIO * 100)}%`;
/**
 * TRACE_EXTRA='{"name": {"ENV": "value", ...}, ...}': more systems, each tracing (OTLP to the sink) with
 * these variables on top, e.g. `{"sdk only": {"OTEL_TRACES_SAMPLER": "always_off",
 * "OTEL_NODE_DISABLED_INSTRUMENTATIONS": "http,undici,pg,fastify"}}`. An empty OTEL_EXPORTER_OTLP_ENDPOINT
 * makes one a second system with tracing off (an A/A beside the A/B).
 */
const EXTRA = Object.entries(JSON.parse(process.env.TRACE_EXTRA || '{}'));
/**
 * TRACE_PROFILE_DIR=<dir>: the gateway and identity processes of each system write a CPU profile to
 * <dir>/off, <dir>/on and <dir>/third when they stop (scripts/cpu-profile-preload.mjs, loaded with
 * NODE_OPTIONS=--import since node refuses --cpu-prof there).
 */
const PROFILE_DIR = process.env.TRACE_PROFILE_DIR ? path.resolve(process.env.TRACE_PROFILE_DIR) : '';
const profiling = (name) =>
  PROFILE_DIR
    ? {
        NODE_OPTIONS: `--import ${path.join(root, 'scripts', 'cpu-profile-preload.mjs')}`,
        PROF_DIR: path.join(PROFILE_DIR, name),
      }
    : {};
const TICK_MS = 10; // USER_HZ is 100 on Linux
const say = (m) => process.stdout.write(`[trace-overhead] ${m}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * CPU time a process has used, in ms: the sum of its threads' run time from /proc/<pid>/task/<tid>/schedstat
 * (nanoseconds; the main thread, libuv's pool and V8's GC helpers), or user + system from
 * /proc/<pid>/stat (10 ms ticks, too coarse for short batches) where schedstat is missing. A thread that
 * ended between two readings drops out of the sum: readings are only compared within the same batch.
 */
async function cpuMs(pid) {
  try {
    const tids = await readdir(`/proc/${pid}/task`);
    const ns = await Promise.all(
      tids.map((tid) =>
        readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').then(
          (t) => Number(t.split(' ')[0]),
          () => 0,
        ),
      ),
    );
    return ns.reduce((a, b) => a + b, 0) / 1e6;
  } catch {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS;
  }
}

/**
 * Starts one system; once more if it fails (systems started side by side can race for a free port: the
 * launcher picks its ports before its children listen).
 */
async function start(name, extraEnv) {
  try {
    return await startOnce(name, extraEnv);
  } catch (err) {
    say(`${name}: ${String(err.message).split('\n')[0]}; starting it again`);
    return startOnce(name, extraEnv);
  }
}

async function startOnce(name, extraEnv) {
  const port = await freePort();
  const base = path.join(root, '.test-data');
  await mkdir(base, { recursive: true });
  const dataDir = await mkdtemp(path.join(base, `trace-overhead-${name.replace(/[^a-z0-9]+/gi, '')}-`));
  await chmod(dataDir, 0o755);
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NO_COLOR: '1',
    REGISTER_MAX_PER_IP: '10000',
    ...extraEnv,
  };
  delete env.INTERNAL_TOKEN_SECRET;
  const child = spawn(process.execPath, [path.join(root, 'deploy', 'bootstrap.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = [];
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: not ready after 240 s`)), 240_000);
    for (const s of [child.stdout, child.stderr]) {
      readline.createInterface({ input: s, crlfDelay: Infinity }).on('line', (line) => {
        output.push(line);
        if (line.trim() === `Ready: http://127.0.0.1:${port}`) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    void exited.then((code) =>
      reject(new Error(`${name}: npm start exited (${code}):\n${output.slice(-30).join('\n')}`)),
    );
  });
  const state = JSON.parse(await readFile(path.join(dataDir, 'run', 'launcher.json'), 'utf8'));
  const pids = Object.fromEntries(state.children.map((c) => [c.name, c.pid]));
  const stop = async () => {
    try {
      process.kill(state.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    const timeout = new Promise((r) => setTimeout(() => r('timeout'), 60_000));
    if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-child.pid, 'SIGKILL');
    if (!process.env.KEEP_TEST_DATA) await rm(dataDir, { recursive: true, force: true });
  };
  return { name, gateway: `http://127.0.0.1:${port}`, pids, stop };
}

async function signIn(sys) {
  const email = `overhead-${sys.name.replace(/\W+/g, '')}-${Date.now()}@example.com`;
  const reg = await fetch(`${sys.gateway}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'overhead-password-1', firstName: 'Trace', lastName: 'Cost' }),
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
  const sid = reg.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
  return { email, sid };
}

function cannon(opts) {
  return new Promise((resolve, reject) => autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))));
}

const ALL_CALLS = [
  {
    name: 'POST /graphql me',
    opts: (sys, sid) => ({
      url: `${sys.gateway}/graphql`,
      method: 'POST',
      headers: { cookie: sid, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id email } }' }),
    }),
  },
  {
    name: 'GET /api/user',
    opts: (sys, sid) => ({ url: `${sys.gateway}/api/user`, method: 'GET', headers: { cookie: sid } }),
  },
];
/**
 * TRACE_CALLS=graphql or TRACE_CALLS=api: only the calls whose name contains it, so each system's CPU
 * profiles hold one kind of request (what tracing costs one path against the other).
 */
const CALLS = ALL_CALLS.filter((c) => !process.env.TRACE_CALLS || c.name.includes(process.env.TRACE_CALLS));

/** One measured batch: requests/s, p50, p99 and the CPU ms per request of the gateway and identity. */
async function batch(sys, sid, call) {
  const pids = [sys.pids.gateway, sys.pids.identity];
  const before = await Promise.all(pids.map(cpuMs));
  const r = await cannon({ ...call.opts(sys, sid), connections: CONNECTIONS, amount: REQUESTS });
  const after = await Promise.all(pids.map(cpuMs));
  const ok = r.requests.total - r.non2xx - r.errors - r.timeouts;
  if (ok < r.requests.total) say(`${sys.name} ${call.name}: ${r.requests.total - ok} failed requests`);
  return {
    // Over the batch's own duration (10 ms resolution): autocannon's average is per whole second, which
    // for batches of a few seconds rounds to 2000/5, 2000/6, 2000/7 ...
    rps: r.duration > 0 ? r.requests.total / r.duration : r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    gatewayCpu: (after[0] - before[0]) / r.requests.total,
    identityCpu: (after[1] - before[1]) / r.requests.total,
  };
}

const OFF = { OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' };

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  return s[Math.floor(i)] + (s[Math.ceil(i)] - s[Math.floor(i)]) * (i - Math.floor(i));
};
const pct = (a, b) => `${a >= b ? '+' : ''}${(((a - b) / b) * 100).toFixed(1)}%`;

/**
 * What `sys` costs over `off` for one call: the median over the rounds of the ratio of their CPU per
 * request (gateway + identity) in the same round (batches a few seconds apart, so a slow stretch of the
 * machine weighs on both), with the middle half of those ratios as its spread.
 */
function pairedOverhead(offRounds, sysRounds) {
  const ratios = sysRounds.map(
    (r, i) => (r.gatewayCpu + r.identityCpu) / (offRounds[i].gatewayCpu + offRounds[i].identityCpu),
  );
  return { median: quantile(ratios, 0.5), q1: quantile(ratios, 0.25), q3: quantile(ratios, 0.75) };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** When the measured rounds began (CPU profiles are compared from there on). */
let measuredFrom = 0;

async function main() {
  say('building what is missing (as npm start does)');
  await new Promise((resolve, reject) => {
    const c = spawn(process.execPath, [path.join(root, 'deploy', 'bootstrap.mjs'), '--prepare-only'], {
      cwd: root,
      stdio: 'inherit',
    });
    c.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`prepare exited ${code}`))));
  });
  const sink = await startOtlpSink();
  const systems = [];
  try {
    say(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    say('starting the product with tracing off, on (OTLP/HTTP protobuf to a sink) and sampled');
    const started = await Promise.allSettled([
      start('off', { ...OFF, ...profiling('off') }),
      start('on', { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, ...profiling('on') }),
      ...(WITHOUT
        ? [
            start(SAMPLED, {
              OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
              OTEL_NODE_DISABLED_INSTRUMENTATIONS: WITHOUT,
              ...(SAMPLER && { OTEL_TRACES_SAMPLER: SAMPLER }),
              ...profiling('third'),
            }),
          ]
        : RATIO > 0 && RATIO < 1
          ? [
              start(SAMPLED, {
                OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
                OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
                OTEL_TRACES_SAMPLER_ARG: String(RATIO),
                ...profiling('third'),
              }),
            ]
          : []),
      ...(AA ? [start('off (A/A)', { ...OFF, ...profiling('off-aa') })] : []),
      ...EXTRA.map(([name, env], i) =>
        start(name, { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, ...env, ...profiling(`extra${i + 1}`) }),
      ),
    ]);
    for (const r of started) if (r.status === 'fulfilled') systems.push(r.value);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const sids = {};
    const results = {};
    for (const sys of systems) {
      sids[sys.name] = (await signIn(sys)).sid;
      results[sys.name] = {};
    }
    for (const call of CALLS) {
      for (const sys of systems) {
        // warm-up
        await cannon({ ...call.opts(sys, sids[sys.name]), connections: CONNECTIONS, amount: 500 });
        results[sys.name][call.name] = [];
      }
    }
    measuredFrom = Date.now();
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which system goes first, so a slower stretch of the machine does not favour one.
      const order = systems.map((_, i) => systems[(i + round) % systems.length]);
      for (const call of CALLS)
        for (const sys of order) results[sys.name][call.name].push(await batch(sys, sids[sys.name], call));
      say(`round ${round}/${ROUNDS} done (load average ${os.loadavg()[0].toFixed(1)})`);
    }
    console.log('');
    console.log(
      `${REQUESTS} requests x ${ROUNDS} rounds per call and system, ${CONNECTIONS} connections; medians of the rounds; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const w = [18, 16, 10, 9, 9, 16, 16];
    const line = (cells) => cells.map((c, i) => String(c)[i ? 'padStart' : 'padEnd'](w[i])).join('  ');
    console.log(
      line(['call', 'tracing', 'req/s', 'p50 ms', 'p99 ms', 'gateway CPU/req', 'identity CPU/req']),
    );
    const summary = [];
    for (const call of CALLS) {
      const m = {};
      for (const { name } of systems) {
        const rs = results[name][call.name];
        m[name] = {
          rps: median(rs.map((r) => r.rps)),
          p50: median(rs.map((r) => r.p50)),
          p99: median(rs.map((r) => r.p99)),
          gw: median(rs.map((r) => r.gatewayCpu)),
          id: median(rs.map((r) => r.identityCpu)),
        };
        console.log(
          line([
            call.name,
            name,
            m[name].rps.toFixed(0),
            m[name].p50.toFixed(1),
            m[name].p99.toFixed(1),
            `${m[name].gw.toFixed(3)} ms`,
            `${m[name].id.toFixed(3)} ms`,
          ]),
        );
      }
      const cpuOff = m.off.gw + m.off.id;
      for (const { name } of systems.slice(1)) {
        const cpu = m[name].gw + m[name].id;
        const paired = pairedOverhead(results.off[call.name], results[name][call.name]);
        const p = (r) => pct(r, 1);
        summary.push(
          `${call.name}, tracing ${name}: CPU per request (gateway + identity) ${cpuOff.toFixed(3)} -> ` +
            `${cpu.toFixed(3)} ms (${pct(cpu, cpuOff)}); round by round ${p(paired.median)} ` +
            `(middle half ${p(paired.q1)} .. ${p(paired.q3)}); req/s ${m.off.rps.toFixed(0)} -> ` +
            `${m[name].rps.toFixed(0)} (${pct(m[name].rps, m.off.rps)})`,
        );
      }
    }
    console.log('');
    for (const s of summary) console.log(s);
    console.log(
      `OTLP sink: ${sink.stats.requests} export requests, ${(sink.stats.bytes / 1e6).toFixed(1)} MB (goal: tracing costs under 10%; informational only)`,
    );
  } finally {
    await Promise.all(systems.map((s) => s.stop()));
    await sink.close();
  }
  const stoppedAt = Date.now();
  if (PROFILE_DIR && measuredFrom) await compareProfiles(systems, measuredFrom, stoppedAt);
}

/**
 * With TRACE_PROFILE_DIR: each profiled system's gateway and identity against the off system's, from the
 * first measured batch on (scripts/cpuprofile-compare.mjs: busy JS per unit of work the tracing does not
 * touch, so the machine's load mostly cancels out).
 */
async function compareProfiles(systems, from, stoppedAt) {
  const dirs = { off: 'off', on: 'on', [SAMPLED]: 'third', 'off (A/A)': 'off-aa' };
  EXTRA.forEach(([name], i) => (dirs[name] = `extra${i + 1}`));
  const file = async (dir, proc) =>
    (await readdir(path.join(PROFILE_DIR, dir)).catch(() => []))
      .filter((f) => f.startsWith(`${proc}-`))
      .map((f) => path.join(PROFILE_DIR, dir, f))[0];
  console.log('\nCPU profiles (scripts/cpuprofile-compare.mjs), each system against tracing off:');
  for (const sys of systems.slice(1)) {
    for (const proc of ['gateway', 'identity']) {
      const [a, b] = [await file('off', proc), await file(dirs[sys.name], proc)];
      if (!a || !b) continue;
      await new Promise((resolve) => {
        const c = spawn(process.execPath, [path.join(root, 'scripts', 'cpuprofile-compare.mjs'), a, b], {
          env: { ...process.env, PROFILE_LAST_S: String((stoppedAt - from) / 1000) },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        const out = [];
        c.stdout.on('data', (d) => out.push(d));
        c.once('exit', () => {
          const lines = Buffer.concat(out).toString().trim().split('\n');
          console.log(`${sys.name}, ${proc}: ${lines[0]?.replace(/^.*?: /, '') ?? ''}`);
          for (const l of lines.slice(1, 5)) console.log(`  ${l}`);
          resolve();
        });
      });
    }
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    say(`failed: ${err.stack ?? err.message}`);
    process.exit(1);
  },
);
