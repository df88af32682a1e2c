/**
 * The offline try-on on a person photo, driven by the person's pose:
 *
 * 1. Find the pose (MoveNet) and the person mask (MediaPipe Selfie Segmentation) with {@link Vision}.
 *    Refuse, with a message that says what photo works, when there is no person, several people, a
 *    garment photo where the person should be, or when the shoulders and hips are missing or uncertain.
 *    Nothing is invented.
 * 2. Cut each garment from its plain background (tryon.ts `cutGarment`; a transparent PNG keeps its
 *    alpha). A busy background, or a garment the cut cannot separate (white on white), is refused.
 * 3. Fit it with anchors: a top's shoulder row and hem go onto the shoulders and down the torso, a
 *    bottom's waistband onto the hips and its hem down the legs (to the ankles for trousers), a dress from
 *    the shoulders down: a projective transform (homography) through the four anchors; a top's sleeves
 *    are cut off and each turned onto its upper arm (shoulder towards elbow) by its own affine map.
 * 4. Clip it to the person mask (tops everywhere; bottoms and dresses above the hips, so skirts hang
 *    free), keep forearms and hands in front, cover what the old garment showed where the new one is
 *    smaller (with the person's skin tone, shaded), and shade the garment with the photo's own light.
 */
import sharp from 'sharp';

import { clamp255 } from './color.js';
import { borderColor, borderPixels, decodeRgb, decodeRgba, encodePng } from './image.js';
import type { RawImage } from './image.js';
import { cutGarment } from './tryon.js';
import type { CutGarment, Placement, TryOnOutput } from './tryon.js';
import type { Box } from './regions.js';
import type { PersonMask, Pose, Vision } from './vision.js';
import { KEYPOINT_NAMES } from './vision.js';
import { homography, homographyLookup, invert3, project, solveLinear, warpInto } from './warp.js';
import type { Pt, Rgba, WarpedLayer } from './warp.js';
import { ProviderError } from '../provider.js';
import type { GarmentType, ImageData } from '../provider.js';

export const POSE_MESSAGE = 'Offline preview needs a front-facing photo showing shoulders and hips';
export const NO_PERSON_MESSAGE =
  'No person was found in the person photo: the offline preview needs a photo of one person, front-facing';
export const SEVERAL_PEOPLE_MESSAGE =
  'The person photo shows several people: the offline preview needs a photo of one person';
export const GARMENT_AS_PERSON_MESSAGE =
  'The person photo looks like a garment on its own, not a person: choose a photo of a person as the model';
export const BUSY_GARMENT_MESSAGE =
  'The garment could not be cut from its background: photograph it on a plain background of a different colour, or upload a PNG with a transparent background';
export const FEET_MESSAGE = 'Offline preview needs a photo showing the feet to try on shoes';

/** A keypoint counts when the model is at least this sure of it. */
const SURE = 0.3;

/** The body as the fitting uses it: image-left and image-right points, axes and sizes. */
export interface Body {
  /** Shoulders and hips, ordered by x (image left first). */
  shL: Pt;
  shR: Pt;
  hipL: Pt;
  hipR: Pt;
  shMid: Pt;
  hipMid: Pt;
  shDist: number;
  hipDist: number;
  torsoLen: number;
  /** Unit vector down the torso (shoulder middle to hip middle). */
  down: Pt;
  /** Arms and legs on the image-left and image-right side (undefined points: not sure). */
  arms: { sh: Pt; el?: Pt; wr?: Pt }[];
  legs: { hip: Pt; knee?: Pt; ankle?: Pt }[];
  nose?: Pt;
}

const sub = (a: Pt, b: Pt): Pt => ({ x: a.x - b.x, y: a.y - b.y });
const add = (a: Pt, b: Pt): Pt => ({ x: a.x + b.x, y: a.y + b.y });
const mul = (a: Pt, k: number): Pt => ({ x: a.x * k, y: a.y * k });
const mid = (a: Pt, b: Pt): Pt => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const len = (a: Pt): number => Math.hypot(a.x, a.y);
const unit = (a: Pt): Pt => mul(a, 1 / (len(a) || 1));

/** The fraction of the mask that is person (>= 128). */
function maskArea(mask: PersonMask): number {
  let n = 0;
  for (let i = 0; i < mask.data.length; i++) if (mask.data[i] >= 128) n++;
  return n / mask.data.length;
}

/** A separate blob of the person mask: its share of the image and its box in image pixels. */
export interface Blob {
  share: number;
  box: { left: number; top: number; width: number; height: number };
}

/**
 * The separate blobs of the person mask (sampled every `step` px), largest first: a second blob at
 * least a third the size of the largest means a second person.
 */
