/**
 * What the offline engine's tests share: SVG test pictures rasterised with sharp, decoding results to raw
 * RGB, and measuring or comparing boxes of pixels. Used by the tests only.
 */
import sharp from 'sharp';

/** A young man in the casual outfit (green t-shirt, blue jeans), standing, on white: the stature tests' model. */
export const CASUAL_MAN = {
  gender: 'male',
  age: 'young',
  ethnicity: 'caucasian',
  build: 'average',
  hairColor: 'brown',
  hairStyle: 'short',
  clothing: 'casual',
  pose: 'standing-front',
  background: 'white',
} as const;

/** Decoded pixels, row-major RGB. */
export interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

/** An SVG rasterised as PNG. */
export function svgPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Decodes image bytes to RGB (any alpha channel dropped), at their own size. */
export async function raw(bytes: Buffer): Promise<Raw> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean colour of the box [x0, x1) x [y0, y1). */
export function mean(img: Raw, x0: number, y0: number, x1: number, y1: number): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const o = (y * img.width + x) * 3;
      sum[0] += img.data[o];
      sum[1] += img.data[o + 1];
      sum[2] += img.data[o + 2];
      n++;
    }
  }
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

/** True when the two images have identical pixels in the box [x0, x1) x [y0, y1). */
export function sameIn(a: Raw, b: Raw, x0: number, y0: number, x1: number, y1: number): boolean {
  for (let y = y0; y < y1; y++) {
    const from = (y * a.width + x0) * 3;
    const to = (y * a.width + x1) * 3;
    if (!a.data.subarray(from, to).equals(b.data.subarray(from, to))) return false;
  }
  return true;
}

/** Luma (Rec. 601) of a colour. */
export function luma([r, g, b]: [number, number, number]): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}
