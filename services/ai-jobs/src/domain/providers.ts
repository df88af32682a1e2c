import type { ApiConfigRepository } from '../data/api-config.repository.js';
import type { AiProvider } from '../providers/provider.js';

/** Which providers have an API key on this server. */
export interface ProviderKeys {
  gemini: boolean;
  fashn: boolean;
}

/**
 * Which engine serves a job of `kind`, from the keys this server has and the admin's settings. Try-ons use
 * the admin's `active_api` (gemini or fashn) when that provider has a key and is enabled, else the other
 * keyed one; generations and edits use Gemini when it has a key. With no key at all the offline `local`
 * engine serves everything.
 */
export function engineFor(
  kind: 'person_generation' | 'virtual_tryon' | 'edit',
  keys: ProviderKeys,
  settings: Record<string, string>,
): 'gemini' | 'fashn' | 'local' {
  const geminiOk = keys.gemini && settings.gemini_enabled !== 'false';
  if (kind !== 'virtual_tryon') return geminiOk ? 'gemini' : 'local';
  const fashnOk = keys.fashn && settings.fashn_enabled !== 'false';
  if (settings.active_api === 'fashn' && fashnOk) return 'fashn';
  if (geminiOk) return 'gemini';
  if (fashnOk) return 'fashn';
  return 'local';
}

/** Picks the provider of a job ({@link engineFor}). */
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
    const keys = { gemini: gemini !== null, fashn: fashn !== null };
    const engine = engineFor(kind, keys, await this.deps.apiConfig.values());
    return engine === 'gemini' ? gemini! : engine === 'fashn' ? fashn! : local;
  }

  /** What serves when there is no key: the UI labels its results "Offline preview". */
  get offline(): boolean {
    return this.deps.gemini === null && this.deps.fashn === null;
  }
}
