import { z } from 'zod';
import { loadConfig, serviceEnv, storageEnv } from '@tryon/kit';

/** media's environment: object storage, upload limits, image processing and clean-up. */
export const mediaEnv = {
  ...serviceEnv,
  ...storageEnv,
  /** Largest accepted upload, in bytes (the spec's 10 MB). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /**
   * Fewest bytes per second an upload's body must bring in, measured over each UPLOAD_RATE_WINDOW_MS; a
   * slower one is cut off with 408 (a slow-body attack holds no connection for long).
   */
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().nonnegative().default(2048),
  /** The window an upload's pace is measured over, in milliseconds (the first check is one window in). */
  UPLOAD_RATE_WINDOW_MS: z.coerce.number().int().min(100).default(10_000),
  /** Longest time an upload's whole body may take to arrive, in milliseconds; beyond it, 408. */
  UPLOAD_MAX_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(120 * 1000),
  /** Uploads one person may have open at once; one more is refused with 429 and Retry-After. */
  UPLOADS_PER_PERSON: z.coerce.number().int().positive().default(4),
  /** Largest decoded image accepted (pixel-flood guard), in pixels. */
  UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  /** Images decoded at the same time; the rest wait, spooled on disk (bounds memory). */
  IMAGE_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /**
   * AI results registered at the same time (read from staging, checked, stored: no decode unless a
   * result must be re-encoded, so more than IMAGE_CONCURRENCY; each holds a few megabytes).
   */
  RESULT_CONCURRENCY: z.coerce.number().int().positive().default(8),
  /** Folder for spooling uploads while they stream in (default: the system temp folder). */
  UPLOAD_TMP_DIR: z.string().optional(),
  /** Bytes one person's images (and thumbnails) may take in all; an upload beyond it is refused. */
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(500 * 1024 * 1024),
  /** An upload no saved item refers to is removed after this many hours. */
  UNSAVED_UPLOAD_TTL_HOURS: z.coerce.number().positive().default(24),
  /** How long a job that resolved an image as an input keeps it from being removed, in hours. */
  JOB_INPUT_HOLD_HOURS: z.coerce.number().positive().default(6),
  /** How long a ready data export (the ZIP and its download link) lasts, in hours. */
  EXPORT_LINK_TTL_HOURS: z.coerce.number().positive().default(24),
  /** Data exports one person may ask for in 24 hours (one at a time); one more answers 429. */
  EXPORTS_PER_DAY: z.coerce.number().int().positive().default(3),
  /**
   * How often media looks for data exports to build or to remove (an export asked for here starts at
   * once; this picks up the ones another replica left).
   */
  EXPORT_SWEEP_MS: z.coerce.number().int().min(100).default(10_000),
  /** A data export being built whose replica has not reported for this long is taken over by another. */
  EXPORT_STALE_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * How long a data export whose try failed (a service did not answer, the store refused) waits before
   * the next, in milliseconds, times the tries so far; after three it is failed.
   */
  EXPORT_RETRY_MS: z.coerce.number().int().min(100).default(30_000),
  /** How long each service has to answer its part of a data export, in milliseconds. */
  EXPORT_PART_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** How often unsaved uploads are swept. */
  SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60 * 1000),
};

export type MediaConfig = ReturnType<typeof loadMediaConfig>;

/** Reads media's environment once. */
export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(mediaEnv, env);
}
