import { z } from 'zod';

/** Settings every process has. */
export const baseEnv = {
  NODE_ENV: z.string().default('development'),
  APP_MODE: z.enum(['local', 'production']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
};

/** Settings of a backend service (one Postgres schema, NATS, the shared context-token secret). */
export const serviceEnv = {
  ...baseEnv,
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  NATS_URL: z.string().regex(/^(nats|tls):\/\//, 'must be a nats:// URL'),
  INTERNAL_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters'),
};

/**
 * Reads and validates the environment once, at start-up. Fails fast with the name of every missing or
 * invalid variable.
 */
export function loadConfig<T extends z.ZodRawShape>(
  shape: T,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<T>> {
  const parsed = z.object(shape).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = i.path.join('.');
      return env[name] === undefined ? `  ${name}: missing` : `  ${name}: ${i.message}`;
    });
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
