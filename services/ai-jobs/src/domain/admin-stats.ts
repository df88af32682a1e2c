import {
  chartDaysInput,
  fillSeries,
  parseInput,
  requireAdmin,
  utcDayStart,
  type CallerContext,
} from '@tryon/kit';
import type { JobsDay, JobStatsRepository, ProviderJobs } from '../data/job-stats.repository.js';

/** Finished jobs of one provider over the window, with the failure rate. */
export interface ProviderFailure extends ProviderJobs {
  failureRate: number;
}

/** failed / total x 100 with one decimal; 0 when nothing finished. */
export function failureRate(failed: number, total: number): number {
  return total === 0 ? 0 : Math.round((failed / total) * 1000) / 10;
}

/** ai-jobs' part of the admin's AdminStats for one request (the jobs). Made by {@link AdminStatsService.stats}. */
export class AdminFigures {
  readonly id = 'current';

  constructor(
    private readonly stats: JobStatsRepository,
    private readonly now: Date,
  ) {}

  /** Jobs created per UTC day by kind, with the day's failures; oldest first, zeros included. */
  async jobsByDay(days?: number | null): Promise<JobsDay[]> {
    const n = parseInput(chartDaysInput, days);
    const rows = await this.stats.byDaySince(utcDayStart(this.now, n - 1));
    const byDay = new Map(rows.map(({ day, ...v }) => [day, v]));
    return fillSeries('day', n, this.now, byDay, { generations: 0, tryOns: 0, edits: 0, failed: 0 }).map(
      ({ key, ...v }) => ({ day: key, ...v }),
    );
  }

  /** Finished jobs per provider over the window, with the failure rate; most used first. */
  async providerFailures(days?: number | null): Promise<ProviderFailure[]> {
    const n = parseInput(chartDaysInput, days);
    const rows = await this.stats.byProviderSince(utcDayStart(this.now, n - 1));
    return rows.map((r) => ({ ...r, failureRate: failureRate(r.failed, r.total) }));
  }
}

/** The admin's figures of AI jobs. Admin only, checked here. */
export class AdminStatsService {
  constructor(private readonly deps: { stats: JobStatsRepository; now?: () => Date }) {}

  stats(caller: CallerContext): AdminFigures {
    requireAdmin(caller);
    return new AdminFigures(this.deps.stats, this.deps.now?.() ?? new Date());
  }
}
