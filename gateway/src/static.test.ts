import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { createHttpServer, createLogger } from '@tryon/kit';
import {
  ANSWERS_WAIT_MS,
  embedInitialData,
  INITIAL_DATA_ID,
  readRouteQueries,
  readVisitorData,
  ROUTE_QUERIES_FILE,
  serveWebApp,
  VISITOR_DATA_FILE,
  type SignedInAnswers,
} from './static.js';

// A signed-in page with its first answers embedded (issue 14, /dashboard's first load): which queries are
// asked for which page, where the block goes, its escaping, and the caching of such a page.

const PAGE = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
const QUERIES = {
  '*': { CurrentUser: 'query CurrentUser { me { id } }' },
  '/dashboard': { Dashboard: 'query Dashboard { me { id usage } }' },
};
/** The build's answers for a caller without a session. */
const VISITOR = { CurrentUser: { me: null } };
const logger = createLogger('test', 'silent');

let dir: string;
let app: FastifyInstance;
let port: number;
/** What the fake GraphQL path was asked (cookie and queries), and what it answers next. */
let asked: { sid: string | undefined; queries: Record<string, string> }[] = [];
let answer: SignedInAnswers = () => Promise.resolve(undefined);

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, headers, method }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The embedded block's JSON, parsed, or undefined when the page has none. */
function embedded(html: string): unknown {
  const block = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ID}">(.*?)</script>`).exec(
    html,
  );
  return block ? JSON.parse(block[1]!) : undefined;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-initial-data-'));
  await writeFile(join(dir, 'index.html'), PAGE);
  await writeFile(join(dir, ROUTE_QUERIES_FILE), JSON.stringify(QUERIES));
  await writeFile(join(dir, VISITOR_DATA_FILE), JSON.stringify(VISITOR));
  const web: { fallback?: Awaited<ReturnType<typeof serveWebApp>> } = {};
  app = createHttpServer({ logger, readiness: [], notFound: (req, reply) => web.fallback?.(req, reply) });
  await app.register(cookie);
  web.fallback = await serveWebApp(app, dir, logger, (req, queries) => {
    asked.push({ sid: req.cookies.sid, queries });
    return answer(req, queries);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

beforeEach(() => {
  asked = [];
  answer = () => Promise.resolve(undefined);
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('embedInitialData', () => {
  it('puts the block first in the body, with every < escaped, and JSON.parse gives the data back', () => {
    const data = { CurrentUser: { me: { firstName: '</script><img src=x onerror=alert(1)>' } } };
    const html = embedInitialData(PAGE, data);
    expect(html).toContain(`<body><script type="application/json" id="${INITIAL_DATA_ID}">{`);
    expect(html).not.toContain('</script><img');
    expect(html).toContain('\\u003c/script>\\u003cimg');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(embedded(html)).toEqual(data);
  });

  it('appends the block to a page without a body tag', () => {
    expect(embedInitialData('<title>x</title>', { A: {} })).toBe(
      `<title>x</title><script type="application/json" id="${INITIAL_DATA_ID}">{"A":{}}</script>`,
    );
  });
});

describe('readRouteQueries', () => {
  it("reads the build's list, and none when it is missing", async () => {
    expect(readRouteQueries(dir, logger)).toEqual(new Map(Object.entries(QUERIES)));
    const empty = await mkdtemp(join(tmpdir(), 'gateway-no-queries-'));
    expect(readRouteQueries(empty, logger).size).toBe(0);
    await rm(empty, { recursive: true });
  });
});

describe('readVisitorData', () => {
  it("reads the build's visitor answers; none when missing, unreadable or empty", async () => {
    expect(readVisitorData(dir, logger)).toEqual(VISITOR);
    const other = await mkdtemp(join(tmpdir(), 'gateway-no-visitor-'));
    expect(readVisitorData(other, logger)).toBeUndefined();
    await writeFile(join(other, VISITOR_DATA_FILE), '{not json');
    expect(readVisitorData(other, logger)).toBeUndefined();
    await writeFile(join(other, VISITOR_DATA_FILE), '[]');
    expect(readVisitorData(other, logger)).toBeUndefined();
    await writeFile(join(other, VISITOR_DATA_FILE), '{}');
    expect(readVisitorData(other, logger)).toBeUndefined();
    await rm(other, { recursive: true });
  });
});

describe("a signed-in page's embedded answers", () => {
  it("asks every page's queries and the route's own with the caller's cookie, and embeds the answers", async () => {
    answer = () =>
      Promise.resolve({ CurrentUser: { me: { id: 7 } }, Dashboard: { me: { id: 7, usage: 1 } } });
    const res = await get('/dashboard/', { cookie: 'sid=abc' });
    expect(res.status).toBe(200);
    expect(asked).toEqual([{ sid: 'abc', queries: { ...QUERIES['*'], ...QUERIES['/dashboard'] } }]);
    expect(embedded(res.body)).toEqual({
      CurrentUser: { me: { id: 7 } },
      Dashboard: { me: { id: 7, usage: 1 } },
    });
    // Never kept by a cache, and a cache must tell requests apart by their cookie.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers['content-type']).toMatch(/text\/html/);

    await get('/gallery', { cookie: 'sid=abc' });
    expect(asked[1]?.queries).toEqual(QUERIES['*']);
  });

  it("serves a visitor, and a cookie that is no session, the build's visitor answers", async () => {
    const visitor = async (res: Awaited<ReturnType<typeof get>>) => {
      expect(res.status).toBe(200);
      expect(embedded(res.body)).toEqual(VISITOR);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    };
    await visitor(await get('/'));
    await visitor(await get('/auth?mode=login'));
    expect(asked).toEqual([]); // no cookie: not even asked
    await visitor(await get('/dashboard', { cookie: 'sid=expired' })); // answers undefined: not signed in
    expect(asked).toHaveLength(1);
  });

  it('serves the plain page on a failure, slow answers and a HEAD request', async () => {
    const plain = async (res: Awaited<ReturnType<typeof get>>) => {
      expect(res.status).toBe(200);
      expect(res.body).toBe(PAGE);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
    };
    answer = () => Promise.reject(new Error('identity is down'));
    await plain(await get('/dashboard', { cookie: 'sid=abc' }));
    answer = () => Promise.resolve({});
    await plain(await get('/dashboard', { cookie: 'sid=abc' })); // nothing answered
    // Answers slower than the page can wait for: the plain page, in about that time.
    answer = () => new Promise(() => undefined);
    const started = Date.now();
    await plain(await get('/dashboard', { cookie: 'sid=abc' }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(ANSWERS_WAIT_MS - 20);
    expect(Date.now() - started).toBeLessThan(ANSWERS_WAIT_MS + 1000);
    const head = await get('/dashboard', { cookie: 'sid=abc' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(asked).toHaveLength(3);
  });
});
