import { access, constants, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hostPort, type LauncherConfig } from './config.js';
import {
  compactNatsLine,
  compactPostgresLine,
  formatPrefix,
  isRoutineInfraLine,
  parseJsonLog,
  renderLine,
} from './logs.js';
import { findExecutable, NATS_AUTH_FILE, NATS_INSTALL_HINT, NATS_SUBDIR, startNats } from './nats.js';
import { canConnect, isPortFree, PortAllocator } from './ports.js';
import { startEmbeddedPostgres } from './postgres.js';
import { startEmbeddedS3 } from './s3.js';
import { startMailCatcher } from './mail.js';
import {
  cmdlineOf,
  describeExit,
  environOf,
  isAlive,
  Managed,
  setChildRegistry,
  sleep,
  terminatePid,
} from './proc.js';
import { Watchdog } from './watchdog.js';
import { loadSecrets, writePrivateJson } from './secrets.js';
import {
  DATA_DIR_MARKER,
  gatewayEnv,
  seedEnv,
  serviceEnv,
  subgraphsValue,
  TRACING_PRELOAD,
  validateManifest,
  type ServiceSpec,
  type SharedSettings,
} from './services.js';

/** Exit codes: 0 clean stop, 1 a failure (start failed or a process died), 2 bad configuration. */
export class LaunchError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface LaunchOptions {
  config: LauncherConfig;
  env: Record<string, string | undefined>;
  services: readonly ServiceSpec[];
  gateway: ServiceSpec;
  /** Built web app given to the gateway (default <root>/web/dist). */
  webDist?: string;
  /** Where lines go (default stdout). */
  write?: (text: string) => void;
}

interface Running {
  spec: ServiceSpec;
  proc: Managed;
  port: number;
}

const RUN_FILE = 'launcher.json';
/** How many times a service that lost its port to another program is started on a new one. */
const PORT_RETRIES = 3;
/** The window in which a process's crashes count towards RESTART_MAX. */
const RESTART_WINDOW_MS = 5 * 60 * 1000;

/**
 * Starts the whole system and keeps it running until stop() is called or a process dies.
 * `done` resolves with the exit code the launcher should end with.
 */
export class System {
  private readonly cfg: LauncherConfig;
  private readonly out: (text: string) => void;
  private readonly ports: PortAllocator;
  private postgres: Managed | undefined;
  private nats: Managed | undefined;
  private s3: Managed | undefined;
  private mail: Managed | undefined;
  private readonly services: Running[] = [];
  private gateway: Running | undefined;
  private stopping: Promise<number> | undefined;
  private colorIndex = 0;
  private readonly colors = new Map<string, number>();
  private resolveDone!: (code: number) => void;
  readonly done: Promise<number> = new Promise((r) => (this.resolveDone = r));
  private adminLines: string[] = [];
  private lockHeld = false;
  private starting: Promise<void> | undefined;
  /** What the run file says once the system is Ready (then crashed processes are restarted). */
  private readyState: Record<string, unknown> | undefined;
  /** When each process crashed lately (restart limit). */
  private readonly crashes = new Map<string, number[]>();
  /** Stops the children should the launcher die without stopping them (even by SIGKILL). */
  private watchdog: Watchdog | undefined;
  /** Services started and not yet ready (see serviceReady). */
  private readonly startingProcs = new Set<Managed>();

  constructor(private readonly opts: LaunchOptions) {
    this.cfg = opts.config;
    this.out = opts.write ?? ((t) => process.stdout.write(t + '\n'));
    this.ports = new PortAllocator({ avoid: [this.cfg.port, 4222, 5432, 8080] });
  }

  // ---------- output ----------

  private colorFor(name: string): number {
    let i = this.colors.get(name);
    if (i === undefined) {
      i = this.colorIndex++;
      this.colors.set(name, i);
    }
    return i;
  }

  log(message: string): void {
    this.out(`${formatPrefix('launcher', { color: this.cfg.color, colorIndex: 9 })} ${message}`);
  }

