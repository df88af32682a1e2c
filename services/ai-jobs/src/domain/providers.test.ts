import type { ApiConfigRepository } from '../data/api-config.repository.js';
import type { AiProvider } from '../providers/provider.js';
import { ProviderRegistry } from './providers.js';

const fake = (name: AiProvider['name']) => ({ name }) as AiProvider;
const local = fake('local');
const gemini = fake('gemini');
const fashn = fake('fashn');

function registry(settings: Record<string, string>, keys: { gemini?: boolean; fashn?: boolean }) {
  const apiConfig = { values: async () => settings } as unknown as ApiConfigRepository;
  return new ProviderRegistry({
    apiConfig,
    local,
    gemini: keys.gemini ? gemini : null,
    fashn: keys.fashn ? fashn : null,
  });
}

describe('ProviderRegistry', () => {
  it('serves everything offline without a key', async () => {
    const r = registry({ active_api: 'fashn' }, {});
    for (const kind of ['person_generation', 'virtual_tryon', 'edit'] as const) {
      expect((await r.forJob(kind)).name).toBe('local');
    }
  });

  it("uses the admin's active_api for try-ons, Gemini for generation and edits", async () => {
    const r = registry({ active_api: 'fashn' }, { gemini: true, fashn: true });
    expect((await r.forJob('virtual_tryon')).name).toBe('fashn');
    expect((await r.forJob('person_generation')).name).toBe('gemini');
    expect((await r.forJob('edit')).name).toBe('gemini');
    expect(
      (await registry({ active_api: 'gemini' }, { gemini: true, fashn: true }).forJob('virtual_tryon')).name,
    ).toBe('gemini');
  });

  it('falls back to the keyed provider that is enabled', async () => {
    expect((await registry({ active_api: 'fashn' }, { gemini: true }).forJob('virtual_tryon')).name).toBe(
      'gemini',
    );
    expect((await registry({ active_api: 'gemini' }, { fashn: true }).forJob('virtual_tryon')).name).toBe(
      'fashn',
    );
    expect((await registry({ active_api: 'gemini' }, { fashn: true }).forJob('person_generation')).name).toBe(
      'local',
    );
    const fashnOff = registry({ active_api: 'fashn', fashn_enabled: 'false' }, { gemini: true, fashn: true });
    expect((await fashnOff.forJob('virtual_tryon')).name).toBe('gemini');
    const geminiOff = registry({ active_api: 'gemini', gemini_enabled: 'false' }, { gemini: true });
    expect((await geminiOff.forJob('edit')).name).toBe('local');
  });
});
