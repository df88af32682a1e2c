import type { Knex } from 'knex';
import type { Logger } from '@tryon/kit';
import type {
  AccountMailTemplate,
  AccountMailRequestedData,
  DataExportReadyData,
  EmailVerifiedData,
  BalanceChangedData,
  Envelope,
  PaymentCompletedData,
  PreferencesChangedData,
  SubscriptionChangedData,
  UserRegisteredData,
} from '@tryon/proto-events';
import { allowedBy } from './mail-types.js';
import type { MailQueue } from './mail-queue.js';
import type { RecipientsRepository } from './recipients.repository.js';

/** Where each account mail's link leads (the gateway's /api/account/* routes of identity). */
export const ACCOUNT_LINK_PATHS: Record<AccountMailTemplate, string> = {
  verify_email: '/api/account/verify-email',
  password_reset: '/api/account/reset-password',
  account_claim: '/api/account/reset-password',
  email_change: '/api/account/confirm-email',
  password_changed: '/dashboard',
  email_changed: '/dashboard',
  data_export: '/api/account/export/download',
  account_deleted: '/', // carries no link: nothing of the account is left to open
};

/**
 * Keeps mail_recipients from identity's and billing's events and queues the mails they call for: the
 * welcome mail on sign-up, a low-balance alert when a balance drops to the person's threshold or below
 * (once per crossing), the receipt of each payment. Each handler runs inside its consumer's inbox
 * transaction (a redelivered event changes nothing) and every mail has a dedupe key (a replayed event
 * queues nothing twice). Events older than `maxEventAgeMs` still update the projection but send nothing:
 * a new consumer replays its stream from the start, and old news is not mailed.
 */
export class MailProjection {
  constructor(
    private readonly deps: {
      recipients: RecipientsRepository;
      queue: MailQueue;
      maxEventAgeMs: number;
      /** Opens a link token identity sealed (kit's openText with the accepted secrets); null if it cannot. */
      openToken?: (sealed: string) => string | null;
      /** PUBLIC_URL: where account links point. */
      publicUrl?: string;
      now?: () => Date;
    },
  ) {}

  private fresh(event: Envelope): boolean {
    const now = this.deps.now?.() ?? new Date();
    return now.getTime() - Date.parse(event.occurredAt) <= this.deps.maxEventAgeMs;
  }

  /**
   * A person signed up: their address, and the welcome mail. Nobody has confirmed the address yet, so
   * neither is the name they typed kept nor does the welcome greet with it (it may reach a stranger);
   * the name comes with identity's email-verified event.
   */
  async userRegistered(trx: Knex.Transaction, event: Envelope<UserRegisteredData>): Promise<void> {
    const { userId, email } = event.data;
    const { recipients, queue } = this.deps;
    await recipients.registered(trx, userId, email, null);
    if (!this.fresh(event)) return;
    const row = await recipients.find(userId, trx);
    if (!row || !allowedBy(row, 'welcome')) return;
    await queue.add(trx, { userId, email, firstName: null }, { type: 'welcome' }, `welcome:${userId}`);
  }

  /** The person confirmed an address: mails go there, and may greet them by name. */
  async emailVerified(trx: Knex.Transaction, event: Envelope<EmailVerifiedData>): Promise<void> {
    const { userId, email, firstName } = event.data;
    await this.deps.recipients.registered(trx, userId, email, firstName);
  }

  /**
   * identity asks for an account mail (verification, reset, take-over, new address, or a notice of a
   * change): queued whatever the preferences, its link sealed. An old or expired request sends nothing.
   */
  async accountMailRequested(
    trx: Knex.Transaction,
    event: Envelope<AccountMailRequestedData>,
    logger: Logger,
  ): Promise<void> {
    await this.queueAccountMail(trx, event.data, `account:${event.id}`, event, logger);
  }

  /** media built a person's data export: its download link goes to their verified address. */
  async dataExportReady(
    trx: Knex.Transaction,
    event: Envelope<DataExportReadyData>,
    logger: Logger,
  ): Promise<void> {
    const { exportId, ...d } = event.data;
    await this.queueAccountMail(trx, { ...d, kind: 'data_export' }, `data_export:${exportId}`, event, logger);
  }

  /** An account mail, its link opened from the sealed token; an old or expired request sends nothing. */
  private async queueAccountMail(
    trx: Knex.Transaction,
    d: Omit<AccountMailRequestedData, 'kind'> & { kind: AccountMailTemplate },
    dedupeKey: string,
    event: Envelope,
    logger: Logger,
  ): Promise<void> {
    if (!this.fresh(event)) return;
    const now = this.deps.now?.() ?? new Date();
    if (d.expiresAt && Date.parse(d.expiresAt) <= now.getTime()) return;
    let link: string | null = null;
    if (d.sealedToken) {
      const token = this.deps.openToken?.(d.sealedToken) ?? null;
      if (!token) {
        logger.warn({ userId: d.userId, kind: d.kind }, 'account mail token could not be opened; not sent');
        return;
      }
      const base = (this.deps.publicUrl ?? '').replace(/\/+$/, '');
      link = `${base}${ACCOUNT_LINK_PATHS[d.kind]}?token=${encodeURIComponent(token)}`;
    }
    await this.deps.queue.addAccount(
      trx,
      { userId: d.userId, email: d.email },
      {
        type: 'account',
        kind: d.kind,
        link,
        expiresAt: d.expiresAt ? new Date(d.expiresAt) : null,
        at: new Date(d.at),
      },
      dedupeKey,
    );
  }

