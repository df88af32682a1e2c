import { z } from 'zod';
import { loadConfig, serviceEnv, storageEnv } from '@tryon/kit';
import { parseModelList } from '@tryon/kit/gemini-models';

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The image models tried in order when GEMINI_MODEL is not set: the current generally available model
 * first, older ones last (Google retires model names every few months).
 */
export const DEFAULT_GEMINI_MODELS = [
  'gemini-3.1-flash-image',
  'gemini-3-pro-image',
  'gemini-3-pro-image-preview',
  'gemini-2.5-flash-image',
] as const;

/** A non-negative count (0: no limit). */
const limit = (fallback: number) => z.coerce.number().int().min(0).max(1_000_000).default(fallback);

export const aiJobsEnv = {
  ...serviceEnv,
  ...storageEnv,
  /** Google's Gemini API key; with it generation, edits (and try-on when active) use Gemini. */
  GEMINI_API_KEY: optional,
  /**
   * The image models to use, in order of preference (comma-separated): the first one the key can use
   * serves, looked up at start and hourly; the admin may pin another one. Default
   * {@link DEFAULT_GEMINI_MODELS}.
   */
  GEMINI_MODEL: z
    .string()
    .optional()
    .transform((v) => parseModelList(v || DEFAULT_GEMINI_MODELS.join(',')))
    .pipe(z.array(z.string()).min(1, 'must name at least one model')),
  /** Another address for Gemini's API (a local stub in tests). */
  GEMINI_API_BASE: optional.pipe(z.url().optional()),
  /** FASHN's API key; with it and active_api = fashn, try-ons use FASHN. */
  FASHN_API_KEY: optional,
  /** Another address for FASHN's API (a local stub in tests). */
  FASHN_API_BASE: optional.pipe(z.url().optional()),
  /** Longest a provider may work on one job before the attempt counts as failed (transient). */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Attempts of one job (transient failures are retried with backoff; refusals are not). */
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(4),
  /**
   * Jobs one worker process holds at the same time (running, or waiting for a provider slot). Provider
   * calls are network waits, so a process keeps hundreds; the provider limits below pace the calls.
   */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(5000).default(256),
  /** Postgres connections of one worker process (each job's queries are short). */
  WORKER_DB_POOL_MAX: z.coerce.number().int().min(2).max(200).default(20),
  /**
   * Per-provider limits of one worker process: calls in flight and calls started in any rolling minute
   * (0: no limit). A call over a limit waits for a slot (the job stays claimed) instead of being made
   * and refused with a 429. Set them to the provider account's limits divided by the worker replicas.
   */
  GEMINI_MAX_IN_FLIGHT: limit(500),
  /** Gemini calls one worker process starts in any rolling minute (0: no limit). */
  GEMINI_MAX_PER_MINUTE: limit(500),
  /** FASHN runs one worker process has in flight (0: no limit). */
  FASHN_MAX_IN_FLIGHT: limit(6),
  /** FASHN runs one worker process starts in any rolling minute; a two-garment try-on is two (0: no limit). */
  FASHN_MAX_PER_MINUTE: limit(50),
  /** The offline engine works on this machine's CPU: a few at a time keep memory and latency low. */
  LOCAL_MAX_IN_FLIGHT: limit(2),
  /** Offline-engine jobs one worker process starts in any rolling minute (0: no limit). */
  LOCAL_MAX_PER_MINUTE: limit(0),
  /**
   * Provider answers (each an image, megabytes) one worker process reads at once; the others wait in
   * their sockets. Keeps memory flat when hundreds of calls end together.
   */
  PROVIDER_READS_AT_ONCE: z.coerce.number().int().min(1).max(1000).default(12),
  /** How long JetStream waits for a worker's sign of life before giving the job to another worker. */
  JOB_ACK_WAIT_MS: z.coerce.number().int().min(2000).default(60_000),
  /** Jobs accepted but not queued (the process died in between) are queued again after this long. */
  REQUEUE_AFTER_MS: z.coerce.number().int().min(1000).default(30_000),
};

export type AiJobsConfig = ReturnType<typeof loadAiJobsConfig>;

/** The providers' limits as configured: `{ gemini: { maxInFlight, maxPerMinute }, ... }`. */
export function providerLimits(config: AiJobsConfig) {
  return {
    gemini: { maxInFlight: config.GEMINI_MAX_IN_FLIGHT, maxPerMinute: config.GEMINI_MAX_PER_MINUTE },
    fashn: { maxInFlight: config.FASHN_MAX_IN_FLIGHT, maxPerMinute: config.FASHN_MAX_PER_MINUTE },
    local: { maxInFlight: config.LOCAL_MAX_IN_FLIGHT, maxPerMinute: config.LOCAL_MAX_PER_MINUTE },
  };
}

/** Reads ai-jobs' environment once (the API process and the workers share it). */
export function loadAiJobsConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(aiJobsEnv, env);
}