export function personBlobs(mask: PersonMask): Blob[] {
  const step = Math.max(1, Math.round(Math.max(mask.width, mask.height) / 160));
  const w = Math.ceil(mask.width / step);
  const h = Math.ceil(mask.height / step);
  const on = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) on[y * w + x] = mask.data[y * step * mask.width + x * step] >= 128 ? 1 : 0;
  }
  const seen = new Uint8Array(w * h);
  const queue = new Int32Array(w * h);
  const blobs: Blob[] = [];
  for (let s = 0; s < on.length; s++) {
    if (!on[s] || seen[s]) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    seen[s] = 1;
    let x0 = w;
    let y0 = h;
    let x1 = 0;
    let y1 = 0;
    while (head < tail) {
      const p = queue[head++];
      const x = p % w;
      const y = (p - x) / w;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      if (x > 0) visit(p - 1);
      if (x < w - 1) visit(p + 1);
      if (y > 0) visit(p - w);
      if (y < h - 1) visit(p + w);
    }
    blobs.push({
      share: tail / (w * h),
      box: { left: x0 * step, top: y0 * step, width: (x1 - x0 + 1) * step, height: (y1 - y0 + 1) * step },
    });
    function visit(q: number): void {
      if (on[q] && !seen[q]) {
        seen[q] = 1;
        queue[tail++] = q;
      }
    }
  }
  return blobs.sort((a, b) => b.share - a.share);
}

/** True when the image's border is one plain colour (a packshot's backdrop). */
function plainBorder(img: RawImage): boolean {
  const border = borderPixels(img.width, img.height, 3);
  const bg = borderColor(img, border);
  let near = 0;
  for (const p of border) {
    const o = p * img.channels;
    const d = Math.hypot(img.data[o] - bg.r, img.data[o + 1] - bg.g, img.data[o + 2] - bg.b);
    if (d < 30) near++;
  }
  return near > border.length * 0.9;
}

/**
 * Reads the body from the pose, or refuses: no person, several people, a garment photo as the person,
 * or shoulders and hips missing, out of frame or uncertain (not front-facing or not upright).
 */
export function readBody(pose: Pose, mask: PersonMask, img: RawImage, blobs = personBlobs(mask)): Body {
  const sure = KEYPOINT_NAMES.filter((k) => pose[k].score >= SURE);
  const face = (['nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar'] as const).filter(
    (k) => pose[k].score >= SURE,
  );
  const area = maskArea(mask);
  if (sure.length < 5 || area < 0.03) {
    throw new ProviderError(
      'invalid',
      face.length === 0 && plainBorder(img) && blobs.length > 0
        ? GARMENT_AS_PERSON_MESSAGE
        : NO_PERSON_MESSAGE,
    );
  }
  if (blobs.length > 1 && blobs[1].share >= Math.max(0.02, blobs[0].share / 3)) {
    throw new ProviderError('invalid', SEVERAL_PEOPLE_MESSAGE);
  }
  if (face.length === 0 && plainBorder(img) && area < 0.5) {
    // A flat-lay garment: a body-like blob, but no face at all.
    const torsoSure = (['leftShoulder', 'rightShoulder', 'leftHip', 'rightHip'] as const).every(
      (k) => pose[k].score >= 0.5,
    );
    if (!torsoSure) throw new ProviderError('invalid', GARMENT_AS_PERSON_MESSAGE);
  }
  const need = ['leftShoulder', 'rightShoulder', 'leftHip', 'rightHip'] as const;
  const margin = 0.01;
  for (const k of need) {
    const p = pose[k];
    const inside =
      p.x >= -margin * img.width &&
      p.x <= img.width * (1 + margin) &&
      p.y >= -margin * img.height &&
      p.y <= img.height * (1 + margin);
    if (p.score < SURE || !inside) throw new ProviderError('invalid', POSE_MESSAGE, { keypoint: k });
  }
  const [shL, shR] = [pose.leftShoulder, pose.rightShoulder].sort((a, b) => a.x - b.x);
  const [hipL, hipR] = [pose.leftHip, pose.rightHip].sort((a, b) => a.x - b.x);
  const shMid = mid(shL, shR);
  const hipMid = mid(hipL, hipR);
  const shDist = len(sub(shR, shL));
  const hipDist = len(sub(hipR, hipL));
  const torsoVec = sub(hipMid, shMid);
  const torsoLen = len(torsoVec);
  const down = unit(torsoVec);
  // Upright (the torso within 35 degrees of vertical), hips below shoulders, and front-facing: a side
  // view brings the shoulders together (their distance under a third of the torso's length).
  if (
    torsoLen < Math.min(img.width, img.height) * 0.06 ||
    down.y < Math.cos((35 * Math.PI) / 180) ||
    shDist < torsoLen * 0.33 ||
    hipDist < torsoLen * 0.15
  ) {
    throw new ProviderError('invalid', POSE_MESSAGE, { reason: 'pose' });
  }
  const at = (k: (typeof KEYPOINT_NAMES)[number]): Pt | undefined =>
    pose[k].score >= SURE ? { x: pose[k].x, y: pose[k].y } : undefined;
  // Image-left limbs belong to the shoulder/hip that is image-left.
  const leftIsPersonsRight = pose.rightShoulder.x <= pose.leftShoulder.x;
  const side = (imageLeft: boolean): 'left' | 'right' =>
    imageLeft === leftIsPersonsRight ? 'right' : 'left';
  const arms = [true, false].map((imageLeft) => {
    const s = side(imageLeft);
    return {
      sh: imageLeft ? shL : shR,
      el: at(`${s}Elbow`),
      wr: at(`${s}Wrist`),
    };
  });
  const legs = [true, false].map((imageLeft) => {
    const s = side(imageLeft);
    return { hip: imageLeft ? hipL : hipR, knee: at(`${s}Knee`), ankle: at(`${s}Ankle`) };
  });
  return {
    shL,
    shR,
    hipL,
    hipR,
    shMid,
    hipMid,
    shDist,
    hipDist,
    torsoLen,
    down,
    arms,
    legs,
    nose: at('nose'),
  };
}

