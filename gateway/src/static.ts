import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '@tryon/kit';
import { SID_COOKIE } from './caller.js';

// `/metrics` is never the app's (nor served here: metrics have their own port), so it is a plain 404.
// A build file that is not there (`/assets/...` of another build) is a 404 too, never index.html: a
// browser would otherwise run HTML as a script and show a blank page instead of the load error.
const API_PREFIXES = ['/api/', '/graphql', '/uploads/', '/healthz', '/readyz', '/metrics', '/assets/'];

/** True for a browser navigation that the single-page app should answer (SPA fallback). */
export function isAppRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  return !API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));
}

/** The file of the web build that lists, per route, the files its screen needs (web/vite.config.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The `Link` header value per route from the build's `route-preloads.json` (`{ "/dashboard": ["/assets/a.js",
 * "/assets/a.css"] }`): scripts as `rel=modulepreload`, styles as `rel=preload; as=style; crossorigin` (as the
 * app's loader then asks for them: a preload in another credentials mode would not be used). Files that are
 * not build assets are left out; a missing or unreadable list means no header (logged when unreadable).
 */
export function readRoutePreloads(webDist: string, logger: Logger): Map<string, string> {
  const links = new Map<string, string>();
  const file = join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return links;
  try {
    const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [route, files] of Object.entries(routes)) {
      if (!Array.isArray(files)) continue;
      const parts = files
        .filter((f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(f))
        .map((f) =>
          f.endsWith('.css') ? `<${f}>; rel=preload; as=style; crossorigin` : `<${f}>; rel=modulepreload`,
        );
      if (parts.length) links.set(route, parts.join(', '));
    }
  } catch (err) {
    logger.warn({ err, file }, 'route preloads unreadable; pages are served without Link headers');
  }
  return links;
}

/** The file of the web build that lists, per route, the queries a signed-in page embeds the answers of. */
export const ROUTE_QUERIES_FILE = 'route-queries.json';

/**
 * How long a signed-in page waits for its answers before it goes without them (the browser then asks
 * itself): a slow subgraph must not hold the page back longer than the answers would save.
 */
export const ANSWERS_WAIT_MS = 500;

/** The id of the page's block of embedded answers (web/src/lib/initial-data.ts reads it). */
export const INITIAL_DATA_ID = 'initial-data';

/** Query text by operation name, per route (`*`: every page), as the build lists them. */
export type RouteQueries = Map<string, Record<string, string>>;

/**
 * The build's `route-queries.json` (`{ "*": { "CurrentUser": "query CurrentUser { ... }" }, "/dashboard":
 * { ... } }`); a missing or unreadable list means no page embeds answers (logged when unreadable).
 */
export function readRouteQueries(webDist: string, logger: Logger): RouteQueries {
  const queries: RouteQueries = new Map();
  const file = join(webDist, ROUTE_QUERIES_FILE);
  if (!existsSync(file)) return queries;
  try {
    const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
    for (const [route, byName] of Object.entries(routes)) {
      const texts = Object.entries(byName ?? {}).filter(([, q]) => typeof q === 'string');
      if (texts.length) queries.set(route, Object.fromEntries(texts) as Record<string, string>);
    }
  } catch (err) {
    logger.warn({ err, file }, 'route queries unreadable; pages are served without embedded answers');
  }
  return queries;
}

/**
 * The build's `visitor-data.json`: the answers every page's queries have for a caller without a session (the
 * current user: none), by operation name. A page served to a visitor embeds them, so the web app knows at
 * its first render that nobody is signed in, without asking. Missing or unreadable: none (logged when
 * unreadable).
 */
export const VISITOR_DATA_FILE = 'visitor-data.json';

export function readVisitorData(webDist: string, logger: Logger): Record<string, unknown> | undefined {
  const file = join(webDist, VISITOR_DATA_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (data && typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length)
      return data as Record<string, unknown>;
  } catch (err) {
    logger.warn({ err, file }, 'visitor answers unreadable; pages are served to visitors without them');
  }
  return undefined;
}

/**
 * The page with `data` embedded as a JSON block the browser does not run (`type="application/json"`, which
 * the CSP's no-inline-script rule has no reason to refuse), first thing in the body. Every `<` of the JSON
 * is escaped (`\u003c`, the same string to JSON.parse), so no value can close the block or open markup.
 */
