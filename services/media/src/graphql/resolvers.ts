import { requireSelfOrAdmin, type GraphQLContext } from '@tryon/kit';
import type { GalleryService } from '../domain/gallery.service.js';

/** media's resolvers: thin edges over the gallery service (which checks ownership). */
export function mediaResolvers(deps: { gallery: GalleryService }) {
  const { gallery } = deps;
  return {
    Query: {
      savedUserImages: (
        _: unknown,
        args: { userId: number; category?: string | null },
        ctx: GraphQLContext,
      ) => gallery.listUserImages(ctx.caller, args.userId, args.category),
      savedTryOnResults: (_: unknown, args: { userId: number }, ctx: GraphQLContext) =>
        gallery.listTryOnResults(ctx.caller, args.userId),
      savedGeminiPeople: (_: unknown, args: { userId: number }, ctx: GraphQLContext) =>
        gallery.listGeminiPeople(ctx.caller, args.userId),
    },
    Mutation: {
      saveUserImage: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
        gallery.saveUserImage(ctx.caller, args.input),
      deleteSavedUserImage: (_: unknown, args: { id: number }, ctx: GraphQLContext) =>
        gallery.deleteUserImage(ctx.caller, args.id),
      saveTryOnResult: (_: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
        gallery.saveTryOnResult(ctx.caller, args.input),
      deleteSavedTryOnResult: (_: unknown, args: { id: number }, ctx: GraphQLContext) =>
        gallery.deleteTryOnResult(ctx.caller, args.id),
      deleteSavedGeminiPerson: (_: unknown, args: { id: number }, ctx: GraphQLContext) =>
        gallery.deleteGeminiPerson(ctx.caller, args.id),
    },
    User: {
      __resolveReference: (ref: { id: number }, ctx: GraphQLContext) => {
        requireSelfOrAdmin(ctx.caller, Number(ref.id));
        return { id: Number(ref.id) };
      },
      savedUserImages: (user: { id: number }, args: { category?: string | null }, ctx: GraphQLContext) =>
        gallery.listUserImages(ctx.caller, user.id, args.category),
      savedTryOnResults: (user: { id: number }, _: unknown, ctx: GraphQLContext) =>
        gallery.listTryOnResults(ctx.caller, user.id),
      savedGeminiPeople: (user: { id: number }, _: unknown, ctx: GraphQLContext) =>
        gallery.listGeminiPeople(ctx.caller, user.id),
    },
  };
}
