import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@tryon/kit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The gateway streams the body on unread (uploads, webhooks): see installBodyDeadline. */
    streamedBody?: boolean;
  }
}

/** Route config of a route whose body the gateway does not read but streams on (uploads, webhooks). */
export const STREAMED_BODY = { streamedBody: true } as const;

/**
 * Every body the gateway reads itself must have arrived `ms` after its first byte was awaited, or the
 * request ends with 408 and the connection is closed: a client trickling a small JSON body in holds no
 * connection for long. (Node's own requestTimeout is checked only every 30 s and covers the uploads too.)
 * Routes with {@link STREAMED_BODY} are left to the service that reads them, which paces them itself.
 */
export function installBodyDeadline(app: FastifyInstance, ms: number): void {
  app.addHook('preParsing', async (req: FastifyRequest, reply, payload: Readable) => {
    if (req.routeOptions.config?.streamedBody) return payload;
    const out = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(out);
      payload.pause();
      void reply.header('connection', 'close');
      out.destroy(new AppError('REQUEST_TIMEOUT', 'Request timeout: the body took too long to arrive'));
    }, ms);
    const done = () => clearTimeout(timer);
    payload.once('end', done);
    payload.once('close', done);
    // Answered before the body was read (a refusal, a client gone): no deadline is left to keep, and
    // the rest of the body is let through to Node, which discards it and keeps the connection usable.
    reply.raw.once('close', () => {
      done();
      if (payload.readableEnded) return;
      payload.unpipe(out);
      payload.resume();
    });
    // When the body was never read, nobody listens on `out`: its end must not be an unhandled error.
    out.on('error', () => undefined);
    payload.once('error', (err) => {
      done();
      out.destroy(err);
    });
    payload.pipe(out);
    return out;
  });
}
