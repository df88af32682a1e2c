import { collectUserRows, startExportResponder, type Db, type Logger, type Nats } from '@tryon/kit';

/**
 * billing's part of a person's data export: the balance and its ledger, subscriptions, pack purchases,
 * payments and usage.
 */
export function startBillingExportResponder(nats: Nats, db: Db, logger: Logger) {
  return startExportResponder(nats, {
    service: 'billing',
    logger,
    collect: (userId) =>
      collectUserRows(db, userId, [
        { section: 'balance', table: 'session_balances' },
        { section: 'ledger', table: 'balance_ledger' },
        { section: 'subscriptions', table: 'user_subscriptions' },
        { section: 'topUpPurchases', table: 'top_up_purchases' },
        { section: 'payments', table: 'payments' },
        { section: 'usage', table: 'usage_logs' },
      ]),
  });
}
