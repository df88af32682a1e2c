import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@tryon/kit';

const WINDOW_LOGIN_S = 15 * 60;
const WINDOW_REGISTER_S = 60 * 60;

function tooMany(res: RateLimiterRes): AppError {
  const retry = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', 'Too many sign-in attempts. Please try again later.', {
    headers: { 'retry-after': String(retry) },
  });
}

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
    const common = {
      storeClient: db,
      storeType: 'knex',
      tableName: 'rate_limits',
      schemaName: schema,
      tableCreated: true,
    };
    this.perIp = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'login_ip',
      points: limits.loginPerIp,
      duration: WINDOW_LOGIN_S,
    });
    this.perAccount = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'login_acct',
      points: limits.failedPerAccount,
      duration: WINDOW_LOGIN_S,
    });
    this.registrations = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'register_ip',
      points: limits.registerPerIp,
      duration: WINDOW_REGISTER_S,
    });
  }

  private async consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw tooMany(res);
      throw res;
    }
  }

  /** Counts a sign-in attempt; refuses when the IP or the account is over its limit. */
  async beforeLogin(ip: string, email: string): Promise<void> {
    await this.consume(this.perIp, ip);
    const acct = await this.perAccount.get(email);
    if (acct && acct.consumedPoints >= this.perAccount.points) throw tooMany(acct);
  }

  async loginFailed(email: string): Promise<void> {
    await this.perAccount.penalty(email, 1);
  }

  async loginSucceeded(email: string): Promise<void> {
    await this.perAccount.delete(email);
  }

  async beforeRegister(ip: string): Promise<void> {
    await this.consume(this.registrations, ip);
  }
}
