import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ALL_BUS_USERS } from '@tryon/proto-events';
import { newBusPassword, SAFE_PASSWORD } from '../nats/auth-config.js';

export interface Secrets {
  /** Shared by the gateway and every service to sign / verify the internal context token. */
  INTERNAL_TOKEN_SECRET: string;
  /** Password of the embedded Postgres superuser (only used when DATABASE_URL is not given). */
  POSTGRES_PASSWORD: string;
  /**
   * Password of each NATS user (proto-events' BUS_USERS plus `admin`) on the launcher's own nats-server
   * (only used when NATS_URL is not given). Each process gets its own as NATS_USER / NATS_PASSWORD.
   */
  NATS_PASSWORDS: Record<string, string>;
}

export const SECRETS_FILE = 'secrets.json';

export function newSecret(bytes = 48): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Reads DATA_DIR/secrets.json, generating what is missing once (file mode 600). A value given in the
 * environment wins for this run and is not written to disk.
 */
export async function loadSecrets(
  dataDir: string,
  env: Record<string, string | undefined>,
): Promise<Secrets> {
  const file = path.join(dataDir, SECRETS_FILE);
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
    const mode = (await stat(file)).mode & 0o777;
    if (mode !== 0o600) await chmod(file, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`cannot read ${file}: ${(err as Error).message}`);
  }
  let changed = false;
  const next: Secrets = {
    INTERNAL_TOKEN_SECRET: stored.INTERNAL_TOKEN_SECRET ?? '',
    POSTGRES_PASSWORD: stored.POSTGRES_PASSWORD ?? '',
    NATS_PASSWORDS: { ...(stored.NATS_PASSWORDS ?? {}) },
  };
  for (const key of ['INTERNAL_TOKEN_SECRET', 'POSTGRES_PASSWORD'] as const) {
    if (!next[key]) {
      next[key] = newSecret(key === 'POSTGRES_PASSWORD' ? 24 : 48);
      changed = true;
    }
  }
  // A user added since the file was written (or a password nats-server could not read) gets a new one.
  for (const user of ALL_BUS_USERS) {
    if (!SAFE_PASSWORD.test(next.NATS_PASSWORDS[user] ?? '')) {
      next.NATS_PASSWORDS[user] = newBusPassword();
      changed = true;
    }
  }
  if (changed) await writePrivateJson(file, next);
  const fromEnv = env.INTERNAL_TOKEN_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new Error('INTERNAL_TOKEN_SECRET must be at least 32 characters');
    return { ...next, INTERNAL_TOKEN_SECRET: fromEnv };
  }
  return next;
}

/**
 * Writes `value` as JSON readable by the owner only, through a temporary file renamed into place: a
 * reader (another launcher, a test, a bench) never sees a half-written file.
 */
export async function writePrivateJson(file: string, value: unknown): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(value, null, 2) + '\n', { mode: 0o600 });
  await rename(tmp, file);
}
