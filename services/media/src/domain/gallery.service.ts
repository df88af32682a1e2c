import {
  AppError,
  parseInput,
  requireSelfOrAdmin,
  requireUser,
  type CallerContext,
  type Logger,
  type ObjectStorage,
  type OutboxWriter,
} from '@tryon/kit';
import {
  MediaImageDeleted,
  MediaImageSaved,
  saveGeminiPersonRequestSchema,
  type SavedGeminiPersonRecord,
} from '@tryon/proto-events';
import type { Knex } from 'knex';
import type {
  GalleryPage,
  GalleryRepository,
  SavedGeminiPerson,
  SavedTryOnResult,
  SavedUserImage,
} from '../data/gallery.repository.js';
import type { MediaObject, MediaObjectsRepository } from '../data/media-objects.repository.js';
import { isMediaAddress } from './addresses.js';
import { storedKeysOf } from './upload.service.js';
import {
  IMAGE_URL_MESSAGE,
  categoryFilter,
  galleryPageInput,
  saveTryOnResultInput,
  saveUserImageInput,
} from './validation.js';

/** The producer of media's events. */
export const PRODUCER = 'media';

/**
 * A person's gallery: saved uploads, saved try-on results and saved AI people. Only addresses the caller
 * owns can be saved; a deleted item's stored image goes too once nothing else refers to it. Every change
 * publishes an event through the outbox.
 */
export class GalleryService {
  constructor(
    private readonly deps: {
      /** Runs the transactions that write events; kicks the relay after their commit. */
      outbox: OutboxWriter;
      gallery: GalleryRepository;
      objects: MediaObjectsRepository;
      storage: ObjectStorage;
      logger: Logger;
    },
  ) {}

  /** A person's saved images (of one category when `kind`, or the deprecated `category`, says), newest first. */
  async listUserImages(
    caller: CallerContext,
    userId: number,
    args: { category?: unknown; kind?: unknown } = {},
  ): Promise<SavedUserImage[]> {
    requireSelfOrAdmin(caller, userId);
    const filter = { category: args.category, kind: args.kind };
    return this.deps.gallery.listUserImages(userId, parseInput(categoryFilter, filter));
  }

  async listTryOnResults(caller: CallerContext, userId: number): Promise<SavedTryOnResult[]> {
    requireSelfOrAdmin(caller, userId);
    return this.deps.gallery.listTryOnResults(userId);
  }

  async listGeminiPeople(caller: CallerContext, userId: number): Promise<SavedGeminiPerson[]> {
    requireSelfOrAdmin(caller, userId);
    return this.deps.gallery.listGeminiPeople(userId);
  }

  /**
   * A page of a person's saved images (the caller's own, or anyone's for an admin), newest first:
   * `limit` 1 to 100 (default 50) after `cursor` (a `nextCursor` of the page before; absent: the first).
   */
  async pageUserImages(
    caller: CallerContext,
    userId: number,
    args: { category?: unknown; kind?: unknown; limit?: unknown; cursor?: unknown },
  ): Promise<GalleryPage<SavedUserImage>> {
    requireSelfOrAdmin(caller, userId);
    const category = parseInput(categoryFilter, { category: args.category, kind: args.kind });
    const page = parseInput(galleryPageInput, { limit: args.limit, cursor: args.cursor });
    return this.deps.gallery.pageUserImages(userId, category, page);
  }

  /** A page of a person's saved try-on results, newest first (see pageUserImages). */
  async pageTryOnResults(
    caller: CallerContext,
    userId: number,
    args: { limit?: unknown; cursor?: unknown },
  ): Promise<GalleryPage<SavedTryOnResult>> {
    requireSelfOrAdmin(caller, userId);
    return this.deps.gallery.pageTryOnResults(userId, parseInput(galleryPageInput, args));
  }

  /** A page of a person's saved AI people, newest first (see pageUserImages). */
  async pageGeminiPeople(
    caller: CallerContext,
    userId: number,
    args: { limit?: unknown; cursor?: unknown },
  ): Promise<GalleryPage<SavedGeminiPerson>> {
    requireSelfOrAdmin(caller, userId);
    return this.deps.gallery.pageGeminiPeople(userId, parseInput(galleryPageInput, args));
  }

