// End to end (issue 10, admin area): the real system started by the launcher (offline engine, sandbox
// payments) with a seeded admin. A normal user is refused by the server (403) and sent away by the client.
// Then people sign up, one buys a pack, subscribes and generates an AI model (through the REST calls other
// clients use); the admin signs in, sees cards and charts with exactly those figures, searches a user,
// pages through 150 users, switches the AI service and finds that action in the Activity tab.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { waitFor } from '../test-support/wait.js';
import { onPath, see } from './support/browser.js';
import { inBrowser, signUpInBrowser, startRig, type E2eRig } from './support/scenario.js';

const ADMIN_EMAIL = `admin-${randomBytes(3).toString('hex')}@example.com`;
const ADMIN_PASSWORD = `Adm1n-${randomBytes(9).toString('base64url')}`;
const TAG = randomBytes(3).toString('hex');

let rig: E2eRig | undefined;
/** Accounts in the system: the seeded admin, then every sign-up of this file. */
let accounts = 1;

beforeAll(async () => {
  // A system of its own (not the run's shared one): the admin sees figures over every account, and the
  // AI service it switches is everyone's.
  rig = await startRig('e2e-admin', {
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // 150 sign-ups from this one address.
    REGISTER_MAX_PER_IP: '1000',
    // Ten sign-ups at once, from this one address.
    SIGN_IN_PER_IP_AT_ONCE: '10',
    // FASHN can be made the try-on service only where its key is set. No try-on runs in this file, and the
    // address is a closed local port, so nothing ever reaches FASHN.
    FASHN_API_KEY: 'e2e-fashn-key-never-used',
    FASHN_API_BASE: 'http://127.0.0.1:9',
  });
});

afterAll(async () => {
  await rig?.stop();
});

/** A JSON call to the launched system as another client would make it. */
async function call(method: string, path: string, cookie?: string, body?: unknown) {
  const res = await fetch(`${rig!.system.url}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

async function register(email: string): Promise<string> {
  const res = await call('POST', '/api/register', undefined, { email, password: 'correct-horse-battery' });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  accounts++;
  return `sid=${/sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}`;
}

/** Pays a checkout on the sandbox's test-payment page, as the Pay button does. */
async function pay(cookie: string, path: string, body: unknown): Promise<void> {
  const started = await call('POST', path, cookie, body);
  const id = /\/sandbox-checkout\/(\w+)$/.exec(started.body.url)![1];
  const done = await call('POST', `/api/sandbox/checkout/${id}/complete`, cookie);
  if (done.status !== 200) throw new Error(`checkout ${id}: ${done.status}`);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth?mode=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await onPath(page, '/dashboard');
}

describe('Admin area', () => {
  it('refuses a normal user: the server answers 403, the client sends them to the dashboard', async () => {
    await inBrowser(rig?.browser, rig?.system, 'admin-refused', async (page) => {
      await signUpInBrowser(page, {
        firstName: 'Norma',
        lastName: 'User',
        email: `norma-${TAG}@example.com`,
        password: `Corr3ct-${TAG}-pass`,
      });
      accounts++;
      expect((await page.request.get('/api/admin/users')).status()).toBe(403);
      expect((await page.request.get('/api/admin/stats/revenue')).status()).toBe(403);
      await page.getByRole('button', { name: 'User menu' }).click();
      await see(page.getByRole('menuitem').first());
      expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.goto('/admin');
      await onPath(page, '/dashboard');
      await see(page.getByText('Access Denied'));
    });
  });

  it('shows the admin the business as it is, searches and pages users, switches the AI service and records it', async () => {
    // 150 people sign up; one of them buys the 25 pack, subscribes to Standard and generates a model.
    const emails = Array.from(
      { length: 150 },
      (_, i) => `page${TAG}-${String(i).padStart(3, '0')}@example.com`,
    );
    for (let i = 0; i < emails.length; i += 10) await Promise.all(emails.slice(i, i + 10).map(register));
    const buyerEmail = `buyer-${TAG}@example.com`;
    const buyer = await register(buyerEmail);
    await pay(buyer, '/api/stripe/create-topup-checkout', { amount: 1499, sessions: 25 });
    await pay(buyer, '/api/stripe/create-subscription-checkout', {
      planName: 'standard',
      billingPeriod: 'monthly',
    });
    const job = await call('POST', '/api/gemini/generate-person', buyer, { gender: 'female' });
    expect(job.status).toBe(201);
    await waitFor(
      async () =>
        (await call('GET', `/api/gemini/session/${job.body.id}`, buyer)).body.status === 'completed',
      { timeoutMs: 30_000, intervalMs: 250, what: 'the generation completing' },
    );

    await inBrowser(rig?.browser, rig?.system, 'admin-dashboard', async (page) => {
      await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
      await onPath(page, '/admin');

      // The cards: every account, the pack and the first month of Standard, one subscription.
      await see(page.getByTestId('card-Total Users').getByText(String(accounts), { exact: true }));
      await see(page.getByTestId('card-Total Revenue').getByText('$34.98', { exact: true }));
      await see(page.getByTestId('card-Active Subscriptions').getByText('1', { exact: true }));
      // The charts say what they plot.
      await see(
        page
          .getByRole('region', { name: 'Revenue by month' })
          .getByText('Last 12 months: $19.99 from subscriptions, $14.99 from top-ups.'),
      );
      await see(
        page
          .getByRole('region', { name: 'Sign-ups per day' })
          .getByText(`Last 30 days: ${accounts} sign-ups.`),
      );
      await see(
        page
          .getByRole('region', { name: 'AI jobs per day' })
          .getByText('Last 30 days: 1 generations, 0 try-ons, 0 edits, 0 failed.'),
      );
      await see(
        page.getByRole('region', { name: 'Sessions granted vs spent' }).getByText(/, 1 spent, 0 refunded\.$/),
      );
      await see(page.getByRole('region', { name: 'Revenue by month' }).locator('svg').first());

      // Users: the buyer by part of their e-mail, in any case.
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByLabel('Search users').fill(`BUYER-${TAG.toUpperCase()}`);
      const users = page.getByRole('table', { name: 'Users' });
      await see(users.getByText(buyerEmail));
      await see(page.getByText('1–1 of 1'));
      expect(page.url()).toContain(`tab=users`);

      // 150 people in pages of 100.
      await page.getByLabel('Search users').fill(`page${TAG}`);
      await see(page.getByText('1–100 of 150'));
      await see(users.getByText(emails[149]));
      await page.getByRole('button', { name: 'Page 2' }).click();
      await see(page.getByText('101–150 of 150'));
      await see(users.getByText(emails[0]));
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      expect(await users.getByRole('row').count()).toBe(51);

      // Settings: FASHN becomes the try-on service.
      await page.getByRole('tab', { name: 'Settings' }).click();
      // A click (not check()): the radio follows the server's answer, not the click.
      await page.getByRole('radio', { name: /FASHN/ }).click();
      await see(page.getByText('Configuration Updated'));
      await see(page.getByText('The active AI service is now FASHN.'));

      // Activity: the switch, by this admin.
      await page.getByRole('tab', { name: 'Activity' }).click();
      const activity = page.getByRole('table', { name: 'Admin activity' });
      await see(activity.getByText('Set active_api to fashn'));
      await see(activity.getByText('api_config_updated').first());
    });
  });
});
