import { outboxInboxMigration, type Migration } from '@tryon/kit';
import { billingInit } from './20261210000100_billing_init.js';
import { billingPayments } from './20261210000200_billing_payments.js';
import { billingRevenue } from './20261220000100_billing_revenue.js';
import { billingRefinements } from './20270110000100_billing_refinements.js';
import { billingSubscriptionCheckouts } from './20270110000200_billing_subscription_checkouts.js';
import { billingOneCurrentSubscription } from './20270110000300_billing_one_current_subscription.js';
import { billingUsageFreeTrial } from './20270120000100_billing_usage_free_trial.js';
import { billingLedgerCreditsIndex } from './20270130000100_billing_ledger_credits_index.js';
import { billingCustomerMode } from './20270201000100_billing_customer_mode.js';
import { billingTopUpFailureReason } from './20270210000100_billing_top_up_failure_reason.js';
import { billingPlanChanges } from './20270301000100_billing_plan_changes.js';
import { billingAnonymisedLedger } from './20270402000100_billing_anonymised_ledger.js';

/** billing's migrations, oldest first. */
export const migrations: Migration[] = [
  outboxInboxMigration,
  billingInit,
  billingPayments,
  billingRevenue,
  billingRefinements,
  billingSubscriptionCheckouts,
  billingOneCurrentSubscription,
  billingUsageFreeTrial,
  billingLedgerCreditsIndex,
  billingCustomerMode,
  billingTopUpFailureReason,
  billingPlanChanges,
  billingAnonymisedLedger,
];
