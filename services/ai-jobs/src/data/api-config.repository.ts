import type { Knex } from 'knex';

export interface ApiConfigRow {
  key: string;
  value: string;
  description: string | null;
  updatedBy: number | null;
  updatedAt: Date;
}

/** api_configurations (keys active_api, gemini_enabled, fashn_enabled, gemini_model). */
export class ApiConfigRepository {
  constructor(private readonly db: Knex) {}

  async list(): Promise<ApiConfigRow[]> {
    return this.db('api_configurations')
      .select('key', 'value', 'description', 'updatedBy', 'updatedAt')
      .orderBy('key');
  }

  /**
   * Every setting's value by key (one query). Calls made while a read is under way share it: a worker
   * starting hundreds of jobs at once (each asks which provider serves it) reads the settings a few
   * times, not once a job.
   */
  values(): Promise<Record<string, string>> {
    this.reading ??= this.read().finally(() => (this.reading = null));
    return this.reading;
  }

  private reading: Promise<Record<string, string>> | null = null;

  private async read(): Promise<Record<string, string>> {
    const rows: { key: string; value: string }[] = await this.db('api_configurations').select('key', 'value');
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  async set(key: string, value: string, description: string | null | undefined, updatedBy: number) {
    const [row] = await this.db('api_configurations')
      .insert({ key, value, description: description ?? null, updatedBy })
      .onConflict('key')
      .merge({
        value,
        updatedBy,
        updatedAt: this.db.fn.now(),
        ...(description !== undefined ? { description } : {}),
      })
      .returning(['key', 'value', 'description', 'updatedBy', 'updatedAt']);
    return row as ApiConfigRow;
  }
}
