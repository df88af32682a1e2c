import { isoDate, requireUserRef } from '@tryon/kit';
import type { AdminService } from '../domain/admin.service.js';
import type { BillingQueries } from '../domain/billing.queries.js';
import type { CheckoutService } from '../domain/checkout.service.js';
import type { SandboxCheckoutService } from '../domain/sandbox-checkout.service.js';
import type { PlanChangeService } from '../domain/plan-change.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * billing's resolvers: one line each over the domain, which checks the caller (`ctx.caller`). Parents are
 * the rows the domain returns (codegen mappers); a field stored differently from how the graph shows it
 * (a timestamp, a total) has its own resolver.
 */
export function billingResolvers(deps: {
  queries: BillingQueries;
  admin: AdminService;
  checkout: CheckoutService;
  sandbox: SandboxCheckoutService;
  planChanges: PlanChangeService;
}): Resolvers {
  const { queries, admin, checkout, sandbox, planChanges } = deps;
  return {
    Query: {
      adminSubscriptions: (_, args, ctx) => admin.subscriptions(ctx.caller, args),
      adminTopUps: (_, args, ctx) => admin.topUps(ctx.caller, args),
      adminPlanChanges: (_, args, ctx) => admin.planChanges(ctx.caller, args),
      subscriptionPlans: () => queries.plans(),
      sandboxCheckout: (_, args, ctx) => sandbox.view(ctx.caller, args.id),
      checkoutOutcome: (_, args, ctx) => queries.checkoutOutcome(ctx.caller, args),
    },
    Mutation: {
      createSubscriptionCheckout: (_, args, ctx) => checkout.subscribe(ctx.caller, args),
      createTopUpCheckout: (_, args, ctx) => checkout.topUp(ctx.caller, args),
      createPortalSession: (_, __, ctx) => checkout.portal(ctx.caller),
      testPaymentConnection: (_, __, ctx) => admin.testPaymentConnection(ctx.caller),
      completeSandboxCheckout: (_, args, ctx) => sandbox.pay(ctx.caller, args.id),
      cancelSandboxCheckout: (_, args, ctx) => sandbox.cancel(ctx.caller, args.id),
      changeSubscriptionPlan: (_, args, ctx) => planChanges.change(ctx.caller, args),
      undoPlanChange: (_, __, ctx) => planChanges.undo(ctx.caller),
      adminUndoPlanChange: (_, args, ctx) => planChanges.adminUndo(ctx.caller, args.userId),
      setSandboxCancelAtPeriodEnd: (_, args, ctx) =>
        sandbox.setCancelAtPeriodEnd(ctx.caller, args.cancelAtPeriodEnd),
    },
    SubscriptionPlan: {
      __resolveReference: (ref) => queries.plan(Number(ref.id)),
    },
    User: {
      __resolveReference: (ref, ctx) => requireUserRef(ctx.caller, ref),
      sessionBalance: (user, _, ctx) => queries.sessionBalance(ctx.caller, user.id),
      subscriptionInfo: (user, _, ctx) => queries.subscriptionInfo(ctx.caller, user.id),
      usageLogs: (user, args, ctx) => queries.usageLogs(ctx.caller, user.id, args.limit),
      usageAnalytics: (user, _, ctx) => queries.usageAnalytics(ctx.caller, user.id),
    },
    AdminStats: {
      __resolveReference: (_, ctx) => admin.stats(ctx.caller),
      totalRevenue: (s) => s.totalRevenue(),
      thisMonthRevenue: (s) => s.thisMonthRevenue(),
      lastMonthRevenue: (s) => s.lastMonthRevenue(),
      subscriptionRevenue: (s) => s.subscriptionRevenue(),
      topUpRevenue: (s) => s.topUpRevenue(),
      totalActiveSubscriptions: (s) => s.totalActiveSubscriptions(),
      subscriptionsByPlan: (s) => s.subscriptionsByPlan(),
      monthlyGrowth: (s) => s.monthlyGrowth(),
      revenueByMonth: (s, args) => s.revenueByMonth(args.months),
      sessionsByDay: (s, args) => s.sessionsByDay(args.days),
    },
    AdminSubscription: {
      user: (s) => ({ id: s.userId }),
      state: (s) => s.status,
      cycle: (s) => s.billingCycle,
      currentPeriodStart: (s) => isoDate(s.currentPeriodStart),
      currentPeriodEnd: (s) => isoDate(s.currentPeriodEnd),
      createdAt: (s) => isoDate(s.createdAt),
    },
    PendingPlanChange: {
      plan: (c) => queries.planRow(c.toPlanId),
      cycle: (c) => c.toCycle,
      effectiveAt: (c) => isoDate(c.effectiveAt),
    },
    PlanChangeResult: {
      effectiveAt: (r) => isoDate(r.effectiveAt),
    },
    AdminPlanChange: {
      user: (c) => ({ id: c.userId }),
      state: (c) => c.status,
      fromPlan: (c) => queries.planRow(c.fromPlanId),
      toPlan: (c) => queries.planRow(c.toPlanId),
      effectiveAt: (c) => isoDate(c.effectiveAt),
      createdAt: (c) => isoDate(c.createdAt),
    },
    AdminTopUp: {
      user: (t) => ({ id: t.userId }),
      state: (t) => t.status,
      purchasedAt: (t) => isoDate(t.purchasedAt),
    },
    SessionBalance: {
      balance: (b) => b.subscriptionSessions + b.topUpSessions,
    },
    UserSubscription: {
      state: (s) => s.status,
      cycle: (s) => s.billingCycle,
      currentPeriodStart: (s) => isoDate(s.currentPeriodStart),
      currentPeriodEnd: (s) => isoDate(s.currentPeriodEnd),
    },
    UsageLog: {
      createdAt: (l) => isoDate(l.createdAt),
      action: (l) => l.actionType,
      source: (l) => l.deductedFrom,
    },
    SandboxCheckout: {
      kind: (c) => c.mode,
      state: (c) => c.status,
      cycle: (c) => c.billingPeriod,
    },
  };
}
