import type { ProfileService } from '../domain/profile.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * identity's resolvers: one line each over the profile service, which checks the caller (`ctx.caller`).
 * A User's parent is the `PublicUser` the domain returns (codegen mapper).
 */
export function identityResolvers(deps: { profile: ProfileService }): Resolvers {
  const { profile } = deps;
  return {
    Query: {
      me: (_, __, ctx) => profile.me(ctx.caller),
    },
    Mutation: {
      updateNotificationPreferences: (_, args, ctx) => profile.updatePreferences(ctx.caller, args.input),
    },
    User: {
      __resolveReference: (ref, ctx) => profile.user(ctx.caller, Number(ref.id)),
      notificationPreferences: (user, _, ctx) => profile.preferences(ctx.caller, user.id),
    },
  };
}
