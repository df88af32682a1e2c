import type { Knex } from 'knex';

/** What an account link is for. */
export type TokenPurpose = 'verify_email' | 'password_reset' | 'email_change';

export interface AccountTokenRow {
  id: number;
  userId: number;
  purpose: TokenPurpose;
  tokenHash: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

/** identity.account_tokens: single-use links, by the SHA-256 of their token. */
export class TokensRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Stores a new link and retires the person's earlier unused links of the same purpose (only the newest
   * mail works).
   */
  async issue(
    trx: Knex,
    t: Pick<AccountTokenRow, 'userId' | 'purpose' | 'tokenHash' | 'email' | 'expiresAt'>,
  ): Promise<void> {
    await trx('account_tokens')
      .where({ userId: t.userId, purpose: t.purpose })
      .whereNull('usedAt')
      .update({ usedAt: trx.fn.now() });
    await trx('account_tokens').insert(t);
  }

  /** The live (unused, unexpired) link of this hash and purpose, without using it. */
  async findLive(tokenHash: string, purpose: TokenPurpose): Promise<AccountTokenRow | undefined> {
    return this.db<AccountTokenRow>('account_tokens')
      .where({ tokenHash, purpose })
      .whereNull('usedAt')
      .andWhere('expiresAt', '>', this.db.fn.now())
      .first();
  }

  /**
   * Uses the live link of this hash and purpose, once: answers it, or undefined when it is unknown,
   * expired or used (two requests at once: only one gets it).
   */
  async consume(trx: Knex, tokenHash: string, purpose: TokenPurpose): Promise<AccountTokenRow | undefined> {
    const [row] = await trx<AccountTokenRow>('account_tokens')
      .where({ tokenHash, purpose })
      .whereNull('usedAt')
      .andWhere('expiresAt', '>', trx.fn.now())
      .update({ usedAt: trx.fn.now() } as never)
      .returning('*');
    return row as AccountTokenRow | undefined;
  }

  /** Retires every unused link of a person of these purposes (a password or address changed). */
  async retire(trx: Knex, userId: number, purposes: TokenPurpose[]): Promise<void> {
    await trx('account_tokens')
      .where({ userId })
      .whereIn('purpose', purposes)
      .whereNull('usedAt')
      .update({ usedAt: trx.fn.now() });
  }
}
