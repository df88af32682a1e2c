import { jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useOnDemand } from './use-on-demand';

describe('useOnDemand', () => {
  it('loads nothing until asked, then gives the module', async () => {
    const load = jest.fn(async () => ({ answer: 42 }));
    const { result, rerender } = renderHook(({ attempt }) => useOnDemand(load, attempt), {
      initialProps: { attempt: 0 },
    });
    expect(result.current).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    rerender({ attempt: 1 });
    await waitFor(() => expect(result.current).toEqual({ answer: 42 }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next request', async () => {
    let fail = true;
    const load = jest.fn(async () => {
      if (fail) throw new Error('offline');
      return { answer: 'now' };
    });
    const { result, rerender } = renderHook(({ attempt }) => useOnDemand(load, attempt), {
      initialProps: { attempt: 1 },
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(result.current).toBeUndefined();
    fail = false;
    rerender({ attempt: 2 });
    await waitFor(() => expect(result.current).toEqual({ answer: 'now' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives a module loaded before at once, without loading it again', async () => {
    const load = jest.fn(async () => ({ answer: 'cached' }));
    const first = renderHook(() => useOnDemand(load, 1));
    await waitFor(() => expect(first.result.current).toEqual({ answer: 'cached' }));
    const second = renderHook(() => useOnDemand(load, 0));
    expect(second.result.current).toEqual({ answer: 'cached' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
