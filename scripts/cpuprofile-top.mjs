#!/usr/bin/env node
// Prints where a V8 CPU profile (.cpuprofile, e.g. from scripts/cpu-profile-preload.mjs) spent its busy
// samples: the top functions by self time and the share of each package (node_modules/<name>, node:
// internals, this repository's code, the garbage collector). Then the same by package with node's
// internals and native frames counted to the nearest caller that is not one (a diagnostics channel
// publish to the subscriber's package, an AsyncLocalStorage run to whoever called it), and the share of
// tracing code in that view (OpenTelemetry, kit's tracing modules): what tracing costs
// the process, as a share of its other work, read from one profile (so the machine's load cancels out).
//   [PROFILE_SKIP_S=40] node scripts/cpuprofile-top.mjs /tmp/prof/load/ai-jobs-worker-123.cpuprofile [rows]
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const rows = Number(process.argv[3] || 25);
if (!file) {
  console.error('usage: node scripts/cpuprofile-top.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
/** PROFILE_SKIP_S=40: leave out the samples of the first 40 s (start-up: module loading, migrations). */
const skipUs = Number(process.env.PROFILE_SKIP_S || 0) * 1e6;
const counts = new Map();
let t = 0;
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas?.[i] ?? 0;
  if (t >= skipUs) counts.set(id, (counts.get(id) ?? 0) + 1);
});
const dt = (profile.endTime - profile.startTime) / profile.samples.length / 1000; // ms per sample

const where = (url) => {
  if (!url) return '(native/internal)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const own = /\/(services\/[^/]+|gateway|deploy|proto-events)\//.exec(url);
  return own ? own[1] : url;
};
const fns = new Map();
const pkgs = new Map();
let busy = 0;
for (const [id, n] of counts) {
  const node = byId.get(id);
  const name = node.callFrame.functionName || '(anonymous)';
  if (name === '(idle)' || name === '(program)') continue;
  busy += n;
  const key = `${name} ${where(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + n);
  const pkg = name === '(garbage collector)' ? '(gc)' : where(node.callFrame.url);
  pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + n);
}
const pct = (n) => `${((100 * n) / busy).toFixed(1).padStart(5)}%`;
console.log(
  `${file}: ${((busy * dt) / 1000).toFixed(1)} s busy of ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s`,
);
console.log('by package:');
for (const [k, n] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`  ${pct(n)} ${k}`);
console.log('by function (self):');
for (const [k, n] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`  ${pct(n)} ${k}`);

// Folded: each busy sample to the innermost frame of its stack that is neither node's nor native.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const owner = new Map();
const ownerOf = (id) => {
  if (owner.has(id)) return owner.get(id);
  const node = byId.get(id);
  const name = node.callFrame.functionName;
  const pkg = where(node.callFrame.url);
  let result;
  if (name === '(garbage collector)') result = '(gc)';
  else if (pkg === 'services/kit' && /\/kit\/(dist|src)\/tracing/.test(node.callFrame.url))
    result = 'services/kit (tracing)';
  else if (pkg !== '(native/internal)' && !pkg.startsWith('node:')) result = pkg;
  else result = parent.has(id) ? ownerOf(parent.get(id)) : pkg;
  owner.set(id, result);
  return result;
};
const TRACING =
  /^(@opentelemetry\/|@fastify\/otel$|import-in-the-middle$|require-in-the-middle$|services\/kit \(tracing\)$)/;
const folded = new Map();
for (const [id, n] of counts) {
  const name = byId.get(id).callFrame.functionName;
  if (name === '(idle)' || name === '(program)') continue;
  const pkg = ownerOf(id);
  folded.set(pkg, (folded.get(pkg) ?? 0) + n);
}
console.log('by package, node internals and native frames counted to their caller:');
for (const [k, n] of [...folded].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`  ${pct(n)} ${k}`);
let tracing = 0;
for (const [k, n] of folded) if (TRACING.test(k)) tracing += n;
console.log(
  `tracing code: ${pct(tracing).trim()} of busy samples, ${((100 * tracing) / (busy - tracing)).toFixed(1)}% on top of the rest`,
);
