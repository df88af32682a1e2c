/**
 * Raw-pixel helpers for the offline engine: decoding uploads to raw RGB(A) with sharp, encoding PNG,
 * estimating a plain background from the image border, and flood-filling that background.
 */
import sharp from 'sharp';

import { ProviderError } from '../provider.js';
import type { Rgb } from './color.js';

/** The longest side the engine works at; larger uploads are scaled down first (speed). */
export const MAX_SIDE = 1024;

/** Refuse decoding images over this many pixels (uploads are validated by media; this is a backstop). */
const LIMIT_INPUT_PIXELS = 50_000_000;

/** Decoded pixels, row-major, interleaved channels. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

async function decode(bytes: Buffer, alpha: boolean, maxSide = MAX_SIDE): Promise<RawImage> {
  try {
    let pipeline = sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS, autoOrient: true })
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    pipeline = alpha ? pipeline.ensureAlpha() : pipeline.flatten({ background: '#ffffff' });
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    const channels = info.channels;
    if (channels !== 3 && channels !== 4) throw new Error(`unexpected channel count ${channels}`);
    return { data, width: info.width, height: info.height, channels };
  } catch (err) {
    throw new ProviderError('invalid', 'The image could not be read', undefined, { cause: err });
  }
}

/** Decodes JPEG/PNG/WebP bytes to opaque RGB (transparency flattened onto white), long side capped. */
export function decodeRgb(bytes: Buffer): Promise<RawImage> {
  return decode(bytes, false);
}

/** Decodes JPEG/PNG/WebP bytes to RGBA (alpha kept, or opaque added), long side capped (at `maxSide`). */
export function decodeRgba(bytes: Buffer, maxSide = MAX_SIDE): Promise<RawImage> {
  return decode(bytes, true, Math.min(maxSide, MAX_SIDE));
}

/** Encodes raw pixels as PNG. */
export function encodePng(img: RawImage): Promise<Buffer> {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels } })
    .png()
    .toBuffer();
}

/** Indices (pixel numbers) of a band `thickness` pixels wide around the image border. */
export function borderPixels(width: number, height: number, thickness: number): number[] {
  const t = Math.max(1, Math.min(thickness, Math.floor(Math.min(width, height) / 2)));
  const out: number[] = [];
  for (let y = 0; y < height; y++) {
    if (y < t || y >= height - t) {
      for (let x = 0; x < width; x++) out.push(y * width + x);
    } else {
      for (let x = 0; x < t; x++) out.push(y * width + x);
      for (let x = width - t; x < width; x++) out.push(y * width + x);
    }
  }
  return out;
}

/** The median of the values (sorts them in place). */
function median(values: number[]): number {
  if (values.length === 0) return 0;
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
}

/**
 * Estimates a plain background colour: the per-channel median of the border pixels (opaque ones only
 * when there is an alpha channel). Robust to a garment or person touching part of the border.
 */
export function borderColor(img: RawImage, pixels: number[] = borderPixels(img.width, img.height, 3)): Rgb {
  const c = img.channels;
  const r: number[] = [];
  const g: number[] = [];
  const b: number[] = [];
  for (const p of pixels) {
    const o = p * c;
    if (c === 4 && img.data[o + 3] < 128) continue;
    r.push(img.data[o]);
    g.push(img.data[o + 1]);
    b.push(img.data[o + 2]);
  }
  return { r: median(r), g: median(g), b: median(b) };
}

/** Options for {@link floodBackground}. */
export interface FloodOptions {
  /** The background colour (usually {@link borderColor}). */
  color: Rgb;
  /** A pixel can be background only within this RGB distance of `color`. */
  maxDistance: number;
  /**
   * When set, a pixel must also be within this distance of the local background colour: a running
   * average carried along the fill (10% per step), so slow gradients (vignetted studio backdrops) are
   * followed but the gradual colour ramps along anti-aliased slanted edges are not. Default: no limit.
   */
  localDistance?: number;
}

/** How fast the local background colour follows the pixels it reaches (see {@link FloodOptions}). */
const LOCAL_RATE = 0.1;

