import type { AiProvider, EditInput, GenerateInput, ProviderResult, TryOnInput } from './provider.js';

/**
 * A provider loaded on its first call. The offline engine brings sharp and its assets (about 30 MB of a
 * worker's memory); a process whose jobs all go to a keyed provider never loads it.
 */
export class LazyProvider implements AiProvider {
  private loaded: Promise<AiProvider> | undefined;

  constructor(
    readonly name: AiProvider['name'],
    private readonly load: () => Promise<AiProvider>,
  ) {}

  /** Every kind (what the offline engine does). */
  supports(): boolean {
    return true;
  }

  private provider(): Promise<AiProvider> {
    this.loaded ??= this.load().catch((err: unknown) => {
      this.loaded = undefined; // tried again on the next call
      throw err;
    });
    return this.loaded;
  }

  async generatePerson(input: GenerateInput, signal: AbortSignal): Promise<ProviderResult> {
    return (await this.provider()).generatePerson(input, signal);
  }

  async tryOn(input: TryOnInput, signal: AbortSignal): Promise<ProviderResult> {
    return (await this.provider()).tryOn(input, signal);
  }

  async editImage(input: EditInput, signal: AbortSignal): Promise<ProviderResult> {
    return (await this.provider()).editImage(input, signal);
  }

  /** Closes the provider if it was loaded (a provider never loaded holds nothing). */
  async close(): Promise<void> {
    const loaded = this.loaded;
    if (!loaded) return;
    const provider = await loaded.catch(() => undefined);
    await provider?.close?.();
  }
}
