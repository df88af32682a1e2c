import type { JobStatus, PersonAttributesInput } from '../../__generated__/graphql';
import { ApiError } from '../../lib/errors';

/**
 * What the generate and try-on screens share about AI jobs (issue 5): a job's lifecycle, the person
 * attributes, and the rules for reading a start call's refusal. The closed sets (a job's state, the
 * attributes, the try-on choices) are the graph's enums, typed by codegen (`__generated__/graphql.ts`:
 * JobStatus, Gender, ..., TryOnCategory, GarmentType). The GraphQL documents are in ai-jobs.graphql.ts
 * (status, edit) and in each screen's own (generate.graphql.ts, tryon.graphql.ts).
 */

/** What the status push, the status query and the start answers report about a job. */
export interface TrackedJob {
  id: number;
  /** Its lifecycle (spec section 4): pending, then processing, then completed or failed. */
  state: JobStatus;
  /** An `/uploads/...` address once completed, else null. */
  resultUrl: string | null;
  errorMessage: string | null;
  /** True when the offline engine made the image (the UI labels it "Offline preview"). */
  offline: boolean;
}

/** The person attributes of the generate form (spec section 3), each one of its enum's names. */
export type PersonAttributes = {
  [K in keyof PersonAttributesInput]-?: NonNullable<PersonAttributesInput[K]>;
};
export type PersonAttributeKey = keyof PersonAttributes;

/** Order of the states: an answer that would move a job backwards (a late poll or push) is ignored. */
const RANK: Record<JobStatus, number> = { pending: 0, processing: 1, completed: 2, failed: 2 };

/** Whether a value is one of the states the screens know. */
function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === 'string' && Object.hasOwn(RANK, value);
}

/**
 * A job as the screens follow it, from anything the graph answers about it; `null` when it carries no id or
 * no state the screens know.
 */
export function toTrackedJob(
  job:
    | {
        id?: number | null;
        state?: string | null;
        resultUrl?: string | null;
        errorMessage?: string | null;
        offline?: boolean | null;
      }
    | null
    | undefined,
): TrackedJob | null {
  if (!job || typeof job.id !== 'number' || !isJobStatus(job.state)) return null;
  return {
    id: job.id,
    state: job.state,
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
export function isTerminal(state: JobStatus | null | undefined): boolean {
  return state === 'completed' || state === 'failed';
}

/**
 * Whether `update` may replace what is known of the job (`known`): never once the job ended, and never to
 * an earlier state than the known one.
 */
export function movesForward(known: JobStatus | null | undefined, update: JobStatus): boolean {
  if (!known) return true;
  if (isTerminal(known)) return false;
  return RANK[update] >= RANK[known];
}