  private lineSink(name: string, infra?: 'nats' | 'postgres'): (line: string) => void {
    const idx = this.colorFor(name);
    return (line) => {
      if (line.trim() === '') return;
      let text = line;
      if (infra) {
        text = infra === 'nats' ? compactNatsLine(line) : compactPostgresLine(line);
        if (isRoutineInfraLine(infra, text, this.cfg.logLevel)) return;
      }
      this.out(renderLine(name, text, { color: this.cfg.color, colorIndex: idx }));
    };
  }

  // ---------- DATA_DIR lock and orphans ----------

  private get runFile(): string {
    return path.join(this.cfg.dataDir, 'run', RUN_FILE);
  }

  private async writeRunFile(extra: Record<string, unknown> = {}): Promise<void> {
    const state = {
      pid: process.pid,
      startedAt: new Date().toISOString(),
      ...(this.watchdog?.pid ? { watchdog: this.watchdog.pid } : {}),
      children: [
        ...(this.postgres?.pid ? [{ name: 'postgres', pid: this.postgres.pid }] : []),
        ...(this.nats?.pid ? [{ name: 'nats', pid: this.nats.pid }] : []),
        ...(this.s3?.pid ? [{ name: 's3', pid: this.s3.pid }] : []),
        ...(this.mail?.pid ? [{ name: 'mail', pid: this.mail.pid }] : []),
        ...this.services.map((s) => ({ name: s.spec.name, pid: s.proc.pid, port: s.port })),
        ...(this.gateway ? [{ name: 'gateway', pid: this.gateway.proc.pid, port: this.gateway.port }] : []),
      ],
      ...extra,
    };
    await writePrivateJson(this.runFile, state);
  }

  /**
   * One launcher per DATA_DIR. A run file left by a launcher that was killed names its children;
   * those still alive and started for this DATA_DIR are stopped (Postgres and NATS clean up their own).
   */
  private async takeLock(): Promise<void> {
    await mkdir(path.dirname(this.runFile), { recursive: true });
    let prev: { pid?: number; children?: { name: string; pid?: number }[] } | undefined;
    try {
      prev = JSON.parse(await readFile(this.runFile, 'utf8'));
    } catch {
      prev = undefined;
    }
    if (
      prev?.pid &&
      prev.pid !== process.pid &&
      isAlive(prev.pid) &&
      (await cmdlineOf(prev.pid)).includes('launcher')
    ) {
      throw new LaunchError(
        `another launcher (pid ${prev.pid}) is using ${this.cfg.dataDir}; stop it or choose another DATA_DIR`,
        2,
      );
    }
    for (const c of prev?.children ?? []) {
      if (!c.pid || !isAlive(c.pid) || c.name === 'postgres' || c.name === 'nats') continue;
      const env = await environOf(c.pid);
      if (env[DATA_DIR_MARKER] !== this.cfg.dataDir) continue;
      this.log(`stopping ${c.name} (pid ${c.pid}) left running by a previous launcher`);
      await terminatePid(c.pid, 'SIGTERM', this.cfg.stopTimeoutMs);
    }
    this.lockHeld = true;
    await this.writeRunFile();
  }

  // ---------- start ----------

  async start(): Promise<void> {
    this.starting = this.startAll();
    try {
      await this.starting;
    } catch (err) {
      const code = err instanceof LaunchError ? err.exitCode : 1;
      if (!this.stopping) this.log(`start failed: ${(err as Error).message}`);
      await this.stop(code);
    }
  }

  private async requireFile(rel: string): Promise<string> {
    const abs = path.resolve(this.cfg.root, rel);
    try {
      await access(abs, constants.R_OK);
    } catch {
      throw new LaunchError(
        `${rel} is missing: build first with \`npm run build\` (\`npm start\` builds what is missing)`,
      );
    }
    return abs;
  }

