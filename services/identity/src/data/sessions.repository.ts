import type { Knex } from 'knex';
import type { Role } from '@tryon/kit';

export interface SessionData {
  userId: number;
  role: Role;
  createdAt: string;
  ip: string | null;
}

/** A live session as its owner sees it in the list. */
export interface SessionListRow {
  sidHash: string;
  createdAt: Date;
  lastUsedAt: Date;
  ip: string | null;
  expiresAt: Date;
}

/** identity.sessions: `sid` is the SHA-256 of the cookie value. */
export class SessionsRepository {
  constructor(private readonly db: Knex) {}

  async insert(trx: Knex, sidHash: string, sess: SessionData, expire: Date): Promise<void> {
    await trx('sessions').insert({
      sid: sidHash,
      sess: JSON.stringify(sess),
      expire,
      userId: sess.userId,
      lastUsedAt: trx.fn.now(),
    });
  }

  /** A person's live sessions, most recently used first. */
  async listForUser(userId: number): Promise<SessionListRow[]> {
    const rows: { sid: string; sess: unknown; lastUsedAt: Date | null; expire: Date }[] = await this.db(
      'sessions',
    )
      .where({ userId })
      .andWhere('expire', '>', this.db.fn.now())
      .select('sid', 'sess', 'lastUsedAt', 'expire');
    return rows
      .map((r) => {
        const sess = (typeof r.sess === 'string' ? JSON.parse(r.sess) : r.sess) as SessionData;
        return {
          sidHash: r.sid,
          createdAt: new Date(sess.createdAt),
          lastUsedAt: r.lastUsedAt ? new Date(r.lastUsedAt) : new Date(sess.createdAt),
          ip: sess.ip,
          expiresAt: new Date(r.expire),
        };
      })
      .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
  }

  /** Ends every session of a person (but `keepSidHash`); answers the ended sessions' hashes. */
  async deleteForUser(trx: Knex, userId: number, keepSidHash?: string): Promise<string[]> {
    const q = trx('sessions').where({ userId });
    if (keepSidHash) q.andWhereNot({ sid: keepSidHash });
    const rows: { sid: string }[] = await q.delete().returning('sid');
    return rows.map((r) => r.sid);
  }

  /** Notes that a session was used now (at most once every `everyMs`, to spare writes). */
  async touch(sidHash: string, everyMs = 5 * 60 * 1000): Promise<void> {
    await this.db('sessions')
      .where({ sid: sidHash })
      .andWhere((w) => w.whereNull('lastUsedAt').orWhere('lastUsedAt', '<', new Date(Date.now() - everyMs)))
      .update({ lastUsedAt: this.db.fn.now() });
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
