// End to end (issue 40): verified e-mail and password reset, in Chromium, on the run's shared system. The
// mails are the real ones support sends through SMTP to the launcher's embedded mail catcher, read from
// its folder (DATA_DIR/mail, one .eml file per message) as a mail program would.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { onPath, see } from './support/browser.js';
import { caughtMail } from './support/mail.js';
import { inBrowser, sharedRig, signUpInBrowser, type E2eRig } from './support/scenario.js';

const TAG = randomBytes(4).toString('hex');
const USER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${TAG}@example.com`,
  password: `Corr3ct-${TAG}-kettle`,
};
const NEW_PASSWORD = `Lantern-${TAG}-orbit`;

let rig: E2eRig | undefined;

beforeAll(async () => {
  rig = await sharedRig();
});

afterAll(async () => {
  await rig?.stop();
});

/** Waits for a mail to `to` whose subject matches, and answers the first link in it to `linkPath`. */
async function linkFromMail(to: string, subject: RegExp, linkPath: string, seen = new Set<string>()) {
  const mail = await caughtMail(to, subject, seen);
  const link = new RegExp(`https?://\\S+${linkPath.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_%-]+`).exec(
    mail.text ?? '',
  )?.[0];
  if (!link) throw new Error(`the mail "${mail.subject}" has no ${linkPath} link:\n${mail.text}`);
  // The link as the mail gives it, on the system under test's origin.
  return link.replace(/^https?:\/\/[^/]+/, rig!.system.url);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth?mode=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('accounts people can trust', () => {
  it('sign-up -> the verification link from the mail -> the verified badge', async () => {
    await inBrowser(rig!.browser, rig!.system, 'new person', async (page) => {
      await signUpInBrowser(page, USER);
      // The app works before verification, and reminds.
      await see(page.getByLabel('Verify your email'));
      const link = await linkFromMail(
        USER.email,
        /^Confirm your e-mail address/,
        '/api/account/verify-email',
      );
      await page.goto(link);
      await onPath(page, '/account');
      await see(page.getByText('Your email address is verified. Thank you!'));
      await see(page.getByText('Verified', { exact: true }));
      await see(page.getByRole('table', { name: 'Signed-in sessions' }).getByText('This session'));
      expect(await page.getByLabel('Verify your email').count()).toBe(0);

      // The link works once: followed again it is a clear 400 page, and nothing changes.
      const again = await page.goto(link);
      expect(again?.status()).toBe(400);
      await see(page.getByText('This verification link does not work'));
    });
  });

  it('forgot password -> reset through the mailed link -> the old session is signed out', async () => {
    await inBrowser(rig!.browser, rig!.system, 'old session', async (old) => {
      await signIn(old, USER.email, USER.password);
      await onPath(old, '/dashboard');

      await inBrowser(rig!.browser, rig!.system, 'forgetful person', async (page) => {
        await page.goto('/auth?mode=login');
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await onPath(page, '/forgot-password');
        // The sign-in screen stays until the new one has loaded: fill the new screen's field.
        const form = page.getByRole('form', { name: 'Forgot password' });
        await see(form);
        await form.getByLabel('Email').fill(USER.email);
        await form.getByRole('button', { name: 'Send reset link' }).click();
        await see(page.getByText(`If an account uses ${USER.email}, we have sent it a link`));

        const link = await linkFromMail(
          USER.email,
          /^(Reset your .* password|An account is waiting)/,
          '/api/account/reset-password',
        );
        await page.goto(link);
        await onPath(page, '/reset-password');
        await see(page.getByRole('form', { name: 'Reset password' }));
        await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
        await see(page.getByText(/Strength: (Strong|Very strong)/));
        await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Set new password' }).click();
        await see(page.getByText(/Your password was changed and every session was signed out/));

        // The old session is gone: the old tab is sent to sign in.
        await old.goto('/gallery');
        await onPath(old, '/auth');

        // The old password no longer works, the new one does.
        await signIn(page, USER.email, USER.password);
        await see(page.getByText('The email or password you entered is incorrect.'));
        await signIn(page, USER.email, NEW_PASSWORD);
        await onPath(page, '/dashboard');

        // The used link answers a clear 400 page.
        const again = await page.goto(link);
        expect(again?.status()).toBe(400);
        await see(page.getByText('This password reset link does not work'));
      });
    });
  });
});
