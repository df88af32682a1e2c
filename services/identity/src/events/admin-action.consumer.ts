import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { AdminActionRecorded } from '@tryon/proto-events';
import type { ActivityRepository } from '../data/activity.repository.js';

/** Keeps the admin activity log from admin-action events published by any service. */
export function startAdminActionConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  activity: ActivityRepository,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: AdminActionRecorded,
    durable: 'identity-admin-actions',
    handle: async ({ trx, envelope }) => {
      await activity.insert(trx, { ...envelope.data, createdAt: new Date(envelope.occurredAt) });
    },
  });
}
