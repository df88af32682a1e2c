import type { ZodError } from 'zod';

/** Stable machine codes and the HTTP status each maps to. The web app's error catalogue reads both. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  NO_SESSIONS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
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
 * everything else becomes INTERNAL (the original is kept as the cause for the log).
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
  return new AppError('INTERNAL', 'Internal server error', { cause: err });
}
