/**
 * The `gemini` provider (architecture.md section 4): Google's official `@google/genai` SDK against a Gemini
 * image model. Which model is asked on each call is the {@link ModelSelector}'s answer (the configured
 * candidates, the admin's pin, Google's catalogue); a 404 for that model marks it gone and the same call
 * is made once more on the next model. Images travel inline (base64) both ways, sized for the request
 * first (input-size.ts); the answer's image is read from `candidates[0].content.parts[].inlineData`.
 * Every failure becomes a `ProviderError`:
 *
 * | what happened                                                             | kind        |
 * |---------------------------------------------------------------------------|-------------|
 * | `promptFeedback.blockReason` set                                          | `refused`   |
 * | finish reason SAFETY, PROHIBITED_CONTENT, BLOCKLIST, RECITATION, OTHER,   | `refused`   |
 * | SPII, LANGUAGE, IMAGE_SAFETY, IMAGE_PROHIBITED_CONTENT, IMAGE_RECITATION, |             |
 * | IMAGE_OTHER, NO_IMAGE (even if an image came along)                       |             |
 * | text and no image, finish STOP: asked again at once, once; then          | `refused`   |
 * | a candidate with nothing, or text with another finish reason, no image    | `refused`   |
 * | HTTP 404 (the model is not served): the next model, once; then            | `transient` |
 * | no model available to the key at all                                      | `permanent` |
 * | HTTP 400 API_KEY_INVALID, 401, 403 (key invalid or not allowed)           | `permanent` |
 * | HTTP 429 with "limit: 0" (no quota: billing not enabled for the key)      | `permanent` |
 * | other HTTP 429, 408, 5xx; network error; time limit; caller abort         | `transient` |
 * | other HTTP 400 and 4xx                                                    | `invalid`   |
 * | no candidates, answer not JSON, bad base64, image not PNG/JPEG/WebP       | `invalid`   |
 *
 * A `permanent` failure carries Google's own message (without the key) in `detail.providerMessage`, for
 * the admin. The SDK's own retries stay off (the job queue retries), and error messages never carry the
 * API key.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ApiError, GoogleGenAI } from '@google/genai';
import type { CallLimiter } from '@tryon/kit';
import { permanentGeminiError, type ModelSelector } from '@tryon/kit/gemini-models';
import type { GenerateContentConfig, GenerateContentResponse, Part } from '@google/genai';
import {
  CallDeadline,
  acceptedMimeType,
  cancelledError,
  decodeBase64Strict,
  sanitize,
  sniffImageType,
} from './image-bytes.js';
import { ProviderError } from './provider.js';
import { withPromptAttributes } from './prompt-attributes.js';
import { currentHold, gatedFetch } from './read-gate.js';
import { requestFetch } from './request-fetch.js';
import { BodyBuffers, INLINE_PREFIX, inlineJsonFetch } from './inline-json.js';
import type {
  AiProvider,
  EditInput,
  GarmentType,
  GenerateInput,
  ImageData,
  PersonAttributes,
  ProviderResult,
  TryOnCategory,
  TryOnInput,
} from './provider.js';

/** The time limit of one call when none is configured. */
export const DEFAULT_GEMINI_TIMEOUT_MS = 120_000;

/** How the SDK client of the gemini provider (and of its model look-ups) is built. */
export interface GeminiClientOptions {
  /** The Gemini API key (sent as `x-goog-api-key`). */
  apiKey: string;
  /** Another endpoint (the SDK's `httpOptions.baseUrl`), e.g. the contract tests' local stub. */
  baseUrl?: string;
  /** Bounds the answers (images in base64) read at once; none when absent. */
  readGate?: CallLimiter;
}

/** How the gemini provider is built. */
export interface GeminiProviderOptions {
  /** The Gemini API key (kept out of every error message). */
  apiKey: string;
  /** The SDK client ({@link geminiClient}); the selector's catalogue uses the same one. */
  client: GoogleGenAI;
  /** Answers the model of each call. */
  models: ModelSelector;
  /** The admin's pinned model, read on each call (null or '': automatic). */
  pinnedModel?: () => Promise<string | null | undefined>;
  /** The time limit of one call in milliseconds; default 120 000. */
  timeoutMs?: number;
}

