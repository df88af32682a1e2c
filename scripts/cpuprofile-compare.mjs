#!/usr/bin/env node
// Compares two V8 CPU profiles of the same process under the same requests (e.g. tracing off and on,
// from `TRACE_PROFILE_DIR=<dir> npm run trace:overhead`): what the second costs more per unit of work,
// read from the profiles alone, so the machine's load mostly cancels out.
//
// The unit of work is the samples of reference packages that do the same work per request either way
// (for the gateway @apollo/*, graphql; for a service also knex, pg-protocol, tarn): the overhead is
// (all samples / reference samples) of the second over the first, minus one. Samples are busy JS and
// GC only: native leaves (a writev on a socket, a read) are left out, since on a loaded machine a
// wall-clock sampler finds a process descheduled in a syscall far more often than the syscall's
// work, and tracing adds no syscalls of its own per request. Node's internals count to their
// nearest caller in a package (cpuprofile-top.mjs's folded view). Then the packages that grew most.
//
//   [PROFILE_SKIP_S=60 | PROFILE_LAST_S=300] node scripts/cpuprofile-compare.mjs off/gateway-1.cpuprofile on/gateway-2.cpuprofile [refs]
import { readFileSync } from 'node:fs';

const [fileA, fileB, refsArg] = process.argv.slice(2);
if (!fileA || !fileB) {
  console.error(
    'usage: node scripts/cpuprofile-compare.mjs <before.cpuprofile> <after.cpuprofile> [pkg,pkg]',
  );
  process.exit(2);
}
const DEFAULT_REFS = {
  gateway: ['@apollo/federation-internals', '@apollo/server', '@apollo/gateway', 'graphql'],
  service: ['knex', 'graphql', '@apollo/server', 'pg-protocol', 'tarn'],
};
const refs = new Set(
  refsArg
    ? refsArg.split(',')
    : /gateway-\d+\.cpuprofile$/.test(fileA)
      ? DEFAULT_REFS.gateway
      : DEFAULT_REFS.service,
);
/** PROFILE_SKIP_S: leave out the first seconds; PROFILE_LAST_S: keep only the last seconds. */
const skipS = Number(process.env.PROFILE_SKIP_S || 0);
const lastS = Number(process.env.PROFILE_LAST_S || 0);
const skipOf = (profile) =>
  lastS ? Math.max(0, profile.endTime - profile.startTime - lastS * 1e6) : skipS * 1e6;

const where = (url) => {
  if (!url) return '(native)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1];
  if (url.startsWith('node:')) return 'node:';
  const own = /\/(services\/[^/]+|gateway|deploy|proto-events)\//.exec(url);
  return own ? own[1] : url;
};

/** Busy JS and GC samples per package, node internals folded into their caller. */
function packageSamples(profile, skip = 0) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map();
  const owner = (id) => {
    if (memo.has(id)) return memo.get(id);
    const n = byId.get(id);
    const w = where(n.callFrame.url);
    const r =
      n.callFrame.functionName === '(garbage collector)'
        ? '(gc)'
        : w !== '(native)' && w !== 'node:'
          ? w
          : parent.has(id)
            ? owner(parent.get(id))
            : w;
    memo.set(id, r);
    return r;
  };
  const by = new Map();
  let t = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas?.[i] ?? 0;
    if (t < skip) return;
    const f = byId.get(id).callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') return;
    if (!f.url && f.functionName !== '(garbage collector)') return; // a native leaf: see above
    const k = owner(id);
    by.set(k, (by.get(k) ?? 0) + 1);
  });
  return by;
}

const pa = JSON.parse(readFileSync(fileA, 'utf8'));
const a = packageSamples(pa, skipOf(pa));
const pb = JSON.parse(readFileSync(fileB, 'utf8'));
const b = packageSamples(pb, skipOf(pb));
const sum = (m, keep = () => true) => [...m].filter(([k]) => keep(k)).reduce((s, [, v]) => s + v, 0);
const refA = sum(a, (k) => refs.has(k));
const refB = sum(b, (k) => refs.has(k));
const totA = sum(a);
const totB = sum(b);
if (!refA || !refB) {
  console.log(`no samples of the reference packages (${[...refs].join(', ')}) in one of the profiles`);
  process.exit(0);
}
const overhead = (totB / refB / (totA / refA) - 1) * 100;
console.log(
  `${fileB} over ${fileA}: ${overhead >= 0 ? '+' : ''}${overhead.toFixed(1)}% busy JS + GC per unit of ` +
    `reference work (${[...refs].join(', ')}: ${refA} / ${refB} samples)`,
);
const rows = [...new Set([...a.keys(), ...b.keys()])]
  .map((k) => [k, (((b.get(k) ?? 0) / refB - (a.get(k) ?? 0) / refA) * refA * 100) / totA])
  .sort((x, y) => y[1] - x[1]);
for (const [k, d] of rows.slice(0, 10))
  console.log(`  ${d >= 0 ? '+' : ''}${d.toFixed(1).padStart(5)}%  ${k}`);
