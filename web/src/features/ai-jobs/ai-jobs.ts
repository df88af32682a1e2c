import { ApiError } from '../../lib/errors';

/**
 * What the generate and try-on screens share about AI jobs (issue 5): a job's lifecycle, the person
 * attributes, the try-on choices, and the rules for reading a start call's refusal. The GraphQL documents
 * are in ai-jobs.graphql.ts (status, edit) and in each screen's own (generate.graphql.ts, tryon.graphql.ts).
 */

/** A job's lifecycle (spec section 4): pending, then processing, then completed or failed. */
export type JobStatusValue = 'pending' | 'processing' | 'completed' | 'failed';

/** What the status push, the status query and the start answers report about a job. */
export interface JobStatus {
  id: number;
  status: JobStatusValue;
  /** An `/uploads/...` address once completed, else null. */
  resultUrl: string | null;
  errorMessage: string | null;
  /** True when the offline engine made the image (the UI labels it "Offline preview"). */
  offline: boolean;
}

/** The person attributes of the generate form (spec section 3). */
export interface PersonAttributes {
  gender: string;
  age: string;
  ethnicity: string;
  build: string;
  hairColor: string;
  hairStyle: string;
  clothing: string;
  pose: string;
}

export type TryOnCategory = 'tops' | 'bottoms' | 'full-body' | 'accessories';
export type GarmentType = 'top' | 'bottom' | 'shoes' | 'full-body';

const STATUSES: readonly string[] = ['pending', 'processing', 'completed', 'failed'];

/** Whether the graph's status string is one of the four the screens know. */
export function isJobStatusValue(value: unknown): value is JobStatusValue {
  return typeof value === 'string' && STATUSES.includes(value);
}

/**
 * A job as the screens follow it, from anything the graph answers about it (the schema types `status` as a
 * plain string); `null` when it carries no id or an unknown status.
 */
export function toJobStatus(
  job:
    | {
        id?: number | null;
        status?: string | null;
        resultUrl?: string | null;
        errorMessage?: string | null;
        offline?: boolean | null;
      }
    | null
    | undefined,
): JobStatus | null {
  if (!job || typeof job.id !== 'number' || !isJobStatusValue(job.status)) return null;
  return {
    id: job.id,
    status: job.status,
    resultUrl: job.resultUrl ?? null,
    errorMessage: job.errorMessage ?? null,
    offline: Boolean(job.offline),
  };
}

/** Whether a start call failed because the balance is empty (402 `NO_SESSIONS`, also as a GraphQL error). */
export function isOutOfSessions(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NO_SESSIONS' || error.status === 402);
}

/** Whether a job has ended (completed or failed). */
export function isTerminal(status: JobStatusValue | null | undefined): boolean {
  return status === 'completed' || status === 'failed';
}

/** Order of the states: an answer that would move a job backwards (a late poll or push) is ignored. */
const RANK: Record<JobStatusValue, number> = { pending: 0, processing: 1, completed: 2, failed: 2 };

/**
 * Whether `update` may replace what is known of the job (`known`): never once the job ended, and never to
 * an earlier state than the known one.
 */
export function movesForward(known: JobStatusValue | null | undefined, update: JobStatusValue): boolean {
  if (!known) return true;
  if (isTerminal(known)) return false;
  return RANK[update] >= RANK[known];
}
