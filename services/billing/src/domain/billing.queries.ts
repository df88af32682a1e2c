import type { BalancesRepository, Balance } from '../data/balances.repository.js';
import type { PlanRow, PlansRepository } from '../data/plans.repository.js';
import type { SubscriptionRow, SubscriptionsRepository } from '../data/subscriptions.repository.js';
import type { UsageLog, UsageRepository } from '../data/usage.repository.js';
import type { BalanceService } from './balance.service.js';
import { computeAnalytics, type UsageAnalytics } from './analytics.js';

/** Read side of billing: plans, balances (with the trial on first read), subscription, usage. */
export class BillingQueries {
  constructor(
    private readonly deps: {
      balanceService: BalanceService;
      balances: BalancesRepository;
      plans: PlansRepository;
      subscriptions: SubscriptionsRepository;
      usage: UsageRepository;
    },
  ) {}

  plans(): Promise<PlanRow[]> {
    return this.deps.plans.listActive();
  }

  plan(id: number): Promise<PlanRow | undefined> {
    return this.deps.plans.byId(id);
  }

  balance(userId: number): Promise<Balance> {
    return this.deps.balanceService.getBalance(userId);
  }

  async subscriptionStatus(
    userId: number,
  ): Promise<{ balance: Balance; subscription: (SubscriptionRow & { plan: PlanRow | null }) | null }> {
    const [balance, sub] = await Promise.all([this.balance(userId), this.deps.subscriptions.current(userId)]);
    if (!sub) return { balance, subscription: null };
    return { balance, subscription: { ...sub, plan: (await this.deps.plans.byId(sub.planId)) ?? null } };
  }

  usageLogs(userId: number, limit = 100): Promise<UsageLog[]> {
    return this.deps.usage.list(userId, limit);
  }

  async analytics(userId: number, now = new Date()): Promise<UsageAnalytics> {
    const balance = await this.balance(userId);
    const facts = await this.deps.balances.usageFacts(userId);
    return computeAnalytics({ ...balance, ...facts, now });
  }
}
