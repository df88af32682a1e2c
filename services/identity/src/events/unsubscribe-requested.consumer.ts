import {
  startConsumer,
  type Db,
  type Logger,
  type Nats,
  type OutboxWriter,
  type RunningConsumer,
} from '@tryon/kit';
import { PreferencesChanged, UnsubscribeRequested, type UnsubscribeType } from '@tryon/proto-events';
import type { PreferenceSwitch, PreferencesRepository } from '../data/preferences.repository.js';
import { preferencesChanged } from '../domain/profile.service.js';

/** The preference an unsubscribe link of each kind turns off (`all`: the master switch). */
export const SWITCH_OF: Record<UnsubscribeType, PreferenceSwitch> = {
  all: 'emailNotifications',
  low_balance: 'lowBalanceAlerts',
  renewal_reminder: 'renewalReminders',
  marketing: 'marketingEmails',
};

/**
 * Switches a preference off when a person follows an e-mail's unsubscribe link (support's event), and
 * publishes the preferences as changed in the same transaction. A person deleted since is skipped.
 */
export function startUnsubscribeRequestedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  opts: { preferences: PreferencesRepository; outbox: OutboxWriter },
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: UnsubscribeRequested,
    durable: 'identity-unsubscribe-requested',
    handle: async ({ trx, envelope, logger }) => {
      const { userId, type } = envelope.data;
      const user = await trx('users').where({ id: userId }).first('id');
      if (!user) {
        logger.info({ userId }, 'unsubscribe of an account that no longer exists; ignored');
        return;
      }
      const saved = await opts.preferences.turnOff(trx, userId, SWITCH_OF[type]);
      await opts.outbox.add(trx, PreferencesChanged, preferencesChanged(userId, saved));
    },
  });
}
