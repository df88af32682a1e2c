import {
  chartDaysInput,
  chartMonthsInput,
  fillSeries,
  monthKey,
  parseInput,
  requireAdmin,
  utcDayStart,
  utcMonthStart,
  type CallerContext,
  type Db,
  type OutboxWriter,
} from '@tryon/kit';
import { AdminActionRecorded } from '@tryon/proto-events';
import type { PaymentProvider } from '../data/payments/payment-provider.js';
import type { PlanRow, PlansRepository } from '../data/plans.repository.js';
import type { RevenueMonth, RevenueRepository, SessionsDay } from '../data/revenue.repository.js';
import type { SubscriptionRow, SubscriptionsRepository } from '../data/subscriptions.repository.js';
import type { TopUpRow, TopUpsRepository } from '../data/topups.repository.js';
import type { PlanChangeRow, PlanChangesRepository } from '../data/plan-changes.repository.js';
import { adminPlanChangesInput, adminSubscriptionsInput, adminTopUpsInput } from './validation.js';

/** A subscription as the admin's list shows it: with its plan. */
export type AdminSubscriptionRow = SubscriptionRow & { plan: PlanRow; pendingChange: PlanChangeRow | null };

interface AdminDeps {
  revenue: RevenueRepository;
  plans: PlansRepository;
  subscriptions: SubscriptionsRepository;
  topUps: TopUpsRepository;
  changes: PlanChangesRepository;
  provider: PaymentProvider;
  /** Records the admin's actions (audit stream). */
  outbox: OutboxWriter;
  db: Db;
  now?: () => Date;
}

/** What the admin's payment connection test answers. */
export interface ConnectionTestResult {
  ok: boolean;
  message: string;
  checkedAt: string;
}

/**
 * Monthly Growth, the spec's formula: (this month - last month) / last month x 100, one decimal; 0 when
 * last month is 0. "This month" is the UTC month to date, so early in a month it reads low.
 */
