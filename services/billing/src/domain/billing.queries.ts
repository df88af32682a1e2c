import { AppError, requireSelfOrAdmin, type CallerContext } from '@tryon/kit';
import type { BalancesRepository, Balance } from '../data/balances.repository.js';
import type { PlanRow, PlansRepository } from '../data/plans.repository.js';
import type { SubscriptionRow, SubscriptionsRepository } from '../data/subscriptions.repository.js';
import type { UsageLog, UsageRepository } from '../data/usage.repository.js';
import type { BalanceService } from './balance.service.js';
import { computeAnalytics, type UsageAnalytics } from './analytics.js';

/** A subscription with its plan (null when the plan row is gone). */
export type SubscriptionWithPlan = SubscriptionRow & { plan: PlanRow | null };

/** The spec's subscription status: the balance and the current subscription (null without one). */
export interface SubscriptionStatus {
  balance: Balance;
  subscription: SubscriptionWithPlan | null;
}

/** Bounds of `usageLogs`' page size (the spec's default is 100). */
const USAGE_LIMIT = { default: 100, max: 500 };

/**
 * Read side of billing: plans, balances (with the trial on first read), subscription, usage. The methods
 * taking a caller are the graph's: they allow a person's own data, or anyone's to an admin.
 */
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

  /** Active plans in display order (public). */
  plans(): Promise<PlanRow[]> {
    return this.deps.plans.listActive();
  }

  /** A plan by id, active or not (public: the graph resolves plan references with it). */
  async plan(id: number): Promise<PlanRow | null> {
    return (await this.deps.plans.byId(id)) ?? null;
  }

  /** A person's balance (opened with the free trial on first read); no caller check. */
  balance(userId: number): Promise<Balance> {
    return this.deps.balanceService.getBalance(userId);
  }

  /** A person's balance and current subscription; no caller check. */
  async subscriptionStatus(userId: number): Promise<SubscriptionStatus> {
    const [balance, sub] = await Promise.all([this.balance(userId), this.deps.subscriptions.current(userId)]);
    if (!sub) return { balance, subscription: null };
    return { balance, subscription: { ...sub, plan: (await this.deps.plans.byId(sub.planId)) ?? null } };
  }

  /** A person's balance, for themselves or an admin. */
  sessionBalance(caller: CallerContext, userId: number): Promise<Balance> {
    requireSelfOrAdmin(caller, userId);
    return this.balance(userId);
  }

  /** A person's subscription status, for themselves or an admin. */
  subscriptionInfo(caller: CallerContext, userId: number): Promise<SubscriptionStatus> {
    requireSelfOrAdmin(caller, userId);
    return this.subscriptionStatus(userId);
  }

  /** A person's debits, newest first, for themselves or an admin; `limit` is 1 to 500 (default 100). */
  usageLogs(caller: CallerContext, userId: number, limit?: number | null): Promise<UsageLog[]> {
    requireSelfOrAdmin(caller, userId);
    const n = limit ?? USAGE_LIMIT.default;
    if (!Number.isInteger(n) || n < 1 || n > USAGE_LIMIT.max) {
      throw new AppError('VALIDATION', `Invalid data: limit must be 1 to ${USAGE_LIMIT.max}`);
    }
    return this.deps.usage.list(userId, n);
  }

  /** A person's usage analytics, for themselves or an admin. */
  async usageAnalytics(caller: CallerContext, userId: number, now = new Date()): Promise<UsageAnalytics> {
    requireSelfOrAdmin(caller, userId);
    const balance = await this.balance(userId);
    const facts = await this.deps.balances.usageFacts(userId);
    return computeAnalytics({ ...balance, ...facts, now });
  }
}
