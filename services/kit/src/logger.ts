import { AsyncLocalStorage } from 'node:async_hooks';
import { context, createContextKey, type Context } from '@opentelemetry/api';
import { randomUUID } from 'node:crypto';
import pino from 'pino';

export type Logger = pino.Logger;

/** HTTP and NATS header that carries the correlation id from the gateway through every service. */
export const CORRELATION_HEADER = 'x-correlation-id';

/** Where the correlation id of the work in progress is kept. */
interface CorrelationStore {
  run<T>(correlationId: string, fn: () => T): T;
  get(): string | undefined;
}

const als = new AsyncLocalStorage<string>();
/** Its own AsyncLocalStorage: with tracing off, the only one in the process. */
const ownStorage: CorrelationStore = { run: (id, fn) => als.run(id, fn), get: () => als.getStore() };

const CORRELATION_KEY = createContextKey('tryon correlation id');
/**
 * The OpenTelemetry context (with tracing on: the SDK's AsyncLocalStorage). On Node 20 every
 * AsyncLocalStorage in use copies its value onto each promise and async resource the process makes;
 * one for the trace context and one for the correlation id did that twice per resource.
 */
const traceContext: CorrelationStore = {
  run: (id, fn) => context.with(context.active().setValue(CORRELATION_KEY, id), fn),
  get: () => context.active().getValue(CORRELATION_KEY) as string | undefined,
};

let store = ownStorage;

/**
 * Keeps correlation ids in the OpenTelemetry context from now on: for the tracing SDK to call once its
 * context manager is registered. The id then belongs to the trace context like the active span: work
 * run in another context (a span continuing a message's trace) carries that context's id.
 */
export function carryCorrelationInTraceContext(): void {
  store = traceContext;
}

/** Structured JSON logger; every line written inside `withCorrelation` carries the correlation id. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    mixin() {
      const correlationId = store.get();
      return correlationId ? { correlationId } : {};
    },
  });
}

/** Runs `fn` with a correlation id bound to everything it logs and every event it publishes. */
export function withCorrelation<T>(correlationId: string | undefined, fn: () => T): T {
  return store.run(correlationId || randomUUID(), fn);
}

/**
 * Runs `fn` in the trace context `ctx` (a request's span active in it) with a correlation id: one
 * context switch for both (tracing on, where the id rides in the trace context).
 */
export function withCorrelationInContext<T>(ctx: Context, correlationId: string, fn: () => T): T {
  return context.with(ctx.setValue(CORRELATION_KEY, correlationId), fn);
}

export function currentCorrelationId(): string | undefined {
  return store.get();
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Accepts an incoming correlation id only if it is short and harmless; otherwise makes a new one. */
export function sanitizeCorrelationId(value: unknown): string {
  return typeof value === 'string' && SAFE_ID.test(value) ? value : randomUUID();
}
