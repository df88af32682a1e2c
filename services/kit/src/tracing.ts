// Preload module: `node --import <repo>/services/kit/dist/tracing.js <entry>` (the launcher and the
// Dockerfiles do so), so the SDK and its instrumentations are in place before the process imports
// anything else. With no OTLP endpoint configured nothing is loaded: the OpenTelemetry API stays the
// no-op it is by default, and kit's NATS propagation costs nothing.
//
//   OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)   where traces go; unset: off
//   OTEL_EXPORTER_OTLP_PROTOCOL (or ..._TRACES_PROTOCOL)   http/protobuf (default) or http/json
//   OTEL_SERVICE_NAME   the process's name in traces (the launcher sets it; else derived from the entry)
//   OTEL_NODE_DISABLED_INSTRUMENTATIONS   instrumentations left out (default: undici in the gateway)
//   OTEL_SDK_DISABLED=true   off even with an endpoint
import path from 'node:path';
import { onTracingShutdown } from './tracing-context.js';

/** `gateway`, `billing`, `ai-jobs-worker` from an entry point such as services/ai-jobs/dist/worker.js. */
export function serviceNameFromEntry(entry: string | undefined): string {
  if (!entry) return 'tryon';
  const parts = path.resolve(entry).split(path.sep);
  const dist = parts.lastIndexOf('dist');
  const pkg = dist > 0 ? parts[dist - 1]! : path.basename(entry, path.extname(entry));
  const file = path.basename(entry, path.extname(entry));
  return file === 'main' || dist <= 0 ? pkg : `${pkg}-${file}`;
}

/**
 * The instrumentations a process leaves out: OTEL_NODE_DISABLED_INSTRUMENTATIONS when set (empty: none),
 * else undici in the gateway. Every outgoing HTTP call of the gateway carries its trace context itself
 * (the subgraph fetches under @apollo/gateway's fetch spans, the session look-ups at identity) or is a
 * poll outside any trace, so there undici's hooks make no span and only cost: its diagnostics messages and
 * the instrumentation's handling of each subgraph request. Elsewhere undici carries the provider calls.
 */
export function disabledInstrumentations(serviceName: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.OTEL_NODE_DISABLED_INSTRUMENTATIONS ?? (serviceName === 'gateway' ? 'undici' : '');
}

/** Whether tracing is configured on in `env`. */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && env.OTEL_SDK_DISABLED !== 'true';
}

if (tracingEnabled()) {
  const env = process.env;
  const protocol =
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf';
  // The exporters read the endpoint (adding /v1/traces to OTEL_EXPORTER_OTLP_ENDPOINT) and headers
  // from the environment themselves.
  const exporter =
    protocol === 'http/json'
      ? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter()
      : new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter();
  if (protocol !== 'http/json' && protocol !== 'http/protobuf') {
    process.stderr.write(`tracing: OTLP protocol ${protocol} is not supported here; using http/protobuf\n`);
  }
  const { startTracing } = await import('./tracing-sdk.js');
  const serviceName = env.OTEL_SERVICE_NAME || serviceNameFromEntry(process.argv[1]);
  const tracing = startTracing({
    serviceName,
    exporter,
    disabledInstrumentations: disabledInstrumentations(serviceName, env),
  });
  onTracingShutdown(() => tracing.shutdown());
}
