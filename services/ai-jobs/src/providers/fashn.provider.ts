/**
 * The `fashn` provider (architecture.md section 4): the FASHN HTTP API, try-on only. `POST /v1/run` with a
 * Bearer key and the images as data URLs, then `GET /v1/status/{id}` until a final status. The images
 * are sized first (`fitForProvider`, FASHN's documented 2000 px longest edge). Two garments are two runs:
 * the second on the first's output, counted as a further call by `runSlot`. Statuses `starting`,
 * `in_queue`, `processing` go on; `completed`, `failed`, `canceled`, `time_out` end the run. Every failure
 * becomes a `ProviderError`:
 *
 * | what happened                                                            | kind        |
 * |--------------------------------------------------------------------------|-------------|
 * | status `failed`, error `ContentModerationError`                          | `refused`   |
 * | status `failed`: `ImageLoadError`, `PoseError`, `InputValidationError`   | `invalid`   |
 * | status `failed`, error `PipelineError`, `ThirdPartyError`, other         | `transient` |
 * | status `time_out` or `canceled`                                          | `transient` |
 * | HTTP 429 `RateLimitExceeded`, `ConcurrencyLimitExceeded`                 | `transient` |
 * | HTTP 429 `OutOfCredits`; HTTP 401, 403 (the key)                         | `permanent` |
 * | HTTP 408, 5xx; network error; time limit; caller abort                   | `transient` |
 * | status poll: 404 (prediction lost) or 3 failed polls in a row            | `transient` |
 * | HTTP 400 (`BadRequest`, input validation), 413, 404 on run, other 4xx    | `invalid`   |
 * | an input image that cannot be read or sized                              | `invalid`   |
 * | answer not JSON / no id / unknown status / no output                     | `invalid`   |
 * | output not PNG/JPEG/WebP, bad base64, URL outside FASHN's hosts          | `invalid`   |
 *
 * A `permanent` failure carries FASHN's own message in `detail.providerMessage`.
 *
 * An output URL is fetched only when it is on the configured API origin or `https://cdn.fashn.ai`, without
 * redirects and with a size cap; any other address is refused without a request.
 */
import {
  CallDeadline,
  acceptedMimeType,
  cancelledError,
  decodeBase64Strict,
  parseDataUrl,
  sanitize,
  sleep,
  sniffImageType,
  toDataUrl,
} from './image-bytes.js';
import { FASHN_IMAGE_LIMITS, fitForProvider } from './input-size.js';
import type { ImageLimits } from './input-size.js';
import { ProviderError } from './provider.js';
import type {
  AiProvider,
  EditInput,
  GarmentType,
  GenerateInput,
  ImageData,
  ProviderResult,
  TryOnCategory,
  TryOnInput,
} from './provider.js';

/** FASHN's API when none is configured. */
export const DEFAULT_FASHN_BASE_URL = 'https://api.fashn.ai';
/** The try-on model. */
export const FASHN_MODEL_NAME = 'tryon-v1.6';
/** The only other host an output image may be fetched from. */
export const FASHN_CDN_HOST = 'cdn.fashn.ai';
/** The size cap of an output image fetched by URL. */
export const DEFAULT_FASHN_MAX_OUTPUT_BYTES = 20 * 1024 * 1024;
/** Status polls that may fail in a row (5xx, 429, network) before the call gives up. */
const MAX_POLL_FAILURES = 3;
/** The time limit of `testConnection`. */
const DEFAULT_TEST_TIMEOUT_MS = 10_000;

/** How the fashn provider is built. */
export interface FashnProviderOptions {
  /** The FASHN API key (sent as `Authorization: Bearer <key>`). */
  apiKey: string;
  /** The API origin; default `https://api.fashn.ai` (the contract tests point it at a local stub). */
  baseUrl?: string;
  /** The wait between status polls in milliseconds; default 1500. */
  pollIntervalMs?: number;
  /** The time limit of one try-on (both runs and all polls) in milliseconds; default 120 000. */
  timeoutMs?: number;
  /** The size cap of an output image fetched by URL; default 20 MiB. */
  maxOutputBytes?: number;
  /** The limits the input images are fitted to; default `FASHN_IMAGE_LIMITS`. */
  imageLimits?: ImageLimits;
  /**
   * Waits until a further run of the same try-on may start (the second run of two garments) and answers
   * the function that gives its slot back. The job's own slot covers the first run; the worker passes
   * `ProviderLimits.for('fashn').extraCall` so the second run counts against the per-minute limit too.
   */
  runSlot?: (signal: AbortSignal) => Promise<() => void>;
  /** The time limit of `testConnection` in milliseconds; default 10 000. */
  testTimeoutMs?: number;
}

