import type { IncomingMessage, ServerResponse } from 'node:http';
import { CallLimiter } from '@tryon/kit';
import { HttpStub, readBody } from '../../../../test-support/http-stub.js';
import { waitFor } from '../../../../test-support/wait.js';
import { BodyBuffers } from './inline-json.js';
import { AnswerHold, gatedFetch } from './read-gate.js';
import { nodeBodyOf, requestFetch } from './request-fetch.js';

/** A local server whose answers the test writes: each request waits for `next()` to hand it over. */
class HeldStub extends HttpStub {
  private readonly pending: { req: IncomingMessage; body: string; res: ServerResponse }[] = [];
  private readonly waiters: Array<() => void> = [];

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.pending.push({ req, body: (await readBody(req)).raw, res });
    this.waiters.splice(0).forEach((w) => w());
  }

  protected internalError(res: ServerResponse): void {
    res.writeHead(500).end();
  }

  async next() {
    while (!this.pending.length) await new Promise<void>((r) => this.waiters.push(r));
    return this.pending.shift()!;
  }

  close(): Promise<void> {
    return this.stop();
  }
}

async function server(): Promise<HeldStub> {
  const stub = new HeldStub();
  await stub.start();
  return stub;
}

describe('requestFetch', () => {
  let s: Awaited<ReturnType<typeof server>>;
  beforeEach(async () => (s = await server()));
  afterEach(() => s.close());
  const f = requestFetch();

  it('sends the method, headers and body, and answers as fetch does (status, headers, body)', async () => {
    const answer = f(`${s.url}/v1/x?k=1`, {
      method: 'POST',
      headers: new Headers({ 'content-type': 'application/json', 'x-goog-api-key': 'k' }),
      body: '{"a":1}',
    });
    const { req, body, res } = await s.next();
    expect([req.method, req.url, req.headers['x-goog-api-key'], body]).toEqual([
      'POST',
      '/v1/x?k=1',
      'k',
      '{"a":1}',
    ]);
    res.writeHead(429, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
    res.end('{"error":{"code":429}}');
    const r = await answer;
    expect([r.ok, r.status, r.headers.get('content-type'), r.headers.get('set-cookie')]).toEqual([
      false,
      429,
      'application/json',
      'a=1, b=2',
    ]);
    expect(await r.json()).toEqual({ error: { code: 429 } });
  });

  it('gives the body as its Node stream to readers that take it, and none for a 204', async () => {
    const answer = f(s.url);
    const { res } = await s.next();
    res.write('x'.repeat(70_000));
    res.end('y');
    const r = await answer;
    const node = nodeBodyOf(r)!;
    expect(node).toBeDefined();
    const { bytes } = await new BodyBuffers().read(node, 0);
    expect(bytes.length).toBe(70_001);
    expect(bytes.toString('latin1', 69_999)).toBe('xy');
    expect(nodeBodyOf(new Response('plain'))).toBeUndefined();

    const empty = f(s.url);
    const second = await s.next();
    second.res.writeHead(204).end();
    expect((await empty).status).toBe(204);
    expect((await empty).body).toBeNull();
  });

  it('fails as fetch does: a TypeError with the cause when unreachable, the reason when aborted', async () => {
    const closed = `${s.url}/`;
    await s.close();
    const err = await f(closed).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TypeError);
    expect((err as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');

    s = await server();
    const call = new AbortController();
    const waiting = f(s.url, { signal: call.signal });
    await s.next();
    call.abort(new Error('time is up'));
    await expect(waiting).rejects.toThrow('time is up');
  });

  it('stops reading the socket when the web body is cancelled', async () => {
    const answer = f(s.url);
    const { res } = await s.next();
    res.write('partial');
    const r = await answer;
    const closed = new Promise((resolve) => nodeBodyOf(r)!.once('close', resolve));
    await r.body!.cancel();
    await closed;
  });
});

describe('gatedFetch over requestFetch (Node bodies)', () => {
  let s: Awaited<ReturnType<typeof server>>;
  beforeEach(async () => (s = await server()));
  afterEach(() => s.close());

  it('keeps the slot until the body is read (or the hold released), and frees it when the body fails', async () => {
    const gate = new CallLimiter('answers', { maxInFlight: 1 });
    const gated = gatedFetch(gate, requestFetch());
    // Read through the Node stream, no second stream around it.
    const first = gated(s.url);
    (await s.next()).res.end('{"a":1}');
    const r = await first;
    expect(gate.stats().inFlight).toBe(1);
    const { bytes } = await new BodyBuffers().read(nodeBodyOf(r)!, 0);
    expect(bytes.toString()).toBe('{"a":1}');
    await waitFor(() => gate.stats().inFlight === 0);
    expect(gate.stats().inFlight).toBe(0);

    // Within a hold: read, but kept until the hold is released.
    const hold = new AnswerHold();
    const held = hold.run(async () => (await gated(s.url)).text());
    (await s.next()).res.end('ok');
    expect(await held).toBe('ok');
    // Kept on purpose, a nothing-happens check: 5 ms later the read body still keeps its slot.
    await new Promise((r) => setTimeout(r, 5));
    expect(gate.stats().inFlight).toBe(1);
    hold.release();
    await waitFor(() => gate.stats().inFlight === 0);
    expect(gate.stats().inFlight).toBe(0);

    // A body that breaks off frees its slot.
    const broken = gated(s.url);
    const third = await s.next();
    third.res.writeHead(200, { 'content-length': '100' });
    await new Promise<void>((r) => third.res.write('short', () => r()));
    const text = (await broken).text();
    third.res.destroy();
    await expect(text).rejects.toThrow();
    await waitFor(() => gate.stats().inFlight === 0 && gate.stats().waiting === 0);
    expect(gate.stats()).toMatchObject({ inFlight: 0, waiting: 0 });
  });
});
