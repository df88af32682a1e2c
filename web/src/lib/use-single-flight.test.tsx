import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from './use-single-flight';

/** An action whose calls stay under way until `finish` is called. */
function pendingAction() {
  const finishers: Array<(value: string) => void> = [];
  const action = jest.fn(
    (label: string) => new Promise<string>((resolve) => finishers.push(() => resolve(`done ${label}`))),
  );
  return { action, finish: () => finishers.shift()?.('') };
}

describe('useSingleFlight', () => {
  it('ignores a second call while the first is under way, even in the same task', async () => {
    const { action, finish } = pendingAction();
    const { result } = renderHook(() => useSingleFlight(action));
    const run = result.current;
    const first = run('a');
    const second = run('b'); // the double click: same task, before any re-render
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('a');
    await expect(second).resolves.toBeUndefined();
    await act(async () => {
      finish();
      await expect(first).resolves.toBe('done a');
    });
  });

  it('runs again once the previous call has ended, also after a failure', async () => {
    let fail = true;
    const action = jest.fn(async () => {
      if (fail) throw new Error('offline');
      return 'ok';
    });
    const { result, rerender } = renderHook(() => useSingleFlight(action));
    await expect(result.current()).rejects.toThrow('offline');
    fail = false;
    rerender();
    await expect(result.current()).resolves.toBe('ok');
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('keeps the guard across re-renders and calls the latest action', async () => {
    const { action: first, finish } = pendingAction();
    const later = jest.fn(async () => 'later');
    const { result, rerender } = renderHook(({ action }) => useSingleFlight(action), {
      initialProps: { action: first as (label: string) => Promise<string> },
    });
    const under = result.current('a');
    rerender({ action: later });
    await expect(result.current('b')).resolves.toBeUndefined(); // still under way
    expect(later).not.toHaveBeenCalled();
    await act(async () => {
      finish();
      await under;
    });
    await expect(result.current('c')).resolves.toBe('later');
    expect(later).toHaveBeenCalledWith('c');
  });
});