export function monthlyGrowth(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

/** Revenue figures from the monthly sums (cents; refunds already subtracted from their kind). */
export function revenueFigures(months: RevenueMonth[], now: Date) {
  const thisMonth = monthKey(utcMonthStart(now));
  const lastMonth = monthKey(utcMonthStart(now, 1));
  const sum = (keep: (m: RevenueMonth) => boolean) =>
    months.filter(keep).reduce((total, m) => total + m.amountInCents, 0);
  const figures = {
    totalRevenue: sum(() => true),
    subscriptionRevenue: sum((m) => m.kind === 'subscription'),
    topUpRevenue: sum((m) => m.kind === 'top_up'),
    thisMonthRevenue: sum((m) => m.month === thisMonth),
    lastMonthRevenue: sum((m) => m.month === lastMonth),
  };
  return { ...figures, monthlyGrowth: monthlyGrowth(figures.thisMonthRevenue, figures.lastMonthRevenue) };
}

/**
 * billing's part of the admin's AdminStats for one request: each source is read once, when a field first
 * asks for it, and only the fields asked for are read. Made by {@link AdminService.stats}, which checks
 * the caller.
 */
export class AdminFigures {
  readonly id = 'current';
  private months?: Promise<RevenueMonth[]>;
  private activeByPlan?: Promise<Map<number, number>>;

  constructor(
    private readonly deps: AdminDeps,
    private readonly now: Date,
  ) {}

  private async revenue() {
    this.months ??= this.deps.revenue.months();
    return revenueFigures(await this.months, this.now);
  }

  totalRevenue = async () => (await this.revenue()).totalRevenue;
  thisMonthRevenue = async () => (await this.revenue()).thisMonthRevenue;
  lastMonthRevenue = async () => (await this.revenue()).lastMonthRevenue;
  subscriptionRevenue = async () => (await this.revenue()).subscriptionRevenue;
  topUpRevenue = async () => (await this.revenue()).topUpRevenue;
  monthlyGrowth = async () => (await this.revenue()).monthlyGrowth;

  /** Active subscriptions per paid plan (zeros included), in plan order. */
  async subscriptionsByPlan(): Promise<{ planName: string; displayName: string; count: number }[]> {
    this.activeByPlan ??= this.deps.subscriptions.activeByPlan();
    const [counts, plans] = await Promise.all([this.activeByPlan, this.deps.plans.listActive()]);
    return plans
      .filter((p) => p.priceMonthly > 0 || counts.has(p.id))
      .map((p) => ({ planName: p.name, displayName: p.displayName, count: counts.get(p.id) ?? 0 }));
  }

  async totalActiveSubscriptions(): Promise<number> {
    this.activeByPlan ??= this.deps.subscriptions.activeByPlan();
    return [...(await this.activeByPlan).values()].reduce((a, b) => a + b, 0);
  }

  /** Revenue per UTC month, oldest first, this month included, zeros included. */
  async revenueByMonth(months?: number | null) {
    const count = parseInput(chartMonthsInput, months);
    this.months ??= this.deps.revenue.months();
    const byMonth = new Map<string, { subscriptionRevenue: number; topUpRevenue: number }>();
    for (const m of await this.months) {
      const entry = byMonth.get(m.month) ?? { subscriptionRevenue: 0, topUpRevenue: 0 };
      if (m.kind === 'subscription') entry.subscriptionRevenue += m.amountInCents;
      else entry.topUpRevenue += m.amountInCents;
      byMonth.set(m.month, entry);
    }
    return fillSeries('month', count, this.now, byMonth, { subscriptionRevenue: 0, topUpRevenue: 0 }).map(
      ({ key, ...v }) => ({ month: key, ...v }),
    );
  }

  /** Sessions granted, spent and refunded per UTC day, oldest first, zeros included. */
  async sessionsByDay(days?: number | null) {
    const count = parseInput(chartDaysInput, days);
    const rows = await this.deps.revenue.sessionsSince(utcDayStart(this.now, count - 1));
    const byDay = new Map<string, Omit<SessionsDay, 'day'>>(rows.map(({ day, ...v }) => [day, v]));
    return fillSeries('day', count, this.now, byDay, { granted: 0, spent: 0, refunded: 0 }).map(
      ({ key, ...v }) => ({ day: key, ...v }),
    );
  }
}

/** The admin's side of billing: figures and lists. Admin only, checked here. */
export class AdminService {
  constructor(private readonly deps: AdminDeps) {}

  /** billing's part of AdminStats (the entity identity answers for `adminStats`). */
  stats(caller: CallerContext): AdminFigures {
    requireAdmin(caller);
    return new AdminFigures(this.deps, this.deps.now?.() ?? new Date());
  }

  /**
   * A page of subscriptions with their plans, newest first; state (or the deprecated status) optional;
   * limit 1 to 500 (default 100).
   */
  async subscriptions(
    caller: CallerContext,
    args: unknown,
  ): Promise<{ total: number; rows: AdminSubscriptionRow[] }> {
    requireAdmin(caller);
    const { state, ...page } = parseInput(adminSubscriptionsInput, args ?? {});
    const { total, rows } = await this.deps.subscriptions.page({ ...page, status: state });
    const plans = new Map(
      (await this.deps.plans.byIds([...new Set(rows.map((r) => r.planId))])).map((p) => [p.id, p]),
    );
    const waiting = await this.deps.changes.scheduledOf(
      rows.flatMap((r) => (r.stripeSubscriptionId ? [r.stripeSubscriptionId] : [])),
    );
    return {
      total,
      rows: rows.map((r) => {
        const plan = plans.get(r.planId);
        // user_subscriptions.planId references subscription_plans: a missing plan is a broken database.
        if (!plan) throw new Error(`Subscription plan ${r.planId} is missing`);
        return {
          ...r,
          plan,
          pendingChange: (r.stripeSubscriptionId && waiting.get(r.stripeSubscriptionId)) || null,
        };
      }),
    };
  }

  /**
   * Checks the payment provider's credentials with its cheapest authenticated read: "Stripe test mode:
   * working", Stripe's own words when it refuses (without the key), the sandbox's or the off provider's
   * sentence. Recorded in the admin activity log.
   */
  async testPaymentConnection(caller: CallerContext): Promise<ConnectionTestResult> {
    const adminId = requireAdmin(caller);
    const { provider } = this.deps;
    const check = await provider.testConnection();
    const message = check.mode ? `Stripe ${check.mode} mode: ${check.message}` : check.message;
    const checkedAt = (this.deps.now?.() ?? new Date()).toISOString();
    await this.deps.outbox.add(this.deps.db, AdminActionRecorded, {
      adminId,
      actionType: 'payment_connection_tested',
      targetUserId: null,
      description: `Tested the payment connection (${provider.name}): ${check.ok ? 'ok' : 'failed'}`,
      metadata: { provider: provider.name, mode: check.mode, ok: check.ok, message },
      ipAddress: caller.ip,
    });
    return { ok: check.ok, message, checkedAt };
  }

  /** A page of plan switches, newest first; limit 1 to 500 (default 100). */
  planChanges(caller: CallerContext, args: unknown): Promise<{ total: number; rows: PlanChangeRow[] }> {
    requireAdmin(caller);
    return this.deps.changes.page(parseInput(adminPlanChangesInput, args ?? {}));
  }

  /**
   * A page of pack purchases, newest first; state (or the deprecated status) optional; limit 1 to 500
   * (default 100).
   */
  topUps(caller: CallerContext, args: unknown): Promise<{ total: number; rows: TopUpRow[] }> {
    requireAdmin(caller);
    const { state, ...page } = parseInput(adminTopUpsInput, args ?? {});
    return this.deps.topUps.page({ ...page, status: state });
  }
}
