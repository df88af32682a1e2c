import { jest } from '@jest/globals';
import { CallDeadline, decodeBase64Strict } from './image-bytes.js';

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

describe('decodeBase64Strict', () => {
  const bytes = Buffer.from([0xfb, 0xff, 0x00, 0x10, 0x83, 0x7e, 0x01]);

  it('decodes canonical base64, base64 with line breaks, and base64url', () => {
    expect(decodeBase64Strict(bytes.toString('base64'))).toEqual(bytes);
    const b64 = bytes.toString('base64');
    expect(decodeBase64Strict(`${b64.slice(0, 4)}\r\n${b64.slice(4)}\n`)).toEqual(bytes);
    expect(decodeBase64Strict(bytes.toString('base64url'))).toEqual(bytes);
  });

  it('refuses what is not base64 rather than skipping the bad characters', () => {
    expect(decodeBase64Strict('+/8AEIN+AQ==!')).toBeNull();
    expect(decodeBase64Strict('+/8A*EIN+AQ==')).toBeNull();
    expect(decodeBase64Strict('')).toBeNull();
    expect(decodeBase64Strict('A')).toBeNull();
  });
});
