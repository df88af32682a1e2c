// End to end: "Export my data" on /account, in Chromium, on the run's shared system. A new person uploads
// and saves a photo, asks for an export, waits for it on the page and downloads the ZIP through the page's
// link; the ZIP holds the photo, byte for byte, and a data.json of the person's account and saved items.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readZip } from '../test-support/zip.js';
import { see } from './support/browser.js';
import { inBrowser, sharedRig, signUpInBrowser, type E2eRig } from './support/scenario.js';
import { ROOT } from './support/system.js';

const PHOTO = path.join(ROOT, 'e2e', 'fixtures', 'person.jpg');
const TAG = randomBytes(4).toString('hex');
const IMAGE_NAME = `Export portrait ${TAG}`;
const USER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada-${TAG}@example.com`,
  password: `Analyt1cal-${TAG}-engine`,
};

let rig: E2eRig | undefined;

beforeAll(async () => {
  rig = await sharedRig();
});

afterAll(async () => {
  await rig?.stop();
});

describe('export my data', () => {
  it('export -> the ZIP downloaded through the page link, with the images and the JSON', async () => {
    await inBrowser(rig?.browser, rig?.system, 'data-export', async (page) => {
      await signUpInBrowser(page, USER);

      // A photo of theirs, saved to the gallery.
      await page.goto('/gallery');
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      const uploadDialog = page.getByRole('dialog', { name: 'Upload to Gallery' });
      await see(uploadDialog);
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        uploadDialog.getByRole('button', { name: 'Upload person photo' }).click(),
      ]);
      await chooser.setFiles(PHOTO);
      const preview = uploadDialog.getByRole('img', { name: 'Uploaded image preview' });
      await see(preview);
      const imageUrl = (await preview.getAttribute('src'))!;
      await uploadDialog.getByRole('button', { name: 'Save to Gallery' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill(IMAGE_NAME);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Image Saved Successfully! 🎉'));

      // Ask for the export on /account; the page follows it until it is ready.
      await page.goto('/account');
      await page.getByRole('button', { name: 'Export my data' }).click();
      const link = page.getByRole('link', { name: 'Download ZIP' });
      await see(link, 60_000);
      await see(page.getByText(/Your export is ready: 1 images/));

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^tryon-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = await readZip(await readFile(await download.path()));

      // The photo, as the person's own gallery serves it.
      const original = Buffer.from(await (await page.request.get(imageUrl)).body());
      const photo = `images/uploads/${imageUrl.slice(imageUrl.lastIndexOf('/') + 1)}`;
      expect(files.get(photo)?.equals(original)).toBe(true);

      // The JSON: their account and their saved image.
      const data = JSON.parse(files.get('data.json')!.toString('utf8'));
      expect(data.account.profile).toMatchObject({ email: USER.email, firstName: 'Ada' });
      expect(data.gallery.savedImages).toEqual([expect.objectContaining({ name: IMAGE_NAME, imageUrl })]);
      expect(data.billing.balance).toHaveLength(1);

      // A link someone altered answers a clear 400 page.
      const href = (await link.getAttribute('href'))!;
      const altered = await page.goto(`${href.slice(0, -4)}AAAA`);
      expect(altered?.status()).toBe(400);
      await see(page.getByText('This download link does not work'));
    });
  });
});