/** FASHN's `category` input. */
export type FashnCategory = 'auto' | 'tops' | 'bottoms' | 'one-pieces';

/**
 * Our garment type (and, when that says nothing, the job's category) as FASHN's category. Shoes and
 * accessories are `auto`: FASHN has no category for them.
 */
export function fashnCategory(
  garmentType: GarmentType | undefined,
  category: TryOnCategory | undefined,
): FashnCategory {
  switch (garmentType) {
    case 'top':
      return 'tops';
    case 'bottom':
      return 'bottoms';
    case 'full-body':
      return 'one-pieces';
    case 'shoes':
      return 'auto';
  }
  switch (category) {
    case 'tops':
      return 'tops';
    case 'bottoms':
      return 'bottoms';
    case 'full-body':
      return 'one-pieces';
    default:
      return 'auto';
  }
}

interface FashnStatus {
  id?: unknown;
  status?: unknown;
  output?: unknown;
  error?: unknown;
}

/** The FASHN adapter: try-on by run + status polling. */
export class FashnProvider implements AiProvider {
  readonly name = 'fashn' as const;
  private readonly apiKey: string;
  private readonly base: URL;
  private readonly pollIntervalMs: number;
  private readonly timeoutMs: number;
  private readonly maxOutputBytes: number;
  private readonly imageLimits: ImageLimits;
  private readonly runSlot: FashnProviderOptions['runSlot'];
  private readonly testTimeoutMs: number;

  constructor(options: FashnProviderOptions) {
    if (!options.apiKey) throw new Error('FashnProvider needs an API key');
    this.apiKey = options.apiKey;
    this.base = new URL(options.baseUrl || DEFAULT_FASHN_BASE_URL);
    this.pollIntervalMs =
      options.pollIntervalMs && options.pollIntervalMs > 0 ? options.pollIntervalMs : 1500;
    this.timeoutMs = options.timeoutMs && options.timeoutMs > 0 ? options.timeoutMs : 120_000;
    this.maxOutputBytes =
      options.maxOutputBytes && options.maxOutputBytes > 0
        ? options.maxOutputBytes
        : DEFAULT_FASHN_MAX_OUTPUT_BYTES;
    this.imageLimits = options.imageLimits ?? FASHN_IMAGE_LIMITS;
    this.runSlot = options.runSlot;
    this.testTimeoutMs =
      options.testTimeoutMs && options.testTimeoutMs > 0 ? options.testTimeoutMs : DEFAULT_TEST_TIMEOUT_MS;
  }

  /** Try-on only. */
  supports(kind: 'generate' | 'tryon' | 'edit'): boolean {
    return kind === 'tryon';
  }

  /** FASHN cannot generate a person. */
  async generatePerson(_input: GenerateInput, _signal: AbortSignal): Promise<ProviderResult> {
    throw new ProviderError('invalid', 'The FASHN provider only does try-on, not person generation');
  }

  /** FASHN cannot edit by instruction. */
  async editImage(_input: EditInput, _signal: AbortSignal): Promise<ProviderResult> {
    throw new ProviderError('invalid', 'The FASHN provider only does try-on, not image edits');
  }

  /** The person with the garment(s) on; two garments are two runs, the second on the first's output. */
  async tryOn(input: TryOnInput, signal: AbortSignal): Promise<ProviderResult> {
    if (input.garments.length < 1 || input.garments.length > 2) {
      throw new ProviderError('invalid', 'A try-on takes one or two garments');
    }
    if (signal.aborted) throw cancelledError('FASHN', signal.reason);
    const deadline = new CallDeadline(signal, this.timeoutMs);
    try {
      let person: ImageData = input.person;
      for (const [index, garment] of input.garments.entries()) {
        // One image at a time, each fitted just before its run: sharp's memory stays at one image.
        const model = await deadline.race(fitForProvider(person, this.imageLimits));
        const clothing = await deadline.race(fitForProvider(garment.image, this.imageLimits));
        const release = index > 0 ? await deadline.race(this.furtherRun(deadline.signal)) : undefined;
        try {
          person = await deadline.race(
            this.runOnce(
              toDataUrl(model),
              toDataUrl(clothing),
              fashnCategory(garment.garmentType, input.category),
              deadline.signal,
            ),
          );
        } finally {
          release?.();
        }
      }
      return { data: person.data, mimeType: person.mimeType, offline: false };
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      throw deadline.failure('FASHN', 'did not finish') ?? this.networkError(err);
    } finally {
      deadline.dispose();
    }
  }

