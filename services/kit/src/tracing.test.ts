import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { outboxInboxMigration, outboxTraceMigration, withKitMigrations, type Migration } from './db.js';
import { serviceNameFromEntry, tracingEnabled } from './tracing.js';
import {
  contextFromHeaders,
  contextFromTraceparent,
  currentTraceContext,
  inSpan,
  SpanKind,
  traceHeaders,
} from './tracing-context.js';
import { InMemorySpanExporter, startTracing } from './tracing-sdk.js';

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

  it("records only @apollo/gateway's request and fetch spans; what runs in the others stays their child", async () => {
    exporter.reset();
    const apollo = trace.getTracer('apollo/gateway-js');
    await apollo.startActiveSpan('gateway.request', async (request) => {
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
    });
    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => s.name)).toEqual(['gateway.fetch', 'gateway.request']);
    expect(spans[0]!.parentSpanContext?.spanId).toBe(spans[1]!.spanContext().spanId);
    // Any other tracer records every span it starts.
    trace.getTracer('other').startSpan('gateway.execute').end();
    expect(exporter.getFinishedSpans()).toHaveLength(3);
  });
});
