import type { GraphQLResolveInfo } from 'graphql';
import type { Role as RoleModel, AccountSubscriptionStatus as AccountSubscriptionStatusModel } from '@tryon/proto-events';
import type { PublicUser as PublicUserModel } from '../../data/users.repository.js';
import type { NotificationPreferences as NotificationPreferencesModel } from '../../data/preferences.repository.js';
import type { AdminFigures as AdminFiguresModel } from '../../domain/admin.service.js';
import type { AdminActivityRow as AdminActivityRowModel } from '../../data/activity.repository.js';
import type { GraphQLContext } from '@tryon/kit';
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

/** An account's summary of its billing subscription (active, inactive, cancelled, past_due). */
export type AccountSubscriptionStatus =
  | 'active'
  | 'cancelled'
  | 'inactive'
  | 'past_due';

/** One recorded admin action (admin_activity_logs). */
export type AdminActivity = {
  __typename?: 'AdminActivity';
  /** api_config_updated, campaign_created, page_updated, ... */
  actionType: Scalars['String']['output'];
  /** The admin's account (null when it no longer exists). */
  admin?: Maybe<User>;
  adminId: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** The admin's client address as the gateway saw it. */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** The action's details as JSON text (null when none). */
  metadata?: Maybe<Scalars['String']['output']>;
  targetUserId?: Maybe<Scalars['Int']['output']>;
};

/** What the activity list can be filtered by: the admins who acted, and the action types recorded. */
export type AdminActivityFilters = {
  __typename?: 'AdminActivityFilters';
  actionTypes: Array<Scalars['String']['output']>;
  admins: Array<User>;
};

/** A page of admin actions, newest first. */
export type AdminActivityPage = {
  __typename?: 'AdminActivityPage';
  rows: Array<AdminActivity>;
  total: Scalars['Int']['output'];
};

/**
 * The admin's figures and charts, one entity that every service adds its own fields to (identity: users;
 * billing: revenue, subscriptions and sessions; ai-jobs: jobs). Admin only: each service that answers a
 * field checks the caller. Days and months are UTC.
 */
export type AdminStats = {
  __typename?: 'AdminStats';
  /** Always "current". */
  id: Scalars['ID']['output'];
  /** Sign-ups per UTC day for the last `days` days (1 to 366), oldest first, today included, zeros included. */
  signUpsByDay: Array<DailySignUps>;
  /** Every account. */
  totalUsers: Scalars['Int']['output'];
  /** Accounts whose subscriptionStatus is active. */
  usersWithActiveSubscriptions: Scalars['Int']['output'];
};


/**
 * The admin's figures and charts, one entity that every service adds its own fields to (identity: users;
 * billing: revenue, subscriptions and sessions; ai-jobs: jobs). Admin only: each service that answers a
 * field checks the caller. Days and months are UTC.
 */
export type AdminStatsSignUpsByDayArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of accounts (admin): total counts every match, rows are the page. */
export type AdminUserPage = {
  __typename?: 'AdminUserPage';
  rows: Array<User>;
  total: Scalars['Int']['output'];
};

