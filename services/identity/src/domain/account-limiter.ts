import type { Knex } from 'knex';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { consumeOrRefuse, postgresLimiter } from '@tryon/kit';

const HOUR_S = 60 * 60;
const TOO_MANY = 'Too many requests. Please try again later.';

/** The limits of the account endpoints (kept in Postgres, shared by every identity replica). */
export interface AccountLimits {
  /** Account mails (verification, reset, claim, new address) to one address per hour; more are dropped. */
  mailsPerAddress: number;
  /** Password-reset requests of one client IP per hour; beyond, 429. */
  resetRequestsPerIp: number;
  /** Links followed or reset forms sent from one client IP per hour; beyond, 429. */
  tokenUsesPerIp: number;
  /** Account changes (resend, change password or e-mail) per account per hour; beyond, 429. */
  actionsPerAccount: number;
}

/**
 * Rate limits of verification, reset and account changes. A limit whose refusal would tell whether an
 * address has an account (mails to an address) drops the mail silently; the others answer 429.
 */
export class AccountLimiter {
  private readonly mails: RateLimiterPostgres;
  private readonly resetIp: RateLimiterPostgres;
  private readonly tokenIp: RateLimiterPostgres;
  private readonly actions: RateLimiterPostgres;

  constructor(db: Knex, schema: string, limits: AccountLimits) {
    const make = (keyPrefix: string, points: number) =>
      postgresLimiter(db, schema, { keyPrefix, points, durationSeconds: HOUR_S });
    this.mails = make('acct_mail_addr', limits.mailsPerAddress);
    this.resetIp = make('reset_ip', limits.resetRequestsPerIp);
    this.tokenIp = make('token_ip', limits.tokenUsesPerIp);
    this.actions = make('acct_action', limits.actionsPerAccount);
  }

  /** Counts a mail to `address`; false (send nothing) when the address had its share this hour. */
  async mayMail(address: string): Promise<boolean> {
    try {
      await this.mails.consume(address.toLowerCase());
      return true;
    } catch (res) {
      if (res instanceof RateLimiterRes) return false;
      throw res;
    }
  }

  beforeResetRequest(ip: string): Promise<void> {
    return consumeOrRefuse(this.resetIp, ip, TOO_MANY);
  }

  beforeTokenUse(ip: string): Promise<void> {
    return consumeOrRefuse(this.tokenIp, ip, TOO_MANY);
  }

  beforeAccountAction(userId: number): Promise<void> {
    return consumeOrRefuse(this.actions, String(userId), TOO_MANY);
  }
}
