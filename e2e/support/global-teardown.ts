// The e2e project's globalTeardown: stops the system global-setup.ts started and removes its data.
import { rm } from 'node:fs/promises';
import { removeDataDir } from './system.ts';

export default async function globalTeardown(): Promise<void> {
  const shared = globalThis.__E2E_SHARED_SYSTEM__;
  if (!shared) return;
  globalThis.__E2E_SHARED_SYSTEM__ = undefined;
  delete process.env.E2E_SHARED_SYSTEM;
  const code = await shared.system.stop();
  await removeDataDir(shared.info.dataDir);
  if (!process.env.KEEP_TEST_DATA) await rm(shared.info.logFile, { force: true });
  if (code !== 0) {
    // The tests passed or failed on their own; an unclean stop is worth saying, not failing the run for.
    process.stderr.write(`e2e: the shared system stopped with exit code ${code}\n`);
  }
}
