#!/usr/bin/env node
// `npm test`: every check, stopping at the first failed stage, then a table of each command's wall time,
// CPU time (user + system of everything it ran) and result, printed on failure too.
//
// Stages run one after the other; the commands of a stage run side by side (they do not depend on each
// other, and the machines have 2 cores that one command alone rarely keeps busy):
//   lint | format, generated files, schema checks | build, test type check | web type check and build
//   -> unit tests, web tests -> integration tests (real Postgres and NATS) | end-to-end tests (the
//   launcher and a real chromium)
// A side-by-side command's output is kept in a file and printed whole when it ends, so that logs do not
// interleave. `npm test -- unit web` runs only the commands whose names contain one of the words.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const jest = 'node --experimental-vm-modules node_modules/jest/bin/jest.js';
// The test files are independent (each integration file has its own database and NATS streams).
const workers = '--maxWorkers=2';

/**
 * The stages: each is a list of lanes run side by side; a lane is a list of [name, command] run in turn.
 * - The checks and the builds need nothing of each other (the scripts read the packages from source,
 *   tsconfig.json's paths; the web build only the generated types).
 * - The unit and web tests keep both cores busy on their own, and some of their tests measure time (a
 *   provider call given up after 250 ms), so they run alone.
 * - The integration and end-to-end tests share nothing (the end-to-end product runs its own Postgres,
 *   nats-server and object store: e2e/support/system.ts) and each keeps about one core busy.
 */
const stages = [
  [
    // eslint's cache (node_modules/.cache) makes a re-run check only the files that changed.
    [['lint', 'npx eslint . --max-warnings 0 --cache --cache-location node_modules/.cache/eslint/']],
    [
      [
        'format + generated files',
        'npx prettier --check . --cache --log-level warn && npx tsx scripts/codegen.ts --check && npx tsx scripts/supergraph.ts --check && npx tsx scripts/config-docs.ts --check',
      ],
      // Composition, the web and REST operations against the new API schema, event payload compatibility.
      ['schema checks', 'npx tsx scripts/schema-check.ts'],
    ],
    // The build: the integration and e2e tests run on it (deploy/dist, services' dist), and the test
    // set-up files import a few built modules.
    [
      ['build (tsc -b)', 'npx tsc -b'],
      ['typecheck tests', 'npx tsc -p tsconfig.test.json'],
    ],
    [['typecheck + build web', 'npx tsc -p web --noEmit && npm run build -w web']],
  ],
  [
    [
      ['unit tests', `${jest} --selectProjects unit ${workers}`],
      ['web tests', `${jest} --selectProjects web ${workers}`],
    ],
  ],
  [
    [['integration tests', `${jest} --selectProjects integration ${workers}`]],
    // In band: most files share one product (e2e/support/global-setup.ts); the files that start a
    // product of their own start it one at a time.
    [['end-to-end tests', `${jest} --selectProjects e2e --runInBand`]],
  ],
];

const only = process.argv.slice(2);
const tmp = mkdtempSync(join(tmpdir(), 'tryon-test-times-'));
const results = [];
let seq = 0;

/** CPU seconds from bash `times`' second line (the children's user and system time). */
function cpuOf(timesFile) {
  try {
    const children = readFileSync(timesFile, 'utf8').trim().split('\n')[1] ?? '';
    return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (s, m) => s + Number(m[1]) * 60 + Number(m[2]),
      0,
    );
  } catch {
    return NaN; // bash was killed before it could write them
  }
}

/**
 * Runs `cmd` in bash; resolves its exit status, wall and CPU seconds. Alone in its stage its output goes
 * to the terminal as it comes; beside others it is kept in a file and printed when it ends.
 */
function run(name, cmd, alone) {
  const id = ++seq;
  const timesFile = join(tmp, `times-${id}`);
  const logFile = join(tmp, `log-${id}`);
  const out = alone ? 'inherit' : openSync(logFile, 'w');
  console.log(`\n=== ${name}: ${cmd}`);
  const started = Date.now();
  const child = spawn('bash', ['-c', `${cmd}\nrc=$?; times > '${timesFile}'; exit $rc`], {
    stdio: ['ignore', out, out],
    env: { ...process.env, APOLLO_TELEMETRY_DISABLED: '1' },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const secs = (Date.now() - started) / 1000;
      if (!alone) {
        closeSync(out);
        console.log(`\n=== ${name} (output)`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
      }
      const status = code ?? 1;
      console.log(
        `=== ${name} ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${secs.toFixed(1)}s`,
      );
      resolve({ status, secs, cpu: cpuOf(timesFile) });
    });
  });
}

/** A lane's commands in turn; the lane stops at its first failure. */
async function runLane(lane, alone) {
  let ok = true;
  for (const [name, cmd] of lane) {
    if (!ok) {
      results.push({ name, secs: 0, cpu: 0, result: 'skipped' });
      continue;
    }
    const r = await run(name, cmd, alone);
    results.push({ name, secs: r.secs, cpu: r.cpu, result: r.status === 0 ? 'pass' : `FAIL (${r.status})` });
    ok = r.status === 0;
  }
  return ok;
}

function summary(wall) {
  const rows = results.map((r) => [
    r.name,
    r.secs.toFixed(1),
    Number.isNaN(r.cpu) ? '?' : r.cpu.toFixed(1),
    r.result,
  ]);
  rows.push([
    'total (wall: side by side counted once)',
    wall.toFixed(1),
    results.reduce((s, r) => s + (r.cpu || 0), 0).toFixed(1),
    '',
  ]);
  const head = ['command', 'wall s', 'cpu s', 'result'];
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 || i === 3 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ');
  console.log(`\n${line(head)}\n${w.map((n) => '-'.repeat(n)).join('  ')}`);
  for (const r of rows) console.log(line(r));
}

const selected = (name) => !only.length || only.some((o) => name.includes(o));
const startedAll = Date.now();
let failed = false;
for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter(([name]) => selected(name))).filter((lane) => lane.length);
  if (!lanes.length) continue;
  if (failed) {
    for (const lane of lanes)
      for (const [name] of lane) results.push({ name, secs: 0, cpu: 0, result: 'skipped' });
    continue;
  }
  const oks = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  failed = oks.includes(false);
}
rmSync(tmp, { recursive: true, force: true });
summary((Date.now() - startedAll) / 1000);
if (failed) process.exit(1);
console.log('\nAll checks passed.');
