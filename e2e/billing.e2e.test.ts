// End to end (issue 4, billing): the real system started by the launcher with no Stripe key, so payments
// go through the app's sandbox (test payment) page and the same fulfilment code as Stripe's webhooks.
// A new user sees "Free Trial: 2", buys the 25 pack, and sees 27 in the header badge and in the counters
// of /subscription-management; then subscribes to a plan and sees its sessions.
import { randomBytes } from 'node:crypto';
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
