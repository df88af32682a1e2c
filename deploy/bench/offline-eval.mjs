// The offline engine's evaluation (issue 43): the fitted try-on over the evaluation set in
// services/ai-jobs/test/fixtures/offline-eval, with its scores, the warm try-on's latency and CPU time,
// the process's peak memory, and a contact sheet to look at. Runs on the built services/ai-jobs/dist:
// first through the provider and its engine thread in a child process (offline-thread.mjs: the figures a
// job worker sees), then the scored evaluation in this process; never fails on speed.
//
//   BENCH_ONLY=offline npm run bench
//   BENCH_OFFLINE_RUNS=5 BENCH_SHEET=/tmp/sheet.png BENCH_ONLY=offline npm run bench
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const RUNS = Number(process.env.BENCH_OFFLINE_RUNS || 5);

const pct = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * q))] : NaN;
};

export async function measureOffline({ root, say }) {
  const local = path.join(root, 'services', 'ai-jobs', 'dist', 'providers', 'local');
  const { runEvaluation, contactSheet } = await import(pathToFileURL(path.join(local, 'evaluation.js')).href);
  const { localVision } = await import(pathToFileURL(path.join(local, 'vision.js')).href);
  // First as a job worker runs it (engine thread, a fresh process): speed, event-loop delay, peak memory.
  say(
    `offline engine on its thread, in a process of its own: ${RUNS} warm try-ons of the tee on each person`,
  );
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'offline-thread.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script, root, String(RUNS)], {
    maxBuffer: 1 << 20,
  });
  const thread = JSON.parse(stdout.trim().split('\n').pop());
  say(`offline engine evaluation: 9 people x 4 garments, then ${RUNS} timed try-ons of the tee on each`);
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  await localVision.personMask({ data: Buffer.alloc(64 * 64 * 3), width: 64, height: 64, channels: 3 });
  const loadMs = performance.now() - t0;
  const report = await runEvaluation(localVision, RUNS);
  const ms = report.people.flatMap((p) => p.ms);
  const cpu = report.people.flatMap((p) => p.cpuMs);
  const within = report.people.reduce((n, p) => n + p.keypointsWithin, 0);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const sheet = process.env.BENCH_SHEET || path.join(root, '.data', 'bench', 'offline-contact-sheet.png');
  await mkdir(path.dirname(sheet), { recursive: true });
  await writeFile(sheet, await contactSheet(report));
  const lines = [
    `offline engine as a job worker runs it (LocalProvider, engine thread, own process; ${thread.ms.length} warm try-ons, ${thread.refused} refused):`,
    `  try-on wall time p50 ${pct(thread.ms, 0.5).toFixed(0)} ms, p90 ${pct(thread.ms, 0.9).toFixed(0)} ms; first (thread start and model load) ${thread.coldMs.toFixed(0)} ms`,
    `  event loop held at most ${thread.loopMaxMs.toFixed(1)} ms meanwhile; peak RSS ${thread.peakRssMb.toFixed(0)} MB (${thread.rssBeforeMb.toFixed(0)} MB before the first job)`,
    `offline engine evaluation on this thread (fitted try-on, ${RUNS} warm runs a person, ${ms.length} in all):`,
    `  models loaded in ${loadMs.toFixed(0)} ms (process RSS before ${(rss0 / 1048576).toFixed(0)} MB)`,
    `  try-on wall time p50 ${pct(ms, 0.5).toFixed(0)} ms, p90 ${pct(ms, 0.9).toFixed(0)} ms; CPU time p50 ${pct(cpu, 0.5).toFixed(0)} ms`,
    `  peak RSS of this process ${peakMb.toFixed(0)} MB`,
    `  keypoints within 15% of the torso length: ${within}/${12 * report.people.length}`,
  ];
  for (const p of report.people) {
    lines.push(
      `  ${p.file}: ${p.refused ? `REFUSED (${p.refused}) ` : ''}keypoints ${p.keypointsWithin}/12, torso covered ${(p.coverage * 100).toFixed(1)}%, old top ${(p.oldBefore * 100).toFixed(1)}% -> ${(p.oldAfter * 100).toFixed(1)}%, p50 ${pct(p.ms, 0.5).toFixed(0)} ms`,
    );
  }
  lines.push(`  contact sheet: ${sheet}`);
  return lines;
}

// Run on its own: node deploy/bench/offline-eval.mjs
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
  const lines = await measureOffline({ root, say: (m) => process.stdout.write(`[bench] ${m}\n`) });
  for (const l of lines) console.log(l);
}
