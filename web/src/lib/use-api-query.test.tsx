import { jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { mockFetch } from '../test-utils/fetch-mock';
import { FIVE_MINUTES, invalidateApiQuery, useApiQuery } from './use-api-query';

describe('useApiQuery', () => {
  it('reuses a cached answer within maxAge and asks again after it', async () => {
    let n = 0;
    const fetchMock = mockFetch({ 'GET /api/list': () => ({ body: [++n] }) });
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);

    const first = renderHook(() =>
      useApiQuery<number[]>('/api/list', { cached: true, maxAge: FIVE_MINUTES }),
    );
    await waitFor(() => expect(first.result.current.data).toEqual([1]));
    first.unmount();

    now.mockReturnValue(1_000 + FIVE_MINUTES - 1);
    const second = renderHook(() =>
      useApiQuery<number[]>('/api/list', { cached: true, maxAge: FIVE_MINUTES }),
    );
    await waitFor(() => expect(second.result.current.data).toEqual([1]));
    second.unmount();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    now.mockReturnValue(1_000 + FIVE_MINUTES);
    const third = renderHook(() =>
      useApiQuery<number[]>('/api/list', { cached: true, maxAge: FIVE_MINUTES }),
    );
    await waitFor(() => expect(third.result.current.data).toEqual([2]));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refetch asks again and keeps the old data shown meanwhile; invalidate forgets one URL', async () => {
    let n = 0;
    const fetchMock = mockFetch({ 'GET /api/list': () => ({ body: [++n] }) });
    const { result } = renderHook(() => useApiQuery<number[]>('/api/list', { cached: true }));
    await waitFor(() => expect(result.current.data).toEqual([1]));

    act(() => result.current.refetch());
    expect(result.current.data).toEqual([1]);
    await waitFor(() => expect(result.current.data).toEqual([2]));

    invalidateApiQuery('/api/list');
    const other = renderHook(() => useApiQuery<number[]>('/api/list', { cached: true }));
    await waitFor(() => expect(other.result.current.data).toEqual([3]));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a null URL asks nothing and is not loading; a new URL reads as loading from its first render', async () => {
    const fetchMock = mockFetch({ 'GET /api/a': { body: { v: 'a' } } });
    const { result, rerender } = renderHook(({ url }) => useApiQuery<{ v: string }>(url), {
      initialProps: { url: null as string | null },
    });
    expect(result.current.isLoading).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ url: '/api/a' });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ v: 'a' }));
    expect(result.current.isLoading).toBe(false);
  });
});
