import { jest } from '@jest/globals';
import { createLogger } from './logger.js';
import { Periodic } from './periodic.js';

describe('Periodic', () => {
  afterEach(() => jest.useRealTimers());

  it('runs at start and every interval, never twice at once, and stop waits for the run in flight', async () => {
    jest.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => undefined;
    const task = () => {
      runs++;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    const p = new Periodic('test task', task, createLogger('test', 'silent'));
    p.start(1000);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1); // still running: ticks skipped
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = p.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });

  it('can wait one interval before the first run, and survives a failing run', async () => {
    jest.useFakeTimers();
    let runs = 0;
    const p = new Periodic(
      'test task',
      async () => {
        runs++;
        throw new Error('boom');
      },
      createLogger('test', 'silent'),
    );
    p.start(1000, { immediately: false });
    expect(runs).toBe(0);
    await jest.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(2);
    await p.stop();
  });
});
