// The e2e project's globalSetup: starts ONE self-contained system (the launcher with its own Postgres,
// NATS, object store; offline engine, sandbox payments) with a seeded admin, shared by the test files
// that need nothing of their own (scenario.ts: sharedRig). Each such file still has its own chromium and
// fresh browser contexts, and signs up its own people with random e-mails. Files that need a system of
// their own (counts over every account, a global setting changed, a campaign shown to everyone, a
// restart) keep calling startRig. The system's address and admin reach the test files through
// E2E_SHARED_SYSTEM (JSON); its launcher output goes to a log file, whose last lines a failing scenario
// prints. global-teardown.ts stops it and removes its data.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import {
  assertBuilt,
  freePort,
  launch,
  newDataDir,
  removeDataDir,
  SELF_CONTAINED_ENV,
  type LaunchedSystem,
  type SharedSystemInfo,
} from './system.ts';

declare global {
  var __E2E_SHARED_SYSTEM__: { system: LaunchedSystem; info: SharedSystemInfo } | undefined;
}

export default async function globalSetup(): Promise<void> {
  assertBuilt();
  const adminEmail = `admin-${randomBytes(3).toString('hex')}@example.com`;
  const adminPassword = `Adm1n-${randomBytes(9).toString('base64url')}`;
  const dataDir = await newDataDir('e2e-shared');
  const logFile = `${dataDir}.log`;
  await writeFile(logFile, '');
  try {
    const system = await launch({
      dataDir,
      port: await freePort(),
      logFile,
      env: { ...SELF_CONTAINED_ENV, ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword },
    });
    const info: SharedSystemInfo = {
      url: system.url,
      port: system.port,
      dataDir,
      logFile,
      adminEmail,
      adminPassword,
    };
    globalThis.__E2E_SHARED_SYSTEM__ = { system, info };
    // Read by the test files (in band, or in the workers jest starts after this).
    process.env.E2E_SHARED_SYSTEM = JSON.stringify(info);
  } catch (err) {
    await removeDataDir(dataDir);
    await rm(logFile, { force: true });
    throw err;
  }
}
