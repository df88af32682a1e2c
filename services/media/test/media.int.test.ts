process.env.APOLLO_TELEMETRY_DISABLED = '1';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { CONTEXT_HEADER, signContext, type Db, type Nats } from '@tryon/kit';
import {
  REGISTER_RESULT_SUBJECT,
  RESOLVE_IMAGE_SUBJECT,
  SAVE_GEMINI_PERSON_SUBJECT,
  saveGeminiPersonResponseSchema,
} from '@tryon/proto-events';
import type { MediaService } from '../src/app.js';
import { startMediaForTest, type MediaUnderTest } from './harness.js';
import { TEST_SECRET, eventually } from '../../../test-support/infra.js';
import { PNG_SIGNATURE, pngChunk as chunk, pngIhdr } from '../../../test-support/png.js';

let db: Db;
let nats: Nats;
let media: MediaService;
let base: string;
let stack: MediaUnderTest | undefined;
const OWNER = 11;
const OTHER = 22;
const ADMIN = 99;

beforeAll(async () => {
  stack = await startMediaForTest('media-test');
  ({ db, nats, media, base } = stack);
});

afterAll(async () => {
  await stack?.stop();
});

// ---------- helpers ----------

async function ctx(userId: number | null, role: 'user' | 'admin' | null = userId ? 'user' : null) {
  return { [CONTEXT_HEADER]: await signContext(TEST_SECRET, { userId, role, ip: '127.0.0.1' }) };
}

interface FilePart {
  field?: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

async function upload(userId: number | null, files: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) {
    form.append(
      f.field ?? 'image',
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/jpeg' }),
      f.filename ?? 'photo.jpg',
    );
  }
  const res = await fetch(`${base}/upload`, { method: 'POST', body: form, headers: await ctx(userId) });
  return { status: res.status, body: (await res.json()) as { url?: string; error?: string; code?: string } };
}

async function get(path: string, userId: number | null, role?: 'user' | 'admin', headers = {}) {
  const res = await fetch(`${base}${path}`, { headers: { ...(await ctx(userId, role)), ...headers } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A request with the path sent exactly as written (fetch would normalise `..`). */
async function rawGet(path: string, userId: number): Promise<number> {
  const headers = await ctx(userId);
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path, method: 'GET', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

async function gql(
  userId: number | null,
  query: string,
  variables: Record<string, unknown> = {},
  role?: 'user' | 'admin',
) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await ctx(userId, role)) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: Record<string, any>;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

async function stored() {
  const [{ n }] = await db('media_objects').count({ n: '*' });
  return { rows: Number(n), keys: (await media.storage.listKeys()).length };
}

const jpeg = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: '#3c3c' } })
    .png()
    .toBuffer();

// A PNG whose header claims 20000x20000 pixels (a pixel flood) in a few dozen bytes.
function pixelFloodPng(): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    pngIhdr(20000, 20000),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------- upload and serving ----------

