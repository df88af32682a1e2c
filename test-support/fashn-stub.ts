import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { HttpStub, readBody, sendJson as send, solidPng } from './http-stub.js';

/**
 * FASHN's documented input limit for try-on v1.6 (a "1K endpoint"): 2000 px on the longest edge
 * (docs.fashn.ai, Image Preprocessing Best Practices).
 */
export const FASHN_STUB_MAX_SIDE = 2000;
/** The base64 size of one input image the stub takes by default (FASHN documents no number). */
export const FASHN_STUB_MAX_BASE64 = 4 * 1024 * 1024;

/** An input image of a run as the stub received it. */
export interface FashnStubImage {
  field: 'model_image' | 'garment_image';
  /** Characters of base64 after the data URL's prefix. */
  base64Length: number;
  bytes: number;
  mimeType: string;
  width: number;
  height: number;
}

/**
 * A request the stub received: method, path, the Authorization header, the parsed JSON body, and for a
 * run, its base64 input images as received (sizes and dimensions).
 */
export interface FashnStubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: FashnRunBody | undefined;
  images?: FashnStubImage[];
}

/** The `/v1/run` request body. */
export interface FashnRunBody {
  model_name?: string;
  inputs?: Record<string, unknown> & { model_image?: string; garment_image?: string; category?: string };
  [key: string]: unknown;
}

/**
 * One answer of `GET /v1/status/{id}` before the outcome: a progress status, an HTTP error, `hang` (never
 * answer) or `drop` (cut the connection without an answer, a network error for the client).
 */
export type FashnStep =
  | 'starting'
  | 'in_queue'
  | 'processing'
  | { http: number; error?: string; message?: string }
  | 'hang'
  | 'drop';

/** How a prediction ends: `completed` with an output (default: a data URL of a PNG), or `failed`. */
export type FashnOutcome =
  | { status: 'completed'; output?: unknown[] }
  | { status: 'failed'; name: string; message?: string }
  | { status: 'canceled' }
  | { status: 'time_out' };

/**
 * What the stub answers to the next `POST /v1/run`:
 * - `accept`: `{ id, error: null }`; the status polls then walk through `steps` and end with `outcome`
 *   (defaults: one `processing`, then `completed` with a base64 data URL of a fresh PNG);
 * - `reject`: FASHN's API-level error `{ error: 'RateLimitExceeded', message }` with the HTTP status;
 * - `raw`: exactly this status and body;
 * - `hang`: never answer.
 */
export type FashnRunBehaviour =
  | { kind: 'accept'; steps?: FashnStep[]; outcome?: FashnOutcome }
  | { kind: 'reject'; status: number; error: string; message?: string }
  | { kind: 'raw'; status: number; body: string | object }
  | { kind: 'hang' };

interface Prediction {
  id: string;
  steps: FashnStep[];
  outcome: FashnOutcome;
  polls: number;
  output: string;
  ended?: boolean;
}

/**
 * A local stand-in for the FASHN API that speaks its wire format: `POST /v1/run` with
 * `Authorization: Bearer <key>` and `{ model_name, inputs }` answers `{ id, error: null }`;
 * `GET /v1/status/{id}` answers `{ id, status, output, error }` with status
 * `starting|in_queue|processing|completed|failed`; API-level errors are `{ error: <name>, message }`
 * (401 UnauthorizedAccess, 400 BadRequest, 404 NotFound, 429 RateLimitExceeded/ConcurrencyLimitExceeded/
 * OutOfCredits), and `GET /v1/credits` answers `{ credits: { total, subscription, on_demand } }`. A run
 * with a base64 input over FASHN's documented 2000 px longest edge, or over `maxImageBase64` characters,
 * is refused with HTTP 400 `BadRequest` (what each image was is kept in the request's `images`); with
 * `credits` at 0, runs are refused with 429 `OutOfCredits`. It also serves files under `/files/` so a test
 * can answer an output URL on the API host. Each completed prediction's output is a new PNG (a different
 * colour per run) kept in `outputs`. `active` counts predictions started and not yet ended; `mostActive`
 * the most at once.
 */
