import type { GraphQLResolveInfo } from 'graphql';
import type { SubscriptionStatus as SubscriptionStatusModel, BillingCycle as BillingCycleModel, ActionType as ActionTypeModel, DeductedFrom as DeductedFromModel, PaymentStatus as PaymentStatusModel, CheckoutMode as CheckoutModeModel, CheckoutStatus as CheckoutStatusModel, PlanChangeKind as PlanChangeKindModel, PlanChangeStatus as PlanChangeStatusModel } from '@tryon/proto-events';
import type { UserRef as UserRefModel, GraphQLContext } from '@tryon/kit';
import type { PlanRow as PlanRowModel } from '../../data/plans.repository.js';
import type { Balance as BalanceModel } from '../../data/balances.repository.js';
import type { SubscriptionStatusInfo as SubscriptionStatusInfoModel, SubscriptionWithPlan as SubscriptionWithPlanModel } from '../../domain/billing.queries.js';
import type { UsageLog as UsageLogModel } from '../../data/usage.repository.js';
import type { UsageAnalytics as UsageAnalyticsModel } from '../../domain/analytics.js';
import type { SandboxCheckoutDetails as SandboxCheckoutDetailsModel } from '../../domain/sandbox-checkout.service.js';
import type { AdminFigures as AdminFiguresModel, AdminSubscriptionRow as AdminSubscriptionRowModel } from '../../domain/admin.service.js';
import type { TopUpRow as TopUpRowModel } from '../../data/topups.repository.js';
import type { PlanChangeRow as PlanChangeRowModel } from '../../data/plan-changes.repository.js';
import type { PlanChangeOutcome as PlanChangeOutcomeModel } from '../../domain/plan-change.service.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** What a session was spent on. */
export type ActionType =
  | 'model_generation'
  | 'refinement'
  | 'virtual_tryon';

/** A switch of plan or cycle as the admin's list shows it. */
export type AdminPlanChange = {
  __typename?: 'AdminPlanChange';
  /** The prorated charge of an upgrade, in cents (0 when none). */
  amountInCents: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  /** When it takes (or took) effect. */
  effectiveAt: Scalars['String']['output'];
  fromCycle: BillingCycle;
  fromPlan: SubscriptionPlan;
  id: Scalars['Int']['output'];
  kind: PlanChangeKind;
  /** Sessions added at once (an upgrade's difference for the rest of the month). */
  sessionsGranted: Scalars['Int']['output'];
  state: PlanChangeStatus;
  toCycle: BillingCycle;
  toPlan: SubscriptionPlan;
  /** The subscriber (resolved by identity; null when the account no longer exists). */
  user?: Maybe<User>;
};

export type AdminPlanChangePage = {
  __typename?: 'AdminPlanChangePage';
  rows: Array<AdminPlanChange>;
  total: Scalars['Int']['output'];
};

/**
 * The admin's figures (see identity's AdminStats): billing adds revenue, subscriptions and sessions. Admin
 * only. Money is in integer cents; revenue is what was paid (subscription invoices and packs) less refunds;
 * months are UTC calendar months, "this month" is the month to date.
 */
export type AdminStats = {
  __typename?: 'AdminStats';
  id: Scalars['ID']['output'];
  lastMonthRevenue: Scalars['Int']['output'];
  /**
   * Monthly Growth: (thisMonthRevenue - lastMonthRevenue) / lastMonthRevenue x 100, rounded to one decimal;
   * 0 when lastMonthRevenue is 0.
   */
  monthlyGrowth: Scalars['Float']['output'];
  /** Revenue per UTC month for the last `months` months (1 to 36), oldest first, this month included. */
  revenueByMonth: Array<MonthlyRevenue>;
  /**
   * Sessions per UTC day for the last `days` days (1 to 366), oldest first: granted (free trial, plan
   * periods, packs), spent (debits) and refunded (failed jobs).
   */
  sessionsByDay: Array<DailySessions>;
  subscriptionRevenue: Scalars['Int']['output'];
  /** Active subscriptions per plan, every paid plan listed (zeros included), in plan order. */
  subscriptionsByPlan: Array<PlanSubscriptionCount>;
  thisMonthRevenue: Scalars['Int']['output'];
  topUpRevenue: Scalars['Int']['output'];
  /** Subscriptions whose status is active. */
  totalActiveSubscriptions: Scalars['Int']['output'];
  /** All time, net of refunds. */
  totalRevenue: Scalars['Int']['output'];
};


/**
 * The admin's figures (see identity's AdminStats): billing adds revenue, subscriptions and sessions. Admin
 * only. Money is in integer cents; revenue is what was paid (subscription invoices and packs) less refunds;
 * months are UTC calendar months, "this month" is the month to date.
 */
