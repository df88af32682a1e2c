// End to end: the real system started by the launcher (embedded Postgres, its own nats-server, identity,
// gateway, the built web app) and Debian's chromium, used as a new visitor would.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, onPath, see } from './support/browser.js';
import { inBrowser } from './support/scenario.js';
import {
  assertBuilt,
  freePort,
  launch,
  newDataDir,
  removeDataDir,
  SELF_CONTAINED_ENV,
  type LaunchedSystem,
} from './support/system.js';

const ADMIN_EMAIL = `admin-${randomBytes(3).toString('hex')}@example.com`;
const ADMIN_PASSWORD = `Adm1n-${randomBytes(9).toString('base64url')}`;
const USER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada-${randomBytes(4).toString('hex')}@example.com`,
  password: `Corr3ct-${randomBytes(6).toString('hex')}`,
};

let system: LaunchedSystem | undefined;
let browser: Browser | undefined;
let dataDir: string;
let port: number;

function startSystem(): Promise<LaunchedSystem> {
  return launch({
    dataDir,
    port,
    env: {
      // Exercise the launcher's own infrastructure: embedded Postgres, its own nats-server, new secrets.
      ...SELF_CONTAINED_ENV,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    },
  });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

beforeAll(async () => {
  assertBuilt();
  // Chromium first: a missing browser fails the run at once, with the install command.
  browser = await launchChromium();
  dataDir = await newDataDir('e2e-auth');
  port = await freePort();
  system = await startSystem();
});

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  if (system) await system.stop();
  if (dataDir) await removeDataDir(dataDir);
});

describe('sign-up, sign-in and the app shell', () => {
  it('a visitor signs up, stays signed in, signs out, is sent to /auth, and signs back in', async () => {
    await inBrowser(browser, system, 'visitor', async (page) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Get Started' }).first().click();
      await onPath(page, '/auth');

      const form = page.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('First Name', { exact: true }).fill(USER.firstName);
      await form.getByLabel('Last Name', { exact: true }).fill(USER.lastName);
      await form.getByLabel('Email', { exact: true }).fill(USER.email);
      await form.getByLabel('Password', { exact: true }).fill(USER.password);
      await form.getByLabel('Confirm Password', { exact: true }).fill(USER.password);
      await form.getByRole('button', { name: 'Create Account' }).click();

      await onPath(page, '/dashboard');
      await see(page.getByText('Try On Clothes Virtually'));
      // Billing granted the free trial: the header badge says so (it links to /pricing).
      await see(page.getByRole('link', { name: 'Free Trial: 2' }));

      // The sid cookie keeps the user signed in across a reload.
      await page.reload();
      await onPath(page, '/dashboard');
      await see(page.getByText('Try On Clothes Virtually'));

      // A normal user has no Admin Dashboard entry.
      await page.getByRole('button', { name: 'User menu' }).click();
      await see(page.getByRole('menuitem', { name: 'Sign Out' }));
      expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.waitForURL((u) => u.pathname !== '/dashboard');

      // Signed out: a protected route sends the visitor to /auth.
      await page.goto('/dashboard');
      await onPath(page, '/auth');

      await page.getByRole('tab', { name: 'Sign In' }).click();
      await signIn(page, USER.email, `${USER.password}-wrong`);
      await see(page.getByText('The email or password you entered is incorrect.'));
      await onPath(page, '/auth');

      await signIn(page, USER.email, USER.password);
      await onPath(page, '/dashboard');
      await see(page.getByText('Try On Clothes Virtually'));
    });
  });

  it('the admin from ADMIN_EMAIL / ADMIN_PASSWORD signs in and has Admin Dashboard in the user menu', async () => {
    await inBrowser(browser, system, 'admin', async (page) => {
      await page.goto('/auth?mode=login');
      await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await onPath(page, '/dashboard');
      await page.getByRole('button', { name: 'User menu' }).click();
      await see(page.getByRole('menuitem', { name: 'Admin Dashboard' }));
    });
  });

  it('stops cleanly on SIGTERM (exit code 0), and the account survives a restart', async () => {
    expect(await system!.stop()).toBe(0);
    system = await startSystem();
    await inBrowser(browser, system, 'restart', async (page) => {
      await page.goto('/auth?mode=login');
      await signIn(page, USER.email, USER.password);
      await onPath(page, '/dashboard');
      await see(page.getByText('Try On Clothes Virtually'));
    });
    expect(await system.stop()).toBe(0);
  });
});
