#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure, then a table of each step's wall
// time, CPU time (user + system of everything it ran) and result, printed on failure too.
// lint + format -> schema checks -> build -> type check -> unit tests -> web tests -> integration tests
// (real Postgres and NATS) -> end-to-end tests (the launcher and a real chromium).
// `npm test -- unit web` runs only the steps whose names contain one of the words.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const jest = 'node --experimental-vm-modules node_modules/jest/bin/jest.js';
// On a 2-core machine jest's default is one worker (cores - 1); the test files are independent (each
// integration file has its own database and NATS streams), so use every core.
const workers = '--maxWorkers=2';
// A step whose command is a list runs them side by side (the machines have 2 cores; these do not depend
// on each other) and passes when all of them pass.
const steps = [
  [
    'lint + format',
    [
      // eslint's cache (node_modules/.cache) makes a re-run check only the files that changed.
      'npx eslint . --max-warnings 0 --cache --cache-location node_modules/.cache/eslint/',
      'npx prettier --check . --cache --log-level warn && npx tsx scripts/codegen.ts --check && npx tsx scripts/supergraph.ts --check && npx tsx scripts/config-docs.ts --check',
    ],
  ],
  // Composition, the web and REST operations against the new API schema, event payload compatibility.
  ['schema checks', 'npx tsx scripts/schema-check.ts'],
  // The build first: the integration and e2e tests run on it (deploy/dist, services' dist).
  ['build (tsc -b)', 'npx tsc -b'],
  [
    'typecheck tests + web, build web',
    ['npx tsc -p tsconfig.test.json', 'npx tsc -p web --noEmit && npm run build -w web'],
  ],
  ['unit tests', `${jest} --selectProjects unit ${workers}`],
  ['web tests', `${jest} --selectProjects web ${workers}`],
  ['integration tests', `${jest} --selectProjects integration ${workers}`],
  // In band: most files share one system (e2e/support/global-setup.ts); with two workers the files that
  // start a system of their own start them at the same time, and two launchers starting together can
  // pick the same free port for a service (EADDRINUSE), besides gaining little on 2 cores.
  ['end-to-end tests', `${jest} --selectProjects e2e --runInBand`],
];

const only = process.argv.slice(2);
const tmp = mkdtempSync(join(tmpdir(), 'tryon-test-times-'));
const results = [];

/** Commands side by side in bash: the step fails if any fails (each one's status is said). */
function together(cmds) {
  const started = cmds.map((c, i) => `( ${c} ) & p${i}=$!`).join('\n');
  const waited = cmds
    .map(
      (c, i) =>
        `wait $p${i} || { rc=$?; echo "=== failed (exit $rc): ${c.replace(/["$`\\]/g, '')}" >&2; s=1; }`,
    )
    .join('\n');
  return `s=0\n${started}\n${waited}\n(exit $s)`;
}

/** Runs `cmd` in bash; answers its exit status and the CPU seconds of everything it ran (bash `times`). */
function run(cmd) {
  const timesFile = join(tmp, 'times');
  rmSync(timesFile, { force: true });
  const script = Array.isArray(cmd) ? together(cmd) : cmd;
  const r = spawnSync('bash', ['-c', `${script}\nrc=$?; times > '${timesFile}'; exit $rc`], {
    stdio: 'inherit',
    env: { ...process.env, APOLLO_TELEMETRY_DISABLED: '1' },
  });
  let cpu = NaN;
  try {
    // Second line: the children's user and system time, e.g. "1m2.345s 0m3.210s".
    const children = readFileSync(timesFile, 'utf8').trim().split('\n')[1] ?? '';
    cpu = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (s, m) => s + Number(m[1]) * 60 + Number(m[2]),
      0,
    );
  } catch {
    // bash was killed before it could write them
  }
  return { status: r.status ?? 1, cpu };
}

function summary() {
  const rows = results.map((r) => [
    r.name,
    r.secs.toFixed(1),
    Number.isNaN(r.cpu) ? '?' : r.cpu.toFixed(1),
    r.result,
  ]);
  const total = results.reduce((s, r) => s + r.secs, 0);
  rows.push(['total', total.toFixed(1), results.reduce((s, r) => s + (r.cpu || 0), 0).toFixed(1), '']);
  const head = ['step', 'wall s', 'cpu s', 'result'];
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 || i === 3 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ');
  console.log(`\n${line(head)}\n${w.map((n) => '-'.repeat(n)).join('  ')}`);
  for (const r of rows) console.log(line(r));
}

let failed = false;
for (const [name, cmd] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  if (failed) {
    results.push({ name, secs: 0, cpu: 0, result: 'skipped' });
    continue;
  }
  console.log(`\n=== ${name}: ${Array.isArray(cmd) ? cmd.join('  |  ') : cmd}`);
  const started = Date.now();
  const { status, cpu } = run(cmd);
  const secs = (Date.now() - started) / 1000;
  results.push({ name, secs, cpu, result: status === 0 ? 'pass' : `FAIL (${status})` });
  if (status !== 0) {
    console.error(`\n=== ${name} FAILED after ${secs.toFixed(1)}s`);
    failed = true;
  } else {
    console.log(`=== ${name} passed in ${secs.toFixed(1)}s`);
  }
}
rmSync(tmp, { recursive: true, force: true });
summary();
if (failed) process.exit(1);
console.log('\nAll checks passed.');
