/**
 * Small byte-level helpers shared by the remote provider adapters (gemini, fashn): strict base64 decoding,
 * image type sniffing from magic bytes, data URLs, abort-aware waiting, and one call's deadline with the
 * errors for its time limit and the caller's cancel. No network, no image library.
 */
import { detectImageType, IMAGE_TYPES } from '@tryon/kit';
import { ProviderError } from './provider.js';
import type { ImageData } from './provider.js';

/** The image types a provider may hand back (the same three the rest of the product accepts). */
export type ImageMimeType = ImageData['mimeType'];

/** The MIME types accepted in a provider answer, with the common `image/jpg` alias. */
const ACCEPTED_MIME = new Map<string, ImageMimeType>([
  ['image/png', 'image/png'],
  ['image/jpeg', 'image/jpeg'],
  ['image/jpg', 'image/jpeg'],
  ['image/webp', 'image/webp'],
]);

/** Normalises a declared MIME type to one of ours, or `null` when it is not PNG, JPEG or WebP. */
export function acceptedMimeType(declared: string | undefined | null): ImageMimeType | null {
  if (!declared) return null;
  return ACCEPTED_MIME.get(declared.split(';')[0].trim().toLowerCase()) ?? null;
}

/** The image type the bytes really are (kit's magic-byte test), as a MIME type, or `null`. */
export function sniffImageType(bytes: Buffer): ImageMimeType | null {
  const type = detectImageType(bytes);
  return type ? (IMAGE_TYPES[type].contentType as ImageMimeType) : null;
}

const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL_RE = /^[A-Za-z0-9_-]*={0,2}$/;

/**
 * Decodes base64 (standard or URL-safe alphabet, whitespace ignored) strictly: Node's own decoder skips
 * characters it does not know, so a corrupt answer would otherwise turn into silently wrong bytes.
 * Returns `null` when the text is not valid base64 or decodes to nothing.
 */
export function decodeBase64Strict(text: string): Buffer | null {
  // The usual case, canonical padded base64 (what Gemini sends): one decode and a round trip instead of
  // three regular-expression passes over megabytes.
  const quick = Buffer.from(text, 'base64');
  if (quick.length > 0 && quick.toString('base64') === text) return quick;
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 === 1) return null;
  if (BASE64_RE.test(compact)) return nonEmpty(Buffer.from(compact, 'base64'));
  if (BASE64URL_RE.test(compact)) return nonEmpty(Buffer.from(compact, 'base64url'));
  return null;
}

function nonEmpty(buf: Buffer): Buffer | null {
  return buf.length > 0 ? buf : null;
}

/** `data:<type>;base64,<bytes>`, the form FASHN takes images in. */
export function toDataUrl(image: ImageData): string {
  return `data:${image.mimeType};base64,${image.data.toString('base64')}`;
}

/**
 * Parses a base64 data URL into its declared type and bytes; `null` when it is not a base64 data URL or
 * the payload is not valid base64.
 */
export function parseDataUrl(url: string): { declared: string; data: Buffer } | null {
  const m = /^data:([^;,]*)((?:;[^;,]*)*);base64,(.*)$/is.exec(url);
  if (!m) return null;
  const data = decodeBase64Strict(m[3]);
  return data ? { declared: m[1].toLowerCase(), data } : null;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Cuts text for logs and error details, and never lets the API key through. */
export function sanitize(text: unknown, secret: string, max = 300): string {
  let s = typeof text === 'string' ? text : text === undefined || text === null ? '' : String(text);
  if (secret) s = s.split(secret).join('[redacted]');
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/**
 * One deadline for one provider call: aborts when the caller's signal aborts or when `timeoutMs` passes,
 * and remembers which of the two it was. `dispose()` must be called when the call ends.
 */
export class CallDeadline {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout>;
  /** When the time limit fires (ms since the epoch); while paused, the time left. */
  private endsAt: number;
  private pausedLeft: number | null = null;
  private readonly onCallerAbort = () => this.controller.abort(this.caller.reason);
  /** True once the time limit fired. */
  timedOut = false;

  constructor(
    private readonly caller: AbortSignal,
    readonly timeoutMs: number,
  ) {
    this.endsAt = Date.now() + timeoutMs;
    this.timer = this.arm(timeoutMs);
    if (caller.aborted) this.controller.abort(caller.reason);
    else caller.addEventListener('abort', this.onCallerAbort, { once: true });
  }

  private arm(ms: number): ReturnType<typeof setTimeout> {
    return setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error(`timed out after ${this.timeoutMs} ms`));
    }, ms);
  }

  /**
   * Stops the clock while the call waits on this process rather than on the provider (its answer came and
   * waits for a read slot); {@link resume} starts it again with the time that was left.
   */
  pause(): void {
    if (this.pausedLeft !== null || this.controller.signal.aborted) return;
    clearTimeout(this.timer);
    this.pausedLeft = Math.max(0, this.endsAt - Date.now());
  }

  resume(): void {
    if (this.pausedLeft === null || this.controller.signal.aborted) return;
    this.endsAt = Date.now() + this.pausedLeft;
    this.timer = this.arm(this.pausedLeft);
    this.pausedLeft = null;
  }

  /** Aborts on either the caller's abort or the time limit. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** True when the caller (not the time limit) aborted. */
  get cancelled(): boolean {
    return this.caller.aborted && !this.timedOut;
  }

  /**
   * When the call ended because of this deadline, its (transient) ProviderError: `<provider> <late> within
   * N s` for the time limit, {@link cancelledError} for the caller's abort. Undefined otherwise.
   */
  failure(provider: string, late: string): ProviderError | undefined {
    if (this.timedOut) {
      return new ProviderError(
        'transient',
        `${provider} ${late} within ${Math.round(this.timeoutMs / 1000)} s`,
        { reason: 'timeout', timeoutMs: this.timeoutMs },
      );
    }
    return this.cancelled ? cancelledError(provider, this.caller.reason) : undefined;
  }

  /**
   * Races `work` against the deadline, so a library that ignores the signal somewhere still cannot hold
   * the call past the limit. Rejects with the signal's reason when the deadline wins.
   */
  race<T>(work: Promise<T>): Promise<T> {
    const signal = this.controller.signal;
    if (signal.aborted) {
      work.catch(() => undefined);
      return Promise.reject(signal.reason);
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(
        (v) => {
          signal.removeEventListener('abort', onAbort);
          resolve(v);
        },
        (e: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(e);
        },
      );
    });
  }

  /** Clears the timer and the listener on the caller's signal. */
  dispose(): void {
    clearTimeout(this.timer);
    this.caller.removeEventListener('abort', this.onCallerAbort);
  }
}

/** The ProviderError for a call the caller cancelled (retryable: nothing was wrong with the job). */
export function cancelledError(provider: string, reason: unknown): ProviderError {
  return new ProviderError(
    'transient',
    `The ${provider} call was cancelled`,
    { reason: 'aborted' },
    { cause: reason },
  );
}
