import { AppError, type CallerContext } from '@tryon/kit';
import { ModelSelector, type CatalogModel, type ModelCatalog } from '@tryon/kit/gemini-models';
import type { ApiConfigRepository } from '../data/api-config.repository.js';
import type {
  ProviderStatusRepository,
  ProviderStatusRow,
  StatusProvider,
} from '../data/provider-status.repository.js';
import { AiProvidersService, GEMINI_MODEL_SETTING, WatchedCatalog } from './ai-providers.service.js';
import { fakeOutbox, silentLogger } from '../../test/fakes.js';

const ann: CallerContext = { userId: 7, role: 'user', ip: '10.0.0.7' };
const admin: CallerContext = { userId: 1, role: 'admin', ip: '10.0.0.1' };
const KEY = 'g-secret-key-123';
const CANDIDATES = ['gemini-3.1-flash-image', 'gemini-3-pro-image'];

/** api_configurations in memory. */
class FakeApiConfig {
  rows = new Map<string, string>();
  async values() {
    return Object.fromEntries(this.rows);
  }
  async set(key: string, value: string) {
    this.rows.set(key, value);
    return { key, value };
  }
}

/** provider_status in memory. */
class FakeStatus {
  rows = new Map<StatusProvider, ProviderStatusRow>();
  private row(provider: StatusProvider): ProviderStatusRow {
    const row = this.rows.get(provider) ?? {
      provider,
      model: null,
      modelSource: null,
      candidates: [],
      available: [],
      checkedAt: null,
      problem: null,
      lastError: null,
      lastErrorAt: null,
      updatedAt: new Date(),
    };
    this.rows.set(provider, row);
    return row;
  }
  async list() {
    return [...this.rows.values()];
  }
  async find(provider: StatusProvider) {
    return this.rows.get(provider);
  }
  async saveChoice(provider: StatusProvider, choice: Parameters<ProviderStatusRepository['saveChoice']>[1]) {
    Object.assign(this.row(provider), {
      model: choice.model,
      modelSource: choice.source,
      candidates: choice.candidates,
      available: choice.available,
      checkedAt: choice.checkedAt ? new Date(choice.checkedAt) : null,
      problem: choice.problem,
    });
  }
  async recordError(provider: StatusProvider, message: string, at = new Date()) {
    Object.assign(this.row(provider), { lastError: message, lastErrorAt: at });
  }
  async clearError(provider: StatusProvider) {
    Object.assign(this.row(provider), { lastError: null, lastErrorAt: null });
  }
}

/** Google's catalogue: the served models, or the error every look-up answers. */
class Catalog implements ModelCatalog {
  served = ['gemini-3.1-flash-image', 'gemini-3-pro-image', 'gemini-3-flash'];
  failure: Error | null = null;
  async get(name: string): Promise<CatalogModel | null> {
    return this.served.includes(name) ? { name } : null;
  }
  async list(): Promise<CatalogModel[]> {
    if (this.failure) throw this.failure;
    return this.served.map((name) => ({ name, supportedActions: ['generateContent'] }));
  }
}

function setup(opts: { geminiKey?: boolean; fashn?: { ok: boolean; message: string } | Error | null } = {}) {
  const { db, outbox, committed } = fakeOutbox();
  const apiConfig = new FakeApiConfig();
  const status = new FakeStatus();
  const google = new Catalog();
  const catalog = new WatchedCatalog(google);
  const configured = opts.geminiKey ?? true;
  const selector = configured
    ? new ModelSelector({
        catalog,
        purpose: 'image',
        candidates: CANDIDATES,
        onChange: (c) => status.saveChoice('gemini', c),
      })
    : null;
  const fashnAnswer = opts.fashn;
  const service = new AiProvidersService({
    db,
    outbox,
    apiConfig: apiConfig as unknown as ApiConfigRepository,
    status: status as unknown as ProviderStatusRepository,
    gemini: { configured, candidates: CANDIDATES, selector, catalog: configured ? catalog : null },
    fashn:
      fashnAnswer === undefined || fashnAnswer === null
        ? null
        : {
            testConnection: async () => {
              if (fashnAnswer instanceof Error) throw fashnAnswer;
              return fashnAnswer;
            },
          },
    redact: (text) => text.split(KEY).join('[redacted]'),
    logger: silentLogger,
  });
  const audits = () => committed.filter((e) => e.subject.startsWith('audit.')).map((e) => e.data);
  return { service, apiConfig, status, google, selector, audits };
}

