import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createHttpServer, createLogger } from '@tryon/kit';
import { COMPRESS_THRESHOLD_BYTES, registerCompression } from './compression.js';
import { registerHttpCache } from './http-cache.js';
import { ROUTE_PRELOADS_FILE, serveWebApp } from './static.js';

// The gateway's first-load path (issue 14): the web build's pre-compressed files, and API answers
// compressed above a threshold, wired in the same order as app.ts (ETag hook, compression, routes, static).

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const PAGE = `<!doctype html><html><head><title>app</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;
const BIG = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item number ${i}` })) };

let dir: string;
let app: FastifyInstance;
let port: number;

interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (still compressed). */
  rawPayload: Buffer;
  body: string;
}

/** A GET over a real socket, the body left as it came (fetch would decompress it). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({
          statusCode: res.statusCode ?? 0,
          headers: res.headers,
          rawPayload,
          body: rawPayload.toString(),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-static-'));
  await mkdir(join(dir, 'assets'));
  const files: Record<string, string> = { 'index.html': PAGE, 'assets/app-abc123.js': SCRIPT };
  // The build's list of what each route's screen loads (web/vite.config.ts); one entry is not an asset.
  await writeFile(
    join(dir, ROUTE_PRELOADS_FILE),
    JSON.stringify({
      '/dashboard': ['/assets/layout-1.js', '/assets/layout-1.css', '/assets/screen-2.js'],
      '/auth': ['/assets/auth-3.js', 'https://elsewhere.example/x.js'],
    }),
  );
  for (const [name, text] of Object.entries(files)) {
    await writeFile(join(dir, name), text);
    // Marked copies: the test can tell which file was sent.
    await writeFile(join(dir, `${name}.br`), brotliCompressSync(`${text}/*br*/`));
    await writeFile(join(dir, `${name}.gz`), gzipSync(`${text}/*gz*/`));
  }
  const web: { fallback?: Awaited<ReturnType<typeof serveWebApp>> } = {};
  app = createHttpServer({
    logger: createLogger('test', 'silent'),
    readiness: [],
    notFound: (req, reply) => web.fallback?.(req, reply),
  });
  await registerHttpCache(app);
  await registerCompression(app);
  app.get('/api/big', async () => BIG);
  app.get('/api/small', async () => ({ ok: true }));
  web.fallback = await serveWebApp(app, dir, createLogger('test', 'silent'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('pre-compressed web assets', () => {
  it('sends the brotli copy to a browser that accepts br, with Content-Encoding and Vary', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${SCRIPT}/*br*/`);
  });

  it('sends the gzip copy when br is not accepted, and the file itself when nothing is', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${SCRIPT}/*gz*/`);

    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a client-side route with the compressed index.html, never cached', async () => {
    const res = await get('/dashboard', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${PAGE}/*br*/`);
  });
});

describe('route preloads', () => {
  it("names the chunks of a route's screen in a Link header of its page, with or without a trailing slash", async () => {
    const res = await get('/dashboard?from=menu');
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(
      '</assets/layout-1.js>; rel=modulepreload, </assets/layout-1.css>; rel=preload; as=style; crossorigin, ' +
        '</assets/screen-2.js>; rel=modulepreload',
    );
    expect((await get('/dashboard/')).headers.link).toBe(res.headers.link);
    // Only the build's own assets are named.
    expect((await get('/auth')).headers.link).toBe('</assets/auth-3.js>; rel=modulepreload');
  });

  it('sends no Link header for other pages and for the assets themselves', async () => {
    expect((await get('/')).headers.link).toBeUndefined();
    expect((await get('/gallery')).headers.link).toBeUndefined();
    expect((await get('/assets/app-abc123.js')).headers.link).toBeUndefined();
  });
});

describe('compressed API answers', () => {
  it(`compresses a JSON answer of at least ${COMPRESS_THRESHOLD_BYTES} bytes, keeping its ETag usable`, async () => {
    const res = await get('/api/big', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(BIG);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length);

    const etag = res.headers.etag;
    expect(etag).toMatch(/^"/);
    const again = await get('/api/big', { 'accept-encoding': 'gzip', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('prefers brotli when the client accepts both', async () => {
    const res = await get('/api/big', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(BIG);
  });

  it('leaves small answers and clients that accept no encoding alone', async () => {
    const small = await get('/api/small', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toEqual({ ok: true });

    const plain = await get('/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(BIG);
  });
});
