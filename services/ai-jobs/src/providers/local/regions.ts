/**
 * Where things are on a full-length person photo, as proportions of the image height. The offline
 * engine has no pose detection: it assumes a standing person filling most of the frame (as the generated
 * people do), stretches the rows to a clearly taller or shorter figure (the generated "tall" and "short"
 * people) and centres garments on the person's horizontal extent where it can find it.
 */
import type { GarmentType } from '../provider.js';
import { foregroundExtent } from './image.js';
import type { Extent } from './image.js';

/** A body region of a person image. */
export type Region = 'torso' | 'legs' | 'torso+legs' | 'feet';

interface RegionSpec {
  /** Top and bottom of the region, as fractions of the image height. */
  top: number;
  bottom: number;
  /** Rows (fractions of the height) used to find the person's horizontal extent for this region. */
  probe: [number, number];
  /** Box width relative to the person's extent (flat-lay tops spread their sleeves wider than arms hang). */
  widen: number;
  /** Width used when the person cannot be found, as a fraction of the image width. */
  fallbackWidth: number;
  /** Where a garment sits vertically in the region box. */
  align: 'top' | 'bottom';
}

/** The regions: torso about 26%-60% of the height, legs 55%-95%, feet 89%-99%. */
export const REGIONS: Readonly<Record<Region, RegionSpec>> = {
  torso: { top: 0.26, bottom: 0.6, probe: [0.32, 0.52], widen: 1.3, fallbackWidth: 0.5, align: 'top' },
  legs: { top: 0.55, bottom: 0.95, probe: [0.62, 0.88], widen: 1.1, fallbackWidth: 0.35, align: 'top' },
  'torso+legs': {
    top: 0.26,
    bottom: 0.95,
    probe: [0.32, 0.88],
    widen: 1.2,
    fallbackWidth: 0.45,
    align: 'top',
  },
  feet: { top: 0.89, bottom: 0.99, probe: [0.9, 0.96], widen: 1.15, fallbackWidth: 0.3, align: 'bottom' },
};

/**
 * The standard figure the rows of {@link REGIONS} are laid out for: the top of its hair and its soles, as
 * fractions of the height (a generated person of average height: 115 and 978 of 1024 px).
 */
const FIGURE_TOP = 115 / 1024;
const FIGURE_BOTTOM = 978 / 1024;

/**
 * How far (as a share of the standard figure's height) a figure's height may be off and still count as
 * standard: hair styles, heels and wide trouser hems move a generated figure's top and bottom by up to
 * about 5%. From 8% off the rows fit the figure fully (the generated tall and short people are 8-15%
 * off); in between they move gradually, so a few pixels never make a box jump (a seated figure, 4-7%
 * shorter, falls there and its rows move part of the way towards its lowered body).
 */
const STANDARD_TOLERANCE = 0.05;
const FITTED_FROM = 0.08;

/** Maps a row of the standard layout (a fraction of the height) to a row of the picture, in pixels. */
export type RowMap = (fraction: number) => number;

/**
 * The rows of the regions in a picture (see {@link REGIONS}). A full-length figure standing out from the
 * background (from a background mask, 1 = background) whose height from hair top to soles is clearly
 * not the standard figure's has the rows stretched from its hair top to its soles, so the garments
 * follow a tall or short body. Otherwise the fixed rows: a standard figure, a figure cut off by the top or
 * bottom edge, no plain background, or something too far from a standing person to trust (under 70% or
 * over 130% of the standard height).
 */
export function figureRows(width: number, height: number, background?: Uint8Array): RowMap {
  const fixed: RowMap = (fraction) => fraction * height;
  if (background === undefined) return fixed;
  const top = highestForegroundRow(background, width, height);
  const bottom = lowestForegroundRow(background, width, 0, height);
  if (top === undefined || bottom === undefined || top < 1 || bottom > height - 3) return fixed;
  const ratio = (bottom - top) / ((FIGURE_BOTTOM - FIGURE_TOP) * height);
  const off = Math.abs(ratio - 1);
  if (off <= STANDARD_TOLERANCE || ratio < 0.7 || ratio > 1.3) return fixed;
  const weight = Math.min(1, (off - STANDARD_TOLERANCE) / (FITTED_FROM - STANDARD_TOLERANCE));
  return (fraction) => {
    const fitted = top + (fraction - FIGURE_TOP) * height * ratio;
    return fraction * height + weight * (fitted - fraction * height);
  };
}

