// End to end (billing): the real system started by the launcher with no Stripe key, so payments go
// through the app's sandbox (test payment) page and the same fulfilment code as Stripe's webhooks.
// A new user sees "Free Trial: 2", buys the 25 pack, and sees 27 in the header badge and in the counters
// of /subscription-management; then subscribes to a plan and sees its sessions. A subscriber upgrades
// Standard to Pro (balance, badge and the receipt mail), and schedules a downgrade, then undoes it.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { onPath, see } from './support/browser.js';
import { inBrowser, sharedRig, signUpInBrowser, type E2eRig } from './support/scenario.js';
const USER = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: `kj-${randomBytes(4).toString('hex')}@example.com`,
  password: `Corr3ct-${randomBytes(6).toString('hex')}`,
};

let rig: E2eRig | undefined;

beforeAll(async () => {
  // The run's shared system (e2e/support/global-setup.ts): this file only touches the person it signs up.
  rig = await sharedRig();
});

afterAll(async () => {
  await rig?.stop();
});

/** The number a counter shows ("27" or "27 sessions" -> "27"). */
async function counter(page: Page, testId: string): Promise<string> {
  const text = (await page.getByTestId(testId).innerText()).trim();
  return /^\d+/.exec(text)?.[0] ?? text;
}

/** Waits until the counter shows `value` (the page loads its figures after it renders). */
async function expectCounter(page: Page, testId: string, value: string): Promise<void> {
  const end = Date.now() + 15_000;
  let last = '';
  while (Date.now() < end) {
    last = await counter(page, testId).catch(() => '');
    if (last === value) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`expected ${testId} to show ${value}, it shows "${last}"`);
}