/** The time limit of the call this code runs for (the fetch wrapper stops its clock while an answer waits). */
const callDeadline = new AsyncLocalStorage<CallDeadline>();
/** The images of the call's answer, decoded from its bytes, by their placeholder in the parsed answer. */
const callInline = new AsyncLocalStorage<Map<string, Buffer>>();

/** `fn` with both stores set. */
function runWith<A, B, T>(
  a: AsyncLocalStorage<A>,
  aValue: A,
  b: AsyncLocalStorage<B>,
  bValue: B,
  fn: () => T,
): T {
  return a.run(aValue, () => b.run(bValue, fn));
}

/** Finish reasons that mean the model declined to produce the image. */
const REFUSAL_FINISH_REASONS = new Set([
  'SAFETY',
  'PROHIBITED_CONTENT',
  'BLOCKLIST',
  'RECITATION',
  'OTHER',
  'SPII',
  'LANGUAGE',
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
  'IMAGE_RECITATION',
  'IMAGE_OTHER',
  'NO_IMAGE',
]);

/**
 * The SDK client for the Gemini Developer API with this provider's transport: no SDK retries, undici's
 * `request` as `fetch`, answers' images decoded from their bytes, and the read gate.
 */
export function geminiClient(options: GeminiClientOptions): GoogleGenAI {
  if (!options.apiKey) throw new Error('The Gemini client needs an API key');
  return new GoogleGenAI({
    apiKey: options.apiKey,
    // The Gemini Developer API, whatever GOOGLE_GENAI_USE_VERTEXAI says in the environment.
    vertexai: false,
    httpOptions: {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      // No `retryOptions`: the SDK then makes exactly one attempt; the job queue owns retries.
      // Our own `fetch`: without it the SDK installs an undici dispatcher looked up through a global
      // symbol, which does not exist in every realm (under jest's VM modules every call fails with
      // "Undici globalDispatcher is not available"). It is undici's `request` (request-fetch.ts), whose
      // answer's body is read as a Node stream; undici's default 300 s header/body timeouts apply,
      // above any time limit we use.
      // The answer's image is decoded from its bytes (inline-json.ts), not parsed as a string first;
      // answers outside a generation call (the model catalogue) are parsed as usual.
      fetch: inlineJsonFetch(
        options.readGate
          ? gatedFetch(options.readGate, requestFetch(), {
              // Waiting for a read slot is this process's time, not Gemini's: the call's clock stops.
              waiting: () => callDeadline.getStore()?.pause(),
              granted: () => callDeadline.getStore()?.resume(),
            })
          : requestFetch(),
        () => callInline.getStore(),
        // Two buffers kept per answer read at once: its body, and its image until it is in storage.
        new BodyBuffers(2 * (options.readGate?.limits.maxInFlight || 4)),
        currentHold,
      ),
    },
  });
}

/**
 * The Gemini adapter: generates a person, tries garments on, edits by instruction, with one
 * `generateContent` call each.
 */
export class GeminiProvider implements AiProvider {
  readonly name = 'gemini' as const;
  private readonly client: GoogleGenAI;
  private readonly apiKey: string;
  private readonly models: ModelSelector;
  private readonly pinnedModel: () => Promise<string | null | undefined>;
  private readonly timeoutMs: number;

  constructor(options: GeminiProviderOptions) {
    if (!options.apiKey) throw new Error('GeminiProvider needs an API key');
    this.apiKey = options.apiKey;
    this.client = options.client;
    this.models = options.models;
    this.pinnedModel = options.pinnedModel ?? (async () => null);
    this.timeoutMs =
      options.timeoutMs && options.timeoutMs > 0 ? options.timeoutMs : DEFAULT_GEMINI_TIMEOUT_MS;
  }

  /** All three kinds of job. */
  supports(_kind: 'generate' | 'tryon' | 'edit'): boolean {
    return true;
  }

  /** One full-body photo of an adult model from the attributes (and the free prompt). */
  generatePerson(input: GenerateInput, signal: AbortSignal): Promise<ProviderResult> {
    const parts: Part[] = [{ text: buildPersonPrompt(input.attributes, input.prompt) }];
    return this.call(parts, signal, { imageConfig: { aspectRatio: '3:4' } });
  }

