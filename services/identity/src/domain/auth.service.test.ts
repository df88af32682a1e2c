import type { Knex } from 'knex';
import { AppError, OutboxWriter, type Role } from '@tryon/kit';
import { DuplicateUserError, type UserRow, type UsersRepository } from '../data/users.repository.js';
import type { SessionData, SessionsRepository } from '../data/sessions.repository.js';
import { AuthService, hashSid } from './auth.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { SignInGate } from './sign-in-gate.js';
import { signInDelayMs, type SignInLimiter } from './sign-in-limiter.js';

/** An outbox event as committed: its subject and data. */
interface Published {
  subject: string;
  data: Record<string, unknown>;
}

/**
 * A knex stand-in for the outbox: writes inside `transaction()` are kept only when the callback
 * succeeds, as a real commit would, so a test can tell what a failed call left behind.
 */
function fakeDb() {
  const committed: Published[] = [];
  const handle = (pending: Published[]) => (table: string) => {
    if (table !== 'outbox') throw new Error(`the auth service wrote to ${table}`);
    return {
      insert: async (row: { payload: string }) => {
        const envelope = JSON.parse(row.payload) as Published;
        pending.push({ subject: envelope.subject, data: envelope.data });
      },
    };
  };
  const transaction = async <T>(fn: (trx: Knex) => Promise<T>): Promise<T> => {
    const pending: Published[] = [];
    const result = await fn(handle(pending) as unknown as Knex);
    committed.push(...pending);
    return result;
  };
  return { db: Object.assign(handle(committed), { transaction }) as unknown as Knex, committed };
}

/** identity.users in memory; e-mail and username are unique as in the table. */
class FakeUsers {
  rows: UserRow[] = [];

  async insert(
    _trx: Knex,
    u: Pick<UserRow, 'username' | 'password' | 'email' | 'firstName' | 'lastName'> & { role?: Role },
  ): Promise<UserRow> {
    if (this.rows.some((r) => r.email === u.email || r.username === u.username)) {
      throw new DuplicateUserError('duplicate');
    }
    const now = new Date('2026-11-23T10:00:00.000Z');
    const row: UserRow = {
      id: this.rows.length + 1,
      role: u.role ?? 'user',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      subscriptionStatus: 'inactive',
      emailVerifiedAt: null,
      createdAt: now,
      updatedAt: now,
      ...u,
    };
    this.rows.push(row);
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.rows.find((r) => r.email === email.toLowerCase());
  }
}

/** identity.sessions in memory, keyed by the cookie's hash. */
class FakeSessions {
  live = new Map<string, { sess: SessionData; expire: Date }>();
  lookups = 0;

  async insert(_trx: Knex, sidHash: string, sess: SessionData, expire: Date): Promise<void> {
    this.live.set(sidHash, { sess, expire });
  }

  async delete(_trx: Knex, sidHash: string): Promise<SessionData | undefined> {
    const found = this.live.get(sidHash);
    this.live.delete(sidHash);
    return found?.sess;
  }

  touched: string[] = [];
  async touch(sidHash: string): Promise<void> {
    this.touched.push(sidHash);
  }

  async findLiveUser(sidHash: string): Promise<{ userId: number; role: Role } | undefined> {
    this.lookups++;
    const found = this.live.get(sidHash);
    return found ? { userId: found.sess.userId, role: found.sess.role } : undefined;
  }
}

/** Records what the limiter was told; `refuse` makes the next check throw RATE_LIMITED. */
class FakeLimiter {
  calls: string[] = [];
  refuse = false;

  private check(call: string) {
    this.calls.push(call);
    if (this.refuse) throw new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.');
  }
  async beforeRegister(ip: string) {
    this.check(`beforeRegister ${ip}`);
  }
  async beforeLogin(ip: string, email: string) {
    this.check(`beforeLogin ${ip} ${email}`);
  }
  async loginFailed(ip: string, email: string) {
    this.calls.push(`loginFailed ${ip} ${email}`);
  }
  async loginSucceeded(ip: string, email: string) {
    this.calls.push(`loginSucceeded ${ip} ${email}`);
  }
}

function setup() {
  const { db, committed } = fakeDb();
  const users = new FakeUsers();
  const sessions = new FakeSessions();
  const limiter = new FakeLimiter();
  const verification = { registered: [] as number[], taken: [] as number[] };
  let kicks = 0;
  const auth = new AuthService({
    // The real writer over the fake database: it kicks the relay once per commit that wrote events.
    outbox: new OutboxWriter({ db, producer: 'identity', relay: { kick: () => kicks++ } }),
    users: users as unknown as UsersRepository,
    sessions: sessions as unknown as SessionsRepository,
    limiter: limiter as unknown as SignInLimiter,
    gate: new SignInGate({ hashesAtOnce: 2, hashQueue: 8, perAddress: 2 }),
    sessionTtlDays: 7,
    verification: {
      onRegistered: async (_trx, user) => void verification.registered.push(user.id),
      onAddressTaken: async (user) => void verification.taken.push(user.id),
    },
  });
  return { auth, users, sessions, limiter, committed, verification, kicks: () => kicks };
}

