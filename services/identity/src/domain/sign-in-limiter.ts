import type { Knex } from 'knex';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { consumeOrRefuse, postgresLimiter, rateLimited } from '@tryon/kit';

const WINDOW_LOGIN_S = 15 * 60;
const WINDOW_REGISTER_S = 60 * 60;
const TOO_MANY = 'Too many sign-in attempts. Please try again later.';

/**
 * Sign-in and sign-up limits kept in Postgres (shared by every identity replica): attempts per client IP,
 * failed attempts per account (cleared by a successful sign-in), and new accounts per IP.
 */
export class SignInLimiter {
  private readonly perIp: RateLimiterPostgres;
  private readonly perAccount: RateLimiterPostgres;
  private readonly registrations: RateLimiterPostgres;

  constructor(
    db: Knex,
    schema: string,
    limits: { loginPerIp: number; failedPerAccount: number; registerPerIp: number },
  ) {
    this.perIp = postgresLimiter(db, schema, {
      keyPrefix: 'login_ip',
      points: limits.loginPerIp,
      durationSeconds: WINDOW_LOGIN_S,
    });
    this.perAccount = postgresLimiter(db, schema, {
      keyPrefix: 'login_acct',
      points: limits.failedPerAccount,
      durationSeconds: WINDOW_LOGIN_S,
    });
    this.registrations = postgresLimiter(db, schema, {
      keyPrefix: 'register_ip',
      points: limits.registerPerIp,
      durationSeconds: WINDOW_REGISTER_S,
    });
  }

  /** Counts a sign-in attempt; refuses when the IP or the account is over its limit. */
  async beforeLogin(ip: string, email: string): Promise<void> {
    await consumeOrRefuse(this.perIp, ip, TOO_MANY);
    const acct = await this.perAccount.get(email);
    if (acct && acct.consumedPoints >= this.perAccount.points) throw rateLimited(acct, TOO_MANY);
  }

  async loginFailed(email: string): Promise<void> {
    await this.perAccount.penalty(email, 1);
  }

  async loginSucceeded(email: string): Promise<void> {
    await this.perAccount.delete(email);
  }

  async beforeRegister(ip: string): Promise<void> {
    await consumeOrRefuse(this.registrations, ip, TOO_MANY);
  }
}
