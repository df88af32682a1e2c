import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino from 'pino';

export type Logger = pino.Logger;

/** HTTP and NATS header that carries the correlation id from the gateway through every service. */
export const CORRELATION_HEADER = 'x-correlation-id';

const store = new AsyncLocalStorage<{ correlationId: string }>();

/** Structured JSON logger; every line written inside `withCorrelation` carries the correlation id. */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    mixin() {
      const ctx = store.getStore();
      return ctx ? { correlationId: ctx.correlationId } : {};
    },
  });
}

/** Runs `fn` with a correlation id bound to everything it logs and every event it publishes. */
export function withCorrelation<T>(correlationId: string | undefined, fn: () => T): T {
  return store.run({ correlationId: correlationId || randomUUID() }, fn);
}

export function currentCorrelationId(): string | undefined {
  return store.getStore()?.correlationId;
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Accepts an incoming correlation id only if it is short and harmless; otherwise makes a new one. */
export function sanitizeCorrelationId(value: unknown): string {
  return typeof value === 'string' && SAFE_ID.test(value) ? value : randomUUID();
}
