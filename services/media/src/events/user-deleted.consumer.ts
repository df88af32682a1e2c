import {
  forgetPublishedEventsOf,
  startConsumer,
  type Db,
  type Logger,
  type Nats,
  type ObjectStorage,
  type RunningConsumer,
} from '@tryon/kit';
import { UserDeleted } from '@tryon/proto-events';
import { storedKeysOf } from '../domain/upload.service.js';

/** The tables of saved items, each a person's own rows. */
const SAVED_TABLES = [
  'saved_user_images',
  'saved_try_on_results',
  'saved_gemini_people',
  'saved_generated_people',
] as const;

/**
 * A deleted account: every saved item, stored image and data export of the person goes, the bytes with
 * their rows (an export still being built when the account goes removes its own ZIP: the runner).
 * The rows go in the inbox's transaction; the objects are removed before it commits, so a failure
 * (the store down) rolls the rows back and the message comes again. A replay finds nothing to remove.
 */
export function startUserDeletedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  storage: ObjectStorage,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: UserDeleted,
    durable: 'media-user-deleted',
    handle: async ({ trx, envelope, logger }) => {
      const { userId } = envelope.data;
      for (const table of SAVED_TABLES) await trx(table).where({ userId }).delete();
      const objects: { key: string; thumbKey: string; stagingKey: string | null }[] = await trx(
        'media_objects',
      )
        .where({ userId })
        .delete()
        .returning(['key', 'thumbKey', 'stagingKey']);
      await trx('data_exports').where({ userId }).delete();
      const { unsent } = await forgetPublishedEventsOf(trx, userId);
      if (unsent > 0) throw new Error(`${unsent} events about the person are not published yet`);
      const keys = objects.flatMap((o) => [...storedKeysOf(o), ...(o.stagingKey ? [o.stagingKey] : [])]);
      for (const key of keys) await storage.removeObject(key);
      for (const key of await storage.listKeys(`exports/${userId}/`)) await storage.removeObject(key);
      logger.info({ userId, objects: objects.length }, 'removed the images of a deleted account');
    },
  });
}