  /** The person photo with the garment(s) on, identity, pose and background kept. */
  async tryOn(input: TryOnInput, signal: AbortSignal): Promise<ProviderResult> {
    if (input.garments.length < 1 || input.garments.length > 2) {
      throw new ProviderError('invalid', 'A try-on takes one or two garments');
    }
    const [person, ...garments] = await sized([input.person, ...input.garments.map((g) => g.image)]);
    const parts: Part[] = [{ text: 'Image 1 is the photo of the person.' }, inline(person!)];
    input.garments.forEach((g, i) => {
      parts.push({
        text: `Image ${i + 2} is a garment photo: ${garmentNoun(g.garmentType, input.category)}.`,
      });
      parts.push(inline(garments[i]!));
    });
    parts.push({ text: buildTryOnPrompt(input) });
    return this.call(parts, signal);
  }

  /** The image changed as the instruction says, and nothing else. */
  async editImage(input: EditInput, signal: AbortSignal): Promise<ProviderResult> {
    const [image] = await sized([input.image]);
    const parts: Part[] = [inline(image!), { text: buildEditPrompt(input.instruction, input.focus) }];
    return this.call(parts, signal);
  }

  /**
   * One job's call: on the model the selector answers (with the admin's pin), again on the next model
   * when that one is not served (404), and again at once when the answer is text without an image.
   */
  private async call(
    parts: Part[],
    signal: AbortSignal,
    extra: Partial<GenerateContentConfig> = {},
  ): Promise<ProviderResult> {
    if (signal.aborted) throw cancelledError('Gemini', signal.reason);
    const pinned = await this.pinnedModel();
    let model = await this.lookUp(() => this.models.model(pinned), signal);
    let movedOn = false;
    let askedAgain = false;
    for (;;) {
      if (!model) throw this.noModel();
      try {
        return await this.request(model, parts, signal, extra);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        if (err.detail?.reason === 'model-gone') {
          const gone = model;
          model = await this.lookUp(() => this.models.markGone(gone), signal);
          if (!model) throw this.noModel();
          if (movedOn) {
            // The next model is not served either: the job's next attempt starts on the one after.
            throw new ProviderError(
              'transient',
              `Gemini does not serve ${gone} either (HTTP 404)`,
              err.detail,
              {
                cause: err,
              },
            );
          }
          movedOn = true;
          continue;
        }
        if (err.detail?.textOnly === true && !askedAgain) {
          askedAgain = true;
          continue;
        }
        throw err;
      }
    }
  }

  /** One `generateContent` request on `model`, within the time limit. */
  private async request(
    model: string,
    parts: Part[],
    signal: AbortSignal,
    extra: Partial<GenerateContentConfig>,
  ): Promise<ProviderResult> {
    if (signal.aborted) throw cancelledError('Gemini', signal.reason);
    const deadline = new CallDeadline(signal, this.timeoutMs);
    const inlined = new Map<string, Buffer>();
    try {
      const response = await deadline.race(
        runWith(callInline, inlined, callDeadline, deadline, () =>
          this.client.models.generateContent({
            model,
            contents: [{ role: 'user', parts }],
            config: {
              ...extra,
              responseModalities: ['IMAGE', 'TEXT'],
              abortSignal: deadline.signal,
            },
          }),
        ),
      );
      return readImage(response, inlined);
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      throw deadline.failure('Gemini', 'did not answer') ?? this.mapError(err);
    } finally {
      deadline.dispose();
      // Async resources made during the call (a pooled socket, say) keep the call's stores alive: the
      // decoded images must not stay reachable through them.
      inlined.clear();
    }
  }

  /** A model look-up of the selector, within the time limit and the caller's signal. */
  private async lookUp(work: () => Promise<string | null>, signal: AbortSignal): Promise<string | null> {
    const deadline = new CallDeadline(signal, this.timeoutMs);
    try {
      return await deadline.race(work());
    } catch (err) {
      throw deadline.failure('Gemini', 'did not list its models') ?? this.mapError(err);
    } finally {
      deadline.dispose();
    }
  }

