import type { Msg, Subscription } from '@nats-io/transport-node';
import { isRpcSubject } from '@tryon/proto-events';
import type { Logger } from './logger.js';
import type { Nats } from './nats.js';
import {
  contextFromHeaders,
  inSpan,
  markSpanError,
  messagingAttributes,
  SpanKind,
  traceHeaders,
} from './tracing-context.js';

export interface RunningResponder {
  /** Stops taking requests and waits for the ones in flight to be answered. */
  stop(): Promise<void>;
}

/**
 * Answers core NATS requests on `subject` (always `rpc.<service>.<call>`, see proto-events' `rpcSubject`,
 * so that no stream captures the requests) in queue group `queue` (one replica answers each request),
 * handling them concurrently. `handle` gets the parsed JSON body (undefined when it is not JSON) and
 * returns the JSON answer; an exception answers `{ok: false, code: 'INTERNAL'}` and is logged.
 */
export function startResponder(
  nats: Nats,
  opts: {
    subject: string;
    queue: string;
    logger: Logger;
    handle: (body: unknown) => Promise<unknown>;
  },
): RunningResponder {
  if (!isRpcSubject(opts.subject)) {
    throw new Error(`request-reply subjects are rpc.<service>.<call>; got ${opts.subject}`);
  }
  const inFlight = new Set<Promise<void>>();
  const answer = async (msg: Msg): Promise<unknown> => {
    let reply: unknown;
    try {
      let body: unknown;
      try {
        body = msg.json();
      } catch {
        body = undefined;
      }
      reply =
        body === undefined
          ? { ok: false, code: 'VALIDATION', error: 'Invalid format: the request body is not valid JSON' }
          : await opts.handle(body);
    } catch (err) {
      opts.logger.error({ err, subject: opts.subject }, 'request failed');
      reply = { ok: false, code: 'INTERNAL', error: 'Internal server error' };
    }
    if (msg.reply) msg.respond(JSON.stringify(reply));
    return reply;
  };
  // Each request is answered in a span continuing the caller's trace (its traceparent header).
  const answerInSpan = (msg: Msg): Promise<void> =>
    inSpan(
      `process ${opts.subject}`,
      {
        kind: SpanKind.SERVER,
        parent: contextFromHeaders(msg.headers),
        attributes: messagingAttributes(opts.subject, 'process'),
      },
      async (span) => {
        const reply = await answer(msg);
        if ((reply as { code?: string } | null)?.code === 'INTERNAL') markSpanError(span, 'INTERNAL');
      },
    );
  const sub: Subscription = nats.nc.subscribe(opts.subject, {
    queue: opts.queue,
    callback: (err, msg) => {
      if (err) {
        opts.logger.warn({ err, subject: opts.subject }, 'responder subscription error');
        return;
      }
      const p = answerInSpan(msg).finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
  });
  return {
    async stop() {
      if (!sub.isClosed()) await sub.drain().catch(() => undefined);
      await Promise.all([...inFlight]);
    },
  };
}

/**
 * Sends a request-reply call (`rpc.<service>.<call>`) and answers the reply; the request carries the
 * caller's W3C trace context, so the responder's work is part of the caller's trace.
 */
export function natsRequest(
  nats: Pick<Nats, 'nc'>,
  subject: string,
  payload: string,
  opts: { timeout: number },
): Promise<Msg> {
  return inSpan(
    `send ${subject}`,
    { kind: SpanKind.CLIENT, attributes: messagingAttributes(subject, 'send') },
    () => {
      const headers = traceHeaders();
      return nats.nc.request(subject, payload, { timeout: opts.timeout, ...(headers ? { headers } : {}) });
    },
  );
}
