import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  collectUserRows,
  Periodic,
  sealText,
  type Logger,
  type ObjectStorage,
  type OutboxWriter,
} from '@tryon/kit';
import { DataExportReady, identityExportPartSchema, type ExportPart } from '@tryon/proto-events';
import type { Knex } from 'knex';
import type { DataExportRow, DataExportsRepository } from '../data/data-exports.repository.js';
import type { ExportParts } from '../rpc/export-parts.client.js';
import { archiveNameOf, writeExportZip } from './export-archive.js';
import { signExportLink } from './export-link.js';

/** The version of the export's JSON layout, written into it. */
export const EXPORT_FORMAT = 'tryon-data-export/1';

/** The message a person reads when their export could not be made. */
export const EXPORT_FAILED_MESSAGE = 'Your data export could not be prepared. Please try again.';

export interface DataExportRunnerDeps {
  db: Knex;
  exports: DataExportsRepository;
  storage: Pick<ObjectStorage, 'getObject' | 'putFile' | 'removeObject'>;
  outbox: Pick<OutboxWriter, 'transaction'>;
  logger: Logger;
  /** Each other service's part of the person's data (request-reply). */
  gather: (userId: number) => Promise<ExportParts>;
  /** The shared secret: link tokens are signed and sealed with it. */
  secret: string;
  /** How long a ready export (and its link) lasts. */
  ttlMs: number;
  /** A running export whose heartbeat is older than this is taken over (its replica died). */
  staleMs: number;
  /** Tries before an export is marked failed. */
  maxAttempts: number;
  /** How long a failed try waits before the next, times the tries so far. */
  retryMs: number;
  /** Where the ZIP is written before it is stored (default: the system's temp folder). */
  tmpDir?: string;
  now?: () => Date;
}

/**
 * Builds the data exports people ask for, one at a time per replica: claims the oldest pending export (or
 * one a dead replica left running), gathers the person's data from every service and their images from
 * storage, writes the ZIP to a temporary file, stores it, marks the export ready and (to a verified
 * address) asks support to mail the link, in one transaction. The claim lives in the database, so a
 * restart loses nothing. It also removes the ZIPs whose time is over.
 */
export class DataExportRunner {
  private readonly periodic: Periodic;
  /** Aborted on stop: the export being built is handed back at once, for another replica to take. */
  private readonly stopping = new AbortController();

  constructor(private readonly deps: DataExportRunnerDeps) {
    this.periodic = new Periodic('data export run', () => this.runOnce(), deps.logger);
  }

  start(everyMs: number): void {
    this.periodic.start(everyMs);
  }

  /** Looks for work now (a person just asked). */
  kick(): void {
    this.periodic.runNow();
  }