  /** No model of the purpose is available to the key: nothing to call. */
  private noModel(): ProviderError {
    const problem = this.models.status().problem;
    return new ProviderError('permanent', 'No Gemini image model is available to this key', {
      reason: 'no-model',
      providerMessage: sanitize(
        problem ?? 'No Gemini model that makes images is available to this key.',
        this.apiKey,
      ),
    });
  }

  /** SDK and transport errors to `ProviderError`; nothing here may carry the key. */
  private mapError(err: unknown): ProviderError {
    if (err instanceof ApiError || isApiErrorLike(err)) {
      const status = (err as { status: number }).status;
      const api = parseApiErrorBody(String((err as { message?: unknown }).message ?? ''));
      const detail = {
        status,
        apiStatus: sanitize(api.status, this.apiKey, 60),
        apiMessage: sanitize(api.message, this.apiKey),
      };
      const permanent = permanentGeminiError(err);
      if (permanent === 'model') {
        return new ProviderError('invalid', `Gemini does not serve the model (HTTP ${status})`, {
          ...detail,
          reason: 'model-gone',
        });
      }
      const providerMessage = detail.apiMessage || `HTTP ${status}`;
      if (permanent === 'quota') {
        return new ProviderError('permanent', 'Gemini allows this key no requests (quota of zero)', {
          ...detail,
          reason: 'quota',
          providerMessage,
        });
      }
      if (permanent === 'key' || (status === 400 && /api[ _-]?key/i.test(api.message ?? ''))) {
        return new ProviderError(
          'permanent',
          `Gemini rejected the API key or its permissions (HTTP ${status})`,
          { ...detail, reason: 'key', providerMessage },
        );
      }
      if (status === 429) {
        return new ProviderError('transient', 'Gemini is rate limiting requests (HTTP 429)', detail);
      }
      if (status === 408 || status >= 500) {
        return new ProviderError('transient', `Gemini is unavailable (HTTP ${status})`, detail);
      }
      return new ProviderError('invalid', `Gemini rejected the request (HTTP ${status})`, detail);
    }
    // Errors are told apart by name, not `instanceof`: undici's fetch and JSON parsing may throw from
    // another realm (jest's VM modules), and the SDK wraps non-errors as "exception ... sending request".
    const e = errorParts(err);
    const causeName = errorParts(e.cause).name;
    if (e.name === 'SyntaxError') {
      return new ProviderError('invalid', 'Gemini sent an answer that is not valid JSON', {
        error: sanitize(e.message, this.apiKey),
      });
    }
    const message = sanitize(e.message, this.apiKey);
    if (e.name === 'TypeError' || e.name === 'AbortError' || causeName === 'TypeError') {
      return new ProviderError('transient', 'Could not reach Gemini', { error: message }, { cause: err });
    }
    return new ProviderError('transient', 'Unexpected error calling Gemini', {
      name: e.name,
      error: message,
    });
  }
}

/** Name, message and cause of anything thrown, whatever realm its class comes from. */
function errorParts(err: unknown): { name: string; message: string; cause?: unknown } {
  if (typeof err === 'object' && err !== null) {
    const o = err as { name?: unknown; message?: unknown; cause?: unknown };
    return {
      name: typeof o.name === 'string' ? o.name : 'Object',
      message: typeof o.message === 'string' ? o.message : '',
      cause: o.cause,
    };
  }
  return { name: typeof err, message: err === undefined ? '' : String(err) };
}

function isApiErrorLike(err: unknown): boolean {
  const e = err as { name?: unknown; status?: unknown } | null;
  return typeof e === 'object' && e !== null && e.name === 'ApiError' && typeof e.status === 'number';
}

/** The SDK puts the JSON error body in the message: `{"error":{"code","message","status"}}`. */
function parseApiErrorBody(message: string): { status?: string; message?: string } {
  try {
    const body = JSON.parse(message) as { error?: { status?: unknown; message?: unknown } };
    return {
      status: typeof body.error?.status === 'string' ? body.error.status : undefined,
      message: typeof body.error?.message === 'string' ? body.error.message : undefined,
    };
  } catch {
    return { message };
  }
}

/** The input images of one request within Gemini's inline request size (input-size.ts, loaded on use). */
async function sized(images: ImageData[]): Promise<ImageData[]> {
  const { fitAllForRequest, GEMINI_IMAGES_BASE64_BUDGET, GEMINI_IMAGE_LIMITS } =
    await import('./input-size.js');
  return fitAllForRequest(images, GEMINI_IMAGES_BASE64_BUDGET, GEMINI_IMAGE_LIMITS);
}

