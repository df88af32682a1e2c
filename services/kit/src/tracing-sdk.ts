import { createRequire, syncBuiltinESMExports } from 'node:module';
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

export interface Tracing {
  provider: NodeTracerProvider;
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
  const provider = new NodeTracerProvider({
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
    undici: () => new UndiciInstrumentation({ requireParentforSpans: true }),
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
