import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { UserRegistered } from '@tryon/proto-events';
import type { BalanceService } from '../domain/balance.service.js';

/** Grants the free trial when a person registers (once per person, whatever the deliveries). */
export function startUserRegisteredConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  balances: BalanceService,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: UserRegistered,
    durable: 'billing-user-registered',
    handle: async ({ trx, envelope }) => {
      await balances.grantTrialIn(trx, envelope.data.userId);
    },
  });
}
