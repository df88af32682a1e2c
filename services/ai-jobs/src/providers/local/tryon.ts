/**
 * The offline try-on: cut each garment from its plain background and lay it over the matching region of
 * the person (top over the torso, bottom over the legs, full-body over both, shoes at the feet).
 */
import sharp from 'sharp';
import type { OverlayOptions } from 'sharp';

import { ProviderError } from '../provider.js';
import type { GarmentType, ImageData } from '../provider.js';
import { clamp255, dist2 } from './color.js';
import type { Rgb } from './color.js';
import {
  borderColor,
  borderPixels,
  decodeRgb,
  decodeRgba,
  floodBackground,
  personBackground,
} from './image.js';
import type { RawImage } from './image.js';
import { fitInBox, GARMENT_REGION, REGIONS, regionBox } from './regions.js';
import type { Box } from './regions.js';

/** A garment cut from its background: RGBA pixels trimmed to the garment's bounding box. */
export interface CutGarment extends RawImage {
  channels: 4;
}

/**
 * Cuts a garment from a plain background. The background colour is estimated from the image border;
 * pixels connected to the border and close to that colour become transparent, with a soft ramp over
 * the last ~28 levels of colour distance so edges are anti-aliased (and their colour is un-mixed from
 * the background). A garment photo that already has a transparent background keeps its alpha. The
 * result is trimmed to the garment's bounding box.
 */
export function cutGarment(img: RawImage): CutGarment {
  const { width: w, height: h } = img;
  const rgba = img.channels === 4 ? Buffer.from(img.data) : addAlpha(img);
  const n = w * h;
  const border = borderPixels(w, h, Math.max(2, Math.round(Math.min(w, h) * 0.01)));
  let transparentBorder = 0;
  for (const p of border) if (rgba[p * 4 + 3] < 128) transparentBorder++;
  if (transparentBorder < border.length * 0.5) {
    const bg = borderColor({ ...img, data: rgba, channels: 4 }, border);
    // How noisy the background is: 95th percentile of border distances from its colour.
    const dists = border.map((p) => Math.sqrt(distTo(rgba, p * 4, bg))).sort((a, b) => a - b);
    const noise = dists[Math.floor(dists.length * 0.95)] ?? 0;
    const t0 = Math.min(60, Math.max(14, noise + 6));
    const t1 = t0 + 28;
    const mask = floodBackground(
      { data: rgba, width: w, height: h, channels: 4 },
      { color: bg, maxDistance: t1 },
    );
    for (let p = 0; p < n; p++) {
      if (mask[p] === 0) continue;
      const o = p * 4;
      const d = Math.sqrt(distTo(rgba, o, bg));
      const a = d <= t0 ? 0 : (d - t0) / (t1 - t0);
      if (a > 0.05) {
        // Un-mix the background from edge pixels: P = a*C + (1-a)*B  =>  C = (P - (1-a)*B) / a.
        rgba[o] = clamp255((rgba[o] - (1 - a) * bg.r) / a);
        rgba[o + 1] = clamp255((rgba[o + 1] - (1 - a) * bg.g) / a);
        rgba[o + 2] = clamp255((rgba[o + 2] - (1 - a) * bg.b) / a);
      }
      rgba[o + 3] = Math.round(Math.min(rgba[o + 3], a * 255));
    }
  }
  const box = opaqueBounds(rgba, w, h);
  if (box === undefined) {
    throw new ProviderError(
      'invalid',
      'No garment could be found in the garment image (it looks like plain background)',
    );
  }
  const out = Buffer.alloc(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const src = ((box.top + y) * w + box.left) * 4;
    rgba.copy(out, y * box.width * 4, src, src + box.width * 4);
  }
  return { data: out, width: box.width, height: box.height, channels: 4 };
}

