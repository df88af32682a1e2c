// What every browser scenario shares: a fresh context (no cookies) on the launched system, a screenshot
// and the launcher's last lines when it fails, and signing up through the real form.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium, onPath } from './browser.js';
import {
  assertBuilt,
  freePort,
  launch,
  newDataDir,
  removeDataDir,
  ROOT,
  SELF_CONTAINED_ENV,
  type SharedSystemInfo,
} from './system.js';

const ARTIFACTS = path.join(ROOT, '.test-data', 'e2e-artifacts');

/** What a scenario needs of the system under test: its address and the launcher's output so far. */
export interface SystemUnderTest {
  url: string;
  /** Every line the launcher printed so far. */
  readonly output: string[];
}

/** Runs `scenario` in a new browser context; on failure the error names the page, a screenshot and the logs. */
export async function inBrowser(
  browser: Browser | undefined,
  system: SystemUnderTest | undefined,
  name: string,
  scenario: (page: Page, context: BrowserContext) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  if (!browser || !system) throw new Error('the system or the browser did not start');
  const context = await browser.newContext({
    baseURL: system.url,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await scenario(page, context);
  } catch (err) {
    await mkdir(ARTIFACTS, { recursive: true });
    const shot = path.join(ARTIFACTS, `${name}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    const out = system.output.slice(-40).join('\n');
    throw new Error(
      `${(err as Error).message}\n  on ${page.url()}\n  screenshot: ${shot}\n  launcher output (last lines):\n${out}`,
    );
  } finally {
    await context.close();
  }
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fills the Sign Up form of /auth?mode=signup and waits for the dashboard. */
export async function signUpInBrowser(page: Page, user: NewUser): Promise<void> {
  await page.goto('/auth?mode=signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First Name', { exact: true }).fill(user.firstName);
  await form.getByLabel('Last Name', { exact: true }).fill(user.lastName);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await onPath(page, '/dashboard');
}

/** What one browser test file runs against: a launched self-contained system and a chromium. */
export interface E2eRig {
  system: SystemUnderTest;
  browser: Browser;
  /** Stops the browser, and the system and its data folder when the rig started them. */
  stop(): Promise<void>;
}

/**
 * Checks the build, starts chromium and the system (its own Postgres, NATS, object store; offline engine
 * and sandbox payments) on a free port in a new data folder, with `env` on top. Whatever started is stopped
 * if a step fails.
 */
export async function startRig(label: string, env: Record<string, string> = {}): Promise<E2eRig> {
  assertBuilt();
  const browser = await launchChromium();
  let dataDir: string | undefined;
  try {
    dataDir = await newDataDir(label);
    const system = await launch({ dataDir, port: await freePort(), env: { ...SELF_CONTAINED_ENV, ...env } });
    const folder = dataDir;
    return {
      system,
      browser,
      async stop() {
        await browser.close().catch(() => undefined);
        await system.stop();
        await removeDataDir(folder);
      },
    };
  } catch (err) {
    await browser.close().catch(() => undefined);
    if (dataDir) await removeDataDir(dataDir);
    throw err;
  }
}

/** The system the e2e project's globalSetup started (support/global-setup.ts), as E2E_SHARED_SYSTEM says. */
function sharedSystemInfo(): SharedSystemInfo {
  const raw = process.env.E2E_SHARED_SYSTEM;
  if (!raw) {
    throw new Error(
      "E2E_SHARED_SYSTEM is not set: the shared system is started by the e2e project's globalSetup (e2e/support/global-setup.ts); run the tests with `jest --selectProjects e2e`.",
    );
  }
  return JSON.parse(raw) as SharedSystemInfo;
}

/** The admin seeded in the shared system (ADMIN_EMAIL / ADMIN_PASSWORD). */
export function sharedAdmin(): { email: string; password: string } {
  const info = sharedSystemInfo();
  return { email: info.adminEmail, password: info.adminPassword };
}

/**
 * A rig on the shared system (one per e2e run, started by globalSetup with a seeded admin; the same
 * environment as startRig's plus ADMIN_EMAIL / ADMIN_PASSWORD) and a chromium of this file's own. For
 * files whose scenarios only touch the people they sign up; stop() closes the browser only.
 */
export async function sharedRig(): Promise<E2eRig> {
  const info = sharedSystemInfo();
  const browser = await launchChromium();
  const system: SystemUnderTest = {
    url: info.url,
    // The launcher's output is in the log file the globalSetup writes.
    get output() {
      try {
        return readFileSync(info.logFile, 'utf8')
          .split('\n')
          .filter((line) => line !== '');
      } catch (err) {
        return [`(the shared system's log ${info.logFile} could not be read: ${(err as Error).message})`];
      }
    },
  };
  return {
    system,
    browser,
    async stop() {
      await browser.close().catch(() => undefined);
    },
  };
}
