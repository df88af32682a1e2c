import { ApiError } from './errors';

/**
 * The key of one paid request (generate, try on, edit): sent as the GraphQL input's `requestId` (the REST
 * shim's `Idempotency-Key`), so the same request sent again answers the job it started, charged once.
 * A UUID v4 (`crypto.randomUUID`, or built from `getRandomValues` where that is missing: a page served
 * over plain HTTP is not a secure context).
 */
export function newRequestId(): string {
  const { crypto } = globalThis;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a paid request may be sent again with its key: the answer was lost or the server failed (no
 * answer, a 5xx: the job may have started anyway). A refusal (4xx: no sessions, a bad input, a key
 * conflict) is final.
 */
export function isRetryablePaidFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 0;
  // No answer at all (the connection dropped, fetch failed).
  return error instanceof TypeError || (error instanceof Error && /network|fetch/i.test(error.message));
}

/** How a paid request is sent again after a retryable failure. */
export const PAID_RETRY = {
  /** Sends after the first (each with the same key). */
  retries: 2,
  /** Wait before the first retry, doubled for each next one. */
  delayMs: 1000,
};

/**
 * Sends one paid request (one click) under one new key: `send(requestId)` is called with it, and called
 * again with the same key after a lost answer or a 5xx (at most {@link PAID_RETRY}.retries times), so a
 * retry never starts or charges a second job. The last failure is thrown.
 */
export async function sendPaidRequest<T>(send: (requestId: string) => Promise<T>): Promise<T> {
  const requestId = newRequestId();
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(requestId);
    } catch (error) {
      if (attempt >= PAID_RETRY.retries || !isRetryablePaidFailure(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, PAID_RETRY.delayMs * 2 ** attempt));
    }
  }
}
