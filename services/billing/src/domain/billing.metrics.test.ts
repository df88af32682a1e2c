import type { Knex } from 'knex';
import { metricsRegistry } from '@tryon/kit';
import { countLedgerEntry, observeWebhookLag } from './billing.metrics.js';

/** One series' value (0 when it does not exist). */
async function value(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metricsRegistry.getSingleMetric(name);
  const values = metric ? (await metric.get()).values : [];
  return (
    values.find((v) => Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want))?.value ?? 0
  );
}

/** A transaction whose outcome the test decides. */
function fakeTransaction() {
  let commit!: () => void;
  let rollback!: () => void;
  const executionPromise = new Promise<void>((resolve, reject) => {
    commit = resolve;
    rollback = () => reject(new Error('rolled back'));
  });
  executionPromise.catch(() => undefined);
  const trx = { isTransaction: true, executionPromise } as unknown as Knex.Transaction;
  return { trx, commit, rollback };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('billing metrics', () => {
  it('counts a debit and its sessions only once its transaction commits', async () => {
    const before = await value('billing_ledger_entries_total', { kind: 'debit' });
    const beforeSessions = await value('billing_ledger_sessions_total', { kind: 'debit' });
    const { trx, commit } = fakeTransaction();

    countLedgerEntry(trx, { kind: 'debit', subscriptionDelta: -1, topUpDelta: -2 });
    await flush();
    expect(await value('billing_ledger_entries_total', { kind: 'debit' })).toBe(before);

    commit();
    await flush();
    expect(await value('billing_ledger_entries_total', { kind: 'debit' })).toBe(before + 1);
    expect(await value('billing_ledger_sessions_total', { kind: 'debit' })).toBe(beforeSessions + 3);
  });

  it('never counts a refund whose transaction rolled back', async () => {
    const before = await value('billing_ledger_entries_total', { kind: 'refund' });
    const { trx, rollback } = fakeTransaction();

    countLedgerEntry(trx, { kind: 'refund', subscriptionDelta: 1, topUpDelta: 0 });
    rollback();
    await flush();

    expect(await value('billing_ledger_entries_total', { kind: 'refund' })).toBe(before);
  });

  it('records the webhook lag as now minus the event creation, by event type', async () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    observeWebhookLag({ type: 'checkout.session.completed', created: now / 1000 - 42 }, now);
    observeWebhookLag({ type: 'checkout.session.completed' }, now); // no creation time: not recorded

    const body = await metricsRegistry.getSingleMetricAsString('billing_webhook_lag_seconds');
    expect(body).toContain('billing_webhook_lag_seconds_count{type="checkout.session.completed"} 1');
    expect(body).toContain('billing_webhook_lag_seconds_sum{type="checkout.session.completed"} 42');
    expect(body).toContain('billing_webhook_lag_seconds_bucket{le="30",type="checkout.session.completed"} 0');
    expect(body).toContain('billing_webhook_lag_seconds_bucket{le="60",type="checkout.session.completed"} 1');
  });
});