  private async startAll(): Promise<void> {
    const cfg = this.cfg;
    validateManifest([...this.opts.services, this.opts.gateway]);
    // Every entry point is checked up front so nothing is started for a build that is not there.
    for (const s of [...this.opts.services, this.opts.gateway]) {
      await this.requireFile(s.entry);
      if (s.seed) await this.requireFile(s.seed);
    }
    const webDist = this.opts.webDist ?? path.join(cfg.root, 'web', 'dist');
    await this.requireFile(path.relative(cfg.root, path.join(webDist, 'index.html')));
    await mkdir(cfg.dataDir, { recursive: true });
    // Before the port check: a gateway left running by a killed launcher may hold PORT.
    await this.takeLock();
    // From here on every child dies with the launcher (watchdog.ts), before the first is started.
    this.watchdog = new Watchdog({ stopTimeoutMs: cfg.stopTimeoutMs, log: (m) => this.log(m) });
    this.watchdog.start();
    setChildRegistry(this.watchdog);
    await this.writeRunFile();
    if (!(await isPortFree(cfg.port, cfg.host === '0.0.0.0' ? '0.0.0.0' : '127.0.0.1'))) {
      throw new LaunchError(`port ${cfg.port} is already in use: set PORT to another port`, 2);
    }
    let secrets;
    try {
      secrets = await loadSecrets(cfg.dataDir, this.opts.env);
    } catch (err) {
      throw new LaunchError((err as Error).message, 2);
    }
    this.log(`data folder ${cfg.dataDir}`);

    // Without NATS_URL and nats-server there is nothing to do: say so before creating a cluster.
    if (!cfg.natsUrl) await this.natsBinary();
    // Both settle before a failure of either is raised, so neither server is left running unknown.
    const [pgResult, natsResult, s3Result, mailResult] = await Promise.allSettled([
      this.startPostgres(secrets.POSTGRES_PASSWORD),
      this.startNats(secrets.NATS_PASSWORDS),
      this.startS3(),
      this.startMail(),
    ]);
    if (pgResult.status === 'rejected') throw pgResult.reason;
    if (natsResult.status === 'rejected') throw natsResult.reason;
    if (s3Result.status === 'rejected') throw s3Result.reason;
    if (mailResult.status === 'rejected') throw mailResult.reason;
    const databaseUrl = pgResult.value;
    const natsUrl = natsResult.value;
    if (this.stopping) return;
    await this.writeRunFile();

    const shared: SharedSettings = {
      databaseUrl,
      natsUrl,
      internalTokenSecret: secrets.INTERNAL_TOKEN_SECRET,
      appMode: cfg.appMode,
      logLevel: cfg.logLevel,
      dataDir: cfg.dataDir,
      publicUrl:
        this.opts.env.PUBLIC_URL ||
        `http://${cfg.host.includes(':') ? `[${cfg.host}]` : cfg.host}:${cfg.port}`,
      s3: s3Result.value,
      mail: mailResult.value,
      natsPasswords: cfg.natsUrl ? undefined : secrets.NATS_PASSWORDS,
    };

    for (const s of this.opts.services) {
      if (s.seed) await this.runSeed(s, shared);
      if (this.stopping) return;
    }

    const ports = new Map<string, number>();
    for (const s of this.opts.services) ports.set(s.name, await this.ports.take());
    for (const s of this.opts.services) {
      const port = ports.get(s.name)!;
      const proc = this.spawnService(s, shared, port);
      this.services.push({ spec: s, proc, port });
      this.log(`${s.name} starting on http://127.0.0.1:${port}`);
    }
    await this.writeRunFile();
    await Promise.all(this.services.map((r) => this.serviceReady(r, shared, ports)));
    if (this.stopping) return;

    const gw = this.opts.gateway;
    const env = gatewayEnv(this.opts.env, shared, {
      host: cfg.host,
      port: cfg.port,
      subgraphs: subgraphsValue(this.opts.services, ports),
      webDist,
    });
    this.gateway = { spec: gw, proc: this.spawnNode(gw.name, gw.entry, env), port: cfg.port };
    await this.writeRunFile();
    await this.waitReady(this.gateway);
    if (this.stopping) return;

    this.readyState = {
      ready: true,
      url: `http://127.0.0.1:${cfg.port}`,
      natsUrl,
      services: Object.fromEntries(this.services.map((s) => [s.spec.name, `http://127.0.0.1:${s.port}`])),
    };
    await this.writeRunFile(this.readyState);
    for (const l of this.adminLines) this.log(l);
    this.out(`Ready: http://127.0.0.1:${cfg.port}`);
  }

