import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
} from '@opentelemetry/api';
import type { IncomingHttpHeaders } from 'node:http';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';

// W3C trace context across NATS: only the OpenTelemetry API is used here, so with no SDK started (no
// OTEL_EXPORTER_OTLP_ENDPOINT) every call is the API's no-op: no span is recorded and nothing is
// injected. The SDK itself is started by the preload module `tracing.ts`.

const tracer = () => trace.getTracer('@tryon/kit');

/**
 * The trace context of `ctx` as HTTP headers (W3C `traceparent`, and `tracestate` when there is one), for a
 * call that carries it itself; empty when there is none (tracing off, no trace).
 */
export function traceContextHeaders(ctx: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

/** The W3C `traceparent` / `tracestate` of the active span (empty when none is recording or traced). */
export function currentTraceContext(ctx: Context = context.active()): {
  traceparent?: string;
  tracestate?: string;
} {
  const carrier = traceContextHeaders(ctx);
  return { traceparent: carrier.traceparent, tracestate: carrier.tracestate };
}

/** The context a stored `traceparent` / `tracestate` pair (an outbox row's) continues. */
export function contextFromTraceparent(traceparent?: string | null, tracestate?: string | null): Context {
  if (!traceparent) return ROOT_CONTEXT;
  const carrier: Record<string, string> = { traceparent };
  if (tracestate) carrier.tracestate = tracestate;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

/** Writes the active trace context into NATS message headers (no-op without a traced span). */
export function injectTraceHeaders(h: MsgHdrs, ctx: Context = context.active()): MsgHdrs {
  propagation.inject(ctx, h, { set: (c, k, v) => c.set(k, v) });
  return h;
}

/** NATS headers carrying only the active trace context, or undefined when there is none to carry. */
export function traceHeaders(ctx: Context = context.active()): MsgHdrs | undefined {
  if (!trace.getSpanContext(ctx)) return undefined;
  const h = injectTraceHeaders(natsHeaders(), ctx);
  return h.keys().length ? h : undefined;
}

/** The context a received NATS message's headers continue (a fresh root when they carry none). */
export function contextFromHeaders(h: MsgHdrs | undefined): Context {
  if (!h) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, h, {
    get: (c, k) => c.get(k) || undefined,
    keys: (c) => c.keys(),
  });
}

/** Attributes of a span about a NATS subject (OpenTelemetry messaging conventions). */
export function messagingAttributes(
  subject: string,
  operation: 'publish' | 'send' | 'receive' | 'process',
  extra: Attributes = {},
): Attributes {
  return {
    'messaging.system': 'nats',
    'messaging.destination.name': subject,
    'messaging.operation.type': operation,
    ...extra,
  };
}

/**
 * Runs `fn` in a new span (child of `parent`, by default the active context) and ends it: an exception
 * marks it as an error and is re-thrown. Without an SDK the span is the API's non-recording one.
 */
export function inSpan<T>(
  name: string,
  opts: { kind: SpanKind; attributes?: Attributes; parent?: Context },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(
    name,
    { kind: opts.kind, attributes: opts.attributes },
    opts.parent ?? context.active(),
    async (span) => {
      try {
        return await fn(span);
      } catch (err) {
        span.recordException(err as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

const REQUEST_SPANS = Symbol.for('tryon.tracing.requestSpans');
type Flags = { [REQUEST_SPANS]?: boolean };

/**
 * Called by the SDK's starter: from now on kit's HTTP servers (`createHttpServer`) make a server span
 * per request ({@link startServerSpan}, from http.ts's own two hooks). The http instrumentation's
 * incoming spans would know neither fastify's route (the span's name) nor which query parameters carry
 * tokens, and @fastify/otel adds a span per hook: kit's span is the request's one span.
 */
export function traceHttpRequests(on: boolean): void {
  (globalThis as Flags)[REQUEST_SPANS] = on;
}

/** Whether HTTP servers made from now on trace their requests (off unless the SDK said so). */
export function httpRequestsTraced(): boolean {
  return (globalThis as Flags)[REQUEST_SPANS] === true;
}

/** Probe and scrape paths: polled all the time, never worth a trace. */
export const UNTRACED_PATHS = /^\/(healthz|readyz|metrics)(\/|$)/;

/** Node's incoming headers (lower-case names; a repeated header's first value). */
const incomingHeaders: TextMapGetter<IncomingHttpHeaders> = {
  get: (h, key) => {
    const v = h[key];
    return Array.isArray(v) ? v[0] : v;
  },
  keys: (h) => Object.keys(h),
};

/**
 * Starts the server span of an incoming HTTP request, continuing the caller's trace (W3C `traceparent`
 * in its headers), named `METHOD route` (OpenTelemetry's HTTP conventions; the method alone when no
 * route matched), with the method, the path (never the query string: it may carry a token) and the
 * route. Answers the span and the context to run the request in (the span active in it).
 */
export function startServerSpan(req: {
  method: string;
  path: string;
  route: string | undefined;
  headers: IncomingHttpHeaders;
}): { span: Span; context: Context } {
  const parent = propagation.extract(ROOT_CONTEXT, req.headers, incomingHeaders);
  const attributes: Attributes = { 'http.request.method': req.method, 'url.path': req.path };
  if (req.route) attributes['http.route'] = req.route;
  const span = tracer().startSpan(
    req.route ? `${req.method} ${req.route}` : req.method,
    { kind: SpanKind.SERVER, attributes },
    parent,
  );
  return { span, context: trace.setSpan(parent, span) };
}

/**
 * Ends a request's server span with the answer's status code; a 5xx is an error (a 4xx is the caller's
 * mistake, not the server's, as OpenTelemetry's HTTP conventions say), with `error` recorded on it.
 */
export function endServerSpan(span: Span, statusCode: number, error?: Error): void {
  span.setAttribute('http.response.status_code', statusCode);
  if (statusCode >= 500) {
    if (error) span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, ...(error?.message ? { message: error.message } : {}) });
  }
  span.end();
}

/** Marks a span as failed without an exception (a handler that answered an error, a retry). */
export function markSpanError(span: Span, message: string): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}

export { SpanKind };

const SHUTDOWN = Symbol.for('tryon.tracing.shutdown');
type Holder = { [SHUTDOWN]?: () => Promise<void> };

/** Called by the SDK's starter: what {@link shutdownTracing} runs. */
export function onTracingShutdown(fn: () => Promise<void>): void {
  (globalThis as Holder)[SHUTDOWN] = fn;
}

/** Exports the spans still buffered and stops the SDK (nothing to do when tracing is off). */
export async function shutdownTracing(): Promise<void> {
  const fn = (globalThis as Holder)[SHUTDOWN];
  (globalThis as Holder)[SHUTDOWN] = undefined;
  await fn?.();
}

/** Runs `fn` outside the active trace (timers it starts do not carry the trace along). */
export function outsideTraces<T>(fn: () => T): T {
  return context.with(ROOT_CONTEXT, fn);
}

/** Marks the active span failed (a handler that threw or asked for a retry). */
export function markActiveSpanError(message: string, err?: unknown): void {
  const span = trace.getActiveSpan();
  if (!span) return;
  if (err) span.recordException(err as Error);
  markSpanError(span, message);
}

/** What {@link consumeInSpan} reads of a received JetStream message. */
interface ReceivedMsg {
  subject: string;
  headers?: MsgHdrs;
  info: { deliveryCount: number };
}

/**
 * Handles a received JetStream message in a consumer span that continues the trace of its publisher
 * (the `traceparent` header), so a job's worker, a refund or a mail sits in the request's trace.
 */
export function consumeInSpan<T>(m: ReceivedMsg, consumer: string, fn: () => Promise<T>): Promise<T> {
  return inSpan(
    `process ${m.subject}`,
    {
      kind: SpanKind.CONSUMER,
      parent: contextFromHeaders(m.headers),
      attributes: messagingAttributes(m.subject, 'process', {
        'messaging.consumer.group.name': consumer,
        'messaging.message.id': m.headers?.get('Nats-Msg-Id') || undefined,
        'messaging.message.delivery_count': m.info.deliveryCount,
      }),
    },
    fn,
  );
}
