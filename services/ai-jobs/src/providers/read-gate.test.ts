import { CallLimiter } from '@tryon/kit';
import { AnswerHold, gatedFetch } from './read-gate.js';
import { nextTurn } from '../../../../test-support/wait.js';

/** A fetch whose answers' bodies are streams the test feeds; counts the bodies being read. */
function fakeFetch() {
  const feeds: ReadableStreamDefaultController<Uint8Array>[] = [];
  const base = (async () =>
    new Response(new ReadableStream<Uint8Array>({ start: (c) => void feeds.push(c) }, { highWaterMark: 0 }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;
  return { base, feeds };
}

describe('gatedFetch', () => {
  it('reads at most the gate’s number of bodies at once; the others wait until one is read', async () => {
    const gate = new CallLimiter('answers', { maxInFlight: 2 });
    const { base, feeds } = fakeFetch();
    const gated = gatedFetch(gate, base);
    const texts = Array.from({ length: 5 }, async () => (await gated('http://stub/')).text());
    await nextTurn();
    expect(gate.stats()).toMatchObject({ inFlight: 2, waiting: 3 });
    // The first body ends: its slot goes to the next answer.
    feeds[0]!.enqueue(new TextEncoder().encode('{"a":'));
    feeds[0]!.enqueue(new TextEncoder().encode('1}'));
    feeds[0]!.close();
    await nextTurn();
    expect(gate.stats()).toMatchObject({ inFlight: 2, waiting: 2 });
    for (const f of feeds.slice(1)) {
      f.enqueue(new TextEncoder().encode('ok'));
      f.close();
    }
    expect(await Promise.all(texts)).toEqual(['{"a":1}', 'ok', 'ok', 'ok', 'ok']);
    expect(gate.stats()).toMatchObject({ inFlight: 0, waiting: 0, started: 5 });
  });

  it('gives the slot back when a body fails, is cancelled, or the call is aborted', async () => {
    const gate = new CallLimiter('answers', { maxInFlight: 1 });
    const { base, feeds } = fakeFetch();
    const gated = gatedFetch(gate, base);

    const failing = (await gated('http://stub/')).text();
    feeds[0]!.error(new Error('socket hang up'));
    await expect(failing).rejects.toThrow('socket hang up');
    expect(gate.stats().inFlight).toBe(0);

    const cancelled = await gated('http://stub/');
    await cancelled.body!.cancel();
    expect(gate.stats().inFlight).toBe(0);

    const call = new AbortController();
    await gated('http://stub/', { signal: call.signal });
    expect(gate.stats().inFlight).toBe(1);
    call.abort();
    await nextTurn();
    expect(gate.stats().inFlight).toBe(0);
    // An aborted call that still waits for a slot stops waiting.
    const holder = await gated('http://stub/');
    const late = new AbortController();
    const waiting = gated('http://stub/', { signal: late.signal });
    await nextTurn();
    late.abort(new Error('timed out'));
    await expect(waiting).rejects.toThrow('timed out');
    await holder.body!.cancel();
    await nextTurn();
    expect(gate.stats()).toMatchObject({ inFlight: 0, waiting: 0 });
  });

  it('tells when an answer starts and stops waiting for a slot', async () => {
    const gate = new CallLimiter('answers', { maxInFlight: 1 });
    const { base, feeds } = fakeFetch();
    const events: string[] = [];
    const gated = gatedFetch(gate, base, {
      waiting: () => events.push('waiting'),
      granted: () => events.push('granted'),
    });
    const first = (await gated('http://stub/')).text();
    const second = gated('http://stub/');
    await nextTurn();
    expect(events).toEqual(['waiting', 'granted', 'waiting']);
    feeds[0]!.close();
    await first;
    await (await second).body!.cancel();
    expect(events).toEqual(['waiting', 'granted', 'waiting', 'granted']);
  });

  it('within an AnswerHold, a read body keeps its slot until the hold is released', async () => {
    const gate = new CallLimiter('answers', { maxInFlight: 1 });
    const { base, feeds } = fakeFetch();
    const gated = gatedFetch(gate, base);
    const hold = new AnswerHold();
    const text = hold.run(async () => (await gated('http://stub/')).text());
    await nextTurn();
    feeds[0]!.close();
    expect(await text).toBe('');
    await nextTurn();
    expect(gate.stats().inFlight).toBe(1); // read, but its bytes are still held
    hold.release();
    await nextTurn();
    expect(gate.stats().inFlight).toBe(0);
    // A hold released before its answer is read gives the slot back at once.
    const late = new AnswerHold();
    late.release();
    const other = late.run(async () => (await gated('http://stub/')).text());
    await nextTurn();
    feeds[1]!.close();
    await other;
    await nextTurn();
    expect(gate.stats().inFlight).toBe(0);
  });
});
