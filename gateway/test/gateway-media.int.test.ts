process.env.APOLLO_TELEMETRY_DISABLED = '1';
import sharp from 'sharp';
import type { Db } from '@tryon/kit';
import { signUp as signUpThrough, startStack, type Stack } from '../../test-support/stack.js';

let stack: Stack;
let base: string;
let mediaDb: Db;

beforeAll(async () => {
  stack = await startStack(['identity', 'media']);
  base = stack.base;
  mediaDb = stack.dbs.media!;
});

afterAll(() => stack?.stop());

const signUp = () => signUpThrough(base);

const photo = () =>
  sharp({ create: { width: 64, height: 96, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();

async function upload(cookie: string | undefined, data: Buffer, field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${base}/api/upload`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  });
  return { status: res.status, body: (await res.json()) as { url?: string; error?: string; code?: string } };
}

async function json(method: string, path: string, cookie?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('media through the gateway', () => {
  it('uploads, serves only to the owner, saves, lists, and deletes', async () => {
    const ann = await signUp();
    const bob = await signUp();

    const up = await upload(ann.cookie, await photo());
    expect(up.status).toBe(201);
    expect(up.body.url).toMatch(new RegExp(`^/uploads/${ann.id}/[A-Za-z0-9_-]+\\.jpg$`));
    const url = up.body.url!;

    const mine = await fetch(`${base}${url}`, { headers: { cookie: ann.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('cache-control')).toMatch(/private/);
    const bytes = Buffer.from(await mine.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const range = await fetch(`${base}${url}`, { headers: { cookie: ann.cookie, range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).length).toBe(10);

    const thumb = await fetch(`${base}${url}?size=thumb`, { headers: { cookie: ann.cookie } });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    expect((await fetch(`${base}${url}`, { headers: { cookie: bob.cookie } })).status).toBe(403);
    expect((await fetch(`${base}${url}`)).status).toBe(401);
    expect(
      (await fetch(`${base}/uploads/${ann.id}/nothing-here.jpg`, { headers: { cookie: ann.cookie } })).status,
    ).toBe(404);
    const traversal = await fetch(`${base}/uploads/..%2f..%2fpackage.json`, {
      headers: { cookie: ann.cookie },
    });
    expect([400, 404]).toContain(traversal.status);
    expect(await traversal.text()).not.toContain('workspaces');

    // Bob may not save Ann's image, nor an outside address.
    const stolen = await json('POST', '/api/save-user-image', bob.cookie, {
      imageUrl: url,
      name: 'mine now',
      category: 'person',
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toMatch(/address you own/);
    const outside = await json('POST', '/api/save-user-image', ann.cookie, {
      imageUrl: 'http://169.254.169.254/x.jpg',
      name: 'x',
    });
    expect(outside.status).toBe(400);

    const saved = await json('POST', '/api/save-user-image', ann.cookie, {
      imageUrl: url,
      name: '  Summer look ',
      category: 'person',
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      name: 'Summer look',
      category: 'person',
      imageUrl: url,
      userId: ann.id,
    });

    const list = await json('GET', `/api/saved-user-images/${ann.id}`, ann.cookie);
    expect(list.body.map((i: { id: number }) => i.id)).toEqual([saved.body.id]);
    const byCategory = await json('GET', `/api/saved-user-images-by-category/${ann.id}/clothing`, ann.cookie);
    expect(byCategory.body).toEqual([]);
    expect((await json('GET', `/api/saved-user-images/${ann.id}`, bob.cookie)).status).toBe(403);
    expect((await json('GET', '/api/saved-user-images/abc', ann.cookie)).status).toBe(400);
    // Someone else's item answers as one that does not exist.
    expect(await json('DELETE', `/api/saved-user-images/${saved.body.id}`, bob.cookie)).toEqual(
      await json('DELETE', '/api/saved-user-images/99999999', bob.cookie),
    );
    expect((await json('DELETE', `/api/saved-user-images/${saved.body.id}`, bob.cookie)).status).toBe(404);

    const del = await json('DELETE', `/api/saved-user-images/${saved.body.id}`, ann.cookie);
    expect(del).toEqual({ status: 200, body: { success: true } });
    expect((await json('GET', `/api/saved-user-images/${ann.id}`, ann.cookie)).body).toEqual([]);
    expect((await fetch(`${base}${url}`, { headers: { cookie: ann.cookie } })).status).toBe(404);
  });

  it('pages the saved lists: the documented rows, the next page in X-Next-Cursor and Link rel=next', async () => {
    const ann = await signUp();
    // 120 saved images (60 person, 60 clothing) and 3 try-on results, written as media stores them.
    await mediaDb('saved_user_images').insert(
      Array.from({ length: 120 }, (_, i) => ({
        userId: ann.id,
        imageUrl: `/uploads/${ann.id}/p${i}.jpg`,
        name: `Photo ${i}`,
        category: i % 2 ? 'clothing' : 'person',
        uploadedAt: new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString(),
      })),
    );
    const first = await fetch(`${base}/api/saved-user-images/${ann.id}`, { headers: { cookie: ann.cookie } });
    expect(first.status).toBe(200);
    const rows = (await first.json()) as { name: string; thumbnailUrl: string }[];
    // The documented shape (the rows), the first page of 50, newest first.
    expect(rows).toHaveLength(50);
    expect(rows[0]).toMatchObject({ name: 'Photo 119', thumbnailUrl: expect.stringMatching(/^\/uploads\//) });
    expect(first.headers.get('x-total-count')).toBe('120');
    const next = first.headers.get('x-next-cursor');
    expect(next).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.headers.get('link')).toBe(`</api/saved-user-images/${ann.id}?cursor=${next}>; rel="next"`);

    // Following Link rel=next to the end gives every item once.
    const seen = rows.map((r) => r.name);
    let link: string | null = first.headers.get('link');
    while (link) {
      const path = /^<([^>]+)>; rel="next"$/.exec(link)![1];
      const res = await fetch(`${base}${path}`, { headers: { cookie: ann.cookie } });
      expect(res.status).toBe(200);
      seen.push(...((await res.json()) as { name: string }[]).map((r) => r.name));
      link = res.headers.get('link');
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `Photo ${119 - i}`));

    // ?limit= and a category; the last page has no next.
    const clothing = await fetch(`${base}/api/saved-user-images-by-category/${ann.id}/clothing?limit=40`, {
      headers: { cookie: ann.cookie },
    });
    expect(((await clothing.json()) as unknown[]).length).toBe(40);
    expect(clothing.headers.get('x-total-count')).toBe('60');
    const rest = await fetch(
      `${base}/api/saved-user-images-by-category/${ann.id}/clothing?limit=40&cursor=${clothing.headers.get('x-next-cursor')}`,
      { headers: { cookie: ann.cookie } },
    );
    expect(((await rest.json()) as unknown[]).length).toBe(20);
    expect(rest.headers.get('x-next-cursor')).toBeNull();
    expect(rest.headers.get('link')).toBeNull();

    // A bad cursor or limit is a 400 in the catalogue's shape, never a 500.
    for (const [query, error] of [
      ['cursor=not-a-cursor', 'Invalid format: cursor is not one this list gave'],
      ['limit=0', 'Invalid data: limit must be 1 to 100'],
      ['limit=500', 'Invalid data: limit must be 1 to 100'],
      ['limit=ten', 'Invalid format: limit must be a whole number'],
    ]) {
      expect(await json('GET', `/api/saved-user-images/${ann.id}?${query}`, ann.cookie)).toEqual({
        status: 400,
        body: { error, code: 'VALIDATION' },
      });
    }

    await mediaDb('saved_try_on_results').insert(
      Array.from({ length: 3 }, (_, i) => ({
        userId: ann.id,
        name: `Look ${i}`,
        resultImageUrl: `/uploads/${ann.id}/r${i}.png`,
      })),
    );
    const results = await fetch(`${base}/api/saved-try-on-results/${ann.id}?limit=2`, {
      headers: { cookie: ann.cookie },
    });
    expect(((await results.json()) as unknown[]).length).toBe(2);
    expect(results.headers.get('x-total-count')).toBe('3');
    expect(results.headers.get('link')).toMatch(/^<\/api\/saved-try-on-results\/\d+\?limit=2&cursor=/);
  });

  it('keeps the documented categories: the saved images and try-on results answer and refuse as before', async () => {
    const cy = await signUp();
    const url = (await upload(cy.cookie, await photo())).body.url!;
    const coat = await json('POST', '/api/save-user-image', cy.cookie, {
      imageUrl: url,
      name: 'Coat',
      category: 'clothing',
    });
    expect(coat.status).toBe(201);
    expect(Object.keys(coat.body)).toEqual([
      'id',
      'userId',
      'imageUrl',
      'thumbnailUrl',
      'thumbnail2xUrl',
      'name',
      'category',
      'isFavorite',
      'uploadedAt',
    ]);
    expect(coat.body.category).toBe('clothing');
    const byCategory = await json('GET', `/api/saved-user-images-by-category/${cy.id}/clothing`, cy.cookie);
    expect(byCategory.body).toEqual([expect.objectContaining({ name: 'Coat', category: 'clothing' })]);
    for (const [body, error] of [
      [{ imageUrl: url, name: 'x', category: 'hats' }, 'Invalid format: category must be person or clothing'],
      [{ imageUrl: url, name: 'x', category: '' }, 'Invalid format: category must be person or clothing'],
      // The name is checked before the category, as it always was.
      [{ imageUrl: url, category: 'hats' }, 'Missing required field: name'],
    ] as const) {
      expect(await json('POST', '/api/save-user-image', cy.cookie, body)).toEqual({
        status: 400,
        body: { error, code: 'VALIDATION' },
      });
    }
    expect(await json('GET', `/api/saved-user-images-by-category/${cy.id}/hats`, cy.cookie)).toEqual({
      status: 400,
      body: { error: 'Invalid format: category must be person or clothing', code: 'VALIDATION' },
    });

    // A try-on result's category: one of the try-on categories ('full-body'), or any text as before.
    const result = (await upload(cy.cookie, await photo())).body.url!;
    const dress = await json('POST', '/api/save-try-on-result', cy.cookie, {
      name: 'Dress',
      resultImageUrl: result,
      category: 'full-body',
    });
    expect(dress).toMatchObject({ status: 201, body: { name: 'Dress', category: 'full-body' } });
    const summer = await json('POST', '/api/save-try-on-result', cy.cookie, {
      name: 'Summer',
      resultImageUrl: result,
      category: ' Summer ',
    });
    expect(summer).toMatchObject({ status: 201, body: { name: 'Summer', category: 'Summer' } });
    const results = await json('GET', `/api/saved-try-on-results/${cy.id}`, cy.cookie);
    expect(results.body.map((r: { category: string }) => r.category)).toEqual(['Summer', 'full-body']);
  });

  it('refuses bad uploads at the edge with the catalogue wording and stores nothing', async () => {
    const ann = await signUp();
    const before = Number((await mediaDb('media_objects').count({ n: '*' }).first())?.n);
    const big = await upload(ann.cookie, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(big).toEqual({
      status: 413,
      body: { error: 'File size too large. Maximum size is 10MB', code: 'PAYLOAD_TOO_LARGE' },
    });
    const text = await upload(ann.cookie, Buffer.from('just some text, not a picture'));
    expect(text).toEqual({
      status: 415,
      body: { error: 'Invalid file type. Use JPG, PNG or WEBP', code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    const wrongField = await upload(ann.cookie, await photo(), 'file');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toBe('Missing required field: image');
    const signedOut = await upload(undefined, await photo());
    expect(signedOut.status).toBe(401);
    // A multipart body that ends inside the file (no closing boundary): the client's fault, a 400.
    const boundary = 'x-truncated-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const truncated = await fetch(`${base}/api/upload`, {
      method: 'POST',
      headers: { cookie: ann.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([head, (await photo()).subarray(0, 300)]),
    });
    expect(truncated.status).toBe(400);
    expect(await truncated.json()).toEqual({
      error: 'Upload failed: the upload ended before the whole file arrived. Please try again.',
      code: 'VALIDATION',
    });
    expect(Number((await mediaDb('media_objects').count({ n: '*' }).first())?.n)).toBe(before);
  });
});