export type AdminStatsRevenueByMonthArgs = {
  months?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The admin's figures (see identity's AdminStats): billing adds revenue, subscriptions and sessions. Admin
 * only. Money is in integer cents; revenue is what was paid (subscription invoices and packs) less refunds;
 * months are UTC calendar months, "this month" is the month to date.
 */
export type AdminStatsSessionsByDayArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

/** A subscription as the admin's list shows it. */
export type AdminSubscription = {
  __typename?: 'AdminSubscription';
  /**
   * monthly or annual
   * @deprecated Use cycle.
   */
  billingCycle: Scalars['String']['output'];
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  currentPeriodEnd?: Maybe<Scalars['String']['output']>;
  currentPeriodStart?: Maybe<Scalars['String']['output']>;
  /** How often it renews. */
  cycle: BillingCycle;
  id: Scalars['Int']['output'];
  /** A switch of plan or cycle waiting for the period's end; null when none. */
  pendingChange?: Maybe<PendingPlanChange>;
  plan: SubscriptionPlan;
  /** Where the subscription stands. */
  state: SubscriptionStatus;
  /**
   * active, canceled, past_due, trialing, incomplete, incomplete_expired, unpaid
   * @deprecated Use state.
   */
  status: Scalars['String']['output'];
  stripeSubscriptionId?: Maybe<Scalars['String']['output']>;
  /** The subscriber (resolved by identity; null when the account no longer exists). */
  user?: Maybe<User>;
};

export type AdminSubscriptionPage = {
  __typename?: 'AdminSubscriptionPage';
  rows: Array<AdminSubscription>;
  total: Scalars['Int']['output'];
};

/** A pack purchase as the admin's revenue list shows it. */
export type AdminTopUp = {
  __typename?: 'AdminTopUp';
  /** Why a failed purchase credited nothing (the amount or currency paid was not the pack's price); null otherwise. */
  failureReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  priceInCents: Scalars['Int']['output'];
  purchasedAt: Scalars['String']['output'];
  sessions: Scalars['Int']['output'];
  /** Where the payment stands. */
  state: PaymentStatus;
  /**
   * pending, completed, failed, refunded
   * @deprecated Use state.
   */
  status: Scalars['String']['output'];
  stripePaymentIntentId?: Maybe<Scalars['String']['output']>;
  /** The buyer (resolved by identity; null when the account no longer exists). */
  user?: Maybe<User>;
};

export type AdminTopUpPage = {
  __typename?: 'AdminTopUpPage';
  rows: Array<AdminTopUp>;
  total: Scalars['Int']['output'];
};

/** The two counts of a balance: subscription sessions (reset each period) and top-up sessions (never expire). */
export type BalanceCounts = {
  __typename?: 'BalanceCounts';
  subscriptionSessions: Scalars['Int']['output'];
  topUpSessions: Scalars['Int']['output'];
};

/** How often a subscription renews. */
export type BillingCycle =
  | 'annual'
  | 'monthly';

/** What a checkout sells: a pack (payment) or a plan (subscription). */
export type CheckoutMode =
  | 'payment'
  | 'subscription';

/** What became of a checkout (the payment success page asks with its session_id). */
export type CheckoutOutcome = {
  __typename?: 'CheckoutOutcome';
  /** What to tell you when refused. */
  message?: Maybe<Scalars['String']['output']>;
  /** True when its plan was refused because you already have one: not started, refunded. */
  refused: Scalars['Boolean']['output'];
  sessionId: Scalars['String']['output'];
};

/** Where a checkout stands. */
export type CheckoutStatus =
  | 'complete'
  | 'expired'
  | 'open';

