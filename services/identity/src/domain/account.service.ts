import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  AppError,
  parseInput,
  requireAdmin,
  requireUser,
  sealText,
  type CallerContext,
  type OutboxWriter,
} from '@tryon/kit';
import {
  AccountMailRequested,
  EmailVerified,
  SessionRevoked,
  UserDeleted,
  type AccountMailKind,
} from '@tryon/proto-events';
import { DuplicateUserError, type UserRow, type UsersRepository } from '../data/users.repository.js';
import type { SessionsRepository } from '../data/sessions.repository.js';
import type { TokenPurpose, TokensRepository } from '../data/tokens.repository.js';
import type { ActivityRepository } from '../data/activity.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { passwordProblem } from './password-policy.js';
import type { SignInGate } from './sign-in-gate.js';
import {
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  resetPasswordInput,
  resetRequestInput,
  tokenInput,
  userIdInput,
} from './validation.js';

/** SHA-256 (hex) of a link's token: all that is stored of it. */
export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** A fresh link token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The answer every bad link gets, whatever is wrong with it (unknown, altered, expired or used). */
export const BAD_LINK = 'This link is invalid or has expired. Links work once and only for a limited time.';

/** The limiter the account service needs (see AccountLimiter). */
export interface AccountLimits {
  mayMail(address: string): Promise<boolean>;
  beforeResetRequest(ip: string): Promise<void>;
  beforeTokenUse(ip: string): Promise<void>;
  beforeAccountAction(userId: number): Promise<void>;
}

/** A signed-in session as its owner sees it. */
export interface SessionView {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  ip: string | null;
  current: boolean;
}

interface Deps {
  outbox: OutboxWriter;
  users: UsersRepository;
  sessions: SessionsRepository;
  tokens: TokensRepository;
  activity: ActivityRepository;
  limiter: AccountLimits;
  gate: SignInGate;
  /** Seals link tokens for support (INTERNAL_TOKEN_SECRET). */
  sealSecret: string;
  verifyTtlMs: number;
  resetTtlMs: number;
  /** A reset request is answered no sooner than this, account or not (the time tells nothing). */
  resetAnswerMs: number;
  now?: () => Date;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The account's trust: a verified address (the sign-up link, a resend, the admin's resend), password
 * reset (and taking over an address an unverified account holds), the password and address changes of
 * /account, and the list and ending of sign-in sessions. Links are single-use and short-lived; only a
 * hash of their token is stored and the mail's copy travels sealed. Nothing answers differently for an
 * address with or without an account.
 */
export class AccountService {
  constructor(private readonly deps: Deps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Stores a new link for `user` and asks support to mail it to `email` (in `trx`). Dropped, silently,
   * when the address had its share of mails this hour.
   */
  private async issueLink(
    trx: Knex,
    user: Pick<UserRow, 'id'>,
    email: string,
    purpose: TokenPurpose,
    kind: AccountMailKind,
  ): Promise<boolean> {
    if (!(await this.deps.limiter.mayMail(email))) return false;
    const token = newToken();
    const ttl = purpose === 'password_reset' ? this.deps.resetTtlMs : this.deps.verifyTtlMs;
    const expiresAt = new Date(this.now().getTime() + ttl);
    await this.deps.tokens.issue(trx, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email,
      expiresAt,
    });
    await this.deps.outbox.add(trx, AccountMailRequested, {
      userId: user.id,
      email,
      kind,
      sealedToken: sealText(this.deps.sealSecret, token),
      expiresAt: expiresAt.toISOString(),
      at: this.now().toISOString(),
    });
    return true;
  }

  /** A notice (no link) to `email`. */
  private async notice(trx: Knex, userId: number, email: string, kind: AccountMailKind): Promise<void> {
    await this.deps.outbox.add(trx, AccountMailRequested, {
      userId,
      email,
      kind,
      at: this.now().toISOString(),
    });
  }

  /** Ends every session of a person but `keep`, announcing each; answers how many ended. */
  private async endSessions(trx: Knex, userId: number, keep?: string): Promise<number> {
    const ended = await this.deps.sessions.deleteForUser(trx, userId, keep);
    for (const sidHash of ended) {
      await this.deps.outbox.add(trx, SessionRevoked, { sidHash, userId, reason: 'logout' });
    }
    return ended.length;
  }

