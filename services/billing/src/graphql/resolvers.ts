import { AppError, requireSelfOrAdmin, requireUser, type GraphQLContext } from '@tryon/kit';
import type { BillingQueries } from '../domain/billing.queries.js';
import type { CheckoutService } from '../domain/checkout.service.js';
import type { SandboxCheckoutService } from '../domain/sandbox-checkout.service.js';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** billing's resolvers: thin edges over the balance and query services; User fields are owner-or-admin. */
export function billingResolvers(deps: {
  queries: BillingQueries;
  checkout: CheckoutService;
  sandbox: SandboxCheckoutService;
}) {
  const { queries, checkout, sandbox } = deps;
  const statusInfo = async (userId: number) => {
    const { balance, subscription } = await queries.subscriptionStatus(userId);
    return {
      balance,
      subscription: subscription && {
        ...subscription,
        currentPeriodStart: iso(subscription.currentPeriodStart),
        currentPeriodEnd: iso(subscription.currentPeriodEnd),
      },
    };
  };
  const owner = (user: { id: number }, ctx: GraphQLContext) => {
    requireSelfOrAdmin(ctx.caller, Number(user.id));
    return Number(user.id);
  };
  return {
    Query: {
      subscriptionPlans: () => queries.plans(),
      sandboxCheckout: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
        sandbox.view(requireUser(ctx.caller), args.id),
    },
    Mutation: {
      createSubscriptionCheckout: (
        _: unknown,
        args: { planName: string; billingPeriod: string },
        ctx: GraphQLContext,
      ) => checkout.subscribe(requireUser(ctx.caller), args),
      createTopUpCheckout: (_: unknown, args: { amount: number; sessions: number }, ctx: GraphQLContext) =>
        checkout.topUp(requireUser(ctx.caller), args),
      createPortalSession: (_: unknown, __: unknown, ctx: GraphQLContext) =>
        checkout.portal(requireUser(ctx.caller)),
      completeSandboxCheckout: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
        sandbox.pay(requireUser(ctx.caller), args.id),
      cancelSandboxCheckout: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
        sandbox.cancel(requireUser(ctx.caller), args.id),
      setSandboxCancelAtPeriodEnd: async (
        _: unknown,
        args: { cancelAtPeriodEnd: boolean },
        ctx: GraphQLContext,
      ) => {
        const userId = requireUser(ctx.caller);
        await sandbox.setCancelAtPeriodEnd(userId, args.cancelAtPeriodEnd);
        return statusInfo(userId);
      },
    },
    SubscriptionPlan: {
      __resolveReference: (ref: { id: number }) => queries.plan(Number(ref.id)),
    },
    User: {
      __resolveReference: (ref: { id: number }, ctx: GraphQLContext) => {
        requireSelfOrAdmin(ctx.caller, Number(ref.id));
        return { id: Number(ref.id) };
      },
      sessionBalance: async (user: { id: number }, _: unknown, ctx: GraphQLContext) => {
        const b = await queries.balance(owner(user, ctx));
        return { ...b, balance: b.subscriptionSessions + b.topUpSessions };
      },
      subscriptionInfo: (user: { id: number }, _: unknown, ctx: GraphQLContext) =>
        statusInfo(owner(user, ctx)),
      usageLogs: async (user: { id: number }, args: { limit?: number | null }, ctx: GraphQLContext) => {
        const limit = args.limit ?? 100;
        if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
          throw new AppError('VALIDATION', 'Invalid data: limit must be 1 to 500');
        }
        const logs = await queries.usageLogs(owner(user, ctx), limit);
        return logs.map((l) => ({ ...l, createdAt: iso(l.createdAt) }));
      },
      usageAnalytics: (user: { id: number }, _: unknown, ctx: GraphQLContext) =>
        queries.analytics(owner(user, ctx)),
    },
  };
}
