// Debian's chromium driven by playwright-core (never a downloaded browser).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches chromium; fails (never skips) with the install command when it is not there. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `chromium was not found at ${CHROMIUM_PATH}. Install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Waits until the locator is visible (playwright-core has no `expect`); the error names what was awaited. */
export async function see(locator: Locator, timeout = 15_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (err) {
    throw new Error(`expected to see ${String(locator)}: ${(err as Error).message.split('\n')[0]}`);
  }
}

/** Waits until the page's path is `pathname`. */
export async function onPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForURL((u) => u.pathname === pathname, { timeout });
  } catch {
    throw new Error(`expected to be on ${pathname}, but the page is on ${new URL(page.url()).pathname}`);
  }
}

/** Whether the <img> matching `selector` finished loading real pixels (its /uploads/ address answered). */
export function imageLoaded(page: Page, selector: string): Promise<boolean> {
  // A function, not a string: the app's CSP forbids eval, which a string predicate would need. This file
  // is type-checked without the DOM library, hence the loose type of the page's document.
  return page
    .waitForFunction(
      (sel: string) => {
        const img = (
          globalThis as unknown as { document: { querySelector(s: string): unknown } }
        ).document.querySelector(sel) as { complete: boolean; naturalWidth: number } | null;
        return Boolean(img && img.complete && img.naturalWidth > 0);
      },
      selector,
      { timeout: 15_000 },
    )
    .then(
      () => true,
      () => false,
    );
}
