import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { environOf, isAlive, sleep } from './proc.js';

/** The children of `pid`, from /proc (Linux). */
export async function childPids(pid: number): Promise<number[]> {
  const out: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces and parentheses): state, then the ppid.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/** What the launcher's run file (DATA_DIR/run/launcher.json) says of a running system. */
export interface RunState {
  pid: number;
  ready?: boolean;
  children: { name: string; pid?: number; port?: number }[];
}

export async function readRunState(dataDir: string): Promise<RunState> {
  const file = path.join(dataDir, 'run', 'launcher.json');
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: is \`npm start\` running with DATA_DIR=${dataDir}?`);
  }
  return JSON.parse(text) as RunState;
}

/**
 * Restarts the service `name` of a running system one process at a time (kit's cluster.ts: SIGHUP to
 * its primary forks a new copy, waits until it listens, then stops an old one gracefully), and resolves
 * once every old copy is gone and as many new ones run. A service started with PROCESSES 1 cannot be
 * restarted without a gap, and is refused.
 */
export async function rollingRestart(
  state: RunState,
  name: string,
  timeoutMs = 120_000,
): Promise<{ before: number[]; after: number[]; ms: number }> {
  const child = state.children.find((c) => c.name === name);
  if (!child?.pid || !isAlive(child.pid)) throw new Error(`${name} is not running`);
  const env = await environOf(child.pid);
  if (Number(env.PROCESSES ?? 1) <= 1) {
    throw new Error(
      `${name} runs as one process: start the system with PROCESSES=2 (or more) to restart it without a gap`,
    );
  }
  const started = Date.now();
  const before = await childPids(child.pid);
  process.kill(child.pid, 'SIGHUP');
  for (;;) {
    const now = await childPids(child.pid);
    const oldLeft = now.filter((p) => before.includes(p));
    if (oldLeft.length === 0 && now.length >= before.length) {
      return { before, after: now, ms: Date.now() - started };
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${name}: the rolling restart did not end within ${timeoutMs} ms`);
    }
    await sleep(200);
  }
}
