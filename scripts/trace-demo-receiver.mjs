// A tiny OTLP/HTTP receiver (JSON encoding: OTEL_EXPORTER_OTLP_PROTOCOL=http/json) that keeps the spans
// it is sent, and a printer that draws one trace as a tree with each hop's service and duration. Used by
// `npm run trace:demo`; enough to look at a trace without a collector, not a collector.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const attr = (v) =>
  v == null
    ? undefined
    : (v.stringValue ?? v.intValue ?? v.doubleValue ?? v.boolValue ?? (v.arrayValue ? '[…]' : undefined));

const nanos = (v) =>
  typeof v === 'object' && v ? BigInt(v.high) * 2n ** 32n + BigInt(v.low >>> 0) : BigInt(v);

/** Flattens an OTLP ExportTraceServiceRequest (JSON) into spans with their service name. */
export function flattenOtlp(body) {
  const out = [];
  for (const rs of body.resourceSpans ?? []) {
    const service = attr(rs.resource?.attributes?.find((a) => a.key === 'service.name')?.value) ?? '?';
    for (const ss of rs.scopeSpans ?? []) {
      for (const s of ss.spans ?? []) {
        const attributes = {};
        for (const a of s.attributes ?? []) attributes[a.key] = attr(a.value);
        out.push({
          service,
          scope: ss.scope?.name ?? '',
          traceId: s.traceId,
          spanId: s.spanId,
          parentSpanId: s.parentSpanId || undefined,
          name: s.name,
          kind: s.kind,
          start: nanos(s.startTimeUnixNano),
          end: nanos(s.endTimeUnixNano),
          attributes,
          error: s.status?.code === 2,
        });
      }
    }
  }
  return out;
}

/** Starts the receiver on 127.0.0.1 (a free port); `spans` grows as processes export. */
export async function startOtlpReceiver() {
  const spans = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        try {
          spans.push(...flattenOtlp(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        } catch (err) {
          res.writeHead(400).end(String(err));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else res.writeHead(404).end();
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((r) => server.close(r)) };
}

const KIND = ['', 'internal', 'server', 'client', 'producer', 'consumer'];
const ms = (ns) => `${(Number(ns) / 1e6).toFixed(1)} ms`;

/** The spans of one trace as an indented tree: offset from the trace's start, duration, service, name. */
export function formatTrace(spans, traceId) {
  const mine = spans.filter((s) => s.traceId === traceId).sort((a, b) => (a.start < b.start ? -1 : 1));
  if (!mine.length) return '(no spans)';
  const ids = new Set(mine.map((s) => s.spanId));
  const children = new Map();
  for (const s of mine) {
    const p = s.parentSpanId && ids.has(s.parentSpanId) ? s.parentSpanId : '';
    if (!children.has(p)) children.set(p, []);
    children.get(p).push(s);
  }
  const t0 = mine[0].start;
  const lines = [];
  const walk = (parent, prefix) => {
    const list = children.get(parent) ?? [];
    list.forEach((s, i) => {
      const last = i === list.length - 1;
      const detail = s.attributes['http.route'] ?? s.attributes['url.full'] ?? s.attributes['db.statement'];
      const text = `${s.name}${detail && !String(s.name).includes(detail) ? `  ${String(detail).slice(0, 60)}` : ''}`;
      lines.push(
        `${`+${ms(s.start - t0)}`.padStart(11)} ${ms(s.end - s.start).padStart(10)}  ` +
          `${prefix}${last ? '└─ ' : '├─ '}[${s.service}] ${text} (${KIND[s.kind] ?? s.kind})${s.error ? ' ERROR' : ''}`,
      );
      walk(s.spanId, `${prefix}${last ? '   ' : '│  '}`);
    });
  };
  walk('', '');
  return lines.join('\n');
}

/**
 * An OTLP/HTTP sink for measuring tracing's cost: accepts any encoding (protobuf by default), keeps
 * nothing but the count of export requests and bytes.
 */
export async function startOtlpSink(port = 0) {
  const stats = { requests: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    req.on('data', (c) => (stats.bytes += c.length));
    req.on('end', () => {
      stats.requests++;
      res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/json' }).end();
    });
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stats,
    close: () => new Promise((r) => server.close(r)),
  };
}

// `node scripts/trace-demo-receiver.mjs sink [port]`: the sink on its own (e.g. for `npm run bench` with
// OTEL_EXPORTER_OTLP_ENDPOINT set); prints what it took when stopped (SIGINT/SIGTERM).
if (process.argv[2] === 'sink' && import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sink = await startOtlpSink(Number(process.argv[3] ?? 4318));
  process.stdout.write(`OTLP sink on ${sink.url}\n`);
  const stop = () => {
    process.stdout.write(
      `OTLP sink: ${sink.stats.requests} export requests, ${(sink.stats.bytes / 1e6).toFixed(1)} MB\n`,
    );
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
