import type { Knex } from 'knex';

/** support_settings' one row: the support sender, the team inbox and the seller's details. */
export interface SupportSettingsRow {
  supportFrom: string | null;
  teamInbox: string | null;
  sellerName: string | null;
  sellerAddress: string | null;
  sellerTaxId: string | null;
  sellerEmail: string | null;
  updatedBy: number | null;
  updatedAt: Date;
}

/** An admin to mail when a conversation is handed to a person. */
export interface HandoffRecipient {
  userId: number;
  email: string;
}

type Q = Knex | Knex.Transaction;
const COLUMNS = [
  'supportFrom',
  'teamInbox',
  'sellerName',
  'sellerAddress',
  'sellerTaxId',
  'sellerEmail',
  'updatedBy',
  'updatedAt',
] as const;

/** support_settings (one row, made by the migration) and support_admin_alerts. */
export class SettingsRepository {
  constructor(private readonly db: Knex) {}

  async get(q: Q = this.db): Promise<SupportSettingsRow> {
    return q('support_settings').select(COLUMNS).where({ id: 1 }).first();
  }

  /** Changes the fields given, locked for the caller's transaction. */
  async update(
    trx: Knex.Transaction,
    patch: Partial<Omit<SupportSettingsRow, 'updatedAt'>>,
  ): Promise<SupportSettingsRow> {
    const [row] = await trx('support_settings')
      .where({ id: 1 })
      .update({ ...patch, updatedAt: trx.fn.now() })
      .returning(COLUMNS);
    return row;
  }

  /** Whether this admin asked to be mailed of hand-overs. */
  async handoffMail(userId: number, q: Q = this.db): Promise<boolean> {
    const row = await q('support_admin_alerts').select('handoffMail').where({ userId }).first();
    return row?.handoffMail ?? false;
  }

  async setHandoffMail(userId: number, enabled: boolean, q: Q = this.db): Promise<void> {
    await q('support_admin_alerts')
      .insert({ userId, handoffMail: enabled })
      .onConflict('userId')
      .merge({ handoffMail: enabled, updatedAt: q.fn.now() });
  }

  /** The admins who asked to be mailed of hand-overs and whose address support knows. */
  async handoffRecipients(q: Q = this.db): Promise<HandoffRecipient[]> {
    return q('support_admin_alerts as a')
      .join('mail_recipients as r', 'r.userId', 'a.userId')
      .select('a.userId', 'r.email')
      .where('a.handoffMail', true)
      .whereNotNull('r.email')
      .orderBy('a.userId');
  }
}