// ---------------------------------------------------------------------------------------------------
// Garment anchors

interface Rows {
  left: Int32Array;
  right: Int32Array;
}

function rowExtents(cut: CutGarment): Rows {
  const { width: w, height: h, data } = cut;
  const left = new Int32Array(h).fill(-1);
  const right = new Int32Array(h).fill(-1);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (data[(y * w + x) * 4 + 3] >= 128) {
        if (left[y] < 0) left[y] = x;
        right[y] = x;
      }
    }
  }
  return { left, right };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Width and centre of the garment over a band of rows (fractions of its height), by their medians. */
function band(rows: Rows, h: number, from: number, to: number): { width: number; centre: number } {
  const widths: number[] = [];
  const centres: number[] = [];
  for (let y = Math.floor(h * from); y <= Math.min(h - 1, Math.ceil(h * to)); y++) {
    if (rows.left[y] < 0) continue;
    widths.push(rows.right[y] - rows.left[y] + 1);
    centres.push((rows.left[y] + rows.right[y] + 1) / 2);
  }
  return { width: median(widths), centre: median(centres) };
}

/** A sleeve of a flat-lay top: its axis from where it leaves the torso to its opening, and half its width. */
export interface Sleeve {
  root: Pt;
  tip: Pt;
  halfWidth: number;
}

/** Sleeves are in the upper part of a top. */
const SLEEVE_ROWS = 0.65;

/** Finds a sleeve: the garment outside the torso's columns, in the upper 65%, on one side. */
function findSleeve(cut: CutGarment, edge: number, side: -1 | 1, torsoWidth: number): Sleeve | undefined {
  const { width: w, height: h, data } = cut;
  const rows = Math.floor(h * SLEEVE_ROWS);
  // The sleeve's pixels as a list of coordinates (x, y interleaved), without allocating points.
  const xy = new Int32Array(w * rows * 2);
  let n = 0;
  let total = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (data[(y * w + x) * 4 + 3] < 128) continue;
      total++;
      if (y < rows && (x - edge) * side > 0) {
        xy[n * 2] = x;
        xy[n * 2 + 1] = y;
        n++;
      }
    }
  }
  if (n < total * 0.02) return undefined;
  const centroid = (keep: (x: number, y: number) => boolean): Pt | undefined => {
    let sx = 0;
    let sy = 0;
    let k = 0;
    for (let i = 0; i < n; i++) {
      if (!keep(xy[i * 2], xy[i * 2 + 1])) continue;
      sx += xy[i * 2];
      sy += xy[i * 2 + 1];
      k++;
    }
    return k === 0 ? undefined : { x: sx / k, y: sy / k };
  };
  const root = centroid((x) => (x - edge) * side <= torsoWidth * 0.08);
  if (!root) return undefined;
  const axis = unit(
    sub(
      centroid(() => true)!,
      root,
    ),
  );
  const proj = (x: number, y: number): number => (x - root.x) * axis.x + (y - root.y) * axis.y;
  let maxProj = 0;
  for (let i = 0; i < n; i++) maxProj = Math.max(maxProj, proj(xy[i * 2], xy[i * 2 + 1]));
  if (maxProj < torsoWidth * 0.08) return undefined;
  const tip = centroid((x, y) => proj(x, y) >= maxProj * 0.85)!;
  const halfWidth = n / Math.max(1, len(sub(tip, root))) / 2;
  return { root, tip, halfWidth };
}

/** Where a garment's anchors are in its own (trimmed) picture. */
export interface GarmentAnchors {
  /** Upper pair (shoulders of a top or dress, waistband of a bottom) and lower pair (hem). */
  upper: [Pt, Pt];
  lower: [Pt, Pt];
  /** The sleeves (tops), image-left then image-right, where the garment has them. */
  sleeves?: [Sleeve | undefined, Sleeve | undefined];
  /** Sleeve pixels are those outside the torso's columns above this row. */
  sleeveBottom: number;
}

/** Finds a garment's anchors from its silhouette. */
export function garmentAnchors(cut: CutGarment, type: GarmentType): GarmentAnchors {
  const rows = rowExtents(cut);
  const h = cut.height;
  const hemY = h - 1;
  const hem = band(rows, h, 0.96, 1);
  if (type === 'bottom') {
    const top = band(rows, h, 0, 0.05);
    const y = Math.round(h * 0.02);
    return {
      sleeveBottom: 0,
      upper: [
        { x: top.centre - top.width / 2, y },
        { x: top.centre + top.width / 2, y },
      ],
      lower: [
        { x: hem.centre - hem.width / 2, y: hemY },
        { x: hem.centre + hem.width / 2, y: hemY },
      ],
    };
  }
  // Tops: the torso below the sleeves (45%-85% of the height); dresses: the bodice (18%-32%).
  const torso = type === 'full-body' ? band(rows, h, 0.18, 0.32) : band(rows, h, 0.45, 0.85);
  let ys = 0;
  while (ys < h - 1 && (rows.left[ys] < 0 || rows.right[ys] - rows.left[ys] + 1 < torso.width * 0.7)) ys++;
  ys = Math.min(h - 1, ys + Math.round(h * 0.03));
  const anchors: GarmentAnchors = {
    sleeveBottom: type === 'top' ? Math.round(h * SLEEVE_ROWS) : 0,
    upper: [
      { x: torso.centre - torso.width / 2, y: ys },
      { x: torso.centre + torso.width / 2, y: ys },
    ],
    lower: [
      { x: hem.centre - hem.width / 2, y: hemY },
      { x: hem.centre + hem.width / 2, y: hemY },
    ],
  };
  if (type === 'top') {
    const left = findSleeve(cut, torso.centre - torso.width / 2, -1, torso.width);
    const right = findSleeve(cut, torso.centre + torso.width / 2, 1, torso.width);
    if (left || right) anchors.sleeves = [left, right];
  }
  return anchors;
}

