#!/usr/bin/env node
// `npm run trace:overhead`: what tracing costs the gateway path. Starts the product once (as `npm start`
// does, with its own data folder and ports) and on it several systems, each a gateway and an identity of
// its own (TRACE_SHARED=0: a whole product per system, as until stop 34; four products kept a 2-core
// machine at load 13-19): with tracing off, exporting every trace over OTLP/HTTP protobuf to a sink in
// this script (TRACE_EVERY=0 leaves it out), sampling one trace in ten, and off once more (the A/A: how
// much the method calls noise; TRACE_AA=0 leaves it out). Each first answers 6000 requests per call, all
// at the same time (TRACE_WARMUP: CPU per request falls by half over the first few thousand). Then all
// of them get the same requests (GraphQL `me` or the REST shim's `GET /api/user` through the gateway, as
// the gateway bench sends) at the same time, each at TRACE_RATE requests per second (100, below
// saturation), and the script reads the CPU time their gateway and identity processes
// spent (/proc/<pid>/task/*/schedstat, nanoseconds, every thread). The overhead is the median over the
// rounds of each round's ratio to tracing off, with the middle half of those ratios; with the A/A, also
// against the mean of both untraced systems (two processes of the same code differ by up to 10% in the
// gateway, whichever is called off). Prints all of them. Never fails on the figures.
//
// By default the load never stops (steady state, as a service in use): after TRACE_LEAD_IN_S seconds (30)
// each round is a window of TRACE_WINDOW_S seconds (15), and its cost the CPU spent in it over the
// requests answered in it; the span processor's exports (every 5 s) fall inside the windows. Each
// window's load starts anew (a few ms between windows), the systems in the order of a row of a balanced
// Latin square (scripts/balanced-order.mjs): each second's requests go out in a burst, the first
// system's first (one unbroken load, off always first, put the A/A at +11%). With
// TRACE_STEADY=0 each round is a batch of TRACE_REQUESTS (1500) instead, metered from its first request
// until 5.5 s after its last (TRACE_SETTLE_MS: the export of its last spans belongs to it); there the
// processes fall idle between batches, and V8's memory reducer then runs full collections (about 90 ms
// of CPU each on identity's heap) whose timing differs from process to process, and the idle CPU of the
// settle time is counted for every system alike, which shrinks the ratios. On a shared 2-core machine the
// CPU a request costs moves by half within a minute with what else runs there, so the systems are
// measured at the same moment. TRACE_TOGETHER=0 measures them in turn instead, in batches (each round's
// order a row of the balanced Latin square), as fast as each answers unless
// TRACE_RATE is set. Two processes of the same code still differ by a few per cent (what V8 compiled,
// and when: the A/A shows it), so compare several runs (TRACE_RUNS).
//
// The third system may instead trace everything without some instrumentations (TRACE_WITHOUT=pg,fastify:
// what they cost); TRACE_SAMPLED_RATIO=0 leaves it out. TRACE_PROFILE_DIR=<dir> (below) writes CPU
// profiles of each system's gateway and identity. TRACE_VERBOSE=1 prints each window or batch as it ends.
// TRACE_RUNS=8 repeats the whole run with new processes and prints the runs' figures and medians.
//
//   TRACE_RUNS=3 TRACE_ROUNDS=10 TRACE_RATE=100 TRACE_SAMPLED_RATIO=0.1 npm run trace:overhead
//   [TRACE_CALLS=graphql | TRACE_CALLS=api: one of the two calls only]
//
// TRACE_INSTRUCTIONS=1 counts instructions instead of CPU time: each system's gateway and identity run
// once more under valgrind's callgrind (same environment, own ports, the copy of the gateway calling the
// copy of identity) and the batches go to those copies; a batch's cost is the instructions their main
// threads (the event loop, where a request's work runs) executed during it, read with callgrind_control.
// An instruction count does not move with what else the machine runs, so the A/B is not at the mercy of
// a shared 2-core machine; it leaves out what instructions do not show (cache misses, V8's helper
// threads), and two processes of the same code can differ by 15-25% (what V8 compiled, and when), so
// compare several runs. About 50x slower: defaults become 2 connections, 400 requests a batch, 1500 to
// warm up.
//
//   TRACE_INSTRUCTIONS=1 TRACE_AA=0 TRACE_ROUNDS=4 TRACE_CALLS=graphql npm run trace:overhead
import { execFile, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { balancedOrder } from './balanced-order.mjs';
import { median, quantile } from './stats.mjs';
import { startOtlpSink } from './trace-demo-receiver.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** TRACE_INSTRUCTIONS=1: instructions of valgrind'd copies instead of CPU time (see above). */
const INSTRUCTIONS = process.env.TRACE_INSTRUCTIONS === '1';
const ROUNDS = Number(process.env.TRACE_ROUNDS || (INSTRUCTIONS ? 4 : 12));
/** TRACE_RUNS: how many times the whole measurement runs, each time with every process started afresh. */
const RUNS = Number(process.env.TRACE_RUNS || 1);
const REQUESTS = Number(process.env.TRACE_REQUESTS || (INSTRUCTIONS ? 400 : 1500));
/** Requests per call and system before the measured rounds (the JIT settles). */
const WARMUP = Number(process.env.TRACE_WARMUP || (INSTRUCTIONS ? 1500 : 6000));
/** TRACE_EVERY=0 leaves out the system tracing every request. */
const EVERY = process.env.TRACE_EVERY !== '0';
/** TRACE_AA=0 leaves out the second system with tracing off (the A/A: what the method calls noise). */
const AA = process.env.TRACE_AA !== '0';
const AA_NAME = 'off (A/A)';
const CONNECTIONS = Number(process.env.TRACE_CONNECTIONS || (INSTRUCTIONS ? 2 : 20));
/**
 * Each round sends every system its batch at the same time (default; not with TRACE_INSTRUCTIONS), or
 * one after another with TRACE_TOGETHER=0 (see above).
 */
const TOGETHER = !INSTRUCTIONS && process.env.TRACE_TOGETHER !== '0';
/**
 * TRACE_RATE: requests per second each batch is sent at (autocannon's overallRate; default 100 when the
 * systems are measured together); 0: as fast as the system answers. Below saturation each request meets
 * a process that is not behind, as in service; at saturation the CPU a request costs depends on how many
 * pile up per turn of the event loop, which differs from batch to batch.
 */
const RATE = Number(process.env.TRACE_RATE ?? (TOGETHER ? 100 : 0));
/**
 * TRACE_SHARED (default, not with TRACE_INSTRUCTIONS): the product is started once, and each system is a
 * gateway and an identity of its own on it (startOnShared); TRACE_SHARED=0: a whole product per system.
 */
const SHARED = !INSTRUCTIONS && process.env.TRACE_SHARED !== '0';
/** Steady load with measured windows (default when measured together), or batches (TRACE_STEADY=0). */
const STEADY = TOGETHER && process.env.TRACE_STEADY !== '0';
const LEAD_IN_S = Number(process.env.TRACE_LEAD_IN_S || 30);
const WINDOW_S = Number(process.env.TRACE_WINDOW_S || 15);
/** TRACE_VERBOSE=1: each window's or batch's figures as it ends. */
const VERBOSE = process.env.TRACE_VERBOSE === '1';
/**
 * How long a batch is metered after its last answer (ms): a tracing system exports the spans of a
 * batch's last seconds when its batch timer fires (OTEL_BSP_SCHEDULE_DELAY, 5 s), and that export, with
 * the garbage collection after the burst, belongs to the batch's cost. Metered for every system alike,
 * so each system's leftover work is its own.
 */
const SETTLE_MS = Number(process.env.TRACE_SETTLE_MS ?? (INSTRUCTIONS ? 0 : 5500));
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
const profiling = (dir, name) =>
  dir
    ? {
        NODE_OPTIONS: `--import ${path.join(root, 'scripts', 'cpu-profile-preload.mjs')}`,
        PROF_DIR: path.join(dir, name),
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
  return { name, gateway: `http://127.0.0.1:${port}`, pids, stop, dataDir };
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

const execFileP = promisify(execFile);

/** The environment and command line of a running process (/proc). */
async function processOf(pid) {
  const env = {};
  for (const kv of (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0')) {
    const eq = kv.indexOf('=');
    if (eq > 0) env[kv.slice(0, eq)] = kv.slice(eq + 1);
  }
  const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
  return { env, argv };
}

/** callgrind_control finds a run through FIFOs named after its pid, user and host: the copies' own. */
const VALGRIND_USER = 'tryon-trace';
function callgrindControl(copy, args) {
  const env = { ...process.env, USER: VALGRIND_USER, LOGNAME: VALGRIND_USER };
  if (copy.host === undefined) delete env.HOST;
  else env.HOST = copy.host;
  return execFileP('callgrind_control', [...args, String(copy.pid)], { env });
}

/**
 * Runs the process `pid` of `sys` once more (its environment and command line, with `overrides` and a port
 * of its own) and waits for its /healthz: under callgrind with `valgrind` (which starts a Node service in
 * minutes), else as a plain process (a system of its own on a shared product, see TRACE_SHARED).
 */
async function startCopy(sys, name, pid, overrides, { valgrind = true } = {}) {
  const { env, argv } = await processOf(pid);
  const port = await freePort();
  const outDir = path.join(sys.dataDir, 'callgrind');
  if (valgrind) await mkdir(outDir, { recursive: true });
  const childEnv = { ...env, ...overrides, PORT: String(port) };
  if (valgrind) Object.assign(childEnv, { USER: VALGRIND_USER, LOGNAME: VALGRIND_USER });
  const child = valgrind
    ? spawn(
        'valgrind',
        [
          '--tool=callgrind',
          '--separate-threads=yes',
          '--dump-instr=no',
          '--collect-jumps=no',
          `--callgrind-out-file=${path.join(outDir, name)}.%p`,
          ...argv,
        ],
        { cwd: root, env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] },
      )
    : spawn(argv[0], argv.slice(1), { cwd: root, env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  const tail = [];
  readline.createInterface({ input: child.stderr }).on('line', (l) => tail.push(l) > 30 && tail.shift());
  let exited = false;
  child.once('exit', () => (exited = true));
  const copy = { name, pid: child.pid, host: childEnv.HOST, outDir, url: `http://127.0.0.1:${port}`, child };
  for (const deadline = Date.now() + (valgrind ? 15 : 2) * 60_000; ;) {
    if (exited) throw new Error(`${sys.name}: the copy of ${name} exited:\n${tail.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`${sys.name}: the copy of ${name} is not up`);
    const up = await fetch(`${copy.url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return copy;
    await new Promise((r) => setTimeout(r, valgrind ? 2000 : 200));
  }
}

/**
 * Copies of `base`'s identity and gateway (the copy of the gateway calling the copy of identity), with
 * `overrides` on top of their environment: under callgrind with `valgrind`, else plain processes.
 */
async function copyPair(base, overrides, { valgrind }) {
  const identity = await startCopy(base, 'identity', base.pids.identity, overrides, { valgrind });
  const { env } = await processOf(base.pids.gateway);
  const subgraphs = env.SUBGRAPHS.replace(/(^|,)identity=[^,]+/, `$1identity=${identity.url}`);
  // A metrics listener of its own (the base gateway's port is taken), on any free port.
  const gateway = await startCopy(
    base,
    'gateway',
    base.pids.gateway,
    { ...overrides, SUBGRAPHS: subgraphs, ...(env.METRICS_PORT && { METRICS_PORT: '0' }) },
    { valgrind },
  );
  return { gateway, identity };
}

/**
 * Puts callgrind copies of `sys`'s identity and gateway (calling that identity) in place of them: the
 * batches go to the copies and are measured there.
 */
async function useCallgrindCopies(sys) {
  const { gateway, identity } = await copyPair(sys, {}, { valgrind: true });
  sys.copies = { gateway, identity };
  sys.gateway = gateway.url;
  const stop = sys.stop;
  sys.stop = async () => {
    for (const c of [gateway, identity]) c.child.kill('SIGKILL');
    await stop();
  };
}

/**
 * TRACE_SHARED (default): a system of its own on the shared product `base`: plain copies of its gateway
 * and identity with the system's environment, on their own ports. Everything else (Postgres, NATS, the
 * other services) is the shared product's, so N systems are N pairs of processes on the machine and not
 * N products (four products, each with its Postgres, NATS and eight services polling, kept a 2-core
 * machine at load 13-19 and the A/A at +13%).
 */
async function startOnShared(base, name, overrides) {
  const { gateway, identity } = await copyPair(base, overrides, { valgrind: false });
  return {
    name,
    gateway: gateway.url,
    pids: { gateway: gateway.pid, identity: identity.pid },
    dataDir: base.dataDir,
    stop: async () => {
      await Promise.all(
        [gateway, identity].map(async (c) => {
          const gone = new Promise((r) => (c.child.exitCode !== null ? r() : c.child.once('exit', r)));
          c.child.kill('SIGTERM');
          const t = setTimeout(() => c.child.kill('SIGKILL'), 10_000);
          await gone;
          clearTimeout(t);
        }),
      );
    },
  };
}

/** Instructions (millions) the copy's main thread executed since its counters were last zeroed. */
async function mainThreadInstructions(copy) {
  const parts = async () => {
    const re = new RegExp(`^${copy.name}\\.${copy.pid}\\.(\\d+)-01$`);
    const found = (await readdir(copy.outDir)).map((f) => re.exec(f)).filter(Boolean);
    return found.sort((a, b) => Number(b[1]) - Number(a[1]))[0];
  };
  const before = (await parts())?.[1] ?? '0';
  await callgrindControl(copy, ['--dump']);
  for (let i = 0; i < 300; i++) {
    const last = await parts();
    if (last && Number(last[1]) > Number(before)) {
      const m = /^totals:\s+(\d+)/m.exec(await readFile(path.join(copy.outDir, last[0]), 'utf8'));
      if (m) return Number(m[1]) / 1e6;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no callgrind dump of ${copy.name} (${copy.pid})`);
}

/** What a batch costs a process: CPU ms, or with TRACE_INSTRUCTIONS millions of main-thread instructions. */
const meter = INSTRUCTIONS
  ? {
      unit: 'M instr',
      what: 'main-thread instructions',
      begin: (copy) => callgrindControl(copy, ['--zero']).then(() => 0),
      end: (copy) => mainThreadInstructions(copy),
    }
  : {
      unit: 'ms',
      what: 'CPU',
      begin: (pid) => cpuMs(pid),
      end: async (pid, before) => (await cpuMs(pid)) - before,
    };

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

/**
 * One measured batch: requests/s, p50, p99 and the gateway's and identity's cost per request (meter).
 * With `seconds`, a window of the steady load: that long, and no settle time after it.
 */
async function batch(sys, sid, call, seconds = 0) {
  const measured = INSTRUCTIONS
    ? [sys.copies.gateway, sys.copies.identity]
    : [sys.pids.gateway, sys.pids.identity];
  const before = await Promise.all(measured.map((m) => meter.begin(m)));
  const r = await cannon({
    ...call.opts(sys, sid),
    connections: CONNECTIONS,
    ...(seconds ? { duration: seconds } : { amount: REQUESTS }),
    timeout: 120,
    ...(RATE > 0 && { overallRate: RATE }),
  });
  if (SETTLE_MS > 0 && !seconds) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const used = await Promise.all(measured.map((m, i) => meter.end(m, before[i])));
  if (VERBOSE)
    say(
      `${sys.name}: ${(used[0] / r.requests.total).toFixed(3)} / ${(used[1] / r.requests.total).toFixed(3)} ${meter.unit} per request (gateway / identity), ${(r.requests.total / r.duration).toFixed(0)} req/s`,
    );
  const ok = r.requests.total - r.non2xx - r.errors - r.timeouts;
  if (ok < r.requests.total) say(`${sys.name} ${call.name}: ${r.requests.total - ok} failed requests`);
  return {
    // Over the batch's own duration (10 ms resolution): autocannon's average is per whole second, which
    // for batches of a few seconds rounds to 2000/5, 2000/6, 2000/7 ...
    rps: r.duration > 0 ? r.requests.total / r.duration : r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    gatewayCpu: used[0] / r.requests.total,
    identityCpu: used[1] / r.requests.total,
  };
}

const OFF = { OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' };

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
  return { median: median(ratios), q1: quantile(ratios, 0.25), q3: quantile(ratios, 0.75) };
}

async function main() {
  if (INSTRUCTIONS) {
    await execFileP('valgrind', ['--version']).catch(() => {
      throw new Error('TRACE_INSTRUCTIONS=1 needs valgrind and callgrind_control (apt-get install valgrind)');
    });
  }
  say('building what is missing (as npm start does)');
  await new Promise((resolve, reject) => {
    const c = spawn(process.execPath, [path.join(root, 'deploy', 'bootstrap.mjs'), '--prepare-only'], {
      cwd: root,
      stdio: 'inherit',
    });
    c.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`prepare exited ${code}`))));
  });
  const sink = await startOtlpSink();
  try {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      if (RUNS > 1) say(`run ${run}/${RUNS}: each system's processes started afresh`);
      const dir = RUNS > 1 && PROFILE_DIR ? path.join(PROFILE_DIR, `run${run}`) : PROFILE_DIR;
      runs.push(await measureRun(sink, dir));
    }
    if (RUNS > 1) printRuns(runs);
  } finally {
    await sink.close();
  }
}

/**
 * One run: starts every system, warms each up, measures the rounds, prints them and stops the systems.
 * Answers each system's CPU per request against tracing off's, per call (medians of the rounds).
 */
async function measureRun(sink, profileDir) {
  const systems = [];
  /** With TRACE_SHARED: the one product every system's gateway and identity run on. */
  let shared;
  /** When the measured rounds began (CPU profiles are compared from there on). */
  let measuredFrom = 0;
  const ratios = {};
  try {
    say(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const specs = [
      ['off', { ...OFF, ...profiling(profileDir, 'off') }],
      ...(EVERY ? [['on', { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, ...profiling(profileDir, 'on') }]] : []),
      ...(WITHOUT
        ? [
            [
              SAMPLED,
              {
                OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
                OTEL_NODE_DISABLED_INSTRUMENTATIONS: WITHOUT,
                ...(SAMPLER && { OTEL_TRACES_SAMPLER: SAMPLER }),
                ...profiling(profileDir, 'third'),
              },
            ],
          ]
        : RATIO > 0 && RATIO < 1
          ? [
              [
                SAMPLED,
                {
                  OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
                  OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
                  OTEL_TRACES_SAMPLER_ARG: String(RATIO),
                  ...profiling(profileDir, 'third'),
                },
              ],
            ]
          : []),
      ...(AA ? [[AA_NAME, { ...OFF, ...profiling(profileDir, 'off-aa') }]] : []),
      ...EXTRA.map(([name, env], i) => [
        name,
        { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, ...env, ...profiling(profileDir, `extra${i + 1}`) },
      ]),
    ];
    if (SHARED) {
      say(
        `starting the product once, then each system's gateway and identity on it: ${specs.map(([n]) => n).join(', ')}`,
      );
      shared = await start('shared', OFF);
      // In a new random order each run, so that no system is always started first: started (and warmed
      // up) in the listed order, the first system's gateway (tracing off) came out 8-14% cheaper than the
      // A/A's in five of six runs and 10% dearer in the sixth.
      const startOrder = specs.map((_, i) => i);
      for (let i = startOrder.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [startOrder[i], startOrder[j]] = [startOrder[j], startOrder[i]];
      }
      say(`started in the order ${startOrder.map((i) => specs[i][0]).join(', ')}`);
      const bySpec = [];
      try {
        for (const i of startOrder) bySpec[i] = await startOnShared(shared, ...specs[i]);
      } catch (err) {
        await Promise.all(bySpec.filter(Boolean).map((sys) => sys.stop()));
        throw err;
      }
      systems.push(...bySpec);
    } else {
      say(`starting the product once per system: ${specs.map(([n]) => n).join(', ')}`);
      const started = await Promise.allSettled(specs.map(([name, env]) => start(name, env)));
      for (const r of started) if (r.status === 'fulfilled') systems.push(r.value);
      const failed = started.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }
    const sids = {};
    const results = {};
    for (const sys of systems) {
      sids[sys.name] = (await signIn(sys)).sid;
      results[sys.name] = {};
    }
    if (INSTRUCTIONS) {
      say("starting callgrind copies of each system's gateway and identity (minutes)");
      await Promise.all(systems.map(useCallgrindCopies));
    }
    // Warm-up: measured together, the systems warm up together too, each at the measured rate (one after
    // another, each as fast as it answered, is how the first system came to be started and warmed first).
    const warm = (sys, call) =>
      cannon({
        ...call.opts(sys, sids[sys.name]),
        connections: CONNECTIONS,
        amount: WARMUP,
        timeout: 120,
        ...(TOGETHER && RATE > 0 && { overallRate: RATE }),
      });
    for (const call of CALLS) {
      if (TOGETHER) await Promise.all(systems.map((sys) => warm(sys, call)));
      else for (const sys of systems) await warm(sys, call);
      for (const sys of systems) results[sys.name][call.name] = [];
    }
    if (STEADY) {
      say(`${LEAD_IN_S} s of steady load before the measured windows`);
      for (const call of CALLS)
        await Promise.all(systems.map((sys) => batch(sys, sids[sys.name], call, LEAD_IN_S)));
    }
    measuredFrom = Date.now();
    for (let round = 1; round <= ROUNDS; round++) {
      // Each round in another order of a balanced Latin square: every system goes first equally often,
      // and comes right after each other system equally often (a shifted order kept the same neighbours).
      const order = balancedOrder(systems.length, round - 1).map((i) => systems[i]);
      for (const call of CALLS) {
        if (TOGETHER) {
          // Started in this order: in each second the first one's requests go out first.
          const done = await Promise.all(
            order.map((sys) => batch(sys, sids[sys.name], call, STEADY ? WINDOW_S : 0)),
          );
          order.forEach((sys, i) => results[sys.name][call.name].push(done[i]));
        } else
          for (const sys of order) results[sys.name][call.name].push(await batch(sys, sids[sys.name], call));
      }
      say(
        `${STEADY ? 'window' : 'round'} ${round}/${ROUNDS} done (load average ${os.loadavg()[0].toFixed(1)})`,
      );
    }
    console.log('');
    const pace = RATE > 0 ? `${RATE} requests/s` : 'as fast as answered';
    const rounds = STEADY
      ? `${pace} without a break, ${ROUNDS} windows of ${WINDOW_S} s`
      : `${REQUESTS} requests x ${ROUNDS} rounds`;
    console.log(
      `${rounds} per call and system, ${CONNECTIONS} connections; medians of the rounds; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const w = [18, 16, 10, 9, 9, 16, 16];
    const line = (cells) => cells.map((c, i) => String(c)[i ? 'padStart' : 'padEnd'](w[i])).join('  ');
    console.log(
      line([
        'call',
        'tracing',
        'req/s',
        'p50 ms',
        'p99 ms',
        `gateway ${meter.unit}/req`,
        `identity ${meter.unit}/req`,
      ]),
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
            `${m[name].gw.toFixed(3)} ${meter.unit}`,
            `${m[name].id.toFixed(3)} ${meter.unit}`,
          ]),
        );
      }
      const cpuOff = m.off.gw + m.off.id;
      for (const { name } of systems.slice(1)) {
        const cpu = m[name].gw + m[name].id;
        (ratios[name] ??= {})[call.name] = {
          cpu: cpu / cpuOff,
          gw: m[name].gw / m.off.gw,
          id: m[name].id / m.off.id,
          // Against both untraced systems (with the A/A): each one's processes are a draw of what V8
          // makes of the same code, and the mean of two draws moves less than one.
          ...(m[AA_NAME] &&
            name !== AA_NAME && { both: cpu / ((cpuOff + m[AA_NAME].gw + m[AA_NAME].id) / 2) }),
        };
        const paired = pairedOverhead(results.off[call.name], results[name][call.name]);
        const p = (r) => pct(r, 1);
        const { both } = ratios[name][call.name];
        const againstBoth = both === undefined ? '' : `; against both untraced systems ${p(both)}`;
        summary.push(
          `${call.name}, tracing ${name}: ${meter.what} per request (gateway + identity) ` +
            `${cpuOff.toFixed(3)} -> ${cpu.toFixed(3)} ${meter.unit} (${pct(cpu, cpuOff)}` +
            `${againstBoth}); ` +
            `gateway ${pct(m[name].gw, m.off.gw)}, identity ${pct(m[name].id, m.off.id)}; ` +
            `round by round ${p(paired.median)} ` +
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
    await shared?.stop();
  }
  const stoppedAt = Date.now();
  if (profileDir && measuredFrom) await compareProfiles(profileDir, systems, measuredFrom, stoppedAt);
  return ratios;
}

/**
 * With TRACE_RUNS > 1: each system against tracing off in every run (each run's processes are new, and
 * what V8 makes of the same code differs from process to process by a few per cent: the A/A's spread
 * over the runs shows how much) and the median over the runs.
 */
function printRuns(runs) {
  console.log(`\n${runs.length} runs; CPU per request (gateway + identity) against tracing off, run by run:`);
  const list = (xs) => xs.map((x) => pct(x, 1)).join(' / ');
  for (const call of CALLS) {
    for (const name of Object.keys(runs[0])) {
      const of = (k) => runs.map((r) => r[name][call.name][k]);
      console.log(
        `${call.name}, tracing ${name}: median ${pct(median(of('cpu')), 1)} (${list(of('cpu'))}); ` +
          `gateway ${pct(median(of('gw')), 1)}, identity ${pct(median(of('id')), 1)}`,
      );
      if (runs[0][name][call.name].both !== undefined)
        console.log(
          `${call.name}, tracing ${name} against both untraced systems (off and the A/A): ` +
            `median ${pct(median(of('both')), 1)} (${list(of('both'))})`,
        );
    }
  }
}

/**
 * With TRACE_PROFILE_DIR: each profiled system's gateway and identity against the off system's, from the
 * first measured batch on (scripts/cpuprofile-compare.mjs: busy JS per unit of work the tracing does not
 * touch, so the machine's load mostly cancels out).
 */
async function compareProfiles(profileDir, systems, from, stoppedAt) {
  const dirs = { off: 'off', on: 'on', [SAMPLED]: 'third', [AA_NAME]: 'off-aa' };
  EXTRA.forEach(([name], i) => (dirs[name] = `extra${i + 1}`));
  const file = async (dir, proc) =>
    (await readdir(path.join(profileDir, dir)).catch(() => []))
      .filter((f) => f.startsWith(`${proc}-`))
      .map((f) => path.join(profileDir, dir, f))[0];
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