  /**
   * Whether the key works, by the cheapest authenticated read FASHN has (`GET /v1/credits`, no credit
   * spent): "working" with the credits left, or what went wrong in FASHN's own words. A key that works on
   * an account without credits is not ok: every try-on would fail.
   */
  async testConnection(signal?: AbortSignal): Promise<{ ok: boolean; message: string }> {
    const limit = AbortSignal.timeout(this.testTimeoutMs);
    const both = signal ? AbortSignal.any([signal, limit]) : limit;
    let res: { ok: boolean; status: number; body: unknown };
    try {
      res = await this.request('GET', '/v1/credits', both);
    } catch (err) {
      if (limit.aborted) {
        const ms = this.testTimeoutMs;
        const within = ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
        return { ok: false, message: `FASHN did not answer within ${within}` };
      }
      const why = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : err;
      return { ok: false, message: `Could not reach FASHN: ${sanitize(why, this.apiKey)}` };
    }
    const b = (res.body ?? {}) as { error?: unknown; message?: unknown; credits?: { total?: unknown } };
    if (!res.ok) {
      const said = [b.error, b.message].filter((x) => typeof x === 'string' && x).join(': ');
      const what =
        res.status === 401 || res.status === 403
          ? `FASHN rejected the API key (HTTP ${res.status})`
          : `FASHN answered HTTP ${res.status}`;
      return { ok: false, message: sanitize(said ? `${what}: ${said}` : what, this.apiKey) };
    }
    const total = b.credits?.total;
    if (typeof total !== 'number') return { ok: true, message: 'FASHN is working' };
    if (total <= 0) {
      return {
        ok: false,
        message: 'The FASHN key works, but the account has no API credits left: top up the FASHN credits',
      };
    }
    return { ok: true, message: `FASHN is working: ${total} API credits left` };
  }

  /** The slot of a further run of one try-on, as a ProviderError when the wait for it ends early. */
  private async furtherRun(signal: AbortSignal): Promise<() => void> {
    if (!this.runSlot) return () => undefined;
    try {
      return await this.runSlot(signal);
    } catch (err) {
      if (signal.aborted) throw err;
      throw new ProviderError(
        'transient',
        'The second FASHN run could not get a slot (the worker is stopping)',
        { error: err instanceof Error ? err.message : String(err) },
        { cause: err },
      );
    }
  }

  /** One run: start it, poll it to the end, read its first output. */
  private async runOnce(
    modelImage: string,
    garmentImage: string,
    category: FashnCategory,
    signal: AbortSignal,
  ): Promise<ImageData> {
    const run = await this.request('POST', '/v1/run', signal, {
      model_name: FASHN_MODEL_NAME,
      inputs: {
        model_image: modelImage,
        garment_image: garmentImage,
        category,
        garment_photo_type: 'auto',
        mode: 'balanced',
        num_samples: 1,
        moderation_level: 'permissive',
        output_format: 'png',
        return_base64: true,
      },
    });
    if (!run.ok) throw this.httpError(run.status, run.body, 'run');
    const started = run.body as { id?: unknown; error?: unknown } | undefined;
    if (!started || typeof started.id !== 'string' || !started.id || (started.error ?? null) !== null) {
      throw new ProviderError('invalid', 'FASHN did not start the try-on', {
        error: sanitize(JSON.stringify(started?.error ?? null), this.apiKey),
      });
    }
    const id = started.id;

    let failures = 0;
    for (;;) {
      await sleep(this.pollIntervalMs, signal);
      let poll: { ok: boolean; status: number; body: unknown };
      try {
        poll = await this.request('GET', `/v1/status/${encodeURIComponent(id)}`, signal);
      } catch (err) {
        if (err instanceof ProviderError || signal.aborted) throw err;
        // A network blip while polling: the prediction keeps running, so try again a few times.
        if (++failures >= MAX_POLL_FAILURES) throw this.networkError(err);
        continue;
      }
      if (!poll.ok) {
        const mapped = this.httpError(poll.status, poll.body, 'status');
        if (mapped.kind !== 'transient' || poll.status === 404 || ++failures >= MAX_POLL_FAILURES)
          throw mapped;
        continue;
      }
      failures = 0;
      const body = (poll.body ?? {}) as FashnStatus;
      switch (body.status) {
        case 'starting':
        case 'in_queue':
        case 'processing':
          continue;
        case 'completed':
          return this.readOutput(body.output, signal);
        case 'failed':
          throw this.runtimeError(body.error);
        case 'canceled':
        case 'cancelled':
          throw new ProviderError('transient', 'FASHN cancelled the try-on', { id });
        case 'time_out':
          throw new ProviderError('transient', 'FASHN timed the try-on out', { id });
        default:
          throw new ProviderError('invalid', 'FASHN answered with an unknown status', {
            status: sanitize(body.status, this.apiKey, 60),
          });
      }
    }
  }