// ---------------------------------------------------------------------------------------------------
// Fitting

/** How the garment's anchors land on the body, and the transform (layer pixel -> garment pixel). */
export interface Fit {
  /** Destination of the upper and lower anchor pairs on the person image. */
  upper: [Pt, Pt];
  lower: [Pt, Pt];
  lookup: (x: number, y: number, out: Pt) => Pt;
  /** Bounding box on the person image. */
  box: { x0: number; y0: number; x1: number; y1: number };
  /** Sleeves warped separately onto the arms (their pixels are left out of the torso's warp). */
  sleeves: SleeveFit[];
  /** Garment rows above this belong to the sleeves (outside the torso's columns). */
  sleeveBottom: number;
}

/** A sleeve's own warp: the garment pixels beyond `edge` on `side` (-1 image-left, 1 image-right). */
export interface SleeveFit {
  side: -1 | 1;
  edge: number;
  lookup: (x: number, y: number, out: Pt) => Pt;
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** The affine map taking three points onto three others, as [a, b, c, d, e, f] (x' = ax+by+c, y' = dx+ey+f). */
function affine(from: readonly Pt[], to: readonly Pt[]): number[] {
  const m = new Float64Array(36);
  const v = new Float64Array(6);
  for (let i = 0; i < 3; i++) {
    m.set([from[i].x, from[i].y, 1, 0, 0, 0], i * 12);
    m.set([0, 0, 0, from[i].x, from[i].y, 1], i * 12 + 6);
    v[i * 2] = to[i].x;
    v[i * 2 + 1] = to[i].y;
  }
  const x = solveLinear(m, v, 6);
  return [x[0], x[1], x[2], x[3], x[4], x[5]];
}

/** Typical body proportions: torso length (shoulders to hips) over shoulder width, leg over torso. */
const TORSO_RATIO = 1.42;
const LEG_RATIO = 1.7;

const clampTo = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** Computes where a garment goes on the body. */
export function fitGarment(cut: CutGarment, type: GarmentType, body: Body): Fit {
  const a = garmentAnchors(cut, type);
  const gUpperW = a.upper[1].x - a.upper[0].x;
  const gUpperC = mid(a.upper[0], a.upper[1]);
  const gLowerC = mid(a.lower[0], a.lower[1]);
  const gLowerW = a.lower[1].x - a.lower[0].x;
  const acrossSh = unit(sub(body.shR, body.shL));
  const acrossHip = unit(sub(body.hipR, body.hipL));
  // How much longer or shorter this torso is than usual (camera tilt, build), within limits.
  const stretch = clampTo(body.torsoLen / (body.shDist * TORSO_RATIO), 0.8, 1.25);
  let upper: [Pt, Pt];
  let lower: [Pt, Pt];
  if (type === 'bottom') {
    // Waistband a little above the hip joints, wider than them (the joints sit inside the body).
    const width = body.hipDist * 2.0;
    const s = width / Math.max(1, gUpperW);
    const waist = sub(body.hipMid, mul(body.down, body.torsoLen * 0.16));
    upper = [sub(waist, mul(acrossHip, width / 2)), add(waist, mul(acrossHip, width / 2))];
    const ankles = body.legs.every((l) => l.ankle)
      ? mid(body.legs[0].ankle!, body.legs[1].ankle!)
      : undefined;
    const legDir = ankles ? unit(sub(ankles, body.hipMid)) : body.down;
    const legLen = ankles ? len(sub(ankles, waist)) : body.torsoLen * LEG_RATIO;
    let depth = s * (gLowerC.y - gUpperC.y) * stretch;
    // Trousers reaching about the ankles end at the ankles.
    if (ankles && depth > legLen * 0.85) depth = legLen * 1.02;
    const hemC = add(waist, mul(legDir, depth));
    let half = (s * gLowerW) / 2;
    if (ankles && depth >= legLen * 0.85) {
      const spread = len(sub(body.legs[1].ankle!, body.legs[0].ankle!));
      half = Math.max(half, spread / 2 + body.hipDist * 0.3);
    }
    const across = unit(sub(body.legs[1].ankle ?? body.hipR, body.legs[0].ankle ?? body.hipL));
    const dir = ankles && depth >= legLen * 0.85 ? across : acrossHip;
    lower = [sub(hemC, mul(dir, half)), add(hemC, mul(dir, half))];
  } else if (type === 'shoes') {
    throw new Error('shoes are placed, not fitted');
  } else {
    // Tops and dresses: the torso width of the garment a little wider than the shoulder joints.
    const width = body.shDist * 1.12;
    const s = width / Math.max(1, gUpperW);
    const top = sub(body.shMid, mul(body.down, body.torsoLen * 0.02));
    upper = [sub(top, mul(acrossSh, width / 2)), add(top, mul(acrossSh, width / 2))];
    // The garment's own length, kept within sense for a top (about the hips) on this torso.
    const natural = s * (gLowerC.y - gUpperC.y) * stretch;
    const hips = body.torsoLen * 1.08;
    const depth = type === 'top' ? clampTo(natural, hips * 0.75, hips * 1.3) : natural;
    const hemC = add(top, mul(body.down, depth));
    const half = Math.max((s * gLowerW) / 2, type === 'top' ? body.hipDist * 0.75 : 0);
    lower = [sub(hemC, mul(acrossHip, half)), add(hemC, mul(acrossHip, half))];
  }
  const src = [a.upper[0], a.upper[1], a.lower[1], a.lower[0]];
  const dst = [upper[0], upper[1], lower[1], lower[0]];
  const h = homography(src, dst);
  const lookup = homographyLookup(invert3(h));
  const corners = [
    { x: 0, y: 0 },
    { x: cut.width, y: 0 },
    { x: cut.width, y: cut.height },
    { x: 0, y: cut.height },
  ].map((p) => project(h, p));
  // Sleeves: each turned onto its upper arm by its own affine map (root, opening and width onto the
  // shoulder, a point down the arm and the arm's width); drawn under the torso.
  const sleeves: SleeveFit[] = [];
  if (type === 'top' && a.sleeves) {
    const s = len(sub(upper[1], upper[0])) / Math.max(1, gUpperW);
    a.sleeves.forEach((sleeve, i) => {
      const arm = body.arms[i];
      if (!sleeve || !arm.el) return;
      const gAxis = unit(sub(sleeve.tip, sleeve.root));
      const gPerp = { x: -gAxis.y, y: gAxis.x };
      const armDir = unit(sub(arm.el, arm.sh));
      const aPerp = { x: -armDir.y, y: armDir.x };
      const reach = Math.min(len(sub(sleeve.tip, sleeve.root)) * s, len(sub(arm.el, arm.sh)) * 1.05);
      const root = sub(arm.sh, mul(armDir, body.shDist * 0.06));
      const tip = add(root, mul(armDir, reach));
      const dhw = Math.max(sleeve.halfWidth * s, body.shDist * 0.15);
      const from = [root, tip, add(root, mul(aPerp, dhw))];
      const to = [sleeve.root, sleeve.tip, add(sleeve.root, mul(gPerp, sleeve.halfWidth))];
      const m = affine(from, to);
      const ends = [
        add(root, mul(aPerp, dhw)),
        sub(root, mul(aPerp, dhw)),
        add(tip, mul(aPerp, dhw)),
        sub(tip, mul(aPerp, dhw)),
      ];
      const pad = body.shDist * 0.15;
      sleeves.push({
        side: i === 0 ? -1 : 1,
        edge: i === 0 ? a.upper[0].x : a.upper[1].x,
        lookup: (x, y, out) => {
          out.x = m[0] * x + m[1] * y + m[2];
          out.y = m[3] * x + m[4] * y + m[5];
          return out;
        },
        box: {
          x0: Math.min(...ends.map((p) => p.x)) - pad,
          y0: Math.min(...ends.map((p) => p.y)) - pad,
          x1: Math.max(...ends.map((p) => p.x)) + pad,
          y1: Math.max(...ends.map((p) => p.y)) + pad,
        },
      });
    });
  }
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const pad = body.shDist * 0.4;
  return {
    upper,
    lower,
    lookup,
    sleeves,
    sleeveBottom: a.sleeveBottom,
    box: {
      x0: Math.min(...xs) - pad,
      y0: Math.min(...ys) - pad,
      x1: Math.max(...xs) + pad,
      y1: Math.max(...ys) + pad,
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Masks over the person image

/** Distance from point p to segment ab. */
function segDist(px: number, py: number, a: Pt, b: Pt): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const t = clampTo(((px - a.x) * abx + (py - a.y) * aby) / (abx * abx + aby * aby || 1), 0, 1);
  return Math.hypot(px - (a.x + abx * t), py - (a.y + aby * t));
}

/** Marks the pixels within `r` of segment ab (value 255). */
function paintCapsule(m: Uint8Array, w: number, h: number, a: Pt, b: Pt, r: number): void {
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - r));
  const x1 = Math.min(w - 1, Math.ceil(Math.max(a.x, b.x) + r));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - r));
  const y1 = Math.min(h - 1, Math.ceil(Math.max(a.y, b.y) + r));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) if (segDist(x + 0.5, y + 0.5, a, b) <= r) m[y * w + x] = 255;
  }
}

