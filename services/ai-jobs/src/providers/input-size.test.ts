import sharp from 'sharp';
import {
  DEFAULT_MAX_SIDE,
  FASHN_IMAGE_LIMITS,
  GEMINI_IMAGES_BASE64_BUDGET,
  GEMINI_IMAGE_LIMITS,
  GEMINI_REQUEST_LIMIT_BYTES,
  base64Capacity,
  base64Length,
  fitAllForRequest,
  fitForProvider,
} from './input-size.js';
import { ProviderError } from './provider.js';
import type { ImageData } from './provider.js';

/** Grey noise of `w` x `h` pixels, as raw pixels (a photo-like image that does not compress to nothing). */
async function noise(w: number, h: number, sigma: number, channels: 3 | 4 = 3) {
  return sharp({
    create: {
      width: w,
      height: h,
      channels,
      background: { r: 128, g: 128, b: 128, alpha: 1 },
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** A large upload: noise scaled up to `w` x `h`, as JPEG or PNG. */
async function upload(w: number, h: number, format: 'jpeg' | 'png'): Promise<ImageData> {
  if (format === 'jpeg') {
    const n = await noise(Math.round(w / 4), Math.round(h / 4), 18);
    const data = await sharp(n.data, { raw: n.info })
      .resize(w, h, { kernel: 'cubic' })
      .jpeg({ quality: 88 })
      .toBuffer();
    return { data, mimeType: 'image/jpeg' };
  }
  const n = await noise(Math.round(w / 4.5), Math.round(h / 4.5), 60);
  const data = await sharp(n.data, { raw: n.info })
    .resize(w, h, { kernel: 'nearest' })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { data, mimeType: 'image/png' };
}

async function solid(w: number, h: number, format: 'png' | 'jpeg' = 'png'): Promise<ImageData> {
  const img = sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 30, b: 60 } } });
  return format === 'png'
    ? { data: await img.png().toBuffer(), mimeType: 'image/png' }
    : { data: await img.jpeg().toBuffer(), mimeType: 'image/jpeg' };
}

const totalBase64 = (images: ImageData[]) => images.reduce((s, i) => s + base64Length(i.data.length), 0);

async function expectInvalid(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => new Error('expected a ProviderError, got a result'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  expect((err as ProviderError).kind).toBe('invalid');
  return err as ProviderError;
}

describe('the documented limits', () => {
  it('Gemini: the images of a request stay under its 20 MB inline request limit; FASHN: 2000 px', () => {
    expect(GEMINI_IMAGES_BASE64_BUDGET).toBeLessThan(GEMINI_REQUEST_LIMIT_BYTES - 1_000_000);
    expect(base64Length(GEMINI_IMAGE_LIMITS.maxBytes)).toBeLessThanOrEqual(GEMINI_IMAGES_BASE64_BUDGET);
    expect(GEMINI_IMAGE_LIMITS.maxSide).toBe(DEFAULT_MAX_SIDE);
    expect(FASHN_IMAGE_LIMITS.maxSide).toBe(2000);
    expect(base64Length(3)).toBe(4);
    expect(base64Length(4)).toBe(8);
    expect(base64Length(base64Capacity(1001))).toBeLessThanOrEqual(1001);
  });
});

describe('fitForProvider', () => {
  it('passes an image within both limits through untouched (the same bytes, no re-encode)', async () => {
    const image = await solid(300, 400);
    const fitted = await fitForProvider(image, { maxSide: 2048, maxBytes: 1_000_000 });
    expect(fitted).toBe(image);
  });

  it('scales an image over maxSide down to it, keeps the aspect ratio, and re-encodes a photo as JPEG', async () => {
    const image = await upload(1200, 1600, 'png');
    const fitted = await fitForProvider(image, { maxSide: 500, maxBytes: 5_000_000 });
    const meta = await sharp(fitted.data).metadata();
    expect(fitted.mimeType).toBe('image/jpeg');
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([375, 500]);
  });

  it('applies the EXIF orientation, even to a small image', async () => {
    const data = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(data).metadata()).orientation).toBe(6);
    const fitted = await fitForProvider({ data, mimeType: 'image/jpeg' }, { maxSide: 2048 });
    const meta = await sharp(fitted.data).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(meta.orientation ?? 1).toBe(1);
  });

  it('keeps transparency when it matters (PNG), and drops an alpha channel that is fully opaque (JPEG)', async () => {
    const half = await sharp({
      create: { width: 600, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 300, height: 300, channels: 4, background: '#ff0000ff' } },
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const clear = await fitForProvider({ data: half, mimeType: 'image/png' }, { maxSide: 200 });
    expect(clear.mimeType).toBe('image/png');
    const meta = await sharp(clear.data).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([200, 100, true]);
    expect((await sharp(clear.data).stats()).isOpaque).toBe(false);

    const opaque = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#00ff00ff' } })
      .png()
      .toBuffer();
    const flat = await fitForProvider({ data: opaque, mimeType: 'image/png' }, { maxSide: 200 });
    expect(flat.mimeType).toBe('image/jpeg');
  });

  it('steps the quality, then the size, down until the image is within maxBytes', async () => {
    const image = await upload(1500, 2000, 'jpeg');
    const first = await fitForProvider(image, { maxSide: 1024 });
    const maxBytes = Math.floor(first.data.length / 4);
    const fitted = await fitForProvider(image, { maxSide: 1024, maxBytes });
    expect(fitted.data.length).toBeLessThanOrEqual(maxBytes);
    const meta = await sharp(fitted.data).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1024);
    expect(meta.width! / meta.height!).toBeCloseTo(0.75, 2);
  });

  it('bytes that are no image, and an image that cannot fit at all, are invalid (not a crash, not retried)', async () => {
    await expectInvalid(fitForProvider({ data: Buffer.from('not an image'), mimeType: 'image/png' }));
    const image = await upload(800, 800, 'png');
    const err = await expectInvalid(fitForProvider(image, { maxSide: 800, maxBytes: 50 }));
    expect(err.message).toMatch(/too large/);
  });

  it('corrects a declared type that does not match the bytes, without re-encoding', async () => {
    const image = await solid(30, 30, 'jpeg');
    const fitted = await fitForProvider({ data: image.data, mimeType: 'image/png' });
    expect(fitted.data).toBe(image.data);
    expect(fitted.mimeType).toBe('image/jpeg');
  });
});

