import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpStub, readBody, sendJson, solidPng } from './http-stub.js';

/** A request the stub received: the model from the path, the key header, and the parsed JSON body. */
export interface GeminiStubRequest {
  method: string;
  path: string;
  model: string | undefined;
  apiKey: string | undefined;
  body: GeminiRequestBody | undefined;
}

/** The part of a `generateContent` request body the tests look at. */
export interface GeminiRequestBody {
  contents?: {
    role?: string;
    parts?: { text?: string; inlineData?: { mimeType?: string; data?: string } }[];
  }[];
  generationConfig?: { responseModalities?: string[]; imageConfig?: { aspectRatio?: string } } & Record<
    string,
    unknown
  >;
  [key: string]: unknown;
}

/**
 * What the stub answers to the next `generateContent` call:
 * - `image`: a candidate with an `inlineData` image (default: the stub's real PNG), optional text part;
 * - `blocked`: `promptFeedback.blockReason` and no candidates (the prompt was blocked);
 * - `finish`: a candidate with this finish reason and no image (optionally some text);
 * - `text`: a candidate with only text, finish reason STOP unless `finishReason` says another (MAX_TOKENS:
 *   the text is cut off), after a `thought: true` part when `thought` is given;
 * - `thinking`: a `thought: true` text part (the model's reasoning), then the image;
 * - `quota-zero`: 429 RESOURCE_EXHAUSTED with "limit: 0" (a key whose project has no quota at all);
 * - `error`: Google's error envelope `{ error: { code, message, status } }` with the HTTP status;
 * - `raw`: exactly this status and body (for malformed answers);
 * - `hang`: never answer (until the client gives up or the stub stops).
 */
export type GeminiBehaviour =
  | { kind: 'image'; data?: string; mimeType?: string; text?: string; finishReason?: string }
  | { kind: 'blocked'; blockReason: string }
  | { kind: 'finish'; finishReason: string; text?: string; withImage?: boolean }
  | { kind: 'text'; text: string; finishReason?: string; thought?: string }
  | { kind: 'thinking'; thought?: string }
  | { kind: 'quota-zero' }
  | { kind: 'error'; status: number; message?: string; apiStatus?: string }
  | { kind: 'raw'; status: number; body: string | object; contentType?: string }
  | { kind: 'hang' };

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

/** A model of the stub's catalogue, as `models.list` describes it (the name without `models/`). */
export interface GeminiStubModel {
  name: string;
  displayName?: string;
  supportedGenerationMethods?: string[];
}

/**
 * The models the stub serves unless a test says otherwise: the image models of ai-jobs' default
 * GEMINI_MODEL list and a text model.
 */
export const DEFAULT_STUB_MODELS: readonly string[] = [
  'gemini-3.1-flash-image',
  'gemini-3-pro-image',
  'gemini-3-pro-image-preview',
  'gemini-2.5-flash-image',
  'gemini-3-flash',
];

/**
 * A local stand-in for the Gemini API (`generativelanguage.googleapis.com`) that speaks its wire format:
 * `POST /v1beta/models/{model}:generateContent` with the `x-goog-api-key` header and a JSON body of
 * `contents` + `generationConfig`; answers `{ candidates: [{ content: { role: 'model', parts }, finishReason }] }`
 * or Google's error envelope. A wrong key answers 400 `API_KEY_INVALID` like the real service. Tests queue
 * behaviours with `next(...)` and read back `requests`.
 *
 * The model catalogue: `GET /v1beta/models` (paged with `pageSize`, `pageToken`, `nextPageToken`) and
 * `GET /v1beta/models/{name}` describe the served `models` (plus `listedRetired`: listed, but every call
 * answers 404); those requests are kept in `catalogRequests`, not `requests`. A call for a model that is
 * not served answers Google's 404 NOT_FOUND ("models/x is not found for API version v1beta ...").
 */
export class GeminiStub extends HttpStub {
  readonly requests: GeminiStubRequest[] = [];
  /** The key the stub accepts. */
  readonly apiKey: string;
  /** The real PNG answered by default (a 48x64 solid image made with sharp at start()). */
  png: Buffer = Buffer.alloc(0);
  /** Behaviours for the next calls, first in first out; when empty, `fallback` answers. */
  readonly queue: GeminiBehaviour[] = [];
  fallback: GeminiBehaviour = { kind: 'image' };
  /** The models served: listed, found by name, and answering `generateContent`. */
  models: GeminiStubModel[] = DEFAULT_STUB_MODELS.map((name) => ({ name }));
  /** Models still listed whose calls answer 404 (retired, the list not updated yet). */
  listedRetired: string[] = [];
  /** The largest page `models.list` answers (Google's is 1000). */
  maxPageSize = 1000;
  /** The catalogue requests received (`GET /v1beta/models...`). */
  readonly catalogRequests: GeminiStubRequest[] = [];
  /** True: the key was revoked, every request answers 400 API_KEY_INVALID. */
  keyRevoked = false;

