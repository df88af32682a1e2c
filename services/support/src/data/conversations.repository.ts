import type { Knex } from 'knex';
import type { ChatRole, ConversationStatus, FeedbackType } from '@tryon/proto-events';

export interface StoredMessage {
  role: ChatRole;
  content: string;
  timestamp: string;
}

export interface ConversationRow {
  id: number;
  userId: number | null;
  visitorEmail: string | null;
  visitorName: string | null;
  messages: StoredMessage[];
  feedbackType: FeedbackType | null;
  status: ConversationStatus;
  adminNotes: string | null;
  respondedBy: number | null;
  respondedAt: Date | null;
  needsEscalation: boolean;
  unhelpfulAnswers: number;
  createdAt: Date;
  updatedAt: Date;
}

type Q = Knex | Knex.Transaction;
const COLUMNS = [
  'id',
  'userId',
  'visitorEmail',
  'visitorName',
  'messages',
  'feedbackType',
  'status',
  'adminNotes',
  'respondedBy',
  'respondedAt',
  'needsEscalation',
  'unhelpfulAnswers',
  'createdAt',
  'updatedAt',
] as const;

/** chatbot_conversations; a visitor's conversation is found by the hash of its token only. */
export class ConversationsRepository {
  constructor(private readonly db: Knex) {}

  async byTokenHash(tokenHash: string): Promise<ConversationRow | undefined> {
    return this.db('chatbot_conversations').select(COLUMNS).where({ tokenHash }).first();
  }

  async insert(
    row: { tokenHash: string; userId: number | null; messages: StoredMessage[] },
    q: Q = this.db,
  ): Promise<ConversationRow> {
    const [created] = await q('chatbot_conversations')
      .insert({ ...row, messages: JSON.stringify(row.messages) })
      .returning(COLUMNS);
    return created;
  }

  /** Keeps the visitor's token, sealed, so that a reply can link back to the conversation. */
  async setSealedToken(trx: Q, id: number, sealedToken: string): Promise<void> {
    await trx('chatbot_conversations').where({ id }).update({ sealedToken });
  }

  /** The sealed token of a conversation (null: no contact was left since it is kept). */
  async sealedToken(id: number, q: Q = this.db): Promise<string | null> {
    const row = await q('chatbot_conversations').select('sealedToken').where({ id }).first();
    return row?.sealedToken ?? null;
  }

  /** A conversation by id, locked until the transaction ends. */
  async lockById(trx: Knex.Transaction, id: number): Promise<ConversationRow | undefined> {
    return trx('chatbot_conversations').select(COLUMNS).where({ id }).forUpdate().first();
  }

  /** The conversation of a token, locked until the transaction ends. */
  async lockByToken(trx: Knex.Transaction, tokenHash: string): Promise<ConversationRow | undefined> {
    return trx('chatbot_conversations').select(COLUMNS).where({ tokenHash }).forUpdate().first();
  }

  /**
   * A deleted account: its conversations go, those it had signed in and those it started as a visitor
   * with its address. Answers how many.
   */
  async forgetPerson(trx: Q, userId: number, email: string | null): Promise<number> {
    return trx('chatbot_conversations')
      .where({ userId })
      .modify((q) => {
        if (email) q.orWhereRaw('lower("visitorEmail") = ?', [email.toLowerCase()]);
      })
      .delete();
  }

  async byId(id: number, q: Q = this.db): Promise<ConversationRow | undefined> {
    return q('chatbot_conversations').select(COLUMNS).where({ id }).first();
  }

  async update(
    trx: Q,
    id: number,
    patch: Partial<Omit<ConversationRow, 'id' | 'messages'>> & { messages?: StoredMessage[] },
  ) {
    const { messages, ...rest } = patch;
    const [row] = await trx('chatbot_conversations')
      .where({ id })
      .update({
        ...rest,
        ...(messages ? { messages: JSON.stringify(messages) } : {}),
        updatedAt: trx.fn.now(),
      })
      .returning(COLUMNS);
    return row as ConversationRow | undefined;
  }

  /** Records an exchange the assistant answered outside a conversation; drops records older than `keepMs`. */
  async recordAnswer(exchangeHash: string, keepMs: number): Promise<void> {
    await this.db('chatbot_answers').insert({ exchangeHash });
    await this.db('chatbot_answers')
      .where('createdAt', '<', new Date(Date.now() - keepMs))
      .delete();
  }

  /**
   * Takes (deletes) one record of an exchange younger than `keepMs`, answering when it was answered, or
   * null when the assistant has no such record.
   */
  async takeAnswer(trx: Knex.Transaction, exchangeHash: string, keepMs: number): Promise<Date | null> {
    const found = await trx('chatbot_answers')
      .select('id', 'createdAt')
      .where({ exchangeHash })
      .andWhere('createdAt', '>=', new Date(Date.now() - keepMs))
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .first();
    if (!found) return null;
    await trx('chatbot_answers').where({ id: found.id }).delete();
    return new Date(found.createdAt);
  }

  /** Newest first, at most `limit`, optionally of one status. */
  async list(status: ConversationStatus | undefined, limit: number): Promise<ConversationRow[]> {
    const q = this.db('chatbot_conversations').select(COLUMNS).orderBy('id', 'desc').limit(limit);
    return status ? q.where({ status }) : q;
  }
}
