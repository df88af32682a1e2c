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
 * - `text`: a candidate with only text and finish reason STOP;
 * - `error`: Google's error envelope `{ error: { code, message, status } }` with the HTTP status;
 * - `raw`: exactly this status and body (for malformed answers);
 * - `hang`: never answer (until the client gives up or the stub stops).
 */
export type GeminiBehaviour =
  | { kind: 'image'; data?: string; mimeType?: string; text?: string; finishReason?: string }
  | { kind: 'blocked'; blockReason: string }
  | { kind: 'finish'; finishReason: string; text?: string; withImage?: boolean }
  | { kind: 'text'; text: string }
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

/**
 * A local stand-in for the Gemini API (`generativelanguage.googleapis.com`) that speaks its wire format:
 * `POST /v1beta/models/{model}:generateContent` with the `x-goog-api-key` header and a JSON body of
 * `contents` + `generationConfig`; answers `{ candidates: [{ content: { role: 'model', parts }, finishReason }] }`
 * or Google's error envelope. A wrong key answers 400 `API_KEY_INVALID` like the real service. Tests queue
 * behaviours with `next(...)` and read back `requests`.
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
    if (keyHeader !== this.apiKey) {
      return googleError(res, 400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
          domain: 'googleapis.com',
        },
      ]);
    }
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
      case 'text':
        return send(res, 200, answer(m[1], [{ text: behaviour.text }], 'STOP'));
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
