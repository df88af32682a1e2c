import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.js';

// Limits shared by every replica of a service: rate-limiter-flexible's counters in the service's own
// `rate_limits` table.

/** Creates rate-limiter-flexible's table (a service's migration calls it once). */
export async function createRateLimitTable(db: Knex): Promise<void> {
  await db.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
}

/** `points` per `durationSeconds` for each key under `keyPrefix`, kept in `schema`.rate_limits. */
export function postgresLimiter(
  db: Knex,
  schema: string,
  opts: { keyPrefix: string; points: number; durationSeconds: number },
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: db,
    storeType: 'knex',
    tableName: 'rate_limits',
    schemaName: schema,
    tableCreated: true,
    keyPrefix: opts.keyPrefix,
    points: opts.points,
    duration: opts.durationSeconds,
  });
}

/** A RATE_LIMITED error with `message` and the seconds to wait in Retry-After. */
export function rateLimited(res: RateLimiterRes, message: string): AppError {
  const retry = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', message, { headers: { 'retry-after': String(retry) } });
}

/** Counts one for `key`; over the limit it throws {@link rateLimited}. */
export async function consumeOrRefuse(
  limiter: RateLimiterPostgres,
  key: string,
  message: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (res) {
    if (res instanceof RateLimiterRes) throw rateLimited(res, message);
    throw res;
  }
}
