import type { TypedDocumentNode } from '@apollo/client';
import { skipToken, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/errors';
import {
  fetchEditSession,
  fetchSession,
  isTerminal,
  type JobStatus,
  type JobStatusValue,
} from './ai-jobs.api';
import { EDIT_SESSION_UPDATED, GEMINI_SESSION_UPDATED, type JobStatusPush } from './job-status.subscriptions';

/**
 * Follows an AI job until it ends: the status push (graphql-ws subscription `geminiSessionUpdated` or
 * `editSessionUpdated`) gives the change as soon as it happens, and the spec's 2 s polling of the GET call
 * keeps working beside it as the fallback (a closed socket, a proxy without WebSockets). Both stop at
 * completed or failed and on unmount; the polls run one after another, never two at once.
 */

/** A generation / try-on session, or an edit session. */
export type JobKind = 'session' | 'edit';

/** The spec's polling interval (section 9). */
export const JOB_POLL_INTERVAL_MS = 2000;

const FETCHERS: Record<JobKind, (id: number) => Promise<JobStatus>> = {
  session: fetchSession,
  edit: fetchEditSession,
};

const PUSH_DOCUMENTS: Record<
  JobKind,
  { document: TypedDocumentNode<PushData, { id: number }>; field: string }
> = {
  session: {
    document: GEMINI_SESSION_UPDATED as TypedDocumentNode<PushData, { id: number }>,
    field: 'geminiSessionUpdated',
  },
  edit: {
    document: EDIT_SESSION_UPDATED as TypedDocumentNode<PushData, { id: number }>,
    field: 'editSessionUpdated',
  },
};

type PushData = Record<string, JobStatusPush | null | undefined>;

/** Order of the states: an answer that would move a job backwards (a late poll) is ignored. */
const RANK: Record<JobStatusValue, number> = { pending: 0, processing: 1, completed: 2, failed: 2 };

export interface UseJobStatusOptions {
  /** Poll interval in ms (default 2000). */
  intervalMs?: number;
  /** Reads the job's status (default: the GET call of `kind`); tests pass fakes. */
  fetchStatus?: (id: number) => Promise<JobStatus>;
}

export interface JobStatusResult {
  /** The job as last reported (the start answer until the first change), or `null` when there is none. */
  job: JobStatus | null;
  /** Set when reading the status failed for good (a 4xx answer); polling then stopped. */
  error: unknown;
  /** True once the job completed or failed (or its status can no longer be read). */
  done: boolean;
}

interface State {
  start: JobStatus | null;
  job: JobStatus | null;
  error: unknown;
}

/** A 4xx answer other than 408 / 429 will not change on retry. */
function isPermanent(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status)
  );
}

function merge(job: JobStatus, update: Partial<JobStatus>): JobStatus {
  return {
    ...job,
    status: update.status ?? job.status,
    resultUrl: update.resultUrl !== undefined ? update.resultUrl : job.resultUrl,
    errorMessage: update.errorMessage !== undefined ? update.errorMessage : job.errorMessage,
    offline: update.offline !== undefined ? Boolean(update.offline) : job.offline,
  };
}

/**
 * Follows the job `start` (the start call's answer, with the id to follow) until it completes or fails.
 * A new `start` object starts over; `null` follows nothing.
 */
export function useJobStatus(
  kind: JobKind,
  start: JobStatus | null,
  { intervalMs = JOB_POLL_INTERVAL_MS, fetchStatus }: UseJobStatusOptions = {},
): JobStatusResult {
  const [state, setState] = useState<State>({ start, job: start, error: undefined });
  // The latest state, readable synchronously by the poll loop and the push handler.
  const latest = useRef<State>(state);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fetchRef = useRef(fetchStatus ?? FETCHERS[kind]);

  useEffect(() => {
    fetchRef.current = fetchStatus ?? FETCHERS[kind];
  }, [fetchStatus, kind]);

  /** Takes a reported status unless the job already ended or the report is older than what we know. */
  const apply = useCallback((update: Partial<JobStatus>) => {
    const current = latest.current;
    const job = current.job;
    if (!job || isTerminal(job.status)) return;
    if (update.id !== undefined && update.id !== null && update.id !== job.id) return;
    if (!update.status || !(update.status in RANK) || RANK[update.status] < RANK[job.status]) return;
    const next: State = { start: current.start, job: merge(job, update), error: undefined };
    latest.current = next;
    setState(next);
    if (isTerminal(next.job?.status)) {
      clearTimeout(timer.current);
      timer.current = undefined;
    }
  }, []);

  useEffect(() => {
    if (latest.current.start !== start) {
      latest.current = { start, job: start, error: undefined };
      setState(latest.current);
    }
    if (!start || isTerminal(latest.current.job?.status) || latest.current.error !== undefined) return;
    const id = start.id;
    let cancelled = false;

    const tick = async () => {
      timer.current = undefined;
      if (cancelled || isTerminal(latest.current.job?.status)) return;
      try {
        const answer = await fetchRef.current(id);
        if (cancelled) return;
        apply({ ...answer, id });
      } catch (error) {
        if (cancelled) return;
        console.error(`Could not read the status of ${kind} ${id}`, error);
        if (isPermanent(error)) {
          latest.current = { ...latest.current, error };
          setState(latest.current);
          return;
        }
      }
      if (!cancelled && !isTerminal(latest.current.job?.status)) {
        timer.current = setTimeout(() => void tick(), intervalMs);
      }
    };

    timer.current = setTimeout(() => void tick(), intervalMs);
    return () => {
      cancelled = true;
      clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [kind, start, intervalMs, apply]);

  // A render with a new `start` shows it at once (the effect above then resets the state).
  const current = state.start === start ? state : { start, job: start, error: undefined };
  const done = isTerminal(current.job?.status) || current.error !== undefined;

  const { document, field } = PUSH_DOCUMENTS[kind];
  useSubscription(
    document,
    current.job && !done
      ? {
          variables: { id: current.job.id },
          fetchPolicy: 'no-cache',
          ignoreResults: true,
          onData: ({ data }) => {
            const pushed = data.data?.[field];
            if (pushed) apply(pushed);
          },
          // Without the push (no socket, refused) the polling above carries on alone.
          onError: () => undefined,
        }
      : skipToken,
  );

  return { job: current.job, error: current.error, done };
}