  /** A JSON request to the FASHN API. Throws only for transport errors (and aborts). */
  private async request(
    method: 'GET' | 'POST',
    path: string,
    signal: AbortSignal,
    body?: unknown,
  ): Promise<{ ok: boolean; status: number; body: unknown }> {
    const res = await fetch(new URL(path, this.base), {
      method,
      headers: {
        authorization: `Bearer ${this.apiKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'error',
      signal,
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      if (res.ok)
        throw new ProviderError('invalid', 'FASHN sent an answer that is not valid JSON', {
          status: res.status,
        });
      parsed = { message: text };
    }
    return { ok: res.ok, status: res.status, body: parsed };
  }

  /** API-level errors: `{ error: 'RateLimitExceeded', message }` with an HTTP status. */
  private httpError(status: number, body: unknown, step: 'run' | 'status'): ProviderError {
    const b = (body ?? {}) as { error?: unknown; message?: unknown };
    const name = typeof b.error === 'string' ? b.error : undefined;
    const detail = {
      status,
      step,
      error: sanitize(name, this.apiKey, 60),
      apiMessage: sanitize(typeof b.message === 'string' ? b.message : undefined, this.apiKey),
    };
    const providerMessage = detail.apiMessage || detail.error || `HTTP ${status}`;
    if (status === 429) {
      if (name === 'OutOfCredits') {
        return new ProviderError(
          'permanent',
          'FASHN has no API credits left: top up the FASHN account credits',
          {
            ...detail,
            providerMessage,
          },
        );
      }
      if (name === 'ConcurrencyLimitExceeded') {
        return new ProviderError('transient', 'FASHN is at its concurrency limit (HTTP 429)', detail);
      }
      return new ProviderError('transient', 'FASHN is rate limiting requests (HTTP 429)', detail);
    }
    if (status === 408 || status >= 500) {
      return new ProviderError('transient', `FASHN is unavailable (HTTP ${status})`, detail);
    }
    if (status === 401 || status === 403) {
      return new ProviderError('permanent', `FASHN rejected the API key (HTTP ${status})`, {
        ...detail,
        providerMessage,
      });
    }
    if (status === 404 && step === 'status') {
      // The prediction is no longer tracked; a new attempt starts a new one.
      return new ProviderError('transient', 'FASHN lost track of the try-on (HTTP 404)', detail);
    }
    if (status === 413) {
      return new ProviderError('invalid', 'The images were too large for FASHN (HTTP 413)', detail);
    }
    return new ProviderError(
      'invalid',
      status === 400
        ? 'FASHN refused the input as invalid (HTTP 400)'
        : `FASHN rejected the request (HTTP ${status})`,
      detail,
    );
  }

  /** Runtime errors of a `failed` prediction: `{ name, message }`. */
  private runtimeError(error: unknown): ProviderError {
    const e = (error ?? {}) as { name?: unknown; message?: unknown };
    const name = typeof e.name === 'string' ? e.name : 'UnknownError';
    const detail = { error: sanitize(name, this.apiKey, 60), apiMessage: sanitize(e.message, this.apiKey) };
    switch (name) {
      case 'ContentModerationError':
        return new ProviderError('refused', 'FASHN declined the images under its content rules', detail);
      case 'ImageLoadError':
        return new ProviderError(
          'invalid',
          'The photo could not be read: please use a clear JPEG, PNG or WebP photo',
          detail,
        );
      case 'InputValidationError':
        return new ProviderError('invalid', 'FASHN refused the input as invalid', detail);
      case 'PoseError':
        return new ProviderError(
          'invalid',
          "The person's pose could not be recognised: please use a photo where the whole body is clearly visible",
          detail,
        );
      case 'PipelineError':
      case 'ThirdPartyError':
        return new ProviderError('transient', 'FASHN failed while processing the try-on', detail);
      default:
        return new ProviderError('transient', 'FASHN failed with an unknown error', detail);
    }
  }

  /** `output[0]`: a data URL (return_base64), raw base64, or a URL on FASHN's own hosts. */
  private async readOutput(output: unknown, signal: AbortSignal): Promise<ImageData> {
    const first = Array.isArray(output) ? (output[0] as unknown) : undefined;
    if (typeof first !== 'string' || !first) {
      throw new ProviderError('invalid', 'FASHN completed without an output image');
    }
    let declared: string | undefined;
    let data: Buffer | null;
    if (first.startsWith('data:')) {
      const parsed = parseDataUrl(first);
      if (!parsed)
        throw new ProviderError('invalid', 'FASHN sent an output that is not a valid base64 data URL');
      declared = parsed.declared;
      if (!acceptedMimeType(declared)) {
        throw new ProviderError('invalid', 'FASHN sent an image type we do not accept', {
          mimeType: sanitize(declared, this.apiKey, 60),
        });
      }
      data = parsed.data;
    } else if (/^[a-z][a-z0-9+.-]*:/i.test(first)) {
      data = await this.fetchOutput(first, signal);
    } else {
      data = decodeBase64Strict(first);
      if (!data) throw new ProviderError('invalid', 'FASHN sent output image data that is not valid base64');
    }
    const actual = sniffImageType(data);
    if (!actual) {
      throw new ProviderError('invalid', 'FASHN sent bytes that are not a PNG, JPEG or WebP image', {
        mimeType: declared,
      });
    }
    return { data, mimeType: actual };
  }

  /**
   * Fetches an output image by URL, only from the configured API origin or https://cdn.fashn.ai, without
   * following redirects, and at most `maxOutputBytes`.
   */
  private async fetchOutput(address: string, signal: AbortSignal): Promise<Buffer> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new ProviderError('invalid', 'FASHN sent an output address that is not a URL');
    }
    const sameOrigin = url.origin === this.base.origin;
    const cdn =
      url.protocol === 'https:' && url.hostname === FASHN_CDN_HOST && (url.port === '' || url.port === '443');
    if (!sameOrigin && !cdn) {
      throw new ProviderError(
        'invalid',
        'FASHN sent an output address outside its own hosts; it was not fetched',
        {
          host: sanitize(url.host, this.apiKey, 100),
        },
      );
    }
    const res = await fetch(url, {
      // The key goes only to the API origin itself.
      headers: sameOrigin ? { authorization: `Bearer ${this.apiKey}` } : {},
      redirect: 'error',
      signal,
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      if (res.status === 408 || res.status === 429 || res.status >= 500) {
        throw new ProviderError('transient', `Could not download the FASHN output (HTTP ${res.status})`);
      }
      throw new ProviderError('invalid', `Could not download the FASHN output (HTTP ${res.status})`);
    }
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(length) && length > this.maxOutputBytes) {
      await res.body?.cancel().catch(() => undefined);
      throw tooLarge(this.maxOutputBytes);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    if (res.body) {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > this.maxOutputBytes) {
          await reader.cancel().catch(() => undefined);
          throw tooLarge(this.maxOutputBytes);
        }
        chunks.push(Buffer.from(value));
      }
    }
    if (size === 0) throw new ProviderError('invalid', 'FASHN output download was empty');
    return Buffer.concat(chunks);
  }

  private networkError(err: unknown): ProviderError {
    if (err instanceof ProviderError) return err;
    return new ProviderError(
      'transient',
      'Could not reach FASHN',
      { error: sanitize(err instanceof Error ? err.message : err, this.apiKey) },
      { cause: err },
    );
  }
}

function tooLarge(max: number): ProviderError {
  return new ProviderError(
    'invalid',
    `FASHN output image is larger than ${Math.round(max / 1024 / 1024)} MB`,
    {
      maxBytes: max,
    },
  );
}
