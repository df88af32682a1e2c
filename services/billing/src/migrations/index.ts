import { outboxInboxMigration, type Migration } from '@tryon/kit';
import { billingInit } from './20261210000100_billing_init.js';

/** billing's migrations, oldest first. */
export const migrations: Migration[] = [outboxInboxMigration, billingInit];