  // --- verification -----------------------------------------------------------------------------

  /** A new account: its verification link (inside the sign-up's transaction). */
  async onRegistered(trx: Knex, user: UserRow): Promise<void> {
    if (user.email) await this.issueLink(trx, user, user.email, 'verify_email', 'verify_email');
  }

  /**
   * A sign-up for an address an account already holds: when that account never verified it, the address
   * gets a link to take the account over (a reset link). A verified account gets nothing.
   */
  async onAddressTaken(existing: UserRow): Promise<void> {
    if (existing.emailVerifiedAt || !existing.email) return;
    const email = existing.email;
    await this.deps.outbox.transaction((trx) =>
      this.issueLink(trx, existing, email, 'password_reset', 'account_claim'),
    );
  }

  /** Mails the signed-in person a new verification link (rate-limited); false when already verified. */
  async resendVerification(caller: CallerContext): Promise<boolean> {
    const userId = requireUser(caller);
    await this.deps.limiter.beforeAccountAction(userId);
    const user = await this.deps.users.findById(userId);
    if (!user?.email) throw new AppError('NOT_FOUND', 'User not found');
    if (user.emailVerifiedAt) return false;
    const email = user.email;
    await this.deps.outbox.transaction((trx) =>
      this.issueLink(trx, user, email, 'verify_email', 'verify_email'),
    );
    return true;
  }

  /** An admin mails a person a new verification link (audited); false when already verified. */
  async adminResendVerification(caller: CallerContext, args: unknown): Promise<boolean> {
    const adminId = requireAdmin(caller);
    const { userId } = parseInput(userIdInput, args ?? {});
    await this.deps.limiter.beforeAccountAction(userId);
    const user = await this.deps.users.findById(userId);
    if (!user?.email) throw new AppError('NOT_FOUND', 'User not found');
    if (user.emailVerifiedAt) return false;
    const email = user.email;
    await this.deps.outbox.transaction(async (trx) => {
      await this.issueLink(trx, user, email, 'verify_email', 'verify_email');
      await this.deps.activity.insert(trx, {
        adminId,
        actionType: 'verification_email_resent',
        targetUserId: user.id,
        description: `Resent the verification e-mail to user #${user.id}`,
        metadata: null,
        ipAddress: caller.ip,
        createdAt: this.now(),
      });
    });
    return true;
  }

  /** Follows a verification link: the address is verified. Any bad link is one VALIDATION answer. */
  async verifyEmail(query: unknown, ip: string | null): Promise<void> {
    await this.deps.limiter.beforeTokenUse(ip ?? 'unknown');
    const { token } = this.tokenOf(query);
    await this.deps.outbox.transaction(async (trx) => {
      const used = await this.deps.tokens.consume(trx, hashToken(token), 'verify_email');
      if (!used) throw new AppError('VALIDATION', BAD_LINK);
      const user = await this.deps.users.lock(trx, used.userId);
      // The address changed since the link was sent: it proves nothing about the current one.
      if (!user || user.email !== used.email) throw new AppError('VALIDATION', BAD_LINK);
      if (user.emailVerifiedAt) return;
      const row = await this.deps.users.setVerifiedEmail(trx, user.id, used.email);
      await this.announceVerified(trx, row);
    });
  }

  private async announceVerified(trx: Knex, row: UserRow): Promise<void> {
    await this.deps.outbox.add(trx, EmailVerified, {
      userId: row.id,
      email: row.email!,
      firstName: row.firstName,
      verifiedAt: new Date(row.emailVerifiedAt ?? this.now()).toISOString(),
    });
  }

  private tokenOf(input: unknown): { token: string } {
    try {
      return parseInput(tokenInput, input ?? {});
    } catch {
      throw new AppError('VALIDATION', BAD_LINK);
    }
  }

  // --- password reset ---------------------------------------------------------------------------

  /**
   * "Forgot password?": mails a reset link when the address has an account (an unverified one gets the
   * take-over wording). The answer is the same, and takes about as long, either way.
   */
  async requestPasswordReset(caller: CallerContext, input: unknown): Promise<boolean> {
    const { email } = parseInput(resetRequestInput, input ?? {});
    await this.deps.limiter.beforeResetRequest(caller.ip ?? 'unknown');
    const floor = sleep(this.deps.resetAnswerMs);
    try {
      const user = await this.deps.users.findByEmail(email);
      // Per account too (whatever address spelling reached it), silently: the answer stays the same.
      if (user?.email && (await this.deps.limiter.mayMail(`account:${user.id}`))) {
        const address = user.email;
        const kind: AccountMailKind = user.emailVerifiedAt ? 'password_reset' : 'account_claim';
        await this.deps.outbox.transaction((trx) =>
          this.issueLink(trx, user, address, 'password_reset', kind),
        );
      }
    } finally {
      await floor;
    }
    return true;
  }