  private async startPostgres(password: string): Promise<string> {
    const cfg = this.cfg;
    if (cfg.databaseUrl) {
      const hp = hostPort(cfg.databaseUrl, 5432);
      if (hp && !(await canConnect(hp.port, hp.host, 3000))) {
        throw new LaunchError(
          `DATABASE_URL points at ${hp.host}:${hp.port}, where nothing answers. Start that Postgres or unset DATABASE_URL to use the embedded one.`,
        );
      }
      this.log(`Postgres: using DATABASE_URL`);
      return cfg.databaseUrl;
    }
    const port = await this.ports.take();
    const pg = await startEmbeddedPostgres({
      dataDir: cfg.dataDir,
      port,
      password,
      log: (m) => this.log(m),
      onLine: this.lineSink('postgres', 'postgres'),
      readyTimeoutMs: cfg.readyTimeoutMs,
    });
    this.postgres = pg.proc;
    this.watch('postgres', pg.proc);
    this.log(`Postgres: embedded, 127.0.0.1:${port}, database tryon`);
    return pg.url;
  }

  private async natsBinary(): Promise<string> {
    const binary = await findExecutable('nats-server', this.opts.env.PATH);
    if (!binary) {
      throw new LaunchError(
        `nats-server was not found on the PATH. Install it with:\n\n    ${NATS_INSTALL_HINT}\n\n` +
          `(or set NATS_URL to a NATS server with JetStream enabled)`,
        2,
      );
    }
    return binary;
  }

  private async startNats(passwords: Record<string, string>): Promise<string> {
    const cfg = this.cfg;
    if (cfg.natsUrl) {
      const hp = hostPort(cfg.natsUrl, 4222);
      if (hp && !(await canConnect(hp.port, hp.host, 3000))) {
        throw new LaunchError(
          `NATS_URL points at ${hp.host}:${hp.port}, where nothing answers. Start that NATS server or unset NATS_URL.`,
        );
      }
      this.log(`NATS: using NATS_URL`);
      return cfg.natsUrl;
    }
    const binary = await this.natsBinary();
    const port = await this.ports.take();
    const nats = await startNats({
      binary,
      dataDir: cfg.dataDir,
      port,
      log: (m) => this.log(m),
      onLine: this.lineSink('nats', 'nats'),
      readyTimeoutMs: cfg.readyTimeoutMs,
      passwords,
    });
    this.nats = nats.proc;
    this.watch('nats', nats.proc);
    this.log(
      `NATS: ${binary} with JetStream, 127.0.0.1:${port}, one user per process (${NATS_SUBDIR}/${NATS_AUTH_FILE})`,
    );
    return nats.url;
  }

  /** The embedded S3 store (s3rver on DATA_DIR/s3) unless S3_ENDPOINT names one; returns its S3_*. */
  private async startS3(): Promise<Record<string, string> | undefined> {
    if (this.opts.env.S3_ENDPOINT) {
      this.log('Object storage: using S3_ENDPOINT');
      return undefined;
    }
    const port = await this.ports.take();
    const s3 = await startEmbeddedS3({
      dataDir: this.cfg.dataDir,
      port,
      env: { PATH: this.opts.env.PATH ?? '', [DATA_DIR_MARKER]: this.cfg.dataDir },
      onLine: this.lineSink('s3'),
      readyTimeoutMs: this.cfg.readyTimeoutMs,
    });
    this.s3 = s3.proc;
    this.watch('s3', s3.proc);
    this.log(`Object storage: embedded s3rver, 127.0.0.1:${port}, folder ${this.cfg.dataDir}/s3`);
    return s3.env;
  }

  /**
   * The embedded mail catcher (an SMTP server keeping each message in DATA_DIR/mail) unless SMTP_URL
   * names a mail server; returns its SMTP_URL.
   */
  private async startMail(): Promise<Record<string, string> | undefined> {
    if (this.opts.env.SMTP_URL) {
      this.log('Mail: using SMTP_URL');
      return undefined;
    }
    const port = await this.ports.take();
    const mail = await startMailCatcher({
      dataDir: this.cfg.dataDir,
      port,
      env: { PATH: this.opts.env.PATH ?? '', [DATA_DIR_MARKER]: this.cfg.dataDir },
      onLine: this.lineSink('mail'),
      readyTimeoutMs: this.cfg.readyTimeoutMs,
    });
    this.mail = mail.proc;
    this.watch('mail', mail.proc);
    this.log(
      `Mail: embedded catcher, smtp://127.0.0.1:${port}, each message kept in ${this.cfg.dataDir}/mail`,
    );
    return mail.env;
  }