/** True when p is inside the convex polygon (points in order). */
function insidePoly(x: number, y: number, poly: readonly Pt[]): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const c = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
    if (c !== 0) {
      if (sign === 0) sign = Math.sign(c);
      else if (Math.sign(c) !== sign) return false;
    }
  }
  return true;
}

/** Forearms and hands (always in front of a top or dress), and upper arms that cross the torso. */
function armsInFront(body: Body, w: number, h: number): Uint8Array {
  const m = new Uint8Array(w * h);
  const r = body.shDist * 0.11;
  const torso = [body.shL, body.shR, body.hipR, body.hipL];
  for (const arm of body.arms) {
    if (arm.el && arm.wr) {
      paintCapsule(m, w, h, arm.el, arm.wr, r);
      // The hand, past the wrist.
      const past = add(arm.wr, mul(unit(sub(arm.wr, arm.el)), body.shDist * 0.18));
      paintCapsule(m, w, h, arm.wr, past, r * 1.2);
    }
    // An upper arm crossing the body: its elbow well inside the torso.
    if (arm.el && insidePoly(arm.el.x, arm.el.y, shrink(torso, 0.8))) {
      paintCapsule(m, w, h, arm.sh, arm.el, r * 1.1);
    }
  }
  return m;
}

/** A polygon scaled about its centroid. */
function shrink(poly: readonly Pt[], k: number): Pt[] {
  const c = poly.reduce((s, p) => add(s, mul(p, 1 / poly.length)), { x: 0, y: 0 });
  return poly.map((p) => add(c, mul(sub(p, c), k)));
}