/** What a test of a provider's credentials found. */
export type ConnectionTest = {
  __typename?: 'ConnectionTest';
  checkedAt: Scalars['String']['output'];
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

export type DailySessions = {
  __typename?: 'DailySessions';
  /** yyyy-mm-dd (UTC) */
  day: Scalars['String']['output'];
  granted: Scalars['Int']['output'];
  refunded: Scalars['Int']['output'];
  spent: Scalars['Int']['output'];
};

/** Where a debited session came from: the subscription, the top-ups, both, or the free-trial sessions. */
export type DeductedFrom =
  | 'free_trial'
  | 'mixed'
  | 'subscription'
  | 'top_up';

export type MonthlyRevenue = {
  __typename?: 'MonthlyRevenue';
  /** yyyy-mm (UTC) */
  month: Scalars['String']['output'];
  subscriptionRevenue: Scalars['Int']['output'];
  topUpRevenue: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Admin only; recorded in the admin activity log. Undoes a subscriber's change waiting for the period's end
   * (409 when none); answers their subscription status.
   */
  adminUndoPlanChange: SubscriptionStatusInfo;
  /** Cancels an open sandbox checkout of yours; answers the pricing page address. */
  cancelSandboxCheckout: RedirectUrl;
  /**
   * Switches your subscription to another paid plan or cycle. An upgrade (more sessions a month, same cycle)
   * takes effect at once: the prorated difference is charged and the extra sessions added for the rest of
   * the month. A downgrade or a switch between monthly and annual begins at the period's end and can be
   * undone until then. Refused (400) for the plan you have or an unknown plan, and (409) while a change is
   * waiting or under way, or without a subscription.
   */
  changeSubscriptionPlan: PlanChangeResult;
  /**
   * Pays a sandbox checkout of yours (test payment); answers the success page address, with a message when
   * the plan was refused because you already have one.
   */
  completeSandboxCheckout: RedirectUrl;
  /** The billing portal (Stripe's, or the sandbox portal page). */
  createPortalSession: RedirectUrl;
  /**
   * Checkout for a paid plan, billed each cycle: exactly one of cycle and billingPeriod (deprecated: monthly
   * or annual) is required. Refused with a current subscription.
   */
  createSubscriptionCheckout: RedirectUrl;
  /** Checkout for one of the packs (10, 25, 50 sessions); amount (cents) must be the pack's price. */
  createTopUpCheckout: RedirectUrl;
  /** Sandbox portal: cancel your subscription at the period end (true) or keep it (false). */
  setSandboxCancelAtPeriodEnd: SubscriptionStatusInfo;
  /**
   * Admin only; recorded in the admin activity log. Tests the payment provider's credentials with its
   * cheapest authenticated read (ISO 8601 checkedAt). message: "Stripe test mode: working" (or live mode),
   * Stripe's own words when it refuses (the key cut), "Sandbox payments (no Stripe key)", or why payments
   * are off (ok false).
   */
  testPaymentConnection: ConnectionTest;
  /** Undoes your change waiting for the period's end (409 when none); the subscription renews as it is. */
  undoPlanChange: SubscriptionStatusInfo;
};


export type MutationAdminUndoPlanChangeArgs = {
  userId: Scalars['Int']['input'];
};


export type MutationCancelSandboxCheckoutArgs = {
  id: Scalars['String']['input'];
};


export type MutationChangeSubscriptionPlanArgs = {
  cycle: BillingCycle;
  planName: Scalars['String']['input'];
};


export type MutationCompleteSandboxCheckoutArgs = {
  id: Scalars['String']['input'];
};


export type MutationCreateSubscriptionCheckoutArgs = {
  billingPeriod?: InputMaybe<Scalars['String']['input']>;
  cycle?: InputMaybe<BillingCycle>;
  planName: Scalars['String']['input'];
};


export type MutationCreateTopUpCheckoutArgs = {
  amount: Scalars['Int']['input'];
  sessions: Scalars['Int']['input'];
};


export type MutationSetSandboxCancelAtPeriodEndArgs = {
  cancelAtPeriodEnd: Scalars['Boolean']['input'];
};

/** Where a pack purchase's payment stands. */
export type PaymentStatus =
  | 'completed'
  | 'failed'
  | 'pending'
  | 'refunded';

/** A switch of plan or cycle that begins when the current period ends. */
export type PendingPlanChange = {
  __typename?: 'PendingPlanChange';
  /** The cycle it changes to. */
  cycle: BillingCycle;
  /** When it begins (the current period's end), ISO 8601. */
  effectiveAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  kind: PlanChangeKind;
  /** The plan it changes to. */
  plan: SubscriptionPlan;
};

/** A switch of plan: more sessions a month, fewer, or the same plan billed on the other cycle. */
export type PlanChangeKind =
  | 'cycle_switch'
  | 'downgrade'
  | 'upgrade';

/** What a switch of plan or cycle did. */
export type PlanChangeResult = {
  __typename?: 'PlanChangeResult';
  /** When it takes effect, ISO 8601. */
  effectiveAt: Scalars['String']['output'];
  /** True when it took effect at once (an upgrade); false when it begins at the period's end. */
  immediate: Scalars['Boolean']['output'];
  kind: PlanChangeKind;
  /** For the person: what changed, what was charged and added, or when the change begins. */
  message: Scalars['String']['output'];
  /** The balance and subscription afterwards. */
  status: SubscriptionStatusInfo;
};

/** Where a switch of plan stands: waiting for the period's end, in effect, or undone. */
export type PlanChangeStatus =
  | 'applied'
  | 'scheduled'
  | 'undone';

export type PlanSubscriptionCount = {
  __typename?: 'PlanSubscriptionCount';
  count: Scalars['Int']['output'];
  displayName: Scalars['String']['output'];
  planName: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Switches of plan and cycle, newest first (admin only); limit 1 to 500 (default 100). */
  adminPlanChanges: AdminPlanChangePage;
  /**
   * Subscriptions, newest first (admin only), optionally of one state; limit 1 to 500 (default 100). Give
   * state or status (deprecated), not two different ones.
   */
  adminSubscriptions: AdminSubscriptionPage;
  /**
   * Pack purchases, newest first (admin only), optionally of one state; limit 1 to 500 (default 100). Give
   * state or status (deprecated), not two different ones.
   */
  adminTopUps: AdminTopUpPage;
  /**
   * What became of a checkout of yours, by the session_id the success page was sent back with (Stripe's or
   * the sandbox's): refused when it was a second plan. Signed in only; an unknown id answers not refused.
   */
  checkoutOutcome: CheckoutOutcome;
  /** A sandbox checkout of yours (404 for anyone else's). */
  sandboxCheckout: SandboxCheckout;
  /** Active plans in display order (public). */
  subscriptionPlans: Array<SubscriptionPlan>;
};


export type QueryAdminPlanChangesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminSubscriptionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<SubscriptionStatus>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminTopUpsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<PaymentStatus>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckoutOutcomeArgs = {
  sessionId: Scalars['String']['input'];
};


export type QuerySandboxCheckoutArgs = {
  id: Scalars['String']['input'];
};

/** Where the browser goes next: a checkout page, the billing portal, or back into the app. */
export type RedirectUrl = {
  __typename?: 'RedirectUrl';
  /**
   * Words for the person, when there is something to tell: a paid plan refused because they already have
   * one (it was not started, the payment refunded, no sessions given). Null otherwise.
   */
  message?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

/** A checkout of the sandbox payment provider (no Stripe key): a test payment, nothing is charged. */
export type SandboxCheckout = {
  __typename?: 'SandboxCheckout';
  amountInCents: Scalars['Int']['output'];
  /**
   * monthly or annual
   * @deprecated Use cycle.
   */
  billingPeriod?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  /** A plan's billing period (null for a pack). */
  cycle?: Maybe<BillingCycle>;
  description: Scalars['String']['output'];
  id: Scalars['String']['output'];
  /** payment (a pack) or subscription (a plan). */
  kind: CheckoutMode;
  /**
   * payment (a pack) or subscription
   * @deprecated Use kind.
   */
  mode: Scalars['String']['output'];
  planDisplayName?: Maybe<Scalars['String']['output']>;
  planName?: Maybe<Scalars['String']['output']>;
  sessions?: Maybe<Scalars['Int']['output']>;
  /** Whether it can still be paid (open), was paid (complete) or ran out (expired). */
  state: CheckoutStatus;
  /**
   * open, complete or expired
   * @deprecated Use state.
   */
  status: Scalars['String']['output'];
};

/** A session balance with its total. */
export type SessionBalance = {
  __typename?: 'SessionBalance';
  /** subscriptionSessions + topUpSessions */
  balance: Scalars['Int']['output'];
  subscriptionSessions: Scalars['Int']['output'];
  topUpSessions: Scalars['Int']['output'];
};

/** A subscription plan (prices in cents; priceAnnual is twelve months less 20%). */
export type SubscriptionPlan = {
  __typename?: 'SubscriptionPlan';
  description?: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  features: Array<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  includesModelGeneration: Scalars['Boolean']['output'];
  maxRefinementsPerSession: Scalars['Int']['output'];
  /** free, standard, pro */
  name: Scalars['String']['output'];
  priceAnnual: Scalars['Int']['output'];
  priceMonthly: Scalars['Int']['output'];
  sessionsPerMonth: Scalars['Int']['output'];
  sortOrder: Scalars['Int']['output'];
};

/** Where a subscription stands (user_subscriptions.status). */
export type SubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'trialing'
  | 'unpaid';

/** The spec's subscription status response: balance and subscription (null without a current one). */
export type SubscriptionStatusInfo = {
  __typename?: 'SubscriptionStatusInfo';
  balance: BalanceCounts;
  subscription?: Maybe<UserSubscription>;
};

/** Usage analytics of the consumer app. */
export type UsageAnalytics = {
  __typename?: 'UsageAnalytics';
  /**
   * totalSessions / max(1, weeks since the first debit), weeks fractional, rounded to 2 decimals;
   * 0 when nothing was used.
   */
  avgSessionsPerWeek: Scalars['Float']['output'];
  /** subscriptionSessions + topUpSessions */
  currentBalance: Scalars['Int']['output'];
  /** totalSessions > 0 */
  hasUsedSessions: Scalars['Boolean']['output'];
  /** true until the person has paid (bought a pack or had a paid subscription) */
  isFirstTimeUser: Scalars['Boolean']['output'];
  /** sessions used, net of refunds of failed jobs */
  totalSessions: Scalars['Int']['output'];
};

/** One debit (client view). */
export type UsageLog = {
  __typename?: 'UsageLog';
  /** What the sessions were spent on. */
  action: ActionType;
  /**
   * virtual_tryon, refinement, model_generation
   * @deprecated Use action.
   */
  actionType: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /**
   * subscription, top_up, mixed or free_trial (the free-trial sessions)
   * @deprecated Use source.
   */
  deductedFrom: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  sessionsCost: Scalars['Int']['output'];
  /** Where the sessions came from (free_trial: the free-trial sessions). */
  source: DeductedFrom;
};

/** A person with an account (owned by identity); billing adds balance, subscription and usage. Owner or admin only. */
export type User = {
  __typename?: 'User';
  id: Scalars['Int']['output'];
  sessionBalance: SessionBalance;
  /** Named so because identity's User.subscriptionStatus is the status string. */
  subscriptionInfo: SubscriptionStatusInfo;
  usageAnalytics: UsageAnalytics;
  /** Newest first. */
  usageLogs: Array<UsageLog>;
};


/** A person with an account (owned by identity); billing adds balance, subscription and usage. Owner or admin only. */
export type UserUsageLogsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A person's subscription. */
export type UserSubscription = {
  __typename?: 'UserSubscription';
  /**
   * monthly or annual
   * @deprecated Use cycle.
   */
  billingCycle: Scalars['String']['output'];
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  currentPeriodEnd?: Maybe<Scalars['String']['output']>;
  currentPeriodStart?: Maybe<Scalars['String']['output']>;
  /** How often it renews. */
  cycle: BillingCycle;
  /** A switch of plan or cycle waiting for the period's end (it can be undone until then); null when none. */
  pendingChange?: Maybe<PendingPlanChange>;
  plan?: Maybe<SubscriptionPlan>;
  planId: Scalars['Int']['output'];
  /** Where the subscription stands. */
  state: SubscriptionStatus;
  /**
   * active, canceled, past_due, trialing, incomplete, incomplete_expired, unpaid
   * @deprecated Use state.
   */
  status: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  AdminStats: AdminStats;
  SubscriptionPlan: SubscriptionPlan;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  AdminStats:
    ( { __typename: 'AdminStats' }
    & GraphQLRecursivePick<FederationTypes['AdminStats'], {"id":true}> );
  SubscriptionPlan:
    ( { __typename: 'SubscriptionPlan' }
    & GraphQLRecursivePick<FederationTypes['SubscriptionPlan'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionType: ResolverTypeWrapper<ActionTypeModel>;
  AdminPlanChange: ResolverTypeWrapper<PlanChangeRowModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  AdminPlanChangePage: ResolverTypeWrapper<Omit<AdminPlanChangePage, 'rows'> & { rows: Array<ResolversTypes['AdminPlanChange']> }>;
  AdminStats: ResolverTypeWrapper<AdminFiguresModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  AdminSubscription: ResolverTypeWrapper<AdminSubscriptionRowModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AdminSubscriptionPage: ResolverTypeWrapper<Omit<AdminSubscriptionPage, 'rows'> & { rows: Array<ResolversTypes['AdminSubscription']> }>;
  AdminTopUp: ResolverTypeWrapper<TopUpRowModel>;
  AdminTopUpPage: ResolverTypeWrapper<Omit<AdminTopUpPage, 'rows'> & { rows: Array<ResolversTypes['AdminTopUp']> }>;
  BalanceCounts: ResolverTypeWrapper<BalanceModel>;
  BillingCycle: ResolverTypeWrapper<BillingCycleModel>;
  CheckoutMode: ResolverTypeWrapper<CheckoutModeModel>;
  CheckoutOutcome: ResolverTypeWrapper<CheckoutOutcome>;
  CheckoutStatus: ResolverTypeWrapper<CheckoutStatusModel>;
  ConnectionTest: ResolverTypeWrapper<ConnectionTest>;
  DailySessions: ResolverTypeWrapper<DailySessions>;
  DeductedFrom: ResolverTypeWrapper<DeductedFromModel>;
  MonthlyRevenue: ResolverTypeWrapper<MonthlyRevenue>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PaymentStatus: ResolverTypeWrapper<PaymentStatusModel>;
  PendingPlanChange: ResolverTypeWrapper<PlanChangeRowModel>;
  PlanChangeKind: ResolverTypeWrapper<PlanChangeKindModel>;
  PlanChangeResult: ResolverTypeWrapper<PlanChangeOutcomeModel>;
  PlanChangeStatus: ResolverTypeWrapper<PlanChangeStatusModel>;
  PlanSubscriptionCount: ResolverTypeWrapper<PlanSubscriptionCount>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RedirectUrl: ResolverTypeWrapper<RedirectUrl>;
  SandboxCheckout: ResolverTypeWrapper<SandboxCheckoutDetailsModel>;
  SessionBalance: ResolverTypeWrapper<BalanceModel>;
  SubscriptionPlan: ResolverTypeWrapper<PlanRowModel>;
  SubscriptionStatus: ResolverTypeWrapper<SubscriptionStatusModel>;
  SubscriptionStatusInfo: ResolverTypeWrapper<SubscriptionStatusInfoModel>;
  UsageAnalytics: ResolverTypeWrapper<UsageAnalyticsModel>;
  UsageLog: ResolverTypeWrapper<UsageLogModel>;
  User: ResolverTypeWrapper<UserRefModel>;
  UserSubscription: ResolverTypeWrapper<SubscriptionWithPlanModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminPlanChange: PlanChangeRowModel;
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
  AdminPlanChangePage: Omit<AdminPlanChangePage, 'rows'> & { rows: Array<ResolversParentTypes['AdminPlanChange']> };
  AdminStats: AdminFiguresModel;
  ID: Scalars['ID']['output'];
  Float: Scalars['Float']['output'];
  AdminSubscription: AdminSubscriptionRowModel;
  Boolean: Scalars['Boolean']['output'];
  AdminSubscriptionPage: Omit<AdminSubscriptionPage, 'rows'> & { rows: Array<ResolversParentTypes['AdminSubscription']> };
  AdminTopUp: TopUpRowModel;
  AdminTopUpPage: Omit<AdminTopUpPage, 'rows'> & { rows: Array<ResolversParentTypes['AdminTopUp']> };
  BalanceCounts: BalanceModel;
  CheckoutOutcome: CheckoutOutcome;
  ConnectionTest: ConnectionTest;
  DailySessions: DailySessions;
  MonthlyRevenue: MonthlyRevenue;
  Mutation: Record<PropertyKey, never>;
  PendingPlanChange: PlanChangeRowModel;
  PlanChangeResult: PlanChangeOutcomeModel;
  PlanSubscriptionCount: PlanSubscriptionCount;
  Query: Record<PropertyKey, never>;
  RedirectUrl: RedirectUrl;
  SandboxCheckout: SandboxCheckoutDetailsModel;
  SessionBalance: BalanceModel;
  SubscriptionPlan: PlanRowModel;
  SubscriptionStatusInfo: SubscriptionStatusInfoModel;
  UsageAnalytics: UsageAnalyticsModel;
  UsageLog: UsageLogModel;
  User: UserRefModel;
  UserSubscription: SubscriptionWithPlanModel;
};

export type ActionTypeResolvers = { model_generation: 'model_generation', refinement: 'refinement', virtual_tryon: 'virtual_tryon' };

export type AdminPlanChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPlanChange'] = ResolversParentTypes['AdminPlanChange']> = {
  amountInCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  effectiveAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromCycle?: Resolver<ResolversTypes['BillingCycle'], ParentType, ContextType>;
  fromPlan?: Resolver<ResolversTypes['SubscriptionPlan'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PlanChangeKind'], ParentType, ContextType>;
  sessionsGranted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PlanChangeStatus'], ParentType, ContextType>;
  toCycle?: Resolver<ResolversTypes['BillingCycle'], ParentType, ContextType>;
  toPlan?: Resolver<ResolversTypes['SubscriptionPlan'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type AdminPlanChangePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPlanChangePage'] = ResolversParentTypes['AdminPlanChangePage']> = {
  rows?: Resolver<Array<ResolversTypes['AdminPlanChange']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats'], FederationReferenceType extends FederationReferenceTypes['AdminStats'] = FederationReferenceTypes['AdminStats']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['AdminStats']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMonthRevenue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyGrowth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueByMonth?: Resolver<Array<ResolversTypes['MonthlyRevenue']>, ParentType, ContextType, RequireFields<AdminStatsRevenueByMonthArgs, 'months'>>;
  sessionsByDay?: Resolver<Array<ResolversTypes['DailySessions']>, ParentType, ContextType, RequireFields<AdminStatsSessionsByDayArgs, 'days'>>;
  subscriptionRevenue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscriptionsByPlan?: Resolver<Array<ResolversTypes['PlanSubscriptionCount']>, ParentType, ContextType>;
  thisMonthRevenue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topUpRevenue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalActiveSubscriptions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRevenue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSubscription'] = ResolversParentTypes['AdminSubscription']> = {
  billingCycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentPeriodStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['BillingCycle'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingChange?: Resolver<Maybe<ResolversTypes['PendingPlanChange']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['SubscriptionPlan'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stripeSubscriptionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type AdminSubscriptionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSubscriptionPage'] = ResolversParentTypes['AdminSubscriptionPage']> = {
  rows?: Resolver<Array<ResolversTypes['AdminSubscription']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminTopUpResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminTopUp'] = ResolversParentTypes['AdminTopUp']> = {
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceInCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  purchasedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stripePaymentIntentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type AdminTopUpPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminTopUpPage'] = ResolversParentTypes['AdminTopUpPage']> = {
  rows?: Resolver<Array<ResolversTypes['AdminTopUp']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BalanceCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BalanceCounts'] = ResolversParentTypes['BalanceCounts']> = {
  subscriptionSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topUpSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillingCycleResolvers = { annual: 'annual', monthly: 'monthly' };

export type CheckoutModeResolvers = { payment: 'payment', subscription: 'subscription' };

export type CheckoutOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutOutcome'] = ResolversParentTypes['CheckoutOutcome']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutStatusResolvers = { complete: 'complete', expired: 'expired', open: 'open' };

export type ConnectionTestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConnectionTest'] = ResolversParentTypes['ConnectionTest']> = {
  checkedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DailySessionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailySessions'] = ResolversParentTypes['DailySessions']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  granted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeductedFromResolvers = { free_trial: 'free_trial', mixed: 'mixed', subscription: 'subscription', top_up: 'top_up' };

export type MonthlyRevenueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MonthlyRevenue'] = ResolversParentTypes['MonthlyRevenue']> = {
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionRevenue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topUpRevenue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminUndoPlanChange?: Resolver<ResolversTypes['SubscriptionStatusInfo'], ParentType, ContextType, RequireFields<MutationAdminUndoPlanChangeArgs, 'userId'>>;
  cancelSandboxCheckout?: Resolver<ResolversTypes['RedirectUrl'], ParentType, ContextType, RequireFields<MutationCancelSandboxCheckoutArgs, 'id'>>;
  changeSubscriptionPlan?: Resolver<ResolversTypes['PlanChangeResult'], ParentType, ContextType, RequireFields<MutationChangeSubscriptionPlanArgs, 'cycle' | 'planName'>>;
  completeSandboxCheckout?: Resolver<ResolversTypes['RedirectUrl'], ParentType, ContextType, RequireFields<MutationCompleteSandboxCheckoutArgs, 'id'>>;
  createPortalSession?: Resolver<ResolversTypes['RedirectUrl'], ParentType, ContextType>;
  createSubscriptionCheckout?: Resolver<ResolversTypes['RedirectUrl'], ParentType, ContextType, RequireFields<MutationCreateSubscriptionCheckoutArgs, 'planName'>>;
  createTopUpCheckout?: Resolver<ResolversTypes['RedirectUrl'], ParentType, ContextType, RequireFields<MutationCreateTopUpCheckoutArgs, 'amount' | 'sessions'>>;
  setSandboxCancelAtPeriodEnd?: Resolver<ResolversTypes['SubscriptionStatusInfo'], ParentType, ContextType, RequireFields<MutationSetSandboxCancelAtPeriodEndArgs, 'cancelAtPeriodEnd'>>;
  testPaymentConnection?: Resolver<ResolversTypes['ConnectionTest'], ParentType, ContextType>;
  undoPlanChange?: Resolver<ResolversTypes['SubscriptionStatusInfo'], ParentType, ContextType>;
};

export type PaymentStatusResolvers = { completed: 'completed', failed: 'failed', pending: 'pending', refunded: 'refunded' };

export type PendingPlanChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PendingPlanChange'] = ResolversParentTypes['PendingPlanChange']> = {
  cycle?: Resolver<ResolversTypes['BillingCycle'], ParentType, ContextType>;
  effectiveAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PlanChangeKind'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['SubscriptionPlan'], ParentType, ContextType>;
};

export type PlanChangeKindResolvers = { cycle_switch: 'cycle_switch', downgrade: 'downgrade', upgrade: 'upgrade' };

export type PlanChangeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanChangeResult'] = ResolversParentTypes['PlanChangeResult']> = {
  effectiveAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  immediate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PlanChangeKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatusInfo'], ParentType, ContextType>;
};

export type PlanChangeStatusResolvers = { applied: 'applied', scheduled: 'scheduled', undone: 'undone' };

export type PlanSubscriptionCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanSubscriptionCount'] = ResolversParentTypes['PlanSubscriptionCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminPlanChanges?: Resolver<ResolversTypes['AdminPlanChangePage'], ParentType, ContextType, RequireFields<QueryAdminPlanChangesArgs, 'limit' | 'offset'>>;
  adminSubscriptions?: Resolver<ResolversTypes['AdminSubscriptionPage'], ParentType, ContextType, RequireFields<QueryAdminSubscriptionsArgs, 'limit' | 'offset'>>;
  adminTopUps?: Resolver<ResolversTypes['AdminTopUpPage'], ParentType, ContextType, RequireFields<QueryAdminTopUpsArgs, 'limit' | 'offset'>>;
  checkoutOutcome?: Resolver<ResolversTypes['CheckoutOutcome'], ParentType, ContextType, RequireFields<QueryCheckoutOutcomeArgs, 'sessionId'>>;
  sandboxCheckout?: Resolver<ResolversTypes['SandboxCheckout'], ParentType, ContextType, RequireFields<QuerySandboxCheckoutArgs, 'id'>>;
  subscriptionPlans?: Resolver<Array<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
};

export type RedirectUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedirectUrl'] = ResolversParentTypes['RedirectUrl']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SandboxCheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SandboxCheckout'] = ResolversParentTypes['SandboxCheckout']> = {
  amountInCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billingPeriod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cycle?: Resolver<Maybe<ResolversTypes['BillingCycle']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CheckoutMode'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planDisplayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CheckoutStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionBalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionBalance'] = ResolversParentTypes['SessionBalance']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscriptionSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topUpSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionPlan'] = ResolversParentTypes['SubscriptionPlan'], FederationReferenceType extends FederationReferenceTypes['SubscriptionPlan'] = FederationReferenceTypes['SubscriptionPlan']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['SubscriptionPlan']> | FederationReferenceType, FederationReferenceType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  includesModelGeneration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxRefinementsPerSession?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceAnnual?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceMonthly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionsPerMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionStatusResolvers = { active: 'active', canceled: 'canceled', incomplete: 'incomplete', incomplete_expired: 'incomplete_expired', past_due: 'past_due', trialing: 'trialing', unpaid: 'unpaid' };

export type SubscriptionStatusInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionStatusInfo'] = ResolversParentTypes['SubscriptionStatusInfo']> = {
  balance?: Resolver<ResolversTypes['BalanceCounts'], ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['UserSubscription']>, ParentType, ContextType>;
};

export type UsageAnalyticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsageAnalytics'] = ResolversParentTypes['UsageAnalytics']> = {
  avgSessionsPerWeek?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currentBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasUsedSessions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFirstTimeUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UsageLogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsageLog'] = ResolversParentTypes['UsageLog']> = {
  action?: Resolver<ResolversTypes['ActionType'], ParentType, ContextType>;
  actionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deductedFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionsCost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['DeductedFrom'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionBalance?: Resolver<ResolversTypes['SessionBalance'], ParentType, ContextType>;
  subscriptionInfo?: Resolver<ResolversTypes['SubscriptionStatusInfo'], ParentType, ContextType>;
  usageAnalytics?: Resolver<ResolversTypes['UsageAnalytics'], ParentType, ContextType>;
  usageLogs?: Resolver<Array<ResolversTypes['UsageLog']>, ParentType, ContextType, RequireFields<UserUsageLogsArgs, 'limit'>>;
};

export type UserSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSubscription'] = ResolversParentTypes['UserSubscription']> = {
  billingCycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentPeriodEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentPeriodStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['BillingCycle'], ParentType, ContextType>;
  pendingChange?: Resolver<Maybe<ResolversTypes['PendingPlanChange']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActionType?: ActionTypeResolvers;
  AdminPlanChange?: AdminPlanChangeResolvers<ContextType>;
  AdminPlanChangePage?: AdminPlanChangePageResolvers<ContextType>;
  AdminStats?: AdminStatsResolvers<ContextType>;
  AdminSubscription?: AdminSubscriptionResolvers<ContextType>;
  AdminSubscriptionPage?: AdminSubscriptionPageResolvers<ContextType>;
  AdminTopUp?: AdminTopUpResolvers<ContextType>;
  AdminTopUpPage?: AdminTopUpPageResolvers<ContextType>;
  BalanceCounts?: BalanceCountsResolvers<ContextType>;
  BillingCycle?: BillingCycleResolvers;
  CheckoutMode?: CheckoutModeResolvers;
  CheckoutOutcome?: CheckoutOutcomeResolvers<ContextType>;
  CheckoutStatus?: CheckoutStatusResolvers;
  ConnectionTest?: ConnectionTestResolvers<ContextType>;
  DailySessions?: DailySessionsResolvers<ContextType>;
  DeductedFrom?: DeductedFromResolvers;
  MonthlyRevenue?: MonthlyRevenueResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PaymentStatus?: PaymentStatusResolvers;
  PendingPlanChange?: PendingPlanChangeResolvers<ContextType>;
  PlanChangeKind?: PlanChangeKindResolvers;
  PlanChangeResult?: PlanChangeResultResolvers<ContextType>;
  PlanChangeStatus?: PlanChangeStatusResolvers;
  PlanSubscriptionCount?: PlanSubscriptionCountResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RedirectUrl?: RedirectUrlResolvers<ContextType>;
  SandboxCheckout?: SandboxCheckoutResolvers<ContextType>;
  SessionBalance?: SessionBalanceResolvers<ContextType>;
  SubscriptionPlan?: SubscriptionPlanResolvers<ContextType>;
  SubscriptionStatus?: SubscriptionStatusResolvers;
  SubscriptionStatusInfo?: SubscriptionStatusInfoResolvers<ContextType>;
  UsageAnalytics?: UsageAnalyticsResolvers<ContextType>;
  UsageLog?: UsageLogResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserSubscription?: UserSubscriptionResolvers<ContextType>;
};

