// End to end: keeping uploads from the try-on screen, in Chromium, on the shared system. A new user uploads
// a person photo and a garment on /gemini-virtual-tryon, saves the photo (named in the dialog) and the
// garment (the default "Clothing Item - {date}") from their cards, quick-saves a second photo as "Uploaded
// Model", then finds all three in My Gallery without uploading them again: the same stored addresses.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { see } from './support/browser.js';
import { ROOT } from './support/system.js';
import { inBrowser, sharedRig, signUpInBrowser, type E2eRig } from './support/scenario.js';

const FIXTURES = path.join(ROOT, 'services', 'ai-jobs', 'test', 'fixtures', 'offline-eval');
const PERSON = path.join(FIXTURES, 'man-front-white.png');
const GARMENT = path.join(FIXTURES, 'garment-red-tee.png');
const PHOTO_NAME = `Me in white ${randomBytes(2).toString('hex')}`;
const USER = {
  firstName: 'Ada',
  lastName: 'Byron',
  email: `ada-saves-${randomBytes(4).toString('hex')}@example.com`,
  password: `Corr3ct-${randomBytes(6).toString('hex')}`,
};

let rig: E2eRig | undefined;

beforeAll(async () => {
  rig = await sharedRig();
});

afterAll(async () => {
  await rig?.stop();
});

/** The address of the image a card previews. */
async function previewUrl(preview: Locator): Promise<string> {
  await see(preview);
  const url = await preview.getAttribute('src');
  expect(url).toMatch(/^\/uploads\//);
  return url!;
}

/** The addresses of the gallery cards' thumbnails on the open tab. */
function imageSources(page: Page): Promise<string[]> {
  return page.locator('article img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
}

describe('Saving uploads from the try-on screen', () => {
  it('saves an uploaded person photo and garment from their cards and finds them in My Gallery', async () => {
    await inBrowser(rig?.browser, rig?.system, 'tryon-saves', async (page) => {
      await signUpInBrowser(page, USER);
      await page.goto('/gemini-virtual-tryon');

      // The person photo: Save Photo, named in the dialog.
      const personCard = page.getByTestId('person-card');
      await personCard.locator('[data-testid="image-file-input"]').setInputFiles(PERSON);
      const personUrl = await previewUrl(personCard.getByRole('img', { name: 'Person photo preview' }));
      await personCard.getByRole('button', { name: 'Save Photo' }).click();
      const photoDialog = page.getByRole('dialog', { name: 'Save Person Photo' });
      await see(photoDialog);
      const nameField = photoDialog.getByRole('textbox', { name: 'Name' });
      expect(await nameField.inputValue()).toMatch(/^Person Photo - /);
      await nameField.fill(PHOTO_NAME);
      await photoDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText(`"${PHOTO_NAME}" was saved to your gallery.`));
      await see(personCard.getByRole('button', { name: 'Saved to Gallery' }));

      // The garment: Save Item with the spec's default name.
      const clothingCard = page.getByTestId('clothing-card');
      await clothingCard.locator('[data-testid="image-file-input"]').setInputFiles(GARMENT);
      const garmentUrl = await previewUrl(clothingCard.getByRole('img', { name: 'Clothing Item preview' }));
      await clothingCard.getByRole('button', { name: 'Save Item' }).click();
      const itemDialog = page.getByRole('dialog', { name: 'Save Clothing Item' });
      await see(itemDialog);
      const itemName = await itemDialog.getByRole('textbox', { name: 'Name' }).inputValue();
      expect(itemName).toMatch(/^Clothing Item - /);
      await itemDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await see(clothingCard.getByRole('button', { name: 'Saved to Gallery' }));

      // At once, the saved photo is offered under AI Models on the same screen.
      await personCard.getByRole('button', { name: 'Clear' }).click();
      await personCard.getByRole('tab', { name: 'AI Models' }).click();
      await see(personCard.getByText(PHOTO_NAME));

      // A second photo, quick-saved as "Uploaded Model".
      await personCard.getByRole('tab', { name: 'Upload' }).click();
      await personCard.locator('[data-testid="image-file-input"]').setInputFiles(PERSON);
      const quickUrl = await previewUrl(personCard.getByRole('img', { name: 'Person photo preview' }));
      await personCard.getByRole('button', { name: 'Quick Save' }).click();
      await see(page.getByText('"Uploaded Model" was saved to your gallery.'));

      // My Gallery holds them, with the addresses uploaded on the try-on screen.
      await page.goto('/gallery');
      await see(page.getByRole('tab', { name: 'Person Images (2)' }));
      await see(page.getByRole('tab', { name: 'Clothing Items (1)' }));
      const photoCard = page.getByRole('article', { name: PHOTO_NAME });
      await see(photoCard);
      expect(await page.getByRole('article', { name: 'Uploaded Model' }).count()).toBe(1);
      const shown = await imageSources(page);
      expect(shown.some((src) => src.startsWith(personUrl))).toBe(true);
      expect(shown.some((src) => src.startsWith(quickUrl))).toBe(true);

      await page.getByRole('tab', { name: 'Clothing Items (1)' }).click();
      await see(page.getByRole('article', { name: itemName }));
      const clothing = await imageSources(page);
      expect(clothing.some((src) => src.startsWith(garmentUrl))).toBe(true);
    });
  });
});
