// End to end (issue 11, content): the real system started by the launcher (offline engine, sandbox
// payments) with a seeded admin, in Chromium. The admin creates a campaign for `low_balance` in the
// Campaigns tab: a person at 1 session (one generation used) sees it, a person at 2 (a fresh trial) does
// not, and it goes away for the first after a purchase without a reload. The admin writes a page and links
// it from the footer: a visitor follows the link from the landing page's footer. A hidden page shows
// "Page Unavailable". No page load logs a console error, for a visitor or a signed-in person.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { waitFor } from '../test-support/wait.js';
import { onPath, see } from './support/browser.js';
import { inBrowser, startRig, type E2eRig } from './support/scenario.js';

const ADMIN_EMAIL = `admin-${randomBytes(3).toString('hex')}@example.com`;
const ADMIN_PASSWORD = `Adm1n-${randomBytes(9).toString('base64url')}`;
const TAG = randomBytes(3).toString('hex');
const PASSWORD = 'correct-horse-battery';
const CAMPAIGN = `Running low? ${TAG}`;

let rig: E2eRig | undefined;

beforeAll(async () => {
  // A system of its own (not the run's shared one): its active low_balance campaign would show to every
  // person of the other files who has used sessions.
  rig = await startRig('e2e-content', { ADMIN_EMAIL, ADMIN_PASSWORD });
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
  const res = await call('POST', '/api/register', undefined, { email, password: PASSWORD });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return `sid=${/sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}`;
}

/** Generates an AI model through the REST calls (1 session) and waits for it. */
async function generate(cookie: string): Promise<void> {
  const job = await call('POST', '/api/gemini/generate-person', cookie, { gender: 'female' });
  expect(job.status).toBe(201);
  await waitFor(
    async () => (await call('GET', `/api/gemini/session/${job.body.id}`, cookie)).body.status === 'completed',
    { timeoutMs: 30_000, intervalMs: 250, what: 'the generation completing' },
  );
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth?mode=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await onPath(page, '/dashboard');
}

/** Collects console errors and uncaught page errors while `page` is used. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

describe('Content', () => {
  it('shows a low_balance campaign to the right people only, and follows a purchase', async () => {
    await inBrowser(rig?.browser, rig?.system, 'content-campaign', async (page) => {
      await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.goto('/admin?tab=campaigns');
      await page.getByRole('button', { name: 'Create Campaign' }).click();
      const dialog = page.getByRole('form', { name: 'Create Campaign' });
      await dialog.getByLabel('Title').fill(CAMPAIGN);
      await dialog.getByLabel('Message').fill('Top up now and keep trying outfits on.');
      await dialog.getByLabel('Button text').fill('See packs');
      await dialog.getByLabel('Button link').fill('/pricing');
      await dialog.getByLabel('Target audience').click();
      await page.getByRole('option', { name: /low balance/i }).click();
      await dialog.getByLabel('Priority').fill('5');
      await dialog.getByLabel('Active').check();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await see(page.getByText('Campaign Created'));
      await see(page.getByRole('row', { name: new RegExp(CAMPAIGN.replace('?', '\\?')) }));
    });

    // Low: one generation used, 1 session left. Not low: a fresh trial of 2.
    const lowEmail = `low-${TAG}@example.com`;
    const low = await register(lowEmail);
    await generate(low);
    await register(`fresh-${TAG}@example.com`);

    await inBrowser(rig?.browser, rig?.system, 'content-campaign-fresh', async (page) => {
      await signIn(page, `fresh-${TAG}@example.com`, PASSWORD);
      await see(page.getByRole('region', { name: /^Welcome to / }));
      await page.waitForTimeout(1500);
      expect(await page.getByText(CAMPAIGN).count()).toBe(0);
    });

    await inBrowser(rig?.browser, rig?.system, 'content-campaign-low', async (page) => {
      await signIn(page, lowEmail, PASSWORD);
      const promo = page.getByRole('region', { name: 'Promotion' });
      await see(promo.getByText(CAMPAIGN));
      await see(promo.getByRole('link', { name: 'See packs' }));
      // A purchase elsewhere (another device): the banner goes within seconds, without a reload.
      const started = await call('POST', '/api/stripe/create-topup-checkout', low, {
        amount: 699,
        sessions: 10,
      });
      const id = /\/sandbox-checkout\/(\w+)$/.exec(started.body.url)![1];
      expect((await call('POST', `/api/sandbox/checkout/${id}/complete`, low)).status).toBe(200);
      await promo.getByText(CAMPAIGN).waitFor({ state: 'detached', timeout: 15_000 });
    });
  });

  it('links a new page from the footer, and a hidden page is unavailable', async () => {
    const title = `Shipping ${TAG}`;
    await inBrowser(rig?.browser, rig?.system, 'content-admin-page', async (page) => {
      await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.goto('/admin?tab=pages');
      await page.getByRole('button', { name: 'Create Page' }).click();
      const pageForm = page.getByRole('form', { name: 'Create Page' });
      await pageForm.getByLabel('Title').fill(title);
      // The slug follows the title while creating.
      await see(pageForm.getByLabel('Slug').and(page.locator(`[value="shipping-${TAG}"]`)));
      await pageForm
        .getByLabel('Content')
        .fill('# Shipping\n\nWe never ship clothes: **try them on** first.\n<script>alert(1)</script>');
      await pageForm.getByRole('button', { name: 'Create' }).click();
      await see(page.getByText('Page Created'));

      await page.goto('/admin?tab=footer');
      await page.getByRole('button', { name: 'Create Item' }).click();
      const itemForm = page.getByRole('form', { name: 'Create Item' });
      await itemForm.getByLabel('Section').click();
      await page.getByRole('option', { name: 'Company' }).click();
      await itemForm.getByLabel('Label').fill('Shipping');
      await itemForm.getByText('Content page', { exact: true }).click();
      await itemForm.getByPlaceholder('Choose a page').click();
      await page.getByRole('option', { name: new RegExp(title) }).click();
      await see(itemForm.getByLabel('URL').and(page.locator(`[value="/pages/shipping-${TAG}"]`)));
      await itemForm.getByRole('button', { name: 'Create' }).click();
      await see(page.getByText('Item Created'));
    });

    await inBrowser(rig?.browser, rig?.system, 'content-visitor-page', async (page) => {
      const errors = consoleErrors(page);
      await page.goto('/');
      const company = page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' });
      await company.getByRole('link', { name: 'Shipping' }).click();
      await onPath(page, `/pages/shipping-${TAG}`);
      await see(page.getByRole('heading', { level: 1, name: title }));
      await see(page.getByText('try them on'));
      await see(page.getByText('<script>alert(1)</script>'));
      expect(await page.title()).toBe(`${title} | AI Virtual Try-On`);
      // After a reload (public answers come from the browser cache or a 304) the page and footer are back.
      await page.reload();
      await see(page.getByRole('heading', { level: 1, name: title }));
      await see(page.getByRole('contentinfo').getByRole('link', { name: 'Shipping' }));
      expect(errors).toEqual([]);
    });

    // The admin hides it: a visitor now sees "Page Unavailable".
    const admin = await fetch(`${rig!.system.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const adminCookie = `sid=${/sid=([^;]+)/.exec(admin.headers.get('set-cookie') ?? '')![1]}`;
    const pages = await call('GET', '/api/admin/content-pages', adminCookie);
    const created = pages.body.find((p: { slug: string }) => p.slug === `shipping-${TAG}`);
    expect(
      (await call('PUT', `/api/admin/content-pages/${created.id}`, adminCookie, { isVisible: false })).status,
    ).toBe(200);
    await inBrowser(rig?.browser, rig?.system, 'content-hidden-page', async (page) => {
      await page.goto(`/pages/shipping-${TAG}`);
      await see(page.getByText('Page Unavailable'));
      await see(page.getByText('This page is currently not available.'));
      expect(await page.getByText('try them on').count()).toBe(0);
    });
  });

  it('logs no console error on any page load, for a visitor or a signed-in person', async () => {
    await inBrowser(rig?.browser, rig?.system, 'content-console-visitor', async (page) => {
      const errors = consoleErrors(page);
      for (const path of [
        '/',
        '/auth',
        '/auth?mode=signup',
        '/pages/about',
        '/pages/privacy-policy',
        '/pages/nope',
      ]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      await see(page.getByText('Page Not Found'));
      expect(errors).toEqual([]);
    });
    const email = `console-${TAG}@example.com`;
    await register(email);
    await inBrowser(rig?.browser, rig?.system, 'content-console-user', async (page) => {
      const errors = consoleErrors(page);
      await signIn(page, email, PASSWORD);
      for (const path of [
        '/dashboard',
        '/gemini-generate',
        '/gemini-virtual-tryon',
        '/gallery',
        '/pricing',
        '/subscription-management',
        '/notification-settings',
        '/pages/terms-of-service',
      ]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      expect(errors).toEqual([]);
    });
  });
});