  /**
   * Saves a generated person for ai-jobs (rpc.media.save-gemini-person), which has already checked that
   * the session is the person's and completed. The image must be a stored object of the same person
   * (NOT_FOUND when there is none, FORBIDDEN when it is someone else's). Saving the same session again
   * renames the existing row. Throws VALIDATION for bad input.
   */
  async saveGeminiPerson(input: unknown): Promise<{ person: SavedGeminiPersonRecord; created: boolean }> {
    const data = parseInput(saveGeminiPersonRequestSchema, input);
    const { userId } = data;
    const saved = await this.deps.outbox.transaction(async (trx, publish) => {
      // The row first, then the image (locked against deletion until this commits; a refusal rolls the
      // row back): the same order as a delete takes its locks in, so the two cannot deadlock.
      const { person, created } = await this.deps.gallery.upsertGeminiPerson(trx, data);
      const obj = isMediaAddress(data.imageUrl)
        ? await this.deps.objects.findForShare(trx, data.imageUrl)
        : null;
      if (!obj) throw new AppError('NOT_FOUND', 'Image not found: use an image generated for you');
      if (obj.userId !== userId) throw new AppError('FORBIDDEN', 'Forbidden: not your image');
      const imageUrl = person.imageUrl ?? data.imageUrl;
      // A second save of the same session only renames it: no new image is saved.
      if (created) {
        await publish(MediaImageSaved, { userId, itemId: person.id, kind: 'gemini_person', imageUrl });
      }
      return {
        created,
        person: {
          id: person.id,
          userId: person.userId,
          geminiSessionId: person.geminiSessionId ?? data.geminiSessionId,
          name: person.name,
          imageUrl,
          isFavorite: person.isFavorite,
          savedAt: person.savedAt,
          attributes: person.attributes,
        },
      };
    });
    return saved;
  }

  async saveUserImage(caller: CallerContext, input: unknown): Promise<SavedUserImage> {
    const userId = requireUser(caller);
    const data = parseInput(saveUserImageInput, input);
    const saved = await this.deps.outbox.transaction(async (trx, publish) => {
      await this.requireOwned(trx, data.imageUrl, userId, IMAGE_URL_MESSAGE);
      const item = await this.deps.gallery.insertUserImage(trx, { userId, ...data });
      await publish(MediaImageSaved, {
        userId,
        itemId: item.id,
        kind: 'user_image',
        imageUrl: item.imageUrl,
      });
      return item;
    });
    return saved;
  }

  async saveTryOnResult(caller: CallerContext, input: unknown): Promise<SavedTryOnResult> {
    const userId = requireUser(caller);
    const data = parseInput(saveTryOnResultInput, input);
    const saved = await this.deps.outbox.transaction(async (trx, publish) => {
      await this.requireOwned(trx, data.resultImageUrl, userId, ownMessage('resultImageUrl'));
      if (data.personImageUrl)
        await this.requireOwned(trx, data.personImageUrl, userId, ownMessage('personImageUrl'));
      if (data.clothingImageUrl)
        await this.requireOwned(trx, data.clothingImageUrl, userId, ownMessage('clothingImageUrl'));
      const item = await this.deps.gallery.insertTryOnResult(trx, { userId, ...data });
      await publish(MediaImageSaved, {
        userId,
        itemId: item.id,
        kind: 'try_on_result',
        imageUrl: item.resultImageUrl,
      });
      return item;
    });
    return saved;
  }

  async deleteUserImage(caller: CallerContext, id: number): Promise<boolean> {
    requireUser(caller);
    const removed = await this.deps.outbox.transaction(async (trx, publish) => {
      const item = visibleTo(caller, await this.deps.gallery.findUserImage(trx, id));
      if (!(await this.deps.gallery.deleteUserImage(trx, id))) throw new AppError('NOT_FOUND', 'Not found');
      await publish(MediaImageDeleted, {
        userId: item.userId,
        itemId: id,
        kind: 'user_image',
        imageUrl: item.imageUrl,
      });
      return this.releaseIfUnreferenced(trx, item.imageUrl);
    });
    await this.removeStored(removed);
    return true;
  }

