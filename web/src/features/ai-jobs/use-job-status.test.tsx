import { jest } from '@jest/globals';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { gate, gqlCalls, gqlData, gqlError, mockFetch, type MockAnswer } from '../../test-utils/fetch-mock';
import { createTestApolloClient } from '../../test-utils/render';
import type { JobStatus } from '../../__generated__/graphql';
import { toTrackedJob, type TrackedJob } from './ai-jobs';
import { EditImageMutation } from './ai-jobs.graphql';
import { JOB_POLL_INTERVAL_MS, readCachedJob, useJobStatus, type JobKind } from './use-job-status';

function buildJob(overrides: Partial<TrackedJob> = {}): TrackedJob {
  return { id: 7, state: 'pending', resultUrl: null, errorMessage: null, offline: false, ...overrides };
}

const TYPENAME: Record<JobKind, string> = { session: 'GeminiSession', edit: 'EditSession' };
const FIELD: Record<JobKind, string> = { session: 'geminiSession', edit: 'editSession' };

/** The status query's answer for a job of `kind`. */
function statusAnswer(kind: JobKind, job: TrackedJob): MockAnswer {
  return gqlData({ [FIELD[kind]]: { __typename: TYPENAME[kind], ...job } });
}

/** Status reads answering the given statuses one after another (the last one repeats). */
function answers(kind: JobKind, id: number, ...states: JobStatus[]) {
  let call = 0;
  return () => {
    const state = states[Math.min(call++, states.length - 1)]!;
    return statusAnswer(
      kind,
      buildJob({ id, state, resultUrl: state === 'completed' ? '/uploads/results/1/done.png' : null }),
    );
  };
}

/** Renders the hook inside the app's Apollo Client (over the mocked fetch); returns the client and the push link. */
function follow(
  kind: JobKind,
  start: TrackedJob | null,
  { client, subscriptions } = createTestApolloClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  const hook = renderHook(() => useJobStatus(kind, start), { wrapper });
  return { ...hook, client, subscriptions };
}