describe('fitAllForRequest', () => {
  it('three 10 MB uploads: under the Gemini budget together, each side at most 2048, still images, same shapes', async () => {
    const uploads = [
      await upload(6000, 8000, 'jpeg'),
      await upload(6000, 8000, 'png'),
      await upload(8000, 6000, 'png'),
    ];
    for (const u of uploads) expect(u.data.length).toBeGreaterThan(8_000_000);
    expect(totalBase64(uploads)).toBeGreaterThan(GEMINI_IMAGES_BASE64_BUDGET);

    const fitted = await fitAllForRequest(uploads, GEMINI_IMAGES_BASE64_BUDGET, GEMINI_IMAGE_LIMITS);
    expect(fitted).toHaveLength(3);
    expect(totalBase64(fitted)).toBeLessThanOrEqual(GEMINI_IMAGES_BASE64_BUDGET);
    const shapes = [];
    for (const f of fitted) {
      const meta = await sharp(f.data).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2048);
      await sharp(f.data).raw().toBuffer(); // decodes
      shapes.push([meta.width, meta.height]);
    }
    expect(shapes).toEqual([
      [1536, 2048],
      [1536, 2048],
      [2048, 1536],
    ]);
  }, 90_000);

  it('shares a tight budget out: a small image keeps its bytes, the large ones shrink to fit', async () => {
    const small = await solid(64, 64);
    const a = await upload(600, 800, 'jpeg');
    const b = await upload(800, 600, 'png');
    const budget = 120_000;
    expect(base64Length(a.data.length) + base64Length(b.data.length)).toBeGreaterThan(budget);
    const fitted = await fitAllForRequest([a, small, b], budget, { maxSide: 2048 });
    expect(fitted[1]).toBe(small);
    expect(totalBase64(fitted)).toBeLessThanOrEqual(budget);
    const metaA = await sharp(fitted[0].data).metadata();
    const metaB = await sharp(fitted[2].data).metadata();
    expect(metaA.width! / metaA.height!).toBeCloseTo(0.75, 2);
    expect(metaB.width! / metaB.height!).toBeCloseTo(4 / 3, 2);
  });

  it('an empty request is empty; images already within the budget come back as they were', async () => {
    expect(await fitAllForRequest([], 1000)).toEqual([]);
    const one = await solid(100, 100);
    const two = await solid(50, 80, 'jpeg');
    const fitted = await fitAllForRequest([one, two], GEMINI_IMAGES_BASE64_BUDGET, GEMINI_IMAGE_LIMITS);
    expect(fitted[0]).toBe(one);
    expect(fitted[1]).toBe(two);
  });
});
