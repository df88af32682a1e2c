// The REST shim's proxied calls against a stand-in service: what the gateway sends on, and that it never
// waits on a service for a request the service has already answered.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import { createHttpServer, createLogger } from '@tryon/kit';
import type { CallerResolver } from '../caller.js';
import type { GatewayContext } from '../graphql.js';
import { proxyRoute } from './route-kit.js';
import { registerRestShim } from './shim.js';

const logger = createLogger('test', 'silent');

interface Seen {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let service: http.Server;
let serviceUrl: string;
const seen: Seen[] = [];
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  service = http.createServer((req, res) => {
    if (req.url === '/refuse') {
      // Answers at once without reading the body.
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'File too large', code: 'PAYLOAD_TOO_LARGE' }));
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (body += d));
    req.on('end', () => {
      seen.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ got: body }));
    });
  });
  await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

  app = createHttpServer({ logger, readiness: [] });
  await app.register(cookie);
  await app.register(replyFrom, { http: { requestOptions: { timeout: 5000 } } });
  const contextFor = async (): Promise<GatewayContext> => ({
    caller: { userId: null, role: null, ip: null },
    token: Promise.resolve('token'),
  });
  registerRestShim(
    app,
    {
      server: undefined as never,
      contextFor,
      callers: { evict: () => undefined } as unknown as CallerResolver,
      serviceUrl: () => serviceUrl,
    },
    [
      proxyRoute({ method: 'POST', path: '/api/echo', summary: 'echo', service: 's', upstreamPath: '/echo' }),
      proxyRoute({
        method: 'POST',
        path: '/api/upload',
        summary: 'upload',
        service: 's',
        upstreamPath: '/refuse',
        stream: { maxBytes: 100 * 1024 * 1024, tooLarge: 'too large' },
      }),
      proxyRoute({
        method: 'POST',
        path: '/api/stream',
        summary: 'stream',
        service: 's',
        upstreamPath: '/echo',
        stream: { maxBytes: 1024 * 1024, tooLarge: 'too large' },
      }),
    ],
  );
  await app.ready();
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
  await new Promise((r) => service.close(r));
});

beforeEach(() => {
  seen.length = 0;
});

/** A request written as given; `hold` leaves the body unfinished (the answer must not wait for it). */
function send(
  path: string,
  headers: Record<string, string>,
  pieces: string[],
  hold = false,
): Promise<{ status: number; body: string; ms: number; headers: http.IncomingHttpHeaders }> {
  const started = Date.now();
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: u.hostname, port: u.port, path, method: 'POST', headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => {
          resolve({ status: res.statusCode!, body, ms: Date.now() - started, headers: res.headers });
          req.destroy();
        });
      },
    );
    req.on('error', (err) => (hold ? undefined : reject(err)));
    for (const p of pieces) req.write(p);
    if (!hold) req.end();
  });
}

describe('a proxied call', () => {
  it.each(['null', 'false', '0', '""', '{"email":"a@example.com"}'])(
    'sends the JSON body %s on as it was parsed, with its own length',
    async (json) => {
      const r = await send(
        '/api/echo',
        { 'content-type': 'application/json', 'content-length': String(json.length) },
        [json],
      );
      expect(r.status).toBe(200);
      expect(r.ms).toBeLessThan(2000);
      expect(seen[0].body).toBe(json);
      expect(seen[0].headers['content-length']).toBe(String(Buffer.byteLength(json)));
    },
  );

  it('sends a chunked JSON body on with a Content-Length and no Transfer-Encoding', async () => {
    const r = await send(
      '/api/echo',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      ['{"email":', '"a@example.com"}'],
    );
    expect(r.status).toBe(200);
    expect(seen[0].body).toBe('{"email":"a@example.com"}');
    expect(seen[0].headers['transfer-encoding']).toBeUndefined();
    expect(seen[0].headers['content-length']).toBe('25');
  });

  it('streams a chunked body on (the gateway frames it itself)', async () => {
    const r = await send('/api/stream', { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }, [
      'one,',
      'two',
    ]);
    expect(r.status).toBe(200);
    expect(seen[0].body).toBe('one,two');
  });

  it("answers the service's refusal at once, while the client is still sending", async () => {
    const r = await send(
      '/api/upload',
      { 'content-type': 'application/octet-stream', 'content-length': String(50 * 1024 * 1024) },
      ['x'.repeat(64 * 1024)],
      true,
    );
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toEqual({ error: 'File too large', code: 'PAYLOAD_TOO_LARGE' });
    expect(r.ms).toBeLessThan(2000);
  });

  it('is a 503 with Retry-After when the service cannot be reached', async () => {
    const down = serviceUrl;
    serviceUrl = 'http://127.0.0.1:1';
    try {
      const r = await send('/api/echo', { 'content-type': 'application/json' }, ['{}']);
      expect(r.status).toBe(503);
      expect(JSON.parse(r.body).code).toBe('UNAVAILABLE');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      serviceUrl = down;
    }
  });
});
