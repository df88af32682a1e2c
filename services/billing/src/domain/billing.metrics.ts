import { afterCommit, metricCounter, metricHistogram } from '@tryon/kit';
import type { Knex } from 'knex';
import type { LedgerKind } from '../data/balances.repository.js';

const ledgerEntries = metricCounter(
  'billing_ledger_entries_total',
  'Balance changes committed, by kind (debit, refund, grant, purchase, reset, revoke)',
  ['kind'],
);
const ledgerSessions = metricCounter(
  'billing_ledger_sessions_total',
  'Sessions moved by the committed balance changes (taken or given), by kind',
  ['kind'],
);

/** Upper bounds of the webhook lag histogram, in seconds (Stripe retries for days after an outage). */
export const WEBHOOK_LAG_BUCKETS = [0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600, 21600, 86400];

const webhookLag = metricHistogram(
  'billing_webhook_lag_seconds',
  "Time from a payment event's creation at Stripe to its verified arrival here, by event type",
  ['type'],
  WEBHOOK_LAG_BUCKETS,
);

/** Counts a balance change (a debit, a refund...) once the transaction that wrote it commits. */
export function countLedgerEntry(
  trx: Knex.Transaction,
  entry: { kind: LedgerKind; subscriptionDelta: number; topUpDelta: number },
): void {
  const sessions = Math.abs(entry.subscriptionDelta + entry.topUpDelta);
  afterCommit(trx, () => {
    ledgerEntries.inc({ kind: entry.kind });
    ledgerSessions.inc({ kind: entry.kind }, sessions);
  });
}

/** Records how late a verified webhook event arrived (`created` is Stripe's, in seconds since 1970). */
export function observeWebhookLag(event: { type: string; created?: number }, now = Date.now()): void {
  if (typeof event.created !== 'number' || !Number.isFinite(event.created)) return;
  webhookLag.observe({ type: event.type }, Math.max(0, now / 1000 - event.created));
}
