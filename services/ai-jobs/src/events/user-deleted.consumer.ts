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

/** A person's job tables, the ones that refer to `gemini_sessions` first. */
const JOB_TABLES = [
  'conversational_edit_sessions',
  'person_generation_sessions',
  'try_on_sessions',
  'job_request_keys',
  'gemini_sessions',
] as const;

/** Where a worker stages a person's results before media registers them. */
export function stagingPrefixOf(userId: number): string {
  return `staging/results/${userId}/`;
}

/**
 * A deleted account: the person's jobs (generations, try-ons, edits), their request keys and the
 * results staged for them go. The registered results are media's (it removes them on the same event).
 * The staged objects are removed before the transaction commits, so a failure rolls the rows back and
 * the message comes again; a replay finds nothing.
 */
export function startUserDeletedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  storage: ObjectStorage,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: UserDeleted,
    durable: 'aijobs-user-deleted',
    handle: async ({ trx, envelope, logger }) => {
      const { userId } = envelope.data;
      let jobs = 0;
      for (const table of JOB_TABLES) jobs += await trx(table).where({ userId }).delete();
      const { unsent } = await forgetPublishedEventsOf(trx, userId);
      if (unsent > 0) throw new Error(`${unsent} events about the person are not published yet`);
      const staged = await storage.listKeys(stagingPrefixOf(userId));
      for (const key of staged) await storage.removeObject(key);
      logger.info({ userId, jobs, staged: staged.length }, 'removed the jobs of a deleted account');
    },
  });
}
