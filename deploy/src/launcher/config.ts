import path from 'node:path';
import { z } from 'zod';
import { launcherEnv } from './env.js';

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

/**
 * The launcher's settings from its environment (`launcherEnv`: defaults, ranges); an empty value counts as
 * unset. Throws naming the first invalid variable.
 */
export function readConfig(
  env: Record<string, string | undefined>,
  root: string,
  isTty = false,
): LauncherConfig {
  const parsed = z.object(launcherEnv).safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue.path[0]);
    throw new Error(`${key} ${issue.message} (got ${JSON.stringify(env[key])})`);
  }
  const e = parsed.data;
  return {
    root,
    dataDir: path.resolve(root, e.DATA_DIR),
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    natsUrl: e.NATS_URL,
    appMode: e.APP_MODE,
    logLevel: e.LOG_LEVEL,
    readyTimeoutMs: e.READY_TIMEOUT_MS,
    stopTimeoutMs: e.STOP_TIMEOUT_MS,
    restartMax: e.RESTART_MAX,
    restartBackoffMs: e.RESTART_BACKOFF_MS,
    color: isTty && !e.NO_COLOR && e.FORCE_COLOR !== '0',
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
