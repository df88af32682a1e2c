import type { ZodError } from 'zod';

/** Stable machine codes and the HTTP status each maps to. The web app's error catalogue reads both. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  NO_SESSIONS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The client did not send its whole request in time (a body trickling in). */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A dependency (a service, Postgres, NATS, the object store) cannot be reached now: retry later. */
  UNAVAILABLE: 503,
  /** A dependency did not answer in time. */
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type of the platform: a stable code, a message fit for the user, an optional cause. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = opts.headers;
  }

  toJSON(): { error: string; code: ErrorCode } {
    return { error: this.message, code: this.code };
  }
}

/** Seconds a client is told to wait (`Retry-After`) before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** The wording of an unavailable dependency (the web's catalogue reads "service unavailable"). */
export const UNAVAILABLE_MESSAGE = 'Service unavailable: please try again in a few seconds';
/** The wording of a dependency that did not answer in time (the catalogue reads "timed out"). */
export const TIMEOUT_MESSAGE = 'The request timed out: please try again';

/** A 503 for a dependency that cannot be reached, with `Retry-After`. */
export function unavailableError(cause?: unknown, message: string = UNAVAILABLE_MESSAGE): AppError {
  return new AppError('UNAVAILABLE', message, {
    cause,
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}

/** A 504 for a dependency that did not answer in time. */
export function timeoutError(cause?: unknown): AppError {
  return new AppError('TIMEOUT', TIMEOUT_MESSAGE, { cause });
}

/** Socket errors of a dependency that is down, restarting or unreachable. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ETIMEDOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  // The object store (S3 error codes) busy or down.
  'ServiceUnavailable',
  'SlowDown',
  // Postgres: the server is starting, shutting down, or out of connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** A dependency that took too long to answer (undici, @fastify/reply-from). */
const TIMED_OUT = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
]);

type Failure = {
  name?: string;
  code?: unknown;
  message?: string;
  statusCode?: number;
  cause?: unknown;
  errors?: unknown;
  /** What graphql-js wraps a thrown value that is not an Error of its realm in (NonErrorThrown). */
  thrownValue?: unknown;
  $metadata?: { httpStatusCode?: number };
};

/**
 * Whether `err` (or an error it was caused by) says a dependency is unreachable (503) or too slow (504):
 * socket errors, Postgres refusing connections or a knex pool that found none in time, NATS finding no
 * responder, an AbortSignal.timeout, an object store answering 503/504. Undefined for anything else.
 */
export function dependencyFailure(err: unknown): 'UNAVAILABLE' | 'TIMEOUT' | undefined {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): 'UNAVAILABLE' | 'TIMEOUT' | undefined => {
    if (!e || typeof e !== 'object' || depth > 5 || seen.has(e)) return undefined;
    seen.add(e);
    const f = e as Failure;
    const code = typeof f.code === 'string' ? f.code : undefined;
    if (code && TIMED_OUT.has(code)) return 'TIMEOUT';
    if (code && UNREACHABLE.has(code)) return 'UNAVAILABLE';
    // Postgres class 08: connection exception.
    if (code && /^08[0-9A-Z]{3}$/.test(code)) return 'UNAVAILABLE';
    if (f.name === 'TimeoutError') return 'TIMEOUT';
    if (f.name === 'KnexTimeoutError' || f.name === 'NoRespondersError') return 'UNAVAILABLE';
    if (typeof f.message === 'string' && /^Connection terminated( unexpectedly)?$/.test(f.message))
      return 'UNAVAILABLE';
    const upstream = f.$metadata?.httpStatusCode;
    if (upstream === 502 || upstream === 503) return 'UNAVAILABLE';
    if (upstream === 504) return 'TIMEOUT';
    if (f.statusCode === 503 || f.statusCode === 502) return 'UNAVAILABLE';
    if (f.statusCode === 504) return 'TIMEOUT';
    for (const inner of Array.isArray(f.errors) ? f.errors : []) {
      const found = visit(inner, depth + 1);
      if (found) return found;
    }
    return visit(f.cause, depth + 1) ?? visit(f.thrownValue, depth + 1);
  };
  return visit(err, 0);
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, code);
}

/** Turns a zod failure into a VALIDATION AppError worded for the web app's catalogue. */
export function fromZodError(err: ZodError): AppError {
  const issue = err.issues[0];
  if (!issue) return new AppError('VALIDATION', 'Invalid data');
  // Schemas that word their own messages for the catalogue (e.g. "Password too short ...") keep them.
  // So do the admin forms' messages of spec/business-admin-data section 5 ("Title is required",
  // "Must be a valid URL", "Slug must contain only ...").
  if (
    /^(Missing required field|Invalid format|Invalid data|Invalid email|Password)\b/.test(issue.message) ||
    /^[A-Z][A-Za-z]{0,20} is required$|^Must be a valid URL$|^[A-Z][a-z]+ must contain only /.test(
      issue.message,
    )
  ) {
    return new AppError('VALIDATION', issue.message);
  }
  const path = issue.path.join('.') || 'body';
  if (issue.code === 'invalid_type') {
    if (/received undefined/.test(issue.message))
      return new AppError('VALIDATION', `Missing required field: ${path}`);
    return new AppError('VALIDATION', `Invalid format: ${path} must be ${issue.expected}`);
  }
  if (issue.code === 'unrecognized_keys') {
    return new AppError('VALIDATION', `Invalid data: unknown field ${issue.keys.join(', ')}`);
  }
  return new AppError('VALIDATION', `Invalid data: ${path}: ${issue.message}`);
}

/**
 * Maps anything thrown into an AppError: AppErrors pass through, framework 4xx errors keep their meaning,
 * a dependency that is down is UNAVAILABLE (503) and one that is too slow TIMEOUT (504) (see
 * {@link dependencyFailure}), everything else becomes INTERNAL (the original is kept as the cause for the log).
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as { name?: string; code?: string; statusCode?: number; message?: string; issues?: unknown };
  if (e?.name === 'ZodError' && Array.isArray(e.issues)) return fromZodError(err as ZodError);
  // Postgres refusing text it cannot store (a NUL character) that reached it past the input checks.
  if (e?.code === '22021' || e?.code === '22P05') {
    return new AppError('VALIDATION', 'Invalid format: text must not contain NUL characters', { cause: err });
  }
  switch (e?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body too large', { cause: err });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type', { cause: err });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION', 'Missing required field: body', { cause: err });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('VALIDATION', 'Invalid format: the request body is not valid JSON', { cause: err });
    default:
      break;
  }
  if (e?.name === 'SyntaxError' && e.statusCode === 400) {
    return new AppError('VALIDATION', 'Invalid format: the request body is not valid JSON', { cause: err });
  }
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    const code: ErrorCode =
      e.statusCode === 401
        ? 'UNAUTHENTICATED'
        : e.statusCode === 403
          ? 'FORBIDDEN'
          : e.statusCode === 404
            ? 'NOT_FOUND'
            : e.statusCode === 413
              ? 'PAYLOAD_TOO_LARGE'
              : e.statusCode === 415
                ? 'UNSUPPORTED_MEDIA_TYPE'
                : e.statusCode === 429
                  ? 'RATE_LIMITED'
                  : 'VALIDATION';
    return new AppError(code, e.message || 'Bad request', { cause: err });
  }
  // A dependency that is down or too slow is the truth to tell (503 with Retry-After, 504), not a 500.
  const failure = dependencyFailure(err);
  if (failure === 'UNAVAILABLE') return unavailableError(err);
  if (failure === 'TIMEOUT') return timeoutError(err);
  return new AppError('INTERNAL', 'Internal server error', { cause: err });
}
