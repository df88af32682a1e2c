import type { Knex } from 'knex';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { consumeOrRefuse, postgresLimiter, rateLimited } from '@tryon/kit';

const WINDOW_LOGIN_S = 15 * 60;
const WINDOW_REGISTER_S = 60 * 60;
/** How long an address where an account signed in stays known to it (no guessing delay there). */
const KNOWN_ADDRESS_S = 30 * 24 * 60 * 60;
const TOO_MANY = 'Too many sign-in attempts. Please try again later.';

/** Failures of one account (from anywhere) answered at once; each one after them waits longer. */
const FREE_FAILURES = 3;
const DELAY_STEP_MS = 250;
const DELAY_MAX_MS = 8000;

/** How long a sign-in of an account waits after `failures` recent failures (from any address). */
export function signInDelayMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(DELAY_MAX_MS, DELAY_STEP_MS * 2 ** (failures - FREE_FAILURES - 1));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in and sign-up limits kept in Postgres (shared by every identity replica): attempts per client IP;
 * failed attempts per account *and* address (cleared by a successful sign-in there), so that wrong
 * passwords from one place pause that place only and never lock the owner out; and a progressive delay
 * per account (see {@link signInDelayMs}) against guessing from many addresses, which an address where the
 * account signed in lately is spared: the owner is not slowed by a flood aimed at their account.
 */
export class SignInLimiter {
  private readonly perIp: RateLimiterPostgres;
  private readonly perAccountAddress: RateLimiterPostgres;
  private readonly perAccount: RateLimiterPostgres;
  private readonly registrations: RateLimiterPostgres;
  private readonly knownAddresses: RateLimiterPostgres;

  constructor(
    db: Knex,
    schema: string,
    limits: { loginPerIp: number; failedPerAccount: number; registerPerIp: number },
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {
    this.perIp = postgresLimiter(db, schema, {
      keyPrefix: 'login_ip',
      points: limits.loginPerIp,
      durationSeconds: WINDOW_LOGIN_S,
    });
    this.perAccountAddress = postgresLimiter(db, schema, {
      keyPrefix: 'login_acct_ip',
      points: limits.failedPerAccount,
      durationSeconds: WINDOW_LOGIN_S,
    });
    // Only counts (for the delay): never refuses.
    this.perAccount = postgresLimiter(db, schema, {
      keyPrefix: 'login_acct',
      points: 1_000_000,
      durationSeconds: WINDOW_LOGIN_S,
    });
    // Only counts (a success at an address): never refuses.
    this.knownAddresses = postgresLimiter(db, schema, {
      keyPrefix: 'login_ok_acct_ip',
      points: 1_000_000,
      durationSeconds: KNOWN_ADDRESS_S,
    });
    this.registrations = postgresLimiter(db, schema, {
      keyPrefix: 'register_ip',
      points: limits.registerPerIp,
      durationSeconds: WINDOW_REGISTER_S,
    });
  }

  /**
   * Counts a sign-in attempt; refuses when the IP, or this account from this IP, is over its limit; waits
   * when the account has failed often lately, unless it signed in from this address lately.
   */
  async beforeLogin(ip: string, email: string): Promise<void> {
    await consumeOrRefuse(this.perIp, ip, TOO_MANY);
    const here = await this.perAccountAddress.get(`${email}|${ip}`);
    if (here && here.consumedPoints >= this.perAccountAddress.points) throw rateLimited(here, TOO_MANY);
    if (await this.knownAddresses.get(`${email}|${ip}`)) return;
    const anywhere = await this.perAccount.get(email);
    const delay = signInDelayMs(anywhere?.consumedPoints ?? 0);
    if (delay > 0) await this.wait(delay);
  }

  async loginFailed(ip: string, email: string): Promise<void> {
    await Promise.all([
      this.perAccountAddress.penalty(`${email}|${ip}`, 1),
      this.perAccount.penalty(email, 1),
    ]);
  }

  async loginSucceeded(ip: string, email: string): Promise<void> {
    await Promise.all([
      this.perAccountAddress.delete(`${email}|${ip}`),
      this.knownAddresses.penalty(`${email}|${ip}`, 1),
    ]);
  }

  async beforeRegister(ip: string): Promise<void> {
    await consumeOrRefuse(this.registrations, ip, TOO_MANY);
  }
}