  async deleteTryOnResult(caller: CallerContext, id: number): Promise<boolean> {
    requireUser(caller);
    const removed = await this.deps.outbox.transaction(async (trx, publish) => {
      const item = visibleTo(caller, await this.deps.gallery.findTryOnResult(trx, id));
      if (!(await this.deps.gallery.deleteTryOnResult(trx, id))) throw new AppError('NOT_FOUND', 'Not found');
      await publish(MediaImageDeleted, {
        userId: item.userId,
        itemId: id,
        kind: 'try_on_result',
        imageUrl: item.resultImageUrl,
      });
      // Only the result image belongs to the item; the person and clothing uploads are the person's own.
      return this.releaseIfUnreferenced(trx, item.resultImageUrl);
    });
    await this.removeStored(removed);
    return true;
  }

  /** Only the person who saved it may delete a saved AI person. */
  async deleteGeminiPerson(caller: CallerContext, id: number): Promise<boolean> {
    const callerId = requireUser(caller);
    const removed = await this.deps.outbox.transaction(async (trx, publish) => {
      const item = await this.deps.gallery.findGeminiPerson(trx, id);
      // Someone else's saved person answers as one that does not exist (ids cannot be probed).
      if (!item || item.userId !== callerId) throw new AppError('NOT_FOUND', 'Not found');
      if (!(await this.deps.gallery.deleteGeminiPerson(trx, id)))
        throw new AppError('NOT_FOUND', 'Not found');
      // Rows saved before images were recorded have none to announce or release.
      if (!item.imageUrl) return [];
      await publish(MediaImageDeleted, {
        userId: item.userId,
        itemId: id,
        kind: 'gemini_person',
        imageUrl: item.imageUrl,
      });
      return this.releaseIfUnreferenced(trx, item.imageUrl);
    });
    await this.removeStored(removed);
    return true;
  }

  private async requireOwned(
    trx: Knex.Transaction,
    address: string,
    userId: number,
    message: string,
  ): Promise<void> {
    const owned = isMediaAddress(address)
      ? await this.deps.objects.findOwnedForShare(trx, address, userId)
      : null;
    if (!owned) throw new AppError('VALIDATION', message);
  }

  /** Forgets the object at `address` when no saved item refers to it any more; returns what to remove. */
  private async releaseIfUnreferenced(trx: Knex.Transaction, address: string): Promise<MediaObject[]> {
    const obj = await this.deps.objects.lockForDelete(trx, address);
    if (!obj || (await this.deps.objects.isReferenced(trx, address))) return [];
    // A job still reads it: the record stays (held) and the sweep removes it once the hold is over.
    if (obj.heldUntil && obj.heldUntil.getTime() > Date.now()) return [];
    await this.deps.objects.delete(trx, obj.id);
    return [obj];
  }

  /** Removes stored bytes after the records are gone (a failure leaves an unreachable object, logged). */
  private async removeStored(objects: MediaObject[]): Promise<void> {
    for (const obj of objects) {
      for (const key of storedKeysOf(obj)) {
        await this.deps.storage
          .removeObject(key)
          .catch((err) => this.deps.logger.warn({ err, key }, 'could not remove a stored object'));
      }
    }
  }
}

/**
 * The saved item when the caller may act on it (its owner or an admin); someone else's answers as one that
 * does not exist, so ids cannot be probed.
 */
function visibleTo<T extends { userId: number }>(caller: CallerContext, item: T | null | undefined): T {
  if (!item || (item.userId !== caller.userId && caller.role !== 'admin')) {
    throw new AppError('NOT_FOUND', 'Not found');
  }
  return item;
}

function ownMessage(field: string): string {
  return `Invalid format: ${field} must be an /uploads/ address you own`;
}
