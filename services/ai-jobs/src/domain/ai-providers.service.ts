import {
  AppError,
  parseInput,
  requireAdmin,
  type CallerContext,
  type Db,
  type Logger,
  type OutboxWriter,
} from '@tryon/kit';
import {
  bareModelName,
  providerMessage,
  type CatalogModel,
  type ModelCatalog,
  type ModelSelector,
  type ModelSource,
} from '@tryon/kit/gemini-models';
import { AdminActionRecorded } from '@tryon/proto-events';
import type { ApiConfigRepository } from '../data/api-config.repository.js';
import type {
  ProviderStatusRepository,
  ProviderStatusRow,
  StatusProvider,
} from '../data/provider-status.repository.js';
import type { AiProvider } from '../providers/provider.js';
import { pinModelSchema } from './validation.js';

/** The api_configurations key of the admin's pinned Gemini model ('' or absent: automatic). */
export const GEMINI_MODEL_SETTING = 'gemini_model';

/** An AI provider as the admin sees it (the GraphQL type AiProviderStatus). */
export interface AiProviderStatusView {
  provider: StatusProvider;
  configured: boolean;
  model: string | null;
  modelSource: ModelSource | null;
  candidates: string[];
  available: string[];
  pinnedModel: string | null;
  checkedAt: string | null;
  problem: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

/** What a connection test found (the GraphQL type ConnectionTest). */
export interface ConnectionTestView {
  ok: boolean;
  message: string;
  checkedAt: string;
}

/** A catalogue that remembers whether its last `list` failed, and why (a connection test reads it). */
export class WatchedCatalog implements ModelCatalog {
  /** The error of the last `list`, null when it answered. */
  lastListError: unknown = null;
  /** How many times `list` was called. */
  lists = 0;

  constructor(private readonly inner: ModelCatalog) {}

  get(name: string): Promise<CatalogModel | null> {
    return this.inner.get(name);
  }

  async list(): Promise<CatalogModel[]> {
    this.lists++;
    try {
      const models = await this.inner.list();
      this.lastListError = null;
      return models;
    } catch (err) {
      this.lastListError = err;
      throw err;
    }
  }
}

/** The Gemini side of the API process: whether a key is set, the candidates and, with a key, a selector. */
export interface GeminiSetup {
  configured: boolean;
  candidates: string[];
  /** The API process's own selector over {@link catalog} (null without a key). */
  selector: ModelSelector | null;
  catalog: WatchedCatalog | null;
}

const KEY_NAMES: Record<StatusProvider, string> = { gemini: 'GEMINI_API_KEY', fashn: 'FASHN_API_KEY' };
const LABELS: Record<StatusProvider, string> = { gemini: 'Gemini', fashn: 'FASHN' };

/**
 * The admin's view of the AI providers: each one's key, the Gemini model in use and why, the models the
 * key can use, the pin, and the provider's own message of its last permanent failure; pinning a model
 * and testing a connection (both audited).
 */
export class AiProvidersService {
  constructor(
    private readonly deps: {
      db: Db;
      outbox: OutboxWriter;
      apiConfig: ApiConfigRepository;
      status: ProviderStatusRepository;
      gemini: GeminiSetup;
      /** The FASHN provider of this process (null without a key). */
      fashn: Pick<AiProvider, 'testConnection'> | null;
      /** Takes any key out of a provider's message. */
      redact: (text: string) => string;
      logger: Logger;
    },
  ) {}

  /** Both providers, configured or not (admin only). */
  async statuses(caller: CallerContext): Promise<AiProviderStatusView[]> {
    requireAdmin(caller);
    return this.views();
  }

  /** Pins the Gemini model (one of those the key can use), or sets the automatic choice (null or ''). */
  async pinGeminiModel(
    caller: CallerContext,
    model: string | null | undefined,
  ): Promise<AiProviderStatusView> {
    const adminId = requireAdmin(caller);
    const wanted = parseInput(pinModelSchema, { model }).model;
    const name = wanted ? bareModelName(wanted) : '';
    if (name) {
      const row = await this.deps.status.find('gemini');
      if (!row?.available.includes(name)) {
        throw new AppError('VALIDATION', 'Invalid data: model must be one of the available models');
      }
    }
    await this.deps.apiConfig.set(
      GEMINI_MODEL_SETTING,
      name,
      'The Gemini image model the admin pinned (empty: the automatic choice)',
      adminId,
    );
    await this.deps.outbox.add(this.deps.db, AdminActionRecorded, {
      adminId,
      actionType: 'api_config_updated',
      targetUserId: null,
      description: name ? `Pinned the Gemini model to ${name}` : 'Gemini model set to automatic',
      metadata: { key: GEMINI_MODEL_SETTING, value: name },
      ipAddress: caller.ip,
    });
    // This process's selector chooses with the new pin at once (and records it); the workers read the pin
    // on their next call.
    await this.deps.gemini.selector?.model(name || null).catch((err: unknown) => {
      this.deps.logger.warn({ err }, 'could not choose the Gemini model after a pin');
    });
    return (await this.views()).find((v) => v.provider === 'gemini')!;
  }

