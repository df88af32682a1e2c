import { ApiError } from '@google/genai';
import {
  ModelSelector,
  newestFirst,
  parseModelList,
  permanentGeminiError,
  providerMessage,
  servesPurpose,
  type CatalogModel,
  type ModelCatalog,
  type ModelChoice,
} from './gemini-models.js';

/** A catalogue over a fixed set of served models; `aliases` are served but not listed. */
class Catalog implements ModelCatalog {
  lists = 0;
  gets: string[] = [];
  failList: Error | null = null;
  constructor(
    public served: string[],
    public aliases: string[] = [],
  ) {}
  async get(name: string): Promise<CatalogModel | null> {
    this.gets.push(name);
    return this.served.includes(name) || this.aliases.includes(name) ? { name } : null;
  }
  async list(): Promise<CatalogModel[]> {
    this.lists++;
    if (this.failList) throw this.failList;
    return this.served.map((name) => ({ name, supportedActions: ['generateContent', 'countTokens'] }));
  }
}

const IMAGE_CANDIDATES = ['gemini-3.1-flash-image', 'gemini-3-pro-image', 'gemini-2.5-flash-image'];

function selector(
  catalog: ModelCatalog,
  extra: Partial<ConstructorParameters<typeof ModelSelector>[0]> = {},
) {
  return new ModelSelector({ catalog, purpose: 'image', candidates: IMAGE_CANDIDATES, ...extra });
}

describe('ModelSelector', () => {
  it('uses the first candidate the key can use, in the configured order', async () => {
    const catalog = new Catalog(['gemini-2.5-flash-image', 'gemini-3-pro-image', 'gemini-2.5-flash']);
    const s = selector(catalog);
    expect(await s.model()).toBe('gemini-3-pro-image');
    expect(s.status()).toMatchObject({
      model: 'gemini-3-pro-image',
      source: 'candidate',
      available: ['gemini-3-pro-image', 'gemini-2.5-flash-image'],
      problem: null,
    });
    // gemini-3.1-flash-image is not listed: it was looked up by name before going on.
    expect(catalog.gets).toEqual(['gemini-3.1-flash-image']);
  });

  it('finds a candidate that is served but not listed (an alias) by name', async () => {
    const s = selector(new Catalog(['gemini-2.5-flash-image'], ['gemini-3.1-flash-image']));
    expect(await s.model()).toBe('gemini-3.1-flash-image');
  });

  it('picks the newest image model of the list and says so when no candidate is served', async () => {
    const s = selector(
      new Catalog([
        'gemini-2.0-flash',
        'gemini-4-flash-image-preview',
        'gemini-4-flash-image',
        'gemini-3-image-x',
      ]),
    );
    expect(await s.model()).toBe('gemini-4-flash-image');
    const st = s.status();
    expect(st.source).toBe('discovered');
    expect(st.problem).toMatch(
      /None of the configured models .* is served to this key; using gemini-4-flash-image/,
    );
  });

  it('answers null, with a problem, when no model of the purpose is served', async () => {
    const s = selector(new Catalog(['gemini-2.5-flash', 'text-embedding-004']));
    expect(await s.model()).toBeNull();
    expect(s.status().problem).toBe('No Gemini model that makes images is available to this key.');
  });

  it('moves to the next candidate when the model in use answers 404, and never back', async () => {
    const catalog = new Catalog(IMAGE_CANDIDATES);
    const s = selector(catalog);
    expect(await s.model()).toBe('gemini-3.1-flash-image');
    expect(await s.markGone('gemini-3.1-flash-image')).toBe('gemini-3-pro-image');
    expect(await s.model()).toBe('gemini-3-pro-image');
    await s.refresh();
    expect(await s.model()).toBe('gemini-3-pro-image');
    // Marking another model gone changes nothing in use.
    expect(await s.markGone('gemini-2.5-flash-image')).toBe('gemini-3-pro-image');
  });

  it('uses a pinned model while it is served, and the automatic choice once it is gone', async () => {
    const s = selector(new Catalog(IMAGE_CANDIDATES));
    expect(await s.model('gemini-2.5-flash-image')).toBe('gemini-2.5-flash-image');
    expect(s.status().source).toBe('pinned');
    expect(await s.markGone('gemini-2.5-flash-image')).toBe('gemini-3.1-flash-image');
    expect(await s.model('gemini-2.5-flash-image')).toBe('gemini-3.1-flash-image');
    expect(s.status().problem).toMatch(/pinned model gemini-2.5-flash-image is not served/);
    // Unpinned: the candidate again, without a new look-up.
    expect(await s.model(null)).toBe('gemini-3.1-flash-image');
    expect(s.status().problem).toBeNull();
  });

  it('looks the catalogue up again after the refresh interval, and sooner after a failed look-up', async () => {
    let now = new Date('2026-12-01T00:00:00Z');
    const catalog = new Catalog(['gemini-2.5-flash-image']);
    const s = selector(catalog, { now: () => now, refreshMs: 3_600_000, retryMs: 60_000 });
    expect(await s.model()).toBe('gemini-2.5-flash-image');
    now = new Date(now.getTime() + 59 * 60_000);
    catalog.served.push('gemini-3.1-flash-image');
    expect(await s.model()).toBe('gemini-2.5-flash-image');
    expect(catalog.lists).toBe(1);
    now = new Date(now.getTime() + 60_000);
    expect(await s.model()).toBe('gemini-3.1-flash-image');
    expect(catalog.lists).toBe(2);

    catalog.failList = new Error(
      '{"error":{"code":503,"message":"The service is unavailable.","status":"UNAVAILABLE"}}',
    );
    now = new Date(now.getTime() + 3_600_000);
    expect(await s.model()).toBe('gemini-3.1-flash-image'); // keeps what it had
    expect(s.status().problem).toBe('Could not list the models: The service is unavailable.');
    now = new Date(now.getTime() + 30_000);
    await s.model();
    expect(catalog.lists).toBe(3);
    catalog.failList = null;
    now = new Date(now.getTime() + 30_000);
    await s.model();
    expect(catalog.lists).toBe(4);
    expect(s.status().problem).toBeNull();
  });

  it('shares one look-up between callers and tells onChange of each choice', async () => {
    const seen: ModelChoice[] = [];
    const catalog = new Catalog(IMAGE_CANDIDATES);
    const s = selector(catalog, { onChange: (c) => void seen.push(c) });
    await Promise.all([s.model(), s.model(), s.refresh()]);
    expect(catalog.lists).toBe(1);
    expect(seen.at(-1)).toMatchObject({ model: 'gemini-3.1-flash-image', candidates: IMAGE_CANDIDATES });
  });

  it('makes every caller wait for the first look-up', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const catalog = new Catalog(IMAGE_CANDIDATES);
    const list = catalog.list.bind(catalog);
    catalog.list = async () => {
      await gate;
      return list();
    };
    const s = selector(catalog);
    const first = s.model();
    const second = s.model();
    release();
    expect(await Promise.all([first, second])).toEqual(['gemini-3.1-flash-image', 'gemini-3.1-flash-image']);
  });

  it('never answers a gone model when the catalogue cannot be read', async () => {
    const catalog = new Catalog(IMAGE_CANDIDATES);
    const s = selector(catalog);
    expect(await s.model()).toBe('gemini-3.1-flash-image');
    catalog.failList = new Error('network down');
    expect(await s.markGone('gemini-3.1-flash-image')).toBe('gemini-3-pro-image');
  });

  it('keeps working when onChange throws', async () => {
    const s = selector(new Catalog(IMAGE_CANDIDATES), {
      onChange: () => {
        throw new Error('db down');
      },
    });
    expect(await s.model()).toBe('gemini-3.1-flash-image');
  });
});

