import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { PreferencesChanged } from '@tryon/proto-events';
import type { MailProjection } from '../mail/mail.projection.js';

/**
 * Consumes identity.preferences.changed.v1. A person saved their notification preferences in identity:
 * support keeps the newest.
 */
export function startPreferencesChangedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  projection: MailProjection,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: PreferencesChanged,
    durable: 'support-mail-preferences-changed',
    handle: ({ trx, envelope }) => projection.preferencesChanged(trx, envelope),
  });
}
