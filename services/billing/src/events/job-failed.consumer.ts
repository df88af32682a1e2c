import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { JobFailed } from '@tryon/proto-events';
import type { BalanceService } from '../domain/balance.service.js';

/** Refunds a failed job's debit (the debit made under the job's session id), exactly once. */
export function startJobFailedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  balances: BalanceService,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: JobFailed,
    durable: 'billing-job-failed',
    handle: async ({ trx, envelope, logger }) => {
      const { userId, sessionId } = envelope.data;
      if (await balances.refundIn(trx, userId, sessionId)) {
        logger.info({ userId, sessionId }, 'failed job refunded');
      }
    },
  });
}
