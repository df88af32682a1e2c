// Preload module: `node --import <repo>/services/kit/dist/tracing.js <entry>` (the launcher and the
// Dockerfiles do so), so the OpenTelemetry NodeSDK and its instrumentations are in place before the
// process imports anything else. With no OTLP endpoint configured nothing is loaded: the OpenTelemetry
// API stays the no-op it is by default, and kit's NATS propagation costs nothing.
//
// The SDK reads the standard variables itself (OTEL_EXPORTER_OTLP_*, OTEL_TRACES_SAMPLER[_ARG],
// OTEL_BSP_*, OTEL_RESOURCE_ATTRIBUTES...). Kit's part:
//   OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)   where traces go; unset: off
//   OTEL_TRACES_SAMPLER   unset: parentbased_traceidratio with OTEL_TRACES_SAMPLER_ARG (default 0.1)
//   OTEL_SERVICE_NAME   the process's name in traces (the launcher sets it; else derived from the entry)
//   OTEL_NODE_DISABLED_INSTRUMENTATIONS   `http`, `undici`, `pg` left out (comma separated)
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

/** Whether tracing is configured on in `env`. */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && env.OTEL_SDK_DISABLED !== 'true';
}

if (tracingEnabled()) {
  const { startTracing } = await import('./tracing-sdk.js');
  const tracing = startTracing({
    serviceName: process.env.OTEL_SERVICE_NAME || serviceNameFromEntry(process.argv[1]),
  });
  onTracingShutdown(() => tracing.shutdown());
}
