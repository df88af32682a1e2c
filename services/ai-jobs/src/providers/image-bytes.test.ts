import { jest } from '@jest/globals';
import { CallDeadline } from './image-bytes.js';

describe('CallDeadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires after its time limit, not counting the time it was paused', () => {
    const deadline = new CallDeadline(new AbortController().signal, 1000);
    jest.advanceTimersByTime(600);
    deadline.pause();
    jest.advanceTimersByTime(5000); // an answer waiting for a read slot: not the provider's time
    expect(deadline.signal.aborted).toBe(false);
    deadline.resume();
    jest.advanceTimersByTime(399);
    expect(deadline.signal.aborted).toBe(false);
    jest.advanceTimersByTime(2);
    expect(deadline.timedOut).toBe(true);
    expect(deadline.failure('Gemini', 'did not answer')?.message).toBe('Gemini did not answer within 1 s');
    deadline.dispose();
  });

  it('a caller abort still ends a paused call', () => {
    const caller = new AbortController();
    const deadline = new CallDeadline(caller.signal, 1000);
    deadline.pause();
    caller.abort(new Error('stopping'));
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.cancelled).toBe(true);
    deadline.resume(); // harmless once aborted
    deadline.dispose();
  });
});
