import type { Knex } from 'knex';
import { AdminActionRecorded } from '@tryon/proto-events';
import type { CallerContext, OutboxWriter } from '@tryon/kit';

/**
 * Records an admin's change in the audit stream (identity keeps the activity log), in the transaction
 * that made the change: both happen or neither.
 */
export async function audit(
  outbox: OutboxWriter,
  trx: Knex.Transaction,
  caller: CallerContext,
  adminId: number,
  action: { actionType: string; description: string; metadata: Record<string, unknown> },
): Promise<void> {
  await outbox.add(trx, AdminActionRecorded, {
    adminId,
    actionType: action.actionType,
    targetUserId: null,
    description: action.description.slice(0, 1000),
    metadata: action.metadata,
    ipAddress: caller.ip,
  });
}
