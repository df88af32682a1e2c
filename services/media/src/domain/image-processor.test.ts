import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { processImage } from './image-processor.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-processor-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A 64x48 PNG of noise carrying a text chunk (sharp writes `comment`s from its metadata options). */
async function pngWithText(): Promise<Buffer> {
  const raw = Buffer.alloc(64 * 48 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: 64, height: 48, channels: 3 } })
    .withMetadata({ exif: { IFD0: { ImageDescription: 'secret place' } } })
    .png()
    .toBuffer();
}

describe('processImage', () => {
  it('keepPngPixels: keeps the pixels (and IDAT bytes), drops the metadata, makes the thumbnail', async () => {
    const input = path.join(dir, 'in.png');
    const original = await pngWithText();
    expect(original.toString('latin1')).toContain('secret place');
    await writeFile(input, original);
    const out = path.join(dir, 'out.png');
    const image = await processImage(input, 'png', { maxPixels: 1e7, output: out, keepPngPixels: true });
    const kept = await readFile(out);
    expect(kept.toString('latin1')).not.toContain('secret place');
    expect(kept.includes(original.subarray(original.indexOf('IDAT') - 4, original.indexOf('IEND') - 4))).toBe(
      true,
    );
    expect(image).toMatchObject({ contentType: 'image/png', width: 64, height: 48, size: kept.length });
    expect((await sharp(image.thumb.data).metadata()).format).toBe('webp');
  });

  it('keepPngPixels: a PNG whose pixels do not decode is refused as an upload failure', async () => {
    const original = await pngWithText();
    const at = original.indexOf('IDAT') + 8;
    const broken = Buffer.concat([
      original.subarray(0, at),
      Buffer.alloc(40, 0xff),
      original.subarray(at + 40),
    ]);
    const input = path.join(dir, 'broken.png');
    await writeFile(input, broken);
    await expect(
      processImage(input, 'png', { maxPixels: 1e7, output: path.join(dir, 'b.png'), keepPngPixels: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Upload failed: the file is not a readable image',
    });
  });
});
