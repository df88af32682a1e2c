import { Periodic, type Logger, type OutboxWriter } from '@tryon/kit';
import type { PlansRepository } from '../data/plans.repository.js';
import type { SubscriptionsRepository } from '../data/subscriptions.repository.js';
import type { SandboxProvider } from '../data/payments/sandbox.provider.js';
import { ledgerKeys, type BalanceService } from './balance.service.js';
import { currentMonthStart, type FulfilmentService } from './fulfilment.service.js';

/**
 * The clock of subscriptions. Annual plans are paid once a year but their sessions reset every month:
 * each sweep sets the subscription sessions of every active annual subscription whose new month has
 * begun. The month's ledger key makes this happen once per month even when several billing replicas
 * sweep at the same time. In sandbox mode it also renews or ends sandbox subscriptions at their period
 * end, as Stripe would.
 */
export class RenewalService {
  private readonly periodic: Periodic;

  constructor(
    private readonly deps: {
      /** Runs each month's grant; kicks the relay after a commit that wrote an event. */
      outbox: OutboxWriter;
      balances: BalanceService;
      plans: PlansRepository;
      subscriptions: SubscriptionsRepository;
      fulfilment: FulfilmentService;
      sandbox: SandboxProvider | null;
      logger: Logger;
    },
  ) {
    this.periodic = new Periodic('subscription sweep', () => this.sweep(), deps.logger);
  }

  /** One sweep; returns how many months were granted. */
  async sweep(now = new Date()): Promise<number> {
    const { outbox, balances, plans, subscriptions, fulfilment, sandbox } = this.deps;
    if (sandbox) {
      for (const event of await sandbox.advanceDue(now)) await fulfilment.handle(event);
    }
    let granted = 0;
    for (const sub of await subscriptions.activeAnnual()) {
      const periodStart = new Date(sub.currentPeriodStart!);
      const monthStart = currentMonthStart(periodStart, now, sub.currentPeriodEnd);
      if (monthStart.getTime() === periodStart.getTime()) continue; // month 1 comes with the payment
      const plan = await plans.byId(sub.planId);
      if (!plan) continue;
      const { applied } = await outbox.transaction((trx) =>
        balances.resetSubscriptionIn(
          trx,
          sub.userId,
          plan.sessionsPerMonth,
          ledgerKeys.reset(sub.stripeSubscriptionId!, monthStart),
        ),
      );
      if (applied) granted++;
    }
    return granted;
  }

  /** Sweeps now and then every `everyMs`. */
  start(everyMs: number): void {
    this.periodic.start(everyMs);
  }

  async stop(): Promise<void> {
    await this.periodic.stop();
  }
}
