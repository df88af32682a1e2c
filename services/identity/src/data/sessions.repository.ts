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

  /** The user and current role behind a live session (one query: the gateway calls this for every new cookie). */
  async findLiveUser(sidHash: string): Promise<{ userId: number; role: Role } | undefined> {
    const row = await this.db('sessions as s')
      .join('users as u', 'u.id', this.db.raw(`(s.sess->>'userId')::int`))
      .where('s.sid', sidHash)
      .andWhere('s.expire', '>', this.db.fn.now())
      .first({ userId: 'u.id', role: 'u.role' });
    return row as { userId: number; role: Role } | undefined;
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
