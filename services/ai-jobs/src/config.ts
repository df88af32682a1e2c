import { z } from 'zod';
import { loadConfig, serviceEnv, storageEnv } from '@tryon/kit';

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

export const aiJobsEnv = {
  ...serviceEnv,
  ...storageEnv,
  /** Google's Gemini API key; with it generation, edits (and try-on when active) use Gemini. */
  GEMINI_API_KEY: optional,
  /** The image model (Gemini 2.5 Flash Image family). */
  GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash-image'),
  /** Another address for Gemini's API (a local stub in tests). */
  GEMINI_API_BASE: optional.pipe(z.url().optional()),
  /** FASHN's API key; with it and active_api = fashn, try-ons use FASHN. */
  FASHN_API_KEY: optional,
  FASHN_API_BASE: optional.pipe(z.url().optional()),
  /** Longest a provider may work on one job before the attempt counts as failed (transient). */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Attempts of one job (transient failures are retried with backoff; refusals are not). */
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(4),
  /** Jobs one worker process runs at the same time. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** How long JetStream waits for a worker's sign of life before giving the job to another worker. */
  JOB_ACK_WAIT_MS: z.coerce.number().int().min(2000).default(60_000),
  /** Jobs accepted but not queued (the process died in between) are queued again after this long. */
  REQUEUE_AFTER_MS: z.coerce.number().int().min(1000).default(30_000),
};

export type AiJobsConfig = ReturnType<typeof loadAiJobsConfig>;

/** Reads ai-jobs' environment once (the API process and the workers share it). */
export function loadAiJobsConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(aiJobsEnv, env);
}
