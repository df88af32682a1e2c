// kit's cluster.ts for real: two copies of a process behind one port, a rolling restart on SIGHUP that
// refuses no request, a copy that dies replaced, and SIGTERM stopping every copy gracefully.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../../../test-support/wait.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = path.join(here, 'fixtures', 'clustered-server.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

let primary: ChildProcess;
let url: string;
let exited: Promise<number | null>;

async function pidAnswering(): Promise<number> {
  const res = await fetch(url, { headers: { connection: 'close' }, signal: AbortSignal.timeout(5000) });
  return Number(await res.text());
}

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  primary = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, PORT: String(port), DELAY_MS: '50' },
    stdio: 'inherit',
  });
  exited = new Promise((resolve) => primary.once('exit', (code) => resolve(code)));
  await waitFor(
    () =>
      pidAnswering().then(
        () => true,
        () => false,
      ),
    { timeoutMs: 30_000 },
  );
}, 40_000);

afterAll(() => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
});

async function pidsSeen(n: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < n; i++) pids.add(await pidAnswering());
  return pids;
}

describe('runClustered', () => {
  it('serves from two copies, neither of them the primary', async () => {
    const pids = await pidsSeen(10);
    expect(pids.size).toBe(2);
    expect(pids.has(primary.pid!)).toBe(false);
  });

  it('restarts the copies one at a time on SIGHUP without refusing a request', async () => {
    const before = await pidsSeen(10);
    let failures = 0;
    let answered = 0;
    const seen = new Set<number>();
    let stop = false;
    const load = (async () => {
      while (!stop) {
        try {
          seen.add(await pidAnswering());
          answered++;
        } catch {
          failures++;
        }
      }
    })();
    primary.kill('SIGHUP');
    await waitFor(
      async () => {
        const now = await pidsSeen(6);
        return now.size === 2 && [...now].every((p) => !before.has(p));
      },
      { timeoutMs: 60_000 },
    );
    stop = true;
    await load;
    expect(failures).toBe(0);
    expect(answered).toBeGreaterThan(20);
    expect([...seen].some((p) => !before.has(p))).toBe(true);
  }, 70_000);

  it('starts another copy when one dies', async () => {
    const [victim] = await pidsSeen(4);
    process.kill(victim, 'SIGKILL');
    await waitFor(
      async () => {
        const now = await pidsSeen(6);
        return now.size === 2 && !now.has(victim);
      },
      { timeoutMs: 30_000 },
    );
  }, 40_000);

  it('stops every copy, then itself, on SIGTERM (exit 0)', async () => {
    const copies = await pidsSeen(6);
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of copies) expect(() => process.kill(pid, 0)).toThrow();
    await expect(pidAnswering()).rejects.toThrow();
  }, 30_000);
});
