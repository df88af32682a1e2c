import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { firstScreenLoaded, firstScreenLoading } from './first-screen';
import { useIdleAfterLoad } from './use-idle-after-load';

/** A promise and the functions that settle it. */
function pending() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether `p` has settled after the microtasks (and `ms` of fake time) so far. */
async function settled(p: Promise<unknown>, ms = 0): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  return done;
}

describe('first screen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    firstScreenLoading(Promise.resolve());
    jest.useRealTimers();
  });

  it('is loaded once its chunks are, and at once when nothing was marked', async () => {
    expect(await settled(firstScreenLoaded())).toBe(true);
    const chunks = pending();
    firstScreenLoading(chunks.promise);
    const loaded = firstScreenLoaded();
    expect(await settled(loaded, 10_000)).toBe(false);
    chunks.resolve();
    expect(await settled(loaded)).toBe(true);
  });

  it('counts a failed load as loaded (the screen reports the failure)', async () => {
    const chunks = pending();
    firstScreenLoading(chunks.promise);
    const loaded = firstScreenLoaded();
    chunks.reject(new Error('offline'));
    expect(await settled(loaded)).toBe(true);
  });

  it('waits at most the limit given', async () => {
    firstScreenLoading(pending().promise);
    const loaded = firstScreenLoaded(3000);
    expect(await settled(loaded, 2999)).toBe(false);
    expect(await settled(loaded, 1)).toBe(true);
  });

  it('holds back what waits for an idle moment until the first screen has loaded', async () => {
    const chunks = pending();
    firstScreenLoading(chunks.promise);
    // jsdom's document has loaded, and it has no requestIdleCallback: idle is 200 ms after the screen.
    const { result } = renderHook(() => useIdleAfterLoad());
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(result.current).toBe(false);
    await act(async () => chunks.resolve());
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(result.current).toBe(true);
  });
});
