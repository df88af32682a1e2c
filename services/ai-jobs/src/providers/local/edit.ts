/**
 * The offline edit: recolour the garment (or background) named in an instruction to the colour named in
 * it, keeping the shading. Every other pixel keeps its value (as decoded, at the capped working size).
 *
 * How pixels are chosen for a garment: inside the garment's body region (regions.ts) and not background
 * (flood fill from the border), the region's dominant clothing colour is found by a histogram over hue
 * (grey pixels by lightness); the pixels of that colour family (about the same hue, not much greyer or
 * darker, so shading and highlights stay in) are recoloured, with a soft falloff. Skin is left alone:
 * its chromaticity (r/(r+g+b), g/(r+g+b), unchanged by shading) is measured on the face and pixels close
 * to it are skipped (a broad skin-tone rule stands in when no face is found).
 */
import { clamp255, hslToRgb, hue, hueDistance, isSkinLike, rgbToHsl } from './color.js';
import type { Rgb } from './color.js';
import { borderColor, decodeRgb, encodePng, personBackground } from './image.js';
import type { RawImage } from './image.js';
import { figureRows, REGIONS } from './regions.js';
import type { Region } from './regions.js';
import { mentions, parseEditInstruction } from './words.js';
import type { RecolorOp } from './words.js';
import { ProviderError } from '../provider.js';
import { personBlobs, readBody } from './fitted.js';
import type { Body } from './fitted.js';
import type { Vision } from './vision.js';

/**
 * The message for instructions the offline engine cannot carry out (no colour word found, e.g. "add a
 * jacket"): what it can do instead, with two examples that work.
 */
export const NO_COLOR_MESSAGE =
  'The offline preview can only change colours, not add, remove or swap clothes: try e.g. "make the shirt blue" or "make the background gray"';

/**
 * The message for an instruction about the background that names no colour (e.g. "make the background a
 * beach", "remove the background"): the offline engine can recolour the background, not replace it.
 */
export const BACKGROUND_NO_COLOR_MESSAGE =
  'The offline preview can only change the colour of the background, not replace or remove it: try e.g. "make the background gray" or "make the background green"';

/** Which refusal fits an instruction that names no colour: the background's, or the clothes'. */
function noColorMessage(instruction: string): string {
  const found = mentions(instruction);
  const background = found.some((m) => m.kind === 'background');
  const garment = found.some((m) => m.kind === 'garment');
  return background && !garment ? BACKGROUND_NO_COLOR_MESSAGE : NO_COLOR_MESSAGE;
}

/** What the edit did, for tests and debugging. */
export interface EditOutput {
  png: Buffer;
  width: number;
  height: number;
  /** Pixels changed by each recolouring, in instruction order. */
  changed: number[];
}

/**
 * Applies an edit instruction to an image: finds the colour word(s) and garment word(s) and recolours.
 * Throws `ProviderError('invalid')` when no colour is named, when hair/skin/eyes are named, or when
 * nothing to recolour is found (so the job fails and is refunded rather than returning the same picture).
 */
export async function editImageColors(
  bytes: Buffer,
  instruction: string,
  checkpoint: () => void = () => {},
  /** The region an instruction that names no garment means (a try-on's garment), if any. */
  defaultRegion?: Region,
  /**
   * The pose and person-mask models: with them the background is what the person mask leaves out (so a
   * busy background can change too) and the garment regions follow the person's pose.
   */
  vision?: Vision,
): Promise<EditOutput> {
  const parsed = parseEditInstruction(instruction);
  const request = defaultRegion
    ? {
        ...parsed,
        ops: parsed.ops.map((op) => (op.target === undefined ? { ...op, target: defaultRegion } : op)),
      }
    : parsed;
  if (request.ops.length === 0 && request.unsupported.length === 0) {
    throw new ProviderError('invalid', noColorMessage(instruction));
  }
  if (request.unsupported.length > 0) {
    throw new ProviderError(
      'invalid',
      `The offline preview can only change the colours of clothes and the background, not the ${request.unsupported.join(', ')}`,
    );
  }
  const img = await decodeRgb(bytes);
  checkpoint();
  const { background, rows } = vision
    ? await personLayout(img, vision)
    : { background: personBackground(img) };
  checkpoint();
  const skin = faceSkin(img, background);
  const changed: number[] = [];
  for (const op of request.ops) {
    checkpoint();
    changed.push(
      op.target === 'background'
        ? recolorBackground(img, background, op.color)
        : recolorGarment(img, background, skin, op, rows),
    );
  }
  if (changed.every((n) => n === 0)) {
    throw new ProviderError(
      'invalid',
      'The offline preview found nothing of that kind to recolour in this picture',
    );
  }
  checkpoint();
  const png = await encodePng(img);
  return { png, width: img.width, height: img.height, changed };
}

