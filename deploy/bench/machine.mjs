// The machine's CPU as the benches read it (/proc/stat, all cores).
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** The machine's CPU ticks so far, { busy, total } (/proc/stat, all cores). */
export async function machineTicks() {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0];
  const t = line.split(/\s+/).slice(1).map(Number);
  const total = t.reduce((a, b) => a + b, 0);
  return { busy: total - t[3] - t[4], total };
}

/** The share (0..1) of the machine's CPU time that was busy between two `machineTicks` readings. */
export function busyFraction(before, after) {
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}

/** "87%": {@link busyFraction} as a percentage. */
export function busyShare(before, after) {
  return `${Math.round(100 * busyFraction(before, after))}%`;
}

/**
 * Waits until the machine has been at most `maxBusy` busy over a whole second (a system just started keeps
 * the cores busy for a while: compiling, connecting, first polls), or `maxMs` have passed. Answers how long
 * it waited and how busy the last second was.
 */
export async function waitForQuiet({ maxBusy = 0.15, maxMs = 60_000 } = {}) {
  const start = Date.now();
  for (;;) {
    const before = await machineTicks();
    await sleep(1000);
    const busy = busyFraction(before, await machineTicks());
    if (busy <= maxBusy || Date.now() - start >= maxMs) return { waitedMs: Date.now() - start, busy };
  }
}