  private spawnNode(
    name: string,
    entry: string,
    env: Record<string, string>,
    nodeArgs: readonly string[] = [],
  ): Managed {
    const sink = this.lineSink(name);
    const proc = new Managed({
      name,
      command: process.execPath,
      args: [
        ...nodeArgs,
        '--import',
        pathToFileURL(path.resolve(this.cfg.root, TRACING_PRELOAD)).href,
        path.resolve(this.cfg.root, entry),
      ],
      env,
      cwd: this.cfg.root,
      onLine: sink,
    });
    this.watch(name, proc);
    return proc;
  }

  private async runSeed(s: ServiceSpec, shared: SharedSettings): Promise<void> {
    const name = `${s.name}-seed`;
    const sink = this.lineSink(name);
    this.log(`running ${s.seed}`);
    const proc = new Managed({
      name,
      command: process.execPath,
      args: [path.resolve(this.cfg.root, s.seed!)],
      env: seedEnv(this.opts.env, shared),
      cwd: this.cfg.root,
      onLine: (line) => {
        // The generated admin password is printed once by the seed; repeat it beside the Ready line.
        const rec = parseJsonLog(line);
        const text = rec ? String(rec.msg ?? '') : line.trim();
        if (
          text.startsWith('Admin account:') ||
          (this.adminLines.length > 0 && text.startsWith('(shown once'))
        )
          this.adminLines.push(text);
        sink(line);
      },
    });
    const info = await proc.exited;
    if (info.code !== 0 && !this.stopping) throw new LaunchError(`${s.seed} failed (${describeExit(info)})`);
  }

  /**
   * Supervision. A process that ends while the system starts takes it down (exit code 1). Once it is
   * Ready, a process that ends is started again the same way after a wait that doubles from
   * RESTART_BACKOFF_MS, and the launcher says so; more than RESTART_MAX crashes of one process within five
   * minutes stop everything (exit code 1).
   */
  private watch(name: string, proc: Managed): void {
    void proc.exited.then(async (info) => {
      if (proc.stopping || this.stopping) return;
      // A service still starting: serviceReady decides (a new port, or stopping everything).
      if (this.startingProcs.has(proc)) return;
      if (!this.readyState) {
        this.log(`${name} exited unexpectedly (${describeExit(info)}); stopping everything`);
        void this.stop(1);
        return;
      }
      const now = Date.now();
      const recent = (this.crashes.get(name) ?? []).filter((t) => now - t < RESTART_WINDOW_MS);
      recent.push(now);
      this.crashes.set(name, recent);
      if (recent.length > this.cfg.restartMax) {
        this.log(
          `${name} exited unexpectedly (${describeExit(info)}) ${recent.length} times within 5 minutes; stopping everything`,
        );
        void this.stop(1);
        return;
      }
      const wait = this.cfg.restartBackoffMs * 2 ** (recent.length - 1);
      this.log(
        `${name} exited unexpectedly (${describeExit(info)}); restarting it in ${wait} ms (restart ${recent.length} of ${this.cfg.restartMax} within 5 minutes)`,
      );
      await sleep(wait);
      if (this.stopping) return;
      const next = proc.respawn();
      this.replaceProc(proc, next);
      this.watch(name, next);
      this.log(`${name} restarted`);
      await this.writeRunFile(this.readyState).catch(() => undefined);
    });
  }

  /** Puts a restarted process where the crashed one was known. */
  private replaceProc(old: Managed, next: Managed): void {
    if (this.postgres === old) this.postgres = next;
    if (this.nats === old) this.nats = next;
    if (this.s3 === old) this.s3 = next;
    if (this.mail === old) this.mail = next;
    for (const r of this.services) if (r.proc === old) r.proc = next;
    if (this.gateway?.proc === old) this.gateway.proc = next;
  }

  /** A service's process on `port`; until it is ready, its exit is the start sequence's to handle. */
  private spawnService(s: ServiceSpec, shared: SharedSettings, port: number): Managed {
    const env = serviceEnv(this.opts.env, shared, port, s.name);
    if (s.singleProcess) env.PROCESSES = '1';
    const proc = this.spawnNode(s.name, s.entry, env, s.nodeArgs);
    this.startingProcs.add(proc);
    return proc;
  }

