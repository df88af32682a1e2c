// End to end: deleting an account, in Chromium, on the run's shared system. A person uploads and saves a
// photo, deletes the account on /account with the password and the typed phrase, is signed out onto the
// landing page, cannot sign in again, and the object store (the launcher's embedded one, a folder in its
// data directory) keeps nothing of theirs; the last mail confirms the deletion.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { onPath, see } from './support/browser.js';
import { inBrowser, sharedRig, signUpInBrowser, type E2eRig } from './support/scenario.js';
import { ROOT } from './support/system.js';

const TAG = randomBytes(4).toString('hex');
const USER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada-${TAG}@example.com`,
  password: `Corr3ct-${TAG}-kettle`,
};
const PHOTO = path.join(ROOT, 'e2e', 'fixtures', 'person.jpg');

let rig: E2eRig | undefined;

beforeAll(async () => {
  rig = await sharedRig();
});

afterAll(async () => {
  await rig?.stop();
});

function dataDir(): string {
  const info = JSON.parse(process.env.E2E_SHARED_SYSTEM ?? '{}') as { dataDir?: string };
  if (!info.dataDir) throw new Error('E2E_SHARED_SYSTEM names no data folder');
  return info.dataDir;
}

/** Every file of the embedded object store whose key is one of the person's (under their id). */
async function storedFilesOf(userId: number): Promise<string[]> {
  const root = path.join(dataDir(), 's3');
  const files = (await readdir(root, { recursive: true }).catch(() => [] as string[])).map((f) =>
    f.split(path.sep).join('/'),
  );
  const own = new RegExp(`(^|/)(uploads|results)/${userId}/`);
  return files.filter((f) => own.test(f));
}

/** Whether a mail to `to` with this subject is in the mail catcher's folder. */
async function mailed(to: string, subject: string): Promise<boolean> {
  const dir = path.join(dataDir(), 'mail');
  for (const file of (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))) {
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    const recipients = [mail.to]
      .flat()
      .flatMap((a) => a?.value ?? [])
      .map((v) => v.address?.toLowerCase());
    if (recipients.includes(to) && mail.subject === subject) return true;
  }
  return false;
}

async function until(what: string, check: () => Promise<boolean>, ms = 45_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth?mode=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('deleting an account', () => {
  it('delete account -> signed out -> sign-in refused -> nothing of theirs in the object store', async () => {
    await inBrowser(rig!.browser, rig!.system, 'account-deletion', async (page) => {
      await signUpInBrowser(page, USER);
      const me = (await (await page.request.get('/api/user')).json()) as { id: number };

      // A photo uploaded and saved (the browser's own session, as the gallery does it).
      const upload = await page.request.post('/api/upload', {
        multipart: {
          image: { name: 'person.jpg', mimeType: 'image/jpeg', buffer: await readFile(PHOTO) },
        },
      });
      expect(upload.status()).toBe(201);
      const { url } = (await upload.json()) as { url: string };
      const saved = await page.request.post('/api/save-user-image', {
        data: { imageUrl: url, name: 'Portrait', category: 'person' },
      });
      expect(saved.status()).toBe(201);
      expect((await storedFilesOf(me.id)).length).toBeGreaterThan(0);

      await page.goto('/account');
      const form = page.getByRole('form', { name: 'Delete account' });
      await see(form);
      // A wrong phrase is refused on the spot; a wrong password by the server; nothing is deleted.
      await form.getByLabel('Current password').fill(USER.password);
      await form.getByLabel('Type "delete my account" to confirm').fill('delete it');
      await form.getByRole('button', { name: 'Delete my account' }).click();
      await see(form.getByText('The phrase does not match'));
      await form.getByLabel('Current password').fill(`${USER.password}-wrong`);
      await form.getByLabel('Type "delete my account" to confirm').fill('delete my account');
      await form.getByRole('button', { name: 'Delete my account' }).click();
      await see(form.getByRole('alert').getByText('Your current password is not correct'));
      await onPath(page, '/account');

      await form.getByLabel('Current password').fill(USER.password);
      await form.getByRole('button', { name: 'Delete my account' }).click();
      await onPath(page, '/');
      await see(page.getByText('Account deleted'));

      // Signed out: a protected route sends the visitor to /auth, and signing in is refused.
      await page.goto('/dashboard');
      await onPath(page, '/auth');
      await signIn(page, USER.email, USER.password);
      await see(page.getByText('The email or password you entered is incorrect.'));
      await onPath(page, '/auth');

      await until(
        'the object store keeps nothing of theirs',
        async () => (await storedFilesOf(me.id)).length === 0,
      );
      await until('the last mail confirms the deletion', () =>
        mailed(USER.email, 'Your AI Virtual Try-On account was deleted'),
      );
    });
  });
});
