import { AppError, requireSelfOrAdmin, type GraphQLContext } from '@tryon/kit';
import type { BillingQueries } from '../domain/billing.queries.js';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** billing's resolvers: thin edges over the balance and query services; User fields are owner-or-admin. */
export function billingResolvers(deps: { queries: BillingQueries }) {
  const { queries } = deps;
  const owner = (user: { id: number }, ctx: GraphQLContext) => {
    requireSelfOrAdmin(ctx.caller, Number(user.id));
    return Number(user.id);
  };
  return {
    Query: {
      subscriptionPlans: () => queries.plans(),
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
      subscriptionInfo: async (user: { id: number }, _: unknown, ctx: GraphQLContext) => {
        const { balance, subscription } = await queries.subscriptionStatus(owner(user, ctx));
        return {
          balance,
          subscription: subscription && {
            ...subscription,
            currentPeriodStart: iso(subscription.currentPeriodStart),
            currentPeriodEnd: iso(subscription.currentPeriodEnd),
          },
        };
      },
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
