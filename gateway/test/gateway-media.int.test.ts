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
