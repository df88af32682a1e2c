import { AppError, parseInput, requireSelfOrAdmin, requireUser, type CallerContext } from '@tryon/kit';
import type { BalancesRepository, Balance } from '../data/balances.repository.js';
import type { PlanRow, PlansRepository } from '../data/plans.repository.js';
import type {
  RefusalRow,
  SubscriptionRow,
  SubscriptionsRepository,
} from '../data/subscriptions.repository.js';
import type { UsageLog, UsageRepository } from '../data/usage.repository.js';
import type { PlanChangeRow, PlanChangesRepository } from '../data/plan-changes.repository.js';
import type { BalanceService } from './balance.service.js';
import { computeAnalytics, type UsageAnalytics } from './analytics.js';
import { checkoutOutcomeInput } from './validation.js';

/** A subscription with its plan (null when the plan row is gone) and its change waiting, if any. */
export type SubscriptionWithPlan = SubscriptionRow & {
  plan: PlanRow | null;
  pendingChange: PlanChangeRow | null;
};

/** The spec's subscription status: the balance and the current subscription (null without one). */
export interface SubscriptionStatusInfo {
  balance: Balance;
  subscription: SubscriptionWithPlan | null;
}

/** What became of a checkout, as the success page shows it. */
export interface CheckoutOutcome {
  sessionId: string;
  /** True when its subscription was refused (the person already had one) and refunded. */
  refused: boolean;
  /** What to tell the person when refused. */
  message: string | null;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

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
      changes: PlanChangesRepository;
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
  async subscriptionStatus(userId: number): Promise<SubscriptionStatusInfo> {
    const [balance, sub] = await Promise.all([this.balance(userId), this.deps.subscriptions.current(userId)]);
    if (!sub) return { balance, subscription: null };
    const [plan, waiting] = await Promise.all([
      this.deps.plans.byId(sub.planId),
      this.deps.changes.scheduled(userId),
    ]);
    const pendingChange = waiting?.stripeSubscriptionId === sub.stripeSubscriptionId ? waiting : null;
    return { balance, subscription: { ...sub, plan: plan ?? null, pendingChange } };
  }

  /** A plan a row refers to (a foreign key: a missing one is a broken database). */
  async planRow(id: number): Promise<PlanRow> {
    const plan = await this.deps.plans.byId(id);
    if (!plan) throw new Error(`Subscription plan ${id} is missing`);
    return plan;
  }

  /** A person's balance, for themselves or an admin. */
  sessionBalance(caller: CallerContext, userId: number): Promise<Balance> {
    requireSelfOrAdmin(caller, userId);
    return this.balance(userId);
  }

  /** A person's subscription status, for themselves or an admin. */
  subscriptionInfo(caller: CallerContext, userId: number): Promise<SubscriptionStatusInfo> {
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

  /**
   * What became of a checkout of the caller's (the success page asks with its `session_id`): refused,
   * with the words to show, when its subscription was a second one. Unknown or someone else's: not
   * refused (nothing is told about other people's checkouts).
   */
  async checkoutOutcome(caller: CallerContext, input: unknown): Promise<CheckoutOutcome> {
    const userId = requireUser(caller);
    const { sessionId } = parseInput(checkoutOutcomeInput, input ?? {});
    const refusal = await this.deps.subscriptions.refusalOfCheckout(userId, sessionId);
    return { sessionId, refused: !!refusal, message: refusal ? await this.refusalMessage(refusal) : null };
  }

  /** The words that tell a person their second subscription was refused, and what happened to the money. */
  async refusalMessage(refusal: RefusalRow): Promise<string> {
    const { plans } = this.deps;
    const refused = refusal.planId ? await plans.byId(refusal.planId) : undefined;
    const kept = refusal.keptPlanId ? await plans.byId(refusal.keptPlanId) : undefined;
    const money =
      refusal.refundedInCents > 0
        ? `your payment of ${dollars(refusal.refundedInCents)} was refunded`
        : 'you were not charged for it';
    return (
      `You already have ${kept ? `the ${kept.displayName} plan` : 'a subscription'}, so ` +
      `${refused ? `the ${refused.displayName} plan` : 'this plan'} was not started and ${money}. ` +
      'To change your plan, use Manage Billing.'
    );
  }

  /** A person's usage analytics, for themselves or an admin. */
  async usageAnalytics(caller: CallerContext, userId: number, now = new Date()): Promise<UsageAnalytics> {
    requireSelfOrAdmin(caller, userId);
    const balance = await this.balance(userId);
    const facts = await this.deps.balances.usageFacts(userId);
    return computeAnalytics({ ...balance, ...facts, now });
  }
}
