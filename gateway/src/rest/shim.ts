import { once } from 'node:events';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApolloServer } from '@apollo/server';
import {
  AppError,
  CONTEXT_HEADER,
  CORRELATION_HEADER,
  statusForGraphQLCode,
  isErrorCode,
  toAppError,
  type ErrorCode,
} from '@tryon/kit';
import type { GatewayContext } from '../graphql.js';
import { PUBLIC_CACHE_CONTROL } from '../http-cache.js';
import type { CallerResolver } from '../caller.js';
import { hashSid, SID_COOKIE } from '../caller.js';
import {
  documentedOperation,
  type CsvRoute,
  type GraphQLRoute,
  type ProxyRoute,
  type Route,
} from './route-kit.js';
import { STREAMED_BODY } from '../body-deadline.js';

/** Rows asked for per page of a CSV download (the lists' largest page). */
export const CSV_PAGE_SIZE = 500;

/**
 * A cell as written to a CSV download. Text that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) gets a leading apostrophe: names and e-mails are typed by users.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * Headers of one connection, not of the request (RFC 9110 section 7.6.1): the gateway's own connection to
 * the service frames the body itself. A client's `Transfer-Encoding: chunked` sent on beside the
 * Content-Length of the re-encoded body is a request Node's parser refuses (400).
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/** A parsed body (JSON, or text/plain as it came) as the bytes to send on, with its type. */
function forwardedBody(req: FastifyRequest): { body: string; contentType: string } {
  const type = req.headers['content-type'] ?? '';
  if (typeof req.body === 'string' && !/json/i.test(type)) return { body: req.body, contentType: type };
  return { body: JSON.stringify(req.body), contentType: /json/i.test(type) ? type : 'application/json' };
}

/** Rewords GraphQL's own input errors the way the web app's error catalogue reads them. */
export function rewordGraphQLError(message: string): string {
  const missing = /Field "([^"]+)" of required type "[^"]+" was not provided/.exec(message);
  if (missing) return `Missing required field: ${missing[1]}`;
  // A required argument of the operation left out of the body ("$subject").
  const missingVariable = /^Variable "\$([^"]+)" of (?:required|non-null) type "[^"]+" was not provided/.exec(
    message,
  );
  if (missingVariable) return `Missing required field: ${missingVariable[1]}`;
  const badValue = /at "[^"]*?\.?([A-Za-z0-9_]+)"; (.*)$/.exec(message);
  if (badValue) return `Invalid format: ${badValue[1]}: ${badValue[2]}`;
  return /^Invalid/.test(message) ? message : `Invalid format: ${message}`;
}

/** Turns the first GraphQL error into an AppError with the right status. */
export function errorFromGraphQL(err: { message: string; extensions?: Record<string, unknown> }): AppError {
  const code = err.extensions?.code;
  const status = statusForGraphQLCode(code);
  if (isErrorCode(code)) return new AppError(code, err.message);
  if (status === 400) return new AppError('VALIDATION', rewordGraphQLError(err.message));
  const mapped: ErrorCode = status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : 'INTERNAL';
  return new AppError(mapped, mapped === 'INTERNAL' ? 'Internal server error' : err.message);
}

/**
 * Registers every route of the table (`restRoutes(settings)`), plus the OpenAPI document at /api/docs and a
 * JSON 404 for the rest.
 */
