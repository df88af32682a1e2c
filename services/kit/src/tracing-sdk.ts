import { createRequire, syncBuiltinESMExports } from 'node:module';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { carryCorrelationInTraceContext } from './logger.js';
import { traceHttpRequests } from './tracing-context.js';

// For tests that record spans in-process (the SDK's own classes).
export const { InMemorySpanExporter, SimpleSpanProcessor } = tracing;
export type ReadableSpan = tracing.ReadableSpan;

/**
 * Kit's defaults, where the environment does not say otherwise (the SDK reads these variables itself):
 * one trace in ten (`parentbased_traceidratio`, `0.1`; OTEL_TRACES_SAMPLER_ARG alone changes the ratio),
 * and no OpenTelemetry metrics or logs (the product's metrics are Prometheus' `/metrics`, its logs go to
 * stdout; OTEL_METRICS_EXPORTER / OTEL_LOGS_EXPORTER switch them on).
 */
export function applyTracingDefaults(env: NodeJS.ProcessEnv = process.env): void {
  if (!env.OTEL_TRACES_SAMPLER) {
    env.OTEL_TRACES_SAMPLER = 'parentbased_traceidratio';
    env.OTEL_TRACES_SAMPLER_ARG ||= '0.1';
  }
  env.OTEL_METRICS_EXPORTER ||= 'none';
  env.OTEL_LOGS_EXPORTER ||= 'none';
}

/** Whether an undici request already carries a trace context (its caller injected it itself). */
function carriesTraceparent(headers: unknown): boolean {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === 'traceparent') return true;
    return false;
  }
  return typeof headers === 'string' && /(^|\r\n)traceparent:/i.test(headers);
}

export interface Tracing {
  /** Exports what is buffered and stops (call last at shutdown). */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry NodeSDK in this process, configured by the standard OTEL_* variables (exporter,
 * endpoint, protocol, sampler, OTEL_BSP_* batching) with kit's defaults ({@link applyTracingDefaults}).
 * Instrumentations: kit's server span per HTTP request (http.ts), undici (fetch and `request`) and
 * node:http clients, pg; client and pg spans only inside a trace. OTEL_NODE_DISABLED_INSTRUMENTATIONS
 * (`http`, `undici`, `pg`, comma separated) leaves some out. Tests pass their own span processors (an
 * in-memory exporter) and set OTEL_TRACES_SAMPLER to record every trace.
 */
export function startTracing(opts: {
  serviceName: string;
  spanProcessors?: tracing.SpanProcessor[];
}): Tracing {
  applyTracingDefaults();
  const off = new Set(
    (process.env.OTEL_NODE_DISABLED_INSTRUMENTATIONS ?? '').split(',').map((s) => s.trim()),
  );
  const instrumentations = [
    // Incoming requests: kit's fastify server makes the server span (http.ts), named after the route.
    off.has('http')
      ? null
      : new HttpInstrumentation({
          disableIncomingRequestInstrumentation: true,
          requireParentforOutgoingSpans: true,
        }),
    // A request that carries a traceparent already (the gateway's subgraph fetches under
    // @apollo/gateway's fetch span, its session look-ups) continues that context: no second span.
    off.has('undici')
      ? null
      : new UndiciInstrumentation({
          requireParentforSpans: true,
          ignoreRequestHook: (req) => carriesTraceparent(req.headers),
        }),
    off.has('pg') ? null : new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
  ].filter((i) => i !== null);
  const sdk = new NodeSDK({
    serviceName: opts.serviceName,
    instrumentations,
    ...(opts.spanProcessors ? { spanProcessors: opts.spanProcessors } : {}),
  });
  sdk.start();
  // One AsyncLocalStorage in the process: the SDK's (logger.ts).
  carryCorrelationInTraceContext();
  traceHttpRequests(true);
  // The http instrumentation patches node:http when it is required; an ES module that imports it
  // (`import * as http from 'http'`, as the object storage client does) keeps the functions it saw.
  // Require both now and sync the ES module view, so every later import gets the patched ones.
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');
  syncBuiltinESMExports();
  return {
    async shutdown() {
      traceHttpRequests(false);
      for (const i of instrumentations) i.disable();
      await sdk.shutdown();
    },
  };
}
