/**
 * Input images sized for a provider before they are sent inline (base64): the longest side at most
 * `maxSide`, the EXIF orientation applied, and the encoded bytes at most `maxBytes`; for a request with
 * several images, the sum of their base64 sizes within one budget. An image already within the limits
 * (and upright) is passed through as it is, without a re-encode. Images are processed one after the
 * other, each decoded once to a pixel buffer of at most `maxSide` x `maxSide`.
 */
import sharp from 'sharp';
import { sniffImageType } from './image-bytes.js';
import { ProviderError } from './provider.js';
import type { ImageData } from './provider.js';

/** The limits of one image. */
export interface ImageLimits {
  /** The longest side in pixels. */
  maxSide: number;
  /** The encoded size in bytes (before base64). */
  maxBytes: number;
}

/** The longest side an input image is given when a provider documents none. */
export const DEFAULT_MAX_SIDE = 2048;

/**
 * Gemini takes inline image data up to 20 MB for the whole request, prompt included ("If your total
 * request, including files and instructions, exceeds 20 MB, use the File API": ai.google.dev, Gemini API,
 * image understanding). The images of one request get 18 MiB of base64 (18 874 368 characters), which
 * leaves more than a megabyte for the prompt and the JSON around the parts.
 */
export const GEMINI_REQUEST_LIMIT_BYTES = 20_000_000;
export const GEMINI_IMAGES_BASE64_BUDGET = 18 * 1024 * 1024;
/** Gemini documents no largest side; 2048 px keeps detail well above what the model samples. */
export const GEMINI_IMAGE_LIMITS: ImageLimits = {
  maxSide: DEFAULT_MAX_SIDE,
  maxBytes: base64Capacity(GEMINI_IMAGES_BASE64_BUDGET),
};

/**
 * FASHN's try-on v1.6 is a "1K endpoint": inputs at most 2000 px on the longest edge (docs.fashn.ai, Image
 * Preprocessing Best Practices; it also recommends JPEG). FASHN documents no byte limit for a base64
 * input, only that oversized base64 payloads fail with HTTP 500 before reaching the API (Troubleshooting):
 * each image is kept to 3 MiB (4 MiB of base64), far above what a 2000 px JPEG photo needs.
 */
export const FASHN_MAX_SIDE = 2000;
export const FASHN_IMAGE_LIMITS: ImageLimits = { maxSide: FASHN_MAX_SIDE, maxBytes: 3 * 1024 * 1024 };

/** The JPEG quality of a re-encoded photo, then the steps down when it is still over its byte limit. */
const FIRST_QUALITY = 90;
const QUALITY_STEPS = [80, 70, 60];
/** Each size step scales the longest side by this factor (at the last quality step), down to MIN_SIDE. */
const SIZE_STEP = 0.8;
const MIN_SIDE = 256;
/** Decoding refuses images over this many pixels (sharp's guard against pixel floods). */
const MAX_INPUT_PIXELS = 100_000_000;

/** The length of `bytes` bytes in base64 (padded). */
export function base64Length(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}

/** The most bytes whose base64 fits in `chars` characters. */
export function base64Capacity(chars: number): number {
  return Math.floor(chars / 4) * 3;
}

/**
 * The image fitted to `limits`: untouched when its longest side and its bytes are within them and it
 * carries no EXIF rotation; else turned upright, scaled down to `maxSide` (never up), and re-encoded: JPEG
 * (quality 90) without transparency, PNG with it (WebP when the PNG is over `maxBytes`). Still over
 * `maxBytes`: the quality steps down, then the size. Unreadable bytes, or an image that cannot fit, are
 * a ProviderError of kind `invalid`.
 */