describe('upload and serving', () => {
  let url: string;
  let original: Buffer;

  beforeAll(async () => {
    original = await jpeg();
    const r = await upload(OWNER, [{ data: original }]);
    expect(r.status).toBe(201);
    url = r.body.url!;
  });

  it('answers 201 with an /uploads/ address scoped to the owner', () => {
    expect(url).toMatch(new RegExp(`^/uploads/${OWNER}/[A-Za-z0-9_-]{22}\\.jpg$`));
  });

  it('records the object and stores it with its thumbnail', async () => {
    const row = await db('media_objects').where({ address: url }).first();
    expect(row).toMatchObject({
      userId: OWNER,
      kind: 'upload',
      contentType: 'image/jpeg',
      width: 64,
      height: 48,
    });
    const keys = await media.storage.listKeys(`uploads/${OWNER}/`);
    expect(keys).toEqual(expect.arrayContaining([row.key, row.thumbKey]));
  });

  it('serves the owner the image with type, ETag and private caching', async () => {
    const { res, bytes } = await get(url, OWNER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(64);
  });

  it('refuses another person (403), a visitor (401) and lets an admin read', async () => {
    expect((await get(url, OTHER)).res.status).toBe(403);
    expect((await get(url, null)).res.status).toBe(401);
    expect((await fetch(`${base}${url}`)).status).toBe(401);
    expect((await get(url, ADMIN, 'admin')).res.status).toBe(200);
  });

  it('serves a WebP thumbnail by query or suffix', async () => {
    for (const p of [`${url}?size=thumb`, `${url}.thumb.webp`]) {
      const { res, bytes } = await get(p, OWNER);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(256);
    }
  });

  it('serves the 512 px WebP thumbnail for 2x screens, made with the upload, to the owner only', async () => {
    const big = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#aa3355' } })
      .jpeg()
      .toBuffer();
    const up = await upload(OWNER, [{ data: big }]);
    const row = await db('media_objects').where({ address: up.body.url }).first();
    expect(await media.storage.statObject(`${row.key}.thumb2x.webp`)).not.toBeNull();
    const { res, bytes } = await get(`${up.body.url}?size=thumb2x`, OWNER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 384 });
    const etag = res.headers.get('etag')!;
    expect(
      (await get(`${up.body.url}?size=thumb2x`, OWNER, 'user', { 'if-none-match': etag })).res.status,
    ).toBe(304);
    expect((await get(`${up.body.url}?size=thumb2x`, OTHER)).res.status).toBe(403);
  });

  it('makes the 2x thumbnail of an image stored before it existed on first demand', async () => {
    const big = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3355aa' } })
      .jpeg()
      .toBuffer();
    const up = await upload(OWNER, [{ data: big }]);
    const row = await db('media_objects').where({ address: up.body.url }).first();
    await media.storage.removeObject(`${row.key}.thumb2x.webp`);
    const { res, bytes } = await get(`${up.body.url}?size=thumb2x`, OWNER);
    expect(res.status).toBe(200);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 384, height: 512 });
    expect(await media.storage.statObject(`${row.key}.thumb2x.webp`)).not.toBeNull();
  });

  it('answers If-None-Match with 304', async () => {
    const first = await get(url, OWNER);
    const etag = first.res.headers.get('etag')!;
    const again = await get(url, OWNER, 'user', { 'if-none-match': etag });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('serves byte ranges (206) and refuses unsatisfiable ones (416)', async () => {
    const full = (await get(url, OWNER)).bytes;
    const part = await get(url, OWNER, 'user', { range: 'bytes=0-9' });
    expect(part.res.status).toBe(206);
    expect(part.res.headers.get('content-range')).toBe(`bytes 0-9/${full.length}`);
    expect(part.bytes).toEqual(full.subarray(0, 10));
    const tail = await get(url, OWNER, 'user', { range: 'bytes=-5' });
    expect(tail.bytes).toEqual(full.subarray(full.length - 5));
    const bad = await get(url, OWNER, 'user', { range: `bytes=${full.length + 10}-` });
    expect(bad.res.status).toBe(416);
    expect(bad.res.headers.get('content-range')).toBe(`bytes */${full.length}`);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetch(`${base}${url}`, { method: 'HEAD', headers: await ctx(OWNER) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('finds nothing for unknown addresses and traversal paths', async () => {
    expect((await get(`/uploads/${OWNER}/AAAAAAAAAAAAAAAAAAAAAA.jpg`, OWNER)).res.status).toBe(404);
    expect(await rawGet('/uploads/../x', OWNER)).toBe(404);
    expect(await rawGet(`/uploads/${OWNER}/../../etc/passwd`, OWNER)).toBe(404);
    expect(await rawGet('/uploads/%2e%2e/x', OWNER)).toBe(404);
    expect(await rawGet(`${url.replace(/\.jpg$/, '')}%00.jpg`, OWNER)).toBe(404);
  });
});

describe('what an upload keeps and drops', () => {
  it('removes EXIF (and its GPS position) from the stored image', async () => {
    const withGps = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#08f' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'X1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from('SpyCam'))).toBe(true);

    const r = await upload(OWNER, [{ data: withGps }]);
    expect(r.status).toBe(201);
    const { bytes } = await get(r.body.url!, OWNER);
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('applies the EXIF orientation (6: width and height swap)', async () => {
    const rotated = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#0a0' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const r = await upload(OWNER, [{ data: rotated }]);
    expect(r.status).toBe(201);
    const row = await db('media_objects').where({ address: r.body.url }).first();
    expect([row.width, row.height]).toEqual([20, 60]);
    const meta = await sharp((await get(r.body.url!, OWNER)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([20, 60]);
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps PNG as PNG and WEBP as WEBP', async () => {
    const p = await upload(OWNER, [{ data: await png(), filename: 'a.png', type: 'image/png' }]);
    expect(p.body.url).toMatch(/\.png$/);
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#123' } })
      .webp()
      .toBuffer();
    // The declared name and type do not matter; the bytes do.
    const w = await upload(OWNER, [{ data: webp, filename: 'a.jpg', type: 'image/jpeg' }]);
    expect(w.body.url).toMatch(/\.webp$/);
    expect((await get(w.body.url!, OWNER)).res.headers.get('content-type')).toBe('image/webp');
  });

  it('answers a PNG as a JPEG for downloads (?format=jpg), only for the owner', async () => {
    const p = await upload(OWNER, [{ data: await png(), filename: 'a.png', type: 'image/png' }]);
    const jpg = await get(`${p.body.url}?format=jpg`, OWNER);
    expect(jpg.res.status).toBe(200);
    expect(jpg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(jpg.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await sharp(jpg.bytes).metadata()).format).toBe('jpeg');
    expect(jpg.res.headers.get('x-content-type-options')).toBe('nosniff');
    // Converted once and kept: later downloads read the stored copy.
    const row = await db('media_objects').where({ address: p.body.url }).first();
    const kept = await media.storage.statObject(`${row.key}.jpg`);
    expect(kept?.size).toBe(jpg.bytes.length);
    const again = await get(`${p.body.url}?format=jpg`, OWNER);
    expect(again.bytes.equals(jpg.bytes)).toBe(true);
    expect((await media.storage.statObject(`${row.key}.jpg`))?.lastModified).toEqual(kept?.lastModified);
    expect((await get(`${p.body.url}?format=jpg`, OTHER)).res.status).toBe(403);
    expect((await get(`${p.body.url}?format=gif`, OWNER)).res.status).toBe(400);
  });

  it('uses only the first of two files', async () => {
    const before = await stored();
    const r = await upload(OWNER, [
      { data: await jpeg(), filename: 'first.jpg' },
      { data: await png(), filename: 'second.png', type: 'image/png' },
    ]);
    expect(r.status).toBe(201);
    expect(r.body.url).toMatch(/\.jpg$/);
    const after = await stored();
    expect(after.rows).toBe(before.rows + 1);
    // The image, its thumbnail and its 2x thumbnail.
    expect(after.keys).toBe(before.keys + 3);
  });
});

describe('bad uploads store nothing', () => {
  const tooBig = () => {
    const b = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    b[0] = 0xff;
    b[1] = 0xd8;
    b[2] = 0xff;
    return b;
  };
  const pngGarbage = () =>
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);
  const gif = () =>
    Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), randomBytes(30)]);

  it.each([
    ['10 MB + 1 byte', () => [{ data: tooBig() }], 413, 'File size too large. Maximum size is 10MB'],
    [
      'a text file named .jpg',
      () => [{ data: Buffer.from('just some text, not a picture\n') }],
      415,
      'Invalid file type. Use JPG, PNG or WEBP',
    ],
    [
      'a GIF',
      () => [{ data: gif(), filename: 'a.gif', type: 'image/gif' }],
      415,
      'Invalid file type. Use JPG, PNG or WEBP',
    ],
    [
      'a PNG header followed by garbage',
      () => [{ data: pngGarbage(), filename: 'a.png', type: 'image/png' }],
      400,
      /^Upload failed: /,
    ],
    ['an empty file', () => [{ data: Buffer.alloc(0) }], 400, /^Upload failed: /],
    [
      'a 20000x20000 pixel image',
      () => [{ data: pixelFloodPng(), filename: 'big.png', type: 'image/png' }],
      400,
      /^Upload failed: .*pixels/,
    ],
    ['no file', () => [], 400, 'Missing required field: image'],
    [
      'the wrong field name',
      async () => [{ field: 'photo', data: await jpeg() }],
      400,
      'Missing required field: image',
    ],
  ] as [string, () => FilePart[] | Promise<FilePart[]>, number, string | RegExp][])(
    'refuses %s',
    async (_name, files, status, message) => {
      const before = await stored();
      const r = await upload(OWNER, await files(), { note: 'x' });
      expect(r.status).toBe(status);
      if (typeof message === 'string') expect(r.body.error).toBe(message);
      else expect(r.body.error).toMatch(message);
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses a visitor (401) and a body that is not multipart (400)', async () => {
    const before = await stored();
    expect((await upload(null, [{ data: await jpeg() }])).status).toBe(401);
    const res = await fetch(`${base}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await ctx(OWNER)) },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Missing required field: image');
    expect(await stored()).toEqual(before);
  });
});

// ---------- gallery ----------

const SAVE_IMAGE = `mutation($input: SaveUserImageInput!) { saveUserImage(input: $input) {
  id userId imageUrl thumbnailUrl thumbnail2xUrl name category isFavorite uploadedAt } }`;
const LIST_IMAGES = `query($userId: Int!, $category: String) { savedUserImages(userId: $userId, category: $category) {
  id name category imageUrl } }`;
const DELETE_IMAGE = `mutation($id: Int!) { deleteSavedUserImage(id: $id) }`;
const SAVE_RESULT = `mutation($input: SaveTryOnResultInput!) { saveTryOnResult(input: $input) {
  id userId name resultImageUrl thumbnailUrl personImageUrl clothingImageUrl category style isFavorite savedAt geminiSessionId } }`;

describe('saved user images', () => {
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    mine = (await upload(OWNER, [{ data: await jpeg() }])).body.url!;
    theirs = (await upload(OTHER, [{ data: await jpeg() }])).body.url!;
  });

  it('saves an owned upload with a trimmed name and the person default', async () => {
    const r = await gql(OWNER, SAVE_IMAGE, { input: { imageUrl: mine, name: '  Me  ' } });
    expect(r.errors).toBeUndefined();
    expect(r.data!.saveUserImage).toMatchObject({
      userId: OWNER,
      imageUrl: mine,
      thumbnailUrl: `${mine}?size=thumb`,
      thumbnail2xUrl: `${mine}?size=thumb2x`,
      name: 'Me',
      category: 'person',
      isFavorite: false,
    });
    expect(new Date(r.data!.saveUserImage.uploadedAt).getTime()).toBeGreaterThan(0);
  });

  it.each([
    [
      "another person's /uploads/ address",
      () => ({ imageUrl: theirs, name: 'x' }),
      'Invalid format: imageUrl must be an /uploads/ address you own',
    ],
    [
      'an http:// address',
      () => ({ imageUrl: 'http://evil.example/a.jpg', name: 'x' }),
      'Invalid format: imageUrl must be an /uploads/ address you own',
    ],
    [
      'an unknown /uploads/ address',
      () => ({ imageUrl: `/uploads/${OWNER}/AAAAAAAAAAAAAAAAAAAAAA.jpg`, name: 'x' }),
      'Invalid format: imageUrl must be an /uploads/ address you own',
    ],
    ['a blank name', () => ({ imageUrl: mine, name: '  ' }), 'Missing required field: name'],
    [
      'an unknown category',
      () => ({ imageUrl: mine, name: 'x', category: 'hats' }),
      'Invalid format: category must be person or clothing',
    ],
  ] as [string, () => Record<string, unknown>, string][])('refuses %s', async (_n, input, message) => {
    const before = await db('saved_user_images').count({ n: '*' });
    const r = await gql(OWNER, SAVE_IMAGE, { input: input() });
    expect(r.errors?.[0]?.message).toBe(message);
    expect(r.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(await db('saved_user_images').count({ n: '*' })).toEqual(before);
  });

  it('lists newest first, by category, and only for the owner or an admin', async () => {
    await gql(OWNER, SAVE_IMAGE, { input: { imageUrl: mine, name: 'Coat', category: 'clothing' } });
    const all = await gql(OWNER, LIST_IMAGES, { userId: OWNER });
    expect(all.data!.savedUserImages.map((i: { name: string }) => i.name)).toEqual(['Coat', 'Me']);
    const clothing = await gql(OWNER, LIST_IMAGES, { userId: OWNER, category: 'clothing' });
    expect(clothing.data!.savedUserImages.map((i: { name: string }) => i.name)).toEqual(['Coat']);
    const forbidden = await gql(OTHER, LIST_IMAGES, { userId: OWNER });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(forbidden.errors?.[0]?.message).toBe('Forbidden');
    const admin = await gql(ADMIN, LIST_IMAGES, { userId: OWNER }, 'admin');
    expect(admin.data!.savedUserImages).toHaveLength(2);
    expect((await gql(null, LIST_IMAGES, { userId: OWNER })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('resolves the gallery on the User entity for its owner only', async () => {
    const q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id savedUserImages(category: "person") { name } savedTryOnResults { id } } } }`;
    const r = await gql(OWNER, q, { r: [{ __typename: 'User', id: OWNER }] });
    expect(r.data!._entities[0]).toEqual({
      id: OWNER,
      savedUserImages: [{ name: 'Me' }],
      savedTryOnResults: [],
    });
    const other = await gql(OTHER, q, { r: [{ __typename: 'User', id: OWNER }] });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('deletes: someone else is refused; the stored image goes with the last item referring to it', async () => {
    const items = (await gql(OWNER, LIST_IMAGES, { userId: OWNER })).data!.savedUserImages as {
      id: number;
    }[];
    const row = await db('media_objects').where({ address: mine }).first();

    // Someone else's item answers exactly as one that does not exist.
    const refused = await gql(OTHER, DELETE_IMAGE, { id: items[0].id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(refused.errors?.[0]?.message).toBe(
      (await gql(OTHER, DELETE_IMAGE, { id: 999999 })).errors?.[0]?.message,
    );
    expect((await gql(OWNER, DELETE_IMAGE, { id: 999999 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    expect((await gql(OWNER, DELETE_IMAGE, { id: items[0].id })).data!.deleteSavedUserImage).toBe(true);
    // The other saved item still uses the image.
    expect((await get(mine, OWNER)).res.status).toBe(200);
    expect(await media.storage.statObject(row.key)).not.toBeNull();

    expect((await gql(OWNER, DELETE_IMAGE, { id: items[1].id })).data!.deleteSavedUserImage).toBe(true);
    expect((await get(mine, OWNER)).res.status).toBe(404);
    expect(await db('media_objects').where({ address: mine }).first()).toBeUndefined();
    expect(await media.storage.statObject(row.key)).toBeNull();
    expect(await media.storage.statObject(row.thumbKey)).toBeNull();
    expect(await media.storage.statObject(`${row.key}.jpg`)).toBeNull();
  });

  it('publishes saved and deleted events through the outbox', async () => {
    const events = await eventually(async () => {
      const rows = await db('outbox').whereNotNull('sent_at').orderBy('created_at');
      return rows.length >= 4 ? rows : null;
    });
    const subjects = events.map((e: { subject: string }) => e.subject);
    expect(subjects.filter((s: string) => s === 'media.image.saved.v1')).toHaveLength(2);
    expect(subjects.filter((s: string) => s === 'media.image.deleted.v1')).toHaveLength(2);
    expect(events[0].payload.data).toMatchObject({ userId: OWNER, kind: 'user_image', imageUrl: mine });
    const info = await nats.jsm.streams.info('MEDIA');
    expect(info.state.messages).toBeGreaterThanOrEqual(4);
  });
});

describe('saved try-on results', () => {
  it("saves a result whose images are the caller's own and lists it", async () => {
    const result = (await upload(OWNER, [{ data: await jpeg() }])).body.url!;
    const person = (await upload(OWNER, [{ data: await jpeg() }])).body.url!;
    const theirs = (await upload(OTHER, [{ data: await jpeg() }])).body.url!;

    const bad = await gql(OWNER, SAVE_RESULT, {
      input: { name: 'Look', resultImageUrl: result, personImageUrl: theirs },
    });
    expect(bad.errors?.[0]?.message).toBe(
      'Invalid format: personImageUrl must be an /uploads/ address you own',
    );
    const bad2 = await gql(OWNER, SAVE_RESULT, { input: { name: 'Look', resultImageUrl: 'http://x/y.jpg' } });
    expect(bad2.errors?.[0]?.message).toBe(
      'Invalid format: resultImageUrl must be an /uploads/ address you own',
    );

    const r = await gql(OWNER, SAVE_RESULT, {
      input: {
        name: 'Look',
        resultImageUrl: result,
        personImageUrl: person,
        category: 'tops',
        geminiSessionId: 5,
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.saveTryOnResult).toMatchObject({
      userId: OWNER,
      name: 'Look',
      resultImageUrl: result,
      thumbnailUrl: `${result}?size=thumb`,
      personImageUrl: person,
      clothingImageUrl: null,
      category: 'tops',
      style: null,
      isFavorite: false,
      geminiSessionId: 5,
    });

    const list = await gql(OWNER, `query($u: Int!) { savedTryOnResults(userId: $u) { id name } }`, {
      u: OWNER,
    });
    expect(list.data!.savedTryOnResults).toHaveLength(1);
    expect(
      (await gql(OTHER, `query($u: Int!) { savedTryOnResults(userId: $u) { id } }`, { u: OWNER })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');

    const id = r.data!.saveTryOnResult.id;
    const del = await gql(ADMIN, `mutation($id: Int!) { deleteSavedTryOnResult(id: $id) }`, { id }, 'admin');
    expect(del.data!.deleteSavedTryOnResult).toBe(true);
    expect((await get(result, OWNER)).res.status).toBe(404);
    // The person upload is the person's own and stays.
    expect((await get(person, OWNER)).res.status).toBe(200);
  });
});

describe('the enum fields of the gallery (kind, tryOnCategory) beside the deprecated strings', () => {
  const KEEPER = 33;
  const SAVE = `mutation($input: SaveUserImageInput!) { saveUserImage(input: $input) { id name kind category } }`;
  const BY_KIND = `query($userId: Int!, $kind: ImageCategory, $category: String) {
    savedUserImages(userId: $userId, kind: $kind, category: $category) { name kind }
    savedUserImagesPage(userId: $userId, kind: $kind, category: $category) { items { name } totalCount } }`;

  it('saves and lists images by kind (the ImageCategory enum) or the deprecated category', async () => {
    const photo = (await upload(KEEPER, [{ data: await jpeg() }])).body.url!;
    const coat = await gql(KEEPER, SAVE, { input: { imageUrl: photo, name: 'Coat', kind: 'clothing' } });
    expect(coat.errors).toBeUndefined();
    expect(coat.data!.saveUserImage).toMatchObject({ name: 'Coat', kind: 'clothing', category: 'clothing' });
    const me = await gql(KEEPER, SAVE, { input: { imageUrl: photo, name: 'Me' } });
    expect(me.data!.saveUserImage).toMatchObject({ kind: 'person', category: 'person' });
    const both = await gql(KEEPER, SAVE, {
      input: { imageUrl: photo, name: 'x', kind: 'person', category: 'clothing' },
    });
    expect(both.errors?.[0]).toMatchObject({
      message: 'Invalid data: give kind or category, not both',
      extensions: { code: 'VALIDATION' },
    });

    const clothing = await gql(KEEPER, BY_KIND, { userId: KEEPER, kind: 'clothing' });
    expect(clothing.errors).toBeUndefined();
    expect(clothing.data!.savedUserImages).toEqual([{ name: 'Coat', kind: 'clothing' }]);
    expect(clothing.data!.savedUserImagesPage).toEqual({ items: [{ name: 'Coat' }], totalCount: 1 });
    const people = await gql(KEEPER, BY_KIND, { userId: KEEPER, category: 'person' });
    expect(people.data!.savedUserImages).toEqual([{ name: 'Me', kind: 'person' }]);
    const all = await gql(KEEPER, BY_KIND, { userId: KEEPER });
    expect(all.data!.savedUserImages.map((i: { name: string }) => i.name)).toEqual(['Me', 'Coat']);
    const conflict = await gql(KEEPER, BY_KIND, { userId: KEEPER, kind: 'person', category: 'clothing' });
    expect(conflict.errors?.[0]?.message).toBe('Invalid data: give kind or category, not both');
    const entity = await gql(
      KEEPER,
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { savedUserImages(kind: clothing) { name } } } }`,
      { r: [{ __typename: 'User', id: KEEPER }] },
    );
    expect(entity.data!._entities[0]).toEqual({ savedUserImages: [{ name: 'Coat' }] });
  });

  it("saves a try-on result's category from tryOnCategory (the enum) or the deprecated text", async () => {
    const SAVE_LOOK = `mutation($input: SaveTryOnResultInput!) { saveTryOnResult(input: $input) { name category tryOnCategory } }`;
    const result = (await upload(KEEPER, [{ data: await jpeg() }])).body.url!;
    const dress = await gql(KEEPER, SAVE_LOOK, {
      input: { name: 'Dress', resultImageUrl: result, tryOnCategory: 'full_body' },
    });
    expect(dress.errors).toBeUndefined();
    expect(dress.data!.saveTryOnResult).toEqual({
      name: 'Dress',
      category: 'full-body',
      tryOnCategory: 'full_body',
    });
    // Text that is none of the categories is kept as it always was; the enum field shows none.
    const summer = await gql(KEEPER, SAVE_LOOK, {
      input: { name: 'Summer', resultImageUrl: result, category: 'Summer' },
    });
    expect(summer.data!.saveTryOnResult).toEqual({ name: 'Summer', category: 'Summer', tryOnCategory: null });
    const both = await gql(KEEPER, SAVE_LOOK, {
      input: { name: 'x', resultImageUrl: result, category: 'tops', tryOnCategory: 'bottoms' },
    });
    expect(both.errors?.[0]?.message).toBe('Invalid data: give tryOnCategory or category, not both');
    const list = await gql(
      KEEPER,
      `query($u: Int!) { savedTryOnResultsPage(userId: $u) { items { name tryOnCategory } } }`,
      { u: KEEPER },
    );
    expect(list.data!.savedTryOnResultsPage.items).toEqual([
      { name: 'Summer', tryOnCategory: null },
      { name: 'Dress', tryOnCategory: 'full_body' },
    ]);
  });
});

describe('readiness', () => {
  it('checks Postgres, NATS and the object store', async () => {
    const res = await fetch(`${base}/readyz`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { checks: Record<string, string> }).checks).toEqual({
      postgres: 'ok',
      nats: 'ok',
      storage: 'ok',
    });
  });
});

describe('request-reply for ai-jobs', () => {
  async function ask<T>(subject: string, body: unknown): Promise<T> {
    const m = await nats.nc.request(subject, JSON.stringify(body), { timeout: 10_000 });
    return m.json<T>();
  }

  it("resolves an address of the caller's to its stored object, and nothing else", async () => {
    const r = await upload(OWNER, [{ data: await jpeg(80, 60) }]);
    const address = r.body.url!;
    expect(await ask(RESOLVE_IMAGE_SUBJECT, { userId: OWNER, address })).toMatchObject({
      ok: true,
      address,
      key: expect.stringMatching(new RegExp(`^uploads/${OWNER}/`)),
      contentType: 'image/jpeg',
      width: 80,
      height: 60,
    });
    expect(await ask(RESOLVE_IMAGE_SUBJECT, { userId: OTHER, address })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    for (const other of [
      'http://169.254.169.254/latest/meta-data',
      `/uploads/${OWNER}/AAAAAAAAAAAAAAAAAAAAAA.jpg`,
      `/uploads/../${address}`,
    ]) {
      expect(await ask(RESOLVE_IMAGE_SUBJECT, { userId: OWNER, address: other })).toMatchObject({
        ok: false,
        code: 'NOT_FOUND',
      });
    }
    expect(await ask(RESOLVE_IMAGE_SUBJECT, { userId: 0, address })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
    });
  });

  it('registers a staged result with metadata: cleaned, stored anew, the staged object gone', async () => {
    const stagingKey = `staging/results/${OWNER}/${randomBytes(16).toString('base64url')}.png`;
    const original = Buffer.concat([
      (await png()).subarray(0, -12), // without IEND
      chunk('tEXt', Buffer.from('Comment\0made somewhere secret')),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    await media.storage.putObject(stagingKey, original, { contentType: 'image/png' });
    const answer = await ask<{ ok: boolean; address: string }>(REGISTER_RESULT_SUBJECT, {
      userId: OWNER,
      key: stagingKey,
    });
    expect(answer).toMatchObject({ ok: true, address: expect.stringMatching(`^/uploads/results/${OWNER}/`) });
    expect(await media.storage.statObject(stagingKey)).toBeNull();
    const [row] = await db('media_objects').where({ stagingKey });
    expect(row.key).toMatch(new RegExp(`^results/${OWNER}/`));
    const mine = await get(answer.address, OWNER);
    expect(mine.res.status).toBe(200);
    expect(mine.bytes.includes(Buffer.from('secret'))).toBe(false);
    expect(mine.bytes.length).toBe(original.length - 12 - 'Comment\0made somewhere secret'.length);
  });

  it('registers a clean staged result where it is: served to its owner only, thumbnails on first view', async () => {
    const stagingKey = `staging/results/${OWNER}/${randomBytes(16).toString('base64url')}.png`;
    const original = await png();
    await media.storage.putObject(stagingKey, original, { contentType: 'image/png' });
    const answer = await ask<{ ok: boolean; address: string }>(REGISTER_RESULT_SUBJECT, {
      userId: OWNER,
      key: stagingKey,
    });
    expect(answer).toMatchObject({ ok: true, address: expect.stringMatching(`^/uploads/results/${OWNER}/`) });
    // Nothing to clean: the staged object is the result (no copy of its bytes).
    expect(await db('media_objects').where({ stagingKey }).first()).toMatchObject({ key: stagingKey });
    // Asked again (a worker whose first call timed out): the same address, nothing stored twice.
    expect(await ask(REGISTER_RESULT_SUBJECT, { userId: OWNER, key: stagingKey })).toEqual(answer);
    expect(await db('media_objects').where({ stagingKey })).toHaveLength(1);
    const mine = await get(answer.address, OWNER);
    expect(mine.res.status).toBe(200);
    expect(mine.bytes.equals(original)).toBe(true);
    expect((await get(answer.address, OTHER)).res.status).toBe(403);
    // The thumbnails are made on their first view, not when a burst of results is registered.
    const [row] = await db('media_objects').where({ stagingKey });
    expect(row).toMatchObject({ thumbSize: null, thumbEtag: null });
    expect(await media.storage.statObject(row.thumbKey)).toBeNull();
    expect(await media.storage.statObject(`${row.key}.thumb2x.webp`)).toBeNull();
    expect((await get(`${answer.address}?size=thumb`, OTHER)).res.status).toBe(403);
    const thumb = await get(`${answer.address}?size=thumb`, OWNER);
    expect(thumb.res.status).toBe(200);
    expect(thumb.res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(thumb.bytes).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 40]); // never enlarged
    const [recorded] = await db('media_objects').where({ stagingKey });
    expect(Number(recorded.thumbSize)).toBe(thumb.bytes.length);
    expect(recorded.thumbEtag).toBe(thumb.res.headers.get('etag'));
    const etag = thumb.res.headers.get('etag')!;
    expect(
      (await get(`${answer.address}?size=thumb`, OWNER, 'user', { 'if-none-match': etag })).res.status,
    ).toBe(304);
    const twice = await get(`${answer.address}?size=thumb2x`, OWNER);
    expect(twice.res.status).toBe(200);
    expect((await sharp(twice.bytes).metadata()).format).toBe('webp');
    expect(await media.storage.statObject(`${row.key}.thumb2x.webp`)).not.toBeNull();
  });

  it('registers a result the worker checked without reading it, within the pixel limit, else reads it', async () => {
    const stage = async (data: Buffer) => {
      const key = `staging/results/${OWNER}/${randomBytes(16).toString('base64url')}.png`;
      await media.storage.putObject(key, data, { contentType: 'image/png' });
      return key;
    };
    const original = await png(); // 40x30
    const claim = { contentType: 'image/png', size: original.length, width: 40, height: 30 };
    const key = await stage(original);
    const answer = await ask<{ ok: boolean; address: string }>(REGISTER_RESULT_SUBJECT, {
      userId: OWNER,
      key,
      checked: claim,
    });
    expect(answer).toMatchObject({ ok: true, address: expect.stringMatching(`^/uploads/results/${OWNER}/`) });
    const stored = (await media.storage.statObject(key))!;
    expect(await db('media_objects').where({ stagingKey: key }).first()).toMatchObject({
      key,
      width: 40,
      height: 30,
      etag: `"${stored.etag}"`, // the store's own record of the bytes: they were not read
    });
    const mine = await get(answer.address, OWNER);
    expect([mine.res.status, mine.bytes.equals(original)]).toEqual([200, true]);
    expect(
      (await get(answer.address, OWNER, 'user', { 'if-none-match': `"${stored.etag}"` })).res.status,
    ).toBe(304);

    // With the ETag of the worker's PUT, the store is not asked at all: the claim is recorded as it is.
    const put = await stage(original);
    expect(
      await ask(REGISTER_RESULT_SUBJECT, {
        userId: OWNER,
        key: put,
        checked: { ...claim, etag: 'etag-of-the-put' },
      }),
    ).toMatchObject({ ok: true });
    expect(await db('media_objects').where({ stagingKey: put }).first()).toMatchObject({
      key: put,
      etag: '"etag-of-the-put"',
    });
    expect(
      await ask(REGISTER_RESULT_SUBJECT, {
        userId: OWNER,
        key: put,
        checked: { ...claim, etag: 'no "quotes"' },
      }),
    ).toMatchObject({ ok: false, code: 'VALIDATION' });

    // Not the size claimed: read and checked as any other result (its real size is recorded).
    const other = await stage(original);
    expect(
      await ask(REGISTER_RESULT_SUBJECT, {
        userId: OWNER,
        key: other,
        checked: { ...claim, size: claim.size + 1, width: 4000, height: 3000 },
      }),
    ).toMatchObject({ ok: true });
    expect(await db('media_objects').where({ stagingKey: other }).first()).toMatchObject({
      width: 40,
      height: 30,
    });

    // Over the pixel limit, or gone: refused, nothing recorded.
    const flood = await stage(original);
    expect(
      await ask(REGISTER_RESULT_SUBJECT, {
        userId: OWNER,
        key: flood,
        checked: { ...claim, width: 20000, height: 20000 },
      }),
    ).toMatchObject({ ok: false, code: 'VALIDATION', error: 'Upload failed: the image has too many pixels' });
    const gone = `staging/results/${OWNER}/${randomBytes(16).toString('base64url')}.png`;
    expect(await ask(REGISTER_RESULT_SUBJECT, { userId: OWNER, key: gone, checked: claim })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await db('media_objects').whereIn('stagingKey', [flood, gone])).toEqual([]);
  });

  it("refuses someone else's key, a bad key, a missing object and bytes that are not an image", async () => {
    const name = () => `${randomBytes(16).toString('base64url')}.png`;
    const otherKey = `staging/results/${OTHER}/${name()}`;
    await media.storage.putObject(otherKey, await png(), { contentType: 'image/png' });
    expect(await ask(REGISTER_RESULT_SUBJECT, { userId: OWNER, key: otherKey })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
    });
    expect(
      await ask(REGISTER_RESULT_SUBJECT, { userId: OWNER, key: `uploads/${OWNER}/${name()}` }),
    ).toMatchObject({
      ok: false,
      code: 'VALIDATION',
    });
    expect(
      await ask(REGISTER_RESULT_SUBJECT, { userId: OWNER, key: `staging/results/${OWNER}/${name()}` }),
    ).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const junk = `staging/results/${OWNER}/${name()}`;
    await media.storage.putObject(junk, Buffer.from('not an image at all'), { contentType: 'image/png' });
    expect(await ask(REGISTER_RESULT_SUBJECT, { userId: OWNER, key: junk })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
    });
  });
});

// ---------- saved AI people ----------

describe('saved AI people', () => {
  const LIST_PEOPLE = `query($userId: Int!) { savedGeminiPeople(userId: $userId) {
    id userId geminiSessionId name imageUrl thumbnailUrl isFavorite savedAt
    attributes { gender age ethnicity build hairColor hairStyle clothing pose } } }`;
  const DELETE_PERSON = `mutation($id: Int!) { deleteSavedGeminiPerson(id: $id) }`;
  const ALL_ATTRIBUTES = {
    gender: 'female',
    age: 'young',
    ethnicity: 'asian',
    build: 'athletic',
    hairColor: 'black',
    hairStyle: 'long',
    clothing: 'casual',
    pose: 'standing-front',
  };
  const NO_ATTRIBUTES = Object.fromEntries(Object.keys(ALL_ATTRIBUTES).map((k) => [k, null]));

  type Answer = { ok: true; person: Record<string, any> } | { ok: false; code: string; error: string };

  async function ask<T>(subject: string, body: unknown): Promise<T> {
    const m = await nats.nc.request(subject, JSON.stringify(body), { timeout: 10_000 });
    return m.json<T>();
  }

  /** Saves through the RPC and checks the answer against the published contract. */
  async function save(body: Record<string, unknown>): Promise<Answer> {
    const answer = await ask<Answer>(SAVE_GEMINI_PERSON_SUBJECT, body);
    expect(saveGeminiPersonResponseSchema.safeParse(answer).success).toBe(true);
    return answer;
  }

  /** The saved person of a successful answer. */
  function personOf(answer: Answer): Record<string, any> {
    if (!answer.ok) throw new Error(`not saved: ${answer.code} ${answer.error}`);
    return answer.person;
  }

  /** What a worker does: stage a generated image, register it, get its /uploads/results/ address. */
  async function generated(userId: number): Promise<string> {
    const key = `staging/results/${userId}/${randomBytes(16).toString('base64url')}.png`;
    await media.storage.putObject(key, await png(), { contentType: 'image/png' });
    const answer = await ask<{ ok: boolean; address: string }>(REGISTER_RESULT_SUBJECT, { userId, key });
    expect(answer).toMatchObject({
      ok: true,
      address: expect.stringMatching(`^/uploads/results/${userId}/`),
    });
    return answer.address;
  }

  const people = (userId: number) => db('saved_gemini_people').where({ userId }).orderBy('id');
  const personEvents = async (itemId: number) =>
    (await db('outbox').orderBy('created_at')).filter(
      (e: { payload: { data: { kind: string; itemId: number } } }) =>
        e.payload.data.kind === 'gemini_person' && e.payload.data.itemId === itemId,
    );

  let first: string;
  let second: string;
  let firstId: number;

  beforeAll(async () => {
    first = await generated(OWNER);
    second = await generated(OWNER);
  });

  it('saves a generated person through the RPC with a trimmed name and its attributes', async () => {
    const answer = await save({
      userId: OWNER,
      geminiSessionId: 101,
      name: '  Ana  ',
      imageUrl: first,
      attributes: ALL_ATTRIBUTES,
    });
    expect(answer).toEqual({
      ok: true,
      person: {
        id: expect.any(Number),
        userId: OWNER,
        geminiSessionId: 101,
        name: 'Ana',
        imageUrl: first,
        isFavorite: false,
        savedAt: expect.any(String),
        attributes: ALL_ATTRIBUTES,
      },
    });
    const person = personOf(answer);
    firstId = person.id;
    expect(new Date(person.savedAt).toISOString()).toBe(person.savedAt);
    const rows = await people(OWNER);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: firstId, imageUrl: first, attributes: ALL_ATTRIBUTES });
    expect(await personEvents(firstId)).toHaveLength(1);
  });

  it('lists them for the owner through GraphQL, newest first, with image, thumbnail and attributes', async () => {
    const answer = await save({
      userId: OWNER,
      geminiSessionId: 102,
      name: 'Ben',
      imageUrl: second,
      attributes: { gender: 'male', pose: null },
    });
    expect(answer.ok).toBe(true);

    const r = await gql(OWNER, LIST_PEOPLE, { userId: OWNER });
    expect(r.errors).toBeUndefined();
    const list = r.data!.savedGeminiPeople;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Ben', 'Ana']);
    expect(list[0]).toMatchObject({
      userId: OWNER,
      geminiSessionId: 102,
      imageUrl: second,
      thumbnailUrl: `${second}?size=thumb`,
      isFavorite: false,
      attributes: { ...NO_ATTRIBUTES, gender: 'male' },
    });
    expect(list[1]).toMatchObject({ id: firstId, imageUrl: first, attributes: ALL_ATTRIBUTES });
    expect(new Date(list[0].savedAt).getTime()).toBeGreaterThanOrEqual(new Date(list[1].savedAt).getTime());
    // The saved image is served to its owner.
    expect((await get(list[0].imageUrl, OWNER)).res.status).toBe(200);
  });

  it('answers the attributes as person (the enums: GraphQL names; unknown or missing ones null)', async () => {
    const r = await gql(
      OWNER,
      `query($userId: Int!) { savedGeminiPeople(userId: $userId) { name
        person { gender age ethnicity build hairColor hairStyle clothing pose background } } }`,
      { userId: OWNER },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.savedGeminiPeople).toEqual([
      { name: 'Ben', person: { ...NO_ATTRIBUTES, gender: 'male', background: null } },
      {
        name: 'Ana',
        person: { ...ALL_ATTRIBUTES, pose: 'standing_front', background: null },
      },
    ]);
  });

  it("refuses another person's list (FORBIDDEN) and a visitor, and lets an admin read", async () => {
    const forbidden = await gql(OTHER, LIST_PEOPLE, { userId: OWNER });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(forbidden.errors?.[0]?.message).toBe('Forbidden');
    expect(forbidden.data?.savedGeminiPeople ?? null).toBeNull();
    expect((await gql(null, LIST_PEOPLE, { userId: OWNER })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const admin = await gql(ADMIN, LIST_PEOPLE, { userId: OWNER }, 'admin');
    expect(admin.errors).toBeUndefined();
    expect(admin.data!.savedGeminiPeople.map((p: { name: string }) => p.name)).toEqual(['Ben', 'Ana']);
    expect((await gql(OTHER, LIST_PEOPLE, { userId: OTHER })).data!.savedGeminiPeople).toEqual([]);
  });

  it('resolves them on the User entity for the owner only', async () => {
    const q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id savedGeminiPeople { name imageUrl } } } }`;
    const mine = await gql(OWNER, q, { r: [{ __typename: 'User', id: OWNER }] });
    expect(mine.data!._entities[0]).toEqual({
      id: OWNER,
      savedGeminiPeople: [
        { name: 'Ben', imageUrl: second },
        { name: 'Ana', imageUrl: first },
      ],
    });
    const other = await gql(OTHER, q, { r: [{ __typename: 'User', id: OWNER }] });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("refuses another person's image (FORBIDDEN) and an image that does not exist (NOT_FOUND)", async () => {
    const theirs = await generated(OTHER);
    const before = await db('saved_gemini_people').count({ n: '*' });
    expect(await save({ userId: OWNER, geminiSessionId: 201, name: 'Stolen', imageUrl: theirs })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      error: 'Forbidden: not your image',
    });
    expect(
      await save({
        userId: OWNER,
        geminiSessionId: 202,
        name: 'Ghost',
        imageUrl: `/uploads/results/${OWNER}/AAAAAAAAAAAAAAAAAAAAAA.png`,
      }),
    ).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await db('saved_gemini_people').count({ n: '*' })).toEqual(before);
    // The owner of that image may save it.
    expect(await save({ userId: OTHER, geminiSessionId: 201, name: 'Mine', imageUrl: theirs })).toMatchObject(
      {
        ok: true,
        person: { userId: OTHER, imageUrl: theirs },
      },
    );
  });

  it.each([
    ['an upload address (not a result)', async () => ({ imageUrl: await uploaded() }), /imageUrl/],
    ['an http:// address', () => ({ imageUrl: 'http://169.254.169.254/x.png' }), /imageUrl/],
    [
      'a traversal address',
      () => ({ imageUrl: `/uploads/results/../${OWNER}/AAAAAAAAAAAAAAAAAAAAAA.png` }),
      /imageUrl/,
    ],
    ['a blank name', () => ({ name: '   ' }), 'Missing required field: name'],
    ['no name', () => ({ name: undefined }), 'Missing required field: name'],
    [
      'a name of 101 characters',
      () => ({ name: 'x'.repeat(101) }),
      'Invalid format: name is at most 100 characters',
    ],
    ['a session id of 0', () => ({ geminiSessionId: 0 }), /geminiSessionId/],
    ['a session id that is text', () => ({ geminiSessionId: '7' }), /geminiSessionId/],
    ['no user', () => ({ userId: undefined }), /userId/],
    ['attributes that are not an object', () => ({ attributes: 'female' }), /attributes/],
    ['an attribute that is not text', () => ({ attributes: { gender: 5 } }), /attributes\.gender/],
  ] as [string, () => Record<string, unknown> | Promise<Record<string, unknown>>, string | RegExp][])(
    'answers VALIDATION for %s and saves nothing',
    async (_name, change, message) => {
      const valid = { userId: OWNER, geminiSessionId: 301, name: 'Valid', imageUrl: first };
      const before = await db('saved_gemini_people').count({ n: '*' });
      const answer = await save({ ...valid, ...(await change()) });
      expect(answer).toMatchObject({ ok: false, code: 'VALIDATION' });
      const error = (answer as { error: string }).error;
      if (typeof message === 'string') expect(error).toBe(message);
      else expect(error).toMatch(message);
      expect(await db('saved_gemini_people').count({ n: '*' })).toEqual(before);
    },
  );

  async function uploaded(): Promise<string> {
    return (await upload(OWNER, [{ data: await jpeg() }])).body.url!;
  }

  it('accepts a name of 100 characters and no attributes object at all', async () => {
    const image = await generated(OWNER);
    const answer = await save({
      userId: OWNER,
      geminiSessionId: 302,
      name: 'y'.repeat(100),
      imageUrl: image,
    });
    expect(answer).toMatchObject({
      ok: true,
      person: { name: 'y'.repeat(100), imageUrl: image, attributes: NO_ATTRIBUTES },
    });
    const row = await db('saved_gemini_people').where({ userId: OWNER, geminiSessionId: 302 }).first();
    expect(row.attributes).toEqual({});
    expect(
      await save({
        userId: OWNER,
        geminiSessionId: 303,
        name: 'Null attrs',
        imageUrl: image,
        attributes: null,
      }),
    ).toMatchObject({ ok: true, person: { attributes: NO_ATTRIBUTES } });
  });

  it('keeps one row per session: saving it again renames the existing row', async () => {
    const again = await save({
      userId: OWNER,
      geminiSessionId: 101,
      name: ' Ana, renamed ',
      imageUrl: first,
      attributes: ALL_ATTRIBUTES,
    });
    expect(again).toMatchObject({ ok: true, person: { id: firstId, name: 'Ana, renamed', imageUrl: first } });
    const rows = await db('saved_gemini_people').where({ userId: OWNER, geminiSessionId: 101 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: firstId, name: 'Ana, renamed', attributes: ALL_ATTRIBUTES });
    const list = (await gql(OWNER, LIST_PEOPLE, { userId: OWNER })).data!.savedGeminiPeople;
    expect(list.filter((p: { geminiSessionId: number }) => p.geminiSessionId === 101)).toEqual([
      expect.objectContaining({ id: firstId, name: 'Ana, renamed' }),
    ]);
    // A rename saves no new image: still one saved event for the person.
    expect(await personEvents(firstId)).toHaveLength(1);
  });

  it('replaces the image of a saved model only when asked (an edit of it saved), else renames', async () => {
    const model = await generated(OWNER);
    const edit = await generated(OWNER);
    const one = personOf(await save({ userId: OWNER, geminiSessionId: 651, name: 'Navy', imageUrl: model }));
    // Without replaceImage a second save is a rename: the image stays.
    const renamed = await save({ userId: OWNER, geminiSessionId: 651, name: 'Navy 2', imageUrl: edit });
    expect(renamed).toMatchObject({ ok: true, person: { id: one.id, name: 'Navy 2', imageUrl: model } });
    const two = await save({
      userId: OWNER,
      geminiSessionId: 651,
      name: 'Blue',
      imageUrl: edit,
      replaceImage: true,
    });
    expect(two).toMatchObject({ ok: true, person: { id: one.id, name: 'Blue', imageUrl: edit } });
    const row = await db('saved_gemini_people').where({ userId: OWNER, geminiSessionId: 651 }).first();
    expect(row).toMatchObject({ id: one.id, imageUrl: edit });
  });

  it('keeps one row when the same session is saved twice at once', async () => {
    const image = await generated(OWNER);
    const answers = await Promise.all(
      ['One', 'Two'].map((name) => save({ userId: OWNER, geminiSessionId: 401, name, imageUrl: image })),
    );
    expect(answers.every((a) => a.ok)).toBe(true);
    const ids = answers.map((a) => personOf(a).id);
    expect(ids[0]).toBe(ids[1]);
    expect(await db('saved_gemini_people').where({ userId: OWNER, geminiSessionId: 401 })).toHaveLength(1);
  });

  it('deletes for the owner only; the image goes only when nothing else refers to it', async () => {
    const image = await generated(OWNER);
    const obj = await db('media_objects').where({ address: image }).first();
    const saved = await save({ userId: OWNER, geminiSessionId: 501, name: 'Shared', imageUrl: image });
    const id = personOf(saved).id;
    // The same image is also a saved try-on result.
    const result = await gql(OWNER, SAVE_RESULT, { input: { name: 'Look', resultImageUrl: image } });
    expect(result.errors).toBeUndefined();

    // Deleting the try-on result keeps the image the saved person still shows.
    const delResult = await gql(OWNER, `mutation($id: Int!) { deleteSavedTryOnResult(id: $id) }`, {
      id: result.data!.saveTryOnResult.id,
    });
    expect(delResult.data!.deleteSavedTryOnResult).toBe(true);
    expect((await get(image, OWNER)).res.status).toBe(200);
    expect(await media.storage.statObject(obj.key)).not.toBeNull();

    expect((await gql(OTHER, DELETE_PERSON, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql(ADMIN, DELETE_PERSON, { id }, 'admin')).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await gql(null, DELETE_PERSON, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(OWNER, DELETE_PERSON, { id: 999999 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await db('saved_gemini_people').where({ id }).first()).toBeDefined();

    expect((await gql(OWNER, DELETE_PERSON, { id })).data!.deleteSavedGeminiPerson).toBe(true);
    expect(await db('saved_gemini_people').where({ id }).first()).toBeUndefined();
    expect((await get(image, OWNER)).res.status).toBe(404);
    expect(await db('media_objects').where({ address: image }).first()).toBeUndefined();
    expect(await media.storage.statObject(obj.key)).toBeNull();
    expect(await media.storage.statObject(obj.thumbKey)).toBeNull();
    expect((await gql(OWNER, DELETE_PERSON, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const events = await eventually(async () => {
      const rows = await personEvents(id);
      return rows.length === 2 && rows.every((r: { sent_at: unknown }) => r.sent_at) ? rows : null;
    });
    expect(events.map((e: { subject: string }) => e.subject)).toEqual([
      'media.image.saved.v1',
      'media.image.deleted.v1',
    ]);
    expect(events[1].payload.data).toEqual({
      userId: OWNER,
      itemId: id,
      kind: 'gemini_person',
      imageUrl: image,
    });
  });

  it('keeps an image a saved person shows when another saved person of the same image goes', async () => {
    const image = await generated(OWNER);
    const a = await save({ userId: OWNER, geminiSessionId: 601, name: 'A', imageUrl: image });
    const b = await save({ userId: OWNER, geminiSessionId: 602, name: 'B', imageUrl: image });
    const idA = personOf(a).id;
    const idB = personOf(b).id;
    expect((await gql(OWNER, DELETE_PERSON, { id: idA })).data!.deleteSavedGeminiPerson).toBe(true);
    expect((await get(image, OWNER)).res.status).toBe(200);
    expect((await gql(OWNER, DELETE_PERSON, { id: idB })).data!.deleteSavedGeminiPerson).toBe(true);
    expect((await get(image, OWNER)).res.status).toBe(404);
  });
});