async function refusal(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('AiProvidersService', () => {
  it('is for admins only', async () => {
    const t = setup();
    expect((await refusal(t.service.statuses(ann))).code).toBe('FORBIDDEN');
    expect((await refusal(t.service.pinGeminiModel(ann, null))).code).toBe('FORBIDDEN');
    expect((await refusal(t.service.testConnection(ann, 'gemini'))).code).toBe('FORBIDDEN');
    expect(t.audits()).toEqual([]);
  });

  it('lists both providers without keys: not configured, the candidates shown, nothing chosen', async () => {
    const t = setup({ geminiKey: false, fashn: null });
    expect(await t.service.statuses(admin)).toEqual([
      {
        provider: 'gemini',
        configured: false,
        model: null,
        modelSource: null,
        candidates: CANDIDATES,
        available: [],
        pinnedModel: null,
        checkedAt: null,
        problem: null,
        lastError: null,
        lastErrorAt: null,
      },
      expect.objectContaining({ provider: 'fashn', configured: false, model: null, candidates: [] }),
    ]);
    expect(await t.service.testConnection(admin, 'gemini')).toMatchObject({
      ok: false,
      message: 'No API key is set (GEMINI_API_KEY).',
    });
    expect(await t.service.testConnection(admin, 'fashn')).toMatchObject({
      ok: false,
      message: 'No API key is set (FASHN_API_KEY).',
    });
    expect(t.audits()).toHaveLength(2);
  });

  it('pins only a model the key can use, audits the pin, and sets the automatic choice again', async () => {
    const t = setup();
    await t.selector!.refresh();
    expect(await refusal(t.service.pinGeminiModel(admin, 'gemini-3-flash'))).toMatchObject({
      code: 'VALIDATION',
      message: 'Invalid data: model must be one of the available models',
    });
    expect((await refusal(t.service.pinGeminiModel(admin, 'gemini"; drop'))).message).toBe(
      'Invalid data: model must be one of the available models',
    );
    expect(t.audits()).toEqual([]);

    const pinned = await t.service.pinGeminiModel(admin, ' models/gemini-3-pro-image ');
    expect(pinned).toMatchObject({
      pinnedModel: 'gemini-3-pro-image',
      model: 'gemini-3-pro-image',
      modelSource: 'pinned',
    });
    expect(t.apiConfig.rows.get(GEMINI_MODEL_SETTING)).toBe('gemini-3-pro-image');

    const automatic = await t.service.pinGeminiModel(admin, '');
    expect(automatic).toMatchObject({
      pinnedModel: null,
      model: 'gemini-3.1-flash-image',
      modelSource: 'candidate',
    });
    expect(t.apiConfig.rows.get(GEMINI_MODEL_SETTING)).toBe('');
    expect(t.audits()).toEqual([
      expect.objectContaining({
        adminId: 1,
        actionType: 'api_config_updated',
        description: 'Pinned the Gemini model to gemini-3-pro-image',
        ipAddress: '10.0.0.1',
      }),
      expect.objectContaining({ description: 'Gemini model set to automatic' }),
    ]);
  });

  it("tests Gemini: Google's own words when it refuses (recorded, without the key), cleared when it works", async () => {
    const t = setup();
    t.google.failure = new Error(
      JSON.stringify({
        error: { code: 400, message: `API key not valid (${KEY}).`, status: 'INVALID_ARGUMENT' },
      }),
    );
    const failed = await t.service.testConnection(admin, 'gemini');
    expect(failed).toMatchObject({ ok: false, message: 'API key not valid ([redacted]).' });
    expect((await t.service.statuses(admin))[0]!.lastError).toBe('API key not valid ([redacted]).');

    t.google.failure = null;
    expect(await t.service.testConnection(admin, 'gemini')).toMatchObject({
      ok: true,
      message: 'Working: gemini-3.1-flash-image (2 image models available)',
    });
    const [gemini] = await t.service.statuses(admin);
    expect(gemini).toMatchObject({ lastError: null, lastErrorAt: null, model: 'gemini-3.1-flash-image' });
    expect(t.audits().map((a) => a.description)).toEqual([
      'Tested the Gemini connection: not working',
      'Tested the Gemini connection: working',
    ]);
  });

  it('tests Gemini: no image model served is a failure, with the reason', async () => {
    const t = setup();
    t.google.served = ['gemini-3-flash'];
    expect(await t.service.testConnection(admin, 'gemini')).toMatchObject({
      ok: false,
      message: 'No Gemini model that makes images is available to this key.',
    });
  });

  it('tests FASHN through its provider: its words, recorded when it fails', async () => {
    const t = setup({ fashn: { ok: false, message: 'OutOfCredits: no credits left' } });
    expect(await t.service.testConnection(admin, 'fashn')).toMatchObject({
      ok: false,
      message: 'OutOfCredits: no credits left',
    });
    expect((await t.service.statuses(admin))[1]).toMatchObject({
      configured: true,
      lastError: 'OutOfCredits: no credits left',
    });
    const thrown = setup({ fashn: new Error(`connect ECONNREFUSED (${KEY})`) });
    expect(await thrown.service.testConnection(admin, 'fashn')).toMatchObject({
      ok: false,
      message: 'connect ECONNREFUSED ([redacted])',
    });
  });
});