function addAlpha(img: RawImage): Buffer {
  const n = img.width * img.height;
  const out = Buffer.alloc(n * 4);
  for (let p = 0; p < n; p++) {
    out[p * 4] = img.data[p * 3];
    out[p * 4 + 1] = img.data[p * 3 + 1];
    out[p * 4 + 2] = img.data[p * 3 + 2];
    out[p * 4 + 3] = 255;
  }
  return out;
}

/** Squared RGB distance of the pixel at byte offset `o` from a colour. */
function distTo(buf: Buffer, o: number, c: Rgb): number {
  return dist2(buf[o], buf[o + 1], buf[o + 2], c.r, c.g, c.b);
}

/**
 * Bounding box of the clearly opaque pixels (alpha > 24). Rows and columns with only a few such pixels
 * (0.2% of the other dimension: stray specks of noise) do not count.
 */
function opaqueBounds(rgba: Buffer, w: number, h: number): Box | undefined {
  const rows = new Int32Array(h);
  const cols = new Int32Array(w);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (rgba[(y * w + x) * 4 + 3] > 24) {
        rows[y]++;
        cols[x]++;
      }
    }
  }
  const minRow = Math.max(1, Math.round(w * 0.002));
  const minCol = Math.max(1, Math.round(h * 0.002));
  let top = 0;
  while (top < h && rows[top] < minRow) top++;
  let bottom = h - 1;
  while (bottom > top && rows[bottom] < minRow) bottom--;
  let left = 0;
  while (left < w && cols[left] < minCol) left++;
  let right = w - 1;
  while (right > left && cols[right] < minCol) right--;
  if (top >= h || left >= w || bottom - top < 2 || right - left < 2) return undefined;
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/** Layering order: one-pieces first, then bottoms, shoes, and tops over the waistband. */
const LAYER: Readonly<Record<GarmentType, number>> = { 'full-body': 0, bottom: 1, shoes: 2, top: 3 };

/** Where one garment went on the person image (for tests and debugging). */
export interface Placement {
  garmentType: GarmentType;
  box: Box;
}

/** The result of {@link tryOnImages}: the PNG and where each garment was placed. */
export interface TryOnOutput {
  png: Buffer;
  width: number;
  height: number;
  placements: Placement[];
}

/**
 * Lays garments over a person image: each garment is cut from its background, scaled (aspect ratio
 * kept) into its body region of the person and composited. Works at the person image's own size, with
 * the long side capped at 1024 px. `checkpoint` is called between steps (to honour cancellation).
 */
export async function tryOnImages(
  person: ImageData,
  garments: readonly { image: ImageData; garmentType: GarmentType }[],
  checkpoint: () => void = () => {},
): Promise<TryOnOutput> {
  if (garments.length === 0) throw new ProviderError('invalid', 'No garment to try on');
  const base = await decodeRgb(person.data);
  checkpoint();
  const background = personBackground(base);
  const ordered = [...garments].sort((a, b) => LAYER[a.garmentType] - LAYER[b.garmentType]);
  const overlays: OverlayOptions[] = [];
  const placements: Placement[] = [];
  for (const g of ordered) {
    checkpoint();
    const cut = cutGarment(await decodeRgba(g.image.data));
    checkpoint();
    const region = GARMENT_REGION[g.garmentType];
    const box = regionBox(region, base.width, base.height, background);
    const fit = fitInBox(cut.width, cut.height, box, REGIONS[region].align);
    const resized = await sharp(cut.data, { raw: { width: cut.width, height: cut.height, channels: 4 } })
      .resize(fit.width, fit.height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    overlays.push({
      input: resized,
      raw: { width: fit.width, height: fit.height, channels: 4 },
      left: fit.left,
      top: fit.top,
    });
    placements.push({ garmentType: g.garmentType, box: fit });
  }
  checkpoint();
  const png = await sharp(base.data, { raw: { width: base.width, height: base.height, channels: 3 } })
    .composite(overlays)
    .removeAlpha() // the person is opaque; the overlays' alpha would otherwise make an RGBA PNG
    .png()
    .toBuffer();
  return { png, width: base.width, height: base.height, placements };
}
