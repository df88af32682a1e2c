import { requireSelfOrAdmin, requireUser, type GraphQLContext } from '@tryon/kit';
import { toPublicUser, type PublicUser, type UsersRepository } from '../data/users.repository.js';
import type { PreferencesRepository } from '../data/preferences.repository.js';
import { parse, preferencesInput } from '../domain/validation.js';

/** identity's resolvers: thin edges over the repositories, with ownership checks. */
export function identityResolvers(deps: { users: UsersRepository; preferences: PreferencesRepository }) {
  return {
    Query: {
      me: async (_: unknown, __: unknown, ctx: GraphQLContext): Promise<PublicUser | null> => {
        if (ctx.caller.userId === null) return null;
        const row = await deps.users.findById(ctx.caller.userId);
        return row ? toPublicUser(row) : null;
      },
    },
    Mutation: {
      updateNotificationPreferences: async (_: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
        const userId = requireUser(ctx.caller);
        return deps.preferences.upsert(userId, parse(preferencesInput, args.input));
      },
    },
    User: {
      __resolveReference: async (ref: { id: number }, ctx: GraphQLContext): Promise<PublicUser | null> => {
        requireSelfOrAdmin(ctx.caller, Number(ref.id));
        const row = await deps.users.findById(Number(ref.id));
        return row ? toPublicUser(row) : null;
      },
      notificationPreferences: async (user: PublicUser, _: unknown, ctx: GraphQLContext) => {
        requireSelfOrAdmin(ctx.caller, user.id);
        return deps.preferences.get(user.id);
      },
    },
  };
}
