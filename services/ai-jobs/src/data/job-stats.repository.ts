import type { Knex } from 'knex';
import type { JobEngine } from '@tryon/proto-events';

/** Jobs created on one UTC day, by kind, and how many of them failed. */
export interface JobsDay {
  /** yyyy-mm-dd (UTC) */
  day: string;
  generations: number;
  tryOns: number;
  edits: number;
  failed: number;
}

/** Finished jobs of one provider ('none' when a job failed before one was chosen). */
export interface ProviderJobs {
  provider: JobEngine;
  total: number;
  failed: number;
}

/** Read-only figures over gemini_sessions and conversational_edit_sessions for the admin's charts. */
export class JobStatsRepository {
  constructor(private readonly db: Knex) {}

  /** Both job tables since `from`, as (kind, status, provider, createdAt) rows. */
  private jobsSince(from: Date) {
    return this.db
      .select(
        this.db.raw(`CASE "sessionType" WHEN 'virtual_tryon' THEN 'tryon' ELSE 'generation' END AS kind`),
        'status',
        'provider',
        'createdAt',
      )
      .from('gemini_sessions')
      .where('createdAt', '>=', from)
      .unionAll((u) => {
        void u
          .select(this.db.raw(`'edit' AS kind`), 'status', 'provider', 'createdAt')
          .from('conversational_edit_sessions')
          .where('createdAt', '>=', from);
      })
      .as('jobs');
  }

  async byDaySince(from: Date): Promise<JobsDay[]> {
    const rows: Record<string, string | number>[] = await this.db
      .from(this.jobsSince(from))
      .select(
        this.db.raw(`to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`),
        this.db.raw(`count(*) FILTER (WHERE kind = 'generation') AS generations`),
        this.db.raw(`count(*) FILTER (WHERE kind = 'tryon') AS "tryOns"`),
        this.db.raw(`count(*) FILTER (WHERE kind = 'edit') AS edits`),
        this.db.raw(`count(*) FILTER (WHERE status = 'failed') AS failed`),
      )
      .groupByRaw('1');
    return rows.map((r) => ({
      day: String(r.day),
      generations: Number(r.generations),
      tryOns: Number(r.tryOns),
      edits: Number(r.edits),
      failed: Number(r.failed),
    }));
  }

  /** Completed and failed jobs since `from` per provider, most used first. */
  async byProviderSince(from: Date): Promise<ProviderJobs[]> {
    // provider is what ran the job (an AiProvider's name: gemini, fashn or local), null before one was chosen.
    const rows: { provider: JobEngine; total: number; failed: number }[] = await this.db
      .from(this.jobsSince(from))
      .whereIn('status', ['completed', 'failed'])
      .select(
        this.db.raw(`coalesce(provider, 'none') AS provider`),
        this.db.raw('count(*) AS total'),
        this.db.raw(`count(*) FILTER (WHERE status = 'failed') AS failed`),
      )
      .groupByRaw('1')
      .orderBy([{ column: 'total', order: 'desc' }, { column: 'provider' }]);
    return rows.map((r) => ({ provider: r.provider, total: Number(r.total), failed: Number(r.failed) }));
  }
}