/**
 * Flood-fills the background from the image border: a pixel is background when it is connected to the
 * border through pixels close to the background colour. Pixels inside the subject that happen to match
 * the background (a white logo on a white shirt) stay foreground. Returns 1 for background, 0 otherwise.
 */
export function floodBackground(img: RawImage, opts: FloodOptions): Uint8Array {
  const { width: w, height: h, channels: c, data } = img;
  const n = w * h;
  const mask = new Uint8Array(n);
  const queue = new Int32Array(n);
  const max2 = opts.maxDistance * opts.maxDistance;
  const local = opts.localDistance !== undefined;
  const local2 = local ? (opts.localDistance as number) ** 2 : 0;
  const ref = local ? new Float32Array(n * 3) : undefined;
  const { r: br, g: bg, b: bb } = opts.color;
  const near = (p: number): boolean => {
    const o = p * c;
    if (c === 4 && data[o + 3] < 16) return true;
    const dr = data[o] - br;
    const dg = data[o + 1] - bg;
    const db = data[o + 2] - bb;
    return dr * dr + dg * dg + db * db <= max2;
  };
  let head = 0;
  let tail = 0;
  for (const p of borderPixels(w, h, 1)) {
    if (mask[p] === 0 && near(p)) {
      mask[p] = 1;
      queue[tail++] = p;
      if (ref !== undefined) {
        ref[p * 3] = data[p * c];
        ref[p * 3 + 1] = data[p * c + 1];
        ref[p * 3 + 2] = data[p * c + 2];
      }
    }
  }
  while (head < tail) {
    const p = queue[head++];
    const x = p % w;
    if (x > 0) visit(p - 1, p);
    if (x < w - 1) visit(p + 1, p);
    if (p >= w) visit(p - w, p);
    if (p < n - w) visit(p + w, p);
  }
  return mask;

  function visit(q: number, from: number): void {
    if (mask[q] !== 0 || !near(q)) return;
    if (ref !== undefined) {
      const o = q * c;
      const f = from * 3;
      const dr = data[o] - ref[f];
      const dg = data[o + 1] - ref[f + 1];
      const db = data[o + 2] - ref[f + 2];
      if (dr * dr + dg * dg + db * db > local2) return;
      ref[q * 3] = ref[f] + dr * LOCAL_RATE;
      ref[q * 3 + 1] = ref[f + 1] + dg * LOCAL_RATE;
      ref[q * 3 + 2] = ref[f + 2] + db * LOCAL_RATE;
    }
    mask[q] = 1;
    queue[tail++] = q;
  }
}

/**
 * The background of a person photo: flood-filled from the border, following slow gradients (studio
 * backdrops are often vignetted) within a wide overall limit.
 */
export function personBackground(img: RawImage): Uint8Array {
  return floodBackground(img, { color: borderColor(img), maxDistance: 150, localDistance: 18 });
}

/** Horizontal extent of the foreground, in pixels. */
export interface Extent {
  left: number;
  right: number;
}

/**
 * The horizontal extent of the foreground (non-background pixels) between rows y0 and y1, trimming the
 * outer 2% of the foreground on each side so specks do not widen it. Undefined when the band is (nearly)
 * all background or all foreground, i.e. when no person stands out from a plain background.
 */
export function foregroundExtent(
  mask: Uint8Array,
  width: number,
  y0: number,
  y1: number,
): Extent | undefined {
  const cols = new Float64Array(width);
  let total = 0;
  const top = Math.max(0, Math.floor(y0));
  const bottom = Math.min(mask.length / width, Math.ceil(y1));
  for (let y = top; y < bottom; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (mask[row + x] === 0) {
        cols[x]++;
        total++;
      }
    }
  }
  const area = (bottom - top) * width;
  if (area <= 0 || total < area * 0.01 || total > area * 0.95) return undefined;
  let acc = 0;
  let left = 0;
  let right = width - 1;
  for (let x = 0; x < width; x++) {
    acc += cols[x];
    if (acc >= total * 0.02) {
      left = x;
      break;
    }
  }
  acc = 0;
  for (let x = width - 1; x >= 0; x--) {
    acc += cols[x];
    if (acc >= total * 0.02) {
      right = x;
      break;
    }
  }
  return right > left ? { left, right } : undefined;
}