/** A pushed status change of a job of `kind`. */
function push(subscriptions: ReturnType<typeof follow>['subscriptions'], kind: JobKind, job: TrackedJob) {
  const field = kind === 'session' ? 'geminiSessionUpdated' : 'editSessionUpdated';
  subscriptions.simulateResult({ result: { data: { [field]: { __typename: TYPENAME[kind], ...job } } } });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** useFragment hands a cache change to React in a timer of its own: the render follows 1 ms later here. */
const RENDER_LAG = 1;

describe('useJobStatus', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('polls every 2 s until the job completes, then stops', async () => {
    const fetchMock = mockFetch({
      'GQL GeminiSessionStatus': answers('session', 7, 'processing', 'processing', 'completed'),
    });
    const polls = () => gqlCalls(fetchMock, 'GeminiSessionStatus');
    const { result } = follow('session', buildJob());
    expect(JOB_POLL_INTERVAL_MS).toBe(2000);
    expect(result.current.job?.state).toBe('pending');

    await advance(1999);
    expect(polls()).toHaveLength(0);
    await advance(1);
    expect(polls()).toEqual([{ id: 7 }]);
    await advance(RENDER_LAG);
    expect(result.current.job?.state).toBe('processing');

    await advance(2000);
    expect(polls()).toHaveLength(2);
    await advance(2000);
    expect(polls()).toHaveLength(3);
    expect(result.current.job).toMatchObject({
      state: 'completed',
      resultUrl: '/uploads/results/1/done.png',
    });
    expect(result.current.done).toBe(true);

    await advance(20_000);
    expect(polls()).toHaveLength(3);
  });

  it('stops at failed and keeps the error message', async () => {
    const fetchMock = mockFetch({
      'GQL GeminiSessionStatus': statusAnswer(
        'session',
        buildJob({ state: 'failed', errorMessage: 'The AI refused' }),
      ),
    });
    const { result } = follow('session', buildJob());
    await advance(2000 + RENDER_LAG);
    expect(result.current.job).toMatchObject({ state: 'failed', errorMessage: 'The AI refused' });
    await advance(10_000);
    expect(gqlCalls(fetchMock, 'GeminiSessionStatus')).toHaveLength(1);
  });

  it('never runs two polls at once: the next one waits for the previous answer', async () => {
    const first = gate(statusAnswer('session', buildJob({ state: 'processing' })));
    let call = 0;
    const fetchMock = mockFetch({
      'GQL GeminiSessionStatus': () =>
        call++ === 0 ? first.answer : statusAnswer('session', buildJob({ state: 'processing' })),
    });
    const polls = () => gqlCalls(fetchMock, 'GeminiSessionStatus');
    follow('session', buildJob());
    await advance(2000);
    expect(polls()).toHaveLength(1);
    await advance(10_000);
    expect(polls()).toHaveLength(1);

    await act(async () => first.release());
    await advance(1999);
    expect(polls()).toHaveLength(1);
    await advance(1);
    expect(polls()).toHaveLength(2);
  });

  it('stops polling on unmount', async () => {
    const fetchMock = mockFetch({ 'GQL GeminiSessionStatus': answers('session', 7, 'processing') });
    const { unmount } = follow('session', buildJob());
    await advance(2000);
    expect(gqlCalls(fetchMock, 'GeminiSessionStatus')).toHaveLength(1);
    unmount();
    await advance(20_000);
    expect(gqlCalls(fetchMock, 'GeminiSessionStatus')).toHaveLength(1);
  });

  it('takes the pushed status as soon as it arrives (into the cached job) and then stops polling', async () => {
    const fetchMock = mockFetch({ 'GQL GeminiSessionStatus': answers('session', 7, 'processing') });
    const { result, client, subscriptions } = follow('session', buildJob());
    await advance(50);
    expect(subscriptions.operation?.operationName).toBe('GeminiSessionUpdated');
    expect(subscriptions.operation?.variables).toEqual({ id: 7 });
    push(
      subscriptions,
      'session',
      buildJob({ state: 'completed', resultUrl: '/uploads/results/1/pushed.png', offline: true }),
    );
    await advance(50);
    expect(result.current.job).toMatchObject({
      state: 'completed',
      resultUrl: '/uploads/results/1/pushed.png',
      offline: true,
    });
    expect(readCachedJob(client.cache, 'session', 7)?.state).toBe('completed');
    expect(gqlCalls(fetchMock, 'GeminiSessionStatus')).toHaveLength(0);
    await advance(20_000);
    expect(gqlCalls(fetchMock, 'GeminiSessionStatus')).toHaveLength(0);
  });

  it('follows an edit through editSessionUpdated', async () => {
    mockFetch({ 'GQL EditSessionStatus': answers('edit', 12, 'processing') });
    const { result, subscriptions } = follow('edit', buildJob({ id: 12 }));
    await advance(50);
    expect(subscriptions.operation?.operationName).toBe('EditSessionUpdated');
    expect(subscriptions.operation?.variables).toEqual({ id: 12 });
    push(
      subscriptions,
      'edit',
      buildJob({ id: 12, state: 'completed', resultUrl: '/uploads/results/1/edited.png' }),
    );
    await advance(50);
    expect(result.current.job).toMatchObject({
      state: 'completed',
      resultUrl: '/uploads/results/1/edited.png',
    });
  });

  it('ignores a late poll answer that would move a finished job backwards', async () => {
    const late = gate(statusAnswer('session', buildJob({ state: 'processing' })));
    const fetchMock = mockFetch({ 'GQL GeminiSessionStatus': () => late.answer });
    const { result, client, subscriptions } = follow('session', buildJob());
    await advance(2000);
    expect(gqlCalls(fetchMock, 'GeminiSessionStatus')).toHaveLength(1);
    push(
      subscriptions,
      'session',
      buildJob({ state: 'completed', resultUrl: '/uploads/results/1/pushed.png' }),
    );
    await advance(600);
    expect(result.current.job?.state).toBe('completed');
    await act(async () => late.release());
    await advance(10);
    expect(result.current.job).toMatchObject({
      state: 'completed',
      resultUrl: '/uploads/results/1/pushed.png',
    });
    expect(readCachedJob(client.cache, 'session', 7)?.state).toBe('completed');
  });

  it('ignores a push overtaken by a poll (processing after completed)', async () => {
    mockFetch({ 'GQL GeminiSessionStatus': answers('session', 7, 'completed') });
    const { result, subscriptions } = follow('session', buildJob());
    await advance(2000 + RENDER_LAG);
    expect(result.current.job?.state).toBe('completed');
    push(subscriptions, 'session', buildJob({ state: 'processing' }));
    await advance(50);
    expect(result.current.job?.state).toBe('completed');
  });

  it('keeps the job it follows through a garbage collection of the cache', async () => {
    mockFetch({
      'GQL EditImage': gqlData({
        editImage: {
          __typename: 'EditSession',
          ...buildJob({ id: 12 }),
          session: { __typename: 'EditSessionRef', id: 12 },
        },
      }),
      'GQL EditSessionStatus': answers('edit', 12, 'processing'),
    });
    const apollo = createTestApolloClient();
    // The mutation that starts a job leaves it in the cache, reachable from no query.
    const { data } = await apollo.client.mutate({
      mutation: EditImageMutation,
      variables: { input: { baseImageUrl: '/uploads/results/1/base.png', editInstructions: 'make it blue' } },
    });
    const { result, client, subscriptions } = follow('edit', toTrackedJob(data?.editImage), apollo);
    await advance(50);
    // What a balance push does (evicting the User's usage facts, then collecting what nothing reaches).
    await act(async () => void client.cache.gc());
    expect(readCachedJob(client.cache, 'edit', 12)?.state).toBe('pending');
    push(subscriptions, 'edit', buildJob({ id: 12, state: 'processing' }));
    await advance(50);
    expect(result.current.job?.state).toBe('processing');
    await act(async () => void client.cache.gc());
    await advance(RENDER_LAG);
    expect(result.current.job?.state).toBe('processing');
    expect(readCachedJob(client.cache, 'edit', 12)?.state).toBe('processing');
  });

  it('reads the status query of its kind by default and stops when the job cannot be read (404)', async () => {
    const fetchMock = mockFetch({
      'GQL EditSessionStatus': statusAnswer('edit', buildJob({ id: 12, state: 'processing' })),
    });
    const { result } = follow('edit', buildJob({ id: 12 }));
    await advance(2000 + RENDER_LAG);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/graphql');
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include');
    expect(gqlCalls(fetchMock, 'EditSessionStatus')).toEqual([{ id: 12 }]);
    expect(result.current.job?.state).toBe('processing');

    const gone = mockFetch({ 'GQL GeminiSessionStatus': gqlError('NOT_FOUND', 'Session not found') });
    const other = follow('session', buildJob({ id: 99 }));
    await advance(2000 + RENDER_LAG);
    expect(other.result.current.error).toBeDefined();
    expect(other.result.current.done).toBe(true);
    await advance(10_000);
    expect(gqlCalls(gone, 'GeminiSessionStatus')).toHaveLength(1);
  });

  it('follows nothing without a job', async () => {
    const fetchMock = mockFetch({ 'GQL GeminiSessionStatus': answers('session', 7, 'processing') });
    const { result } = follow('session', null);
    await advance(10_000);
    expect(result.current.job).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
