#!/usr/bin/env node
// Prints where a V8 CPU profile (.cpuprofile, e.g. from scripts/cpu-profile-preload.mjs) spent its busy
// samples: the top functions by self time and the share of each package (node_modules/<name>, node:
// internals, this repository's code, the garbage collector).
//   node scripts/cpuprofile-top.mjs /tmp/prof/load/ai-jobs-worker-123.cpuprofile [rows]
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const rows = Number(process.argv[3] || 25);
if (!file) {
  console.error('usage: node scripts/cpuprofile-top.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map();
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
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