  constructor(apiKey = 'test-gemini-key-123') {
    super();
    this.apiKey = apiKey;
  }

  /** Starts on a free loopback port and returns the base URL. */
  override async start(): Promise<string> {
    this.png = await solidPng(48, 64, { r: 200, g: 40, b: 90 });
    return super.start();
  }

  protected internalError(res: ServerResponse, err: unknown): void {
    send(res, 500, { error: { code: 500, message: String(err), status: 'INTERNAL' } });
  }

  /** Queues behaviours for the next calls. */
  next(...behaviours: GeminiBehaviour[]): this {
    this.queue.push(...behaviours);
    return this;
  }

  /** Forgets requests and queued behaviours; the fallback answers with the PNG again. */
  reset(): void {
    this.requests.length = 0;
    this.queue.length = 0;
    this.fallback = { kind: 'image' };
    this.models = DEFAULT_STUB_MODELS.map((name) => ({ name }));
    this.listedRetired = [];
    this.maxPageSize = 1000;
    this.catalogRequests.length = 0;
    this.keyRevoked = false;
  }

  /** Serves exactly these models (by name), nothing else. */
  serve(...names: string[]): this {
    this.models = names.map((name) => ({ name }));
    return this;
  }

  /** The calls made on `model` (`generateContent` requests). */
  callsOn(model: string): GeminiStubRequest[] {
    return this.requests.filter((r) => r.model === model);
  }

  /** The last request received. */
  last(): GeminiStubRequest | undefined {
    return this.requests[this.requests.length - 1];
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = (await readBody(req)).json as GeminiRequestBody | undefined;
    const path = (req.url ?? '/').split('?')[0];
    const m = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(path);
    const keyHeader = req.headers['x-goog-api-key'];
    if (req.method === 'GET' && /^\/v1beta\/models(\/[^/:]+)?$/.test(path)) {
      return this.catalog(req, res, path, Array.isArray(keyHeader) ? keyHeader[0] : keyHeader);
    }
    this.requests.push({
      method: req.method ?? 'GET',
      path,
      model: m ? decodeURIComponent(m[1]) : undefined,
      apiKey: Array.isArray(keyHeader) ? keyHeader[0] : keyHeader,
      body,
    });

    if (req.method !== 'POST' || !m) {
      return googleError(res, 404, `Method or path not found: ${req.method} ${path}`);
    }
    if (keyHeader !== this.apiKey || this.keyRevoked) return invalidKey(res);
    if (!this.served(decodeURIComponent(m[1]))) return notFound(res, decodeURIComponent(m[1]));
    const problem = validateBody(body);
    if (problem) return googleError(res, 400, problem);

    const behaviour = this.queue.shift() ?? this.fallback;
    switch (behaviour.kind) {
      case 'hang':
        this.hold(res);
        return;
      case 'error':
        return googleError(res, behaviour.status, behaviour.message ?? 'Stub error', behaviour.apiStatus);
      case 'raw': {
        const payload = typeof behaviour.body === 'string' ? behaviour.body : JSON.stringify(behaviour.body);
        res.writeHead(behaviour.status, { 'content-type': behaviour.contentType ?? 'application/json' });
        res.end(payload);
        return;
      }
      case 'blocked':
        return send(res, 200, {
          promptFeedback: { blockReason: behaviour.blockReason },
          usageMetadata: usage(),
          modelVersion: m[1],
        });
      case 'text': {
        const parts: object[] = behaviour.thought ? [{ text: behaviour.thought, thought: true }] : [];
        parts.push({ text: behaviour.text });
        return send(res, 200, answer(m[1], parts, behaviour.finishReason ?? 'STOP'));
      }
      case 'thinking':
        return send(
          res,
          200,
          answer(
            m[1],
            [
              { text: behaviour.thought ?? 'Planning the composition and the lighting.', thought: true },
              this.imagePart(),
            ],
            'STOP',
          ),
        );
      case 'quota-zero':
        return googleError(
          res,
          429,
          'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.\n' +
            `* Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0, model: ${m[1]}`,
          'RESOURCE_EXHAUSTED',
          [
            {
              '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
              violations: [
                {
                  quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
                  quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier',
                },
              ],
            },
          ],
        );
      case 'finish': {
        const parts: object[] = [];
        if (behaviour.text) parts.push({ text: behaviour.text });
        if (behaviour.withImage) parts.push(this.imagePart());
        return send(res, 200, answer(m[1], parts, behaviour.finishReason));
      }
      case 'image': {
        const parts: object[] = [];
        if (behaviour.text) parts.push({ text: behaviour.text });
        parts.push(this.imagePart(behaviour.data, behaviour.mimeType));
        return send(res, 200, answer(m[1], parts, behaviour.finishReason ?? 'STOP'));
      }
    }
  }