  /** Makes the provider's cheapest authenticated call and says what it answered (admin only, audited). */
  async testConnection(caller: CallerContext, provider: StatusProvider): Promise<ConnectionTestView> {
    const adminId = requireAdmin(caller);
    const result = provider === 'gemini' ? await this.testGemini() : await this.testFashn();
    const checkedAt = new Date();
    if (result.record === 'error') await this.deps.status.recordError(provider, result.message, checkedAt);
    if (result.record === 'clear') await this.deps.status.clearError(provider);
    await this.deps.outbox.add(this.deps.db, AdminActionRecorded, {
      adminId,
      actionType: 'ai_provider_connection_tested',
      targetUserId: null,
      description: `Tested the ${LABELS[provider]} connection: ${result.ok ? 'working' : 'not working'}`,
      metadata: { provider, ok: result.ok, message: result.message },
      ipAddress: caller.ip,
    });
    return { ok: result.ok, message: result.message, checkedAt: checkedAt.toISOString() };
  }

  private async testGemini(): Promise<TestResult> {
    const { selector, catalog } = this.deps.gemini;
    if (!this.deps.gemini.configured || !selector || !catalog) return noKey('gemini');
    const pinned = (await this.deps.apiConfig.values())[GEMINI_MODEL_SETTING] || null;
    // The pin first (a look-up when this process never made one), then a look-up of its own.
    const lists = catalog.lists;
    await selector.model(pinned);
    if (catalog.lists === lists) await selector.refresh();
    if (catalog.lastListError) {
      return {
        ok: false,
        message: this.deps.redact(providerMessage(catalog.lastListError)),
        record: 'error',
      };
    }
    const choice = selector.status();
    if (!choice.model) {
      const message = choice.problem ?? 'No Gemini model that makes images is available to this key.';
      return { ok: false, message: this.deps.redact(message), record: 'error' };
    }
    const n = choice.available.length;
    return {
      ok: true,
      message: `Working: ${choice.model} (${n} image model${n === 1 ? '' : 's'} available)`,
      record: 'clear',
    };
  }

  private async testFashn(): Promise<TestResult> {
    const fashn = this.deps.fashn;
    if (!fashn) return noKey('fashn');
    if (!fashn.testConnection) {
      return { ok: false, message: 'This FASHN client has no connection test.', record: 'none' };
    }
    try {
      const answer = await fashn.testConnection();
      const message = this.deps.redact(answer.message);
      return answer.ok ? { ok: true, message, record: 'clear' } : { ok: false, message, record: 'error' };
    } catch (err) {
      return { ok: false, message: this.deps.redact(providerMessage(err)), record: 'error' };
    }
  }

  private async views(): Promise<AiProviderStatusView[]> {
    const [rows, settings] = await Promise.all([this.deps.status.list(), this.deps.apiConfig.values()]);
    const row = (p: StatusProvider) => rows.find((r) => r.provider === p);
    const gemini = row('gemini');
    const configured = this.deps.gemini.configured;
    return [
      {
        ...errorOf(gemini),
        provider: 'gemini',
        configured,
        model: configured ? (gemini?.model ?? null) : null,
        modelSource: configured ? (gemini?.modelSource ?? null) : null,
        candidates: gemini?.candidates.length ? gemini.candidates : this.deps.gemini.candidates,
        available: configured ? (gemini?.available ?? []) : [],
        pinnedModel: settings[GEMINI_MODEL_SETTING] || null,
        checkedAt: configured ? iso(gemini?.checkedAt) : null,
        problem: configured ? (gemini?.problem ?? null) : null,
      },
      {
        ...errorOf(row('fashn')),
        provider: 'fashn',
        configured: this.deps.fashn !== null,
        model: null,
        modelSource: null,
        candidates: [],
        available: [],
        pinnedModel: null,
        checkedAt: null,
        problem: null,
      },
    ];
  }
}

type TestResult = { ok: boolean; message: string; record: 'error' | 'clear' | 'none' };

function noKey(provider: StatusProvider): TestResult {
  return { ok: false, message: `No API key is set (${KEY_NAMES[provider]}).`, record: 'none' };
}

function errorOf(
  row: ProviderStatusRow | undefined,
): Pick<AiProviderStatusView, 'lastError' | 'lastErrorAt'> {
  return { lastError: row?.lastError ?? null, lastErrorAt: iso(row?.lastErrorAt) };
}

function iso(date: Date | null | undefined): string | null {
  return date ? new Date(date).toISOString() : null;
}
