#!/usr/bin/env node
// `npm run trace:cost`: what tracing costs. Starts the product (`npm start`) twice side by side, with
// tracing off and on (OTLP/HTTP to a local sink that only counts what it gets; the default sampling, one
// trace in ten, unless OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG say otherwise), drives the same
// autocannon load at POST /graphql `{ me { id email } }` (gateway -> identity -> Postgres) after a
// warm-up, in rounds alternating between the two (what else the machine runs hits both alike), and
// prints requests/s, p50 and p99 of both, the CPU time the product's processes spent per request (the
// figure least moved by whatever else a shared machine runs) and the differences. A few percent either
// way is noise.
//
//   TRACE_COST_DURATION=20 TRACE_COST_ROUNDS=4 TRACE_COST_WARMUP=5 TRACE_COST_CONNECTIONS=50 npm run trace:cost
//   OTEL_TRACES_SAMPLER_ARG=1 npm run trace:cost     (every trace recorded)
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import http from 'node:http';
import autocannon from 'autocannon';
import { freePort, newDataDir, npmStart, systemEnv } from '../deploy/bench/run.mjs';

const DURATION = Number(process.env.TRACE_COST_DURATION || 20);
const WARMUP = Number(process.env.TRACE_COST_WARMUP || 5);
const CONNECTIONS = Number(process.env.TRACE_COST_CONNECTIONS || 50);
/** The measured seconds are split in rounds, alternating between the two systems (both running). */
const ROUNDS = Number(process.env.TRACE_COST_ROUNDS || 4);
const say = (m) => process.stdout.write(`[trace-cost] ${m}\n`);

/** An OTLP/HTTP endpoint that accepts every export (an empty protobuf answer) and counts them. */
async function startSink() {
  const got = { exports: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    req.on('data', (c) => (got.bytes += c.length));
    req.on('end', () => {
      if (req.url === '/v1/traces') got.exports++;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, got, close: () => server.close() };
}

/** CPU ms (user + system) used so far by the launcher and every process below it (Linux /proc). */
async function treeCpuMs(dataDir) {
  const { pid } = JSON.parse(await readFile(path.join(dataDir, 'run', 'launcher.json'), 'utf8'));
  const procs = [];
  for (const p of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
    const stat = await readFile(`/proc/${p}/stat`, 'utf8').catch(() => '');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // [1] ppid, [11] utime, [12] stime
    if (stat) procs.push({ pid: p, ppid: f[1], ticks: Number(f[11]) + Number(f[12]) });
  }
  const mine = new Set([String(pid)]);
  for (let n = 0; n !== mine.size;) {
    n = mine.size;
    for (const p of procs) if (mine.has(p.ppid)) mine.add(p.pid);
  }
  return procs.filter((p) => mine.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0) * 10; // 10 ms ticks
}

const cannon = (opts) =>
  new Promise((resolve, reject) => autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))));

/** The product started with `otel` on top of the bench's environment, a user signed up, its load. */
async function start(name, otel) {
  const dataDir = await newDataDir('trace-cost-');
  const port = await freePort();
  const env = systemEnv(port, dataDir, otel);
  // Each its own Postgres and NATS (the launcher's), so the two run alike and apart.
  for (const k of [
    'DATABASE_URL',
    'NATS_URL',
    'OTEL_EXPORTER_OTLP_ENDPOINT',
    'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
  ])
    if (!otel[k]) delete env[k];
  say(`${name}: starting the product`);
  const sys = npmStart(env, port, dataDir);
  const stop = async () => {
    await sys.stop();
    if (!process.env.KEEP_TEST_DATA) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await sys.ready;
    const gateway = `http://127.0.0.1:${port}`;
    const reg = await fetch(`${gateway}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `cost-${Date.now()}@example.com`,
        password: 'trace-cost-password-1',
        firstName: 'Trace',
        lastName: 'Cost',
      }),
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
    const sid = reg.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('sid='));
    const load = {
      url: `${gateway}/graphql`,
      method: 'POST',
      headers: { cookie: sid, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id email } }' }),
      connections: CONNECTIONS,
    };
    return { name, dataDir, load, stop, rounds: [] };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** One round of load at `system`, recorded in its rounds. */
async function round(system, seconds) {
  const cpuBefore = await treeCpuMs(system.dataDir);
  const r = await cannon({ ...system.load, duration: seconds });
  const cpu = (await treeCpuMs(system.dataDir)) - cpuBefore;
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad) throw new Error(`${system.name}: ${bad} of ${r.requests.total} requests failed`);
  system.rounds.push({ requests: r.requests.total, seconds, p50: r.latency.p50, p99: r.latency.p99, cpu });
  say(
    `${system.name}: ${(r.requests.total / seconds).toFixed(0)} req/s, CPU ${(cpu / r.requests.total).toFixed(2)} ms/req`,
  );
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const sink = await startSink();
  const systems = [];
  try {
    systems.push(await start('tracing off', {}));
    systems.push(await start('tracing on', { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url }));
    say(`${WARMUP} s warm-up each, then ${ROUNDS} alternating rounds of ${DURATION / ROUNDS} s each`);
    for (const s of systems) await cannon({ ...s.load, duration: WARMUP });
    for (const s of systems) s.rounds.length = 0;
    for (let i = 0; i < ROUNDS; i++)
      for (const s of i % 2 ? [...systems].reverse() : systems) await round(s, DURATION / ROUNDS);
    const [off, on] = systems.map((s) => {
      const sum = (k) => s.rounds.reduce((t, r) => t + r[k], 0);
      return {
        name: s.name,
        rps: sum('requests') / sum('seconds'),
        p50: median(s.rounds.map((r) => r.p50)),
        p99: median(s.rounds.map((r) => r.p99)),
        cpu: sum('cpu') / sum('requests'),
      };
    });
    const { OTEL_TRACES_SAMPLER: sampler, OTEL_TRACES_SAMPLER_ARG: arg } = process.env;
    const sampling = `${sampler || 'parentbased_traceidratio'} ${arg ?? (sampler ? '' : '0.1')}`;
    const pct = (a, b) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)}%`;
    console.log('');
    console.log(`POST /graphql me, ${CONNECTIONS} connections, ${DURATION} s each; tracing on: ${sampling}`);
    const row = (...cells) => console.log(cells.map((c, i) => (i ? c.padStart(11) : c.padEnd(12))).join(''));
    row('', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req');
    for (const r of [off, on]) row(r.name, r.rps.toFixed(0), String(r.p50), String(r.p99), r.cpu.toFixed(2));
    row('difference', ...['rps', 'p50', 'p99', 'cpu'].map((k) => pct(off[k], on[k])));
    console.log(
      `(the sink received ${sink.got.exports} OTLP exports, ${(sink.got.bytes / 1024).toFixed(0)} KiB)`,
    );
    if (!sink.got.exports) throw new Error('no spans reached the sink: tracing did not start');
  } finally {
    for (const s of systems) await s.stop();
    sink.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    say(`failed: ${err.stack ?? err.message}`);
    process.exit(1);
  },
);
