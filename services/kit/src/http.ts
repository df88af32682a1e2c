import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { CORRELATION_HEADER, sanitizeCorrelationId, withCorrelation, type Logger } from './logger.js';
import { toAppError } from './errors.js';

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

  app.addHook('onRequest', (req, reply, done) => {
    reply.header(CORRELATION_HEADER, req.id);
    withCorrelation(req.id, done);
  });

  app.addHook('onResponse', (req, reply, done) => {
    const path = req.url.split('?')[0] ?? req.url;
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
    if (appErr.status >= 500) req.log.error({ err }, 'request failed');
    else req.log.debug({ err: appErr.message, code: appErr.code }, 'request refused');
    if (appErr.headers) reply.headers(appErr.headers);
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
