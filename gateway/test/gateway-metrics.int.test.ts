process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { request } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTEXT_HEADER, startMetricsServer, type MetricsServer } from '@tryon/kit';
import { eventually } from '../../test-support/infra.js';
import { scrape, seriesLabels, seriesValue } from '../../test-support/metrics.js';
import { apiCall, signUp, startStack, type Stack } from '../../test-support/stack.js';

// Metrics of the running system: each service and the job worker on its own port, the gateway on a
// listener of its own, never on the public port.

let stack: Stack;
let workerUrl: string;
let gatewayMetrics: MetricsServer;
let webDist: string;

beforeAll(async () => {
  // A built web app, so the gateway's SPA fallback is in place (it answers index.html to page GETs).
  webDist = await mkdtemp(join(tmpdir(), 'tryon-metrics-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  stack = await startStack(['identity', 'media', 'billing', 'ai-jobs'], {
    gatewayEnv: { WEB_DIST: webDist },
  });
  const worker = await stack.startWorker();
  workerUrl = await worker.app.listen({ host: '127.0.0.1', port: 0 });
  gatewayMetrics = await startMetricsServer({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await gatewayMetrics?.close();
  await stack?.stop();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

/** A raw GET with the path exactly as written (fetch would resolve `..` before sending). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('metrics', () => {
  it('counts requests by service and route pattern, after a request and a job', async () => {
    const ann = await signUp(stack.base);
    const started = await apiCall(stack.base, 'POST', '/api/gemini/generate-person', ann.cookie, {
      gender: 'female',
    });
    expect(started.status).toBe(201);
    const id = started.body.id as number;
    await eventually(async () => {
      const r = await apiCall(stack.base, 'GET', `/api/gemini/session/${id}`, ann.cookie);
      return r.body?.status === 'completed';
    }, 30_000);

    // identity, on its own port: the register call by the route it matched.
    const identity = await scrape(stack.urls.identity!);
    expect(
      seriesValue(identity, 'http_requests_total', {
        service: 'identity',
        method: 'POST',
        route: '/auth/register',
        status_code: '201',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(identity).toContain('process_resident_memory_bytes');

    // The gateway, on its metrics listener: routes are patterns, never a session's id.
    const gateway = await scrape(gatewayMetrics.url);
    expect(
      seriesValue(gateway, 'http_requests_total', {
        service: 'gateway',
        method: 'GET',
        route: '/api/gemini/session/:id',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(gateway, 'http_request_duration_seconds_count', {
        service: 'gateway',
        method: 'POST',
        route: '/api/gemini/generate-person',
      }),
    ).toBeGreaterThanOrEqual(1);
    const routes = seriesLabels(gateway, 'http_requests_total').map((l) => l.route!);
    expect(routes.filter((r) => r.includes(String(id)))).toEqual([]);

    // ai-jobs took the job over GraphQL; billing debited it (and granted the trial before).
    const aiJobs = await scrape(stack.urls['ai-jobs']!);
    expect(
      seriesValue(aiJobs, 'http_requests_total', {
        service: 'ai-jobs',
        method: 'POST',
        route: '/graphql',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    const billing = await scrape(stack.urls.billing!);
    expect(seriesValue(billing, 'billing_ledger_entries_total', { kind: 'debit' })).toBeGreaterThanOrEqual(1);
    expect(seriesValue(billing, 'billing_ledger_entries_total', { kind: 'grant' })).toBeGreaterThanOrEqual(1);
    expect(seriesValue(billing, 'outbox_unsent_events', { service: 'billing' })).toBeDefined();
  });

  it("shows the worker's jobs by provider and kind and its queue, on the worker's own port", async () => {
    // The job of the test above, run by the offline engine; the queue is empty once it is acknowledged.
    const worker = await eventually(async () => {
      const text = await scrape(workerUrl);
      const labels = { stream: 'AI_JOBS_WORK', consumer: 'aijobs-workers' };
      return seriesValue(text, 'workqueue_in_progress_messages', labels) === 0 ? text : null;
    }, 10_000);
    expect(
      seriesValue(worker, 'aijobs_job_duration_seconds_count', {
        provider: 'local',
        kind: 'person_generation',
        outcome: 'completed',
      }),
    ).toBe(1);
    expect(
      seriesValue(worker, 'workqueue_pending_messages', {
        stream: 'AI_JOBS_WORK',
        consumer: 'aijobs-workers',
      }),
    ).toBe(0);
    expect(seriesValue(worker, 'workqueue_oldest_message_age_seconds', { stream: 'AI_JOBS_WORK' })).toBe(0);
    expect(seriesValue(worker, 'outbox_unsent_events', { service: 'ai-jobs-worker' })).toBeDefined();
  });

  it('answers 404 for /metrics on the public gateway port, and no way round reaches a service', async () => {
    expect((await rawGet(stack.base, '/some/page')).body).toContain('<title>app</title>'); // the fallback
    for (const path of ['/metrics', '/metrics?format=text', '/metrics/']) {
      const res = await rawGet(stack.base, path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body).not.toContain('process_cpu');
    }
    // Through the images' pass-through to media: refused too (never the metrics).
    for (const path of ['/uploads/../metrics', '/uploads/%2e%2e/metrics', '/uploads/..%2fmetrics']) {
      const res = await rawGet(stack.base, path);
      expect({ path, refused: res.status >= 400 && res.status < 500 }).toEqual({ path, refused: true });
      expect(res.body).not.toContain('process_cpu');
    }
    // What the gateway forwards to a service carries its context header: refused there too.
    const forwarded = await fetch(`${stack.urls.media}/metrics`, { headers: { [CONTEXT_HEADER]: 'x' } });
    expect(forwarded.status).toBe(404);
  });
});
