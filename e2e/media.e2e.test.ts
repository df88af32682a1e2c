// End to end (issue 3, media): the real system started by the launcher (with the media service and its
// embedded S3-compatible store) and Debian's chromium. A new user uploads a JPEG in My Gallery, saves it with
// a name, finds it under Person Images (1) and on the dashboard, downloads it as "{name}.jpg", and deletes it
// after the spec's confirmation.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageLoaded, onPath, see } from './support/browser.js';
import { inBrowser, sharedRig, signUpInBrowser, type E2eRig } from './support/scenario.js';
import { ROOT } from './support/system.js';

/** A small real JPEG (96x128), committed so the test needs no image library. */
const PHOTO = path.join(ROOT, 'e2e', 'fixtures', 'person.jpg');
const IMAGE_NAME = `Beach portrait ${randomBytes(2).toString('hex')}`;
const DELETE_CONFIRM = 'Are you sure you want to delete this image? This action cannot be undone.';
const USER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${randomBytes(4).toString('hex')}@example.com`,
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

describe('My Gallery', () => {
  it('uploads a photo, saves it, finds it, uses it, downloads it as {name}.jpg and deletes it', async () => {
    await inBrowser(rig?.browser, rig?.system, 'media-gallery', async (page) => {
      await signUpInBrowser(page, USER);
      await see(page.getByText('No Saved Models Yet'));

      // Upload a person photo from the gallery.
      await page.goto('/gallery');
      await see(page.getByRole('tab', { name: 'Person Images (0)' }));
      await see(page.getByText('No person images yet'));
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
      const imageUrl = await preview.getAttribute('src');
      expect(imageUrl).toMatch(/^\/uploads\//);

      // Save it with a name.
      await uploadDialog.getByRole('button', { name: 'Save to Gallery' }).click();
      const nameField = page.getByRole('textbox', { name: 'Name' });
      await see(nameField);
      expect(await nameField.inputValue()).toMatch(/^Person Photo - /);
      await nameField.fill(IMAGE_NAME);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Image Saved Successfully! 🎉'));

      // It is in Person Images (1), and its thumbnail loads for its owner.
      await see(page.getByRole('tab', { name: 'Person Images (1)' }));
      const card = page.getByRole('article', { name: IMAGE_NAME });
      await see(card);
      expect(await card.getByRole('img').getAttribute('loading')).toBe('lazy');
      expect(await imageLoaded(page, `article[aria-label="${IMAGE_NAME}"] img`)).toBe(true);

      // Nobody else gets the bytes: a signed-out request for its address is refused.
      const stranger = await rig!.browser.newContext({ baseURL: rig!.system.url });
      try {
        const res = await stranger.request.get(imageUrl!);
        expect(res.status()).toBe(401);
      } finally {
        await stranger.close();
      }

      // The dashboard lists it under Uploaded Models, and Use for Try-On hands it to the try-on screen.
      await page.goto('/dashboard');
      await see(page.getByRole('heading', { name: 'Uploaded Models (1)' }));
      await page.getByRole('button', { name: `Use ${IMAGE_NAME} for Try-On` }).click();
      await onPath(page, '/gemini-virtual-tryon');
      // The try-on screen takes the person at once (and forgets the hand-over): what it shows is the check,
      // not the stored hand-over, which it may already have cleared when the test looks.
      await see(page.getByText(`${IMAGE_NAME} is ready for your try-on.`));
      const selected = page.getByRole('img', { name: 'Selected person' });
      await see(selected);
      expect(await selected.getAttribute('src')).toBe(imageUrl!);
      expect(await page.evaluate("window.localStorage.getItem('selectedPersonForTryOn')")).toBeNull();

      // Download: the suggested file name is "{name}.jpg" and the bytes are a JPEG.
      await page.goto('/gallery');
      await see(page.getByRole('article', { name: IMAGE_NAME }));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download ${IMAGE_NAME}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${IMAGE_NAME}.jpg`);
      const file = await download.path();
      const bytes = await readFile(file);
      expect(bytes.length).toBeGreaterThan(100);
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

      // Delete after the confirmation text.
      await page.getByRole('button', { name: `Delete ${IMAGE_NAME}` }).click();
      const confirm = page.getByRole('dialog');
      await see(confirm.getByText(DELETE_CONFIRM));
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await see(page.getByText('Image Deleted', { exact: true }));
      await see(page.getByRole('tab', { name: 'Person Images (0)' }));
      expect(await page.getByRole('article', { name: IMAGE_NAME }).count()).toBe(0);
      await see(page.getByText('No person images yet'));
    });
  });
});