/** Where the old garment of this type can show: the torso for tops, hips to ankles for bottoms. */
function oldGarmentRegion(type: GarmentType, body: Body, w: number, h: number): Uint8Array {
  const m = new Uint8Array(w * h);
  const widenSh = mul(unit(sub(body.shR, body.shL)), body.shDist * 0.12);
  const widenHip = mul(unit(sub(body.hipR, body.hipL)), body.hipDist * 0.45);
  const waist = (k: number): Pt => add(body.shMid, mul(body.down, body.torsoLen * k));
  if (type === 'top' || type === 'full-body') {
    const topY = body.shMid;
    const low = waist(type === 'top' ? 0.9 : 1);
    const poly = [
      sub(add(body.shL, sub(topY, body.shMid)), widenSh),
      add(add(body.shR, sub(topY, body.shMid)), widenSh),
      add(add(body.hipR, sub(low, body.hipMid)), widenHip),
      sub(add(body.hipL, sub(low, body.hipMid)), widenHip),
    ];
    fillPoly(m, w, h, poly);
    // The old top's sleeves, on the upper arms.
    for (const arm of body.arms) if (arm.el) paintCapsule(m, w, h, arm.sh, arm.el, body.shDist * 0.12);
  }
  if (type === 'bottom' || type === 'full-body') {
    const r = body.hipDist * 0.42;
    for (const leg of body.legs) {
      const knee = leg.knee;
      if (!knee) continue;
      paintCapsule(m, w, h, leg.hip, knee, r);
      if (leg.ankle) {
        const aboveAnkle = add(knee, mul(sub(leg.ankle, knee), 0.9));
        paintCapsule(m, w, h, knee, aboveAnkle, r * 0.8);
      }
    }
    const waistPoly = [
      sub(waist(0.8), widenHip),
      add(waist(0.8), widenHip),
      add(body.hipR, widenHip),
      sub(body.hipL, widenHip),
    ];
    fillPoly(m, w, h, waistPoly);
  }
  return m;
}

function fillPoly(m: Uint8Array, w: number, h: number, poly: readonly Pt[]): void {
  const xs = poly.map((p) => p.x);
  const ys = poly.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(w - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(h - 1, Math.ceil(Math.max(...ys)));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) if (insidePoly(x + 0.5, y + 0.5, poly)) m[y * w + x] = 255;
  }
}

/** The person's skin colour, from the face (around the nose), or undefined when the face is not seen. */
function skinTone(img: RawImage, mask: PersonMask, body: Body): [number, number, number] | undefined {
  const centres: Pt[] = [];
  if (body.nose) centres.push(body.nose);
  if (centres.length === 0) return undefined;
  const r = body.shDist * 0.1;
  const rs: number[] = [];
  const gs: number[] = [];
  const bs: number[] = [];
  for (const c of centres) {
    for (let y = Math.floor(c.y - r); y <= c.y + r; y++) {
      for (let x = Math.floor(c.x - r); x <= c.x + r; x++) {
        if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
        if (Math.hypot(x - c.x, y - c.y) > r || mask.data[y * img.width + x] < 128) continue;
        const o = (y * img.width + x) * img.channels;
        rs.push(img.data[o]);
        gs.push(img.data[o + 1]);
        bs.push(img.data[o + 2]);
      }
    }
  }
  if (rs.length < 10) return undefined;
  return [median(rs), median(gs), median(bs)];
}

/**
 * The photo's own light: each pixel's luma over the local mean luma (blurred by sharp on a grid 4 times
 * coarser), so folds and shadows of the person's photo shade the new garment. About 1 where flat.
 */
async function shading(img: RawImage, radius: number): Promise<(x: number, y: number) => number> {
  const { width: w, height: h, data, channels: c } = img;
  const S = 4;
  const sw = Math.ceil(w / S);
  const sh = Math.ceil(h / S);
  const mean = await sharp(data, { raw: { width: w, height: h, channels: c } })
    .greyscale()
    .resize(sw, sh, { fit: 'fill', kernel: 'linear' })
    .blur(Math.max(0.3, radius / S / 2))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return (x, y) => {
    const o = (y * w + x) * c;
    const luma = 0.299 * data[o] + 0.587 * data[o + 1] + 0.114 * data[o + 2] + 8;
    return luma / (mean[((y / S) | 0) * sw + ((x / S) | 0)] + 8);
  };
}

// ---------------------------------------------------------------------------------------------------
// The garment cut, checked

