// The launcher's infrastructure for real: embedded Postgres, its own nats-server, ports, supervision,
// ordered shutdown and orphan clean-up. The services are stand-ins (fixtures/fake-service.mjs) so this
// runs without any service being built; e2e/ covers the real ones.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createTransport } from 'nodemailer';
import { connect } from '@nats-io/transport-node';
import { waitFor as waitUntil } from '../../test-support/wait.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const FAKE = path.join(here, 'fixtures', 'fake-launcher.ts');

interface Run {
  child: ChildProcess;
  lines: string[];
  ready: Promise<void>;
  exited: Promise<number | null>;
}

function start(dataDir: string, port: number, extra: Record<string, string | undefined> = {}): Run {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries({
    ...process.env,
    DATABASE_URL: undefined,
    NATS_URL: undefined,
    INTERNAL_TOKEN_SECRET: undefined,
    ...extra,
  })) {
    if (v !== undefined) env[k] = v;
  }
  env.DATA_DIR = dataDir;
  env.PORT = String(port);
  env.NO_COLOR = '1';
  const child = spawn(process.execPath, ['--import', 'tsx', FAKE], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const ready = new Promise<void>((resolve, reject) => {
    for (const s of [child.stdout!, child.stderr!]) {
      readline.createInterface({ input: s }).on('line', (l) => {
        lines.push(l);
        if (l === `Ready: http://127.0.0.1:${port}`) resolve();
      });
    }
    void exited.then((code) => reject(new Error(`exited ${code} before ready:\n${lines.join('\n')}`)));
  });
  ready.catch(() => undefined);
  return { child, lines, ready, exited };
}

async function runFile(dataDir: string): Promise<{
  pid: number;
  watchdog?: number;
  services: Record<string, string>;
  natsUrl: string;
  children: { name: string; pid: number }[];
}> {
  return JSON.parse(await readFile(path.join(dataDir, 'run', 'launcher.json'), 'utf8'));
}

async function json(url: string): Promise<Record<string, string | undefined>> {
  const res = await fetch(url);
  return (await res.json()) as Record<string, string | undefined>;
}

