// End to end (issue 5, AI jobs): the real system started by the launcher with no provider key, so the
// offline engine serves every job, and Debian's chromium. A new user (Free Trial: 2) generates an AI model
// on /gemini-generate and watches its badge go from Pending to Completed, saves it with a name, sends it to
// /gemini-virtual-tryon, uploads a red shirt, runs the try-on, refines it with "make it blue" (free: the
// plan includes refinements), is asked before leaving the screen with it unsaved (a header link, the back
// button) and stays, saves the result and downloads it, finds it in My Gallery under
// "Try-On Results (1)", and, with both sessions used, gets the "You're Out of Sessions" modal with the
// activity figures on both screens.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { imageLoaded, onPath, see } from './support/browser.js';
import { inBrowser, sharedRig, signUpInBrowser, type E2eRig } from './support/scenario.js';

/** A job of the offline engine is quick, but the machine may be busy: generous. */
const JOB_TIMEOUT = 30_000;
const MODEL_NAME = `Studio model ${randomBytes(2).toString('hex')}`;
const RESULT_NAME = `Red shirt look ${randomBytes(2).toString('hex')}`;
const USER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada-${randomBytes(4).toString('hex')}@example.com`,
  password: `Corr3ct-${randomBytes(6).toString('hex')}`,
};

let rig: E2eRig | undefined;
let garmentDir: string;
let garmentPhoto: string;

/** A garment photo as a person would take it: a red T-shirt on a plain white background (PNG). */
async function writeGarmentPhoto(file: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="360">
    <rect width="300" height="360" fill="#ffffff"/>
    <path d="M105 40 L125 30 Q150 60 175 30 L195 40 L270 90 L240 140 L210 120 L210 330 L90 330 L90 120
             L60 140 L30 90 Z" fill="#c62828"/>
  </svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
}

/**
 * Records every state the status badge `testId` shows ("pending:Pending", "processing:Generating...",
 * ...), from now on: a MutationObserver sees each render, however quickly the offline engine finishes.
 */
async function recordBadge(page: Page, testId: string): Promise<void> {
  await page.evaluate(`(() => {
    const key = ${JSON.stringify(testId)};
    const seen = (window.__badges = window.__badges || {});
    seen[key] = [];
    if (window.__badgeObservers && window.__badgeObservers[key]) window.__badgeObservers[key].disconnect();
    const take = () => {
      const badge = document.querySelector('[data-testid="' + key + '"]');
      if (!badge) return;
      const state = badge.getAttribute('data-status') + ':' + badge.textContent.trim();
      if (seen[key][seen[key].length - 1] !== state) seen[key].push(state);
    };
    const observer = new MutationObserver(take);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    window.__badgeObservers = Object.assign(window.__badgeObservers || {}, { [key]: observer });
    take();
  })()`);
}

async function badgeHistory(page: Page, testId: string): Promise<string[]> {
  return page.evaluate<string[]>(`(window.__badges && window.__badges[${JSON.stringify(testId)}]) || []`);
}

/** Waits until the badge `testId` shows Completed; a Failed badge fails at once with the job's message. */
async function waitForCompleted(page: Page, testId: string, errorTestId: string): Promise<void> {
  const ended = page.locator(
    `[data-testid="${testId}"][data-status="completed"], [data-testid="${testId}"][data-status="failed"]`,
  );
  await see(ended, JOB_TIMEOUT);
  const status = await ended.first().getAttribute('data-status');
  if (status !== 'completed') {
    const message = await page
      .getByTestId(errorTestId)
      .innerText()
      .catch(() => '(no message)');
    throw new Error(`the job ended ${status}: ${message}`);
  }
}

/** Waits until a counter-like element shows exactly `value` (the page asks the server again on changes). */
async function expectText(page: Page, testId: string, value: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  let last = '';
  while (Date.now() < end) {
    last = (
      await page
        .getByTestId(testId)
        .first()
        .innerText()
        .catch(() => '')
    ).trim();
    if (last === value) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`expected ${testId} to show "${value}", it shows "${last}"`);
}

interface PixelShift {
  /** Pixels that changed clearly (summed channel difference above 60). */
  changed: number;
  /** Share of the image that changed. */
  share: number;
  /** Mean colour of the changed pixels before and after. */
  before: { r: number; g: number; b: number };
  after: { r: number; g: number; b: number };
}

/** What changed between two images (the second is scaled to the first's size when they differ). */
async function pixelShift(first: Buffer, second: Buffer): Promise<PixelShift> {
  const a = await sharp(first).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const b = await sharp(second)
    .resize(a.info.width, a.info.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = { before: { r: 0, g: 0, b: 0 }, after: { r: 0, g: 0, b: 0 } };
  let changed = 0;
  const n = a.info.width * a.info.height;
  for (let i = 0; i < n * 3; i += 3) {
    const [r0, g0, b0] = [a.data[i], a.data[i + 1], a.data[i + 2]];
    const [r1, g1, b1] = [b.data[i], b.data[i + 1], b.data[i + 2]];
    if (Math.abs(r1 - r0) + Math.abs(g1 - g0) + Math.abs(b1 - b0) <= 60) continue;
    changed++;
    sum.before.r += r0;
    sum.before.g += g0;
    sum.before.b += b0;
    sum.after.r += r1;
    sum.after.g += g1;
    sum.after.b += b1;
  }
  const mean = (c: { r: number; g: number; b: number }) => ({
    r: Math.round(c.r / Math.max(1, changed)),
    g: Math.round(c.g / Math.max(1, changed)),
    b: Math.round(c.b / Math.max(1, changed)),
  });
  return { changed, share: changed / n, before: mean(sum.before), after: mean(sum.after) };
}

/** Reads an /uploads/ address with the page's cookies (the owner's). */
async function imageBytes(page: Page, url: string): Promise<Buffer> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return res.body();
}

/** Checks the out-of-sessions modal and its activity figures, then closes it. */
async function expectOutOfSessions(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: "You're Out of Sessions" });
  await see(modal);
  await see(modal.getByText("You've used all your available sessions."));
  await expectText(page, 'activity-total', '2');
  await expectText(page, 'activity-models', '1');
  await expectText(page, 'activity-tryons', '1');
  await see(modal.getByText('Total Sessions Used'));
  await see(modal.getByText('AI Models Created'));
  await see(modal.getByText('Virtual Try-Ons'));
  expect(await modal.getByRole('link', { name: 'View Plans & Pricing' }).getAttribute('href')).toBe(
    '/pricing',
  );
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await modal.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  garmentDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-garment-'));
  garmentPhoto = path.join(garmentDir, 'red-shirt.png');
  await writeGarmentPhoto(garmentPhoto);
  // The run's shared system (e2e/support/global-setup.ts): this file only touches the person it signs up.
  rig = await sharedRig();
});

afterAll(async () => {
  await rig?.stop();
  if (garmentDir) await rm(garmentDir, { recursive: true, force: true });
});

describe('AI jobs with the offline engine', () => {
  it('generates a model, saves it, tries a shirt on it, refines, saves, finds it, and runs out of sessions', async () => {
    await inBrowser(rig?.browser, rig?.system, 'ai-jobs', async (page) => {
      await signUpInBrowser(page, USER);
      await see(page.getByRole('link', { name: 'Free Trial: 2' }));

      // --- Generate an AI model --------------------------------------------------------------------
      await page.goto('/gemini-generate');
      await see(page.getByRole('tab', { name: 'Attributes' }));
      await see(page.getByRole('tab', { name: 'Free Prompt' }));
      await page.getByRole('combobox', { name: 'Background Color' }).click();
      await page.getByRole('option', { name: 'Beige' }).click();
      expect(await page.getByRole('combobox', { name: 'Background Color' }).inputValue()).toBe('Beige');

      await recordBadge(page, 'generation-status');
      await page.getByRole('button', { name: 'Generate AI Model' }).click();
      await waitForCompleted(page, 'generation-status', 'generation-error');
      const generationBadges = await badgeHistory(page, 'generation-status');
      // It went Pending (and Generating... when the push or a poll saw it) before Completed.
      expect(generationBadges[0]).toMatch(/^(pending:Pending|processing:Generating\.\.\.)$/);
      expect(generationBadges[generationBadges.length - 1]).toBe('completed:Completed');
      for (const state of generationBadges) {
        expect(['pending:Pending', 'processing:Generating...', 'completed:Completed']).toContain(state);
      }

      const generated = page.getByRole('img', { name: 'Generated AI model' });
      await see(generated);
      const modelUrl = await generated.getAttribute('src');
      expect(modelUrl).toMatch(/^\/uploads\//);
      expect(await imageLoaded(page, '[data-testid="generated-image"]')).toBe(true);
      await see(page.getByTestId('offline-preview').getByText('Offline preview'));

      // --- Save it with a name -----------------------------------------------------------------------
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const saveModel = page.getByRole('dialog', { name: 'Save AI Model' });
      await see(saveModel);
      const modelName = saveModel.getByRole('textbox', { name: 'Name' });
      expect(await modelName.inputValue()).toMatch(/^AI Model - /);
      await modelName.fill(MODEL_NAME);
      await saveModel.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Model Saved Successfully! 🎉'));
      await saveModel.waitFor({ state: 'hidden' });
      await see(page.getByText('Saved People (1)'));
      await see(page.getByText(MODEL_NAME));

      // --- Try On: the try-on screen starts with this person selected ------------------------------
      await page.getByRole('button', { name: 'Try On', exact: true }).click();
      await onPath(page, '/gemini-virtual-tryon');
      await see(page.getByText('Person Selected', { exact: true }));
      const personCard = page.getByTestId('person-card');
      const selectedPerson = personCard.getByRole('img', { name: 'Selected person' });
      await see(selectedPerson);
      expect(await selectedPerson.getAttribute('src')).toBe(modelUrl);
      expect(await imageLoaded(page, '[data-testid="person-card"] img[alt="Selected person"]')).toBe(true);
      await expectText(page, 'session-balance-value', '1');

      // Without a garment the Try On button reads disabled.
      const tryOnButton = page.getByRole('button', { name: 'Try On', exact: true });
      expect(await tryOnButton.getAttribute('aria-disabled')).toBe('true');

      // --- Upload the garment and run the try-on ---------------------------------------------------
      const clothingCard = page.getByTestId('clothing-card');
      await clothingCard.locator('[data-testid="image-file-input"]').setInputFiles(garmentPhoto);
      await see(clothingCard.getByRole('img', { name: 'Clothing Item preview' }));
      expect(await imageLoaded(page, '[data-testid="clothing-card"] img[alt="Clothing Item preview"]')).toBe(
        true,
      );
      expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Tops');
      expect(await page.getByRole('combobox', { name: 'Garment Type' }).inputValue()).toBe('Top');
      expect(await tryOnButton.getAttribute('aria-disabled')).toBeNull();

      await recordBadge(page, 'tryon-status');
      await tryOnButton.click();
      await waitForCompleted(page, 'tryon-status', 'tryon-error');
      const tryOnBadges = await badgeHistory(page, 'tryon-status');
      expect(tryOnBadges[0]).toMatch(/^(pending:Pending|processing:AI Processing\.\.\.)$/);
      expect(tryOnBadges[tryOnBadges.length - 1]).toBe('completed:Completed');

      const result = page.getByRole('img', { name: 'Try-on result' });
      await see(result);
      const firstResultUrl = await result.getAttribute('src');
      expect(firstResultUrl).toMatch(/^\/uploads\//);
      expect(firstResultUrl).not.toBe(modelUrl);
      expect(await imageLoaded(page, 'img[alt="Try-on result"]')).toBe(true);
      await see(page.getByRole('region', { name: 'Try-On Result' }).getByTestId('offline-preview'));
      await expectText(page, 'session-balance-value', '0');
      // The red shirt is really on the person: what changed from the model's image turned red.
      const fitted = await pixelShift(
        await imageBytes(page, modelUrl!),
        await imageBytes(page, firstResultUrl!),
      );
      expect(fitted.share).toBeGreaterThan(0.01);
      expect(fitted.after.r - Math.max(fitted.after.g, fitted.after.b)).toBeGreaterThan(80);

      // --- Refine "make it blue": a new image, where the shirt that was tried on turned blue ----------
      // (With no garment named, an edit of a try-on result means the garment that was tried on.)
      await page.getByRole('textbox', { name: 'Refine instructions' }).fill('make it blue');
      await page.getByRole('button', { name: 'Refine' }).click();
      // A function predicate (the app's CSP forbids the eval a string one needs).
      await page.waitForFunction(
        (previous: string | null) => {
          const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
          const img = doc.querySelector('img[alt="Try-on result"]') as {
            getAttribute(n: string): string;
          } | null;
          return Boolean(img && img.getAttribute('src') !== previous);
        },
        firstResultUrl,
        { timeout: JOB_TIMEOUT },
      );
      const refinedUrl = await result.getAttribute('src');
      expect(refinedUrl).toMatch(/^\/uploads\//);
      expect(refinedUrl).not.toBe(firstResultUrl);
      expect(await imageLoaded(page, 'img[alt="Try-on result"]')).toBe(true);
      expect(await page.getByRole('textbox', { name: 'Refine instructions' }).inputValue()).toBe('');
      // Visibly different: what changed was the red shirt, and it turned blue.
      const refinedBytes = await imageBytes(page, refinedUrl!);
      const recoloured = await pixelShift(await imageBytes(page, firstResultUrl!), refinedBytes);
      expect(recoloured.share).toBeGreaterThan(0.01);
      expect(recoloured.after.b - Math.max(recoloured.after.r, recoloured.after.g)).toBeGreaterThan(60);
      expect(recoloured.before.r - Math.max(recoloured.before.g, recoloured.before.b)).toBeGreaterThan(60);
      expect(recoloured.after.b - recoloured.after.r).toBeGreaterThan(
        recoloured.before.b - recoloured.before.r,
      );
      // The plan includes refinements: the balance is still 0.
      await expectText(page, 'session-balance-value', '0');

      // --- Leaving the screen with the result not saved asks first; Stay (or Esc) keeps it -------------
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Gallery' }).click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await see(leave);
      await see(
        leave.getByText(
          'Your result is not saved to your gallery yet. If you leave now, it will not be kept.',
        ),
      );
      expect(new URL(page.url()).pathname).toBe('/gemini-virtual-tryon');
      await leave.getByRole('button', { name: 'Stay' }).click();
      await leave.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/gemini-virtual-tryon');
      expect(await result.getAttribute('src')).toBe(refinedUrl);
      // The browser's back button (to /gemini-generate) is held too: the address comes back at once.
      await page.evaluate('history.back()');
      await see(leave);
      await onPath(page, '/gemini-virtual-tryon');
      await page.keyboard.press('Escape');
      await leave.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/gemini-virtual-tryon');
      expect(await result.getAttribute('src')).toBe(refinedUrl);

      // --- Save the result to the gallery and download it -------------------------------------------
      await page.getByRole('button', { name: 'Save to Gallery' }).click();
      const saveResult = page.getByRole('dialog', { name: 'Save Try-On Result' });
      await see(saveResult);
      const resultName = saveResult.getByRole('textbox', { name: 'Name' });
      expect(await resultName.inputValue()).toMatch(/^Try-On Result - /);
      await resultName.fill(RESULT_NAME);
      await saveResult.getByRole('button', { name: 'Save', exact: true }).click();
      await see(page.getByText('Try-On Result Saved! 🎉'));
      await saveResult.waitFor({ state: 'hidden' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^virtual-tryon-\d+\.png$/);
      const downloaded = await readFile(await download.path());
      expect(downloaded.equals(refinedBytes)).toBe(true);

      // --- Out of sessions: another try-on opens the modal with the activity figures ---------------
      await tryOnButton.click();
      await expectOutOfSessions(page);
      // The refused try-on changed nothing: the refined result is still shown.
      expect(await result.getAttribute('src')).toBe(refinedUrl);
      await expectText(page, 'session-balance-value', '0');

      // --- My Gallery: Try-On Results (1) holds the refined result ---------------------------------
      // Saved: the header's link goes there without asking.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Gallery' }).click();
      await onPath(page, '/gallery');
      expect(await leave.count()).toBe(0);
      const resultsTab = page.getByRole('tab', { name: 'Try-On Results (1)' });
      await see(resultsTab);
      await resultsTab.click();
      const card = page.getByRole('article', { name: RESULT_NAME });
      await see(card);
      expect(await imageLoaded(page, `article[aria-label="${RESULT_NAME}"] img`)).toBe(true);

      // --- And a generation is refused the same way -------------------------------------------------
      await page.goto('/gemini-generate');
      await see(page.getByText(MODEL_NAME));
      await page.getByRole('button', { name: 'Generate AI Model' }).click();
      await expectOutOfSessions(page);
      expect(await page.getByTestId('generation-status').count()).toBe(0);
    });
  });
});
