import { jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mockFetch } from '../../test-utils/fetch-mock';
import type { JobStatus, JobStatusValue } from './ai-jobs.api';
import { EDIT_SESSION_UPDATED, GEMINI_SESSION_UPDATED } from './job-status.subscriptions';
import { JOB_POLL_INTERVAL_MS, useJobStatus } from './use-job-status';

function buildJob(overrides: Partial<JobStatus> = {}): JobStatus {
  return { id: 7, status: 'pending', resultUrl: null, errorMessage: null, offline: false, ...overrides };
}

function wrapperWith(mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MockedProvider mocks={mocks} showWarnings={false}>
        {children}
      </MockedProvider>
    );
  };
}

/** A fake status read answering the given statuses one after another (the last one repeats). */
function answers(...statuses: JobStatusValue[]) {
  let call = 0;
  return jest.fn(async (id: number): Promise<JobStatus> => {
    const status = statuses[Math.min(call, statuses.length - 1)]!;
    call += 1;
    return buildJob({
      id,
      status,
      resultUrl: status === 'completed' ? '/uploads/results/1/done.png' : null,
    });
  });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('useJobStatus', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('polls every 2 s until the job completes, then stops', async () => {
    const start = buildJob();
    const fetchStatus = answers('processing', 'processing', 'completed');
    const { result } = renderHook(() => useJobStatus('session', start, { fetchStatus }), {
      wrapper: wrapperWith(),
    });
    expect(JOB_POLL_INTERVAL_MS).toBe(2000);
    expect(result.current.job?.status).toBe('pending');

    await advance(1999);
    expect(fetchStatus).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(fetchStatus).toHaveBeenCalledWith(7);
    expect(result.current.job?.status).toBe('processing');

    await advance(2000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await advance(2000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(result.current.job).toMatchObject({
      status: 'completed',
      resultUrl: '/uploads/results/1/done.png',
    });
    expect(result.current.done).toBe(true);

    await advance(20_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('stops at failed and keeps the error message', async () => {
    const start = buildJob();
    const fetchStatus = jest.fn(async () => buildJob({ status: 'failed', errorMessage: 'The AI refused' }));
    const { result } = renderHook(() => useJobStatus('session', start, { fetchStatus }), {
      wrapper: wrapperWith(),
    });
    await advance(2000);
    expect(result.current.job).toMatchObject({ status: 'failed', errorMessage: 'The AI refused' });
    await advance(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('never runs two polls at once: the next one waits for the previous answer', async () => {
    const start = buildJob();
    let answer: (job: JobStatus) => void = () => undefined;
    const fetchStatus = jest.fn(
      () =>
        new Promise<JobStatus>((resolve) => {
          answer = resolve;
        }),
    );
    renderHook(() => useJobStatus('session', start, { fetchStatus }), { wrapper: wrapperWith() });
    await advance(2000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);

    await act(async () => answer(buildJob({ status: 'processing' })));
    await advance(1999);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('stops polling on unmount', async () => {
    const start = buildJob();
    const fetchStatus = answers('processing');
    const { unmount } = renderHook(() => useJobStatus('session', start, { fetchStatus }), {
      wrapper: wrapperWith(),
    });
    await advance(2000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    unmount();
    await advance(20_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('takes the pushed status as soon as it arrives and then stops polling', async () => {
    const start = buildJob();
    const fetchStatus = answers('processing');
    const pushed = {
      __typename: 'JobStatusUpdate',
      id: 7,
      status: 'completed',
      resultUrl: '/uploads/results/1/pushed.png',
      errorMessage: null,
      offline: true,
    };
    const { result } = renderHook(() => useJobStatus('session', start, { fetchStatus }), {
      wrapper: wrapperWith([
        {
          request: { query: GEMINI_SESSION_UPDATED, variables: { id: 7 } },
          result: { data: { geminiSessionUpdated: pushed } },
          delay: 50,
        },
      ]),
    });
    await advance(100);
    expect(result.current.job).toMatchObject({
      status: 'completed',
      resultUrl: '/uploads/results/1/pushed.png',
      offline: true,
    });
    expect(fetchStatus).not.toHaveBeenCalled();
    await advance(20_000);
    expect(fetchStatus).not.toHaveBeenCalled();
  });

  it('follows an edit through editSessionUpdated', async () => {
    const start = buildJob({ id: 12 });
    const fetchStatus = answers('processing');
    const { result } = renderHook(() => useJobStatus('edit', start, { fetchStatus }), {
      wrapper: wrapperWith([
        {
          request: { query: EDIT_SESSION_UPDATED, variables: { id: 12 } },
          result: {
            data: {
              editSessionUpdated: {
                __typename: 'JobStatusUpdate',
                id: 12,
                status: 'completed',
                resultUrl: '/uploads/results/1/edited.png',
                errorMessage: null,
                offline: false,
              },
            },
          },
          delay: 50,
        },
      ]),
    });
    await advance(100);
    expect(result.current.job).toMatchObject({
      status: 'completed',
      resultUrl: '/uploads/results/1/edited.png',
    });
  });

  it('ignores a late poll answer that would move a finished job backwards', async () => {
    const start = buildJob();
    let answer: (job: JobStatus) => void = () => undefined;
    const fetchStatus = jest.fn(
      () =>
        new Promise<JobStatus>((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = renderHook(() => useJobStatus('session', start, { fetchStatus }), {
      wrapper: wrapperWith([
        {
          request: { query: GEMINI_SESSION_UPDATED, variables: { id: 7 } },
          result: {
            data: {
              geminiSessionUpdated: {
                __typename: 'JobStatusUpdate',
                id: 7,
                status: 'completed',
                resultUrl: '/uploads/results/1/pushed.png',
                errorMessage: null,
                offline: false,
              },
            },
          },
          delay: 2500,
        },
      ]),
    });
    await advance(2000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await advance(600);
    expect(result.current.job?.status).toBe('completed');
    await act(async () => answer(buildJob({ status: 'processing' })));
    expect(result.current.job?.status).toBe('completed');
  });

  it('reads the GET call of its kind by default and stops when the job cannot be read (404)', async () => {
    const fetchMock = mockFetch({
      'GET /api/gemini/edit-session/12': { body: buildJob({ id: 12, status: 'processing' }) },
    });
    const start = buildJob({ id: 12 });
    const { result } = renderHook(() => useJobStatus('edit', start), { wrapper: wrapperWith() });
    await advance(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/gemini/edit-session/12');
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include');
    expect(result.current.job?.status).toBe('processing');

    mockFetch({});
    const other = buildJob({ id: 99 });
    const gone = renderHook(() => useJobStatus('session', other), { wrapper: wrapperWith() });
    await advance(2000);
    expect(gone.result.current.error).toBeDefined();
    expect(gone.result.current.done).toBe(true);
  });

  it('follows nothing without a job', async () => {
    const fetchStatus = answers('processing');
    const { result } = renderHook(() => useJobStatus('session', null, { fetchStatus }), {
      wrapper: wrapperWith(),
    });
    await advance(10_000);
    expect(result.current.job).toBeNull();
    expect(fetchStatus).not.toHaveBeenCalled();
  });
});
