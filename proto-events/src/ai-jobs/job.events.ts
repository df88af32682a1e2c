import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';
import { JobKind, JobStatus } from '../enums.js';

/**
 * The key of a job: `gemini:{id}` for a generation or try-on (gemini_sessions), `edit:{id}` for an edit
 * (conversational_edit_sessions). Billing debits under it; the work queue dedupes on it.
 */
export function jobKey(kind: JobKind, id: number): string {
  return `${kind === 'edit' ? 'edit' : 'gemini'}:${id}`;
}

/**
 * An AI job ended `failed`; billing refunds the debit whose idempotency key is `sessionId` (the job's
 * key), once. A job of several images (`variants`, 2 to 4, debited once for all of them) names the image
 * that failed instead (`variant`, from 0): billing refunds that image's share of the debit, once per
 * image. Such a job sends one event per failed image and never a whole-job one.
 */
export const JobFailed = defineEvent(
  'aijobs.job.failed.v1',
  STREAMS.aiJobs.name,
  z.object({
    sessionId: z.string().min(1).max(200),
    userId: z.number().int().positive(),
    kind: JobKind,
    /** The failed image of a job of several (from 0); absent: the whole job failed. */
    variant: z.number().int().min(0).max(3).optional(),
    /** How many images the job was debited for (2 to 4); given with `variant`. */
    variants: z.number().int().min(2).max(4).optional(),
  }),
);
export type JobFailedData = z.infer<typeof JobFailed.schema>;

/**
 * A session's status changed (pending, processing, completed, failed). The gateway pushes it to the
 * owner's subscriptions (`geminiSessionUpdated`, `editSessionUpdated`).
 */
export const SessionStatusChanged = defineEvent(
  'aijobs.session.status-changed.v1',
  STREAMS.aiJobs.name,
  z.object({
    userId: z.number().int().positive(),
    /** `session` = gemini_sessions (generation, try-on); `edit` = conversational_edit_sessions. */
    aggregate: z.enum(['session', 'edit']),
    id: z.number().int().positive(),
    status: JobStatus,
    resultUrl: z.string().nullable(),
    errorMessage: z.string().nullable(),
    offline: z.boolean(),
  }),
);
export type SessionStatusChangedData = z.infer<typeof SessionStatusChanged.schema>;

/** A job to run, on the work-queue stream (message id = the job's key, so a job is queued once). */
export const JobRequested = defineEvent(
  'aijobs-work.job.requested.v1',
  STREAMS.aiJobsWork.name,
  z.object({
    key: z.string().min(1).max(200),
    kind: JobKind,
    id: z.number().int().positive(),
    userId: z.number().int().positive(),
  }),
);
export type JobRequestedData = z.infer<typeof JobRequested.schema>;