  /** Whether a reset link still works (the link's page checks before asking for a password). */
  async checkResetLink(query: unknown, ip: string | null): Promise<void> {
    await this.deps.limiter.beforeTokenUse(ip ?? 'unknown');
    const { token } = this.tokenOf(query);
    if (!(await this.deps.tokens.findLive(hashToken(token), 'password_reset'))) {
      throw new AppError('VALIDATION', BAD_LINK);
    }
  }

  /**
   * Sets a new password through a reset link: the link is used, every session ends (the account now
   * belongs to whoever read the mail), the address counts as verified, and a mail says when it happened.
   */
  async resetPassword(caller: CallerContext, input: unknown): Promise<boolean> {
    await this.deps.limiter.beforeTokenUse(caller.ip ?? 'unknown');
    const parsed = (() => {
      const raw = (input ?? {}) as Record<string, unknown>;
      const { token } = this.tokenOf({ token: raw.token });
      return { ...parseInput(resetPasswordInput, { ...raw, token }), token };
    })();
    const tokenHash = hashToken(parsed.token);
    const live = await this.deps.tokens.findLive(tokenHash, 'password_reset');
    if (!live) throw new AppError('VALIDATION', BAD_LINK);
    const user = await this.deps.users.findById(live.userId);
    if (!user || user.email !== live.email) throw new AppError('VALIDATION', BAD_LINK);
    const problem = passwordProblem(parsed.password, user);
    if (problem) throw new AppError('VALIDATION', problem);
    const hash = await this.deps.gate.hashing(caller.ip ?? 'unknown', () => hashPassword(parsed.password));
    await this.deps.outbox.transaction(async (trx) => {
      const used = await this.deps.tokens.consume(trx, tokenHash, 'password_reset');
      if (!used) throw new AppError('VALIDATION', BAD_LINK);
      const locked = await this.deps.users.lock(trx, used.userId);
      if (!locked || locked.email !== used.email) throw new AppError('VALIDATION', BAD_LINK);
      await this.deps.users.setPassword(trx, locked.id, hash);
      await this.deps.tokens.retire(trx, locked.id, ['password_reset', 'email_change']);
      await this.endSessions(trx, locked.id);
      if (!locked.emailVerifiedAt) {
        const row = await this.deps.users.setVerifiedEmail(trx, locked.id, used.email);
        await this.announceVerified(trx, row);
      }
      await this.notice(trx, locked.id, used.email, 'password_changed');
    });
    return true;
  }

  // --- /account ---------------------------------------------------------------------------------

  private async signedInUser(caller: CallerContext): Promise<UserRow> {
    const userId = requireUser(caller);
    await this.deps.limiter.beforeAccountAction(userId);
    const user = await this.deps.users.findById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    return user;
  }

  private async checkCurrentPassword(caller: CallerContext, user: UserRow, password: string): Promise<void> {
    const ok = await this.deps.gate.hashing(caller.ip ?? 'unknown', () =>
      verifyPassword(user.password, password),
    );
    if (!ok) throw new AppError('VALIDATION', 'Your current password is not correct');
  }

  /** Changes the password (the current one required); every other session ends; the address is told. */
  async changePassword(caller: CallerContext, input: unknown): Promise<boolean> {
    const { currentPassword, newPassword } = parseInput(changePasswordInput, input ?? {});
    const user = await this.signedInUser(caller);
    await this.checkCurrentPassword(caller, user, currentPassword);
    const problem = passwordProblem(newPassword, user);
    if (problem) throw new AppError('VALIDATION', problem);
    const hash = await this.deps.gate.hashing(caller.ip ?? 'unknown', () => hashPassword(newPassword));
    await this.deps.outbox.transaction(async (trx) => {
      await this.deps.users.setPassword(trx, user.id, hash);
      await this.deps.tokens.retire(trx, user.id, ['password_reset']);
      await this.endSessions(trx, user.id, caller.sidHash);
      if (user.email) await this.notice(trx, user.id, user.email, 'password_changed');
    });
    return true;
  }

