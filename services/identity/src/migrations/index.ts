import { outboxInboxMigration, type Migration } from '@tryon/kit';
import { identityInit } from './20261122000100_identity_init.js';
import { identitySubscriptionChangedAt } from './20261123000100_identity_subscription_changed_at.js';
import { identityAdmin } from './20261124000100_identity_admin.js';
import { identityUsernameCase } from './20261124000200_identity_username_case.js';
import { identityPreferencesPublished } from './20261231000100_identity_preferences_published.js';
import { identityAccountSecurity } from './20270401000100_identity_account_security.js';

/** identity's migrations, oldest first. */
export const migrations: Migration[] = [
  outboxInboxMigration,
  identityInit,
  identitySubscriptionChangedAt,
  identityAdmin,
  identityUsernameCase,
  identityPreferencesPublished,
  identityAccountSecurity,
];
