import { jest } from '@jest/globals';
import {
  context,
  INVALID_SPAN_CONTEXT,
  ROOT_CONTEXT,
  SpanStatusCode,
  trace,
  TraceFlags,
} from '@opentelemetry/api';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { outboxInboxMigration, outboxTraceMigration, withKitMigrations, type Migration } from './db.js';
import { AppError } from './errors.js';
import { createHttpServer } from './http.js';
import { createLogger, currentCorrelationId, withCorrelation } from './logger.js';
import { disabledInstrumentations, serviceNameFromEntry, tracingEnabled } from './tracing.js';
import {
  contextFromHeaders,
  contextFromTraceparent,
  currentTraceContext,
  inSpan,
  skipSpansUnderUnsampledParents,
  SpanKind,
  traceHeaders,
} from './tracing-context.js';
import {
  batchConfig,
  followsParent,
  InMemorySpanExporter,
  pgInstrumentation,
  PooledIdGenerator,
  startTracing,
  type ReadableSpan,
} from './tracing-sdk.js';

describe('tracing off (no SDK started)', () => {
  it('injects nothing and records nothing', async () => {
    expect(traceHeaders()).toBeUndefined();
    expect(currentTraceContext()).toEqual({ traceparent: undefined, tracestate: undefined });
    await inSpan('x', { kind: SpanKind.INTERNAL }, async (span) => {
      expect(span.isRecording()).toBe(false);
      expect(traceHeaders()).toBeUndefined();
    });
  });

  it('is on only with an OTLP endpoint, and OTEL_SDK_DISABLED wins', () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' })).toBe(
      false,
    );
  });
});

describe('service names', () => {
  it('names a process after its entry point', () => {
    expect(serviceNameFromEntry('/app/services/billing/dist/main.js')).toBe('billing');
    expect(serviceNameFromEntry('/app/services/ai-jobs/dist/worker.js')).toBe('ai-jobs-worker');
    expect(serviceNameFromEntry('/app/gateway/dist/main.js')).toBe('gateway');
    expect(serviceNameFromEntry(undefined)).toBe('tryon');
  });
});

describe('instrumentations left out', () => {
  it('leaves undici out of the gateway only, unless OTEL_NODE_DISABLED_INSTRUMENTATIONS says', () => {
    expect(disabledInstrumentations('gateway', {})).toBe('undici');
    expect(disabledInstrumentations('ai-jobs-worker', {})).toBe('');
    expect(disabledInstrumentations('identity', {})).toBe('');
    expect(disabledInstrumentations('gateway', { OTEL_NODE_DISABLED_INSTRUMENTATIONS: '' })).toBe('');
    expect(disabledInstrumentations('billing', { OTEL_NODE_DISABLED_INSTRUMENTATIONS: 'pg' })).toBe('pg');
  });
});

describe('kit migrations', () => {
  const own: Migration = { name: '20260101000000_own', up: async () => {}, down: async () => {} };
  it('runs the trace-context column right after the outbox and inbox tables', () => {
    expect(withKitMigrations([outboxInboxMigration, own]).map((m) => m.name)).toEqual([
      outboxInboxMigration.name,
      outboxTraceMigration.name,
      own.name,
    ]);
    expect(withKitMigrations([own])).toEqual([own]);
  });
});

