process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { CONTEXT_HEADER, signContext, type Db } from '@tryon/kit';
import { startMediaForTest, type MediaUnderTest } from './harness.js';
import { TEST_SECRET } from '../../../test-support/infra.js';

// Keyset pages of the gallery lists (issue 14): every item exactly once across pages, newest first, ties
// (same timestamp, even the same microsecond) broken by id, bad cursors and limits refused as VALIDATION.

let db: Db;
let base: string;
let stack: MediaUnderTest | undefined;
const OWNER = 31;
const OTHER = 32;

beforeAll(async () => {
  stack = await startMediaForTest('media-pages');
  ({ db, base } = stack);
});

afterAll(async () => {
  await stack?.stop();
});

async function gql(userId: number, query: string, variables: Record<string, unknown> = {}) {
  const token = await signContext(TEST_SECRET, { userId, role: 'user', ip: '127.0.0.1' });
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTEXT_HEADER]: token },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: Record<string, any>;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

const PAGE = `query($userId: Int!, $category: String, $limit: Int, $cursor: String) {
  savedUserImagesPage(userId: $userId, category: $category, limit: $limit, cursor: $cursor) {
    items { id name category uploadedAt } nextCursor totalCount } }`;

/** Every item of the list, page after page; the pages as they came. */
async function walk(variables: Record<string, unknown>) {
  const pages: { id: number; name: string; category: string }[][] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const { body } = await gql(OWNER, PAGE, { userId: OWNER, ...variables, cursor });
    expect(body.errors).toBeUndefined();
    const page = body.data!.savedUserImagesPage;
    pages.push(page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return pages;
}

describe('saved images, page by page', () => {
  // 23 rows: 10 share one exact timestamp, 4 lie a microsecond apart, the rest a second apart; some of
  // another person. The expected order is (uploadedAt desc, id desc).
  let expected: { id: number; category: string }[] = [];

  beforeAll(async () => {
    const rows: { userId: number; imageUrl: string; name: string; category: string; uploadedAt: string }[] =
      [];
    const add = (at: string, i: number, userId = OWNER) =>
      rows.push({
        userId,
        imageUrl: `/uploads/${userId}/img${i}.jpg`,
        name: `Item ${i}`,
        category: i % 3 === 0 ? 'clothing' : 'person',
        uploadedAt: at,
      });
    let i = 0;
    for (let k = 0; k < 10; k++) add('2026-11-20T10:00:00.000000Z', i++);
    for (let k = 0; k < 4; k++) add(`2026-11-20T11:00:00.00000${k}Z`, i++);
    for (let k = 0; k < 9; k++) add(`2026-11-20T12:00:0${k}.5Z`, i++);
    for (let k = 0; k < 3; k++) add('2026-11-20T10:00:00.000000Z', i++, OTHER);
    // Inserted shuffled, so ids do not follow the timestamps.
    rows.sort(() => Math.random() - 0.5);
    await db('saved_user_images').insert(rows);
    const stored = await db('saved_user_images')
      .where({ userId: OWNER })
      .orderBy([
        { column: 'uploadedAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select('id', 'category');
    expected = stored;
    expect(expected).toHaveLength(23);
  });

  it('gives every item exactly once, newest first, whatever the page size', async () => {
    for (const limit of [1, 3, 7, 10, 22, 23, 100]) {
      const pages = await walk({ limit });
      expect(pages.flat().map((r) => r.id)).toEqual(expected.map((r) => r.id));
      expect(pages.length).toBe(Math.max(1, Math.ceil(23 / limit)));
      for (const p of pages.slice(0, -1)) expect(p).toHaveLength(limit);
    }
  });

  it('pages one category and counts the whole list', async () => {
    const pages = await walk({ limit: 4, category: 'clothing' });
    const clothing = expected.filter((r) => r.category === 'clothing');
    expect(pages.flat().map((r) => r.id)).toEqual(clothing.map((r) => r.id));
    const { body } = await gql(OWNER, PAGE, { userId: OWNER, category: 'clothing', limit: 2 });
    expect(body.data!.savedUserImagesPage.totalCount).toBe(clothing.length);
  });

  it('defaults to 50 and has no next page when all fit', async () => {
    const { body } = await gql(OWNER, PAGE, { userId: OWNER });
    expect(body.data!.savedUserImagesPage.items).toHaveLength(23);
    expect(body.data!.savedUserImagesPage.nextCursor).toBeNull();
    expect(body.data!.savedUserImagesPage.totalCount).toBe(23);
  });

  it('refuses a bad cursor and a limit out of range as VALIDATION (400), never 500', async () => {
    for (const [variables, message] of [
      [{ cursor: 'garbage!' }, 'Invalid format: cursor is not one this list gave'],
      [
        { cursor: Buffer.from('[1,2]').toString('base64url') },
        'Invalid format: cursor is not one this list gave',
      ],
      [{ limit: 0 }, 'Invalid data: limit must be 1 to 100'],
      [{ limit: 101 }, 'Invalid data: limit must be 1 to 100'],
    ] as const) {
      const { body } = await gql(OWNER, PAGE, { userId: OWNER, ...variables });
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'VALIDATION' } });
    }
  });

  it("refuses someone else's list", async () => {
    const { body } = await gql(OTHER, PAGE, { userId: OWNER });
    expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('pages on the User entity too', async () => {
    const q = `query($r: [_Any!]!, $cursor: String) { _entities(representations: $r) { ... on User {
      savedUserImagesPage(limit: 5, cursor: $cursor) { items { id } nextCursor } } } }`;
    const r = [{ __typename: 'User', id: OWNER }];
    const first = (await gql(OWNER, q, { r })).body.data!._entities[0].savedUserImagesPage;
    const second = (await gql(OWNER, q, { r, cursor: first.nextCursor })).body.data!._entities[0]
      .savedUserImagesPage;
    expect([...first.items, ...second.items].map((x: { id: number }) => x.id)).toEqual(
      expected.slice(0, 10).map((x) => x.id),
    );
  });
});

describe('saved try-on results and AI people, page by page', () => {
  it('pages try-on results newest first', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({
      userId: OWNER,
      name: `Look ${i}`,
      resultImageUrl: `/uploads/${OWNER}/r${i}.png`,
      savedAt: `2026-11-21T10:00:0${i % 3}.000000Z`,
    }));
    await db('saved_try_on_results').insert(rows);
    const q = `query($userId: Int!, $cursor: String) { savedTryOnResultsPage(userId: $userId, limit: 3, cursor: $cursor) {
      items { id name } nextCursor totalCount } }`;
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const { body } = await gql(OWNER, q, { userId: OWNER, cursor });
      expect(body.data!.savedTryOnResultsPage.totalCount).toBe(7);
      ids.push(...body.data!.savedTryOnResultsPage.items.map((x: { id: number }) => x.id));
      cursor = body.data!.savedTryOnResultsPage.nextCursor;
    } while (cursor);
    const stored = await db('saved_try_on_results')
      .where({ userId: OWNER })
      .orderBy([
        { column: 'savedAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .pluck('id');
    expect(ids).toEqual(stored);
  });

  it('pages saved AI people newest first', async () => {
    await db('saved_gemini_people').insert(
      Array.from({ length: 4 }, (_, i) => ({
        userId: OWNER,
        geminiSessionId: 100 + i,
        name: `Person ${i}`,
        savedAt: `2026-11-22T10:00:0${i}.000000Z`,
      })),
    );
    const q = `query($userId: Int!, $cursor: String) { savedGeminiPeoplePage(userId: $userId, limit: 3, cursor: $cursor) {
      items { name } nextCursor totalCount } }`;
    const first = (await gql(OWNER, q, { userId: OWNER })).body.data!.savedGeminiPeoplePage;
    expect(first.items.map((x: { name: string }) => x.name)).toEqual(['Person 3', 'Person 2', 'Person 1']);
    expect(first.totalCount).toBe(4);
    const second = (await gql(OWNER, q, { userId: OWNER, cursor: first.nextCursor })).body.data!
      .savedGeminiPeoplePage;
    expect(second).toMatchObject({ items: [{ name: 'Person 0' }], nextCursor: null });
  });
});

describe('the keyset indexes', () => {
  it('serve a deep page from the index (no sort of the whole list)', async () => {
    // A table this small would be read whole: ask the planner as it plans for a large one.
    const plan = await db.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const explain = async (category: string | null) => {
        const { rows } = await trx.raw(
          `EXPLAIN SELECT id FROM saved_user_images WHERE "userId" = ? ${category ? 'AND category = ?' : ''}
           AND ("uploadedAt", id) < (now(), 5) ORDER BY "uploadedAt" DESC, id DESC LIMIT 51`,
          category ? [OWNER, category] : [OWNER],
        );
        return (rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
      };
      return [await explain(null), await explain('person')].join('\n');
    });
    expect(plan).toMatch(/Index/);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