function inline(image: { data: Buffer; mimeType: string }): Part {
  return { inlineData: { mimeType: image.mimeType, data: image.data.toString('base64') } };
}

/**
 * Reads the image of an answer, or throws the right `ProviderError`. Reads `parts` directly rather than
 * the SDK's convenience getters, and skips "thought" parts.
 */
export function readImage(
  response: GenerateContentResponse,
  inlined: ReadonlyMap<string, Buffer> = new Map(),
): ProviderResult {
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason) {
    throw new ProviderError('refused', 'Gemini declined the request', {
      blockReason,
      blockReasonMessage: response.promptFeedback?.blockReasonMessage,
    });
  }
  const candidate = response.candidates?.[0];
  if (!candidate) throw new ProviderError('invalid', 'Gemini answered without any candidate');
  const finishReason = candidate.finishReason ? String(candidate.finishReason) : undefined;
  if (finishReason && REFUSAL_FINISH_REASONS.has(finishReason)) {
    throw new ProviderError('refused', 'Gemini declined to create this image', {
      finishReason,
      finishMessage: candidate.finishMessage,
    });
  }
  const parts = Array.isArray(candidate.content?.parts) ? candidate.content.parts : [];
  const answer = parts.filter((p) => !p.thought);
  const imagePart = answer.find((p) => p.inlineData?.data !== undefined);
  if (!imagePart?.inlineData) {
    const text = answer
      .map((p) => p.text ?? '')
      .join(' ')
      .trim();
    throw new ProviderError('refused', 'Gemini answered without an image', {
      finishReason,
      text: text.length > 500 ? `${text.slice(0, 500)}…` : text,
      // Text and no image on a normal finish: the model may well draw it when asked again.
      textOnly: text.length > 0 && (finishReason === undefined || finishReason === 'STOP'),
    });
  }
  const declared = imagePart.inlineData.mimeType;
  if (!acceptedMimeType(declared)) {
    throw new ProviderError('invalid', 'Gemini sent an image type we do not accept', { mimeType: declared });
  }
  const text = imagePart.inlineData.data ?? '';
  // Decoded already from the answer's bytes (a placeholder stands in the parsed answer), else decoded here.
  const data = text.startsWith(INLINE_PREFIX) ? (inlined.get(text) ?? null) : decodeBase64Strict(text);
  if (!data) throw new ProviderError('invalid', 'Gemini sent image data that is not valid base64');
  const actual = sniffImageType(data);
  if (!actual) {
    throw new ProviderError('invalid', 'Gemini sent bytes that are not a PNG, JPEG or WebP image', {
      mimeType: declared,
    });
  }
  // The bytes decide the type: a mislabelled image is stored with its real type.
  return { data, mimeType: actual, offline: false };
}

// ---------------------------------------------------------------------------------------------------------
// Prompts

