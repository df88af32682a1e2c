import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { AppError, parseInput, type OutboxWriter, type Role } from '@tryon/kit';
import { SessionRevoked, UserRegistered } from '@tryon/proto-events';
import {
  DuplicateUserError,
  toPublicUser,
  type PublicUser,
  type UserRow,
  type UsersRepository,
} from '../data/users.repository.js';
import type { SessionsRepository } from '../data/sessions.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { isReservedUsername } from './password-policy.js';
import type { SignInGate } from './sign-in-gate.js';
import type { SignInLimiter } from './sign-in-limiter.js';
import { loginInput, registerInput } from './validation.js';

export const PRODUCER = 'identity';

/** SHA-256 (hex) of a cookie value: what is stored and what travels between services. */
export function hashSid(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** A fresh session id: 256 random bits, URL-safe. */
export function newSid(): string {
  return randomBytes(32).toString('base64url');
}

export interface SignedIn {
  user: PublicUser;
  /** Raw cookie value; only ever sent to the browser. */
  sid: string;
  maxAgeSeconds: number;
}

interface Deps {
  /** Runs the transactions that write events; kicks the relay after their commit. */
  outbox: OutboxWriter;
  users: UsersRepository;
  sessions: SessionsRepository;
  limiter: SignInLimiter;
  /** Bounds the password hashing done at once, per address and in total. */
  gate: SignInGate;
  sessionTtlDays: number;
  /** Mails the new account's verification link; offers an unverified account's address to its owner. */
  verification: {
    onRegistered(trx: Knex, user: UserRow): Promise<void>;
    onAddressTaken(existing: UserRow): Promise<void>;
  };
}

/** Sign-up, sign-in, sign-out and cookie resolution. */
export class AuthService {
  constructor(private readonly deps: Deps) {}

  private async startSession(
    trx: Knex,
    userId: number,
    role: Role,
    ip: string | null,
  ): Promise<{ sid: string; maxAgeSeconds: number }> {
    const sid = newSid();
    const maxAgeSeconds = this.deps.sessionTtlDays * 24 * 60 * 60;
    await this.deps.sessions.insert(
      trx,
      hashSid(sid),
      { userId, role, createdAt: new Date().toISOString(), ip },
      new Date(Date.now() + maxAgeSeconds * 1000),
    );
    return { sid, maxAgeSeconds };
  }

  private async endSession(trx: Knex, sidHash: string, reason: 'logout' | 'rotated'): Promise<boolean> {
    const old = await this.deps.sessions.delete(trx, sidHash);
    if (old) await this.deps.outbox.add(trx, SessionRevoked, { sidHash, userId: old.userId, reason });
    return Boolean(old);
  }

  /** Creates an account (username = e-mail unless given), announces it, and signs the person in. */
  async register(body: unknown, ip: string | null): Promise<SignedIn> {
    // A missing body reads as an empty one, so the answer names the first missing field.
    const input = parseInput(registerInput, body ?? {});
    if (input.username && isReservedUsername(input.username)) {
      throw new AppError('VALIDATION', 'This username is reserved: please choose another');
    }
    const address = ip ?? 'unknown';
    return this.deps.gate.forAddress(address, async () => {
      await this.deps.limiter.beforeRegister(address);
      const password = await this.deps.gate.hashing(address, () => hashPassword(input.password));
      return this.createAccount(input, password, ip);
    });
  }

  private async createAccount(
    input: z.output<typeof registerInput>,
    password: string,
    ip: string | null,
  ): Promise<SignedIn> {
    try {
      return await this.deps.outbox.transaction(async (trx, publish) => {
        const row = await this.deps.users.insert(trx, {
          username: input.username ?? input.email,
          password,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
        });
        await publish(UserRegistered, {
          userId: row.id,
          email: input.email,
          firstName: row.firstName,
          lastName: row.lastName,
          registeredAt: new Date(row.createdAt).toISOString(),
        });
        await this.deps.verification.onRegistered(trx, row);
        const session = await this.startSession(trx, row.id, row.role, ip);
        return { user: toPublicUser(row), ...session };
      });
    } catch (err) {
      if (err instanceof DuplicateUserError) {
        const byEmail = await this.deps.users.findByEmail(input.email);
        // The address's owner may be the one signing up: an account that never verified it is offered
        // to whoever reads the address (a take-over link; nothing for a verified account).
        if (byEmail) await this.deps.verification.onAddressTaken(byEmail);
        throw new AppError('CONFLICT', byEmail ? 'Email already exists' : 'Username already exists');
      }
      throw err;
    }
  }

  /**
   * Checks credentials (rate limited per IP and per account and address; the hashing bounded per address
   * and in total, beyond which it answers 429 at once) and starts a new session, ending the old one.
   */
  async login(body: unknown, ip: string | null, previousSid?: string): Promise<SignedIn> {
    const input = parseInput(loginInput, body ?? {});
    const address = ip ?? 'unknown';
    return this.deps.gate.forAddress(address, () => this.checkAndStart(input, address, ip, previousSid));
  }

  private async checkAndStart(
    input: z.output<typeof loginInput>,
    address: string,
    ip: string | null,
    previousSid: string | undefined,
  ): Promise<SignedIn> {
    await this.deps.limiter.beforeLogin(address, input.email);
    const user = await this.deps.users.findByEmail(input.email);
    const ok = await this.deps.gate.hashing(address, () => verifyPassword(user?.password, input.password));
    if (!user || !ok) {
      await this.deps.limiter.loginFailed(address, input.email);
      throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
    }
    await this.deps.limiter.loginSucceeded(address, input.email);
    const session = await this.deps.outbox.transaction(async (trx) => {
      if (previousSid) await this.endSession(trx, hashSid(previousSid), 'rotated');
      return this.startSession(trx, user.id, user.role, ip);
    });
    return { user: toPublicUser(user), ...session };
  }

  /** Deletes the session server-side and announces it; harmless when there is none. */
  async logout(sid: string | undefined): Promise<void> {
    if (!sid) return;
    await this.deps.outbox.transaction((trx) => this.endSession(trx, hashSid(sid), 'logout'));
  }

  /** Who a cookie belongs to (by its hash), or null when unknown or expired. */
  async resolve(sidHash: string): Promise<{ userId: number; role: Role } | null> {
    if (!/^[0-9a-f]{64}$/.test(sidHash)) return null;
    // The role is read from the user row, so a role change applies at once.
    const who = (await this.deps.sessions.findLiveUser(sidHash)) ?? null;
    // When it was last used, for the person's list of sessions (a write at most every few minutes).
    if (who) this.deps.sessions.touch(sidHash).catch(() => undefined);
    return who;
  }
}
