process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { CONTEXT_HEADER, ObjectStorage, signContext, storageSettings, type Db, type Nats } from '@tryon/kit';
import { RESOLVE_IMAGE_SUBJECT } from '@tryon/proto-events';
import type { MediaService } from '../src/app.js';
import { startMediaForTest, type MediaUnderTest } from './harness.js';
import { TEST_SECRET, testS3Env } from '../../../test-support/infra.js';

// media's storage limits against real Postgres, NATS and object storage: a per-person quota on uploads,
// the sweep of uploads nobody kept, and the hold a job takes on the images it resolved (a saved item
// deleted while a job reads its image keeps the bytes until the hold is over).

let db: Db;
let nats: Nats;
let media: MediaService;
let base: string;
let stack: MediaUnderTest | undefined;
const QUOTA = 60_000;

beforeAll(async () => {
  stack = await startMediaForTest('media-storage', { STORAGE_QUOTA_BYTES: String(QUOTA) });
  ({ db, nats, media, base } = stack);
});

afterAll(async () => {
  await stack?.stop();
});

const headers = async (userId: number) => ({
  [CONTEXT_HEADER]: await signContext(TEST_SECRET, { userId, role: 'user', ip: '127.0.0.1' }),
});

/** A noisy PNG (it does not compress away), about `side`² x 3 bytes. */
async function noisyPng(side: number): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

async function upload(userId: number, data: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'p.png');
  const res = await fetch(`${base}/upload`, { method: 'POST', body: form, headers: await headers(userId) });
  return { status: res.status, body: (await res.json()) as { url?: string; error?: string; code?: string } };
}

async function gql(userId: number, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await headers(userId)) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string }[] };
}

const SAVE = `mutation($input: SaveUserImageInput!) { saveUserImage(input: $input) { id } }`;
const DELETE = `mutation($id: Int!) { deleteSavedUserImage(id: $id) }`;

const objectOf = (address: string) => db('media_objects').where({ address }).first();
const backdate = (address: string, hours: number) =>
  db('media_objects')
    .where({ address })
    .update({ createdAt: new Date(Date.now() - hours * 3600_000) });

describe('storage quota', () => {
  it('puts bytes in one presigned PUT: read back equal with their type; a missing bucket is an error', async () => {
    const key = `staging/results/1/${randomBytes(8).toString('hex')}.png`;
    const data = await noisyPng(64);
    const { etag } = await media.storage.putObject(key, data, { contentType: 'image/png' });
    expect(etag).toMatch(/^[0-9a-f-]+$/);
    const stat = await media.storage.statObject(key);
    expect(stat).toMatchObject({ size: data.length, contentType: 'image/png' });
    const chunks: Buffer[] = [];
    for await (const c of await media.storage.getObject(key)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    await media.storage.removeObject(key);

    const env = testS3Env(`missing-${randomBytes(4).toString('hex')}`);
    const missing = new ObjectStorage(
      storageSettings({
        S3_ENDPOINT: env.S3_ENDPOINT!,
        S3_ACCESS_KEY: env.S3_ACCESS_KEY!,
        S3_SECRET_KEY: env.S3_SECRET_KEY!,
        S3_BUCKET: env.S3_BUCKET!,
        S3_REGION: env.S3_REGION ?? 'us-east-1',
      }),
    );
    await expect(missing.putObject('a.png', data, { contentType: 'image/png' })).rejects.toMatchObject({
      code: 'NoSuchBucket',
    });
  });

  it("refuses an upload beyond the person's quota with a clear 413, and counts only their own", async () => {
    const stored: string[] = [];
    let refused: Awaited<ReturnType<typeof upload>> | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const r = await upload(501, await noisyPng(64));
      if (r.status === 201) stored.push(r.body.url!);
      else refused = r;
    }
    expect(stored.length).toBeGreaterThan(0);
    expect(refused?.status).toBe(413);
    expect(refused?.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(refused?.body.error).toMatch(
      /^Storage limit reached: your images use \d+ KB of your 59 KB\. Delete images you no longer need/,
    );
    const [{ used }] = await db('media_objects')
      .where({ userId: 501 })
      .select(db.raw('sum("size" + "thumbSize")::int AS used'));
    expect(used).toBeLessThanOrEqual(QUOTA);
    // Someone else still has room.
    expect((await upload(502, await noisyPng(32))).status).toBe(201);
  });
});

describe('unsaved uploads and job holds', () => {
  it('sweeps uploads older than a day that nothing keeps, and only those', async () => {
    const old = (await upload(601, await noisyPng(16))).body.url!;
    const kept = (await upload(601, await noisyPng(16))).body.url!;
    const recent = (await upload(601, await noisyPng(16))).body.url!;
    const held = (await upload(601, await noisyPng(16))).body.url!;
    expect(
      (await gql(601, SAVE, { input: { imageUrl: kept, name: 'Me', category: 'person' } })).errors,
    ).toBeUndefined();
    for (const a of [old, kept, held]) await backdate(a, 30);
    const reply = await nats.nc.request(
      RESOLVE_IMAGE_SUBJECT,
      JSON.stringify({ userId: 601, address: held }),
      {
        timeout: 5000,
      },
    );
    expect(reply.json()).toMatchObject({ ok: true });
    const oldRow = await objectOf(old);

    expect(await media.sweeper.sweepOnce()).toBe(1);
    expect(await objectOf(old)).toBeUndefined();
    expect(await media.storage.statObject(oldRow.key)).toBeNull();
    expect(await media.storage.statObject(oldRow.thumbKey)).toBeNull();
    for (const a of [kept, recent, held]) expect(await objectOf(a)).toBeDefined();

    // Once the hold is over the held one goes too.
    await db('media_objects')
      .where({ address: held })
      .update({ heldUntil: new Date(Date.now() - 1000) });
    expect(await media.sweeper.sweepOnce()).toBe(1);
    expect(await objectOf(held)).toBeUndefined();
  });

  it('keeps the bytes of a deleted saved image while a job holds it', async () => {
    const url = (await upload(701, await noisyPng(16))).body.url!;
    const saved = await gql(701, SAVE, { input: { imageUrl: url, name: 'Me', category: 'person' } });
    const reply = await nats.nc.request(
      RESOLVE_IMAGE_SUBJECT,
      JSON.stringify({ userId: 701, address: url }),
      {
        timeout: 5000,
      },
    );
    const { key } = reply.json<{ key: string }>();
    expect((await objectOf(url)).heldUntil.getTime()).toBeGreaterThan(Date.now() + 5 * 3600_000);

    expect((await gql(701, DELETE, { id: saved.data.saveUserImage.id })).data.deleteSavedUserImage).toBe(
      true,
    );
    // The job can still read its input.
    expect(await media.storage.statObject(key)).not.toBeNull();
    expect(await objectOf(url)).toBeDefined();
  });
});