export function embedInitialData(html: string, data: Record<string, unknown>): string {
  const block = `<script type="application/json" id="${INITIAL_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return html + block;
  const at = body.index + body[0].length;
  return html.slice(0, at) + block + html.slice(at);
}

/**
 * Answers, for the request's caller, the queries given (text by operation name): the data of each one that
 * answered without errors, by operation name; `undefined` when the caller is not signed in (nothing to
 * embed). The gateway's own GraphQL path (app.ts): the session cookie resolved through identity, the
 * subgraphs asked as for the browser's own request.
 */
export type SignedInAnswers = (
  req: FastifyRequest,
  queries: Record<string, string>,
) => Promise<Record<string, unknown> | undefined>;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached. The build writes a
 * brotli (`.br`) and a gzip (`.gz`) copy beside each text file; the copy the browser accepts is sent with
 * its `Content-Encoding` (and every file says `Vary: Accept-Encoding`, since the answer depends on it).
 * Returns the not-found handler that answers index.html for every other page GET, so client-side routes
 * work on reload; for a route the build lists in `route-preloads.json` the page comes with a `Link` header
 * naming the chunks of its screen, which the browser then fetches in parallel with the entry script. For a
 * GET with a session cookie, `answers` gives the caller's answers to the page's queries (`route-queries.json`),
 * embedded in the page ({@link embedInitialData}), which is then `private, no-store`; a GET without a session
 * (no cookie, or one `answers` finds no session for) embeds the build's visitor answers (`visitor-data.json`);
 * every page says `Vary: Cookie`.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  logger: Logger,
  answers?: SignedInAnswers,
): Promise<((req: FastifyRequest, reply: FastifyReply) => unknown) | undefined> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) {
    logger.warn({ webDist }, 'web app not built; serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false, // our setHeaders decides
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('vary', 'accept-encoding');
    },
  });
  const preloads = readRoutePreloads(webDist, logger);
  const routeQueries = readRouteQueries(webDist, logger);
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const visitorData = readVisitorData(webDist, logger);
  /** The page of a caller known to have no session (the same for all of them), when the build says its answers. */
  const visitorPage = visitorData && { page: embedInitialData(html, visitorData), signedIn: false };
  /**
   * The page with the caller's answers to `path`'s queries; the visitor's page for a caller without a
   * session; or `undefined` (the plain page: a HEAD request, or answers that failed or came too late).
   */
  const signedInPage = async (req: FastifyRequest, path: string) => {
    const queries = { ...routeQueries.get('*'), ...routeQueries.get(path) };
    if (!answers || req.method !== 'GET' || !Object.keys(queries).length) return undefined;
    if (!req.cookies?.[SID_COOKIE]) return visitorPage;
    const waited = new AbortController();
    try {
      const data = await Promise.race([
        answers(req, queries),
        sleep(ANSWERS_WAIT_MS, undefined, { signal: waited.signal }).then(() => {
          req.log.warn({ path }, 'the signed-in answers are slow; serving the plain page');
          return 'slow' as const;
        }),
      ]);
      if (data === 'slow') return undefined;
      // No answers at all: the cookie is no session (expired, revoked), so this is a visitor's page.
      if (data === undefined) return visitorPage;
      return Object.keys(data).length ? { page: embedInitialData(html, data), signedIn: true } : undefined;
    } catch (err) {
      req.log.warn({ err }, 'embedding the signed-in answers failed; serving the plain page');
      return undefined;
    } finally {
      waited.abort();
    }
  };
  return async (req, reply) => {
    if (!isAppRoute(req.method, req.url))
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
    const path = (req.url.split('?')[0] ?? '').replace(/(.)\/$/, '$1');
    const link = preloads.get(path);
    if (link) reply.header('link', link);
    // The page depends on the cookie: a shared cache must not answer one person's request with another's.
    reply.header('vary', 'cookie');
    const page = await signedInPage(req, path);
    // A page with a person's data is kept by no cache at all; a visitor's is the same for every visitor.
    if (page)
      return reply
        .header('cache-control', page.signedIn ? 'private, no-store' : 'no-cache')
        .type('text/html')
        .send(page.page);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile('index.html', { cacheControl: false });
  };
}
