import { requireUserRef } from '@tryon/kit';
import type { GalleryService } from '../domain/gallery.service.js';
import type { DataExportService } from '../domain/data-export.service.js';
import { knownPersonAttributes } from '@tryon/proto-events';
import { knownTryOnCategory } from '../domain/known-values.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/**
 * media's resolvers: one line each over the gallery service, which checks the caller (`ctx.caller`).
 * Parents are the gallery rows the domain returns (codegen mappers); a User is only its id. The enum fields
 * read the stored columns (a saved try-on's category text only when it is one of the categories).
 */
export function mediaResolvers(deps: { gallery: GalleryService; exports: DataExportService }): Resolvers {
  const { gallery, exports } = deps;
  return {
    Query: {
      savedUserImages: (_, args, ctx) => gallery.listUserImages(ctx.caller, args.userId, args),
      savedTryOnResults: (_, args, ctx) => gallery.listTryOnResults(ctx.caller, args.userId),
      savedGeminiPeople: (_, args, ctx) => gallery.listGeminiPeople(ctx.caller, args.userId),
      savedUserImagesPage: (_, args, ctx) => gallery.pageUserImages(ctx.caller, args.userId, args),
      savedTryOnResultsPage: (_, args, ctx) => gallery.pageTryOnResults(ctx.caller, args.userId, args),
      savedGeminiPeoplePage: (_, args, ctx) => gallery.pageGeminiPeople(ctx.caller, args.userId, args),
      myDataExport: (_, __, ctx) => exports.latest(ctx.caller),
    },
    Mutation: {
      requestDataExport: (_, __, ctx) => exports.request(ctx.caller),
      saveUserImage: (_, args, ctx) => gallery.saveUserImage(ctx.caller, args.input),
      deleteSavedUserImage: (_, args, ctx) => gallery.deleteUserImage(ctx.caller, args.id),
      saveTryOnResult: (_, args, ctx) => gallery.saveTryOnResult(ctx.caller, args.input),
      deleteSavedTryOnResult: (_, args, ctx) => gallery.deleteTryOnResult(ctx.caller, args.id),
      deleteSavedGeminiPerson: (_, args, ctx) => gallery.deleteGeminiPerson(ctx.caller, args.id),
    },
    User: {
      __resolveReference: (ref, ctx) => requireUserRef(ctx.caller, ref),
      savedUserImages: (user, args, ctx) => gallery.listUserImages(ctx.caller, user.id, args),
      savedTryOnResults: (user, _, ctx) => gallery.listTryOnResults(ctx.caller, user.id),
      savedGeminiPeople: (user, _, ctx) => gallery.listGeminiPeople(ctx.caller, user.id),
      savedUserImagesPage: (user, args, ctx) => gallery.pageUserImages(ctx.caller, user.id, args),
      savedTryOnResultsPage: (user, args, ctx) => gallery.pageTryOnResults(ctx.caller, user.id, args),
      savedGeminiPeoplePage: (user, args, ctx) => gallery.pageGeminiPeople(ctx.caller, user.id, args),
    },
    SavedUserImage: { kind: (image) => image.category },
    DataExport: {
      requestedAt: (e) => e.requestedAt.toISOString(),
      readyAt: (e) => e.readyAt?.toISOString() ?? null,
      expiresAt: (e) => e.expiresAt?.toISOString() ?? null,
    },
    SavedTryOnResult: { tryOnCategory: (result) => knownTryOnCategory(result.category) },
    SavedGeminiPerson: { person: (person) => knownPersonAttributes(person.attributes) },
    // The total is counted only when a client asks for it.
    SavedUserImagePage: { totalCount: (page) => page.count() },
    SavedTryOnResultPage: { totalCount: (page) => page.count() },
    SavedGeminiPersonPage: { totalCount: (page) => page.count() },
  };
}
