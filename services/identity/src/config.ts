import { z } from 'zod';
import { loadConfig, serviceEnv } from '@tryon/kit';

/**
 * identity's environment. Its seed (run before it starts) reads only DATABASE_URL, ADMIN_EMAIL and
 * ADMIN_PASSWORD (see the launcher).
 */
export const identityEnv = {
  ...serviceEnv,
  /** Sign-in attempts per client IP per 15 minutes. */
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  /** Failed sign-ins per account per 15 minutes before the account is paused. */
  LOGIN_MAX_FAILED_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /**
   * Password hashes (argon2id, about 25 ms of a core each) a process runs at once; more wait in a short
   * queue. About the cores the process may use.
   */
  SIGN_IN_HASHES_AT_ONCE: z.coerce.number().int().positive().default(2),
  /** Password hashes waiting at once for one of those; beyond it a sign-in is answered 429 at once. */
  SIGN_IN_HASH_QUEUE: z.coerce.number().int().nonnegative().default(16),
  /**
   * Sign-ins (and sign-ups) of one client IP in progress at once; beyond it answered 429 at once. A few,
   * not one: the people of an office or a shop share an address.
   */
  SIGN_IN_PER_IP_AT_ONCE: z.coerce.number().int().positive().default(4),
  /** Accounts created per client IP per hour. */
  REGISTER_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  /** Lifetime of a sign-in session, in days. */
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** How long an e-mail verification (or new-address) link works, in hours. */
  EMAIL_VERIFY_TTL_HOURS: z.coerce.number().positive().default(24),
  /** How long a password-reset link works, in minutes. */
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().positive().default(60),
  /**
   * A password-reset request is answered no sooner than this (milliseconds), so the time it takes says
   * nothing about whether the address has an account.
   */
  PASSWORD_RESET_ANSWER_MS: z.coerce.number().int().nonnegative().default(400),
  /** Account mails (verification, reset, new address) one address may get per hour; more are dropped. */
  ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Password-reset requests per client IP per hour. */
  PASSWORD_RESETS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Account links followed and reset forms sent per client IP per hour. */
  ACCOUNT_LINKS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Account changes (resend, change password or e-mail, sign out others, delete the account) per account per hour. */
  ACCOUNT_ACTIONS_PER_HOUR: z.coerce.number().int().positive().default(20),
};

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;

/** Reads identity's environment once. */
export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(identityEnv, env);
}