  /** Preferences saved in identity (the newest kept). */
  async preferencesChanged(trx: Knex.Transaction, event: Envelope<PreferencesChangedData>): Promise<void> {
    const { userId, changedAt, ...prefs } = event.data;
    await this.deps.recipients.preferencesChanged(trx, userId, prefs, new Date(changedAt));
  }

  /**
   * A balance changed. The newest change is kept (billing's ledger id; without one, when it happened).
   * A drop to the threshold or below queues one alert and sets the person's flag; the next alert needs
   * the balance to rise above the threshold first.
   */
  async balanceChanged(trx: Knex.Transaction, event: Envelope<BalanceChangedData>): Promise<void> {
    const { userId, subscriptionSessions, topUpSessions, reason } = event.data;
    const { recipients, queue } = this.deps;
    const ledgerId = event.data.ledgerId ?? null;
    const at = new Date(event.occurredAt);
    const row = await recipients.lock(trx, userId);
    const newer =
      row.balanceChangedAt === null
        ? true
        : ledgerId !== null && row.balanceLedgerId !== null
          ? ledgerId > Number(row.balanceLedgerId)
          : at >= new Date(row.balanceChangedAt);
    if (!newer) return;
    const balance = subscriptionSessions + topUpSessions;
    // A grant or a purchase never alerts, even to a balance under the threshold (a new trial of 2).
    const dropped = row.balance === null ? reason === 'debit' || reason === 'revoke' : balance < row.balance;
    let notified = row.lowBalanceNotified;
    if (balance > row.lowBalanceThreshold) notified = false;
    else if (dropped && !notified && row.email && allowedBy(row, 'low_balance') && this.fresh(event)) {
      await queue.add(
        trx,
        { userId, email: row.email, firstName: row.firstName },
        { type: 'low_balance', balance, threshold: row.lowBalanceThreshold },
        `low_balance:${userId}:${ledgerId ?? event.id}`,
      );
      notified = true;
    }
    await recipients.setBalance(trx, userId, { balance, ledgerId, at, lowBalanceNotified: notified });
  }

  /**
   * A subscription changed: its status, plan and period end (the newest change kept). A plan change that
   * charges nothing now (scheduled, undone, or begun at renewal) gets its receipt here, once per change and
   * status; an upgrade's receipt is its prorated payment's (billing.payment.completed.v1).
   */
  async subscriptionChanged(trx: Knex.Transaction, event: Envelope<SubscriptionChangedData>): Promise<void> {
    const { userId, status, planName, currentPeriodEnd, cancelAtPeriodEnd, changedAt } = event.data;
    const change = event.data.planChange;
    if (change && !(change.kind === 'upgrade' && change.status === 'applied') && this.fresh(event)) {
      const row = await this.deps.recipients.find(userId, trx);
      if (row?.email) {
        const key = `plan-change:${change.id}:${change.status}`;
        await this.deps.queue.add(
          trx,
          { userId, email: row.email, firstName: row.firstName },
          {
            type: 'invoice',
            amountCents: 0,
            currency: 'usd',
            description: planChangeWords(change),
            sessions: change.sessionsGranted,
            paymentRef: key,
            paidAt: new Date(changedAt),
          },
          key,
        );
      }
    }
    await this.deps.recipients.subscriptionChanged(trx, userId, {
      status,
      planName,
      currentPeriodEnd:
        currentPeriodEnd === undefined ? undefined : currentPeriodEnd ? new Date(currentPeriodEnd) : null,
      cancelAtPeriodEnd,
      changedAt: new Date(changedAt),
    });
  }

  /** A payment was received: its receipt (an invoice goes out whatever the preferences). */
  async paymentCompleted(
    trx: Knex.Transaction,
    event: Envelope<PaymentCompletedData>,
    logger: Logger,
  ): Promise<void> {
    const p = event.data;
    if (!this.fresh(event)) return;
    const row = await this.deps.recipients.find(p.userId, trx);
    if (!row?.email) {
      logger.warn({ userId: p.userId, paymentRef: p.paymentRef }, 'no address known; receipt not sent');
      return;
    }
    await this.deps.queue.add(
      trx,
      { userId: p.userId, email: row.email, firstName: row.firstName },
      {
        type: 'invoice',
        amountCents: p.amountCents,
        currency: p.currency,
        description: p.description,
        sessions: p.sessions,
        paymentRef: p.paymentRef,
        paidAt: new Date(p.paidAt),
      },
      `invoice:${p.paymentRef}`,
    );
  }
}

const planWords = (name: string, cycle: string) =>
  `${name.charAt(0).toUpperCase()}${name.slice(1)} (${cycle})`;

/** A plan change as its receipt names it. */
export function planChangeWords(change: NonNullable<SubscriptionChangedData['planChange']>): string {
  const to = planWords(change.toPlan, change.toCycle);
  const day = new Date(change.effectiveAt).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (change.status === 'scheduled') return `Plan change to ${to} from ${day}`;
  if (change.status === 'undone') return `Plan change to ${to} undone`;
  return `Plan changed to ${to}`;
}
