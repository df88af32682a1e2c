import { Readable } from 'node:stream';
import sharp from 'sharp';
import { createLogger, type ObjectStorage, type StoredObjectInfo } from '@tryon/kit';
import { nextTurn } from '../../../../test-support/wait.js';
import { UploadService, jpegKeyOf, storedKeysOf, thumb2xKeyOf } from './upload.service.js';

/** Object storage in memory that counts the conversions running at once (a read until its write). */
class FakeStorage {
  readonly objects = new Map<string, Buffer>();
  running = 0;
  maxRunning = 0;
  reads = 0;

  async statObject(key: string): Promise<StoredObjectInfo | null> {
    const b = this.objects.get(key);
    return b
      ? { size: b.length, etag: `e-${b.length}`, contentType: 'image/jpeg', lastModified: new Date() }
      : null;
  }
  async getObject(key: string): Promise<Readable> {
    this.reads++;
    this.running++;
    this.maxRunning = Math.max(this.maxRunning, this.running);
    await nextTurn(); // the read answers later, as a real store does: the others asking meanwhile are seen
    return Readable.from([this.objects.get(key)!]);
  }
  async putObject(key: string, body: Buffer): Promise<{ etag: string }> {
    this.objects.set(key, body);
    this.running--;
    return { etag: 'x' };
  }
}

async function setup(concurrency: number) {
  const storage = new FakeStorage();
  for (const name of ['a', 'b', 'c']) {
    storage.objects.set(
      `uploads/1/${name}.png`,
      await sharp({ create: { width: 40, height: 40, channels: 4, background: '#3366cc80' } })
        .png()
        .toBuffer(),
    );
  }
  const uploads = new UploadService({
    storage: storage as unknown as ObjectStorage,
    objects: {} as never,
    logger: createLogger('test', 'silent'),
    maxPixels: 10_000_000,
    concurrency,
  });
  return { storage, uploads };
}

describe('UploadService.jpegCopy', () => {
  it('converts inside the image concurrency limit', async () => {
    const { storage, uploads } = await setup(1);
    await Promise.all(['a', 'b', 'c'].map((n) => uploads.jpegCopy({ key: `uploads/1/${n}.png` })));
    expect(storage.maxRunning).toBe(1);
    const jpeg = storage.objects.get(jpegKeyOf('uploads/1/a.png'))!;
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
  });

  it('converts an image once, however many ask at the same time or later', async () => {
    const { storage, uploads } = await setup(2);
    const copies = await Promise.all(
      Array.from({ length: 5 }, () => uploads.jpegCopy({ key: 'uploads/1/a.png' })),
    );
    await uploads.jpegCopy({ key: 'uploads/1/a.png' });
    expect(storage.reads).toBe(1);
    expect(new Set(copies.map((c) => c.key))).toEqual(new Set(['uploads/1/a.png.jpg']));
  });
});

describe('UploadService.thumb2x', () => {
  it('makes the 512 px WebP of an older image once, on first demand, and keeps it', async () => {
    const { storage, uploads } = await setup(2);
    storage.objects.set(
      'uploads/1/big.jpg',
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#cc3366' } })
        .jpeg()
        .toBuffer(),
    );
    const made = await Promise.all(
      Array.from({ length: 4 }, () => uploads.thumb2x({ key: 'uploads/1/big.jpg' })),
    );
    await uploads.thumb2x({ key: 'uploads/1/big.jpg' });
    expect(storage.reads).toBe(1);
    expect(made[0].key).toBe(thumb2xKeyOf('uploads/1/big.jpg'));
    const meta = await sharp(storage.objects.get('uploads/1/big.jpg.thumb2x.webp')!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 384 });
  });

  it('never enlarges a small image', async () => {
    const { storage, uploads } = await setup(1);
    await uploads.thumb2x({ key: 'uploads/1/a.png' });
    const meta = await sharp(storage.objects.get(thumb2xKeyOf('uploads/1/a.png'))!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 40 });
  });

  it('is removed with the image', () => {
    expect(storedKeysOf({ key: 'uploads/1/a.png', thumbKey: 'uploads/1/a.png.thumb.webp' })).toEqual([
      'uploads/1/a.png',
      'uploads/1/a.png.thumb.webp',
      'uploads/1/a.png.jpg',
      'uploads/1/a.png.thumb2x.webp',
    ]);
  });
});
