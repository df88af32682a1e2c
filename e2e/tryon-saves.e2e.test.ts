// End to end: keeping uploads from the try-on screen, in Chromium, on the shared system. A new user uploads
// a person photo and a garment on /gemini-virtual-tryon, saves the photo (named in the dialog) and the
// garment (the default "Clothing Item - {date}") from their cards, quick-saves a second photo as "Uploaded
// Model", then finds all three in My Gallery without uploading them again: the same stored addresses. A
// free prompt with clothing words the offline engine cannot draw names them under the generated image.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
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

describe('A free prompt on the offline engine', () => {
  it('draws an athletic outfit and names the clothing words it could not draw under the image', async () => {
    await inBrowser(rig?.browser, rig?.system, 'prompt-note', async (page) => {
      await signUpInBrowser(page, {
        ...USER,
        email: `ada-prompt-${randomBytes(4).toString('hex')}@example.com`,
      });
      await page.goto('/gemini-generate');
      await page.getByRole('tab', { name: 'Free Prompt' }).click();
      await page
        .getByLabel('Describe your model')
        .fill('A woman wearing an athletic outfit and a floral scarf');
      await page.getByRole('button', { name: 'Generate AI Model' }).click();
      const image = page.getByRole('img', { name: 'Generated AI model' });
      await see(image, 30_000);
      // The chest is the athletic style's teal sports top, not the casual default's T-shirt.
      const bytes = await (await page.request.get((await image.getAttribute('src'))!)).body();
      const { data, info } = await sharp(bytes)
        .extract({ left: 354, top: 450, width: 60, height: 16 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = info.width * info.height;
      const chest = [0, 1, 2].map((c) => {
        let sum = 0;
        for (let p = 0; p < pixels; p++) sum += data[p * 3 + c]!;
        return sum / pixels;
      });
      expect(Math.hypot(chest[0]! - 0x2a, chest[1]! - 0x9d, chest[2]! - 0x8f)).toBeLessThan(60);
      const note = page.getByTestId('generation-note');
      await see(note);
      expect((await note.innerText()).trim()).toBe('not drawn offline: floral, scarf');
    });
  });
});
