import path from 'node:path';

export interface LauncherConfig {
  /** Repository root (where package.json with the workspaces is). */
  root: string;
  /** Absolute data folder: embedded Postgres, NATS store, secrets, run state. */
  dataDir: string;
  /** Public port of the gateway. */
  port: number;
  /** Interface the gateway binds (services always bind 127.0.0.1). */
  host: string;
  databaseUrl?: string;
  natsUrl?: string;
  appMode: string;
  logLevel: string;
  readyTimeoutMs: number;
  stopTimeoutMs: number;
  /** Restarts of one crashed process within five minutes before the launcher stops everything. */
  restartMax: number;
  /** Wait before the first restart of a crashed process; each next one doubles it. */
  restartBackoffMs: number;
  color: boolean;
}

function int(
  env: Record<string, string | undefined>,
  key: string,
  dflt: number,
  min: number,
  max: number,
): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${key} must be an integer from ${min} to ${max} (got ${JSON.stringify(raw)})`);
  return n;
}

export function readConfig(
  env: Record<string, string | undefined>,
  root: string,
  isTty = false,
): LauncherConfig {
  const appMode = env.APP_MODE || 'local';
  if (appMode !== 'local' && appMode !== 'production')
    throw new Error(`APP_MODE must be local or production (got ${JSON.stringify(appMode)})`);
  return {
    root,
    dataDir: path.resolve(root, env.DATA_DIR || '.data'),
    port: int(env, 'PORT', 8080, 1, 65535),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    natsUrl: env.NATS_URL || undefined,
    appMode,
    logLevel: env.LOG_LEVEL || 'info',
    readyTimeoutMs: int(env, 'READY_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    stopTimeoutMs: int(env, 'STOP_TIMEOUT_MS', 15_000, 100, 600_000),
    restartMax: int(env, 'RESTART_MAX', 5, 0, 100),
    restartBackoffMs: int(env, 'RESTART_BACKOFF_MS', 1000, 10, 60_000),
    color: isTty && !env.NO_COLOR && env.FORCE_COLOR !== '0',
  };
}

/** host:port of a postgres:// or nats:// URL (defaults 5432 / 4222), for a reachability check. */
export function hostPort(url: string, defaultPort: number): { host: string; port: number } | undefined {
  // NATS_URL may list several servers: the first one is checked.
  const first = url.split(',')[0].trim();
  let u: URL;
  try {
    u = new URL(first);
  } catch {
    return undefined;
  }
  // A Unix socket URL (postgres:///db?host=/var/run/postgresql) has no TCP address to check.
  if (!u.hostname || u.searchParams.has('host')) return undefined;
  return { host: u.hostname.replace(/^\[(.*)\]$/, '$1'), port: u.port ? Number(u.port) : defaultPort };
}
