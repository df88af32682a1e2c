import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError, IMAGE_TYPES, type ImageType } from '@tryon/kit';

// libvips' operation cache keeps decoded images around; uploads are never processed twice.
sharp.cache(false);

/** Longest side of a thumbnail, in pixels. */
export const THUMB_SIZE = 256;
/** Longest side of the thumbnail for high-density screens (srcset 2x), in pixels. */
export const THUMB_2X_SIZE = 512;

export interface ProcessedImage {
  /** The re-encoded image, written to this file (the caller removes it). */
  file: string;
  size: number;
  contentType: string;
  ext: string;
  width: number;
  height: number;
  etag: string;
  thumb: { data: Buffer; etag: string };
  /** The 512 px WebP for 2x screens. */
  thumb2x: { data: Buffer; etag: string };
}

/** A strong ETag from the bytes. */
export function etagOf(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`;
}

/** The same ETag, read from a file without holding it in memory. */
async function etagOfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return `"${hash.digest('base64url').slice(0, 32)}"`;
}

function uploadFailed(err: unknown): AppError {
  const msg = (err as Error)?.message ?? '';
  const reason = /pixel limit/i.test(msg)
    ? 'the image has too many pixels'
    : 'the file is not a readable image';
  return new AppError('VALIDATION', `Upload failed: ${reason}`, { cause: err });
}

/**
 * Decodes an image file (refusing more than `maxPixels`), applies its EXIF orientation, drops all
 * metadata (EXIF with GPS, XMP, IPTC: sharp keeps none unless asked), re-encodes it in its own
 * format and makes a WebP thumbnail.
 */
export async function processImage(
  input: string,
  type: ImageType,
  opts: { maxPixels: number; output: string },
): Promise<ProcessedImage> {
  const decodeOpts = { limitInputPixels: opts.maxPixels, failOn: 'error' as const };
  let info: OutputInfo;
  try {
    const meta = await sharp(input, decodeOpts).metadata();
    if (meta.format !== type) throw new Error(`decoded as ${String(meta.format)}, expected ${type}`);
    // Turning the image needs all of it in memory; an upright image streams through line by line.
    let img = sharp(input, { ...decodeOpts, sequentialRead: true });
    if ((meta.orientation ?? 1) > 1) img = img.rotate();
    // optimiseCoding would keep every DCT coefficient of the image in memory for a second pass (~250 MB
    // for a 9-megapixel photo); without it the encoder streams.
    if (type === 'jpeg') img = img.jpeg({ quality: 90, optimiseCoding: false });
    else if (type === 'png') img = img.png();
    else img = img.webp({ quality: 90 });
    info = await img.toFile(opts.output);
  } catch (err) {
    throw uploadFailed(err);
  }
  // From the original: JPEG and WebP decode at reduced size for a small target (shrink-on-load).
  const thumb = await webpThumbnail(sharp(input, { ...decodeOpts, sequentialRead: true }), THUMB_SIZE);
  const thumb2x = await webpThumbnail(sharp(input, { ...decodeOpts, sequentialRead: true }), THUMB_2X_SIZE);
  return {
    file: opts.output,
    size: info.size,
    contentType: IMAGE_TYPES[type].contentType,
    ext: IMAGE_TYPES[type].ext,
    width: info.width,
    height: info.height,
    etag: await etagOfFile(opts.output),
    thumb: { data: thumb, etag: etagOf(thumb) },
    thumb2x: { data: thumb2x, etag: etagOf(thumb2x) },
  };
}

/** An upright WebP of at most `size` px on its longest side (never enlarged). */
export function webpThumbnail(image: Sharp, size: number): Promise<Buffer> {
  return image
    .rotate()
    .resize(size, size, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
