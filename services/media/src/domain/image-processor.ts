import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError, IMAGE_TYPES, cleanPng, stripPngMetadata, type ImageType } from '@tryon/kit';

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

/** Decodes and re-encodes in the same format (upright), written to `output`. */
async function reencode(
  input: string,
  type: ImageType,
  orientation: number,
  decodeOpts: { limitInputPixels: number; failOn: 'error' },
  output: string,
): Promise<OutputInfo> {
  // Turning the image needs all of it in memory; an upright image streams through line by line.
  let img = sharp(input, { ...decodeOpts, sequentialRead: true });
  if (orientation > 1) img = img.rotate();
  // optimiseCoding would keep every DCT coefficient of the image in memory for a second pass (~250 MB
  // for a 9-megapixel photo); without it the encoder streams.
  if (type === 'jpeg') img = img.jpeg({ quality: 90, optimiseCoding: false });
  else if (type === 'png') img = img.png();
  else img = img.webp({ quality: 90 });
  return img.toFile(output);
}

/** Why an image over the pixel limit is refused. */
export const TOO_MANY_PIXELS_MESSAGE = 'Upload failed: the image has too many pixels';

function uploadFailed(err: unknown): AppError {
  const msg = (err as Error)?.message ?? '';
  return new AppError(
    'VALIDATION',
    /pixel limit/i.test(msg) ? TOO_MANY_PIXELS_MESSAGE : 'Upload failed: the file is not a readable image',
    { cause: err },
  );
}

/** An AI result processed in memory (its thumbnails are made on their first view). */
export interface ProcessedResult {
  data: Buffer;
  size: number;
  contentType: string;
  ext: string;
  width: number;
  height: number;
  etag: string;
  /** The bytes are the input's, byte for byte (a PNG without metadata chunks): nothing to store again. */
  unchanged: boolean;
}

/**
 * An AI result (at most a few megabytes, in memory), checked and cleaned like an upload with
 * `keepPngPixels`: an upright PNG keeps its pixels without its metadata chunks (its chunk structure is
 * checked), anything else is decoded and re-encoded upright without metadata; more than `maxPixels` is
 * refused. No thumbnail is made here: the first view makes it (a burst of results costs no decode at all).
 */
export async function processResult(
  input: Buffer,
  type: ImageType,
  opts: { maxPixels: number },
): Promise<ProcessedResult> {
  const decodeOpts = { limitInputPixels: opts.maxPixels, failOn: 'error' as const };
  let data: Buffer;
  let width: number;
  let height: number;
  let unchanged = false;
  try {
    const meta = await sharp(input, decodeOpts).metadata();
    if (meta.format !== type) throw new Error(`decoded as ${String(meta.format)}, expected ${type}`);
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    if (meta.width * meta.height > opts.maxPixels) throw new Error('Input image exceeds pixel limit');
    if (type === 'png' && (meta.orientation ?? 1) === 1) {
      ({ data, unchanged } = cleanPng(input));
      width = meta.width;
      height = meta.height;
    } else {
      let img = sharp(input, { ...decodeOpts, sequentialRead: true });
      if ((meta.orientation ?? 1) > 1) img = img.rotate();
      if (type === 'jpeg') img = img.jpeg({ quality: 90, optimiseCoding: false });
      else if (type === 'png') img = img.png();
      else img = img.webp({ quality: 90 });
      const out = await img.toBuffer({ resolveWithObject: true });
      data = out.data;
      width = out.info.width;
      height = out.info.height;
    }
  } catch (err) {
    throw uploadFailed(err);
  }
  return {
    data,
    size: data.length,
    contentType: IMAGE_TYPES[type].contentType,
    ext: IMAGE_TYPES[type].ext,
    width,
    height,
    etag: etagOf(data),
    unchanged,
  };
}

/**
 * Decodes an image file (refusing more than `maxPixels`), applies its EXIF orientation, drops all
 * metadata (EXIF with GPS, XMP, IPTC: sharp keeps none unless asked), re-encodes it in its own
 * format (or, for an upright PNG with `keepPngPixels`, drops its metadata chunks and keeps its pixels)
 * and makes a WebP thumbnail.
 */
export async function processImage(
  input: string,
  type: ImageType,
  opts: {
    maxPixels: number;
    output: string;
    /**
     * An upright PNG keeps its pixels as they are (its metadata chunks are dropped, nothing is
     * re-encoded: a fifth of the work for an AI result); the thumbnail still decodes all of it.
     */
    keepPngPixels?: boolean;
  },
): Promise<ProcessedImage> {
  const decodeOpts = { limitInputPixels: opts.maxPixels, failOn: 'error' as const };
  let info: Pick<OutputInfo, 'size' | 'width' | 'height'>;
  try {
    const meta = await sharp(input, decodeOpts).metadata();
    if (meta.format !== type) throw new Error(`decoded as ${String(meta.format)}, expected ${type}`);
    if (type === 'png' && opts.keepPngPixels && (meta.orientation ?? 1) === 1 && meta.width && meta.height) {
      const stripped = stripPngMetadata(await readFile(input));
      await writeFile(opts.output, stripped);
      info = { size: stripped.length, width: meta.width, height: meta.height };
    } else {
      info = await reencode(input, type, meta.orientation ?? 1, decodeOpts, opts.output);
    }
  } catch (err) {
    throw uploadFailed(err);
  }
  // From the original: JPEG and WebP decode at reduced size for a small target (shrink-on-load).
  // They decode every pixel: a PNG kept as it is fails here when its pixels do not decode.
  const [thumb, thumb2x] = await Promise.all([
    webpThumbnail(sharp(input, { ...decodeOpts, sequentialRead: true }), THUMB_SIZE),
    webpThumbnail(sharp(input, { ...decodeOpts, sequentialRead: true }), THUMB_2X_SIZE),
  ]).catch((err: unknown) => {
    throw uploadFailed(err);
  });
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
