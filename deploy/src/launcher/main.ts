#!/usr/bin/env node
/**
 * `npm start` (through deploy/bootstrap.mjs): runs Postgres, NATS, every service of the manifest and the
 * gateway, prints `Ready: http://127.0.0.1:<PORT>`, and stops everything on Ctrl-C / SIGTERM.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config.js';
import { System } from './launch.js';
import { GATEWAY, SERVICES } from './services.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

let config;
try {
  config = readConfig(process.env, root, process.stdout.isTTY === true);
} catch (err) {
  console.error(`[launcher] ${(err as Error).message}`);
  process.exit(2);
}

const system = new System({ config, env: process.env, services: SERVICES, gateway: GATEWAY });

let firstSignalAt = 0;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sig, () => {
    if (firstSignalAt === 0) {
      firstSignalAt = Date.now();
      system.log(`${sig} received, stopping (gateway, services, then NATS and Postgres)`);
      void system.stop(0);
    } else if (Date.now() - firstSignalAt > 1000) {
      // (Within the first second it is the same Ctrl-C delivered twice, by the terminal and by npm.)
      system.log('already stopping; a process that does not stop in time is killed');
    }
  });
}
process.on('uncaughtException', (err) => {
  system.log(`launcher error: ${err.stack ?? err.message}`);
  void system.stop(1);
});
process.on('unhandledRejection', (err) => {
  system.log(`launcher error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  void system.stop(1);
});

void system.start();
const code = await system.done;
process.exit(code);
