#!/usr/bin/env node
// `npm run trace:span-cost`: what recording a request's spans costs in itself, with nothing else running in
// the process. One request as identity makes it under tracing: kit's server span (the caller's
// `traceparent` extracted, started, ended with its status) and one client span with the attributes of the
// pg instrumentation's query span, through kit's SDK set-up (tracing-sdk.ts: the batch span processor and
// the OTLP/HTTP protobuf exporter, to a sink in this script). Each system runs in a process of its own
// (the SDK is global), one after another and again (SPAN_COST_REPEATS, 3), each answering SPAN_COST_N
// requests (50,000) after as many to warm up; the CPU per request is process.cpuUsage over them, the
// export of their spans included (forceFlush). Systems: the SDK not started (tracing off), nothing sampled,
// one trace in ten, every trace. Prints the medians; never fails on the figures.
//
// What it leaves out on purpose: the rest of a request. In a service the same code runs between a
// request's other work, with the caches holding that work's code and data; the README compares this
// figure with what `npm run trace:overhead` measures in the services.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './stats.mjs';
import { startOtlpSink } from './trace-demo-receiver.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const N = Number(process.env.SPAN_COST_N || 50_000);
const REPEATS = Number(process.env.SPAN_COST_REPEATS || 3);
const SYSTEMS = [
  ['tracing off', 'off'],
  ['nothing sampled', '0'],
  ['one trace in ten', '0.1'],
  ['every trace', '1'],
];

/** In a child: N requests' spans as identity makes them at sampling ratio `ratio` ('off': no SDK). */
async function child(ratio) {
  const kit = path.join(root, 'services', 'kit', 'dist');
  const { context, trace, SpanKind } = await import('@opentelemetry/api');
  const { startServerSpan, endServerSpan } = await import(path.join(kit, 'tracing-context.js'));
  let tracing;
  if (ratio !== 'off') {
    const { startTracing } = await import(path.join(kit, 'tracing-sdk.js'));
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
    tracing = startTracing({
      serviceName: 'span-cost',
      exporter: new OTLPTraceExporter(),
      disabledInstrumentations: 'http,undici,pg',
    });
  }
  const tracer = trace.getTracer('span-cost');
  const share = ratio === 'off' ? 0 : Number(ratio);
  let n = 0;
  // The caller's decision arrives in its traceparent (the gateway samples): one in 1/share is sampled.
  const request = async () => {
    n++;
    // Tracing off: kit's HTTP server makes no span at all (http.ts); what is left is the loop's own cost.
    if (!tracing) {
      await null;
      return;
    }
    const sampled = share > 0 && n % Math.round(1 / share) === 0;
    const traceId = n.toString(16).padStart(32, '0');
    const { span, context: ctx } = startServerSpan({
      method: 'POST',
      path: '/graphql',
      route: '/graphql',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-${sampled ? '01' : '00'}` },
    });
    await context.with(ctx, async () => {
      // As kit's pg wrapper decides (tracing-sdk.ts): a query span only under a recording span.
      if (!trace.getSpan(context.active())?.isRecording()) {
        await null;
        return;
      }
      const query = tracer.startSpan('pg.query:SELECT tryon', {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.namespace': 'tryon',
          'server.address': '127.0.0.1',
          'server.port': 5432,
          'db.query.text': 'select * from "users" where "id" = $1 limit $2',
        },
      });
      await null;
      query.setAttribute('db.response.returned_rows', 1);
      query.end();
    });
    endServerSpan(span, 200);
  };
  const run = async () => {
    for (let i = 0; i < N; i++) await request();
    await tracing?.provider.forceFlush();
  };
  await run();
  const before = process.cpuUsage();
  await run();
  const used = process.cpuUsage(before);
  await tracing?.shutdown();
  process.stdout.write(`${(used.user + used.system) / N}\n`);
}

function runChild(ratio, endpoint) {
  return new Promise((resolve, reject) => {
    const c = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
      cwd: root,
      env: { ...process.env, SPAN_COST_CHILD: ratio, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    c.stdout.on('data', (d) => (out += d));
    c.once('exit', (code) =>
      code === 0 ? resolve(Number(out.trim())) : reject(new Error(`${ratio}: exited ${code}`)),
    );
  });
}

async function main() {
  const sink = await startOtlpSink();
  try {
    const us = Object.fromEntries(SYSTEMS.map(([name]) => [name, []]));
    for (let r = 0; r < REPEATS; r++)
      for (const [name, ratio] of SYSTEMS) us[name].push(await runChild(ratio, sink.url));
    console.log(
      `${N} requests per process after as many to warm up, ${REPEATS} processes per system; CPU per request (µs), median (each process):`,
    );
    const off = median(us['tracing off']);
    for (const [name] of SYSTEMS) {
      const m = median(us[name]);
      console.log(
        `${name.padEnd(18)} ${m.toFixed(2).padStart(7)} µs  (${m >= off ? '+' : ''}${(m - off).toFixed(2)} µs over off; ${us[name].map((x) => x.toFixed(2)).join(' / ')})`,
      );
    }
    console.log(
      `OTLP sink: ${sink.stats.requests} export requests, ${(sink.stats.bytes / 1e6).toFixed(1)} MB`,
    );
  } finally {
    await sink.close();
  }
}

if (process.env.SPAN_COST_CHILD) await child(process.env.SPAN_COST_CHILD);
else await main();
