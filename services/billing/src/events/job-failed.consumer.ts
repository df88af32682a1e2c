import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { JobFailed } from '@tryon/proto-events';
import type { BalanceService } from '../domain/balance.service.js';

/**
 * Refunds a failed job's debit (the debit made under the job's session id), exactly once; for a failed
 * image of a job of several, that image's share of it, once per image.
 */
export function startJobFailedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  balances: BalanceService,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: JobFailed,
    durable: 'billing-job-failed',
    handle: async ({ trx, envelope, logger }) => {
      const { userId, sessionId, variant, variants } = envelope.data;
      const part = variant !== undefined && variants !== undefined ? { variant, variants } : undefined;
      if (await balances.refundIn(trx, userId, sessionId, part)) {
        logger.info({ userId, sessionId, variant }, 'failed job refunded');
      }
    },
  });
}
