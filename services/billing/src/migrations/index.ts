import { outboxInboxMigration, type Migration } from '@tryon/kit';
import { billingInit } from './20261210000100_billing_init.js';
import { billingPayments } from './20261210000200_billing_payments.js';
import { billingRevenue } from './20261220000100_billing_revenue.js';

/** billing's migrations, oldest first. */
export const migrations: Migration[] = [outboxInboxMigration, billingInit, billingPayments, billingRevenue];
