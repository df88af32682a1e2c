import type { Knex } from 'knex';
import { Periodic, type Logger, type ObjectStorage } from '@tryon/kit';
import type { MediaObject, MediaObjectsRepository } from '../data/media-objects.repository.js';
import { storedKeysOf } from './upload.service.js';

const BATCH = 200;

/**
 * Removes uploads nobody kept: older than `ttlMs`, referred to by no saved item and held by no job. Runs
 * every `intervalMs` on every replica; rows are taken with SKIP LOCKED, so replicas share the work and
 * none removes an object twice. The rows go first (in a transaction), the stored bytes after.
 */
export class UploadSweeper {
  private readonly periodic: Periodic;
  private running: Promise<number> | undefined;

  constructor(
    private readonly deps: {
      db: Knex;
      objects: MediaObjectsRepository;
      storage: ObjectStorage;
      logger: Logger;
      ttlMs: number;
    },
  ) {
    this.periodic = new Periodic('the sweep of unsaved uploads', () => this.sweepOnce(), deps.logger);
  }

  /** Sweeps every `intervalMs` (the first time after one interval). */
  start(intervalMs: number): void {
    this.periodic.start(intervalMs, { immediately: false });
  }

  async stop(): Promise<void> {
    await this.periodic.stop();
    await this.running?.catch(() => undefined);
  }

  /** One sweep; answers how many uploads it removed. */
  sweepOnce(now = new Date()): Promise<number> {
    this.running ??= this.sweep(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweep(now: Date): Promise<number> {
    const { db, objects, logger } = this.deps;
    const olderThan = new Date(now.getTime() - this.deps.ttlMs);
    let removed = 0;
    // A failure is logged by the Periodic that runs it (and the next tick tries again).
    for (;;) {
      const taken = await db.transaction((trx) => objects.takeUnsavedUploads(trx, olderThan, BATCH));
      await this.removeStored(taken);
      removed += taken.length;
      if (taken.length < BATCH) break;
    }
    if (removed > 0) logger.info({ removed }, 'removed unsaved uploads');
    return removed;
  }

  private async removeStored(rows: MediaObject[]): Promise<void> {
    for (const row of rows) {
      for (const key of storedKeysOf(row)) {
        await this.deps.storage
          .removeObject(key)
          .catch((err) => this.deps.logger.warn({ err, key }, 'could not remove a swept object'));
      }
    }
  }
}