export function registerRestShim(
  app: FastifyInstance,
  deps: {
    server: ApolloServer<GatewayContext>;
    contextFor: (req: FastifyRequest) => Promise<GatewayContext>;
    callers: CallerResolver;
    serviceUrl: (name: string) => string | undefined;
  },
  routes: Route[],
): void {
  /** Runs a route's operation for the caller; a GraphQL error becomes the matching AppError. */
  const execute = async (operation: string, variables: Record<string, unknown>, req: FastifyRequest) => {
    const contextValue = await deps.contextFor(req);
    // The printed operation, not the DocumentNode: Apollo Server would print a DocumentNode on every call.
    const res = await deps.server.executeOperation({ query: operation, variables }, { contextValue });
    if (res.body.kind !== 'single') throw new AppError('INTERNAL', 'Unexpected incremental result');
    const { data, errors } = res.body.singleResult;
    if (errors?.length) throw errorFromGraphQL(errors[0]);
    return data ?? {};
  };

  const runGraphQL = async (route: GraphQLRoute, req: FastifyRequest, reply: FastifyReply) => {
    const data = await execute(route.operation, route.variables(req), req);
    if (route.headers) void reply.headers(route.headers(data, req));
    if (route.public) void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    return reply.status(route.status ?? 200).send(route.select(data));
  };

  const runCsv = async (route: CsvRoute, req: FastifyRequest, reply: FastifyReply) => {
    // Each page is a new operation with a fresh context (a long download outlives one context token).
    const pageAt = async (offset: number) =>
      route.page(await execute(route.operation, route.variables(req, { limit: CSV_PAGE_SIZE, offset }), req));
    const first = await pageAt(0);
    const csv = stringify({ header: true, columns: route.columns.map((c) => c.header) });
    const write = async () => {
      let page = first;
      let offset = 0;
      for (;;) {
        for (const row of page.rows) {
          // The client went away: stop asking for pages.
          if (csv.destroyed) return;
          if (!csv.write(route.columns.map((c) => csvCell(c.value(row))))) {
            await Promise.race([once(csv, 'drain'), once(csv, 'close')]);
          }
        }
        offset += page.rows.length;
        if (csv.destroyed || page.rows.length < CSV_PAGE_SIZE || offset >= page.total) break;
        page = await pageAt(offset);
      }
      if (!csv.destroyed) csv.end();
    };
    write().catch((err: unknown) => {
      // Headers are gone by now: the download ends short, and the log says why.
      req.log.error({ err, path: route.path }, 'CSV download stopped midway');
      csv.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${route.filename}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-total-count', String(first.total))
      .send(csv);
  };

  const runProxy = async (route: ProxyRoute, req: FastifyRequest, reply: FastifyReply) => {
    const base = deps.serviceUrl(route.service);
    if (!base) throw new AppError('UNAVAILABLE', `Service ${route.service} is not configured`);
    const ctx = await deps.contextFor(req);
    const token = await ctx.token;
    const bodyIsStream = req.body instanceof Readable;
    if (bodyIsStream && !route.stream)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
    if (route.stream) {
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > route.stream.maxBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', route.stream.tooLarge);
      }
    }
    if (route.changesSession) {
      const raw = req.cookies?.[SID_COOKIE];
      if (raw) deps.callers.evict(hashSid(raw));
    }
    const upstream = typeof route.upstreamPath === 'string' ? route.upstreamPath : route.upstreamPath(req);
    return reply.from(`${base}${upstream}`, {
      // A body the gateway parsed goes on as the exact bytes of what it parsed, with their length. (Left
      // to reply-from, a falsy body such as JSON `null` was sent as nothing under the client's
      // Content-Length, and the service waited for bytes that never came.)
      ...(bodyIsStream || req.body === undefined ? {} : forwardedBody(req)),
      rewriteRequestHeaders: (_orig, headers) => {
        const out: IncomingHttpHeaders = {};
        for (const [k, v] of Object.entries(headers)) {
          if (k === CONTEXT_HEADER || k === 'host' || k.startsWith('x-forwarded-') || HOP_BY_HOP.has(k))
            continue;
          out[k] = v;
        }
        out[CONTEXT_HEADER] = token;
        out[CORRELATION_HEADER] = req.id;
        return out;
      },
      // An upstream that cannot be reached is a 503 with Retry-After, one that is too slow a 504.
      onError: (r, { error }) => void r.send(toAppError(error)),
    });
  };

  const handler = (route: Route) => (req: FastifyRequest, reply: FastifyReply) =>
    route.kind === 'graphql'
      ? runGraphQL(route, req, reply)
      : route.kind === 'csv'
        ? runCsv(route, req, reply)
        : runProxy(route, req, reply);
  for (const route of routes) {
    if (route.kind === 'proxy' && route.stream) continue;
    app.route({ method: route.method, url: route.path, handler: handler(route) });
  }

  // Streamed routes (uploads, webhooks) get their bodies unparsed, whatever the type: the service that
  // owns them reads the bytes (a webhook's signature covers the raw body).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    for (const route of routes) {
      if (route.kind !== 'proxy' || !route.stream) continue;
      scope.route({ method: route.method, url: route.path, config: STREAMED_BODY, handler: handler(route) });
    }
  });

  app.get('/api/docs', async () => openApi(routes));
  app.all('/api/*', async () => {
    throw new AppError('NOT_FOUND', 'Not found');
  });
}

/** OpenAPI 3.1 description of the REST shim, made from the route table. */
export function openApi(routes: Route[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      summary: r.summary,
      ...(r.kind !== 'proxy'
        ? { 'x-graphql-operation': documentedOperation(r.document) }
        : {
            'x-upstream': `${r.service}${typeof r.upstreamPath === 'string' ? r.upstreamPath : ' (same path)'}`,
          }),
      responses: {
        default: {
          description: 'Errors are { "error": message, "code": CODE }',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { error: { type: 'string' }, code: { type: 'string' } } },
            },
          },
        },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Try-on platform REST API', version: '1' }, paths };
}