// ---------------------------------------------------------------------------------------------------

/** The rows [top, bottom) of a body region on this picture. */
type RegionRows = (region: Region) => [number, number];

/**
 * Where the person is, by the models: the background is what the person mask leaves out, and the
 * regions' rows come from the pose (shoulders, hips, ankles). Where no person is found, the plain
 * background flood fill and the standard figure's rows serve, as without the models.
 */
async function personLayout(
  img: RawImage,
  vision: Vision,
): Promise<{ background: Uint8Array; rows?: RegionRows }> {
  const mask = await vision.personMask(img);
  const blobs = personBlobs(mask);
  if (blobs.length === 0 || blobs[0].share < 0.03) return { background: personBackground(img) };
  const background = new Uint8Array(mask.data.length);
  for (let p = 0; p < background.length; p++) background[p] = mask.data[p] < 128 ? 1 : 0;
  let body: Body;
  try {
    body = readBody(await vision.pose(img, blobs[0].box), mask, img, blobs);
  } catch (err) {
    if (err instanceof ProviderError) return { background };
    throw err;
  }
  const t = body.torsoLen;
  const ankles = body.legs.map((l) => l.ankle?.y).filter((y): y is number => y !== undefined);
  const ankleY = ankles.length ? Math.max(...ankles) : body.hipMid.y + t * 1.7;
  const top = Math.min(body.shL.y, body.shR.y) - t * 0.12;
  const rows: RegionRows = (region) => {
    switch (region) {
      case 'torso':
        return [top, body.hipMid.y + t * 0.3];
      case 'legs':
        return [body.hipMid.y - t * 0.2, ankleY + t * 0.05];
      case 'torso+legs':
        return [top, ankleY + t * 0.05];
      case 'feet':
        return [ankleY - t * 0.12, img.height];
    }
  };
  return { background, rows };
}

/** Chromaticity of a pixel: (r, g) / (r + g + b); undefined for near-black pixels where it is noise. */
function chroma(r: number, g: number, b: number): [number, number] | undefined {
  const s = r + g + b;
  return s < 60 ? undefined : [r / s, g / s];
}

/** Whether a pixel's chromaticity is within `max` of a reference (never for near-black pixels). */
function chromaNear(r: number, g: number, b: number, ref: readonly [number, number], max: number): boolean {
  const s = r + g + b;
  return s >= 60 && Math.hypot(r / s - ref[0], g / s - ref[1]) < max;
}

/** 1 below `full`, 0 above `zero`, linear in between. */
function falloff(v: number, full: number, zero: number): number {
  return v <= full ? 1 : v >= zero ? 0 : (zero - v) / (zero - full);
}

