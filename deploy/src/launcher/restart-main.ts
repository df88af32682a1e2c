#!/usr/bin/env node
/**
 * `npm run restart -- <service>...` (or `all`): restarts services of the running `npm start` (the same
 * DATA_DIR) one process at a time, without refusing a request. Needs PROCESSES=2 or more at start.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config.js';
import { readRunState, rollingRestart } from './rolling.js';
import { GATEWAY, SERVICES } from './services.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const restartable = [...SERVICES.filter((s) => !s.singleProcess).map((s) => s.name), GATEWAY.name];

const asked = process.argv.slice(2);
const names = asked.includes('all') ? restartable : asked;
if (names.length === 0 || names.some((n) => !restartable.includes(n))) {
  console.error(`usage: npm run restart -- <${restartable.join('|')}|all>...`);
  process.exit(2);
}

try {
  const { dataDir } = readConfig(process.env, root, false);
  const state = await readRunState(dataDir);
  for (const name of names) {
    const r = await rollingRestart(state, name);
    console.log(`${name}: ${r.before.length} processes replaced one at a time in ${r.ms} ms`);
  }
} catch (err) {
  console.error(`[restart] ${(err as Error).message}`);
  process.exit(1);
}