/** Cuts a garment and refuses a cut that cannot be trusted (busy background, white on white). */
export function cutGarmentChecked(img: RawImage): CutGarment {
  const transparent = img.channels === 4 && hasTransparentBorder(img);
  if (!transparent) {
    const border = borderPixels(
      img.width,
      img.height,
      Math.max(2, Math.round(Math.min(img.width, img.height) * 0.01)),
    );
    const bg = borderColor(img, border);
    const d = border
      .map((p) => {
        const o = p * img.channels;
        return Math.hypot(img.data[o] - bg.r, img.data[o + 1] - bg.g, img.data[o + 2] - bg.b);
      })
      .sort((x, y) => x - y);
    // A busy background: much of the border far from its own median colour.
    if ((d[Math.floor(d.length * 0.8)] ?? 0) > 40) throw new ProviderError('invalid', BUSY_GARMENT_MESSAGE);
  }
  let cut: CutGarment;
  try {
    cut = cutGarment(img);
  } catch (err) {
    if (err instanceof ProviderError)
      throw new ProviderError('invalid', BUSY_GARMENT_MESSAGE, undefined, { cause: err });
    throw err;
  }
  // White on white: the cut leaves a sparse outline (little of its box opaque) or a tiny fragment.
  let opaque = 0;
  for (let p = 0; p < cut.width * cut.height; p++) if (cut.data[p * 4 + 3] >= 128) opaque++;
  const fill = opaque / (cut.width * cut.height);
  const share = (cut.width * cut.height) / (img.width * img.height);
  if (fill < 0.3 || share < 0.02) throw new ProviderError('invalid', BUSY_GARMENT_MESSAGE, { fill, share });
  return cut;
}

function hasTransparentBorder(img: RawImage): boolean {
  const border = borderPixels(img.width, img.height, 2);
  let n = 0;
  for (const p of border) if (img.data[p * 4 + 3] < 128) n++;
  return n >= border.length * 0.5;
}

// ---------------------------------------------------------------------------------------------------
// The try-on

/**
 * The longest side a garment photo is cut at: it lands on the person at a few hundred pixels, so more
 * detail only costs time.
 */
const GARMENT_SIDE = 640;

/** Layering order: one-pieces first, then bottoms, shoes, and tops over the waistband. */
const LAYER: Readonly<Record<GarmentType, number>> = { 'full-body': 0, bottom: 1, shoes: 2, top: 3 };

/** What {@link fittedTryOn} found, besides the picture (for tests, the benchmark and the contact sheet). */
export interface FittedOutput extends TryOnOutput {
  pose: Pose;
  body: Body;
  mask: PersonMask;
  /** Per garment: its alpha on the person image (0..255), in layering order. */
  garmentAlpha: Uint8Array[];
  /** Pixels of the old garment's region that the cover painted over. */
  covered: number;
}

/**
 * Tries garments on a person photo by the person's pose (see the file comment). Works at the person
 * image's size, long side capped at 1024 px. `checkpoint` is called between steps (cancellation).
 */
