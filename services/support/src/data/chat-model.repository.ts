import type { Knex } from 'knex';
import type { ModelChoice } from '@tryon/kit/gemini-models';
import type { ChatModelSource } from '@tryon/proto-events';

/** chat_model_settings' one row: the admin's pin and the model selector's last state. */
export interface ChatModelSettingsRow {
  pinnedModel: string | null;
  model: string | null;
  modelSource: ChatModelSource | null;
  candidates: string[];
  available: string[];
  checkedAt: Date | null;
  problem: string | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

type Q = Knex | Knex.Transaction;

const COLUMNS = [
  'pinnedModel',
  'model',
  'modelSource',
  'candidates',
  'available',
  'checkedAt',
  'problem',
  'lastError',
  'lastErrorAt',
] as const;

/** The chat model's settings and status (one row, id 1, written by the migration). */
export class ChatModelSettingsRepository {
  constructor(private readonly db: Knex) {}

  private row(q: Q = this.db) {
    return q('chat_model_settings').where({ id: 1 });
  }

  async get(q: Q = this.db): Promise<ChatModelSettingsRow> {
    return (await this.row(q).first(...COLUMNS)) as ChatModelSettingsRow;
  }

  /** The admin's pin (null: the automatic choice). */
  async pinned(): Promise<string | null> {
    const row = (await this.row().first('pinnedModel')) as { pinnedModel: string | null } | undefined;
    return row?.pinnedModel ?? null;
  }

  async setPin(trx: Knex.Transaction, model: string | null): Promise<void> {
    await this.row(trx).update({ pinnedModel: model, updatedAt: trx.fn.now() });
  }

  /** What the selector chose and found (the pin itself is only changed by {@link setPin}). */
  async saveChoice(choice: ModelChoice): Promise<void> {
    await this.row().update({
      model: choice.model,
      modelSource: choice.source,
      candidates: choice.candidates,
      available: choice.available,
      checkedAt: choice.checkedAt,
      problem: choice.problem,
      updatedAt: this.db.fn.now(),
    });
  }

  /** Google's message of a failure that no retry fixes (invalid key, no quota). */
  async recordError(message: string, at: Date): Promise<void> {
    await this.row().update({ lastError: message, lastErrorAt: at, updatedAt: this.db.fn.now() });
  }
}