const GENDER: Record<PersonAttributes['gender'], string> = { male: 'man', female: 'woman' };
const AGE: Record<PersonAttributes['age'], string> = {
  young: 'young adult (mid-twenties)',
  'middle-aged': 'middle-aged (mid-forties)',
  older: 'older (mid-sixties)',
};
const ETHNICITY: Record<PersonAttributes['ethnicity'], string> = {
  caucasian: 'Caucasian',
  asian: 'Asian',
  african: 'Black African',
  hispanic: 'Hispanic',
  mixed: 'mixed-heritage',
};
const BUILD: Record<PersonAttributes['build'], string> = {
  slim: 'a slim build',
  average: 'an average build',
  athletic: 'an athletic, toned build',
  'plus-size': 'a plus-size, fuller-figured build',
};
const HAIR_COLOR: Record<PersonAttributes['hairColor'], string> = {
  blonde: 'blonde',
  brown: 'brown',
  black: 'black',
  red: 'red',
  gray: 'grey',
};
const HAIR_STYLE: Record<PersonAttributes['hairStyle'], string> = {
  short: 'short',
  medium: 'medium-length',
  long: 'long',
  curly: 'curly',
  straight: 'straight',
};
const CLOTHING: Record<PersonAttributes['clothing'], Record<PersonAttributes['gender'], string>> = {
  casual: {
    male: 'casual everyday clothes: a plain fitted crew-neck T-shirt, straight-leg jeans and clean minimal sneakers',
    female: 'casual everyday clothes: a plain fitted T-shirt, straight-leg jeans and clean minimal sneakers',
  },
  business: {
    male: 'smart business clothes: a tailored blazer over a plain shirt, tailored trousers and leather shoes',
    female: 'smart business clothes: a tailored blazer over a plain blouse, tailored trousers and low heels',
  },
  formal: {
    male: 'formal wear: a well-cut dark suit, a plain white shirt and polished formal shoes',
    female: 'formal wear: an elegant plain evening dress or a tailored trouser suit, with formal shoes',
  },
  athletic: {
    male: 'athletic wear: a plain fitted sports top, training joggers and running shoes',
    female: 'athletic wear: a plain fitted sports top, training leggings and running shoes',
  },
};
const POSE: Record<PersonAttributes['pose'], string> = {
  'standing-front':
    'standing straight and facing the camera, arms relaxed at the sides, weight evenly on both feet',
  'standing-side':
    'standing in a three-quarter side view, body turned about 45 degrees from the camera, face still visible',
  sitting: 'sitting upright on a simple plain stool, facing the camera, feet on the floor and in frame',
  'casual-pose': 'a relaxed, natural stance facing the camera, one hand resting in a pocket or on the hip',
};
const BACKGROUND: Record<PersonAttributes['background'], string> = {
  white: 'a seamless plain white studio backdrop',
  gray: 'a seamless plain light grey studio backdrop',
  blue: 'a seamless plain soft blue studio backdrop',
  green: 'a seamless plain soft green studio backdrop',
  beige: 'a seamless plain warm beige studio backdrop',
  studio: 'a professional photo studio with a seamless backdrop and softbox lighting',
  neutral: 'a soft neutral-toned backdrop with a subtle gradient',
};