describe('model lists and names', () => {
  it('parses a candidate list in order, without prefixes, blanks or repeats', () => {
    expect(parseModelList(' models/a, b,,a ,c ')).toEqual(['a', 'b', 'c']);
  });

  it('orders newest first: version, stable before preview, Flash before Pro', () => {
    expect(
      [
        'gemini-2.5-flash-image',
        'gemini-3-pro-image',
        'gemini-3.1-flash-image-preview',
        'gemini-3.1-flash-image',
        'gemini-3-flash-image',
      ].sort(newestFirst),
    ).toEqual([
      'gemini-3.1-flash-image',
      'gemini-3.1-flash-image-preview',
      'gemini-3-flash-image',
      'gemini-3-pro-image',
      'gemini-2.5-flash-image',
    ]);
  });

  it('tells image models from text models and leaves out specialised ones', () => {
    const m = (name: string, actions = ['generateContent']) => ({ name, supportedActions: actions });
    expect(servesPurpose(m('gemini-3.1-flash-image'), 'image')).toBe(true);
    expect(servesPurpose(m('gemini-3.1-flash-image'), 'text')).toBe(false);
    expect(servesPurpose(m('gemini-3-flash'), 'text')).toBe(true);
    expect(servesPurpose(m('gemini-2.5-flash-preview-tts'), 'text')).toBe(false);
    expect(servesPurpose(m('gemini-embedding-001', ['embedContent']), 'text')).toBe(false);
    expect(servesPurpose(m('imagen-4.0-generate-001', ['predict']), 'image')).toBe(false);
  });
});

describe('Gemini errors', () => {
  const api = (status: number, message: string, apiStatus = 'X') =>
    new ApiError({
      status,
      message: JSON.stringify({ error: { code: status, message, status: apiStatus } }),
    });

  it('tells permanent failures from ones worth retrying', () => {
    expect(permanentGeminiError(api(404, 'models/gemini-2.5-flash-image is not found'))).toBe('model');
    expect(permanentGeminiError(api(400, 'API key not valid. Please pass a valid API key.'))).toBe('key');
    expect(permanentGeminiError(api(403, 'Permission denied'))).toBe('key');
    expect(
      permanentGeminiError(
        api(
          429,
          'Quota exceeded for metric: generate_content_free_tier_requests, limit: 0, model: gemini-3-pro-image',
        ),
      ),
    ).toBe('quota');
    expect(permanentGeminiError(api(429, 'Quota exceeded, limit: 10, retry in 7s'))).toBeNull();
    expect(permanentGeminiError(api(503, 'overloaded'))).toBeNull();
    expect(permanentGeminiError(new TypeError('fetch failed'))).toBeNull();
  });

  it("gives Google's own message, bounded", () => {
    expect(providerMessage(api(400, 'API key not valid.'))).toBe('API key not valid.');
    expect(providerMessage(new Error('x'.repeat(400)))).toHaveLength(301);
  });
});
