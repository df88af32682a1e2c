// End to end (issue 14, rough edges): the real system with the offline engine, in Debian's chromium. A new
// user generates a model from a free prompt; an edit the offline engine cannot do ("add a jacket") says
// why, and that nothing was charged since the plan includes it; an edit it can do ("make the background gray") replaces the
// image, and saving the model keeps the edited image (read again from the server); a later edit is not
// saved, so leaving the screen asks first ("Leave without saving?", Leave); the usage history lists the
// generation as paid by the free trial (the edits were included). On a phone the balance is in the header,
// the usage history fits the screen, and Try On sits in a bar in reach.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { onPath, see } from './support/browser.js';
import { inBrowser, sharedRig, signUpInBrowser, type E2eRig } from './support/scenario.js';

const JOB_TIMEOUT = 30_000;
const MODEL_NAME = `Edited model ${randomBytes(2).toString('hex')}`;
const USER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${randomBytes(4).toString('hex')}@example.com`,
  password: `Corr3ct-${randomBytes(6).toString('hex')}`,
};

let rig: E2eRig | undefined;

/** Waits until the generated image's address is no longer `previous`, and returns the new one. */
async function nextImage(page: Page, previous: string): Promise<string> {
  await page.waitForFunction(
    (old: string) => {
      const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
      const img = doc.querySelector('img[alt="Generated AI model"]') as {
        getAttribute(n: string): string;
      } | null;
      return Boolean(img && img.getAttribute('src') !== old);
    },
    previous,
    { timeout: JOB_TIMEOUT },
  );
  return (await page.getByRole('img', { name: 'Generated AI model' }).getAttribute('src'))!;
}

beforeAll(async () => {
  // The run's shared system (e2e/support/global-setup.ts): this file only touches the person it signs up.
  rig = await sharedRig();
});

afterAll(async () => {
  await rig?.stop();
});

describe('rough edges with the offline engine', () => {
  it('explains a refused edit, saves the edited model, and lists the free trial as the source', async () => {
    await inBrowser(rig?.browser, rig?.system, 'edges', async (page, context) => {
      await signUpInBrowser(page, USER);
      await see(page.getByRole('link', { name: 'Free Trial: 2' }));

      // --- A model from a free prompt --------------------------------------------------------------
      await page.goto('/gemini-generate');
      await page.getByRole('tab', { name: 'Free Prompt' }).click();
      await page.getByLabel('Describe your model').fill('older woman, long red hair, green dress, sitting');
      await page.getByRole('button', { name: 'Generate AI Model' }).click();
      const image = page.getByRole('img', { name: 'Generated AI model' });
      await see(image, JOB_TIMEOUT);
      const modelUrl = (await image.getAttribute('src'))!;
      expect(modelUrl).toMatch(/^\/uploads\//);

      // --- An edit the offline engine cannot do says why --------------------------------------------
      const box = page.getByRole('textbox', { name: 'Edit instructions' });
      await box.fill('add a jacket');
      await page.getByRole('button', { name: 'Apply Edit' }).click();
      const reason = page.getByTestId('edit-error');
      await see(reason, JOB_TIMEOUT);
      expect(await reason.textContent()).toMatch(/offline preview can only change colours/);
      // The plan includes the first edits of a result: there was nothing to refund.
      expect(await reason.textContent()).toMatch(
        /Nothing was charged: this edit is included in your plan\.$/,
      );
      expect(await reason.textContent()).not.toMatch(/refunded/);
      expect(await image.getAttribute('src')).toBe(modelUrl);

      // --- One it can do replaces the image -------------------------------------------------------
      await box.fill('make the background gray');
      await page.getByRole('button', { name: 'Apply Edit' }).click();
      const editedUrl = await nextImage(page, modelUrl);
      expect(editedUrl).toMatch(/^\/uploads\//);
      expect(await page.getByTestId('edit-error').count()).toBe(0);

      // --- Saving keeps the edited image ----------------------------------------------------------
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Save AI Model' });
      await see(dialog);
      await dialog.getByRole('textbox', { name: 'Name' }).fill(MODEL_NAME);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Model Saved Successfully! 🎉'));
      await dialog.waitFor({ state: 'hidden' });

      // --- A later edit is a new image, not saved: leaving the screen asks first; Leave goes on -----
      await box.fill('make the background blue');
      await page.getByRole('button', { name: 'Apply Edit' }).click();
      await nextImage(page, editedUrl);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Gallery' }).click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await see(leave);
      expect(new URL(page.url()).pathname).toBe('/gemini-generate');
      await leave.getByRole('button', { name: 'Leave' }).click();
      await onPath(page, '/gallery');

      // The saved model kept the image it was saved with (read again from the server).
      await page.goto('/gemini-generate');
      const saved = page.getByRole('article', { name: MODEL_NAME }).getByRole('img', { name: MODEL_NAME });
      await see(saved);
      expect(await saved.getAttribute('src')).toBe(editedUrl);

      // --- The generation was paid by the free trial ----------------------------------------------
      await page.goto('/subscription-management');
      const table = page.getByRole('table', { name: 'Usage history' });
      await see(table);
      const rows = table.getByRole('row');
      expect(await rows.count()).toBe(2); // the header and the generation (the edits were included)
      expect(await rows.nth(1).textContent()).toMatch(/Model Generation.*Free Trial/);

      // --- On a phone (390 px) -----------------------------------------------------------------------
      const phone = await rig!.browser.newContext({
        baseURL: rig!.system.url,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        storageState: await context.storageState(),
      });
      try {
        const mobile = await phone.newPage();
        mobile.setDefaultTimeout(15_000);
        // The usage history needs no sideways scroll: "Deducted From" is on screen.
        await mobile.goto('/subscription-management');
        // The balance is in the header itself, not only inside the menu.
        await see(mobile.getByRole('banner').getByRole('link', { name: 'Free Trial: 1' }));
        const source = mobile.locator('td[data-label="Deducted From"]').first();
        await see(source);
        expect(await source.textContent()).toBe('Free Trial');
        const cell = (await source.boundingBox())!;
        expect(cell.x + cell.width).toBeLessThanOrEqual(390);
        // Try On is at hand on the try-on screen, in the bar above the bottom navigation.
        await mobile.goto('/gemini-virtual-tryon');
        const bar = mobile.getByTestId('tryon-action-bar');
        await see(bar.getByRole('button', { name: 'Try On', exact: true }));
        const box = (await bar.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(844 - 60);
      } finally {
        await phone.close();
      }
    });
  });
});
