import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Span } from '@opentelemetry/api';
import {
  CORRELATION_HEADER,
  sanitizeCorrelationId,
  withCorrelation,
  withCorrelationInContext,
  type Logger,
} from './logger.js';
import { RETRY_AFTER_SECONDS, toAppError } from './errors.js';
import { endServerSpan, httpRequestsTraced, startServerSpan, UNTRACED_PATHS } from './tracing-context.js';

/** A dependency `/readyz` checks (Postgres, NATS, a subgraph...). It throws when not ready. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
}

export interface HttpServerOptions {
  logger: Logger;
  readiness: ReadinessCheck[];
  /** Answers requests no route matched (default: JSON 404). The gateway uses it for the SPA fallback. */
  notFound?: (req: FastifyRequest, reply: FastifyReply) => unknown;
  /** Largest request body accepted, in bytes (default 64 KiB). */
  bodyLimit?: number;
  fastify?: Partial<FastifyServerOptions>;
}

const QUIET = new Set(['/healthz', '/readyz']);

/** Servers in their drain (closeDraining): each answer asks its client to close the connection. */
const draining = new WeakSet<FastifyInstance>();

/**
 * Stops a server without cutting a client off: from now on every answer carries `Connection: close` (so a
 * client with a kept-alive connection sends its next request on a new one, to another copy or replica);
 * for up to `drainMs` it goes on answering, ending early once no connection is left; then it closes (no
 * new connections, the idle ones closed, the requests in flight finished, each closing its connection).
 * Closed at once, a kept-alive connection could take a request at the moment it is closed (a reset), and
 * one still busy would stay open after its answer until its keep-alive time ran out.
 */
export async function closeDraining(app: FastifyInstance, drainMs = 1000): Promise<void> {
  draining.add(app);
  const until = Date.now() + drainMs;
  while (Date.now() < until) {
    const open = await new Promise<number>((resolve) =>
      app.server.getConnections((err, n) => resolve(err ? 0 : n)),
    );
    if (open === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await app.close();
}

/** The request's server span (tracing on), ended when the answer has gone. */
const REQUEST_SPAN = Symbol('tryon request span');
type TracedRequest = FastifyRequest & { [REQUEST_SPAN]: Span | null };

/** A URL's path, without the query string. */
const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<T>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The HTTP server every process uses: correlation ids in and out, JSON errors `{error, code}`,
 * `/healthz` (alive) and `/readyz` (dependencies answer), a compact access log.
 */
export function createHttpServer(opts: HttpServerOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: opts.logger,
    // Our own compact access log (onResponse below) replaces fastify's two lines per request.
    logController: new LogController({ disableRequestLogging: true }),
    // The base logger already stamps the correlation id (logger.ts mixin); no per-request child binding.
    childLoggerFactory: (logger) => logger,
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    genReqId: (req) => sanitizeCorrelationId(req.headers[CORRELATION_HEADER]),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ...opts.fastify,
  });

  // With tracing on, each request's server span is made here (OpenTelemetry's API, tracing-context.ts;
  // probes and /metrics untraced), and is active for all the request does, the correlation id beside it.
  const traced = httpRequestsTraced();
  if (traced) app.decorateRequest(REQUEST_SPAN, null);
  /** A request's 5xx failure, recorded on its span when it ends. */
  const failures = new WeakMap<FastifyRequest, Error>();

  app.addHook('onRequest', (req, reply, done) => {
    reply.header(CORRELATION_HEADER, req.id);
    const path = traced ? pathOf(req.url) : '';
    if (!traced || UNTRACED_PATHS.test(path)) return withCorrelation(req.id, done);
    const { span, context } = startServerSpan({
      method: req.method,
      path,
      route: req.routeOptions.url,
      headers: req.headers,
    });
    (req as TracedRequest)[REQUEST_SPAN] = span;
    withCorrelationInContext(context, req.id, done);
  });

  app.addHook('onSend', (_req, reply, payload, done) => {
    if (draining.has(app)) void reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('onResponse', (req, reply, done) => {
    const span = traced ? (req as TracedRequest)[REQUEST_SPAN] : null;
    if (span) {
      (req as TracedRequest)[REQUEST_SPAN] = null;
      endServerSpan(span, reply.statusCode, reply.statusCode >= 500 ? failures.get(req) : undefined);
    }
    const path = pathOf(req.url);
    if (!QUIET.has(path)) {
      req.log.info(
        { method: req.method, url: path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
    }
    done();
  });

  app.setErrorHandler((err, req, reply) => {
    const appErr = toAppError(err);
    if (appErr.status >= 500) {
      req.log.error({ err }, 'request failed');
      if (traced) failures.set(req, err as Error);
    } else req.log.debug({ err: appErr.message, code: appErr.code }, 'request refused');
    if (appErr.headers) reply.headers(appErr.headers);
    // Every 503 says when to come back.
    if (appErr.status === 503 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    void reply.status(appErr.status).send(appErr.toJSON());
  });

  app.setNotFoundHandler(
    opts.notFound ??
      ((_req, reply) => {
        void reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
      }),
  );

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    const results = await Promise.all(
      opts.readiness.map(async (r) => {
        try {
          await withTimeout(r.check(), 2000, r.name);
          return [r.name, 'ok'] as const;
        } catch (e) {
          return [r.name, (e as Error).message || 'failed'] as const;
        }
      }),
    );
    const ready = results.every(([, v]) => v === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
  });

  return app;
}

/**
 * A Node-style header record (undici's `request`, node:http's incoming headers) as a fetch `Headers`: a
 * repeated header keeps every value, an absent one is left out. For callers that answer a `Response`
 * from a lower-level HTTP client.
 */
export function toFetchHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
