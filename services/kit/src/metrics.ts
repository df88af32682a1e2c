import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Counter,
  Gauge,
  Histogram,
  collectDefaultMetrics,
  register,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';
import { CONTEXT_HEADER } from './context-token.js';

// One registry per process (prom-client's default one): a process is one service in production, and the
// HTTP and outbox series carry a `service` label, so services started together in one test process stay
// apart. Metrics are got-or-created by name, so a module loaded twice never registers a name twice.

/** The process registry (tests read series from it). */
export const metricsRegistry = register;

/** Path every process serves its metrics on (the services on their own port; the gateway apart). */
export const METRICS_PATH = '/metrics';

/** Upper bounds of the HTTP request duration histogram, in seconds. */
export const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A counter of the process registry (the existing one when the name is already registered). */
export function metricCounter<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
): Counter<L> {
  const found = register.getSingleMetric(name);
  if (found) return found as Counter<L>;
  return new Counter<L>({ name, help, labelNames } as CounterConfiguration<L>);
}

/** A histogram of the process registry (the existing one when the name is already registered). */
export function metricHistogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
): Histogram<L> {
  const found = register.getSingleMetric(name);
  if (found) return found as Histogram<L>;
  return new Histogram<L>({ name, help, labelNames, buckets } as HistogramConfiguration<L>);
}

/** A gauge of the process registry (the existing one when the name is already registered). */
export function metricGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
): Gauge<L> {
  const found = register.getSingleMetric(name);
  if (found) return found as Gauge<L>;
  return new Gauge<L>({ name, help, labelNames } as GaugeConfiguration<L>);
}

/** Starts prom-client's process metrics (CPU, memory, event loop lag, GC, handles) once per process. */
export function ensureDefaultMetrics(): void {
  if (register.getSingleMetric('process_cpu_user_seconds_total')) return;
  collectDefaultMetrics();
}

/** Reads done just before each scrape (outbox backlog, queue depth): they set their gauges. */
const scrapeTasks = new Map<string, () => Promise<void>>();
const SCRAPE_TASK_TIMEOUT_MS = 2000;

const scrapeErrors = metricCounter(
  'metrics_scrape_task_errors_total',
  'Reads done at scrape time (outbox backlog, queue depth) that failed or timed out; their gauges keep the last value',
  ['task'],
);

/**
 * Runs `task` before every scrape (it sets gauges from a query or the NATS server). Returns the function
 * that stops it; a second task under the same name replaces the first.
 */
export function onScrape(name: string, task: () => Promise<void>): () => void {
  scrapeTasks.set(name, task);
  return () => {
    if (scrapeTasks.get(name) === task) scrapeTasks.delete(name);
  };
}

async function runScrapeTask(name: string, task: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      task(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), SCRAPE_TASK_TIMEOUT_MS);
      }),
    ]);
  } catch {
    scrapeErrors.inc({ task: name });
  } finally {
    clearTimeout(timer);
  }
}

/** The process's metrics in Prometheus' text format, after the scrape-time reads. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  await Promise.all([...scrapeTasks].map(([name, task]) => runScrapeTask(name, task)));
  return { contentType: register.contentType, body: await register.metrics() };
}

const httpRequests = metricCounter(
  'http_requests_total',
  'HTTP requests answered, by service, method, route pattern and status code',
  ['service', 'method', 'route', 'status_code'],
);
const httpDuration = metricHistogram(
  'http_request_duration_seconds',
  'Time to answer an HTTP request, by service, method and route pattern',
  ['service', 'method', 'route'],
  HTTP_BUCKETS,
);

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Probes and scrapes: frequent, and not what the request panels are about. */
const UNCOUNTED = new Set(['/healthz', '/readyz', METRICS_PATH]);
/** The route label of a request no route matched (404s, the SPA fallback): never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The route label of a request: the pattern it matched (`/uploads/*`, `/api/sessions/:id`), not its URL. */
export function routeLabel(req: Pick<FastifyRequest, 'routeOptions'>): string {
  return req.routeOptions?.url || UNMATCHED_ROUTE;
}

/** The method label: the usual verbs, anything else as OTHER (labels stay few). */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}

/** Counts one answered request and its duration under the route pattern. */
export function observeHttpRequest(
  service: string,
  req: { method: string; route: string },
  status: number,
  seconds: number,
): void {
  if (UNCOUNTED.has(req.route)) return;
  const method = methodLabel(req.method);
  httpRequests.inc({ service, method, route: req.route, status_code: String(status) });
  httpDuration.observe({ service, method, route: req.route }, seconds);
}

/** Counts every request the server answers (rate, errors, duration by route pattern) as `service`. */
export function installHttpMetrics(app: FastifyInstance, service: string): void {
  app.addHook('onResponse', (req, reply, done) => {
    observeHttpRequest(
      service,
      { method: req.method, route: routeLabel(req) },
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * `GET /metrics` on a service's own (internal) port, with the process metrics. A request that came through
 * the gateway (it carries the gateway's signed context header, as every proxied call does) is answered 404:
 * the metrics are for the scraper inside the cluster, never for the public edge.
 */
export function installMetricsRoute(app: FastifyInstance): void {
  ensureDefaultMetrics();
  app.get(METRICS_PATH, async (req, reply) => {
    if (req.headers[CONTEXT_HEADER] !== undefined) {
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    }
    const { contentType, body } = await renderMetrics();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}

/** A listener that serves only `/metrics` (the gateway's, apart from its public port). */
export interface MetricsServer {
  /** `http://host:port` it listens on. */
  url: string;
  close(): Promise<void>;
}

/** Serves the process metrics at `/metrics` on `host:port`, nothing else (404). */
export async function startMetricsServer(opts: { host: string; port: number }): Promise<MetricsServer> {
  ensureDefaultMetrics();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== METRICS_PATH) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":"Not found","code":"NOT_FOUND"}');
      return;
    }
    renderMetrics().then(
      ({ contentType, body }) =>
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
