import type { Knex } from 'knex';
import type { ModelChoice, ModelSource } from '@tryon/kit/gemini-models';

/** The providers whose status the admin sees. */
export type StatusProvider = 'gemini' | 'fashn';

/** A row of provider_status. */
export interface ProviderStatusRow {
  provider: StatusProvider;
  model: string | null;
  modelSource: ModelSource | null;
  candidates: string[];
  available: string[];
  checkedAt: Date | null;
  problem: string | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  updatedAt: Date;
}

interface StoredRow {
  provider: StatusProvider;
  model: string | null;
  modelSource: ModelSource | null;
  candidates: string[] | null;
  available: string[] | null;
  checkedAt: Date | null;
  problem: string | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  updatedAt: Date;
}

/** Longest provider message kept. */
const MAX_ERROR = 500;

/**
 * provider_status: the Gemini model choice the workers made (written on every new choice) and each
 * provider's last permanent failure. Each write touches only its own columns, so a model choice and an
 * error recorded at once do not undo each other.
 */
export class ProviderStatusRepository {
  constructor(private readonly db: Knex) {}

  async list(): Promise<ProviderStatusRow[]> {
    const rows: StoredRow[] = await this.db('provider_status').select('*').orderBy('provider');
    return rows.map(fromStored);
  }

  async find(provider: StatusProvider): Promise<ProviderStatusRow | undefined> {
    const row: StoredRow | undefined = await this.db('provider_status').where({ provider }).first();
    return row ? fromStored(row) : undefined;
  }

  /** Records the selector's choice (model, source, candidates, available models, problem). */
  async saveChoice(provider: StatusProvider, choice: ModelChoice): Promise<void> {
    const values = {
      model: choice.model,
      modelSource: choice.source,
      candidates: JSON.stringify(choice.candidates),
      available: JSON.stringify(choice.available),
      checkedAt: choice.checkedAt ? new Date(choice.checkedAt) : null,
      problem: choice.problem,
      updatedAt: this.db.fn.now(),
    };
    await this.db('provider_status')
      .insert({ provider, ...values })
      .onConflict('provider')
      .merge(Object.keys(values));
  }

  /** Records the provider's own message of a permanent failure (already free of any key). */
  async recordError(provider: StatusProvider, message: string, at: Date = new Date()): Promise<void> {
    const text = message.length > MAX_ERROR ? `${message.slice(0, MAX_ERROR)}…` : message;
    const values = { lastError: text, lastErrorAt: at, updatedAt: this.db.fn.now() };
    await this.db('provider_status')
      .insert({ provider, ...values })
      .onConflict('provider')
      .merge(Object.keys(values));
  }

  /** Forgets the last permanent failure (a connection test succeeded). */
  async clearError(provider: StatusProvider): Promise<void> {
    await this.db('provider_status')
      .where({ provider })
      .update({ lastError: null, lastErrorAt: null, updatedAt: this.db.fn.now() });
  }
}

function fromStored(row: StoredRow): ProviderStatusRow {
  return {
    provider: row.provider,
    model: row.model,
    modelSource: row.modelSource,
    candidates: row.candidates ?? [],
    available: row.available ?? [],
    checkedAt: row.checkedAt,
    problem: row.problem,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt,
    updatedAt: row.updatedAt,
  };
}
