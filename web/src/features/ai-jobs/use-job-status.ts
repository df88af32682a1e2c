import { InMemoryCache, type ApolloCache, type TypedDocumentNode } from '@apollo/client';
import { skipToken, useApolloClient, useFragment, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import type { JobStatus } from '../../__generated__/graphql';
import { ApiError } from '../../lib/errors';
import { isTerminal, movesForward, toTrackedJob, type TrackedJob } from './ai-jobs';
import {
  EditSessionStatusQuery,
  EditSessionUpdatedSubscription,
  GeminiSessionStatusQuery,
  GeminiSessionUpdatedSubscription,
  JobStatusEditSessionFragment,
  JobStatusGeminiSessionFragment,
} from './ai-jobs.graphql';

/**
 * Follows an AI job until it ends. The job lives in the Apollo cache (GeminiSession:{id} or
 * EditSession:{id}, written there by the mutation that started it) and the hook reads it from there. The
 * status push (graphql-ws `geminiSessionUpdated` / `editSessionUpdated`) gives a change as soon as it
 * happens, and the spec's 2 s polling of the status query keeps working beside it as the fallback (a closed
 * socket, a proxy without WebSockets). Both stop at completed or failed and on unmount; the polls run one
 * after another, never two at once; and neither may move a job backwards (see {@link recordJobStatus}).
 */

/** A generation / try-on session, or an edit session. */
export type JobKind = 'session' | 'edit';

/** The spec's polling interval (section 9). */
export const JOB_POLL_INTERVAL_MS = 2000;

/** The job fields every document of a kind carries (the `JobStatus_*` fragments). */
type JobFields = {
  id: number;
  state: JobStatus;
  resultUrl: string | null;
  errorMessage: string | null;
  offline: boolean;
};

interface KindDocuments {
  typename: 'GeminiSession' | 'EditSession';
  fragment: TypedDocumentNode<JobFields, Record<string, never>>;
  query: TypedDocumentNode<Record<string, JobFields | null | undefined>, { id: number }>;
  subscription: TypedDocumentNode<Record<string, JobFields | null | undefined>, { id: number }>;
  /** The root field of the query and of the push. */
  queryField: string;
  pushField: string;
}

const KINDS: Record<JobKind, KindDocuments> = {
  session: {
    typename: 'GeminiSession',
    fragment: JobStatusGeminiSessionFragment,
    query: GeminiSessionStatusQuery as KindDocuments['query'],
    subscription: GeminiSessionUpdatedSubscription as KindDocuments['subscription'],
    queryField: 'geminiSession',
    pushField: 'geminiSessionUpdated',
  },
  edit: {
    typename: 'EditSession',
    fragment: JobStatusEditSessionFragment,
    query: EditSessionStatusQuery as KindDocuments['query'],
    subscription: EditSessionUpdatedSubscription as KindDocuments['subscription'],
    queryField: 'editSession',
    pushField: 'editSessionUpdated',
  },
};

/** The job of `kind` with this id as the cache holds it, or `null` when the cache has none. */
export function readCachedJob(cache: ApolloCache, kind: JobKind, id: number): TrackedJob | null {
  const { typename, fragment } = KINDS[kind];
  const cached = cache.readFragment({ fragment, id: cache.identify({ __typename: typename, id }) });
  return toTrackedJob(cached);
}

/**
 * Writes a reported status of a job into the cache unless it would move the job backwards: a job that
 * ended stays as it ended, and an older state (a late poll answer, a push overtaken by a poll) is ignored.
 * The polls and the push go through here rather than writing their answers themselves, so the cached job,
 * which every screen reads, only ever moves forward. Returns whether it was written.
 */
export function recordJobStatus(cache: ApolloCache, kind: JobKind, update: JobFields): boolean {
  const job = toTrackedJob(update);
  if (!job) return false;
  const known = readCachedJob(cache, kind, job.id);
  if (!movesForward(known?.state, job.state)) return false;
  const { typename, fragment } = KINDS[kind];
  // With its __typename, so that a job the cache did not hold yet is stored under GeminiSession:{id}.
  const data = { __typename: typename, ...job };
  cache.writeFragment({ fragment, data });
  return true;
}

export interface UseJobStatusOptions {
  /** Poll interval in ms (default 2000). */
  intervalMs?: number;
}

export interface JobStatusResult {
  /** The job as last reported (the start answer until the first change), or `null` when there is none. */
  job: TrackedJob | null;
  /** Set when reading the status failed for good (a 4xx answer); polling then stopped. */
  error: unknown;
  /** True once the job completed or failed (or its status can no longer be read). */
  done: boolean;
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

/**
 * Follows the job `start` (the start call's answer, with the id to follow) until it completes or fails,
 * reading it from the cache (`start` itself until the cache holds the job). A new `start` object starts
 * over; `null` follows nothing.
 */
export function useJobStatus(
  kind: JobKind,
  start: TrackedJob | null,
  { intervalMs = JOB_POLL_INTERVAL_MS }: UseJobStatusOptions = {},
): JobStatusResult {
  const client = useApolloClient();
  const { typename, fragment, query, subscription, queryField, pushField } = KINDS[kind];
  const [failure, setFailure] = useState<{ start: TrackedJob; error: unknown } | null>(null);

  const cached = useFragment({ fragment, from: start ? { __typename: typename, id: start.id } : null });
  const cachedJob = useMemo(
    () => (cached.complete ? toTrackedJob(cached.data) : null),
    [cached.complete, cached.data],
  );
  const job = start ? (cachedJob?.id === start.id ? cachedJob : start) : null;
  const error = failure && failure.start === start ? failure.error : undefined;
  const done = isTerminal(job?.state) || error !== undefined;

  // The job stays in the cache while it is shown: a start answer is reachable from no query, and
  // any `cache.gc()` (after a delete, say) would otherwise drop it and the screen would lose its state.
  const entityId = start ? client.cache.identify({ __typename: typename, id: start.id }) : undefined;
  useEffect(() => {
    const { cache } = client;
    if (!entityId || !(cache instanceof InMemoryCache)) return;
    cache.retain(entityId);
    return () => void cache.release(entityId);
  }, [client, entityId]);

  useEffect(() => {
    if (!start || done) return;
    const { cache } = client;
    // The job to follow is in the cache from here on (the try-on screen follows an edit's `session.id`,
    // which no start answer wrote there).
    if (!readCachedJob(cache, kind, start.id)) recordJobStatus(cache, kind, start);
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ended = () => isTerminal(readCachedJob(cache, kind, start.id)?.state);

    const tick = async () => {
      timer = undefined;
      if (cancelled || ended()) return;
      try {
        // 'no-cache': the answer is written by recordJobStatus, which refuses to move the job backwards
        // (a 'network-only' read would write a late answer over a newer pushed state).
        const { data } = await client.query({ query, variables: { id: start.id }, fetchPolicy: 'no-cache' });
        if (cancelled) return;
        const answer = data?.[queryField];
        if (answer) recordJobStatus(cache, kind, answer);
      } catch (error) {
        if (cancelled) return;
        console.error(`Could not read the status of ${kind} ${start.id}`, error);
        if (isPermanent(error)) {
          setFailure({ start, error });
          return;
        }
      }
      if (!cancelled && !ended()) timer = setTimeout(() => void tick(), intervalMs);
    };

    timer = setTimeout(() => void tick(), intervalMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, kind, query, queryField, start, intervalMs, done]);

  useSubscription(
    subscription,
    start && !done
      ? {
          variables: { id: start.id },
          // Written through recordJobStatus, like the polls, so that a push never moves the job backwards.
          fetchPolicy: 'no-cache',
          ignoreResults: true,
          onData: ({ client: { cache }, data }) => {
            const pushed = data.data?.[pushField];
            if (pushed) recordJobStatus(cache, kind, pushed);
          },
          // Without the push (no socket, refused) the polling above carries on alone.
          onError: () => undefined,
        }
      : skipToken,
  );

  return { job, error, done };
}