export async function fittedTryOn(
  person: ImageData,
  garments: readonly { image: ImageData; garmentType: GarmentType }[],
  vision: Vision,
  checkpoint: () => void = () => {},
): Promise<FittedOutput> {
  if (garments.length === 0) throw new ProviderError('invalid', 'No garment to try on');
  const base = await decodeRgb(person.data);
  checkpoint();
  // The mask first: its largest blob tells the pose model where to look (a small person on a busy
  // background is found far more reliably in a crop around them).
  const mask = await vision.personMask(base);
  checkpoint();
  const blobs = personBlobs(mask);
  const pose = await vision.pose(base, blobs[0]?.box);
  checkpoint();
  const body = readBody(pose, mask, base, blobs);
  const ordered = [...garments].sort((a, b) => LAYER[a.garmentType] - LAYER[b.garmentType]);
  const cuts: { cut: CutGarment; type: GarmentType }[] = [];
  for (const g of ordered) {
    cuts.push({ cut: cutGarmentChecked(await decodeRgba(g.image.data, GARMENT_SIDE)), type: g.garmentType });
    checkpoint();
  }
  const { width: w, height: h } = base;
  const out = Buffer.from(base.data);
  const light = await shading(base, Math.max(4, Math.round(body.shDist * 0.12)));
  const front = armsInFront(body, w, h);
  const skin = skinTone(base, mask, body);
  const placements: Placement[] = [];
  const garmentAlpha: Uint8Array[] = [];
  let covered = 0;
  for (const { cut, type } of cuts) {
    checkpoint();
    const layer = type === 'shoes' ? placeShoes(cut, body, w, h) : warpGarment(cut, type, body, w, h);
    const alpha = new Uint8Array(w * h);
    // Clip: tops to the person; bottoms and dresses above the hips (skirts hang free below).
    const clipAbove = type === 'top' ? Infinity : type === 'shoes' ? -Infinity : body.hipMid.y;
    const bx = layer.bounds;
    const inFront = type === 'top' || type === 'full-body';
    for (let y = bx.y0; y < bx.y1; y++) {
      const clip = y < clipAbove;
      for (let x = bx.x0, p = y * w + bx.x0; x < bx.x1; x++, p++) {
        let a = layer.data[p * 4 + 3];
        if (a === 0) continue;
        if (clip) a *= clampTo((mask.data[p] - 64) / 96, 0, 1);
        if (inFront && front[p] && mask.data[p] >= 128) a = 0;
        alpha[p] = Math.round(a);
      }
    }
    // Cover the old garment where the new one does not reach, with shaded skin.
    if (skin && type !== 'shoes') {
      const old = oldGarmentRegion(type, body, w, h);
      const m = mask.data;
      for (let y = 0; y < h; y++) {
        const first = old.subarray(y * w, (y + 1) * w).indexOf(255);
        if (first < 0) continue;
        for (let x = first, p = y * w + first; x < w; x++, p++) {
          if (!old[p] || m[p] < 160 || front[p] || alpha[p] >= 200) continue;
          const k = 1 - alpha[p] / 255;
          const s = clampTo(light(x, y), 0.7, 1.15);
          for (let c = 0; c < 3; c++) {
            out[p * 3 + c] = clamp255(out[p * 3 + c] * (1 - k) + skin[c] * s * k);
          }
          covered++;
        }
      }
    }
    let minX = w;
    let minY = h;
    let maxX = -1;
    let maxY = -1;
    for (let y = bx.y0; y < bx.y1; y++) {
      for (let x = bx.x0, p = y * w + bx.x0; x < bx.x1; x++, p++) {
        const a = alpha[p];
        if (a === 0) continue;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
        const k = a / 255;
        // The photo's folds and light, on the body only (not the backdrop a skirt hangs over), and
        // weaker below the hips, where the old legs' outlines would show through a dress.
        const s =
          mask.data[p] < 128 ? 1 : 1 + (clampTo(light(x, y), 0.7, 1.2) - 1) * (y < body.hipMid.y ? 0.6 : 0.2);
        for (let c = 0; c < 3; c++) {
          out[p * 3 + c] = clamp255(out[p * 3 + c] * (1 - k) + layer.data[p * 4 + c] * s * k);
        }
      }
    }
    garmentAlpha.push(alpha);
    const box: Box =
      maxX < 0
        ? { left: 0, top: 0, width: 0, height: 0 }
        : { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
    placements.push({ garmentType: type, box });
  }
  checkpoint();
  const png = await encodePng({ data: out, width: w, height: h, channels: 3 });
  return { png, width: w, height: h, placements, pose, body, mask, garmentAlpha, covered };
}

function warpGarment(cut: CutGarment, type: GarmentType, body: Body, w: number, h: number): WarpedLayer {
  const fit = fitGarment(cut, type, body);
  if (fit.sleeves.length === 0) return warpInto(cut, w, h, fit.box, fit.lookup);
  // The torso without the sleeves that have their own warp, then each sleeve under it.
  // Sleeve pixels: above the sleeves' bottom row and beyond the sleeve's edge on its side.
  const inSleeve = (sf: SleeveFit, x: number): boolean => (x - sf.edge) * sf.side > 0;
  const part = (keep: (x: number, y: number) => boolean): Rgba => {
    const data = new Uint8Array(cut.data);
    for (let y = 0; y < fit.sleeveBottom; y++) {
      for (let x = 0; x < cut.width; x++) if (!keep(x, y)) data[(y * cut.width + x) * 4 + 3] = 0;
    }
    return { data, width: cut.width, height: cut.height };
  };
  const torso = warpInto(
    part((x) => !fit.sleeves.some((sf) => inSleeve(sf, x))),
    w,
    h,
    fit.box,
    fit.lookup,
  );
  // Arms hanging beside the body stay in front of the torso's sides (the sleeves then go over them).
  const arms = new Uint8Array(w * h);
  for (const arm of body.arms) {
    if (!arm.el) continue;
    const from = add(arm.sh, mul(sub(arm.el, arm.sh), 0.35));
    paintCapsule(arms, w, h, from, arm.el, body.shDist * 0.1);
  }
  const tb = torso.bounds;
  for (let y = tb.y0; y < tb.y1; y++) {
    for (let p = y * w + tb.x0; p < y * w + tb.x1; p++) if (arms[p]) torso.data[p * 4 + 3] = 0;
  }
  for (const sf of fit.sleeves) {
    const only = part((x) => inSleeve(sf, x));
    // Below the sleeves' bottom row nothing belongs to a sleeve.
    for (let p = fit.sleeveBottom * cut.width; p < cut.width * cut.height; p++) only.data[p * 4 + 3] = 0;
    warpInto(only, w, h, sf.box, sf.lookup, torso);
  }
  return torso;
}

/** Shoes: the pair scaled to the stance and set on the ankles. */
function placeShoes(cut: CutGarment, body: Body, w: number, h: number): WarpedLayer {
  const [l, r] = body.legs;
  if (!l.ankle || !r.ankle) throw new ProviderError('invalid', FEET_MESSAGE);
  const spread = len(sub(r.ankle, l.ankle));
  const width = spread + body.hipDist * 1.3;
  const s = width / cut.width;
  const height = cut.height * s;
  const c = mid(l.ankle, r.ankle);
  const left = c.x - width / 2;
  const top = Math.max(l.ankle.y, r.ankle.y) - height * 0.45;
  return warpInto(cut, w, h, { x0: left, y0: top, x1: left + width, y1: top + height }, (x, y, out) => {
    out.x = (x - left) / s;
    out.y = (y - top) / s;
    return out;
  });
}