export type ChangeEmailInput = {
  currentPassword: Scalars['String']['input'];
  newEmail: Scalars['String']['input'];
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type DailySignUps = {
  __typename?: 'DailySignUps';
  count: Scalars['Int']['output'];
  /** yyyy-mm-dd (UTC) */
  day: Scalars['String']['output'];
};

export type DeleteAccountInput = {
  /** The phrase "delete my account", typed to confirm (any case). */
  confirmation: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admin: mails a person a new verification link (audited); false when already verified. */
  adminResendVerificationEmail: Scalars['Boolean']['output'];
  /** Changes the caller's password (the current one required); their other sessions end. */
  changePassword: Scalars['Boolean']['output'];
  /**
   * Deletes the caller's account (the current password and the typed phrase required): every session ends
   * and every service removes what it holds of the person; payments are kept, anonymised.
   */
  deleteAccount: Scalars['Boolean']['output'];
  /**
   * Mails a confirmation link to a new address (the current password required); the address changes when
   * it is followed, and the old one is told.
   */
  requestEmailChange: Scalars['Boolean']['output'];
  /**
   * Mails a password-reset link (1 h, single use) when the address has an account. Always true, and as
   * slow either way: the answer says nothing about whether the address has an account.
   */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Mails the caller a new verification link (rate-limited); false when the address is already verified. */
  resendVerificationEmail: Scalars['Boolean']['output'];
  /** Sets a new password through a reset link's token; every session of the account ends. */
  resetPassword: Scalars['Boolean']['output'];
  /** Ends every session of the caller but this one; answers how many ended. */
  signOutOtherSessions: Scalars['Int']['output'];
  updateNotificationPreferences: NotificationPreferences;
};


export type MutationAdminResendVerificationEmailArgs = {
  userId: Scalars['Int']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


export type MutationRequestEmailChangeArgs = {
  input: ChangeEmailInput;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationUpdateNotificationPreferencesArgs = {
  input: NotificationPreferencesInput;
};

export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  emailNotifications: Scalars['Boolean']['output'];
  lowBalanceAlerts: Scalars['Boolean']['output'];
  lowBalanceThreshold: Scalars['Int']['output'];
  marketingEmails: Scalars['Boolean']['output'];
  renewalReminders: Scalars['Boolean']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
};

export type NotificationPreferencesInput = {
  emailNotifications: Scalars['Boolean']['input'];
  lowBalanceAlerts: Scalars['Boolean']['input'];
  lowBalanceThreshold: Scalars['Int']['input'];
  marketingEmails: Scalars['Boolean']['input'];
  renewalReminders: Scalars['Boolean']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Admin actions, newest first (admin only), optionally of one admin and/or one action type; limit 1 to 500. */
  adminActivity: AdminActivityPage;
  /** The admins and action types found in the activity log (admin only). */
  adminActivityFilters: AdminActivityFilters;
  /** The admin's figures (admin only). */
  adminStats: AdminStats;
  /**
   * Accounts, newest first (admin only). `search` matches username or e-mail, case-insensitive, anywhere in
   * them; limit 1 to 500 (default 100), offset from 0.
   */
  adminUsers: AdminUserPage;
  /** The signed-in person, or null for a visitor. */
  me?: Maybe<User>;
  /** The caller's signed-in sessions, most recently used first. */
  mySessions: Array<SignInSession>;
};


export type QueryAdminActivityArgs = {
  actionType?: InputMaybe<Scalars['String']['input']>;
  adminId?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  /** The token of the reset link. */
  token: Scalars['String']['input'];
};

export type Role =
  | 'admin'
  | 'user';

/** One signed-in session of the caller (a browser or device where they are signed in). */
export type SignInSession = {
  __typename?: 'SignInSession';
  createdAt: Scalars['String']['output'];
  /** The session of this very request. */
  current: Scalars['Boolean']['output'];
  /** An opaque id of the session. */
  id: Scalars['ID']['output'];
  /** The address it signed in from. */
  ip?: Maybe<Scalars['String']['output']>;
  /** When it was last used (to within a few minutes). */
  lastUsedAt: Scalars['String']['output'];
};

/** A person with an account. Owned by identity; other services add fields to it. */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Whether the person proved they read their e-mail address (the link of the verification mail). */
  emailVerified: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  notificationPreferences: NotificationPreferences;
  role: Role;
  /** The account's summary of its billing subscription. */
  subscriptionState: AccountSubscriptionStatus;
  /**
   * active, inactive, cancelled or past_due
   * @deprecated Use subscriptionState.
   */
  subscriptionStatus: Scalars['String']['output'];
  username: Scalars['String']['output'];
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
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  AdminStats:
    ( { __typename: 'AdminStats' }
    & GraphQLRecursivePick<FederationTypes['AdminStats'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountSubscriptionStatus: ResolverTypeWrapper<AccountSubscriptionStatusModel>;
  AdminActivity: ResolverTypeWrapper<AdminActivityRowModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  AdminActivityFilters: ResolverTypeWrapper<Omit<AdminActivityFilters, 'admins'> & { admins: Array<ResolversTypes['User']> }>;
  AdminActivityPage: ResolverTypeWrapper<Omit<AdminActivityPage, 'rows'> & { rows: Array<ResolversTypes['AdminActivity']> }>;
  AdminStats: ResolverTypeWrapper<AdminFiguresModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AdminUserPage: ResolverTypeWrapper<Omit<AdminUserPage, 'rows'> & { rows: Array<ResolversTypes['User']> }>;
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  DailySignUps: ResolverTypeWrapper<DailySignUps>;
  DeleteAccountInput: DeleteAccountInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferencesModel>;
  NotificationPreferencesInput: NotificationPreferencesInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ResetPasswordInput: ResetPasswordInput;
  Role: ResolverTypeWrapper<RoleModel>;
  SignInSession: ResolverTypeWrapper<SignInSession>;
  User: ResolverTypeWrapper<PublicUserModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminActivity: AdminActivityRowModel;
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  AdminActivityFilters: Omit<AdminActivityFilters, 'admins'> & { admins: Array<ResolversParentTypes['User']> };
  AdminActivityPage: Omit<AdminActivityPage, 'rows'> & { rows: Array<ResolversParentTypes['AdminActivity']> };
  AdminStats: AdminFiguresModel;
  ID: Scalars['ID']['output'];
  AdminUserPage: Omit<AdminUserPage, 'rows'> & { rows: Array<ResolversParentTypes['User']> };
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  DailySignUps: DailySignUps;
  DeleteAccountInput: DeleteAccountInput;
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  NotificationPreferences: NotificationPreferencesModel;
  NotificationPreferencesInput: NotificationPreferencesInput;
  Query: Record<PropertyKey, never>;
  ResetPasswordInput: ResetPasswordInput;
  SignInSession: SignInSession;
  User: PublicUserModel;
};

export type AccountSubscriptionStatusResolvers = { active: 'active', cancelled: 'cancelled', inactive: 'inactive', past_due: 'past_due' };

export type AdminActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminActivity'] = ResolversParentTypes['AdminActivity']> = {
  actionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  admin?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  adminId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetUserId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminActivityFiltersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminActivityFilters'] = ResolversParentTypes['AdminActivityFilters']> = {
  actionTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  admins?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type AdminActivityPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminActivityPage'] = ResolversParentTypes['AdminActivityPage']> = {
  rows?: Resolver<Array<ResolversTypes['AdminActivity']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats'], FederationReferenceType extends FederationReferenceTypes['AdminStats'] = FederationReferenceTypes['AdminStats']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['AdminStats']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  signUpsByDay?: Resolver<Array<ResolversTypes['DailySignUps']>, ParentType, ContextType, RequireFields<AdminStatsSignUpsByDayArgs, 'days'>>;
  totalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usersWithActiveSubscriptions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminUserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminUserPage'] = ResolversParentTypes['AdminUserPage']> = {
  rows?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DailySignUpsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailySignUps'] = ResolversParentTypes['DailySignUps']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminResendVerificationEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminResendVerificationEmailArgs, 'userId'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  requestEmailChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendVerificationEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  signOutOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updateNotificationPreferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferencesArgs, 'input'>>;
};

export type NotificationPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPreferences'] = ResolversParentTypes['NotificationPreferences']> = {
  emailNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lowBalanceAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lowBalanceThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketingEmails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  renewalReminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminActivity?: Resolver<ResolversTypes['AdminActivityPage'], ParentType, ContextType, RequireFields<QueryAdminActivityArgs, 'limit' | 'offset'>>;
  adminActivityFilters?: Resolver<ResolversTypes['AdminActivityFilters'], ParentType, ContextType>;
  adminStats?: Resolver<ResolversTypes['AdminStats'], ParentType, ContextType>;
  adminUsers?: Resolver<ResolversTypes['AdminUserPage'], ParentType, ContextType, RequireFields<QueryAdminUsersArgs, 'limit' | 'offset'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['SignInSession']>, ParentType, ContextType>;
};

export type RoleResolvers = { admin: 'admin', user: 'user' };

export type SignInSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInSession'] = ResolversParentTypes['SignInSession']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationPreferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  subscriptionState?: Resolver<ResolversTypes['AccountSubscriptionStatus'], ParentType, ContextType>;
  subscriptionStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountSubscriptionStatus?: AccountSubscriptionStatusResolvers;
  AdminActivity?: AdminActivityResolvers<ContextType>;
  AdminActivityFilters?: AdminActivityFiltersResolvers<ContextType>;
  AdminActivityPage?: AdminActivityPageResolvers<ContextType>;
  AdminStats?: AdminStatsResolvers<ContextType>;
  AdminUserPage?: AdminUserPageResolvers<ContextType>;
  DailySignUps?: DailySignUpsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers;
  SignInSession?: SignInSessionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