/** Customer text inside a prompt: one line, no double quotes to break out of, bounded. */
function quoteCustomerText(text: string, max = 1000): string {
  const line = text.replace(/\s+/g, ' ').replace(/"/g, "'").trim();
  return `"${line.length > max ? line.slice(0, max) : line}"`;
}

/** The fashion-photography prompt for one full-body photo of an adult model. */
export function buildPersonPrompt(attributes: PersonAttributes, prompt?: string): string {
  // The customer's words win where they say something (an "older woman" is not drawn young because the
  // form's default age is); the attributes fill only what they leave open.
  const a = withPromptAttributes(attributes, prompt);
  const lines = [
    'Create one photorealistic full-body fashion photograph of a single adult model, for an online virtual fitting room.',
    `Model: a ${AGE[a.age] ?? a.age} ${ETHNICITY[a.ethnicity] ?? a.ethnicity} ${GENDER[a.gender] ?? a.gender} with ${BUILD[a.build] ?? a.build} and ${HAIR_STYLE[a.hairStyle] ?? a.hairStyle} ${HAIR_COLOR[a.hairColor] ?? a.hairColor} hair, a natural friendly expression.`,
    `Outfit: ${CLOTHING[a.clothing]?.[a.gender] ?? a.clothing}; simple, well-fitting garments without logos, text or busy prints.`,
    `Pose: ${POSE[a.pose] ?? a.pose}.`,
    `Background: ${BACKGROUND[a.background] ?? a.background}, nothing else in the scene.`,
    'Photography: the whole body in frame from the top of the head to the feet, with a little space above and below, the model centred; eye-level camera, 85 mm lens look, sharp focus, soft even studio lighting, true-to-life colours, natural skin texture and realistic body proportions; vertical portrait orientation.',
  ];
  if (prompt && prompt.trim()) {
    lines.push(
      `The customer's own description, which wins over the model, outfit, pose and background above wherever they differ (but never over the rules below): ${quoteCustomerText(prompt)}.`,
    );
  }
  lines.push(
    'Rules: exactly one person, clearly an adult; tasteful and fully clothed; no text, watermark, logo, border, collage or split image.',
  );
  return lines.join('\n');
}

/** How a garment is named in the prompt. */
function garmentNoun(type: GarmentType, category: TryOnCategory): string {
  if (type === 'shoes') return 'a pair of shoes';
  if (category === 'accessories') return 'an accessory (such as a bag, hat, scarf, belt or jewellery)';
  switch (type) {
    case 'top':
      return 'a top (an upper-body garment such as a shirt, T-shirt, blouse, sweater or jacket)';
    case 'bottom':
      return 'a bottom (a lower-body garment such as trousers, jeans, a skirt or shorts)';
    case 'full-body':
      return 'a full-body garment (such as a dress, jumpsuit or one-piece)';
    default:
      return 'a garment';
  }
}

/** What to do with the garment in image `n`. */
function garmentInstruction(type: GarmentType, category: TryOnCategory, n: number): string {
  if (type === 'shoes') return `replace the person's footwear with the shoes from Image ${n}`;
  if (category === 'accessories') {
    return `add the accessory from Image ${n} to the person, worn naturally, without removing any clothing`;
  }
  switch (type) {
    case 'top':
      return `replace what the person wears on the upper body with the top from Image ${n}`;
    case 'bottom':
      return `replace what the person wears on the lower body with the bottom garment from Image ${n}`;
    case 'full-body':
      return `replace the person's top and bottom clothing with the full-body garment from Image ${n}`;
    default:
      return `dress the person in the garment from Image ${n}`;
  }
}

/** The try-on instruction that follows the labelled images. */
export function buildTryOnPrompt(input: TryOnInput): string {
  const n = input.garments.length;
  const changes = input.garments.map(
    (g, i) => `- ${garmentInstruction(g.garmentType, input.category, i + 2)}.`,
  );
  const hasShoes = input.garments.some((g) => g.garmentType === 'shoes');
  if (!hasShoes) {
    changes.push(
      input.replaceFootwear
        ? '- also replace the footwear with shoes that suit the new outfit.'
        : "- keep the person's footwear exactly as it is.",
    );
  }
  const lines = [
    `Virtual try-on: create one photorealistic photo of the person from Image 1 wearing ${
      n === 1 ? 'the garment from Image 2' : 'the garments from Images 2 and 3 together'
    }.`,
    'What to change:',
    ...changes,
    "Keep exactly as in Image 1: the person's identity and face, skin tone, hair, body shape and proportions, pose, hands and expression; the camera angle, framing and crop; the lighting; the background; and any clothing that is not being replaced.",
    'Garment fidelity: reproduce each garment faithfully (colour, pattern, print, logos, fabric and texture, neckline, sleeve and hem length, cut) and fit it naturally to the body and pose, with realistic drape, folds and shadows. Take only the garment itself from its photo: ignore any background, hanger, mannequin, packaging or other person in it.',
  ];
  if (input.style && input.style.trim()) {
    lines.push(`Styling preference: ${quoteCustomerText(input.style, 200)}.`);
  }
  lines.push(
    'Output: a single image with the same framing and aspect ratio as Image 1; no text, watermark, collage or side-by-side comparison.',
  );
  return lines.join('\n');
}

/** How a try-on's garment type reads in an edit prompt. */
const FOCUS_WORDS: Readonly<Record<GarmentType, string>> = {
  top: 'top (shirt, blouse or jacket)',
  bottom: 'bottom (trousers, jeans, skirt or shorts)',
  shoes: 'shoes',
  'full-body': 'full-body garment (dress, jumpsuit or overall)',
};

/** The edit instruction that follows the image (with the try-on's garment when one is known). */
export function buildEditPrompt(instruction: string, focus?: GarmentType): string {
  return [
    `Edit this photo. Instruction: ${quoteCustomerText(instruction, 500)}.`,
    ...(focus
      ? [
          `If the instruction does not say which garment, it means the ${FOCUS_WORDS[focus]} the person is wearing.`,
        ]
      : []),
    "Change only what the instruction asks for and nothing else. Keep everything else exactly as it is: the person's identity, face, skin tone, hair, body and pose, all other clothing and accessories, the background, the lighting, the camera angle, the framing and the aspect ratio.",
    'Keep the result photorealistic and seamless, with no text or watermark. Return the whole edited photo as one image.',
  ].join('\n');
}
