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
 *
 * The work runs on the engine's own thread (thread.ts), so the job worker's event loop stays free.
 */
import type { AiProvider, EditInput, GenerateInput, ProviderResult, TryOnInput } from '../provider.js';
import { withPromptAttributes } from '../prompt-attributes.js';
import { checkInput, runEngineJob } from './engine.js';
import { readPrompt } from './person.js';
import type { EngineJob, EngineJobs } from './engine.js';
import { abortedError, EngineThread } from './thread.js';
import type { EngineRunner } from './thread.js';
import type { Vision } from './vision.js';
import { notDrawnNote } from './words.js';

function png(data: Buffer): ProviderResult {
  return { data, mimeType: 'image/png', offline: true };
}

/**
 * The engine on the caller's own thread, one job at a time: for tests and measurements only (a job
 * worker uses the engine thread). Each model run and pixel step blocks the event loop while it works.
 */
export class InProcessEngine implements EngineRunner {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly vision: Vision) {}

  run<J extends EngineJob>(job: J, input: EngineJobs[J], signal: AbortSignal): Promise<Buffer> {
    const checkpoint = () => {
      if (signal.aborted) throw abortedError(signal);
    };
    const work = () => runEngineJob(job, input, this.vision, checkpoint);
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The offline image engine: every result is a PNG marked `offline: true`. Try-on places garments by
 * their `garmentType`; `category`, `style` and `replaceFootwear` do not change what it does.
 */
export class LocalProvider implements AiProvider {
  readonly name = 'local' as const;

  /** `engine`: where the work runs (a thread of its own, started on the first job, by default). */
  constructor(private readonly engine: EngineRunner = new EngineThread()) {}

  /** The offline engine does all three kinds of job. */
  supports(_kind: 'generate' | 'tryon' | 'edit'): boolean {
    return true;
  }

  private async run<J extends EngineJob>(job: J, input: EngineJobs[J], signal: AbortSignal) {
    if (signal.aborted) throw abortedError(signal);
    checkInput(job, input); // a bad value is refused here, without waiting for the thread
    return png(await this.engine.run(job, input, signal));
  }

  /** Draws a 768x1024 person from the attributes (and garment/colour words of the prompt, if any). */
  async generatePerson(input: GenerateInput, signal: AbortSignal): Promise<ProviderResult> {
    const result = await this.run('generate', input, signal);
    // Clothing words the drawing cannot show are named, never silently dropped.
    const attributes = withPromptAttributes(input.attributes, input.prompt);
    const note = notDrawnNote(readPrompt(attributes, input.prompt).notDrawn);
    return note === undefined ? result : { ...result, note };
  }

  /** Fits the garments to the person's pose, at the person image's size (long side capped at 1024). */
  tryOn(input: TryOnInput, signal: AbortSignal): Promise<ProviderResult> {
    return this.run('tryOn', input, signal);
  }

  /** Recolours what the instruction names ("make the shirt blue"); only colour changes are possible. */
  editImage(input: EditInput, signal: AbortSignal): Promise<ProviderResult> {
    return this.run('edit', input, signal);
  }

  /** Stops the engine thread (a job worker shutting down). */
  close(): Promise<void> {
    return this.engine.close();
  }
}
