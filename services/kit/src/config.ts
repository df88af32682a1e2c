import { z } from 'zod';

/** Settings every process has. */
export const baseEnv = {
  /** Node's convention; the product's behaviour follows APP_MODE, not this. */
  NODE_ENV: z.string().default('development'),
  /** `local` (cookies without Secure, GraphQL introspection on, sandbox payments) or `production`. */
  APP_MODE: z.enum(['local', 'production']).default('production'),
  /** The least severe log level written (JSON lines on stdout). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Interface the process listens on. */
  HOST: z.string().default('127.0.0.1'),
  /** Port the process listens on (0: any free port). */
  PORT: z.coerce.number().int().min(0).max(65535),
  /**
   * Copies of the process serving PORT together (Node's cluster module, kit's cluster.ts). Above 1 a
   * primary supervises them, and SIGHUP to it restarts them one at a time without refusing a request.
   */
  PROCESSES: z.coerce.number().int().min(1).max(32).default(1),
};

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * Where the bus is and who this process is on it: NATS_URL (one server or a comma list; credentials may
 * be written in it, `nats://user:password@host:4222`) and NATS_USER / NATS_PASSWORD (they win over the
 * URL's). Every process has its own user; see proto-events' `BUS_USERS`.
 */
export const natsEnv = {
  /** The NATS server(s): `nats://host:4222`, a comma list, credentials possibly written in it. */
  NATS_URL: z.string().regex(/^(nats|tls):\/\//, 'must be a nats:// URL'),
  /** This process's NATS user (wins over a user written in NATS_URL). */
  NATS_USER: optionalText,
  /** The password of NATS_USER. */
  NATS_PASSWORD: optionalText,
};

/** NATS_USER / NATS_PASSWORD of a loaded configuration, as `connectNats` takes them. */
export function natsCredentials(config: { NATS_USER?: string; NATS_PASSWORD?: string }): {
  user?: string;
  password?: string;
} {
  return { user: config.NATS_USER, password: config.NATS_PASSWORD };
}

/**
 * The context-token secret (INTERNAL_TOKEN_SECRET, what the gateway signs with and every service checks)
 * and, while it is being rotated, a second one also accepted (INTERNAL_TOKEN_SECRET_ACCEPTED; never used
 * to sign). The rotation's three roll-outs are in deploy/README.md.
 */
export const tokenSecretEnv = {
  /** The secret context tokens are signed with (gateway) and checked against (every service). */
  INTERNAL_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** While INTERNAL_TOKEN_SECRET is rotated: a second secret also accepted, never used to sign. */
  INTERNAL_TOKEN_SECRET_ACCEPTED: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
};

/** The secrets a context token may be signed with: the current one first, then the accepted one. */
export function acceptedTokenSecrets(config: {
  INTERNAL_TOKEN_SECRET: string;
  INTERNAL_TOKEN_SECRET_ACCEPTED?: string;
}): string[] {
  const { INTERNAL_TOKEN_SECRET: current, INTERNAL_TOKEN_SECRET_ACCEPTED: accepted } = config;
  return accepted && accepted !== current ? [current, accepted] : [current];
}

/** Settings of a backend service (one Postgres schema, NATS, the shared context-token secret). */
export const serviceEnv = {
  ...baseEnv,
  /** The Postgres database (`postgres://user:password@host:5432/db`); each service uses its own schema. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  ...natsEnv,
  ...tokenSecretEnv,
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
