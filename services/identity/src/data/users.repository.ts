import type { Knex } from 'knex';
import type { Role } from '@tryon/kit';
import type { AccountSubscriptionStatus } from '@tryon/proto-events';

export interface UserRow {
  id: number;
  username: string;
  password: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: AccountSubscriptionStatus;
  /** When the person proved they read their address; null until then. */
  emailVerifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The user as every client sees it (never the password hash). */
export interface PublicUser {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  subscriptionStatus: UserRow['subscriptionStatus'];
  emailVerified: boolean;
  createdAt: string;
}

export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    subscriptionStatus: u.subscriptionStatus,
    emailVerified: Boolean(u.emailVerifiedAt),
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

/** Thrown by `insert` when the e-mail or username is taken. */
export class DuplicateUserError extends Error {}

/** Reads and writes identity.users. */
export class UsersRepository {
  constructor(private readonly db: Knex) {}

  async findById(id: number, trx: Knex = this.db): Promise<UserRow | undefined> {
    return trx<UserRow>('users').where({ id }).first();
  }

  async findByIds(ids: number[]): Promise<UserRow[]> {
    return this.db<UserRow>('users').whereIn('id', ids);
  }

  /**
   * A page of accounts, newest first, and how many match: `search` (lowercase) is a substring of the
   * username (any case) or the e-mail (stored lowercase); the trigram indexes serve it.
   */
  async page(opts: {
    search?: string;
    limit: number;
    offset: number;
  }): Promise<{ total: number; rows: UserRow[] }> {
    const filtered = () => {
      const q = this.db<UserRow>('users');
      if (!opts.search) return q;
      const pattern = `%${opts.search.replace(/[\\%_]/g, '\\$&')}%`;
      return q.where((w) => w.whereRaw('lower(username) LIKE ?', [pattern]).orWhereLike('email', pattern));
    };
    if (!opts.search) {
      const [rows, counts] = await Promise.all([
        filtered().select('*').orderBy('id', 'desc').limit(opts.limit).offset(opts.offset),
        this.counts(),
      ]);
      return { total: counts.total, rows };
    }
    // One trigram scan gives the page and the number of matches (a window count over them).
    const found: (UserRow & { matches: number })[] = await filtered()
      .select('*', this.db.raw('count(*) OVER () AS matches'))
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset);
    const total =
      found.length > 0 || opts.offset === 0
        ? Number(found[0]?.matches ?? 0)
        : Number((await filtered().count<{ total: number }[]>({ total: '*' }))[0].total);
    return { total, rows: found.map(({ matches: _, ...row }) => row) };
  }

  /** How many accounts there are, and how many of them subscribe (user_counts, kept by triggers). */
  async counts(): Promise<{ total: number; activeSubscribers: number }> {
    const rows: { status: string; n: number }[] = await this.db('user_counts').select('status', 'n');
    return {
      total: rows.reduce((sum, r) => sum + Number(r.n), 0),
      activeSubscribers: Number(rows.find((r) => r.status === 'active')?.n ?? 0),
    };
  }

  /** Sign-ups per UTC day (yyyy-mm-dd) since `from`. */
  async signUpsSince(from: Date): Promise<Map<string, number>> {
    const rows: { day: string; count: number }[] = await this.db('users')
      .where('createdAt', '>=', from)
      .select(this.db.raw(`to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`))
      .count({ count: '*' })
      .groupByRaw('1');
    return new Map(rows.map((r) => [r.day, Number(r.count)]));
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db<UserRow>('users').where({ email: email.toLowerCase() }).first();
  }

  async insert(
    trx: Knex,
    u: Pick<UserRow, 'username' | 'password' | 'email' | 'firstName' | 'lastName'> & {
      role?: Role;
      emailVerifiedAt?: Date;
    },
  ): Promise<UserRow> {
    try {
      const [row] = await trx<UserRow>('users').insert(u).returning('*');
      return row as UserRow;
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new DuplicateUserError('duplicate');
      throw err;
    }
  }

  async updatePasswordAndRole(trx: Knex, id: number, password: string, role: Role): Promise<void> {
    await trx('users').where({ id }).update({ password, role, updatedAt: trx.fn.now() });
  }

  /** The operator vouches for the address (the seeded admin's): verified now unless it already is. */
  async markVerified(trx: Knex, id: number): Promise<void> {
    await trx('users').where({ id }).whereNull('emailVerifiedAt').update({ emailVerifiedAt: trx.fn.now() });
  }

  /** A person's row, locked until the caller's transaction ends. */
  async lock(trx: Knex, id: number): Promise<UserRow | undefined> {
    return trx<UserRow>('users').where({ id }).forUpdate().first();
  }

  /** The address was proven read: it becomes (or stays) the account's, verified now. */
  async setVerifiedEmail(trx: Knex, id: number, email: string): Promise<UserRow> {
    try {
      const [row] = await trx<UserRow>('users')
        .where({ id })
        .update({ email, emailVerifiedAt: trx.fn.now(), updatedAt: trx.fn.now() } as never)
        .returning('*');
      return row as UserRow;
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new DuplicateUserError('duplicate');
      throw err;
    }
  }

  async setPassword(trx: Knex, id: number, password: string): Promise<void> {
    await trx('users').where({ id }).update({ password, updatedAt: trx.fn.now() });
  }

  /**
   * Removes an account (its preferences and links go with it) and the rate-limit counters kept under its
   * address or id, which would otherwise keep them.
   */
  async remove(trx: Knex, id: number, email: string | null): Promise<void> {
    await trx('users').where({ id }).delete();
    await trx('rate_limits')
      .whereIn('key', [`acct_action:${id}`, `acct_mail_addr:account:${id}`])
      .modify((q) => {
        if (email)
          q.orWhereRaw('lower(key) LIKE ?', [`%:${email.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`]);
      })
      .delete();
  }

  async anyAdmin(): Promise<boolean> {
    return Boolean(await this.db('users').where({ role: 'admin' }).first('id'));
  }
}