  stop(): Promise<void> {
    this.stopping.abort();
    return this.periodic.stop();
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Removes expired exports, then builds every export waiting; answers how many were built. */
  async runOnce(): Promise<number> {
    await this.expireOld();
    let built = 0;
    while (!this.stopping.signal.aborted) {
      const row = await this.deps.exports.claim(new Date(this.now().getTime() - this.deps.staleMs));
      if (!row) return built;
      if (await this.build(row)) built++;
    }
    return built;
  }

  private async expireOld(): Promise<void> {
    for (const row of await this.deps.exports.expiredReady(this.now(), 100)) {
      if (row.objectKey) await this.deps.storage.removeObject(row.objectKey);
      await this.deps.exports.markExpired(row.id);
    }
  }

  /** Builds one claimed export; false when it failed (retried later, or failed for good). */
  private async build(row: DataExportRow): Promise<boolean> {
    const { exports, logger } = this.deps;
    const claim = { id: row.id, attempts: row.attempts };
    const beat = setInterval(
      () => {
        exports
          .heartbeat(row.id, row.attempts)
          .catch((err: unknown) => logger.warn({ err }, 'heartbeat failed'));
      },
      Math.max(500, Math.floor(this.deps.staleMs / 3)),
    );
    const dir = await mkdtemp(join(this.deps.tmpDir ?? tmpdir(), 'tryon-export-'));
    try {
      const started = Date.now();
      const done = await this.buildZip(row, join(dir, 'export.zip'));
      logger.info(
        {
          exportId: row.id,
          userId: row.userId,
          bytes: done.sizeBytes,
          images: done.imageCount,
          ms: Date.now() - started,
        },
        'data export ready',
      );
      return true;
    } catch (err) {
      if (this.stopping.signal.aborted) {
        logger.info({ exportId: row.id }, 'data export handed back (stopping)');
        await exports.release(claim);
        return false;
      }
      const retryAt =
        row.attempts < this.deps.maxAttempts
          ? new Date(this.now().getTime() + this.deps.retryMs * row.attempts)
          : null;
      logger.error({ err, exportId: row.id, userId: row.userId, retryAt }, 'data export failed');
      await exports.markFailed(claim, EXPORT_FAILED_MESSAGE, retryAt);
      return false;
    } finally {
      clearInterval(beat);
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async buildZip(
    row: DataExportRow,
    path: string,
  ): Promise<{ sizeBytes: number; imageCount: number }> {
    const { db, exports, storage, outbox, secret } = this.deps;
    const parts = await untilAborted(this.deps.gather(row.userId), this.stopping.signal);
    const objects = await exports.objectsOf(row.userId);
    const saved = await collectUserRows(db, row.userId, [
      { section: 'savedImages', table: 'saved_user_images' },
      { section: 'savedTryOnResults', table: 'saved_try_on_results' },
      { section: 'savedModels', table: 'saved_gemini_people' },
      { section: 'savedGeneratedPeople', table: 'saved_generated_people' },
    ]);
    const images = objects.map((o) => ({
      file: archiveNameOf(o.address),
      address: o.address,
      kind: o.kind,
      contentType: o.contentType,
      sizeBytes: Number(o.size),
      width: o.width,
      height: o.height,
      createdAt: o.createdAt,
    }));
    const exportedAt = this.now();
    const data = {
      format: EXPORT_FORMAT,
      exportId: row.id,
      userId: row.userId,
      exportedAt,
      account: parts.identity,
      billing: parts.billing,
      jobs: parts['ai-jobs'],
      gallery: { ...saved, images } satisfies ExportPart,
      support: parts.support,
    };
    const sizeBytes = await writeExportZip(path, {
      signal: this.stopping.signal,
      data,
      images: objects.map((o) => ({
        name: archiveNameOf(o.address),
        mtime: new Date(o.createdAt),
        open: () => storage.getObject(o.key),
      })),
    });
    const objectKey = `exports/${row.userId}/${row.id}.zip`;
    await storage.putFile(objectKey, path, 'application/zip');

    const readyAt = this.now();
    const expiresAt = new Date(readyAt.getTime() + this.deps.ttlMs);
    const mailTo = verifiedAddress(parts.identity);
    const token = mailTo
      ? await signExportLink(secret, { exportId: row.id, userId: row.userId }, expiresAt)
      : null;
    const kept = await outbox.transaction(async (trx, publish) => {
      const ok = await exports.markReady(
        trx,
        { id: row.id, attempts: row.attempts },
        {
          objectKey,
          sizeBytes,
          imageCount: objects.length,
          readyAt,
          expiresAt,
        },
      );
      if (ok && mailTo && token) {
        await publish(DataExportReady, {
          exportId: row.id,
          userId: row.userId,
          email: mailTo,
          sealedToken: sealText(secret, token),
          expiresAt: expiresAt.toISOString(),
          at: new Date(row.createdAt).toISOString(),
        });
      }
      return ok;
    });
    if (!kept) {
      // The row is gone when the account was deleted meanwhile: its ZIP must not outlive it.
      if (!(await exports.find(row.id))) await storage.removeObject(objectKey);
      throw new Error('the export was taken over by another replica, or its account deleted');
    }
    return { sizeBytes, imageCount: objects.length };
  }
}

/** `work`, or an AbortError as soon as `signal` is aborted. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The account's address if the person proved they read it (an export link goes nowhere else). */
export function verifiedAddress(identityPart: ExportPart): string | null {
  const parsed = identityExportPartSchema.safeParse(identityPart);
  if (!parsed.success) return null;
  const { email, emailVerifiedAt } = parsed.data.profile;
  return email && emailVerifiedAt ? email : null;
}
