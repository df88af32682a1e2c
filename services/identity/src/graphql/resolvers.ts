import { isoDate } from '@tryon/kit';
import type { AccountService } from '../domain/account.service.js';
import type { AdminService } from '../domain/admin.service.js';
import type { ProfileService } from '../domain/profile.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * identity's resolvers: one line each over the profile service, which checks the caller (`ctx.caller`).
 * A User's parent is the `PublicUser` the domain returns (codegen mapper).
 */
export function identityResolvers(deps: {
  profile: ProfileService;
  admin: AdminService;
  account: AccountService;
}): Resolvers {
  const { profile, admin, account } = deps;
  return {
    Query: {
      me: (_, __, ctx) => profile.me(ctx.caller),
      adminStats: (_, __, ctx) => admin.stats(ctx.caller),
      adminUsers: (_, args, ctx) => admin.users(ctx.caller, args),
      adminActivity: (_, args, ctx) => admin.activity(ctx.caller, args),
      adminActivityFilters: (_, __, ctx) => admin.activityFilters(ctx.caller),
      mySessions: (_, __, ctx) => account.sessions(ctx.caller),
    },
    Mutation: {
      updateNotificationPreferences: (_, args, ctx) => profile.updatePreferences(ctx.caller, args.input),
      resendVerificationEmail: (_, __, ctx) => account.resendVerification(ctx.caller),
      adminResendVerificationEmail: (_, args, ctx) => account.adminResendVerification(ctx.caller, args),
      requestPasswordReset: (_, args, ctx) => account.requestPasswordReset(ctx.caller, args),
      resetPassword: (_, args, ctx) => account.resetPassword(ctx.caller, args.input),
      changePassword: (_, args, ctx) => account.changePassword(ctx.caller, args.input),
      requestEmailChange: (_, args, ctx) => account.requestEmailChange(ctx.caller, args.input),
      signOutOtherSessions: (_, __, ctx) => account.signOutOtherSessions(ctx.caller),
      deleteAccount: (_, args, ctx) => account.deleteAccount(ctx.caller, args.input),
    },
    User: {
      __resolveReference: (ref, ctx) => profile.user(ctx.caller, Number(ref.id)),
      subscriptionState: (user) => user.subscriptionStatus,
      notificationPreferences: (user, _, ctx) => profile.preferences(ctx.caller, user.id),
    },
    AdminStats: {
      __resolveReference: (_, ctx) => admin.stats(ctx.caller),
      totalUsers: (s) => s.totalUsers(),
      usersWithActiveSubscriptions: (s) => s.usersWithActiveSubscriptions(),
      signUpsByDay: (s, args) => s.signUpsByDay(args.days),
    },
    AdminActivity: {
      admin: (a, _, ctx) => profile.user(ctx.caller, a.adminId),
      metadata: (a) => (a.metadata === null ? null : JSON.stringify(a.metadata)),
      createdAt: (a) => isoDate(a.createdAt),
    },
  };
}