describe('Buying sessions (sandbox payments)', () => {
  it('buys the 25 pack: Free Trial: 2 becomes 27 in the header and on /subscription-management', async () => {
    await inBrowser(rig?.browser, rig?.system, 'billing-purchase', async (page) => {
      await signUpInBrowser(page, USER);
      await see(page.getByRole('link', { name: 'Free Trial: 2' }));

      // The badge leads to /pricing; the 25 pack is bought on the sandbox's test-payment page.
      await page.getByRole('link', { name: 'Free Trial: 2' }).click();
      await onPath(page, '/pricing');
      const pack = page.getByRole('article', { name: '25 sessions pack' });
      await see(pack.getByText('$0.60'));
      await pack.getByRole('button', { name: 'Buy Now' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/sandbox-checkout/'));
      await see(page.getByTestId('sandbox-banner'));
      await see(page.getByTestId('sandbox-pay').getByText('Pay $14.99'));
      await page.getByTestId('sandbox-pay').click();

      await onPath(page, '/payment/success');
      await see(page.getByText('Payment Successful'));
      // A paying customer: the badge leaves "Free Trial" and shows the new balance at once.
      await see(page.getByRole('link', { name: 'Sessions: 27' }));
      // After 5 s the success page returns to /pricing.
      await onPath(page, '/pricing', 10_000);
      await expectCounter(page, 'pricing-balance-total', '27');

      await page.goto('/subscription-management');
      await expectCounter(page, 'counter-total', '27');
      await expectCounter(page, 'counter-topup', '27');
      await expectCounter(page, 'counter-subscription', '0');
      await see(page.getByText('No Active Subscription'));
      await see(page.getByText('No usage history yet.'));

      // Subscribing to Standard (monthly) adds its 30 monthly sessions.
      await page.goto('/pricing?tab=subscription');
      await page
        .getByRole('article', { name: 'Standard' })
        .getByRole('button', { name: 'Subscribe' })
        .click();
      await page.waitForURL((u) => u.pathname.startsWith('/sandbox-checkout/'));
      await see(page.getByTestId('sandbox-pay').getByText('Pay $19.99'));
      await page.getByTestId('sandbox-pay').click();
      await onPath(page, '/payment/success');
      await see(page.getByRole('link', { name: 'Sessions: 57' }));
      await page.goto('/subscription-management');
      await expectCounter(page, 'counter-total', '57');
      await expectCounter(page, 'counter-subscription', '30');
      await see(page.getByText('Standard'));
      await page.goto('/pricing');
      await see(
        page.getByRole('article', { name: 'Standard' }).getByRole('button', { name: 'Current Plan' }),
      );
    });
  });
});

/** The subject of the first mail to `to` whose subject matches, caught by the shared system's mail catcher. */
async function caughtMail(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const info = JSON.parse(process.env.E2E_SHARED_SYSTEM ?? '{}') as { dataDir?: string };
  if (!info.dataDir) throw new Error('E2E_SHARED_SYSTEM names no data folder');
  const dir = path.join(info.dataDir, 'mail');
  const deadline = Date.now() + 45_000;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    for (const file of files.sort()) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const recipients = [mail.to]
        .flat()
        .flatMap((a) => a?.value ?? [])
        .map((v) => v.address?.toLowerCase());
      if (recipients.includes(to) && subject.test(mail.subject ?? '')) {
        return { subject: mail.subject ?? '', text: mail.text ?? '' };
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within 45 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Subscribes the signed-in person to a plan (monthly) on the sandbox's test-payment page. */
async function subscribe(page: Page, plan: 'Standard' | 'Pro', sessions: number): Promise<void> {
  await page.goto('/pricing?tab=subscription');
  await page.getByRole('article', { name: plan }).getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/sandbox-checkout/'));
  await page.getByTestId('sandbox-pay').click();
  await onPath(page, '/payment/success');
  // The 2 free-trial sessions and the plan's.
  await see(page.getByRole('link', { name: `Sessions: ${sessions + 2}` }));
}

describe('Changing plans (sandbox payments)', () => {
  it('upgrades Standard to Pro at once: 70 more sessions, the badge, the Pro plan, a receipt by mail', async () => {
    const person = {
      ...USER,
      firstName: 'Dorothy',
      email: `dv-${randomBytes(4).toString('hex')}@example.com`,
    };
    await inBrowser(rig?.browser, rig?.system, 'billing-upgrade', async (page) => {
      await signUpInBrowser(page, person);
      await subscribe(page, 'Standard', 30);

      await page.goto('/pricing');
      await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Subscribe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Switch to Pro (monthly)?' });
      await see(dialog.getByText(/The switch takes effect now/));
      await dialog.getByRole('button', { name: 'Confirm Switch' }).click();
      await see(
        page.getByText(
          /^You are now on the Pro plan: 70 sessions added for this month, \$\d+\.\d\d charged \(prorated\)\.$/,
        ),
      );
      // The badge and the counters: 30 + 70 subscription sessions, the 2 trial sessions kept.
      await see(page.getByRole('link', { name: 'Sessions: 102' }));
      await see(page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Current Plan' }));
      await page.goto('/subscription-management');
      await expectCounter(page, 'counter-subscription', '100');
      await expectCounter(page, 'counter-total', '102');

      const receipt = await caughtMail(
        person.email,
        /^Your receipt: Upgrade to the Pro plan, monthly \(prorated\)/,
      );
      expect(receipt.text).toContain('Upgrade to the Pro plan, monthly (prorated)');
    });
  });

  it('schedules a downgrade for the period end, shown as "Changes to ... on DATE", and undoes it', async () => {
    const person = { ...USER, firstName: 'Mary', email: `mj-${randomBytes(4).toString('hex')}@example.com` };
    await inBrowser(rig?.browser, rig?.system, 'billing-downgrade', async (page) => {
      await signUpInBrowser(page, person);
      await subscribe(page, 'Pro', 100);
      await page.goto('/subscription-management');
      await page.getByRole('button', { name: 'Switch to Standard (monthly), $19.99/month' }).click();
      const dialog = page.getByRole('dialog', { name: 'Switch to Standard (monthly)?' });
      await see(dialog.getByText(/You keep Pro until .*You can undo this before that date\./));
      await dialog.getByRole('button', { name: 'Confirm Switch' }).click();

      const notice = page.getByTestId('pending-plan-change');
      await see(notice.getByText(/^Changes to Standard \(monthly\) on \S+$/));
      // Nothing changes before that date: the plan and its sessions stay.
      await expectCounter(page, 'counter-subscription', '100');
      await see(page.getByRole('heading', { name: 'Pro' }));

      await notice.getByRole('button', { name: 'Undo Change' }).click();
      await page.getByTestId('pending-plan-change').waitFor({ state: 'detached' });
      await see(page.getByTestId('plan-switch-options'));
      await page.reload();
      await see(page.getByTestId('plan-switch-options'));
      expect(await page.getByTestId('pending-plan-change').count()).toBe(0);
    });
  });
});
