/**
 * The shared error-to-message rule (spec consumer-app section 8), in one place.
 *
 * 1. A non-OK HTTP answer becomes an {@link ApiError}: its text is parsed as JSON, the `message` or `error`
 *    field is taken when present, and a leading three-digit status prefix ("401: ...") is removed.
 * 2. {@link getFriendlyError} turns any error into a friendly message plus an optional suggestion, using the
 *    catalogue table (first matching row wins), or the fallback.
 * 3. {@link getErrorTitle} picks the toast title by keyword; {@link describeError} gives both for a toast.
 */

/** The part of a fetch `Response` this module reads (kept minimal so tests need no real Response). */
export type ResponseLike = Pick<Response, 'ok' | 'status' | 'statusText' | 'text'>;

/** An HTTP call that answered with a non-success status. `message` is already cleaned of any status prefix. */
export class ApiError extends Error {
  /** HTTP status of the answer. */
  readonly status: number;
  /** Machine code from the body (`{ error, code }`), e.g. `UNAUTHENTICATED` or `NO_SESSIONS`. */
  readonly code: string | undefined;
  /** The parsed JSON body, when it was JSON. */
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

const STATUS_PREFIX = /^\s*\d{3}\s*:?\s*/;

/** Removes a leading three-digit status prefix such as "500: " from a message. */
export function stripStatusPrefix(text: string): string {
  return text.replace(STATUS_PREFIX, '');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function fieldOf(body: unknown, key: string): string | undefined {
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/**
 * Extracts the human text from an error body or message: strips a status prefix, and when what remains is
 * JSON takes its `message` or `error` field (so "402: {"error":"...","code":"NO_SESSIONS"}" gives the error).
 */
export function extractErrorText(raw: string): string {
  const withoutPrefix = stripStatusPrefix(raw.trim());
  const body = parseJson(withoutPrefix);
  const field = fieldOf(body, 'message') ?? fieldOf(body, 'error');
  if (field !== undefined) return stripStatusPrefix(field.trim());
  return withoutPrefix;
}

/** Turns a non-OK answer into an {@link ApiError} (reads the body once). */
export async function toApiError(res: ResponseLike): Promise<ApiError> {
  let text = '';
  try {
    text = await res.text();
  } catch {
    // An unreadable body leaves the status text as the only information.
  }
  const body = parseJson(text.trim());
  const field = fieldOf(body, 'message') ?? fieldOf(body, 'error');
  let message: string;
  if (field !== undefined) message = stripStatusPrefix(field.trim());
  else if (body === undefined && text.trim() && !text.trim().startsWith('<'))
    message = extractErrorText(text);
  else message = res.statusText || String(res.status);
  return new ApiError(res.status, message, fieldOf(body, 'code'), body);
}

/** Resolves for OK answers; otherwise throws the {@link ApiError} built by {@link toApiError}. */
export async function throwIfNotOk(res: ResponseLike): Promise<void> {
  if (!res.ok) throw await toApiError(res);
}

/** A friendly message with an optional suggestion of what to do next. */
export interface FriendlyError {
  message: string;
  suggestion?: string;
}

interface CatalogueRow extends FriendlyError {
  pattern: RegExp;
}

/** The error table's text for an upload that failed, with no reason given. */
export const UPLOAD_FAILED_MESSAGE = "We couldn't upload your file.";

/** The catalogue, in the spec's order; the first row whose pattern matches wins. */
export const ERROR_CATALOGUE: readonly CatalogueRow[] = [
  {
    pattern: /invalid (email|username) or password/i,
    message: 'The email or password you entered is incorrect.',
    suggestion: 'Please double-check your credentials and try again.',
  },
  {
    pattern: /email already exists/i,
    message: 'An account with this email already exists.',
    suggestion: 'Sign in instead, or use a different email address.',
  },
  {
    pattern: /user (not found|does not exist)/i,
    message: "We couldn't find an account with that email.",
  },
  { pattern: /authentication required/i, message: 'You need to sign in to continue.' },
  {
    pattern: /session (has )?expired/i,
    message: 'Your session has expired.',
    suggestion: 'Please sign in again.',
  },
  {
    pattern: /forbidden|not authori[sz]ed|permission denied/i,
    message: "You don't have permission to do that.",
  },
  {
    pattern: /admin (access|privileges) (is |are )?required/i,
    message: 'This action is only available to administrators.',
  },
  {
    pattern: /insufficient (sessions|credits)/i,
    message: "You don't have enough sessions remaining.",
    suggestion: 'Upgrade your plan or purchase more sessions to continue.',
  },
  {
    pattern: /subscription (is )?(required|not active)/i,
    message: 'An active subscription is needed for this feature.',
  },
  { pattern: /payment (failed|declined)/i, message: "We couldn't process your payment." },
  {
    pattern: /\bstripe\b|payment (provider|processor|gateway)/i,
    message: 'There was an issue with the payment system.',
  },
  { pattern: /missing required field/i, message: 'Please fill in all required fields.' },
  {
    pattern: /invalid (\w+ )?(format|data)/i,
    message: "Some information you entered isn't in the right format.",
  },
  {
    pattern: /password (is )?too short/i,
    message: 'Your password is too short.',
    suggestion: 'Use at least 8 characters.',
  },
  { pattern: /passwords do not match/i, message: "The passwords you entered don't match." },
  {
    pattern: /password is too common/i,
    message: 'That password is one of the most common ones.',
    suggestion: 'Choose one that is harder to guess.',
  },
  { pattern: /password cannot be blank/i, message: 'Your password cannot be only spaces.' },
  {
    pattern: /file (is )?too large|size exceeds/i,
    message: "The file you're trying to upload is too large.",
    suggestion: 'Please use an image under 10MB.',
  },
  {
    pattern: /invalid file type|unsupported (file )?format/i,
    message: "This file type isn't supported.",
    suggestion: 'Please use a JPG, PNG or WEBP image.',
  },
  { pattern: /upload failed/i, message: UPLOAD_FAILED_MESSAGE },
  {
    pattern: /\bai (generation|processing) failed/i,
    message: "The AI couldn't complete your request.",
    suggestion: 'This may be due to content restrictions. Try a different image or prompt.',
  },
  {
    pattern: /image (generation|processing) (failed|error)/i,
    message: "We couldn't process your image.",
  },
  {
    pattern: /\b(gemini|fashn|openai|ai provider|ai service)\b|\bapi error/i,
    message: 'Our AI service is temporarily unavailable.',
  },
  {
    pattern: /network ?(error|failed)|failed to fetch/i,
    message: 'Connection problem detected.',
  },
  { pattern: /timeout|timed out/i, message: 'The request took too long.' },
  { pattern: /not found|\b404\b/i, message: "We couldn't find what you're looking for." },
  { pattern: /already exists|duplicate/i, message: 'This item already exists.' },
  { pattern: /\b500\b|internal server error/i, message: 'Something went wrong on our end.' },
  { pattern: /\b503\b|service unavailable/i, message: 'The service is temporarily unavailable.' },
];

/** What the user sees when the error text says nothing useful. */
export const FALLBACK_ERROR: Readonly<Required<FriendlyError>> = {
  message: "Something didn't work as expected.",
  suggestion: 'Please try again, or contact support if the problem continues.',
};

/** The raw text of any thrown value (an Error's message, a string, or a JSON-ish object). */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return fieldOf(error, 'message') ?? fieldOf(error, 'error') ?? '';
}

/** Maps any error (or error text) to the catalogue's friendly message and suggestion, or the fallback. */
export function getFriendlyError(error: unknown): FriendlyError {
  const text = extractErrorText(errorText(error));
  const row = ERROR_CATALOGUE.find((r) => r.pattern.test(text));
  if (row) {
    return row.suggestion ? { message: row.message, suggestion: row.suggestion } : { message: row.message };
  }
  if (text.length < 3 || /^[A-Z_]+$/.test(text)) return { ...FALLBACK_ERROR };
  return { message: text.charAt(0).toUpperCase() + text.slice(1) };
}

/**
 * The toast title, by keyword in the original error text (including the HTTP status of an {@link ApiError}):
 * auth/login/401, payment, upload/file, network/timeout, 500/server, else "Unable to Complete".
 */
export function getErrorTitle(error: unknown): string {
  const status = error instanceof ApiError ? `${error.status} ` : '';
  const text = `${status}${errorText(error)}`.toLowerCase();
  if (text.includes('auth') || text.includes('login') || text.includes('401')) return 'Sign In Failed';
  if (text.includes('payment')) return 'Payment Issue';
  if (text.includes('upload') || text.includes('file')) return 'Upload Failed';
  if (text.includes('network') || text.includes('timeout')) return 'Connection Issue';
  if (text.includes('500') || text.includes('server')) return 'Server Error';
  return 'Unable to Complete';
}

/** Title and description lines (message, then suggestion) of the destructive toast for an error. */
export function describeError(error: unknown): { title: string; description: string[] } {
  const { message, suggestion } = getFriendlyError(error);
  return { title: getErrorTitle(error), description: suggestion ? [message, suggestion] : [message] };
}