describe('tracing on', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: ReturnType<typeof startTracing>;
  beforeAll(() => {
    tracing = startTracing({ serviceName: 'unit', exporter, batch: false });
  });
  afterAll(() => tracing.shutdown());

  it('carries the trace across NATS headers and an outbox row', async () => {
    await inSpan('request', { kind: SpanKind.SERVER }, async (span) => {
      const id = span.spanContext();
      const h = traceHeaders()!;
      expect(h.get('traceparent')).toBe(`00-${id.traceId}-${id.spanId}-01`);
      // The receiving side continues the sender's trace...
      const received = trace.getSpanContext(contextFromHeaders(h))!;
      expect(received).toMatchObject({ traceId: id.traceId, spanId: id.spanId, isRemote: true });
      // ...and so does the relay, from the traceparent stored with the row.
      const stored = currentTraceContext();
      expect(trace.getSpanContext(contextFromTraceparent(stored.traceparent))?.traceId).toBe(id.traceId);
    });
    // Nothing to continue: a new trace.
    expect(trace.getSpanContext(contextFromHeaders(natsHeaders()))).toBeUndefined();
    expect(contextFromTraceparent(null)).toBe(ROOT_CONTEXT);
  });

  it('keeps the correlation id in the trace context, beside the span', async () => {
    await inSpan('request', { kind: SpanKind.SERVER }, (span) =>
      withCorrelation('req-1', async () => {
        await new Promise((r) => setTimeout(r, 1));
        expect(currentCorrelationId()).toBe('req-1');
        expect(trace.getActiveSpan()).toBe(span);
        // It is the OpenTelemetry context's (one AsyncLocalStorage): a span continuing another
        // trace, from a fresh context, does not carry it.
        expect(context.with(ROOT_CONTEXT, () => currentCorrelationId())).toBeUndefined();
      }),
    );
    expect(currentCorrelationId()).toBeUndefined();
  });

  it('ends a failing span as an error, child of the active one', async () => {
    exporter.reset();
    await expect(
      inSpan('outer', { kind: SpanKind.INTERNAL }, () =>
        inSpan('inner', { kind: SpanKind.CLIENT }, async () => {
          throw new Error('boom');
        }),
      ),
    ).rejects.toThrow('boom');
    const [inner, outer] = exporter.getFinishedSpans();
    expect(inner!.name).toBe('inner');
    expect(inner!.status).toMatchObject({ code: 2, message: 'boom' });
    expect(inner!.parentSpanContext?.spanId).toBe(outer!.spanContext().spanId);
    expect(context.active()).toBe(ROOT_CONTEXT);
  });

  it("leaves pg's query to pg in a trace sampled out, and records it in a recorded trace", async () => {
    exporter.reset();
    // pg.Client.prototype.query as the instrumentation patches it, on a stand-in client.
    const calls: unknown[][] = [];
    const original = function (this: unknown, ...args: unknown[]) {
      calls.push(args);
      (args[1] as () => void)();
    };
    const patch = (
      pgInstrumentation() as unknown as { _getClientQueryPatch(): (q: typeof original) => typeof original }
    )._getClientQueryPatch();
    const query = patch(original);
    const client = {
      database: 'app',
      connectionParameters: { database: 'app', host: '127.0.0.1', port: 5432, user: 'app' },
    };
    const done = () => {};
    // Sampled out: the request's span is valid (its context is propagated) but does not record.
    const sampledOut = trace.wrapSpanContext({
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: TraceFlags.NONE,
    });
    context.with(trace.setSpan(context.active(), sampledOut), () =>
      query.call(client, { text: 'SELECT 1' }, done),
    );
    expect(calls[0]).toEqual([{ text: 'SELECT 1' }, done]); // pg's own call: the callback as given
    expect(exporter.getFinishedSpans()).toEqual([]);
    // Recorded: the instrumentation's span, child of the request's.
    await inSpan('request', { kind: SpanKind.SERVER }, async (server) => {
      query.call(client, { text: 'SELECT 2' }, done);
      expect(calls[1]![1]).not.toBe(done); // the instrumentation's callback, which ends its span
      const [pgSpan] = exporter.getFinishedSpans();
      expect(pgSpan!.attributes['db.query.text']).toBe('SELECT 2');
      expect(pgSpan!.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    });
  });

  it("records only @apollo/gateway's fetch spans, its request span's attributes on the current span", async () => {
    exporter.reset();
    const apollo = trace.getTracer('apollo/gateway-js');
    await inSpan('request', { kind: SpanKind.SERVER }, async (server) => {
      await apollo.startActiveSpan(
        'gateway.request',
        { attributes: { 'graphql.operation.type': 'query' } },
        async (request) => {
          // The operation's span is the server span: no span of its own, no second end.
          expect(request.spanContext().spanId).toBe(server.spanContext().spanId);
          request.setAttributes({ 'graphql.operation.name': 'Me' });
          request.setStatus({ code: SpanStatusCode.ERROR });
          await apollo.startActiveSpan('gateway.execute', {}, async (execute) => {
            expect(execute.isRecording()).toBe(false);
            await apollo.startActiveSpan(
              'gateway.fetch',
              { attributes: { service: 'identity' } },
              async (fetch) => {
                expect(currentTraceContext().traceparent).toContain(fetch.spanContext().spanId);
                fetch.end();
              },
            );
            execute.end();
          });
          request.end();
          expect(server.isRecording()).toBe(true);
        },
      );
    });
    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => s.name)).toEqual(['gateway.fetch', 'request']);
    const [fetch, server] = spans as [ReadableSpan, ReadableSpan];
    expect(fetch.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(server.attributes).toMatchObject({
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'Me',
    });
    expect(server.status.code).toBe(SpanStatusCode.ERROR);
    // Without a recording span around it, the request span is simply not recorded.
    await apollo.startActiveSpan('gateway.request', async (request) => {
      expect(request.isRecording()).toBe(false);
      request.end();
    });
    // The spans not made stand for their parent's context, one shared object per parent.
    await inSpan('request', { kind: SpanKind.SERVER }, async (server) => {
      const seen = [1, 2].map(() =>
        apollo.startActiveSpan('gateway.plan', (plan) => {
          plan.end();
          return plan;
        }),
      );
      expect(seen[0]).toBe(seen[1]);
      expect(seen[0]!.spanContext()).toBe(server.spanContext());
      expect(seen[0]!.isRecording()).toBe(false);
      // Given a context, under that context's span (here none).
      apollo.startActiveSpan('gateway.plan', {}, ROOT_CONTEXT, (plan) => {
        expect(trace.isSpanContextValid(plan.spanContext())).toBe(false);
      });
      // A kept span, given options and a context, is a child of that context's span.
      const fetch = apollo.startActiveSpan('gateway.fetch', {}, context.active(), (span) => span);
      fetch.end();
      expect(exporter.getFinishedSpans().at(-1)?.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    });
    expect(exporter.getFinishedSpans()).toHaveLength(4);
    // Any other tracer records every span it starts.
    trace.getTracer('other').startSpan('gateway.execute').end();
    expect(exporter.getFinishedSpans()).toHaveLength(5);
  });

  it("makes one server span per HTTP request, active for the handler, continuing the caller's trace", async () => {
    exporter.reset();
    const app = createHttpServer({ logger: createLogger('unit', 'silent'), readiness: [] });
    let seen: { spanId?: string; correlationId?: string } = {};
    app.get('/things/:id', async () => {
      await new Promise((r) => setTimeout(r, 1));
      seen = { spanId: trace.getActiveSpan()?.spanContext().spanId, correlationId: currentCorrelationId() };
      return { ok: true };
    });
    app.get('/broken', async () => {
      throw new Error('disk on fire');
    });
    app.get('/refused', async () => {
      throw new AppError('VALIDATION', 'Invalid data: no');
    });
    // Real requests: light-my-request (inject) cannot load under jest's ESM mode.
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const get = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, { headers }).then((r) => r.status);
    const caller = { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331' };
    expect(
      await get('/things/7?token=secret', {
        traceparent: `00-${caller.traceId}-${caller.spanId}-01`,
        'x-correlation-id': 'corr-1',
      }),
    ).toBe(200);
    expect(await get('/broken')).toBe(500);
    expect(await get('/refused')).toBe(400);
    expect(await get('/nowhere')).toBe(404);
    for (const probe of ['/healthz', '/readyz']) expect(await get(probe)).toBe(200);
    await app.close();

    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => s.name)).toEqual(['GET /things/:id', 'GET /broken', 'GET /refused', 'GET']);
    const [thing, broken, refused, nowhere] = spans as [
      ReadableSpan,
      ReadableSpan,
      ReadableSpan,
      ReadableSpan,
    ];
    expect(thing.kind).toBe(SpanKind.SERVER);
    expect(thing.spanContext().traceId).toBe(caller.traceId);
    expect(thing.parentSpanContext?.spanId).toBe(caller.spanId);
    // The query string (which may carry a token) is not recorded.
    expect(thing.attributes).toEqual({
      'http.request.method': 'GET',
      'url.path': '/things/7',
      'http.route': '/things/:id',
      'http.response.status_code': 200,
    });
    expect(thing.status.code).toBe(SpanStatusCode.UNSET);
    // The handler ran with the span active and the correlation id beside it.
    expect(seen).toEqual({ spanId: thing.spanContext().spanId, correlationId: 'corr-1' });
    // A new trace without a traceparent; a server failure is an error with its exception, a refusal not.
    expect(broken.parentSpanContext).toBeUndefined();
    expect(broken.status).toEqual({ code: SpanStatusCode.ERROR, message: 'disk on fire' });
    expect(broken.events.map((e) => e.name)).toEqual(['exception']);
    expect(broken.attributes['http.response.status_code']).toBe(500);
    expect(refused.status.code).toBe(SpanStatusCode.UNSET);
    expect(refused.attributes['http.response.status_code']).toBe(400);
    expect(nowhere.attributes).toMatchObject({ 'url.path': '/nowhere', 'http.response.status_code': 404 });
    expect(nowhere.attributes['http.route']).toBeUndefined();
  });

  it('makes no span under a parent sampled out (the sampler follows the parent), and carries its decision on', async () => {
    exporter.reset();
    const caller = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
    const unsampled = `00-${caller.traceId}-${caller.spanId}-00`;
    // A message or call continuing that trace: its work runs in the parent's context, with no span of its own.
    await inSpan(
      'process x',
      { kind: SpanKind.CONSUMER, parent: contextFromTraceparent(unsampled) },
      async (span) => {
        expect(span.isRecording()).toBe(false);
        expect(span.spanContext()).toMatchObject({ ...caller, traceFlags: TraceFlags.NONE });
        expect(currentTraceContext().traceparent).toBe(unsampled);
        await inSpan('send y', { kind: SpanKind.CLIENT }, async (child) => expect(child).toBe(span));
      },
    );
    // @apollo/gateway's fetch span under a request sampled out.
    await context.with(contextFromTraceparent(unsampled), () =>
      trace.getTracer('apollo/gateway-js').startActiveSpan('gateway.fetch', (fetch) => {
        expect(fetch.spanContext().spanId).toBe(caller.spanId);
        fetch.end();
        // Its other spans (not made, or merged, in a recorded trace) are that parent's span too.
        trace.getTracer('apollo/gateway-js').startActiveSpan('gateway.request', (request) => {
          expect(request).toBe(trace.getActiveSpan());
          expect(request.spanContext().spanId).toBe(caller.spanId);
        });
      }),
    );
    // An HTTP request whose caller's trace was sampled out.
    const app = createHttpServer({ logger: createLogger('unit', 'silent'), readiness: [] });
    let active: string | undefined;
    app.get('/x', async () => {
      active = trace.getActiveSpan()?.spanContext().spanId;
      return { ok: true };
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    expect((await fetch(`${base}/x`, { headers: { traceparent: unsampled } })).status).toBe(200);
    await app.close();
    expect(active).toBe(caller.spanId);
    expect(exporter.getFinishedSpans()).toEqual([]);
    // The API's invalid context is no parent: a span of its own, in a new trace.
    const invalid = trace.setSpan(ROOT_CONTEXT, trace.wrapSpanContext(INVALID_SPAN_CONTEXT));
    await inSpan('root', { kind: SpanKind.INTERNAL, parent: invalid }, async (span) => {
      expect(span.isRecording()).toBe(true);
    });
    // Without the rule (a sampler that decides on its own, e.g. `traceidratio`), the span is made.
    skipSpansUnderUnsampledParents(false);
    try {
      await inSpan(
        'process x',
        { kind: SpanKind.CONSUMER, parent: contextFromTraceparent(unsampled) },
        async (span) => {
          expect(span.spanContext().traceId).toBe(caller.traceId);
          expect(span.spanContext().spanId).not.toBe(caller.spanId);
        },
      );
    } finally {
      skipSpansUnderUnsampledParents(true);
    }
    expect(followsParent(undefined)).toBe(true);
    expect(followsParent('parentbased_traceidratio')).toBe(true);
    expect(followsParent('always_off')).toBe(true);
    expect(followsParent('traceidratio')).toBe(false);
    expect(followsParent('always_on')).toBe(false);
  });

  it('makes valid, distinct trace and span ids from its pool, and the spans use them', () => {
    const ids = new PooledIdGenerator();
    const traceIds = Array.from({ length: 1000 }, () => ids.generateTraceId());
    const spanIds = Array.from({ length: 1000 }, () => ids.generateSpanId());
    for (const id of traceIds)
      expect(trace.isSpanContextValid({ traceId: id, spanId: spanIds[0]!, traceFlags: 1 })).toBe(true);
    for (const id of spanIds) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set([...traceIds, ...spanIds]).size).toBe(2000);
    const generate = jest.spyOn(PooledIdGenerator.prototype, 'generateSpanId');
    trace.getTracer('ids').startSpan('one').end();
    expect(generate).toHaveBeenCalledTimes(1);
    generate.mockRestore();
  });

  it('exports in batches of 2048 spans unless OTEL_BSP_* says otherwise', () => {
    expect(batchConfig({})).toEqual({ maxExportBatchSize: 2048, maxQueueSize: 8192 });
    expect(batchConfig({ OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '100', OTEL_BSP_MAX_QUEUE_SIZE: '400' })).toEqual({
      maxExportBatchSize: undefined,
      maxQueueSize: undefined,
    });
  });
});
