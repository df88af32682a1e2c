import { AdminActionRecorded, type FeedbackType } from '@tryon/proto-events';
import { parseInput, requireAdmin, type CallerContext, type OutboxWriter } from '@tryon/kit';
import type { Knex } from 'knex';
import type {
  HandoffRecipient,
  SettingsRepository,
  SupportSettingsRow,
} from '../data/settings.repository.js';
import type { MailQueue } from '../mail/mail-queue.js';
import type { NotificationsRepository } from '../mail/notifications.repository.js';
import type { Seller } from '../mail/templates.js';
import { handoffMailInput, supportSettingsInput } from './validation.js';

/**
 * What receipts name in development while a detail is not set: clearly not a real business, so that a
 * receipt made on a developer's machine can never pass for one.
 */
export const DEVELOPMENT_SELLER: Seller = {
  name: 'Example Seller (development only, not a real business)',
  address: '1 Example Street, Nowhere 00000 (development only)',
  taxId: 'TEST-TAX-ID-0000 (development only)',
  email: 'support@example.invalid',
};

/** What a hand-over mail calls each feedback type. */
export const FEEDBACK_LABELS: Record<FeedbackType, string> = {
  question: 'Question',
  feedback: 'Feedback',
  bug_report: 'Bug report',
  feature_request: 'Feature request',
  other: 'Other',
};

/** The admin's view of the settings. */
export interface SupportSettingsView extends SupportSettingsRow {
  /** The sender of every mail without its own (MAIL_FROM). */
  defaultFrom: string;
  /** What receipts carry now; null while a detail is missing in production (receipts wait). */
  receiptSeller: Seller | null;
  heldReceipts: number;
  /** Whether the calling admin is mailed of hand-overs. */
  handoffMail: boolean;
}

/**
 * Support's settings: the sender of replies (the support sender), the team inbox (told of every
 * hand-over), the seller's details on receipts, and each admin's choice to be mailed of hand-overs. In
 * production a receipt is held while a seller detail is missing and sent once they are all set; in
 * development a missing detail is filled with DEVELOPMENT_SELLER's.
 */
export class SettingsService {
  constructor(
    private readonly deps: {
      settings: SettingsRepository;
      notifications: NotificationsRepository;
      outbox: OutboxWriter;
      /** Set once built (the queue asks this service for the seller). */
      queue: () => MailQueue;
      production: boolean;
      defaultFrom: string;
    },
  ) {}

  /** The seller receipts name now, or null while a detail is missing in production. */
  async seller(q?: Knex | Knex.Transaction): Promise<Seller | null> {
    const s = await this.deps.settings.get(q);
    const given = {
      name: s.sellerName,
      address: s.sellerAddress,
      taxId: s.sellerTaxId,
      email: s.sellerEmail,
    };
    if (given.name && given.address && given.taxId && given.email) return given as Seller;
    if (this.deps.production) return null;
    return {
      name: given.name || DEVELOPMENT_SELLER.name,
      address: given.address || DEVELOPMENT_SELLER.address,
      taxId: given.taxId || DEVELOPMENT_SELLER.taxId,
      email: given.email || DEVELOPMENT_SELLER.email,
    };
  }

  /** The sender of a support reply (null: MAIL_FROM) and the team inbox. */
  async support(q?: Knex | Knex.Transaction): Promise<{ from: string | null; teamInbox: string | null }> {
    const s = await this.deps.settings.get(q);
    return { from: s.supportFrom, teamInbox: s.teamInbox };
  }

  /** The admins to mail when a conversation is handed to a person. */
  handoffRecipients(q?: Knex | Knex.Transaction): Promise<HandoffRecipient[]> {
    return this.deps.settings.handoffRecipients(q);
  }

  /** Admin: the settings, what receipts carry, how many wait, and the caller's own hand-over mail choice. */
  async view(caller: CallerContext): Promise<SupportSettingsView> {
    const adminId = requireAdmin(caller);
    const [row, receiptSeller, heldReceipts, handoffMail] = await Promise.all([
      this.deps.settings.get(),
      this.seller(),
      this.deps.notifications.heldCount(),
      this.deps.settings.handoffMail(adminId),
    ]);
    return { ...row, defaultFrom: this.deps.defaultFrom, receiptSeller, heldReceipts, handoffMail };
  }

  /**
   * Admin: changes the fields given ("" clears one). Once the seller's details are complete, the receipts
   * that waited for them are rendered with them and sent. Audited.
   */
  async update(caller: CallerContext, input: unknown): Promise<SupportSettingsView> {
    const adminId = requireAdmin(caller);
    const patch = parseInput(supportSettingsInput, input ?? {});
    const changed = Object.entries(patch)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k);
    await this.deps.outbox.transaction(async (trx) => {
      await this.deps.settings.update(trx, { ...patch, updatedBy: adminId });
      const seller = await this.seller(trx);
      const released = seller ? await this.deps.queue().releaseHeld(trx, seller) : 0;
      await this.deps.outbox.add(trx, AdminActionRecorded, {
        adminId,
        actionType: 'support_settings_updated',
        targetUserId: null,
        description:
          `Updated the support settings (${changed.join(', ') || 'nothing'})` +
          (released ? `; ${released} held receipts sent` : ''),
        metadata: { fields: changed, releasedReceipts: released },
        ipAddress: caller.ip,
      });
    });
    return this.view(caller);
  }

  /** Admin: whether the caller is mailed when a conversation is handed to a person. */
  async setHandoffMail(caller: CallerContext, input: unknown): Promise<SupportSettingsView> {
    const adminId = requireAdmin(caller);
    const { enabled } = parseInput(handoffMailInput, input ?? {});
    await this.deps.settings.setHandoffMail(adminId, enabled);
    return this.view(caller);
  }

  /** Sends the receipts held before the details were known (at start: development, or set meanwhile). */
  async releaseIfReady(): Promise<number> {
    return this.deps.outbox.transaction(async (trx) => {
      const seller = await this.seller(trx);
      return seller ? this.deps.queue().releaseHeld(trx, seller) : 0;
    });
  }
}