/** Skin reference measured on the face (rows 12%-25% of the height), or undefined if none is found. */
function faceSkin(img: RawImage, background: Uint8Array): [number, number] | undefined {
  const { width: w, height: h, data } = img;
  const bins = new Map<number, { n: number; r: number; g: number }>();
  let count = 0;
  for (let y = Math.floor(h * 0.12); y < Math.floor(h * 0.25); y++) {
    for (let x = Math.floor(w * 0.2); x < Math.ceil(w * 0.8); x++) {
      const p = y * w + x;
      if (background[p] === 1) continue;
      const o = p * 3;
      const r = data[o];
      const g = data[o + 1];
      const b = data[o + 2];
      if (!isSkinLike(r, g, b)) continue;
      const c = chroma(r, g, b);
      if (c === undefined) continue;
      const key = Math.floor(c[0] * 100) * 100 + Math.floor(c[1] * 100);
      const bin = bins.get(key) ?? { n: 0, r: 0, g: 0 };
      bin.n++;
      bin.r += c[0];
      bin.g += c[1];
      bins.set(key, bin);
      count++;
    }
  }
  if (count < Math.max(50, w * h * 0.001)) return undefined;
  let best: { n: number; r: number; g: number } | undefined;
  for (const bin of bins.values()) if (best === undefined || bin.n > best.n) best = bin;
  return best === undefined ? undefined : [best.r / best.n, best.g / best.n];
}

/** Per-pixel features of the candidate pixels of a region (HSV hue/saturation/value, HSL lightness). */
interface Candidates {
  index: Int32Array;
  hue: Float32Array;
  sat: Float32Array;
  val: Float32Array;
  light: Float32Array;
  skin: Uint8Array;
  n: number;
}

function candidates(
  img: RawImage,
  background: Uint8Array,
  skinRef: [number, number] | undefined,
  region: Region,
  rows?: RegionRows,
): Candidates {
  const { width: w, height: h, data } = img;
  let y0: number;
  let y1: number;
  if (rows) {
    [y0, y1] = rows(region).map((v) => Math.min(h, Math.max(0, Math.round(v))));
  } else {
    const row = figureRows(w, h, background);
    y0 = Math.max(0, Math.round(row(REGIONS[region].top)));
    y1 = region === 'feet' ? h : Math.min(h, Math.round(row(REGIONS[region].bottom)));
  }
  const size = (y1 - y0) * w;
  const c: Candidates = {
    index: new Int32Array(size),
    hue: new Float32Array(size),
    sat: new Float32Array(size),
    val: new Float32Array(size),
    light: new Float32Array(size),
    skin: new Uint8Array(size),
    n: 0,
  };
  for (let p = y0 * w; p < y1 * w; p++) {
    if (background[p] === 1) continue;
    const o = p * 3;
    const r = data[o];
    const g = data[o + 1];
    const b = data[o + 2];
    const k = c.n++;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    c.index[k] = p;
    c.hue[k] = hue(r, g, b);
    c.sat[k] = max === 0 ? 0 : (max - min) / max;
    c.val[k] = max / 255;
    c.light[k] = (max + min) / 510;
    const isSkin =
      skinRef !== undefined
        ? chromaNear(r, g, b, skinRef, 0.045) && isSkinLike(r, g, b)
        : isSkinLike(r, g, b);
    c.skin[k] = isSkin ? 1 : 0;
  }
  return c;
}

/**
 * A colour family. Chromatic: a hue with its typical saturation and value (HSV); members are pixels of
 * about that hue that are not much greyer or darker (shading and highlights keep the hue, so they stay
 * in). Neutral (white/grey/black): a lightness.
 */
interface Family {
  neutral: boolean;
  hue: number;
  sat: number;
  val: number;
  light: number;
  /** Share of skin-like pixels among the members that defined the family. */
  skinShare: number;
}

/**
 * Pixels this grey or this dark have no reliable hue. `sat * val` is the absolute colourfulness
 * ((max - min) / 255): a near-black with a faint tint has a high HSV saturation but is still grey.
 */
const isChromatic = (sat: number, val: number): boolean => sat >= 0.15 && sat * val >= 0.07;

function familyOf(rgb: Rgb): Family {
  const max = Math.max(rgb.r, rgb.g, rgb.b);
  const min = Math.min(rgb.r, rgb.g, rgb.b);
  const sat = max === 0 ? 0 : (max - min) / max;
  const val = max / 255;
  return {
    neutral: !isChromatic(sat, val),
    hue: hue(rgb.r, rgb.g, rgb.b),
    sat,
    val,
    light: (max + min) / 510,
    skinShare: 0,
  };
}

