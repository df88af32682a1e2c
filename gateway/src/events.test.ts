import { jest } from '@jest/globals';
import { BalanceChanged, buildEnvelope } from '@tryon/proto-events';
import type { Logger, Nats } from '@tryon/kit';
import { GatewayEvents } from './events.js';

/** A NATS connection whose subscriptions get the messages `send` pushes to their subject. */
function fakeNats() {
  const queues = new Map<string, { push: (m: { subject: string; data: Uint8Array }) => void }>();
  const nc = {
    subscribe(subject: string) {
      const pending: { subject: string; data: Uint8Array }[] = [];
      let wake: (() => void) | undefined;
      let closed = false;
      queues.set(subject, {
        push: (m) => {
          pending.push(m);
          wake?.();
        },
      });
      return {
        unsubscribe() {
          closed = true;
          wake?.();
        },
        async *[Symbol.asyncIterator]() {
          while (!closed) {
            const m = pending.shift();
            if (m) yield m;
            else await new Promise<void>((r) => (wake = r));
          }
        },
      };
    },
  };
  const send = (subject: string, body: unknown) =>
    queues.get(subject)!.push({ subject, data: new TextEncoder().encode(JSON.stringify(body)) });
  return { nats: { nc } as unknown as Nats, send };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('gateway events', () => {
  const balance = (userId: number) =>
    buildEnvelope(
      BalanceChanged,
      { userId, subscriptionSessions: 0, topUpSessions: 3, reason: 'debit' },
      { producer: 'test' },
    );

  it('emits what is received to the listeners, and leaves what nobody listens to unread', async () => {
    const { nats, send } = fakeNats();
    const warn = jest.fn();
    const events = new GatewayEvents();
    events.start(nats, { warn } as unknown as Logger);

    // Nobody listens: even an invalid envelope is not looked at (no warning).
    send(BalanceChanged.subject, { not: 'an envelope' });
    await tick();
    expect(warn).not.toHaveBeenCalled();

    const seen: number[] = [];
    events.on('balanceChanged', (d) => seen.push(d.userId));
    send(BalanceChanged.subject, balance(7));
    send(BalanceChanged.subject, { not: 'an envelope' });
    await tick();
    expect(seen).toEqual([7]);
    expect(warn).toHaveBeenCalledTimes(1);
    events.stop();
  });
});
