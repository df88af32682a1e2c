import Fastify from 'fastify';
import { register } from 'prom-client';
import { CONTEXT_HEADER } from './context-token.js';
import {
  UNMATCHED_ROUTE,
  installHttpMetrics,
  installMetricsRoute,
  methodLabel,
  metricCounter,
  observeHttpRequest,
  onScrape,
  renderMetrics,
  startMetricsServer,
} from './metrics.js';
import { ageSeconds } from './metrics-sources.js';

/** The value of one series of a counter or gauge (undefined when the series does not exist). */
async function valueOf(name: string, labels: Record<string, string>): Promise<number | undefined> {
  const metric = register.getSingleMetric(name);
  if (!metric) return undefined;
  const { values } = await metric.get();
  const found = values.find((v) =>
    Object.entries(labels).every(([k, want]) => String((v.labels as Record<string, unknown>)[k]) === want),
  );
  return found?.value;
}

async function appWithMetrics(service: string) {
  const app = Fastify();
  installHttpMetrics(app, service);
  installMetricsRoute(app);
  app.get('/items/:id', async (req) => ({ id: (req.params as { id: string }).id }));
  app.post('/fail', async () => {
    throw new Error('boom');
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  // light-my-request (inject) cannot load under jest's ESM mode: real requests instead.
  const call = async (method: string, url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, { method, headers });
    return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  };
  return {
    close: () => app.close(),
    inject: (o: { method: string; url: string; headers?: Record<string, string> }) =>
      call(o.method, o.url, o.headers),
  };
}

describe('HTTP metrics', () => {
  it('labels a request with the route pattern it matched, never the raw URL', async () => {
    const app = await appWithMetrics('svc-pattern');
    await app.inject({ method: 'GET', url: '/items/42?x=1' });
    await app.inject({ method: 'GET', url: '/items/43' });
    const labels = { service: 'svc-pattern', method: 'GET', route: '/items/:id', status_code: '200' };
    expect(await valueOf('http_requests_total', labels)).toBe(2);
    const text = (await renderMetrics()).body;
    expect(text).not.toContain('/items/42');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{service="svc-pattern",method="GET",route="\/items\/:id"\} 2/,
    );
    await app.close();
  });

  it('counts errors by status code and unmatched paths under one label', async () => {
    const app = await appWithMetrics('svc-errors');
    await app.inject({ method: 'POST', url: '/fail' });
    await app.inject({ method: 'GET', url: '/no/such/path/123' });
    await app.inject({ method: 'GET', url: '/another/unknown' });
    expect(
      await valueOf('http_requests_total', { service: 'svc-errors', route: '/fail', status_code: '500' }),
    ).toBe(1);
    expect(
      await valueOf('http_requests_total', {
        service: 'svc-errors',
        route: UNMATCHED_ROUTE,
        status_code: '404',
      }),
    ).toBe(2);
    await app.close();
  });

  it('leaves probes and scrapes out of the request series', async () => {
    const app = await appWithMetrics('svc-probes');
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/metrics' });
    expect(await valueOf('http_requests_total', { service: 'svc-probes' })).toBeUndefined();
    observeHttpRequest('svc-probes', { method: 'GET', route: '/readyz' }, 200, 0.001);
    expect(await valueOf('http_requests_total', { service: 'svc-probes' })).toBeUndefined();
    await app.close();
  });

  it('keeps the method label to the usual verbs', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
  });
});

describe('/metrics', () => {
  it('serves the Prometheus text with the process metrics', async () => {
    const app = await appWithMetrics('svc-route');
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    await app.close();
  });

  it('answers 404 to a request the gateway forwarded (it carries the context header)', async () => {
    const app = await appWithMetrics('svc-forwarded');
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { [CONTEXT_HEADER]: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('process_cpu');
    await app.close();
  });

  it('runs the scrape-time reads first; one that fails is counted and the rest is served', async () => {
    const gauge = metricCounter('test_scrape_reads_total', 'reads done by the test task', []);
    const stopOk = onScrape('test-ok', async () => gauge.inc());
    const stopBad = onScrape('test-bad', async () => {
      throw new Error('database down');
    });
    const { body } = await renderMetrics();
    expect(body).toMatch(/test_scrape_reads_total 1/);
    expect(await valueOf('metrics_scrape_task_errors_total', { task: 'test-bad' })).toBe(1);
    stopOk();
    stopBad();
    await renderMetrics();
    expect(await valueOf('test_scrape_reads_total', {})).toBe(1);
  });

  it('gets a metric that is already registered instead of registering it twice', () => {
    const a = metricCounter('test_twice_total', 'one', ['x']);
    expect(metricCounter('test_twice_total', 'one', ['x'])).toBe(a);
  });

  it('runs a listener of its own that serves /metrics and nothing else', async () => {
    const server = await startMetricsServer({ host: '127.0.0.1', port: 0 });
    try {
      const ok = await fetch(`${server.url}/metrics`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('process_resident_memory_bytes');
      expect((await fetch(`${server.url}/`)).status).toBe(404);
      expect((await fetch(`${server.url}/graphql`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('ageSeconds', () => {
  it('is the age of a time in seconds, and 0 for none or a time to come', () => {
    const now = Date.parse('2026-11-24T12:00:10Z');
    expect(ageSeconds('2026-11-24T12:00:00Z', now)).toBe(10);
    expect(ageSeconds(new Date('2026-11-24T12:00:05Z'), now)).toBe(5);
    expect(ageSeconds(null, now)).toBe(0);
    expect(ageSeconds('2026-11-24T12:01:00Z', now)).toBe(0);
    // JetStream's first_ts of an empty stream.
    expect(ageSeconds('0001-01-01T00:00:00Z', now)).toBe(0);
  });
});
