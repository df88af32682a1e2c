import { LazyProvider } from './lazy.provider.js';
import type { AiProvider, ProviderResult } from './provider.js';

const result: ProviderResult = { data: Buffer.from('x'), mimeType: 'image/png', offline: true };

function engine(): AiProvider {
  return {
    name: 'local',
    supports: () => true,
    generatePerson: async () => result,
    tryOn: async () => result,
    editImage: async () => result,
  };
}

describe('LazyProvider', () => {
  it('loads the provider on the first call only, and once', async () => {
    let loads = 0;
    const lazy = new LazyProvider('local', async () => {
      loads++;
      return engine();
    });
    expect(loads).toBe(0);
    const signal = new AbortController().signal;
    await Promise.all([
      lazy.generatePerson({ attributes: {} as never }, signal),
      lazy.editImage({ image: { data: Buffer.alloc(1), mimeType: 'image/png' }, instruction: 'x' }, signal),
    ]);
    expect(await lazy.tryOn({ person: {} as never, garments: [], category: 'tops' }, signal)).toBe(result);
    expect(loads).toBe(1);
  });

  it('tries to load again after a failed load', async () => {
    let loads = 0;
    const lazy = new LazyProvider('local', async () => {
      if (++loads === 1) throw new Error('cannot load');
      return engine();
    });
    const signal = new AbortController().signal;
    await expect(lazy.generatePerson({ attributes: {} as never }, signal)).rejects.toThrow('cannot load');
    expect(await lazy.generatePerson({ attributes: {} as never }, signal)).toBe(result);
  });

  it('closes the provider when it was loaded, and loads nothing to close it', async () => {
    let loads = 0;
    let closes = 0;
    const lazy = new LazyProvider('local', async () => {
      loads++;
      return {
        ...engine(),
        close: async () => {
          closes++;
        },
      };
    });
    await lazy.close();
    expect([loads, closes]).toEqual([0, 0]);
    await lazy.generatePerson({ attributes: {} as never }, new AbortController().signal);
    await lazy.close();
    expect([loads, closes]).toEqual([1, 1]);
  });
});
