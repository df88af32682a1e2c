import {
  chartDaysInput,
  fillSeries,
  parseInput,
  requireAdmin,
  utcDayStart,
  type CallerContext,
} from '@tryon/kit';
import type { AdminActivityRow, ActivityRepository } from '../data/activity.repository.js';
import { toPublicUser, type PublicUser, type UsersRepository } from '../data/users.repository.js';
import { adminActivityInput, adminUsersInput } from './validation.js';

interface AdminDeps {
  users: UsersRepository;
  activity: ActivityRepository;
  now?: () => Date;
}

/**
 * identity's part of the admin's AdminStats for one request (the users): read when a field asks, once.
 * Made by {@link AdminService.stats}, which checks the caller.
 */
export class AdminFigures {
  readonly id = 'current';
  private counts?: Promise<{ total: number; activeSubscribers: number }>;

  constructor(
    private readonly deps: AdminDeps,
    private readonly now: Date,
  ) {}

  async totalUsers(): Promise<number> {
    this.counts ??= this.deps.users.counts();
    return (await this.counts).total;
  }

  async usersWithActiveSubscriptions(): Promise<number> {
    this.counts ??= this.deps.users.counts();
    return (await this.counts).activeSubscribers;
  }

  /** Sign-ups per UTC day, oldest first, today included, zeros included. */
  async signUpsByDay(days?: number | null): Promise<{ day: string; count: number }[]> {
    const n = parseInput(chartDaysInput, days);
    const counts = await this.deps.users.signUpsSince(utcDayStart(this.now, n - 1));
    const byDay = new Map([...counts].map(([day, count]) => [day, { count }]));
    return fillSeries('day', n, this.now, byDay, { count: 0 }).map(({ key, count }) => ({ day: key, count }));
  }
}

/** The admin's side of identity: user figures, the user list and the activity log. Admin only. */
export class AdminService {
  constructor(private readonly deps: AdminDeps) {}

  /** identity's part of AdminStats (identity answers `adminStats`; billing and ai-jobs add to it). */
  stats(caller: CallerContext): AdminFigures {
    requireAdmin(caller);
    return new AdminFigures(this.deps, this.deps.now?.() ?? new Date());
  }

  /** Accounts, newest first; search matches username or e-mail (any case); limit 1 to 500 (default 100). */
  async users(caller: CallerContext, args: unknown): Promise<{ total: number; rows: PublicUser[] }> {
    requireAdmin(caller);
    const { search, ...page } = parseInput(adminUsersInput, args ?? {});
    const { total, rows } = await this.deps.users.page({ ...page, search: search || undefined });
    return { total, rows: rows.map(toPublicUser) };
  }

  /** Admin actions, newest first, optionally of one admin and/or action type. */
  activity(caller: CallerContext, args: unknown): Promise<{ total: number; rows: AdminActivityRow[] }> {
    requireAdmin(caller);
    const { adminId, actionType, ...page } = parseInput(adminActivityInput, args ?? {});
    return this.deps.activity.page({
      ...page,
      adminId: adminId ?? undefined,
      actionType: actionType ?? undefined,
    });
  }

  /** The admins and action types found in the activity log. */
  async activityFilters(caller: CallerContext): Promise<{ admins: PublicUser[]; actionTypes: string[] }> {
    requireAdmin(caller);
    const { adminIds, actionTypes } = await this.deps.activity.filters();
    const admins = await this.deps.users.findByIds(adminIds);
    return {
      admins: admins.map(toPublicUser).sort((a, b) => a.username.localeCompare(b.username)),
      actionTypes,
    };
  }
}