/** How strongly candidate k belongs to a colour family (0-1). */
function membership(c: Candidates, k: number, f: Family): number {
  const sat = c.sat[k];
  const val = c.val[k];
  if (f.neutral) {
    const greyness = Math.max(falloff(sat * val, 0.05, 0.09), falloff(sat, 0.12, 0.18));
    return greyness * falloff(Math.abs(c.light[k] - f.light), 0.22, 0.32);
  }
  if (!isChromatic(sat, val)) return 0;
  return (
    falloff(hueDistance(c.hue[k], f.hue), 12, 24) *
    falloff(f.sat / sat, 1 / 0.5, 1 / 0.3) *
    falloff(f.val / val, 1 / 0.66, 1 / 0.56)
  );
}

const HUE_BINS = 24;

/**
 * The region's dominant clothing colour family: the fullest bin of a histogram over hue (15 degree bins,
 * smoothed with their neighbours) and, for grey pixels, lightness (three bins), counted over the
 * non-skin candidates, then refined to the mean of its members. With a source colour ("the red shirt"),
 * only candidates of that family are counted, if there are enough.
 */
function dominantFamily(c: Candidates, source: Rgb | undefined, minCount: number): Family | undefined {
  let pool: number[] = [];
  for (let k = 0; k < c.n; k++) if (c.skin[k] === 0) pool.push(k);
  if (pool.length < c.n * 0.15) pool = Array.from({ length: c.n }, (_, k) => k); // skin-coloured clothes
  if (source !== undefined) {
    const sf = familyOf(source);
    // Loose match: the named colour is a word, not a measurement.
    const loose: Family = sf.neutral ? sf : { ...sf, sat: sf.sat * 0.5, val: sf.val * 0.5 };
    const matching = pool.filter((k) => membership(c, k, loose) > 0.5);
    if (matching.length >= minCount) pool = matching;
  }
  if (pool.length < minCount) return undefined;
  const counts = new Float64Array(HUE_BINS + 3);
  const binOf = (k: number): number =>
    isChromatic(c.sat[k], c.val[k])
      ? Math.floor(c.hue[k] / (360 / HUE_BINS)) % HUE_BINS
      : HUE_BINS + Math.min(2, Math.floor(c.light[k] * 3));
  for (const k of pool) counts[binOf(k)]++;
  let best = -1;
  let bestScore = -1;
  for (let i = 0; i < HUE_BINS + 3; i++) {
    const score =
      i < HUE_BINS
        ? counts[i] + 0.5 * (counts[(i + HUE_BINS - 1) % HUE_BINS] + counts[(i + 1) % HUE_BINS])
        : counts[i];
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  if (best >= HUE_BINS) {
    const members = pool.filter((k) => binOf(k) === best);
    const light = members.reduce((s, k) => s + c.light[k], 0) / members.length;
    const skinShare = members.reduce((s, k) => s + c.skin[k], 0) / members.length;
    return { neutral: true, hue: 0, sat: 0, val: light, light, skinShare };
  }
  const centre = (best + 0.5) * (360 / HUE_BINS);
  const members = pool.filter(
    (k) => isChromatic(c.sat[k], c.val[k]) && hueDistance(c.hue[k], centre) <= 22.5,
  );
  let x = 0;
  let y = 0;
  let sat = 0;
  let val = 0;
  let light = 0;
  let skin = 0;
  for (const k of members) {
    x += Math.cos((c.hue[k] * Math.PI) / 180);
    y += Math.sin((c.hue[k] * Math.PI) / 180);
    sat += c.sat[k];
    val += c.val[k];
    light += c.light[k];
    skin += c.skin[k];
  }
  const m = members.length;
  const hue = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return { neutral: false, hue, sat: sat / m, val: val / m, light: light / m, skinShare: skin / m };
}

/**
 * Recolours one garment: its pixels take the target's hue and saturation, and their lightness moves so
 * the garment's mean lightness becomes the target's while each pixel keeps its offset from that mean
 * (folds and shading survive; a white shirt can become navy). Returns the number of pixels changed.
 */
function recolorGarment(
  img: RawImage,
  background: Uint8Array,
  skinRef: [number, number] | undefined,
  op: RecolorOp,
  rows?: RegionRows,
): number {
  const region: Region = op.target === undefined || op.target === 'background' ? 'torso+legs' : op.target;
  const c = candidates(img, background, skinRef, region, rows);
  const minCount = Math.max(20, Math.round(img.width * img.height * 0.002));
  const family = dominantFamily(c, op.source, minCount);
  if (family === undefined) return 0;
  const skinFamily = family.skinShare > 0.5;
  const weight = new Float32Array(c.n);
  let sumW = 0;
  let sumL = 0;
  for (let k = 0; k < c.n; k++) {
    if (c.skin[k] === 1 && !skinFamily) continue;
    const m = membership(c, k, family);
    if (m <= 0) continue;
    weight[k] = m;
    sumW += m;
    sumL += m * c.light[k];
  }
  if (sumW < minCount / 2) return 0;
  const meanL = sumL / sumW;
  const target = rgbToHsl(op.color.r, op.color.g, op.color.b);
  const data = img.data;
  const to: Rgb = { r: 0, g: 0, b: 0 };
  let changed = 0;
  for (let k = 0; k < c.n; k++) {
    const w = weight[k];
    if (w <= 0) continue;
    const o = c.index[k] * 3;
    const l = Math.min(0.98, Math.max(0.02, target.l + (c.light[k] - meanL)));
    hslToRgb(target.h, target.s, l, to);
    data[o] = clamp255(data[o] + (to.r - data[o]) * w);
    data[o + 1] = clamp255(data[o + 1] + (to.g - data[o + 1]) * w);
    data[o + 2] = clamp255(data[o + 2] + (to.b - data[o + 2]) * w);
    changed++;
  }
  return changed;
}

/**
 * Recolours the background (flood-filled from the border), keeping its gradient and shadows as
 * lightness offsets; edge pixels next to the background blend by how close they are to its colour.
 */
function recolorBackground(img: RawImage, background: Uint8Array, color: Rgb): number {
  const { width: w, height: h, data } = img;
  const n = w * h;
  const bg = borderColor(img);
  const weight = new Float32Array(n);
  let sumL = 0;
  let count = 0;
  for (let p = 0; p < n; p++) {
    const o = p * 3;
    if (background[p] === 1) {
      weight[p] = 1;
    } else {
      const x = p % w;
      const nearBg =
        (x > 0 && background[p - 1] === 1) ||
        (x < w - 1 && background[p + 1] === 1) ||
        (p >= w && background[p - w] === 1) ||
        (p < n - w && background[p + w] === 1);
      if (!nearBg) continue;
      const d = Math.hypot(data[o] - bg.r, data[o + 1] - bg.g, data[o + 2] - bg.b);
      weight[p] = falloff(d, 10, 90);
      if (weight[p] === 0) continue;
    }
    sumL += (Math.max(data[o], data[o + 1], data[o + 2]) + Math.min(data[o], data[o + 1], data[o + 2])) / 510;
    count++;
  }
  if (count === 0 || count > n * 0.98 || h === 0) return 0;
  const meanL = sumL / count;
  const target = rgbToHsl(color.r, color.g, color.b);
  const to: Rgb = { r: 0, g: 0, b: 0 };
  for (let p = 0; p < n; p++) {
    const wgt = weight[p];
    if (wgt === 0) continue;
    const o = p * 3;
    const l0 =
      (Math.max(data[o], data[o + 1], data[o + 2]) + Math.min(data[o], data[o + 1], data[o + 2])) / 510;
    hslToRgb(target.h, target.s, Math.min(0.98, Math.max(0.02, target.l + (l0 - meanL))), to);
    data[o] = clamp255(data[o] + (to.r - data[o]) * wgt);
    data[o + 1] = clamp255(data[o + 1] + (to.g - data[o + 1]) * wgt);
    data[o + 2] = clamp255(data[o + 2] + (to.b - data[o + 2]) * wgt);
  }
  return count;
}
