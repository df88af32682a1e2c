import type { Knex } from 'knex';
import type { Role } from '@tryon/kit';

export interface SessionData {
  userId: number;
  role: Role;
  createdAt: string;
  ip: string | null;
}

/** identity.sessions: `sid` is the SHA-256 of the cookie value. */
export class SessionsRepository {
  constructor(private readonly db: Knex) {}

  async insert(trx: Knex, sidHash: string, sess: SessionData, expire: Date): Promise<void> {
    await trx('sessions').insert({ sid: sidHash, sess: JSON.stringify(sess), expire });
  }

  /** The live session of a cookie, if any. */
  async findLive(sidHash: string): Promise<SessionData | undefined> {
    const row = await this.db('sessions')
      .where({ sid: sidHash })
      .andWhere('expire', '>', this.db.fn.now())
      .first('sess');
    if (!row) return undefined;
    return (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as SessionData;
  }

  /** Deletes a session; returns its data when it existed. */
  async delete(trx: Knex, sidHash: string): Promise<SessionData | undefined> {
    const [row] = await trx('sessions').where({ sid: sidHash }).delete().returning('sess');
    if (!row) return undefined;
    return (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as SessionData;
  }

  /** Removes expired sessions; returns how many. */
  async deleteExpired(): Promise<number> {
    return this.db('sessions').where('expire', '<=', this.db.fn.now()).delete();
  }
}
