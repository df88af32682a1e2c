#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
// lint + format -> type check and build -> unit and web tests -> integration tests (real Postgres and
// NATS) -> end-to-end tests (the launcher and a real chromium).
import { spawnSync } from 'node:child_process';

const jest = 'node --experimental-vm-modules node_modules/jest/bin/jest.js';
const steps = [
  [
    'lint',
    'npx eslint . --max-warnings 0 && npx tsx scripts/codegen.ts --check && npx tsx scripts/supergraph.ts --check && npx tsx scripts/config-docs.ts --check',
  ],
  // Composition, the web and REST operations against the new API schema, event payload compatibility.
  ['schema checks', 'npx tsx scripts/schema-check.ts'],
  ['format', 'npx prettier --check .'],
  [
    'typecheck + build',
    'npx tsc -b && npx tsc -p tsconfig.test.json && npx tsc -p web --noEmit && npm run build -w web',
  ],
  ['unit + web tests', `${jest} --selectProjects unit web`],
  ['integration tests', `${jest} --selectProjects integration --runInBand`],
  ['end-to-end tests', `${jest} --selectProjects e2e --runInBand`],
];

const only = process.argv.slice(2);
for (const [name, cmd] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name}: ${cmd}`);
  const started = Date.now();
  const r = spawnSync(cmd, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, APOLLO_TELEMETRY_DISABLED: '1' },
  });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n=== ${name} FAILED after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`=== ${name} passed in ${secs}s`);
}
console.log('\nAll checks passed.');
