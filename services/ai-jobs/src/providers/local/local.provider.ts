/**
 * The `local` provider (architecture.md section 4): the offline engine that needs no key and no network.
 * It does honest, visible image processing with sharp; its results are marked `offline: true` so the UI
 * labels them "Offline preview" and never passes them off as AI output.
 *
 * - generatePerson: a stylised fashion-illustration figure drawn from the attributes (person.ts).
 * - tryOn: the person's pose and mask found by two small models (vision.ts), the garments cut from their
 *   backgrounds and fitted to shoulders, hips, arms and legs (fitted.ts); a photo without a clear,
 *   front-facing person is refused with a message saying what works.
 * - editImage: recolouring of the garment or background named in the instruction (edit.ts).
 */
import { GarmentType, PERSON_ATTRIBUTE_KEYS, PERSON_ATTRIBUTE_SETS } from '@tryon/proto-events';
import { ProviderError } from '../provider.js';
import type { AiProvider, EditInput, GenerateInput, ProviderResult, TryOnInput } from '../provider.js';
import { withPromptAttributes } from '../prompt-attributes.js';
import { editImageColors } from './edit.js';
import { GARMENT_REGION } from './regions.js';
import { renderPerson } from './person.js';
import { fittedTryOn } from './fitted.js';
import { localVision } from './vision.js';
import type { Vision } from './vision.js';

/** Throws the provider's "aborted" error when the job was cancelled or timed out. */
function checkAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new ProviderError('transient', 'aborted', undefined, { cause: signal.reason });
}

/**
 * The model and pixel work of one try-on or edit at a time per process. It runs on the event loop's
 * thread (TensorFlow.js' wasm backend has one): jobs side by side would only interleave their slices and
 * hold everything else the process does (NATS replies, job pickup, HTTP) behind all of them at once; one
 * at a time, anything else waits behind one slice at most. (The wasm backend is single-threaded, so
 * little throughput is lost.)
 */
let modelQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = modelQueue.then(work, work);
  modelQueue = run.catch(() => undefined);
  return run;
}

function png(data: Buffer): ProviderResult {
  return { data, mimeType: 'image/png', offline: true };
}

/**
 * The offline image engine: every result is a PNG marked `offline: true`. Try-on places garments by
 * their `garmentType`; `category`, `style` and `replaceFootwear` do not change what it does.
 */
export class LocalProvider implements AiProvider {
  readonly name = 'local' as const;

  /** `vision`: the pose and person-mask models (the process's own, loaded on first use, by default). */
  constructor(private readonly vision: Vision = localVision) {}

  /** The offline engine does all three kinds of job. */
  supports(_kind: 'generate' | 'tryon' | 'edit'): boolean {
    return true;
  }

  /** Draws a 768x1024 person from the attributes (and garment/colour words of the prompt, if any). */
  async generatePerson(input: GenerateInput, signal: AbortSignal): Promise<ProviderResult> {
    checkAborted(signal);
    for (const key of PERSON_ATTRIBUTE_KEYS) {
      const value: unknown = input.attributes[key];
      if (!PERSON_ATTRIBUTE_SETS[key].safeParse(value).success) {
        throw new ProviderError('invalid', `Unknown value for ${key}`, { key, value });
      }
    }
    // The prompt's words win over the attributes they contradict ("an older woman ... sitting").
    const data = await renderPerson(withPromptAttributes(input.attributes, input.prompt), input.prompt);
    checkAborted(signal);
    return png(data);
  }

  /** Fits the garments to the person's pose, at the person image's size (long side capped at 1024). */
  async tryOn(input: TryOnInput, signal: AbortSignal): Promise<ProviderResult> {
    checkAborted(signal);
    for (const g of input.garments) {
      if (!GarmentType.safeParse(g.garmentType).success) {
        throw new ProviderError('invalid', 'Unknown garment type', { garmentType: g.garmentType });
      }
    }
    const out = await oneAtATime(() => {
      checkAborted(signal);
      return fittedTryOn(input.person, input.garments, this.vision, () => checkAborted(signal));
    });
    return png(out.png);
  }

  /** Recolours what the instruction names ("make the shirt blue"); only colour changes are possible. */
  async editImage(input: EditInput, signal: AbortSignal): Promise<ProviderResult> {
    checkAborted(signal);
    const out = await oneAtATime(() => {
      checkAborted(signal);
      return editImageColors(
        input.image.data,
        input.instruction,
        () => checkAborted(signal),
        input.focus ? GARMENT_REGION[input.focus] : undefined,
        this.vision,
      );
    });
    return png(out.png);
  }
}
