// A body the gateway reads itself must arrive within BODY_TIMEOUT_MS (issue 41: slow bodies never hold a
// connection); streamed routes (uploads, webhooks) are left to the service that paces them.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createHttpServer, createLogger } from '@tryon/kit';
import { installBodyDeadline, STREAMED_BODY } from './body-deadline.js';

let app: FastifyInstance;
let port: number;
const DEADLINE_MS = 300;

beforeAll(async () => {
  app = createHttpServer({ logger: createLogger('test', 'silent'), readiness: [] });
  installBodyDeadline(app, DEADLINE_MS);
  app.post('/json', async (req) => ({ got: req.body }));
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    scope.post('/stream', { config: STREAMED_BODY }, async (req) => {
      let n = 0;
      for await (const chunk of req.body as AsyncIterable<Buffer>) n += chunk.length;
      return { bytes: n };
    });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(() => app.close());

/** Sends the head and `parts` of a body with `gapMs` between them; resolves with the raw answer once the server closes or answers. */
function trickle(
  path: string,
  total: number,
  parts: string[],
  gapMs: number,
): Promise<{ text: string; ms: number; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('error', reject);
    socket.on('data', (d) => (text += d.toString()));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, ms: Date.now() - started, closed: true });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`,
    );
    const next = () => {
      if (i >= parts.length || socket.destroyed) {
        if (i >= parts.length) setTimeout(() => socket.end(), 200);
        return;
      }
      socket.write(parts[i++]);
      timer = setTimeout(next, gapMs);
    };
    next();
  });
}

describe('the body deadline', () => {
  it('answers 408 and closes the connection when a JSON body trickles in', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(40) });
    const parts = body.match(/.{1,4}/g)!;
    const r = await trickle('/json', body.length, parts, 100);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(r.text).toContain('"code":"REQUEST_TIMEOUT"');
    expect(r.ms).toBeLessThan(DEADLINE_MS + 1500);
  });

  it('lets a body that arrives in time through', async () => {
    const body = JSON.stringify({ a: 1 });
    const r = await trickle('/json', body.length, [body.slice(0, 3), body.slice(3)], 50);
    expect(r.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(r.text).toContain('{"got":{"a":1}}');
  });

  it('leaves streamed routes to the service that reads them', async () => {
    const parts = Array.from({ length: 6 }, () => 'xxxxxxxxxx');
    const r = await trickle('/stream', 60, parts, 100);
    expect(r.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(r.text).toContain('{"bytes":60}');
  });

  it('keeps no deadline for a body that was answered without being read', async () => {
    // A content type the route has no parser for is refused (415) before its body is read.
    const body = 'x'.repeat(256 * 1024);
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let got = '';
      socket.on('error', reject);
      socket.on('data', (d) => (got += d.toString()));
      socket.on('close', () => resolve(got));
      socket.write(
        `POST /json HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/x-unknown\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.end(body);
    });
    expect(text).toMatch(/^HTTP\/1\.1 415 /);
    // Over a kept-alive connection the unread rest is discarded and the connection stays usable.
    const again = await fetch(`http://127.0.0.1:${port}/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-unknown' },
      body,
    });
    expect(again.status).toBe(415);
    const next = await fetch(`http://127.0.0.1:${port}/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":2}',
    });
    expect(await next.json()).toEqual({ got: { a: 2 } });
    // Past the deadline, an unread body destroyed with nobody listening would crash the process.
    await new Promise((resolve) => setTimeout(resolve, DEADLINE_MS + 300));
  });
});
