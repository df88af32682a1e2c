import type { ApiConfigRepository } from '../data/api-config.repository.js';
import type { AiProvider } from '../providers/provider.js';

/**
 * Picks the provider of a job. Try-ons use the admin's `active_api` (gemini or fashn) when that provider
 * has a key and is enabled, else the other keyed one; generations and edits use Gemini when it has a key.
 * With no key at all the offline `local` engine serves everything.
 */
export class ProviderRegistry {
  constructor(
    private readonly deps: {
      apiConfig: ApiConfigRepository;
      local: AiProvider;
      gemini: AiProvider | null;
      fashn: AiProvider | null;
    },
  ) {}

  async forJob(kind: 'person_generation' | 'virtual_tryon' | 'edit'): Promise<AiProvider> {
    const { gemini, fashn, local } = this.deps;
    const settings = await this.deps.apiConfig.values();
    const geminiOk = gemini !== null && settings.gemini_enabled !== 'false';
    if (kind !== 'virtual_tryon') return geminiOk ? gemini! : local;
    const fashnOk = fashn !== null && settings.fashn_enabled !== 'false';
    const active = settings.active_api;
    if (active === 'fashn' && fashnOk) return fashn!;
    if (geminiOk) return gemini!;
    if (fashnOk) return fashn!;
    return local;
  }

  /** What serves when there is no key: the UI labels its results "Offline preview". */
  get offline(): boolean {
    return this.deps.gemini === null && this.deps.fashn === null;
  }
}
