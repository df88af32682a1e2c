import { AppError } from '@tryon/kit';
import { SignInGate } from './sign-in-gate.js';

/** A hash that ends when the test says so. */
function pending() {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { hash: () => promise, done };
}

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) =>
      e instanceof AppError ? `${e.code} ${e.headers?.['retry-after'] ?? ''}`.trim() : 'other',
  );

describe('SignInGate', () => {
  it('refuses one more sign-in of an address at once, with Retry-After', async () => {
    const gate = new SignInGate({ hashesAtOnce: 4, hashQueue: 4, perAddress: 2 });
    const a = pending();
    const first = gate.forAddress('10.0.0.1', () => gate.hashing('10.0.0.1', a.hash));
    const second = gate.forAddress('10.0.0.1', () => gate.hashing('10.0.0.1', a.hash));
    expect(await code(gate.forAddress('10.0.0.1', async () => 'x'))).toBe('RATE_LIMITED 1');
    expect(await code(gate.forAddress('10.0.0.2', async () => 'x'))).toBe('ok');
    a.done();
    await Promise.all([first, second]);
    expect(await code(gate.forAddress('10.0.0.1', async () => 'x'))).toBe('ok');
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, addresses: 0 });
  });

  it('runs at most hashesAtOnce, queues a few, and gives a light address the place of a heavy one', async () => {
    const gate = new SignInGate({ hashesAtOnce: 1, hashQueue: 1, perAddress: 2 });
    const a = pending();
    const order: string[] = [];
    const signIn = (address: string, name: string) =>
      code(
        gate.forAddress(address, () =>
          gate.hashing(address, async () => {
            order.push(name);
            await a.hash();
          }),
        ),
      );
    const running = signIn('10.6.6.6', 'flood 1');
    const queued = signIn('10.6.6.6', 'flood 2');
    await Promise.resolve();
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 1 });
    // The queue is full: the address asking once takes the place of the one with two in progress...
    const innocent = signIn('10.1.1.1', 'innocent');
    expect(await queued).toBe('RATE_LIMITED 1');
    // ...and is not pushed out by another address that is no lighter.
    expect(await signIn('10.7.7.7', 'flood 3')).toBe('RATE_LIMITED 1');
    a.done();
    expect(await running).toBe('ok');
    expect(await innocent).toBe('ok');
    expect(order).toEqual(['flood 1', 'innocent']);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, addresses: 0 });
  });
});