  private served(model: string): boolean {
    return this.models.some((x) => x.name === model);
  }

  /** `models.list` (paged) and `models.get`, as the Gemini API answers them. */
  private catalog(req: IncomingMessage, res: ServerResponse, path: string, apiKey: string | undefined): void {
    const url = new URL(req.url ?? '/', 'http://stub');
    const name = path.startsWith('/v1beta/models/') ? decodeURIComponent(path.slice(15)) : undefined;
    this.catalogRequests.push({ method: 'GET', path, model: name, apiKey, body: undefined });
    if (apiKey !== this.apiKey || this.keyRevoked) return invalidKey(res);
    if (name !== undefined) {
      const model = this.models.find((x) => x.name === name.replace(/^models\//, ''));
      return model ? send(res, 200, describe(model)) : notFound(res, name);
    }
    const listed = [
      ...this.models.map(describe),
      ...this.listedRetired.filter((n) => !this.served(n)).map((n) => describe({ name: n })),
    ];
    const size = Math.min(this.maxPageSize, Number(url.searchParams.get('pageSize')) || 50);
    const from = Number(url.searchParams.get('pageToken') || 0);
    const page = listed.slice(from, from + size);
    const next = from + size < listed.length ? String(from + size) : undefined;
    return send(res, 200, { models: page, ...(next ? { nextPageToken: next } : {}) });
  }

  private imagePart(data?: string, mimeType?: string): object {
    return { inlineData: { mimeType: mimeType ?? 'image/png', data: data ?? this.png.toString('base64') } };
  }
}

/** Checks what the real API would reject as INVALID_ARGUMENT; null when the body is acceptable. */
function validateBody(body: GeminiRequestBody | undefined): string | null {
  if (!body || !Array.isArray(body.contents) || body.contents.length === 0) {
    return '* GenerateContentRequest.contents: contents is not specified';
  }
  for (const content of body.contents) {
    if (!Array.isArray(content.parts) || content.parts.length === 0) {
      return '* GenerateContentRequest.contents.parts: contents.parts must not be empty.';
    }
    for (const part of content.parts) {
      if (part.inlineData) {
        if (!part.inlineData.mimeType)
          return '* GenerateContentRequest.contents.parts.inline_data.mime_type: required';
        if (!part.inlineData.data || !/^[A-Za-z0-9+/]+={0,2}$/.test(part.inlineData.data)) {
          return "Invalid value at 'contents.parts.inline_data.data' (TYPE_BYTES), Base64 decoding failed";
        }
      } else if (typeof part.text !== 'string') {
        return '* GenerateContentRequest.contents.parts: a part must have data';
      }
    }
  }
  return null;
}

function answer(model: string, parts: object[], finishReason: string): object {
  return {
    candidates: [{ content: { role: 'model', parts }, finishReason, index: 0 }],
    usageMetadata: usage(),
    modelVersion: model,
    responseId: `stub-${Date.now().toString(36)}`,
  };
}

function usage(): object {
  return { promptTokenCount: 1290, candidatesTokenCount: 1290, totalTokenCount: 2580 };
}

/** What Google answers a key it does not know. */
function invalidKey(res: ServerResponse): void {
  googleError(res, 400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT', [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'API_KEY_INVALID',
      domain: 'googleapis.com',
    },
  ]);
}

/** What Google answers for a model it does not serve (never existed, or retired). */
function notFound(res: ServerResponse, model: string): void {
  googleError(
    res,
    404,
    `models/${model.replace(/^models\//, '')} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
    'NOT_FOUND',
  );
}

/** A model as `models.list` and `models.get` describe it. */
function describe(model: GeminiStubModel): object {
  const image = /image/.test(model.name);
  const version = /^gemini-(\d+(?:\.\d+)?)/.exec(model.name)?.[1] ?? '1';
  return {
    name: `models/${model.name}`,
    version,
    displayName:
      model.displayName ??
      model.name
        .split('-')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' '),
    description: image ? 'Gemini image generation and editing model' : 'Gemini text model',
    inputTokenLimit: image ? 65_536 : 1_048_576,
    outputTokenLimit: image ? 32_768 : 65_536,
    supportedGenerationMethods: model.supportedGenerationMethods ?? [
      'generateContent',
      'countTokens',
      'batchGenerateContent',
    ],
    temperature: 1,
    topP: 0.95,
    maxTemperature: 2,
    ...(image ? {} : { thinking: true }),
  };
}

function googleError(
  res: ServerResponse,
  code: number,
  message: string,
  status?: string,
  details?: object[],
): void {
  send(res, code, {
    error: {
      code,
      message,
      status: status ?? STATUS_NAMES[code] ?? 'UNKNOWN',
      ...(details ? { details } : {}),
    },
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  sendJson(res, status, body, 'application/json; charset=UTF-8');
}
