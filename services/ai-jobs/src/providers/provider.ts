/**
 * The one interface every AI provider implements (architecture.md section 4): generate a person, try
 * garments on a person, edit an image by instruction. `gemini` (Google's @google/genai), `fashn` (try-on
 * only, the FASHN HTTP API) and `local` (the offline engine: real image processing with sharp, no key, no
 * network). Images go in and come out as bytes; the worker reads and stores them in object storage.
 */
import type {
  GarmentType,
  KnownPersonAttributes,
  PersonAttributeKey,
  TryOnCategory,
} from '@tryon/proto-events';

/** The spec's person attributes (consumer-app section 3), each a value of its set (proto-events). */
export type PersonAttributes = { [K in PersonAttributeKey]: NonNullable<KnownPersonAttributes[K]> };

export type { GarmentType, TryOnCategory };

/** Image bytes with their type (JPEG, PNG or WebP). */
export interface ImageData {
  data: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
}

export interface GenerateInput {
  attributes: PersonAttributes;
  /** Free-prompt mode: the trimmed prompt, sent with the attributes. */
  prompt?: string;
}

export interface TryOnInput {
  person: ImageData;
  /** One garment, or two in multi-garment mode. */
  garments: { image: ImageData; garmentType: GarmentType }[];
  category: TryOnCategory;
  style?: string;
  replaceFootwear?: boolean;
}

export interface EditInput {
  image: ImageData;
  /** The trimmed instruction, e.g. "make it blue". */
  instruction: string;
  /**
   * When the image is a try-on result: the garment that was tried on. An instruction that names no
   * garment ("make it blue") means that one.
   */
  focus?: GarmentType;
}

/** What a provider call gives back: the image, and whether it is the offline engine's work. */
export interface ProviderResult extends ImageData {
  /** True for the local engine: the UI labels the result "Offline preview". */
  offline: boolean;
  /** What the offline engine left out of the picture, e.g. "not drawn offline: hat, floral". */
  note?: string;
}

/**
 * Why a provider call failed. `refused`: the provider declined (safety, moderation, no image) - never
 * retried. `transient`: rate limit, 5xx, timeout, network - retried with backoff up to the job's attempts.
 * `invalid`: a malformed answer or unusable input - not retried. `permanent`: the provider cannot serve
 * any job now (an invalid key, a quota of zero, no credits, no model available) - not retried; its own
 * message goes in `detail.providerMessage` for the admin.
 */
export type ProviderFailureKind = 'refused' | 'transient' | 'invalid' | 'permanent';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    message: string,
    readonly detail?: Record<string, unknown>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

export interface AiProvider {
  readonly name: 'gemini' | 'fashn' | 'local';
  /** Can this provider do this kind of job (fashn: try-on only). */
  supports(kind: 'generate' | 'tryon' | 'edit'): boolean;
  generatePerson(input: GenerateInput, signal: AbortSignal): Promise<ProviderResult>;
  tryOn(input: TryOnInput, signal: AbortSignal): Promise<ProviderResult>;
  editImage(input: EditInput, signal: AbortSignal): Promise<ProviderResult>;
  /** The cheapest authenticated call the provider has: whether the key works, in the provider's words. */
  testConnection?(): Promise<{ ok: boolean; message: string }>;
  /** Lets go of what the provider holds (the offline engine's thread) when the process stops. */
  close?(): Promise<void>;
}
