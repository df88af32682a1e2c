import DataLoader from 'dataloader';
import {
  parseInput,
  requireSelfOrAdmin,
  requireUser,
  type CallerContext,
  type OutboxWriter,
} from '@tryon/kit';
import { PreferencesChanged, type PreferencesChangedData } from '@tryon/proto-events';
import { toPublicUser, type PublicUser, type UsersRepository } from '../data/users.repository.js';
import type { NotificationPreferences, PreferencesRepository } from '../data/preferences.repository.js';
import { preferencesInput } from './validation.js';

/**
 * A person's account as the graph reads it: who is signed in, a user by id, and their notification
 * preferences. Each function takes the caller and allows a person's own data, or anyone's to an admin.
 */
export class ProfileService {
  /**
   * Users by id, loaded together when asked for in the same tick: a page of another service's rows (the
   * admin's 100 subscriptions) makes the gateway resolve 100 User references, which become one query.
   * Nothing is cached between requests (`cache: false`); the caller is checked before each load.
   */
  private readonly byId: DataLoader<number, PublicUser | null>;

  constructor(
    private readonly deps: {
      users: UsersRepository;
      preferences: PreferencesRepository;
      /** Publishes the saved preferences (support decides which e-mails to send from them). */
      outbox: OutboxWriter;
    },
  ) {
    this.byId = new DataLoader(
      async (ids) => {
        const found = new Map((await deps.users.findByIds([...ids])).map((u) => [u.id, toPublicUser(u)]));
        return ids.map((id) => found.get(id) ?? null);
      },
      { cache: false, maxBatchSize: 500 },
    );
  }

  /** The signed-in person, or null for a visitor (or an account deleted since sign-in). */
  async me(caller: CallerContext): Promise<PublicUser | null> {
    if (caller.userId === null) return null;
    return this.publicUser(caller.userId);
  }

  /** A person by id, for themselves or an admin (null when there is no such account). */
  async user(caller: CallerContext, id: number): Promise<PublicUser | null> {
    requireSelfOrAdmin(caller, id);
    return this.byId.load(id);
  }

  /** A person's notification preferences (the defaults until they save some), for themselves or an admin. */
  async preferences(caller: CallerContext, userId: number): Promise<NotificationPreferences> {
    requireSelfOrAdmin(caller, userId);
    return this.deps.preferences.get(userId);
  }

  /**
   * Saves the signed-in caller's notification preferences and publishes them, in one transaction;
   * answers them as stored.
   */
  async updatePreferences(caller: CallerContext, input: unknown): Promise<NotificationPreferences> {
    const userId = requireUser(caller);
    const prefs = parseInput(preferencesInput, input ?? {});
    return this.deps.outbox.transaction(async (trx, publish) => {
      const saved = await this.deps.preferences.upsert(trx, userId, prefs);
      await publish(PreferencesChanged, preferencesChanged(userId, saved));
      return saved;
    });
  }

  private async publicUser(id: number): Promise<PublicUser | null> {
    const row = await this.deps.users.findById(id);
    return row ? toPublicUser(row) : null;
  }
}

/** The preferences-changed event of a person's preferences as stored. */
export function preferencesChanged(userId: number, prefs: NotificationPreferences): PreferencesChangedData {
  return {
    userId,
    emailNotifications: prefs.emailNotifications,
    lowBalanceAlerts: prefs.lowBalanceAlerts,
    renewalReminders: prefs.renewalReminders,
    marketingEmails: prefs.marketingEmails,
    lowBalanceThreshold: prefs.lowBalanceThreshold,
    changedAt: prefs.updatedAt ?? new Date().toISOString(),
  };
}