export class FashnStub extends HttpStub {
  readonly requests: FashnStubRequest[] = [];
  readonly apiKey: string;
  /** Behaviours for the next runs, first in first out; when empty, `fallback` answers. */
  readonly queue: FashnRunBehaviour[] = [];
  fallback: FashnRunBehaviour = { kind: 'accept' };
  /** The PNG bytes of each completed prediction, by id. */
  readonly outputs = new Map<string, Buffer>();
  /** Files served at `GET /files/<name>` (no auth, like a CDN). */
  readonly files = new Map<string, { body: Buffer; contentType: string }>();
  /** The account's credits (`GET /v1/credits`); at 0, runs are refused with 429 OutOfCredits. */
  credits = 100;
  /** The largest longest edge of an input image, in pixels. */
  maxImageSide = FASHN_STUB_MAX_SIDE;
  /** The largest base64 input image, in characters. */
  maxImageBase64 = FASHN_STUB_MAX_BASE64;
  /** Predictions started and not yet at a final status, and the most of them at once. */
  active = 0;
  mostActive = 0;
  private readonly predictions = new Map<string, Prediction>();
  private runs = 0;

  constructor(apiKey = 'fa-test-key-456') {
    super();
    this.apiKey = apiKey;
  }

  protected internalError(res: ServerResponse, err: unknown): void {
    send(res, 500, { error: 'InternalServerError', message: String(err) });
  }

  /** Queues behaviours for the next runs. */
  next(...behaviours: FashnRunBehaviour[]): this {
    this.queue.push(...behaviours);
    return this;
  }

  /** Forgets requests, predictions and queued behaviours. */
  reset(): void {
    this.requests.length = 0;
    this.queue.length = 0;
    this.predictions.clear();
    this.outputs.clear();
    this.files.clear();
    this.fallback = { kind: 'accept' };
    this.credits = 100;
    this.maxImageSide = FASHN_STUB_MAX_SIDE;
    this.maxImageBase64 = FASHN_STUB_MAX_BASE64;
    this.active = 0;
    this.mostActive = 0;
  }

