import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDefaultMetrics, metricsRegistry } from '@tryon/kit';
// The modules that register the services' own metrics (importing them registers them).
import '../../services/ai-jobs/src/domain/job.metrics.js';
import '../../services/billing/src/domain/billing.metrics.js';

// The Grafana dashboard reads only series the code exports: a renamed metric fails here, not on a
// night when someone needs the dashboard.

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'grafana', 'tryon.json');

interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { expr: string; refId: string }[];
}

/** The metric names a PromQL expression reads (not its functions, label names or values). */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\[[^\]]*\]/g, '[]')
    .replace(/\b(by|without)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/([a-zA-Z_:][\w:]*)\s*(?=[{[)])/g)].map((m) => m[1]!);
}

async function dashboard() {
  return JSON.parse(await readFile(file, 'utf8')) as { uid: string; title: string; panels: Panel[] };
}

describe('Grafana dashboard deploy/grafana/tryon.json', () => {
  it('finds the metric names in PromQL', () => {
    expect(
      metricNames(
        'histogram_quantile(0.95, sum by (le, route) (rate(x_bucket{service=~"a|b"}[$__rate_interval])))',
      ),
    ).toEqual(['x_bucket']);
    expect(metricNames('max by (instance) (process_resident_memory_bytes)')).toEqual([
      'process_resident_memory_bytes',
    ]);
  });

  it('reads only series the processes export', async () => {
    ensureDefaultMetrics();
    const exported = new Set<string>();
    for (const m of metricsRegistry.getMetricsAsArray()) {
      const { name, type } = m as unknown as { name: string; type: string };
      exported.add(name);
      if (type === 'histogram') for (const s of ['_bucket', '_count', '_sum']) exported.add(name + s);
    }
    const { panels } = await dashboard();
    const read = panels.flatMap((p) => (p.targets ?? []).flatMap((t) => metricNames(t.expr)));
    expect(read.length).toBeGreaterThan(15);
    expect(read.filter((n) => !exported.has(n))).toEqual([]);
  });

  it('shows what issue 15 asks for, in panels that fit the grid', async () => {
    const { panels, uid } = await dashboard();
    expect(uid).toBe('tryon-overview');
    const exprs = panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr)).join('\n');
    for (const metric of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'workqueue_pending_messages',
      'workqueue_oldest_message_age_seconds',
      'aijobs_job_duration_seconds_bucket',
      'aijobs_job_failures_total',
      'billing_ledger_entries_total',
      'billing_webhook_lag_seconds_bucket',
      'outbox_unsent_events',
    ]) {
      expect(exprs).toContain(metric);
    }
    expect(new Set(panels.map((p) => p.id)).size).toBe(panels.length);
    for (const p of panels) {
      expect(p.gridPos.x + p.gridPos.w).toBeLessThanOrEqual(24);
      if (p.type !== 'row') expect(p.targets?.length).toBeGreaterThan(0);
    }
  });
});
