import { createRequire, syncBuiltinESMExports } from 'node:module';
import {
  context,
  INVALID_SPAN_CONTEXT,
  trace,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
} from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { FastifyOtelInstrumentation } from '@fastify/otel';

// For tests that look at spans in-process (the same SDK line as the provider's).
export { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';

/** Probe and scrape paths: polled all the time, never worth a trace. */
const UNTRACED_PATHS = /^\/(healthz|readyz|metrics)(\/|\?|$)/;

/**
 * The tracer @apollo/gateway asks for, and the spans of it that are kept: the operation and each subgraph
 * fetch. Its validate, plan, execute and post-processing spans time in-process steps inside the request
 * span; recording them doubled the gateway's spans per request (the cost of tracing grows with spans).
 */
const APOLLO_GATEWAY_TRACER = 'apollo/gateway-js';
const APOLLO_GATEWAY_KEPT = new Set(['gateway.request', 'gateway.fetch']);

/**
 * A tracer that records only the spans named in `kept`; for the others the caller's code runs in the
 * current context with a non-recording span, so what it starts inside stays a child of the current span.
 */
export function keepOnlySpans(tracer: Tracer, kept: ReadonlySet<string>): Tracer {
  const skipped = (ctx: Context): Span =>
    trace.wrapSpanContext(trace.getSpanContext(ctx) ?? INVALID_SPAN_CONTEXT);
  const keptTracer: Tracer = {
    startSpan: (name, options, ctx = context.active()) =>
      kept.has(name) ? tracer.startSpan(name, options, ctx) : skipped(ctx),
    startActiveSpan: <F extends (span: Span) => unknown>(
      name: string,
      ...args: [F] | [SpanOptions, F] | [SpanOptions, Context, F]
    ): ReturnType<F> => {
      if (kept.has(name))
        return (tracer.startActiveSpan as (n: string, ...a: unknown[]) => ReturnType<F>)(name, ...args);
      const fn = args[args.length - 1] as F;
      const ctx = args.length === 3 ? args[1] : context.active();
      return fn(skipped(ctx)) as ReturnType<F>;
    },
  };
  return keptTracer;
}

/** The SDK's provider, with @apollo/gateway's tracer narrowed to {@link APOLLO_GATEWAY_KEPT}. */
class TryonTracerProvider extends NodeTracerProvider {
  override getTracer(name: string, version?: string, options?: { schemaUrl?: string }): Tracer {
    const tracer = super.getTracer(name, version, options);
    return name === APOLLO_GATEWAY_TRACER ? keepOnlySpans(tracer, APOLLO_GATEWAY_KEPT) : tracer;
  }
}

/** Whether an undici request already carries a trace context (a caller that made its own span). */
function carriesTraceparent(headers: unknown): boolean {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === 'traceparent') return true;
    return false;
  }
  return typeof headers === 'string' && /(^|\r\n)traceparent:/i.test(headers);
}

export interface Tracing {
  provider: TryonTracerProvider;
  /** Exports what is buffered and stops (call last at shutdown). */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK in this process: a tracer provider named `serviceName` (W3C trace
 * context propagation, AsyncLocalStorage context), exporting to `exporter` (batched unless
 * `batch: false`), and the fastify (server spans), undici (fetch), http (node:http clients) and pg
 * instrumentations. Spans of outgoing calls and of pg queries are only made inside a trace (a poll or
 * a pool check is not a trace of its own); probe paths are not traced.
 */
export function startTracing(opts: {
  serviceName: string;
  exporter: SpanExporter;
  batch?: boolean;
  /** More processors (a test's in-memory exporter beside the OTLP one). */
  processors?: SpanProcessor[];
  /** Instrumentations left out (http, undici, pg, fastify); default OTEL_NODE_DISABLED_INSTRUMENTATIONS. */
  disabledInstrumentations?: string;
}): Tracing {
  const provider = new TryonTracerProvider({
    resource: resourceFromAttributes({ 'service.name': opts.serviceName }),
    spanProcessors: [
      opts.batch === false ? new SimpleSpanProcessor(opts.exporter) : new BatchSpanProcessor(opts.exporter),
      ...(opts.processors ?? []),
    ],
  });
  provider.register();
  const off = new Set(
    (opts.disabledInstrumentations ?? process.env.OTEL_NODE_DISABLED_INSTRUMENTATIONS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const instrumentations = {
    // Every server here is fastify: its instrumentation makes the server span (with the route) and
    // continues the caller's trace; http covers outgoing calls of node:http clients (object storage).
    http: () =>
      new HttpInstrumentation({
        disableIncomingRequestInstrumentation: true,
        requireParentforOutgoingSpans: true,
      }),
    // A request that carries a traceparent already is one whose caller made the span (the gateway's
    // subgraph fetches, under @apollo/gateway's fetch span): a second span would only repeat it.
    undici: () =>
      new UndiciInstrumentation({
        requireParentforSpans: true,
        ignoreRequestHook: (req) => carriesTraceparent(req.headers),
      }),
    pg: () => new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    fastify: () =>
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // One span per request: a span per hook of every plugin, or for the handler, costs more than
        // it tells (the request span has the route, and what the handler calls are its children).
        instrumentHooks: false,
        instrumentHandler: false,
        ignorePaths: (route) => UNTRACED_PATHS.test(route.url),
      }),
  };
  const disable = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: Object.entries(instrumentations)
      .filter(([name]) => !off.has(name))
      .map(([, make]) => make()),
  });
  // The http instrumentation patches node:http when it is first required; an ES module that imports
  // it (`import * as http from 'http'`, as the object storage client does) keeps the functions it saw.
  // Require both now and sync the ES module view, so every later import gets the patched ones.
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');
  syncBuiltinESMExports();
  return {
    provider,
    async shutdown() {
      disable();
      await provider.shutdown();
    },
  };
}