export async function fitForProvider(
  image: ImageData,
  limits: Partial<ImageLimits> = {},
): Promise<ImageData> {
  const maxSide = positive(limits.maxSide) ?? DEFAULT_MAX_SIDE;
  const maxBytes = positive(limits.maxBytes) ?? Infinity;
  const meta = await readMetadata(image.data);
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const upright = (meta.orientation ?? 1) === 1;
  const knownType = sniffImageType(image.data);
  if (upright && knownType !== null && Math.max(width, height) <= maxSide && image.data.length <= maxBytes) {
    return knownType === image.mimeType ? image : { data: image.data, mimeType: knownType };
  }

  // One decode: upright, at most maxSide, 8-bit sRGB pixels; every encode below starts from these.
  const { data: pixels, info } = await sharp(image.data, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((err: unknown) => {
      throw unreadable(err);
    });
  const alpha = info.channels === 4 && !(await sharp(pixels, { raw: info }).stats()).isOpaque;
  const raw = { width: info.width, height: info.height, channels: info.channels };

  const encode = async (side: number, quality: number | 'lossless'): Promise<ImageData> => {
    let pipeline = sharp(pixels, { raw });
    if (side < Math.max(raw.width, raw.height)) {
      pipeline = pipeline.resize({ width: side, height: side, fit: 'inside' });
    }
    if (alpha) {
      return quality === 'lossless'
        ? { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), mimeType: 'image/png' }
        : { data: await pipeline.webp({ quality, alphaQuality: 90 }).toBuffer(), mimeType: 'image/webp' };
    }
    const q = quality === 'lossless' ? FIRST_QUALITY : quality;
    return {
      data: await pipeline.removeAlpha().jpeg({ quality: q, mozjpeg: true }).toBuffer(),
      mimeType: 'image/jpeg',
    };
  };

  const longest = Math.max(raw.width, raw.height);
  let fitted = await encode(longest, 'lossless');
  if (fitted.data.length <= maxBytes) return fitted;
  for (const quality of alpha ? [FIRST_QUALITY, ...QUALITY_STEPS] : QUALITY_STEPS) {
    fitted = await encode(longest, quality);
    if (fitted.data.length <= maxBytes) return fitted;
  }
  const lastQuality = QUALITY_STEPS[QUALITY_STEPS.length - 1];
  for (let side = Math.floor(longest * SIZE_STEP); side >= MIN_SIDE; side = Math.floor(side * SIZE_STEP)) {
    fitted = await encode(side, lastQuality);
    if (fitted.data.length <= maxBytes) return fitted;
  }
  throw new ProviderError('invalid', 'The image is too large to send to the AI service, even scaled down', {
    maxBytes,
    bytes: image.data.length,
  });
}

/**
 * The images of one request, each fitted to `limits` (longest side; bytes, default: the whole budget),
 * with the sum of their base64 sizes at most `totalBase64Budget`. Images that fit stay as they are; when
 * the sum is over, the budget is shared out (a small image keeps its size and leaves the rest to the
 * others) and each image over its share is fitted again, from its original, to its share. The images are
 * processed one after the other, in order; the answer keeps their order.
 */
export async function fitAllForRequest(
  images: readonly ImageData[],
  totalBase64Budget: number,
  limits: Partial<ImageLimits> = {},
): Promise<ImageData[]> {
  if (images.length === 0) return [];
  const perImage = Math.min(positive(limits.maxBytes) ?? Infinity, base64Capacity(totalBase64Budget));
  const fitted: ImageData[] = [];
  for (const image of images) fitted.push(await fitForProvider(image, { ...limits, maxBytes: perImage }));
  const total = () => fitted.reduce((sum, f) => sum + base64Length(f.data.length), 0);
  if (total() <= totalBase64Budget) return fitted;

  // Shares of the budget, smallest images first: each keeps its size while that is within an even split
  // of what is left.
  const order = fitted.map((f, i) => i).sort((a, b) => fitted[a].data.length - fitted[b].data.length);
  let left = totalBase64Budget;
  const shares = new Array<number>(fitted.length);
  order.forEach((index, rank) => {
    const even = Math.floor(left / (order.length - rank));
    const size = base64Length(fitted[index].data.length);
    shares[index] = size <= even ? size : even;
    left -= shares[index];
  });
  for (let i = 0; i < fitted.length; i++) {
    if (base64Length(fitted[i].data.length) > shares[i]) {
      fitted[i] = await fitForProvider(images[i], { ...limits, maxBytes: base64Capacity(shares[i]) });
    }
  }
  return fitted;
}

async function readMetadata(data: Buffer): Promise<{ width: number; height: number; orientation?: number }> {
  const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch((err: unknown) => {
      throw unreadable(err);
    });
  if (!meta.width || !meta.height) throw unreadable(new Error('no dimensions'));
  return { width: meta.width, height: meta.height, orientation: meta.orientation };
}

function unreadable(err: unknown): ProviderError {
  return new ProviderError(
    'invalid',
    'The image could not be read: please use a JPEG, PNG or WebP photo',
    { error: err instanceof Error ? err.message.slice(0, 200) : String(err).slice(0, 200) },
    { cause: err },
  );
}

function positive(n: number | undefined): number | undefined {
  return n !== undefined && Number.isFinite(n) && n > 0 ? n : undefined;
}
