import { migrate, type Db } from '@tryon/kit';
import { migratedTestDb } from '../../../test-support/infra.js';
import { SCHEMA } from '../src/app.js';
import { STARTER_PAGES } from '../src/domain/starter-content.js';
import {
  STARTER_CONTENT_V1,
  contentStarterPagesReflow,
} from '../src/migrations/20270201000100_content_starter_pages_reflow.js';
import { migrations } from '../src/migrations/index.js';

// An installation that started before the starter pages were reflowed: the migration rewrites the pages
// that still hold the text the starter migration wrote, and leaves alone those an admin has edited.

let db: Db;
let drop: () => Promise<void>;

const before = migrations.filter((m) => m !== contentStarterPagesReflow);
const starter = (slug: string) => STARTER_PAGES.find((p) => p.slug === slug)!;
const contentOf = async (slug: string) =>
  ((await db('content_pages').where({ slug }).first()) as { content: string } | undefined)?.content;

beforeAll(async () => {
  // Migrated as an older release did, then given the contents such an installation holds.
  ({ db, drop } = await migratedTestDb(SCHEMA, before));
  for (const [slug, content] of Object.entries(STARTER_CONTENT_V1)) {
    await db('content_pages').where({ slug }).update({ content });
  }
});

afterAll(async () => {
  await drop?.();
});

it('rewrites untouched starter pages and leaves edited and deleted ones alone', async () => {
  const edited = `${STARTER_CONTENT_V1['privacy-policy']}\n## Contact\nWrite to privacy@example.com.\n`;
  await db('content_pages').where({ slug: 'privacy-policy' }).update({ content: edited });
  await db('content_pages').where({ slug: 'contact' }).del();

  expect(await migrate(db, SCHEMA, migrations)).toEqual([contentStarterPagesReflow.name]);

  expect(await contentOf('about')).toBe(starter('about').content);
  expect(await contentOf('terms-of-service')).toBe(starter('terms-of-service').content);
  expect(await contentOf('privacy-policy')).toBe(edited);
  expect(await contentOf('contact')).toBeUndefined();
  expect(await contentOf('about')).not.toMatch(/^# About/);
});

it('puts the old text back on rollback, again only where the page still holds the new one', async () => {
  await db('content_pages').where({ slug: 'terms-of-service' }).update({ content: 'Our own terms.' });

  await contentStarterPagesReflow.down(db);

  expect(await contentOf('about')).toBe(STARTER_CONTENT_V1.about);
  expect(await contentOf('terms-of-service')).toBe('Our own terms.');
});

it('has the old text of every starter page, and each differs from the new one', () => {
  expect(Object.keys(STARTER_CONTENT_V1).sort()).toEqual(STARTER_PAGES.map((p) => p.slug).sort());
  for (const page of STARTER_PAGES) expect(STARTER_CONTENT_V1[page.slug]).not.toBe(page.content);
});
