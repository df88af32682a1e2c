/**
 * The offline engine's three jobs as plain functions over bytes: what the engine thread runs (see
 * thread.ts), and what a caller may run on its own thread (tests, the benchmark). `checkpoint` is called
 * between steps and throws to stop the work (a cancelled or timed-out job).
 */
import { GarmentType, PERSON_ATTRIBUTE_KEYS, PERSON_ATTRIBUTE_SETS } from '@tryon/proto-events';

import { ProviderError } from '../provider.js';
import type { EditInput, GenerateInput, TryOnInput } from '../provider.js';
import { withPromptAttributes } from '../prompt-attributes.js';
import { editImageColors } from './edit.js';
import { fittedTryOn } from './fitted.js';
import { renderPerson } from './person.js';
import { GARMENT_REGION } from './regions.js';
import type { Vision } from './vision.js';

/** The jobs the engine does, each with its input. */
export interface EngineJobs {
  generate: GenerateInput;
  tryOn: TryOnInput;
  edit: EditInput;
}
export type EngineJob = keyof EngineJobs;

/** Refuses attribute values outside their lists and unknown garment types, before any work. */
export function checkInput<J extends EngineJob>(job: J, input: EngineJobs[J]): void {
  if (job === 'generate') {
    const { attributes } = input as GenerateInput;
    for (const key of PERSON_ATTRIBUTE_KEYS) {
      const value: unknown = attributes[key];
      if (!PERSON_ATTRIBUTE_SETS[key].safeParse(value).success) {
        throw new ProviderError('invalid', `Unknown value for ${key}`, { key, value });
      }
    }
  }
  if (job === 'tryOn') {
    for (const g of (input as TryOnInput).garments) {
      if (!GarmentType.safeParse(g.garmentType).success) {
        throw new ProviderError('invalid', 'Unknown garment type', { garmentType: g.garmentType });
      }
    }
  }
}

/** Runs one job to its PNG. */
export async function runEngineJob<J extends EngineJob>(
  job: J,
  input: EngineJobs[J],
  vision: Vision,
  checkpoint: () => void,
): Promise<Buffer> {
  checkInput(job, input);
  checkpoint();
  if (job === 'generate') {
    const { attributes, prompt } = input as GenerateInput;
    // The prompt's words win over the attributes they contradict ("an older woman ... sitting").
    const png = await renderPerson(withPromptAttributes(attributes, prompt), prompt);
    checkpoint();
    return png;
  }
  if (job === 'tryOn') {
    const { person, garments } = input as TryOnInput;
    return (await fittedTryOn(person, garments, vision, checkpoint)).png;
  }
  const { image, instruction, focus } = input as EditInput;
  const out = await editImageColors(
    image.data,
    instruction,
    checkpoint,
    focus ? GARMENT_REGION[focus] : undefined,
    vision,
  );
  return out.png;
}