/** What a call was refused with (fails the test when it succeeds). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const ann = { email: '  Ann@Example.COM ', password: 'correct horse', firstName: 'Ann', lastName: 'Lee' };

describe('AuthService.register', () => {
  it('creates the account, announces it, and signs the person in', async () => {
    const t = setup();
    const signedIn = await t.auth.register(ann, '10.0.0.1');

    expect(signedIn.user).toEqual({
      id: 1,
      username: 'ann@example.com',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'user',
      subscriptionStatus: 'inactive',
      emailVerified: false,
      createdAt: '2026-11-23T10:00:00.000Z',
    });
    expect(signedIn.user).not.toHaveProperty('password');
    expect(signedIn.maxAgeSeconds).toBe(7 * 24 * 60 * 60);
    // The password is stored hashed, never as typed.
    const row = t.users.rows[0]!;
    expect(row.password).not.toBe(ann.password);
    await expect(verifyPassword(row.password, ann.password)).resolves.toBe(true);
    // The cookie is random; only its hash is stored, with the person and the IP.
    expect(signedIn.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = t.sessions.live.get(hashSid(signedIn.sid));
    expect(stored?.sess).toMatchObject({ userId: 1, role: 'user', ip: '10.0.0.1' });
    expect(t.limiter.calls).toEqual(['beforeRegister 10.0.0.1']);
    expect(t.committed).toEqual([
      {
        subject: expect.stringMatching(/user\.registered/),
        data: {
          userId: 1,
          email: 'ann@example.com',
          firstName: 'Ann',
          lastName: 'Lee',
          registeredAt: '2026-11-23T10:00:00.000Z',
        },
      },
    ]);
    expect(t.kicks()).toBe(1);
  });

  it('takes the username when one is given', async () => {
    const t = setup();
    const { user } = await t.auth.register({ ...ann, username: 'annlee' }, null);
    expect(user.username).toBe('annlee');
    expect(t.limiter.calls).toEqual(['beforeRegister unknown']);
  });

  it('refuses a reserved username in any case, before anything is stored', async () => {
    const t = setup();
    for (const username of ['admin', 'Admin', 'SUPPORT', 'Root', 'system']) {
      const err = await refusal(t.auth.register({ ...ann, username }, null));
      expect(err).toMatchObject({
        code: 'VALIDATION',
        message: 'This username is reserved: please choose another',
      });
    }
    expect(t.users.rows).toEqual([]);
    expect(t.committed).toEqual([]);
  });

  it('asks for the verification mail with the new account, and offers a taken address to its owner', async () => {
    const t = setup();
    await t.auth.register(ann, null);
    expect(t.verification.registered).toEqual([1]);
    await refusal(t.auth.register({ ...ann, password: 'Tr4vel-kettle-91' }, null));
    expect(t.verification.taken).toEqual([1]);
    // A username clash is not about the address: nothing is offered.
    await refusal(t.auth.register({ ...ann, email: 'bob@example.com', username: 'ann@example.com' }, null));
    expect(t.verification.taken).toEqual([1]);
  });

  it('names the first missing field, also for a missing body, before anything else', async () => {
    const t = setup();
    const noBody = await refusal(t.auth.register(undefined, null));
    expect(noBody).toMatchObject({ code: 'VALIDATION', message: 'Missing required field: email' });
    const noPassword = await refusal(t.auth.register({ email: 'a@b.co' }, null));
    expect(noPassword.message).toBe('Missing required field: password');
    expect(t.limiter.calls).toEqual([]);
    expect(t.users.rows).toEqual([]);
  });

  it('refuses a taken e-mail or username with CONFLICT and announces nothing', async () => {
    const t = setup();
    await t.auth.register({ ...ann, username: 'annlee' }, null);
    const sameEmail = await refusal(t.auth.register({ ...ann, username: 'other' }, null));
    expect(sameEmail).toMatchObject({ code: 'CONFLICT', message: 'Email already exists' });
    const sameUsername = await refusal(
      t.auth.register({ ...ann, email: 'bob@example.com', username: 'annlee' }, null),
    );
    expect(sameUsername).toMatchObject({ code: 'CONFLICT', message: 'Username already exists' });
    expect(t.committed).toHaveLength(1);
    expect(t.sessions.live.size).toBe(1);
    expect(t.kicks()).toBe(1);
  });

  it('stops at the rate limit without creating anything', async () => {
    const t = setup();
    t.limiter.refuse = true;
    expect((await refusal(t.auth.register(ann, '10.0.0.1'))).code).toBe('RATE_LIMITED');
    expect(t.users.rows).toEqual([]);
    expect(t.committed).toEqual([]);
  });
});

describe('AuthService.login', () => {
  async function withAccount() {
    const t = setup();
    t.users.rows.push({
      id: 5,
      username: 'ann',
      password: await hashPassword('correct horse'),
      email: 'ann@example.com',
      firstName: null,
      lastName: null,
      role: 'admin',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      subscriptionStatus: 'active',
      emailVerifiedAt: null,
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
      updatedAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    return t;
  }

  it('starts a session for the right password, with the role from the account', async () => {
    const t = await withAccount();
    const signedIn = await t.auth.login({ email: 'ANN@example.com', password: 'correct horse' }, '10.0.0.2');
    expect(signedIn.user).toMatchObject({ id: 5, role: 'admin', createdAt: '2026-01-01T00:00:00.000Z' });
    await expect(t.auth.resolve(hashSid(signedIn.sid))).resolves.toEqual({ userId: 5, role: 'admin' });
    // Its use is noted for the person's list of sessions.
    expect(t.sessions.touched).toEqual([hashSid(signedIn.sid)]);
    expect(t.limiter.calls).toEqual([
      'beforeLogin 10.0.0.2 ann@example.com',
      'loginSucceeded 10.0.0.2 ann@example.com',
    ]);
    expect(t.committed).toEqual([]);
  });

  it('ends the previous session of the browser and announces it as rotated', async () => {
    const t = await withAccount();
    const first = await t.auth.login({ email: 'ann@example.com', password: 'correct horse' }, null);
    const second = await t.auth.login(
      { email: 'ann@example.com', password: 'correct horse' },
      null,
      first.sid,
    );
    expect(second.sid).not.toBe(first.sid);
    await expect(t.auth.resolve(hashSid(first.sid))).resolves.toBeNull();
    expect(t.committed).toEqual([
      {
        subject: expect.stringMatching(/session\.revoked/),
        data: expect.objectContaining({ reason: 'rotated' }),
      },
    ]);
    expect(t.committed[0]!.data).toMatchObject({ sidHash: hashSid(first.sid), userId: 5 });
    // Only the second sign-in wrote an event; the first had nothing to publish.
    expect(t.kicks()).toBe(1);
  });

  it('answers one message for a wrong password and an unknown e-mail, and counts the failure', async () => {
    const t = await withAccount();
    const wrong = await refusal(t.auth.login({ email: 'ann@example.com', password: 'nope nope' }, null));
    const unknown = await refusal(t.auth.login({ email: 'bob@example.com', password: 'nope nope' }, null));
    for (const err of [wrong, unknown]) {
      expect(err).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    }
    expect(t.limiter.calls).toContain('loginFailed unknown ann@example.com');
    expect(t.limiter.calls).toContain('loginFailed unknown bob@example.com');
    expect(t.limiter.calls).not.toContain('loginSucceeded unknown ann@example.com');
    expect(t.sessions.live.size).toBe(0);
  });

  it('names the missing field of an empty or missing body', async () => {
    const t = await withAccount();
    expect((await refusal(t.auth.login(undefined, null))).message).toBe('Missing required field: email');
    expect((await refusal(t.auth.login({ email: 'ann@example.com' }, null))).message).toBe(
      'Missing required field: password',
    );
    expect(t.limiter.calls).toEqual([]);
  });

  it('stops at the rate limit before checking the password', async () => {
    const t = await withAccount();
    t.limiter.refuse = true;
    const err = await refusal(t.auth.login({ email: 'ann@example.com', password: 'correct horse' }, null));
    expect(err.code).toBe('RATE_LIMITED');
    expect(t.sessions.live.size).toBe(0);
  });
});

describe('AuthService.logout and resolve', () => {
  it('deletes the session and announces it; an unknown or missing cookie is harmless', async () => {
    const t = setup();
    const { sid } = await t.auth.register(ann, null);
    const kicksAfterRegister = t.kicks();

    await t.auth.logout(sid);
    await expect(t.auth.resolve(hashSid(sid))).resolves.toBeNull();
    expect(t.committed.at(-1)).toEqual({
      subject: expect.stringMatching(/session\.revoked/),
      data: { sidHash: hashSid(sid), userId: 1, reason: 'logout' },
    });
    expect(t.kicks()).toBe(kicksAfterRegister + 1);

    const published = t.committed.length;
    await t.auth.logout(sid);
    await t.auth.logout(undefined);
    expect(t.committed).toHaveLength(published);
    expect(t.kicks()).toBe(kicksAfterRegister + 1);
  });

  it('answers null for anything that is not a SHA-256 hex hash, without a lookup', async () => {
    const t = setup();
    await expect(t.auth.resolve('not-a-hash')).resolves.toBeNull();
    await expect(t.auth.resolve('A'.repeat(64))).resolves.toBeNull();
    expect(t.sessions.lookups).toBe(0);
    await expect(t.auth.resolve('a'.repeat(64))).resolves.toBeNull();
    expect(t.sessions.lookups).toBe(1);
  });
});

describe('signInDelayMs', () => {
  it('answers the first failures at once, then doubles the wait up to 8 s', () => {
    expect([0, 1, 3, 4, 5, 6, 9, 20].map(signInDelayMs)).toEqual([0, 0, 0, 250, 500, 1000, 8000, 8000]);
  });
});
