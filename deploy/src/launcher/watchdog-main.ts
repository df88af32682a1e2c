#!/usr/bin/env node
/**
 * The launcher's watchdog (watchdog.ts starts it): a process of its own, in its own process group, whose
 * standard input is a pipe from the launcher. The launcher writes one JSON line per process it starts
 * (`{"watch":pid,"name":...,"signal":...,"tier":n}`) and per process that ended (`{"forget":pid}`).
 *
 * When that pipe closes the launcher is gone: however it ended, even by SIGKILL, the kernel closes its
 * end. If processes are still watched then (a launcher that stops normally has forgotten them all), the
 * watchdog stops them the way the launcher would have: tier by tier (the gateway, the services, the
 * stores, NATS, Postgres), each process group with its signal, then SIGKILL after STOP_TIMEOUT_MS.
 *
 * Arguments: the stop timeout in ms, the launcher's pid (for the log line).
 */
import { readFileSync } from 'node:fs';
import readline from 'node:readline';

interface Watched {
  pid: number;
  name: string;
  signal: NodeJS.Signals;
  tier: number;
}

const stopTimeoutMs = Number(process.argv[2]) > 0 ? Number(process.argv[2]) : 10000;
const launcherPid = process.argv[3] ?? '?';
const watched = new Map<number, Watched>();
const say = (m: string) => process.stderr.write(`[watchdog] ${m}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether `pid` still runs (a zombie nobody has reaped yet does not). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) S ...": the state follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (macOS): kill(0) said it is there
  }
}

/** Signals the process group of `pid` (each child leads its own), or the process alone. */
function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(-pid, sig);
  } catch {
    try {
      process.kill(pid, sig);
    } catch {
      /* gone */
    }
  }
}

async function stopAll(): Promise<void> {
  const left = [...watched.values()].filter((w) => running(w.pid));
  if (left.length === 0) return;
  say(
    `the launcher (pid ${launcherPid}) is gone: stopping the ${left.length} processes it started (${left.map((w) => w.name).join(', ')})`,
  );
  for (const tier of [...new Set(left.map((w) => w.tier))].sort((a, b) => a - b)) {
    const group = left.filter((w) => w.tier === tier);
    say(`stopping ${group.map((w) => w.name).join(', ')}`);
    for (const w of group) signal(w.pid, w.signal);
    const until = Date.now() + stopTimeoutMs;
    while (Date.now() < until && group.some((w) => running(w.pid))) await sleep(100);
    for (const w of group.filter((g) => running(g.pid))) {
      say(`${w.name} (pid ${w.pid}) did not stop within ${stopTimeoutMs} ms: killing it`);
      signal(w.pid, 'SIGKILL');
    }
  }
}

const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  let msg: { watch?: number; forget?: number; name?: string; signal?: NodeJS.Signals; tier?: number };
  try {
    msg = JSON.parse(line) as typeof msg;
  } catch {
    return;
  }
  if (typeof msg.watch === 'number') {
    watched.set(msg.watch, {
      pid: msg.watch,
      name: msg.name ?? String(msg.watch),
      signal: msg.signal ?? 'SIGTERM',
      tier: msg.tier ?? 1,
    });
  } else if (typeof msg.forget === 'number') watched.delete(msg.forget);
});
// Standard input ends when the launcher closes it (a normal stop) or dies.
lines.on('close', () => {
  stopAll().then(
    () => process.exit(0),
    (err: unknown) => {
      say(`could not stop everything: ${String(err)}`);
      process.exit(1);
    },
  );
});
