import type { Knex } from 'knex';
import type { UnsubscribeType } from '@tryon/proto-events';
import type { MailPreferences } from './mail-types.js';

/** What support knows of a person (mail_recipients). */
export interface RecipientRow extends MailPreferences {
  userId: number;
  email: string | null;
  firstName: string | null;
  preferencesChangedAt: Date | null;
  balance: number | null;
  balanceLedgerId: number | null;
  balanceChangedAt: Date | null;
  lowBalanceNotified: boolean;
  subscriptionStatus: string | null;
  planName: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  subscriptionChangedAt: Date | null;
}

/** A person whose plan renews soon, with what the reminder says. */
export interface RenewalDue {
  userId: number;
  email: string;
  firstName: string | null;
  planName: string | null;
  currentPeriodEnd: Date;
}

type Q = Knex | Knex.Transaction;

/** The preference column an unsubscribe of each kind switches off. */
const SWITCH_OF: Record<UnsubscribeType, keyof MailPreferences> = {
  all: 'emailNotifications',
  low_balance: 'lowBalanceAlerts',
  renewal_reminder: 'renewalReminders',
  marketing: 'marketingEmails',
};

/**
 * mail_recipients: support's projection of each person (address, preferences, balance, plan period),
 * kept from identity's and billing's events. Every write keeps the newest fact whatever order the events
 * come in: preferences and subscriptions by their changedAt, the balance by billing's ledger id.
 */
export class RecipientsRepository {
  constructor(private readonly db: Knex) {}

  /** Makes sure the person has a row (defaults until their events say more). */
  private async ensure(trx: Q, userId: number): Promise<void> {
    await trx('mail_recipients').insert({ userId }).onConflict('userId').ignore();
  }

  async find(userId: number, q: Q = this.db): Promise<RecipientRow | undefined> {
    return q('mail_recipients').where({ userId }).first();
  }

  /** The rows of these people. */
  async findMany(userIds: number[], q: Q = this.db): Promise<RecipientRow[]> {
    if (userIds.length === 0) return [];
    return q('mail_recipients').whereIn('userId', userIds);
  }

  /**
   * The person's row, locked until the caller's transaction ends (created first when missing). One statement
   * when the row is there (it is made at sign-up): each balance change of a burst of debits locks it.
   */
  async lock(trx: Knex.Transaction, userId: number): Promise<RecipientRow> {
    const locked = () => trx('mail_recipients').where({ userId }).forUpdate().first();
    const row: RecipientRow | undefined = await locked();
    if (row) return row;
    await this.ensure(trx, userId);
    return locked();
  }

  /** A deleted account: its row goes. */
  async forget(trx: Q, userId: number): Promise<void> {
    await trx('mail_recipients').where({ userId }).delete();
  }

  /** A person registered: their address and first name. */
  async registered(trx: Q, userId: number, email: string, firstName: string | null): Promise<void> {
    await trx('mail_recipients')
      .insert({ userId, email, firstName })
      .onConflict('userId')
      .merge({ email, firstName, updatedAt: trx.fn.now() });
  }

  /** Preferences saved in identity; applied only when newer than those applied (changedAt). */
  async preferencesChanged(
    trx: Q,
    userId: number,
    prefs: MailPreferences,
    changedAt: Date,
  ): Promise<boolean> {
    await this.ensure(trx, userId);
    const updated = await trx('mail_recipients')
      .where({ userId })
      .andWhere((q) => q.whereNull('preferencesChangedAt').orWhere('preferencesChangedAt', '<=', changedAt))
      .update({ ...prefs, preferencesChangedAt: changedAt, updatedAt: trx.fn.now() });
    return updated > 0;
  }

  /**
   * An unsubscribe link was followed: the switch goes off here at once (identity's preferences event,
   * newer, follows and agrees).
   */
  async unsubscribed(trx: Q, userId: number, type: UnsubscribeType): Promise<void> {
    await this.ensure(trx, userId);
    await trx('mail_recipients')
      .where({ userId })
      .update({ [SWITCH_OF[type]]: false, updatedAt: trx.fn.now() });
  }

  /** Stores a newer balance (the caller decided it is newer) and the low-balance flag. */
  async setBalance(
    trx: Knex.Transaction,
    userId: number,
    b: { balance: number; ledgerId: number | null; at: Date; lowBalanceNotified: boolean },
  ): Promise<void> {
    await trx('mail_recipients').where({ userId }).update({
      balance: b.balance,
      balanceLedgerId: b.ledgerId,
      balanceChangedAt: b.at,
      lowBalanceNotified: b.lowBalanceNotified,
      updatedAt: trx.fn.now(),
    });
  }

  /**
   * A subscription changed; applied only when newer than the change applied (changedAt). A period end
   * or cancel flag the event does not carry (an older producer) keeps the value known.
   */
  async subscriptionChanged(
    trx: Q,
    userId: number,
    s: {
      status: string;
      planName: string | null;
      currentPeriodEnd?: Date | null;
      cancelAtPeriodEnd?: boolean;
      changedAt: Date;
    },
  ): Promise<boolean> {
    await this.ensure(trx, userId);
    const updated = await trx('mail_recipients')
      .where({ userId })
      .andWhere((q) =>
        q.whereNull('subscriptionChangedAt').orWhere('subscriptionChangedAt', '<=', s.changedAt),
      )
      .update({
        subscriptionStatus: s.status,
        planName: s.planName,
        ...(s.currentPeriodEnd === undefined ? {} : { currentPeriodEnd: s.currentPeriodEnd }),
        ...(s.cancelAtPeriodEnd === undefined ? {} : { cancelAtPeriodEnd: s.cancelAtPeriodEnd }),
        subscriptionChangedAt: s.changedAt,
        updatedAt: trx.fn.now(),
      });
    return updated > 0;
  }

  /**
   * People whose active plan renews within `within` of `now` (not set to end at the period's end), with
   * an address and renewal reminders on.
   */
  async renewalsDue(now: Date, withinMs: number, q: Q = this.db): Promise<RenewalDue[]> {
    return q('mail_recipients')
      .select('userId', 'email', 'firstName', 'planName', 'currentPeriodEnd')
      .whereIn('subscriptionStatus', ['active', 'trialing'])
      .where('cancelAtPeriodEnd', false)
      .where('currentPeriodEnd', '>', now)
      .where('currentPeriodEnd', '<=', new Date(now.getTime() + withinMs))
      .whereNotNull('email')
      .where({ emailNotifications: true, renewalReminders: true });
  }

  /** People who agreed to marketing e-mails (and have an address), by id. */
  async marketingAudience(q: Q = this.db): Promise<Pick<RecipientRow, 'userId' | 'email' | 'firstName'>[]> {
    return q('mail_recipients')
      .select('userId', 'email', 'firstName')
      .whereNotNull('email')
      .where({ emailNotifications: true, marketingEmails: true })
      .orderBy('userId');
  }
}