  /** The requests to `/v1/run`, in order. */
  runRequests(): FashnStubRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/run');
  }

  /** The status polls received, in order. */
  statusRequests(): FashnStubRequest[] {
    return this.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/status/'));
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { raw, json } = await readBody(req);
    const body = json as FashnRunBody | undefined;
    const path = (req.url ?? '/').split('?')[0];
    const request: FashnStubRequest = {
      method: req.method ?? 'GET',
      path,
      authorization: req.headers.authorization,
      body,
    };
    this.requests.push(request);

    const file = /^\/files\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && file) {
      const found = this.files.get(decodeURIComponent(file[1]));
      if (!found) return apiError(res, 404, 'NotFound', 'File not found');
      res.writeHead(200, { 'content-type': found.contentType, 'content-length': String(found.body.length) });
      res.end(found.body);
      return;
    }
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return apiError(res, 401, 'UnauthorizedAccess', 'Unauthorized: Invalid token');
    }
    if (req.method === 'GET' && path === '/v1/credits') {
      return send(res, 200, { credits: { total: this.credits, subscription: this.credits, on_demand: 0 } });
    }
    if (req.method === 'POST' && path === '/v1/run') return this.run(request, raw, res);
    const status = /^\/v1\/status\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && status) return this.status(decodeURIComponent(status[1]), res);
    return apiError(res, 404, 'NotFound', `Resource not found: ${req.method} ${path}`);
  }

  private async run(request: FashnStubRequest, raw: string, res: ServerResponse): Promise<void> {
    const body = request.body;
    if (!body) return apiError(res, 400, 'BadRequest', `Invalid JSON body: ${raw.slice(0, 40)}`);
    if (body.model_name !== 'tryon-v1.6') {
      return apiError(res, 400, 'BadRequest', `Unknown model_name: ${String(body.model_name)}`);
    }
    const inputs = body.inputs;
    for (const field of ['model_image', 'garment_image'] as const) {
      const value = inputs?.[field];
      if (typeof value !== 'string' || !isImageRef(value)) {
        return apiError(res, 400, 'BadRequest', `inputs.${field} must be an image URL or a base64 data URL`);
      }
    }
    request.images = [];
    for (const field of ['model_image', 'garment_image'] as const) {
      const image = await inspectImage(field, String(inputs?.[field]));
      if (!image) continue;
      request.images.push(image);
      if (image.base64Length > this.maxImageBase64) {
        return apiError(
          res,
          400,
          'BadRequest',
          `inputs.${field} is ${image.base64Length} characters of base64; the limit is ${this.maxImageBase64}`,
        );
      }
      if (Math.max(image.width, image.height) > this.maxImageSide) {
        return apiError(
          res,
          400,
          'BadRequest',
          `inputs.${field} is ${image.width}x${image.height} px; the longest edge may be at most ${this.maxImageSide} px`,
        );
      }
    }
    if (this.credits <= 0) {
      return apiError(
        res,
        429,
        'OutOfCredits',
        'You have run out of API credits. Please purchase more credits.',
      );
    }
    const category = inputs?.category ?? 'auto';
    if (!['auto', 'tops', 'bottoms', 'one-pieces'].includes(category)) {
      return apiError(
        res,
        400,
        'BadRequest',
        `inputs.category must be one of auto, tops, bottoms, one-pieces`,
      );
    }
    const behaviour = this.queue.shift() ?? this.fallback;
    switch (behaviour.kind) {
      case 'hang':
        this.hold(res);
        return;
      case 'reject':
        return apiError(res, behaviour.status, behaviour.error, behaviour.message ?? behaviour.error);
      case 'raw':
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(typeof behaviour.body === 'string' ? behaviour.body : JSON.stringify(behaviour.body));
        return;
      case 'accept': {
        const id = `${randomUUID()}-u1`;
        const n = ++this.runs;
        const png = await solidPng(40, 56, { r: (n * 70) % 256, g: 120, b: 200 });
        this.outputs.set(id, png);
        this.predictions.set(id, {
          id,
          steps: behaviour.steps ?? ['processing'],
          outcome: behaviour.outcome ?? { status: 'completed' },
          polls: 0,
          output: `data:image/png;base64,${png.toString('base64')}`,
        });
        this.active++;
        this.mostActive = Math.max(this.mostActive, this.active);
        return send(res, 200, { id, error: null });
      }
    }
  }

  private status(id: string, res: ServerResponse): void {
    const p = this.predictions.get(id);
    if (!p) return apiError(res, 404, 'NotFound', `Prediction ${id} not found or no longer tracked`);
    const step = p.polls < p.steps.length ? p.steps[p.polls] : undefined;
    p.polls++;
    if (step === 'hang') {
      this.hold(res);
      return;
    }
    if (step === 'drop') {
      res.socket?.destroy();
      return;
    }
    if (typeof step === 'object') {
      return apiError(res, step.http, step.error ?? 'InternalServerError', step.message ?? 'Stub error');
    }
    if (step) return send(res, 200, { id, status: step, output: null, error: null });
    if (!p.ended) {
      p.ended = true;
      this.active--;
    }
    const outcome = p.outcome;
    if (outcome.status === 'completed') {
      return send(res, 200, { id, status: 'completed', output: outcome.output ?? [p.output], error: null });
    }
    if (outcome.status === 'failed') {
      return send(res, 200, {
        id,
        status: 'failed',
        output: null,
        error: { name: outcome.name, message: outcome.message ?? `${outcome.name} (stub)` },
      });
    }
    return send(res, 200, { id, status: outcome.status, output: null, error: null });
  }
}

/** What a base64 data URL input is (size, type, dimensions); `null` for a URL or bytes sharp cannot read. */
async function inspectImage(field: FashnStubImage['field'], value: string): Promise<FashnStubImage | null> {
  const m = /^data:(image\/[a-z]+);base64,(.*)$/s.exec(value);
  if (!m) return null;
  const bytes = Buffer.from(m[2], 'base64');
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return null;
  return {
    field,
    base64Length: m[2].length,
    bytes: bytes.length,
    mimeType: m[1],
    width: meta.width,
    height: meta.height,
  };
}

function isImageRef(value: string): boolean {
  const m = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (m) return Buffer.from(m[2], 'base64').length > 0;
  return /^https?:\/\//.test(value);
}

function apiError(res: ServerResponse, status: number, error: string, message: string): void {
  send(res, status, { error, message });
}
