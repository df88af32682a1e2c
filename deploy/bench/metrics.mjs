#!/usr/bin/env node
// What the Prometheus metrics cost (issue 15): `node deploy/bench/metrics.mjs` after `npx tsc -b`.
// 1. kit's per-request hook: a fastify route with and without installHttpMetrics, under autocannon
//    (alternating runs, so a busy neighbour on the machine hits both alike);
// 2. a scrape: render time and size of /metrics with a realistic number of routes and statuses.
// Prints figures; never fails on timing.
import Fastify from 'fastify';
import autocannon from 'autocannon';
import {
  installHttpMetrics,
  observeHttpRequest,
  renderMetrics,
  ensureDefaultMetrics,
} from '../../services/kit/dist/index.js';

const DURATION = Number(process.env.BENCH_DURATION || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);

async function server(withMetrics) {
  const app = Fastify();
  if (withMetrics) installHttpMetrics(app, 'bench');
  app.get('/items/:id', async (req) => ({ id: req.params.id, ok: true }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}

async function load(url) {
  const r = await autocannon({ url: `${url}/items/42`, connections: CONNECTIONS, duration: DURATION });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const rows = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const withMetrics of [false, true]) {
    const { app, url } = await server(withMetrics);
    await autocannon({ url: `${url}/items/1`, connections: CONNECTIONS, duration: 1 }); // warm-up
    rows.push({ round, metrics: withMetrics ? 'on' : 'off', ...(await load(url)) });
    await app.close();
  }
}
console.log(`fastify GET /items/:id, ${CONNECTIONS} connections, ${DURATION} s per run`);
console.table(rows);
const avg = (on) => {
  const r = rows.filter((x) => x.metrics === on);
  return r.reduce((s, x) => s + x.rps, 0) / r.length;
};
console.log(`req/s with metrics / without: ${(avg('on') / avg('off')).toFixed(3)}`);

// The hook's own work, without HTTP around it.
const N = 1_000_000;
let t = process.hrtime.bigint();
for (let i = 0; i < N; i++) {
  observeHttpRequest('bench', { method: 'GET', route: '/api/gemini/session/:id' }, 200, 0.012);
}
console.log(`observeHttpRequest: ${(Number(process.hrtime.bigint() - t) / N).toFixed(0)} ns per request`);

// A busy service's scrape: 8 services x 40 routes x 3 statuses of series, plus the process metrics.
ensureDefaultMetrics();
for (let s = 0; s < 8; s++) {
  for (let r = 0; r < 40; r++) {
    for (const status of [200, 400, 500])
      observeHttpRequest(`svc${s}`, { method: 'POST', route: `/route/${r}` }, status, 0.02);
  }
}
await renderMetrics();
const times = [];
let size = 0;
for (let i = 0; i < 20; i++) {
  t = process.hrtime.bigint();
  size = (await renderMetrics()).body.length;
  times.push(Number(process.hrtime.bigint() - t) / 1e6);
}
times.sort((a, b) => a - b);
console.log(
  `scrape of ${8 * 40 * 3 + 1} request series: ${(size / 1024).toFixed(0)} KB, render median ${times[10].toFixed(1)} ms, max ${times[19].toFixed(1)} ms`,
);