  /**
   * Waits until a service is ready. A free port is checked before it is handed out, but another program
   * may bind it before the service does (other launchers and test runs draw from the same ephemeral
   * range): a service that exits before it is ready while something else now holds its port is started
   * again on a new port, up to PORT_RETRIES times. Any other early exit stops the start.
   */
  private async serviceReady(r: Running, shared: SharedSettings, ports: Map<string, number>): Promise<void> {
    for (let retry = 0; ; retry++) {
      try {
        await this.waitReady(r);
        this.startingProcs.delete(r.proc);
        return;
      } catch (err) {
        const lost = !r.proc.running && !this.stopping && !(await isPortFree(r.port, '127.0.0.1'));
        this.startingProcs.delete(r.proc);
        if (!lost || retry >= PORT_RETRIES) {
          if (!r.proc.running && !this.stopping) {
            const info = await r.proc.exited;
            this.log(`${r.spec.name} exited unexpectedly (${describeExit(info)}); stopping everything`);
            void this.stop(1);
          }
          throw err;
        }
        const port = await this.ports.take();
        this.log(`${r.spec.name} lost port ${r.port} to another program; starting it on ${port}`);
        r.port = port;
        r.proc = this.spawnService(r.spec, shared, port);
        ports.set(r.spec.name, port);
        await this.writeRunFile();
      }
    }
  }

  private async waitReady(r: Running): Promise<void> {
    const url = `http://127.0.0.1:${r.port}/readyz`;
    const deadline = Date.now() + this.cfg.readyTimeoutMs;
    let last = '';
    while (!this.stopping) {
      if (!r.proc.running) throw new LaunchError(`${r.spec.name} exited before it was ready`);
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
        last = `HTTP ${res.status} ${(await res.text()).slice(0, 200)}`;
      } catch (err) {
        last = (err as Error).message;
      }
      if (Date.now() > deadline)
        throw new LaunchError(
          `${r.spec.name} was not ready within ${this.cfg.readyTimeoutMs} ms (${url}: ${last})`,
        );
      await sleep(200);
    }
  }

  // ---------- stop ----------

  /**
   * Stops everything once, in the reverse order of start: the gateway (no new public requests), the
   * services and workers, then NATS, then Postgres. Each gets SIGTERM (Postgres SIGINT, its fast clean
   * shutdown) and STOP_TIMEOUT_MS before being killed. Resolves `done` with the exit code.
   */
  stop(code = 0): Promise<number> {
    if (this.stopping) return this.stopping;
    this.stopping = (async () => {
      // A stop during start (Ctrl-C, a process dying) first lets the step under way finish, so a
      // process it is about to hand over (Postgres, NATS) is known and stopped too. Every wait in the
      // start sequence ends early once stopping is set.
      if (this.starting) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          this.starting.catch(() => undefined),
          new Promise((r) => (timer = setTimeout(r, this.cfg.readyTimeoutMs))),
        ]);
        clearTimeout(timer);
      }
      let worst = code;
      const t = this.cfg.stopTimeoutMs;
      const stopOne = async (name: string, proc: Managed, sig: NodeJS.Signals = 'SIGTERM') => {
        if (!proc.running) return;
        const r = await proc.stop(t, sig);
        if (r.killed) {
          this.log(`${name} did not stop within ${t} ms and was killed`);
          if (worst === 0) worst = 1;
        }
      };
      if (this.gateway) await stopOne('gateway', this.gateway.proc);
      await Promise.all([...this.services].reverse().map((s) => stopOne(s.spec.name, s.proc)));
      if (this.s3) await stopOne('s3', this.s3);
      if (this.mail) await stopOne('mail', this.mail);
      if (this.nats) await stopOne('nats', this.nats);
      if (this.postgres) await stopOne('postgres', this.postgres, 'SIGINT');
      setChildRegistry(undefined);
      this.watchdog?.close();
      if (this.lockHeld) await rm(this.runFile, { force: true }).catch(() => undefined);
      this.log(worst === 0 ? 'stopped' : `stopped (exit code ${worst})`);
      this.resolveDone(worst);
      return worst;
    })();
    return this.stopping;
  }
}
