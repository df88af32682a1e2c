// The offline engine as a job worker runs it: the built LocalProvider, its work on the engine thread, in a
// process of its own (so its peak memory is the engine's and Node's, not the benchmark's). Warm try-ons
// of the evaluation set's red tee on each person, one at a time; prints one JSON line: the try-on wall
// times, the longest the event loop was held meanwhile, and the process's peak RSS.
//
//   node deploy/bench/offline-thread.mjs <repo root> <runs per person>
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [root, runsArg] = process.argv.slice(2);
const runs = Number(runsArg || 5);
const local = path.join(root, 'services', 'ai-jobs', 'dist', 'providers', 'local');
const fixtures = path.join(root, 'services', 'ai-jobs', 'test', 'fixtures', 'offline-eval');
const { LocalProvider } = await import(pathToFileURL(path.join(local, 'local.provider.js')).href);

const provider = new LocalProvider();
const signal = new AbortController().signal;
const tee = { data: await readFile(path.join(fixtures, 'garment-red-tee.png')), mimeType: 'image/png' };
const people = [];
for (const file of (await readdir(fixtures)).filter((f) => /^(man|woman)-.*\.(png|jpg)$/.test(f)).sort()) {
  const mimeType = file.endsWith('.jpg') ? 'image/jpeg' : 'image/png';
  people.push({ file, image: { data: await readFile(path.join(fixtures, file)), mimeType } });
}
const tryOn = (person) =>
  provider.tryOn({ person, garments: [{ image: tee, garmentType: 'top' }], category: 'tops' }, signal);

const rssBefore = process.memoryUsage().rss;
let t = performance.now();
await tryOn(people[0].image).catch(() => undefined); // starts the thread and loads its models
const coldMs = performance.now() - t;
const ms = [];
let refused = 0;
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
for (const p of people) {
  for (let i = 0; i < runs; i++) {
    t = performance.now();
    try {
      await tryOn(p.image);
      ms.push(performance.now() - t);
    } catch {
      refused++;
    }
  }
}
loop.disable();
await provider.close();
console.log(
  JSON.stringify({
    ms,
    refused,
    coldMs,
    loopMaxMs: loop.max / 1e6,
    rssBeforeMb: rssBefore / 1048576,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