  /**
   * Starts an e-mail change (the current password required): the new address gets a link, and the change
   * happens when it is followed. The answer is the same whether or not the address is free.
   */
  async requestEmailChange(caller: CallerContext, input: unknown): Promise<boolean> {
    const { newEmail, currentPassword } = parseInput(changeEmailInput, input ?? {});
    const user = await this.signedInUser(caller);
    await this.checkCurrentPassword(caller, user, currentPassword);
    if (newEmail === user.email) throw new AppError('VALIDATION', 'That is already your email address');
    if (await this.deps.users.findByEmail(newEmail)) return true;
    await this.deps.outbox.transaction((trx) =>
      this.issueLink(trx, user, newEmail, 'email_change', 'email_change'),
    );
    return true;
  }

  /** Follows a new address's link: it becomes the account's (verified); the old address is told. */
  async confirmEmailChange(query: unknown, ip: string | null): Promise<void> {
    await this.deps.limiter.beforeTokenUse(ip ?? 'unknown');
    const { token } = this.tokenOf(query);
    await this.deps.outbox.transaction(async (trx) => {
      const used = await this.deps.tokens.consume(trx, hashToken(token), 'email_change');
      if (!used) throw new AppError('VALIDATION', BAD_LINK);
      const user = await this.deps.users.lock(trx, used.userId);
      if (!user) throw new AppError('VALIDATION', BAD_LINK);
      const old = user.email;
      let row: UserRow;
      try {
        row = await this.deps.users.setVerifiedEmail(trx, user.id, used.email);
      } catch (err) {
        if (err instanceof DuplicateUserError) throw new AppError('VALIDATION', BAD_LINK);
        throw err;
      }
      await this.deps.tokens.retire(trx, user.id, ['password_reset', 'verify_email']);
      await this.announceVerified(trx, row);
      if (old && old !== used.email) await this.notice(trx, user.id, old, 'email_changed');
    });
  }

  /** The caller's signed-in sessions, most recently used first, the current one marked. */
  async sessions(caller: CallerContext): Promise<SessionView[]> {
    const userId = requireUser(caller);
    const rows = await this.deps.sessions.listForUser(userId);
    return rows.map((r) => ({
      id: createHash('sha256').update(`session:${r.sidHash}`).digest('hex').slice(0, 16),
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt.toISOString(),
      ip: r.ip,
      current: r.sidHash === caller.sidHash,
    }));
  }

  /** Ends every session of the caller but the current one; answers how many ended. */
  async signOutOtherSessions(caller: CallerContext): Promise<number> {
    const userId = requireUser(caller);
    if (!caller.sidHash) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    await this.deps.limiter.beforeAccountAction(userId);
    return this.deps.outbox.transaction((trx) => this.endSessions(trx, userId, caller.sidHash));
  }

  /**
   * Deletes the caller's account, confirmed with the current password and the typed phrase: its
   * sessions end, its links and preferences go, admin actions about it keep no trace of it, and
   * identity.user.deleted.v1 asks every other service to remove what it holds (in one transaction, through
   * the outbox). An administrator's account is not deleted this way.
   */
  async deleteAccount(caller: CallerContext, input: unknown): Promise<boolean> {
    const { currentPassword } = parseInput(deleteAccountInput, input ?? {});
    const user = await this.signedInUser(caller);
    await this.checkCurrentPassword(caller, user, currentPassword);
    if (user.role === 'admin') {
      throw new AppError(
        'FORBIDDEN',
        'An administrator account cannot be deleted. Ask another administrator to change your role first.',
      );
    }
    await this.deps.outbox.transaction(async (trx) => {
      const locked = await this.deps.users.lock(trx, user.id);
      if (!locked) throw new AppError('UNAUTHENTICATED', 'Authentication required');
      await this.endSessions(trx, locked.id);
      await this.deps.activity.forgetTarget(trx, locked.id);
      await this.deps.users.remove(trx, locked.id, locked.email);
      await this.deps.outbox.add(trx, UserDeleted, {
        userId: locked.id,
        email: locked.email,
        deletedAt: this.now().toISOString(),
      });
    });
    return true;
  }
}