/** The region each garment type is placed over. */
export const GARMENT_REGION: Readonly<Record<GarmentType, Region>> = {
  top: 'torso',
  bottom: 'legs',
  'full-body': 'torso+legs',
  shoes: 'feet',
};

/** A rectangle in pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The box a region occupies in an image of the given size: its rows from {@link REGIONS} fitted to the
 * figure ({@link figureRows}; the feet box stands on the person's lowest point when found), its columns
 * the person's extent in the region's probe rows (from a background mask, 1 = background), widened by
 * the region's factor, or a centred fallback width when no person stands out.
 */
export function regionBox(region: Region, width: number, height: number, background?: Uint8Array): Box {
  const spec = REGIONS[region];
  const row = figureRows(width, height, background);
  let top = Math.max(0, Math.round(row(spec.top)));
  let bottom = Math.min(height, Math.round(row(spec.bottom)));
  if (spec.align === 'bottom' && background !== undefined) {
    // Stand shoes on the person's lowest point (the soles) when it can be found.
    const lowest = lowestForegroundRow(background, width, top, height);
    if (lowest !== undefined) {
      bottom = Math.min(height, lowest + 2);
      top = Math.max(0, bottom - Math.round((spec.bottom - spec.top) * height));
    }
  }
  let extent: Extent | undefined;
  if (background !== undefined) {
    extent = foregroundExtent(background, width, row(spec.probe[0]), row(spec.probe[1]));
  }
  let left: number;
  let right: number;
  if (extent !== undefined && extent.right - extent.left >= width * 0.08) {
    const margin = ((extent.right - extent.left) * (spec.widen - 1)) / 2;
    left = extent.left - margin;
    right = extent.right + margin;
  } else {
    const half = (spec.fallbackWidth * width) / 2;
    left = width / 2 - half;
    right = width / 2 + half;
  }
  left = Math.max(0, Math.floor(left));
  right = Math.min(width, Math.ceil(right));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** The highest row with a few foreground pixels (1% of the width), if any. */
function highestForegroundRow(background: Uint8Array, width: number, height: number): number | undefined {
  const min = Math.max(3, Math.round(width * 0.01));
  for (let y = 0; y < height; y++) {
    let n = 0;
    const row = y * width;
    for (let x = 0; x < width; x++) if (background[row + x] === 0) n++;
    if (n >= min) return y;
  }
  return undefined;
}

/** The lowest row at or below y0 with a few foreground pixels (1% of the width), if any. */
function lowestForegroundRow(
  background: Uint8Array,
  width: number,
  y0: number,
  height: number,
): number | undefined {
  const min = Math.max(3, Math.round(width * 0.01));
  for (let y = height - 1; y >= y0; y--) {
    let n = 0;
    const row = y * width;
    for (let x = 0; x < width; x++) if (background[row + x] === 0) n++;
    if (n >= min) return y;
  }
  return undefined;
}

/**
 * Fits a w x h picture into a box keeping its aspect ratio: centred horizontally, aligned to the top or
 * bottom of the box.
 */
export function fitInBox(w: number, h: number, box: Box, align: 'top' | 'bottom'): Box {
  const scale = Math.min(box.width / w, box.height / h);
  const width = Math.max(1, Math.min(box.width, Math.round(w * scale)));
  const height = Math.max(1, Math.min(box.height, Math.round(h * scale)));
  const left = box.left + Math.floor((box.width - width) / 2);
  const top = align === 'top' ? box.top : box.top + box.height - height;
  return { left, top, width, height };
}
