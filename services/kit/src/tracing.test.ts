import { context, ROOT_CONTEXT, SpanStatusCode, trace } from '@opentelemetry/api';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { outboxInboxMigration, outboxTraceMigration, withKitMigrations, type Migration } from './db.js';
import { AppError } from './errors.js';
import { createHttpServer } from './http.js';
import { createLogger, currentCorrelationId, withCorrelation } from './logger.js';
import { serviceNameFromEntry, tracingEnabled } from './tracing.js';
import {
  contextFromHeaders,
  contextFromTraceparent,
  currentTraceContext,
  inSpan,
  SpanKind,
  traceHeaders,
} from './tracing-context.js';
import {
  applyTracingDefaults,
  InMemorySpanExporter,
  SimpleSpanProcessor,
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

describe('defaults', () => {
  it('samples one trace in ten unless OTEL_TRACES_SAMPLER says, and sends no OpenTelemetry metrics or logs', () => {
    const env: NodeJS.ProcessEnv = {};
    applyTracingDefaults(env);
    expect(env).toEqual({
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.1',
      OTEL_METRICS_EXPORTER: 'none',
      OTEL_LOGS_EXPORTER: 'none',
    });
    const ratio: NodeJS.ProcessEnv = { OTEL_TRACES_SAMPLER_ARG: '0.5' };
    applyTracingDefaults(ratio);
    expect(ratio).toMatchObject({
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.5',
    });
    const always: NodeJS.ProcessEnv = { OTEL_TRACES_SAMPLER: 'always_on', OTEL_METRICS_EXPORTER: 'otlp' };
    applyTracingDefaults(always);
    expect(always).toMatchObject({ OTEL_TRACES_SAMPLER: 'always_on', OTEL_METRICS_EXPORTER: 'otlp' });
    expect(always.OTEL_TRACES_SAMPLER_ARG).toBeUndefined();
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
  beforeAll(async () => {
    // Every trace recorded (the SDK reads the sampler from the environment), each span exported at once.
    process.env.OTEL_TRACES_SAMPLER = 'parentbased_always_on';
    const processor = new SimpleSpanProcessor(exporter);
    tracing = startTracing({ serviceName: 'unit', spanProcessors: [processor] });
    // The first export waits for the resource's detected attributes (host, process); then each is at once.
    trace.getTracer('unit').startSpan('warm-up').end();
    await processor.forceFlush();
    exporter.reset();
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

  it("records nothing under a caller's trace sampled out, and carries its decision on", async () => {
    exporter.reset();
    const caller = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
    const unsampled = `00-${caller.traceId}-${caller.spanId}-00`;
    await inSpan(
      'process x',
      { kind: SpanKind.CONSUMER, parent: contextFromTraceparent(unsampled) },
      async (span) => {
        expect(span.isRecording()).toBe(false);
        expect(currentTraceContext().traceparent).toMatch(
          new RegExp(`^00-${caller.traceId}-[0-9a-f]{16}-00$`),
        );
      },
    );
    const app = createHttpServer({ logger: createLogger('unit', 'silent'), readiness: [] });
    app.get('/x', async () => ({ traceId: trace.getActiveSpan()?.spanContext().traceId }));
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${base}/x`, { headers: { traceparent: unsampled } });
    expect(await res.json()).toEqual({ traceId: caller.traceId });
    await app.close();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