/** Polls `fn` until it answers something truthy, or fails after `ms`. */
const waitFor = <T>(fn: () => T | undefined | Promise<T | undefined>, ms: number): Promise<T> =>
  waitUntil(fn, { timeoutMs: ms, intervalMs: 100 });

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether `pid` runs (a zombie that nobody reaped yet does not). */
function running(pid: number): boolean {
  if (!alive(pid)) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

let base: string;
let dirA: string;
let dirB: string;
const portA = 20000 + Math.floor(Math.random() * 10000);
const portB = portA + 1;

beforeAll(async () => {
  base = path.join(root, '.test-data');
  await mkdir(base, { recursive: true });
  dirA = await mkdtemp(path.join(base, 'launcher-a-'));
  dirB = await mkdtemp(path.join(base, 'launcher-b-'));
  await Promise.all([chmod(dirA, 0o755), chmod(dirB, 0o755)]);
});

afterAll(async () => {
  await Promise.all([rm(dirA, { recursive: true, force: true }), rm(dirB, { recursive: true, force: true })]);
});

describe('launcher with its own Postgres and NATS', () => {
  it('runs two instances side by side, gives every process the contract env, and stops in order with exit 0', async () => {
    const a = start(dirA, portA);
    const b = start(dirB, portB);
    await Promise.all([a.ready, b.ready]);

    const [ra, rb] = await Promise.all([runFile(dirA), runFile(dirB)]);
    const gw = await json(`http://127.0.0.1:${portA}/env`);
    const alpha = await json(`${ra.services.alpha}/env`);
    expect(gw.SUBGRAPHS).toBe(`alpha=${ra.services.alpha},beta=${ra.services.beta}`);
    expect(gw.WEB_DIST).toMatch(/fixtures\/web$/);
    expect(alpha.DATABASE_URL).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/tryon$/);
    expect(alpha.NATS_URL).toBe(ra.natsUrl);
    expect(alpha.INTERNAL_TOKEN_SECRET).toHaveLength(64);
    expect(alpha.INTERNAL_TOKEN_SECRET).toBe(gw.INTERNAL_TOKEN_SECRET);
    expect(alpha.APP_MODE).toBe('local');
    expect(alpha.APOLLO_TELEMETRY_DISABLED).toBe('1');

    // The launcher's nats-server has the bus permissions: each process is its own user (the fakes
    // `alpha` and `beta` are none, so they get no credentials); without them nobody gets in.
    const secrets = JSON.parse(await readFile(path.join(dirA, 'secrets.json'), 'utf8'));
    expect(gw.NATS_USER).toBe('gateway');
    expect(gw.NATS_PASSWORD).toBe(secrets.NATS_PASSWORDS.gateway);
    expect(alpha.NATS_USER).toBeUndefined();
    expect(alpha.NATS_PASSWORD).toBeUndefined();
    await expect(connect({ servers: ra.natsUrl })).rejects.toThrow(/Authorization Violation/);
    const asGateway = await connect({
      servers: ra.natsUrl,
      user: 'gateway',
      pass: gw.NATS_PASSWORD,
      inboxPrefix: '_INBOX.gateway',
    });
    await expect(asGateway.request('rpc.billing.debit', '{}', { timeout: 2000 })).rejects.toThrow(
      /Permissions Violation for Publish to "rpc.billing.debit"/,
    );
    await asGateway.close();
    const asAdmin = await connect({ servers: ra.natsUrl, user: 'admin', pass: secrets.NATS_PASSWORDS.admin });
    await asAdmin.flush();
    await asAdmin.close();

    // Without SMTP_URL every process gets the embedded mail catcher's, which keeps what it receives.
    expect(alpha.SMTP_URL).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(gw.SMTP_URL).toBe(alpha.SMTP_URL);
    const mailer = createTransport({ url: alpha.SMTP_URL });
    await mailer.sendMail({
      from: 'AI Virtual Try-On <no-reply@tryon.local>',
      to: 'ann@example.com',
      subject: 'Caught here',
      text: 'Hello from the test',
    });
    mailer.close();
    const kept = (await readdir(path.join(dirA, 'mail'))).filter((f) => f.endsWith('.eml'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    const eml = await readFile(path.join(dirA, 'mail', kept[0]!), 'utf8');
    expect(eml).toContain('Subject: Caught here');
    expect(eml).toContain('To: ann@example.com');
    expect(eml).toContain('Hello from the test');

    // No port is shared between the instances, and none is a well-known one.
    const ports = (r: typeof ra, e: typeof alpha) =>
      [
        new URL(r.natsUrl).port,
        new URL(e.DATABASE_URL!).port,
        new URL(e.SMTP_URL!).port,
        ...Object.values(r.services).map((u) => new URL(u).port),
      ].map(Number);
    const betaB = await json(`${rb.services.alpha}/env`);
    const pa = ports(ra, alpha);
    const pb = ports(rb, betaB);
    expect(new Set([...pa, ...pb, portA, portB]).size).toBe(pa.length + pb.length + 2);
    for (const p of [...pa, ...pb]) expect([4222, 5432, 8080]).not.toContain(p);

    // The seed's admin line is repeated beside Ready; the secrets file is private.
    expect(a.lines).toContain('[launcher] Admin account: admin@localhost / generated-pw');
    expect((await stat(path.join(dirA, 'secrets.json'))).mode & 0o777).toBe(0o600);

    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
    const order = a.lines.filter((l) => /stopping on SIGTERM/.test(l)).map((l) => l.split(' ')[0]);
    expect(order[0]).toBe('[gateway]');
    expect(order.slice(1).sort()).toEqual(['[alpha]', '[beta]']);
    for (const c of ra.children) expect(alive(c.pid)).toBe(false);
  }, 120_000);

  it('reuses the data folder on restart (no new cluster) and keeps the same secrets', async () => {
    const before = await readFile(path.join(dirA, 'secrets.json'), 'utf8');
    const a = start(dirA, portA);
    await a.ready;
    expect(a.lines.some((l) => l.includes('initialising the embedded Postgres'))).toBe(false);
    expect(await readFile(path.join(dirA, 'secrets.json'), 'utf8')).toBe(before);
    a.child.kill('SIGINT');
    expect(await a.exited).toBe(0);
  }, 90_000);

  it('restarts a service that crashes after Ready, with backoff, and says so', async () => {
    const marker = path.join(dirA, 'beta-crashed-once');
    await rm(marker, { force: true });
    const a = start(dirA, portA, { FAKE_CRASH_ONCE_BETA: marker, RESTART_BACKOFF_MS: '50' });
    await a.ready;
    const before = (await runFile(dirA)).children.find((c) => c.name === 'beta')!.pid;
    await waitFor(() => a.lines.some((l) => l === '[launcher] beta restarted'), 20_000);
    expect(a.lines).toContain(
      '[launcher] beta exited unexpectedly (code 3); restarting it in 50 ms (restart 1 of 5 within 5 minutes)',
    );
    const after = await waitFor(async () => {
      const pid = (await runFile(dirA)).children.find((c) => c.name === 'beta')?.pid;
      return pid && pid !== before ? pid : undefined;
    }, 10_000);
    expect(alive(after)).toBe(true);
    // The new process answers on the same port.
    const beta = (await runFile(dirA)).services.beta!;
    const env = await waitFor(() => json(`${beta}/env`).catch(() => undefined), 10_000);
    expect(env.PORT).toBe(new URL(beta).port);
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(alive(after)).toBe(false);
  }, 90_000);

  it('starts a service again on a new port when another program took its port before it could bind', async () => {
    const marker = path.join(dirA, 'alpha-port-taken');
    await rm(marker, { force: true });
    const a = start(dirA, portA, { FAKE_PORT_TAKEN_ONCE_ALPHA: marker });
    try {
      await a.ready;
      const squatter = Number(await readFile(marker, 'utf8'));
      const lost = a.lines.find((l) =>
        /^\[launcher\] alpha lost port \d+ to another program; starting it on \d+$/.test(l),
      );
      expect(lost).toBeDefined();
      const [, from, to] = /port (\d+) .* on (\d+)$/.exec(lost!)!;
      expect(to).not.toBe(from);
      // The run file and the gateway's subgraph list name the new port, where alpha answers.
      const alpha = (await runFile(dirA)).services.alpha!;
      expect(new URL(alpha).port).toBe(to);
      expect((await json(`${alpha}/env`)).PORT).toBe(to);
      const gateway = await json(`http://127.0.0.1:${portA}/env`);
      expect(gateway.SUBGRAPHS).toContain(`127.0.0.1:${to}`);
      expect(gateway.SUBGRAPHS).not.toContain(`127.0.0.1:${from}`);
      process.kill(squatter, 'SIGKILL');
    } finally {
      a.child.kill('SIGTERM');
    }
    expect(await a.exited).toBe(0);
  }, 90_000);

  it('stops everything with exit 1 when a service keeps crashing', async () => {
    const a = start(dirA, portA, { FAKE_CRASH_BETA: '1500', RESTART_MAX: '2', RESTART_BACKOFF_MS: '50' });
    await a.ready;
    const r = await runFile(dirA);
    expect(await a.exited).toBe(1);
    expect(
      a.lines.filter((l) => /^\[launcher\] beta exited unexpectedly \(code 3\); restarting it/.test(l)),
    ).toHaveLength(2);
    expect(a.lines).toContain(
      '[launcher] beta exited unexpectedly (code 3) 3 times within 5 minutes; stopping everything',
    );
    for (const c of r.children) expect(alive(c.pid)).toBe(false);
  }, 90_000);

  it('refuses a second launcher on the same data folder; the children of one killed with -9 stop with it', async () => {
    const a = start(dirA, portA);
    await a.ready;
    const second = start(dirA, portB);
    expect(await second.exited).toBe(2);
    expect(second.lines.join('\n')).toMatch(/another launcher \(pid \d+\) is using/);

    const r = await runFile(dirA);
    expect(r.children.map((c) => c.name).sort()).toEqual([
      'alpha',
      'beta',
      'gateway',
      'mail',
      'nats',
      'postgres',
      's3',
    ]);
    expect(running(r.watchdog!)).toBe(true);
    a.child.kill('SIGKILL');
    await a.exited;
    // Each child leads its own process group, so nothing in the kernel stops them: the watchdog does,
    // in the launcher's order (the gateway first), each with its own clean stop.
    await waitFor(() => (r.children.every((c) => !running(c.pid)) ? true : undefined), 30_000);
    await waitFor(() => (running(r.watchdog!) ? undefined : true), 10_000);
    expect(a.lines.find((l) => l.startsWith('[watchdog]'))).toMatch(
      new RegExp(
        `^\\[watchdog\\] the launcher \\(pid ${r.pid}\\) is gone: stopping the 7 processes it started`,
      ),
    );
    const order = a.lines.filter((l) => l.startsWith('[watchdog] stopping '));
    expect(order.map((l) => l.slice('[watchdog] stopping '.length).split(', ').sort().join(','))).toEqual([
      'gateway',
      'alpha,beta',
      'mail,s3',
      'nats',
      'postgres',
    ]);

    // The data folder is free for the next launcher, which starts clean.
    const again = start(dirA, portA);
    await again.ready;
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('cleans up after a launcher that was killed together with its watchdog', async () => {
    const a = start(dirA, portA);
    await a.ready;
    const r = await runFile(dirA);
    // The watchdog frozen first, so the launcher does not see it go and start another.
    process.kill(r.watchdog!, 'SIGSTOP');
    a.child.kill('SIGKILL');
    await a.exited;
    process.kill(r.watchdog!, 'SIGKILL');
    await waitFor(() => (running(r.watchdog!) ? undefined : true), 10_000);
    for (const c of r.children) expect(running(c.pid)).toBe(true); // orphans, in their own process groups

    const again = start(dirA, portA);
    await again.ready;
    for (const c of r.children) expect(running(c.pid)).toBe(false);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('a stop during start (while the cluster is being created) leaves nothing running', async () => {
    const dirC = await mkdtemp(path.join(base, 'launcher-c-'));
    await chmod(dirC, 0o755);
    try {
      const a = start(dirC, portB);
      // Once the cluster is being created (a fixed second was sometimes before node had even loaded the
      // launcher and its signal handlers, on a loaded machine: the default action killed it).
      await waitUntil(() => a.lines.some((l) => l.includes('initialising the embedded Postgres')), {
        timeoutMs: 30_000,
      }).catch(() => undefined);
      a.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      const leftovers = await new Promise<string>((resolve) => {
        const p = spawn('pgrep', ['-f', dirC]);
        let out = '';
        p.stdout.on('data', (d) => (out += d));
        p.once('exit', () => resolve(out.trim()));
      });
      expect(leftovers).toBe('');
    } finally {
      await rm(dirC, { recursive: true, force: true });
    }
  }, 60_000);

  it('fails with exit 1 and a clear reason when DATABASE_URL points nowhere', async () => {
    const a = start(dirB, portB, { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(await a.exited).toBe(1);
    expect(a.lines.join('\n')).toMatch(/DATABASE_URL points at 127\.0\.0\.1:1, where nothing answers/);
  }, 60_000);
});
