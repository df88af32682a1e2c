/**
 * Draws a person from the spec's attributes as a stylised fashion illustration (an SVG that sharp
 * rasterises). Every attribute changes the drawing: skin tone, hair colour and style, build (body
 * widths), outfit, pose (silhouette), age (grey streaks, lines), gender (proportions, face) and
 * background. A free prompt can change the outfit's garments and colours ("a red dress"), and ask for
 * what the attributes have no field for: facial hair ("a man with a beard", drawn in the hair colour) and
 * height ("tall", "short", "petite"). The output is a pure function of the input, so the same input
 * always gives the same picture.
 *
 * The figure's proportions match the body regions the try-on uses (regions.ts): chin at about 25% of the
 * height, hips at about 57%, ankles at about 92%. A tall or short figure is the same body stretched
 * about the knees (the head keeps its size); regions.ts stretches its rows to the figure it finds.
 */
import sharp from 'sharp';

import { darken, hex, lighten, mix, toHex } from './color.js';
import type { Rgb } from './color.js';
import { parseLook, parsePrompt } from './words.js';
import type { FacialHair, PromptLook, Stature } from './words.js';
import type { PersonAttributes } from '../provider.js';

/** Width of a generated person image (portrait). */
export const PERSON_WIDTH = 768;
/** Height of a generated person image. */
export const PERSON_HEIGHT = 1024;

type Pt = readonly [number, number];

// ---------------------------------------------------------------------------------------------------
// Palettes

/** Skin tones by the ethnicity attribute: a warm, even-handed illustration palette. */
export const SKIN_TONES: Readonly<Record<PersonAttributes['ethnicity'], string>> = {
  caucasian: '#f1cfb6',
  asian: '#e9c49c',
  hispanic: '#c98f66',
  african: '#7e5236',
  mixed: '#ab7753',
};

/** Hair colours by the hair colour attribute. */
export const HAIR_TONES: Readonly<Record<PersonAttributes['hairColor'], string>> = {
  blonde: '#dcb86a',
  brown: '#5b3a22',
  black: '#1d1917',
  red: '#a4431f',
  gray: '#b9b9b9',
};

/** Background colours; `studio` is a radial gradient between the two colours given. */
export const BACKGROUND_TONES: Readonly<Record<PersonAttributes['background'], readonly string[]>> = {
  white: ['#ffffff'],
  gray: ['#d9d9d9'],
  blue: ['#a9c6e6'],
  green: ['#b5d6ae'],
  beige: ['#eadcc6'],
  studio: ['#f4f4f4', '#9d9d9d'],
  neutral: ['#e3ded7'],
};

// ---------------------------------------------------------------------------------------------------
// Outfit

type TopKind = 'tshirt' | 'shirt' | 'blouse' | 'tank' | 'knit';
type BottomKind = 'trousers' | 'jeans' | 'skirt' | 'shorts' | 'leggings';
type ShoeKind = 'sneakers' | 'loafers' | 'oxfords' | 'heels' | 'runners';

/** The garments a figure wears, resolved from the clothing attribute and the prompt. */
export interface Outfit {
  top?: { kind: TopKind; color: Rgb; striped?: boolean };
  outer?: { color: Rgb };
  tie?: Rgb;
  bottom?: { kind: BottomKind; color: Rgb };
  dress?: { color: Rgb; length: 'knee' | 'floor' };
  shoes: { kind: ShoeKind; color: Rgb; accent?: Rgb };
  /** A contrasting stripe on sportswear. */
  stripe?: Rgb;
}

const DENIM = hex('#3b5b85');

function baseOutfit(a: PersonAttributes): Outfit {
  const male = a.gender === 'male';
  switch (a.clothing) {
    case 'casual':
      return {
        top: { kind: 'tshirt', color: hex(male ? '#8fa58a' : '#c8664a') },
        bottom: { kind: 'jeans', color: DENIM },
        shoes: { kind: 'sneakers', color: hex('#f2f2f0'), accent: hex('#c9c9c9') },
      };
    case 'business':
      return male
        ? {
            top: { kind: 'shirt', color: hex('#cfe0f2') },
            outer: { color: hex('#27344f') },
            bottom: { kind: 'trousers', color: hex('#6e7278') },
            shoes: { kind: 'loafers', color: hex('#5a3a22') },
          }
        : {
            top: { kind: 'blouse', color: hex('#f4efe1') },
            outer: { color: hex('#b98a5e') },
            bottom: { kind: 'skirt', color: hex('#2a2a2e') },
            shoes: { kind: 'heels', color: hex('#2a2a2e') },
          };
    case 'formal':
      return male
        ? {
            top: { kind: 'shirt', color: hex('#f7f7f7') },
            outer: { color: hex('#1e2126') },
            tie: hex('#7a1f35'),
            bottom: { kind: 'trousers', color: hex('#1e2126') },
            shoes: { kind: 'oxfords', color: hex('#141414') },
          }
        : {
            dress: { color: hex('#1f5e4a'), length: 'floor' },
            shoes: { kind: 'heels', color: hex('#141414') },
          };
    case 'athletic':
      return male
        ? {
            top: { kind: 'tshirt', color: hex('#e4572e') },
            bottom: { kind: 'shorts', color: hex('#22252a') },
            shoes: { kind: 'runners', color: hex('#f5f5f5'), accent: hex('#e4572e') },
            stripe: hex('#ffffff'),
          }
        : {
            top: { kind: 'tank', color: hex('#2a9d8f') },
            bottom: { kind: 'leggings', color: hex('#23252b') },
            shoes: { kind: 'runners', color: hex('#f5f5f5'), accent: hex('#2a9d8f') },
            stripe: hex('#ffffff'),
          };
  }
}

function defaultDress(a: PersonAttributes): NonNullable<Outfit['dress']> {
  switch (a.clothing) {
    case 'formal':
      return { color: hex('#1f5e4a'), length: 'floor' };
    case 'business':
      return { color: hex('#2a2a2e'), length: 'knee' };
    case 'athletic':
      return { color: hex('#f5f5f5'), length: 'knee' };
    default:
      return { color: hex('#c8664a'), length: 'knee' };
  }
}

/** The outfit a prompt gives, and the clothing words of the prompt the drawing leaves out. */
export interface PromptReading {
  outfit: Outfit;
  /** Clothing words the offline drawing cannot show, in prompt order (empty when all were drawn). */
  notDrawn: string[];
}

/** Resolves the outfit: the clothing style's garments, changed by garment and colour words in the prompt. */
export function resolveOutfit(a: PersonAttributes, prompt: string | undefined): Outfit {
  return readPrompt(a, prompt).outfit;
}

/**
 * Resolves the outfit and says what was left out: the clothing style's outfit (the attributes already
 * hold the style a prompt names, see prompt-attributes.ts), changed by the prompt's garments, colours and
 * stripes, which win over the style's defaults.
 */
export function readPrompt(a: PersonAttributes, prompt: string | undefined): PromptReading {
  if (prompt === undefined || prompt.trim() === '') return { outfit: baseOutfit(a), notDrawn: [] };
  const { garments, looseColors, looseStripes, notDrawn } = parsePrompt(prompt);
  const o = baseOutfit(a);
  const left = [...notDrawn];
  const leaveOut = (word: string) => {
    if (!left.includes(word)) left.push(word);
  };
  // Dresses first, so a named top or bottom ("a dress ... no, a skirt") can still replace them.
  const ordered = [
    ...garments.filter((g) => g.garment === 'dress'),
    ...garments.filter((g) => g.garment !== 'dress'),
  ];
  const outfitColors: Rgb[] = [];
  let stripes = looseStripes;
  const male = a.gender === 'male';
  for (const g of ordered) {
    if (g.striped) {
      if (g.garment === 'top' || g.garment === 'knit' || g.garment === 'outfit') stripes = true;
      else leaveOut(`striped ${g.garment}`);
    }
    switch (g.garment) {
      case 'outfit':
        // "an athletic outfit", "red clothes": the style and colour, no garment of its own.
        if (g.color !== undefined) outfitColors.push(g.color);
        break;
      case 'dress':
        o.dress = { ...defaultDress(a), ...(g.color ? { color: g.color } : {}) };
        delete o.top;
        delete o.bottom;
        delete o.outer;
        delete o.tie;
        delete o.stripe;
        if (o.shoes.kind === 'oxfords' || o.shoes.kind === 'loafers')
          o.shoes = { kind: 'heels', color: hex('#2a2a2e') };
        break;
      case 'suit': {
        const c = g.color ?? hex('#2b2f36');
        delete o.dress;
        delete o.stripe;
        o.outer = { color: c };
        o.bottom = { kind: 'trousers', color: c };
        if (o.top === undefined || o.top.kind === 'tshirt' || o.top.kind === 'tank') {
          o.top = { kind: male ? 'shirt' : 'blouse', color: hex('#f7f7f7') };
        }
        if (o.shoes.kind === 'sneakers' || o.shoes.kind === 'runners')
          o.shoes = { kind: 'oxfords', color: hex('#141414') };
        break;
      }
      case 'outer':
        o.outer = { color: g.color ?? o.outer?.color ?? hex('#27344f') };
        if (o.top === undefined && o.dress === undefined) o.top = { kind: 'tshirt', color: hex('#f2f2ee') };
        break;
      case 'top':
      case 'knit':
        if (o.dress !== undefined) {
          delete o.dress;
          o.bottom = baseOutfit(a).bottom ?? { kind: 'jeans', color: DENIM };
        }
        o.top = {
          kind: g.garment === 'knit' ? 'knit' : (o.top?.kind ?? 'tshirt'),
          color: g.color ?? o.top?.color ?? (g.garment === 'knit' ? hex('#b7a58a') : hex('#f2f2ee')),
        };
        if (g.garment === 'knit') delete o.stripe; // a sweater has no sports stripe
        break;
      case 'shoes':
        o.shoes = { ...o.shoes, color: g.color ?? o.shoes.color };
        break;
      default: {
        const kind: BottomKind = g.garment;
        if (o.dress !== undefined) {
          delete o.dress;
          o.top = baseOutfit(a).top ?? { kind: 'tshirt', color: hex('#f2f2ee') };
        }
        const fallback =
          kind === 'jeans' ? DENIM : kind === 'shorts' ? hex('#b9a887') : (o.bottom?.color ?? hex('#2a2a2e'));
        o.bottom = { kind, color: g.color ?? fallback };
      }
    }
  }
  const [first, second] = [...outfitColors, ...looseColors];
  if (first !== undefined) {
    if (o.dress) o.dress.color = first;
    else if (o.outer) o.outer.color = first;
    else if (o.top) o.top.color = first;
  }
  if (second !== undefined && o.bottom !== undefined && o.dress === undefined) o.bottom.color = second;
  if (stripes) {
    if (o.top !== undefined && o.dress === undefined) o.top.striped = true;
    else leaveOut('striped');
  }
  return { outfit: o, notDrawn: left };
}

// ---------------------------------------------------------------------------------------------------
// Body geometry

interface Dims {
  shoulderW: number;
  chestW: number;
  waistW: number;
  hipW: number;
  armW: number;
  thighW: number;
  calfW: number;
  neckW: number;
  headRx: number;
  headRy: number;
}

const BUILD_FACTORS: Readonly<
  Record<
    PersonAttributes['build'],
    { shoulder: number; chest: number; waist: number; hip: number; limb: number }
  >
> = {
  slim: { shoulder: 0.9, chest: 0.86, waist: 0.82, hip: 0.86, limb: 0.8 },
  average: { shoulder: 1, chest: 1, waist: 1, hip: 1, limb: 1 },
  athletic: { shoulder: 1.15, chest: 1.12, waist: 0.96, hip: 0.98, limb: 1.16 },
  'plus-size': { shoulder: 1.14, chest: 1.3, waist: 1.5, hip: 1.36, limb: 1.38 },
};

function bodyDims(a: PersonAttributes): Dims {
  const male = a.gender === 'male';
  const f = BUILD_FACTORS[a.build];
  const shoulderW = (male ? 104 : 88) * f.shoulder;
  const hipW = (male ? 82 : 92) * f.hip;
  return {
    shoulderW,
    chestW: (male ? 92 : 80) * f.chest,
    waistW: (male ? 76 : 63) * f.waist,
    hipW,
    armW: (male ? 34 : 28) * f.limb,
    thighW: hipW * 0.98,
    calfW: (male ? 36 : 32) * f.limb,
    neckW: (male ? 21 : 17) * (0.85 + 0.15 * f.limb),
    headRx: male ? 55 : 52,
    headRy: male ? 69 : 66,
  };
}

interface Limb {
  pts: [Pt, Pt, Pt];
  behind: boolean;
}

interface Figure {
  facing: 'front' | 'right';
  cx: number;
  widthScale: number;
  headCx: number;
  headCy: number;
  headTilt: number;
  shoulderY: number;
  waistY: number;
  hipY: number;
  crotchY: number;
  arms: Limb[];
  legs: (Limb & { toe: number })[];
  /** Seated on a stool (the legs bend at the knee, thighs forward). */
  sitting: boolean;
  floorY: number;
}

function figureFor(a: PersonAttributes, d: Dims): Figure {
  const cx = PERSON_WIDTH / 2;
  const base = {
    headCx: cx,
    headCy: 190,
    headTilt: 0,
    shoulderY: 300,
    waistY: 505,
    hipY: 582,
    crotchY: 640,
    floorY: 968,
    sitting: false,
  };
  const armOut = (side: -1 | 1): Limb => {
    const root = d.shoulderW - d.armW * 0.5;
    const elbow = Math.max(d.shoulderW + 4, d.waistW + d.armW * 0.75 + 6);
    const wrist = Math.max(d.shoulderW + 2, d.hipW + d.armW * 0.6 + 6);
    return {
      pts: [
        [cx + side * root, 322],
        [cx + side * elbow, 455],
        [cx + side * wrist, 582],
      ],
      behind: false,
    };
  };
  const leg = (side: -1 | 1, knee: number, ankle: number, toe: number, behind = false) => ({
    pts: [[cx + side * d.hipW * 0.5, 612] as Pt, [cx + knee, 792] as Pt, [cx + ankle, 942] as Pt] as [
      Pt,
      Pt,
      Pt,
    ],
    behind,
    toe,
  });
  switch (a.pose) {
    case 'standing-front':
      return {
        ...base,
        facing: 'front',
        cx,
        widthScale: 1,
        arms: [armOut(-1), armOut(1)],
        legs: [
          leg(-1, -d.hipW * 0.42, -(d.hipW * 0.4 + 4), -0.4),
          leg(1, d.hipW * 0.42, d.hipW * 0.4 + 4, 0.4),
        ],
      };
    case 'casual-pose': {
      const onHip: Limb = {
        pts: [
          [cx - (d.shoulderW - d.armW * 0.5), 322],
          [cx - d.shoulderW - 66, 440],
          [cx - d.waistW - 8, 532],
        ],
        behind: false,
      };
      return {
        ...base,
        facing: 'front',
        cx,
        widthScale: 1,
        headTilt: -6,
        headCx: cx - 4,
        arms: [onHip, armOut(1)],
        legs: [leg(-1, -d.hipW * 0.2, -d.hipW * 0.02, -0.7), leg(1, d.hipW * 0.46, d.hipW * 0.42, 0.3, true)],
      };
    }
    case 'standing-side': {
      const s = 0.62;
      return {
        ...base,
        facing: 'right',
        cx,
        widthScale: s,
        headCx: cx + 8,
        arms: [
          {
            pts: [
              [cx - 6, 326],
              [cx - 30, 458],
              [cx - 52, 580],
            ],
            behind: true,
          },
          {
            pts: [
              [cx + 4, 326],
              [cx + 20, 460],
              [cx + 44, 584],
            ],
            behind: false,
          },
        ],
        legs: [
          {
            pts: [
              [cx - 8, 612],
              [cx - 26, 790],
              [cx - 56, 940],
            ],
            behind: true,
            toe: 1,
          },
          {
            pts: [
              [cx + 8, 612],
              [cx + 34, 790],
              [cx + 50, 942],
            ],
            behind: false,
            toe: 1,
          },
        ],
      };
    }
    case 'sitting': {
      const c = cx - 60;
      const dy = 58;
      return {
        ...base,
        facing: 'right',
        cx: c,
        widthScale: 0.62,
        headCx: c + 8,
        headCy: base.headCy + dy,
        shoulderY: base.shoulderY + dy,
        waistY: base.waistY + dy,
        hipY: base.hipY + dy,
        crotchY: base.crotchY + dy,
        sitting: true,
        arms: [
          {
            pts: [
              [c - 4, 326 + dy],
              [c - 6, 462 + dy],
              [c + 70, 560 + dy],
            ],
            behind: true,
          },
          {
            pts: [
              [c + 4, 326 + dy],
              [c + 14, 464 + dy],
              [c + 110, 572 + dy],
            ],
            behind: false,
          },
        ],
        legs: [
          {
            pts: [
              [c, 612 + dy],
              [c + 182, 612 + dy],
              [c + 172, 940],
            ],
            behind: true,
            toe: 1,
          },
          {
            pts: [
              [c + 6, 626 + dy],
              [c + 196, 628 + dy],
              [c + 206, 942],
            ],
            behind: false,
            toe: 1,
          },
        ],
      };
    }
  }
}

/** How much longer the body is drawn for each height (the head keeps its size). */
const STATURE_SCALE: Readonly<Record<Stature, number>> = { short: 0.86, average: 1, tall: 1.12 };

/**
 * The row a tall or short body is stretched about: about the knees, so a tall figure's head rises more
 * than its feet sink and even curly hair over a plus-size figure in wide trousers stays in the frame.
 */
const STRETCH_PIVOT_Y = 810;

/** The figure with every body row stretched about {@link STRETCH_PIVOT_Y} by `k` (1: unchanged). */
function stretched(f: Figure, k: number): Figure {
  if (k === 1) return f;
  const y = (v: number): number => STRETCH_PIVOT_Y + (v - STRETCH_PIVOT_Y) * k;
  const p = ([px, py]: Pt): Pt => [px, y(py)];
  const pts = (l: Limb): [Pt, Pt, Pt] => [p(l.pts[0]), p(l.pts[1]), p(l.pts[2])];
  return {
    ...f,
    headCy: y(f.headCy),
    shoulderY: y(f.shoulderY),
    waistY: y(f.waistY),
    hipY: y(f.hipY),
    crotchY: y(f.crotchY),
    floorY: y(f.floorY),
    arms: f.arms.map((l) => ({ ...l, pts: pts(l) })),
    legs: f.legs.map((l) => ({ ...l, pts: pts(l) })),
  };
}

/** Half-width of the torso at height y (before any garment ease). */
function torsoHalfWidth(f: Figure, d: Dims, y: number): number {
  const s = f.widthScale;
  const sy = f.shoulderY;
  const keys: [number, number][] = [
    [sy - 4, d.neckW + 6],
    [sy + 6, d.shoulderW * 0.86],
    [sy + 30, d.shoulderW],
    [sy + 110, d.chestW],
    [f.waistY, d.waistW],
    [f.hipY, d.hipW],
    [f.crotchY, d.hipW * 0.98],
  ];
  let w: number;
  if (y <= keys[0][0]) w = keys[0][1];
  else if (y >= keys[keys.length - 1][0]) w = keys[keys.length - 1][1];
  else {
    w = keys[0][1];
    for (let i = 1; i < keys.length; i++) {
      if (y <= keys[i][0]) {
        const [y0, w0] = keys[i - 1];
        const [y1, w1] = keys[i];
        w = w0 + ((w1 - w0) * (y - y0)) / (y1 - y0);
        break;
      }
    }
  }
  return w * (y < sy + 30 && s < 1 ? Math.max(s, 0.7) : s);
}

// ---------------------------------------------------------------------------------------------------
// SVG building

class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly gradients = new Map<string, string>();

  /** A fill with soft horizontal shading (lit from the left) for a colour; returns `url(#id)`. */
  shade(c: Rgb, strength = 1): string {
    const key = `${toHex(c)}:${strength}`;
    const known = this.gradients.get(key);
    if (known !== undefined) return known;
    const id = `g${this.gradients.size}`;
    const url = `url(#${id})`;
    this.gradients.set(key, url);
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.25">` +
        `<stop offset="0" stop-color="${toHex(lighten(c, 0.1 * strength))}"/>` +
        `<stop offset="0.45" stop-color="${toHex(c)}"/>` +
        `<stop offset="1" stop-color="${toHex(darken(c, 0.2 * strength))}"/></linearGradient>`,
    );
    return url;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PERSON_WIDTH}" height="${PERSON_HEIGHT}" ` +
      `viewBox="0 0 ${PERSON_WIDTH} ${PERSON_HEIGHT}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();
const pt = (p: Pt): string => `${r1(p[0])} ${r1(p[1])}`;

/** A closed, smooth path through the points (Catmull-Rom converted to cubic Beziers). */
function smooth(points: readonly Pt[], tension = 1): string {
  const n = points.length;
  let d = `M${pt(points[0])}`;
  for (let i = 0; i < n; i++) {
    const p0 = points[(i - 1 + n) % n];
    const p1 = points[i];
    const p2 = points[(i + 1) % n];
    const p3 = points[(i + 2) % n];
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return `${d}Z`;
}

const poly = (points: readonly Pt[]): string => `M${points.map(pt).join('L')}Z`;

/** A tapered segment with round ends, from p (width w1) to q (width w2). */
function capsule(p: Pt, q: Pt, w1: number, w2: number): string {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const a: Pt = [p[0] + (nx * w1) / 2, p[1] + (ny * w1) / 2];
  const b: Pt = [q[0] + (nx * w2) / 2, q[1] + (ny * w2) / 2];
  const c: Pt = [q[0] - (nx * w2) / 2, q[1] - (ny * w2) / 2];
  const e: Pt = [p[0] - (nx * w1) / 2, p[1] - (ny * w1) / 2];
  return `M${pt(a)}L${pt(b)}A${r1(w2 / 2)} ${r1(w2 / 2)} 0 0 0 ${pt(c)}L${pt(e)}A${r1(w1 / 2)} ${r1(w1 / 2)} 0 0 0 ${pt(a)}Z`;
}

const lerp = (p: Pt, q: Pt, t: number): Pt => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];

/** A torso-shaped band between y0 and y1, `ease` px wider than the body, flaring below the hips. */
function torsoBand(f: Figure, d: Dims, y0: number, y1: number, ease: number, flare = 0, neckline = 0): Pt[] {
  const left: Pt[] = [];
  const right: Pt[] = [];
  const steps = 10;
  for (let i = 0; i <= steps; i++) {
    const y = y0 + ((y1 - y0) * i) / steps;
    const extra = y > f.hipY ? (y - f.hipY) * flare : 0;
    const w = torsoHalfWidth(f, d, y) + ease + extra;
    left.push([f.cx - w, y]);
    right.push([f.cx + w, y]);
  }
  const top: Pt[] = neckline > 0 ? [[f.cx, y0 + neckline]] : [];
  return [...top, ...right, ...left.reverse()];
}

// ---------------------------------------------------------------------------------------------------
// Drawing

interface Ctx {
  svg: Svg;
  a: PersonAttributes;
  d: Dims;
  f: Figure;
  o: Outfit;
  /** Facial hair and height from the prompt. */
  look: PromptLook;
  skin: Rgb;
  hair: Rgb;
}

function drawBackground({ svg, a, f }: Ctx): void {
  const tones = BACKGROUND_TONES[a.background];
  if (tones.length === 2) {
    svg.def(
      `<radialGradient id="bg" cx="0.5" cy="0.42" r="0.75">` +
        `<stop offset="0" stop-color="${tones[0]}"/><stop offset="1" stop-color="${tones[1]}"/></radialGradient>`,
    );
    svg.add(`<rect width="${PERSON_WIDTH}" height="${PERSON_HEIGHT}" fill="url(#bg)"/>`);
  } else {
    svg.add(`<rect width="${PERSON_WIDTH}" height="${PERSON_HEIGHT}" fill="${tones[0]}"/>`);
  }
  svg.def(
    `<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.16"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );
  const cx = f.sitting ? f.cx + 70 : f.cx;
  svg.add(
    `<ellipse cx="${r1(cx)}" cy="${f.floorY}" rx="${f.sitting ? 230 : 170}" ry="18" fill="url(#floor)"/>`,
  );
}

function drawStool({ svg, f }: Ctx): void {
  if (!f.sitting) return;
  const seatY = f.hipY + 60;
  const wood = hex('#8a6a4f');
  const x0 = f.cx - 70;
  const x1 = f.cx + 110;
  svg.add(
    `<path d="${capsule([x0 + 20, seatY + 10], [x0 - 10, f.floorY], 14, 12)}" fill="${toHex(darken(wood, 0.15))}"/>`,
  );
  svg.add(
    `<path d="${capsule([x1 - 20, seatY + 10], [x1 + 10, f.floorY], 14, 12)}" fill="${toHex(darken(wood, 0.15))}"/>`,
  );
  svg.add(
    `<rect x="${x0 + 5}" y="${seatY + 170}" width="${x1 - x0 - 10}" height="9" rx="4" fill="${toHex(darken(wood, 0.25))}"/>`,
  );
  svg.add(
    `<rect x="${x0 - 10}" y="${seatY}" width="${x1 - x0 + 20}" height="22" rx="10" fill="${svg.shade(wood)}"/>`,
  );
}

/** Draws one leg (skin, trousers or leggings) and its shoe. */
function drawLeg(ctx: Ctx, leg: Figure['legs'][number]): void {
  const { svg, d, o, skin } = ctx;
  const [hip, knee, ankle] = leg.pts;
  const dim = leg.behind ? 0.1 : 0;
  const skinPaint = svg.shade(darken(skin, dim));
  const thigh = d.thighW;
  const calf = d.calfW;
  svg.add(
    `<path d="${capsule(hip, knee, thigh, calf * 1.15)}${capsule(knee, ankle, calf * 1.15, calf * 0.7)}" fill="${skinPaint}"/>`,
  );
  const b = o.dress === undefined ? o.bottom : undefined;
  if (b !== undefined && b.kind !== 'skirt') {
    const paint = svg.shade(darken(b.color, dim));
    if (b.kind === 'shorts') {
      svg.add(`<path d="${capsule(hip, lerp(hip, knee, 0.62), thigh + 8, thigh * 0.92)}" fill="${paint}"/>`);
    } else if (b.kind === 'leggings') {
      svg.add(
        `<path d="${capsule(hip, knee, thigh + 2, calf * 1.15 + 2)}${capsule(knee, lerp(knee, ankle, 0.93), calf * 1.15 + 2, calf * 0.72 + 2)}" fill="${paint}"/>`,
      );
    } else {
      const hem = Math.max(calf * 1.25, thigh * 0.72) + 10;
      svg.add(
        `<path d="${capsule(hip, knee, thigh + 10, hem)}${capsule(knee, lerp(knee, ankle, 1.02), hem, hem)}" fill="${paint}"/>`,
      );
      if (b.kind === 'jeans') {
        const seam = toHex(lighten(b.color, 0.25));
        svg.add(
          `<path d="M${pt(lerp(hip, knee, 0.1))}L${pt(knee)}L${pt(ankle)}" stroke="${seam}" stroke-width="1.5" ` +
            `fill="none" opacity="0.55"/>`,
        );
      }
    }
    if (o.stripe !== undefined && (b.kind === 'shorts' || b.kind === 'leggings')) {
      const end = b.kind === 'shorts' ? lerp(hip, knee, 0.58) : lerp(knee, ankle, 0.9);
      svg.add(
        `<path d="M${pt(hip)}L${pt(b.kind === 'shorts' ? end : knee)}${b.kind === 'shorts' ? '' : `L${pt(end)}`}" ` +
          `stroke="${toHex(o.stripe)}" stroke-width="4" fill="none" opacity="0.9"/>`,
      );
    }
  }
  drawShoe(ctx, ankle, leg.toe, dim);
}

function drawShoe({ svg, o, d }: Ctx, ankle: Pt, toe: number, dim: number): void {
  const s = o.shoes;
  const color = darken(s.color, dim);
  const w = d.calfW * 0.62 + 8;
  const side = Math.abs(toe) > 0.9;
  const len = side ? w * 1.9 : w * 1.15;
  const cx = ankle[0] + toe * (side ? len * 0.42 : 8);
  const cy = ankle[1] + 16;
  const h = s.kind === 'heels' ? w * 0.48 : w * 0.62;
  if (s.kind === 'heels') {
    svg.add(
      `<path d="M${r1(cx - len * 0.55)} ${r1(cy + h * 0.5)}L${r1(cx - len * 0.5)} ${r1(cy - h * 0.8)}Q${r1(cx)} ${r1(cy - h)} ${r1(cx + len * 0.6)} ${r1(cy + h * 0.6)}Z" fill="${svg.shade(color)}"/>`,
    );
    return;
  }
  svg.add(
    `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(len * 0.55)}" ry="${r1(h)}" fill="${svg.shade(color)}"/>`,
  );
  const sole = s.kind === 'sneakers' || s.kind === 'runners' ? hex('#d9d9d9') : darken(color, 0.35);
  svg.add(
    `<rect x="${r1(cx - len * 0.56)}" y="${r1(cy + h * 0.45)}" width="${r1(len * 1.12)}" height="${r1(h * 0.4)}" ` +
      `rx="${r1(h * 0.2)}" fill="${toHex(sole)}"/>`,
  );
  if (s.accent !== undefined) {
    svg.add(
      `<path d="M${r1(cx - len * 0.3)} ${r1(cy + h * 0.2)}Q${r1(cx)} ${r1(cy - h * 0.5)} ${r1(cx + len * 0.3)} ${r1(cy + h * 0.2)}" ` +
        `stroke="${toHex(s.accent)}" stroke-width="4" fill="none"/>`,
    );
  }
}

/** Hips/seat of trousers, a skirt, or (sitting) the garment over the thighs. */
function drawBottomBody(ctx: Ctx): void {
  const { svg, d, f, o } = ctx;
  const b = o.dress === undefined ? o.bottom : undefined;
  if (b === undefined) return;
  const paint = svg.shade(b.color);
  if (b.kind === 'skirt') {
    if (f.sitting) {
      svg.add(`<path d="${poly(torsoBand(f, d, f.waistY - 6, f.crotchY, 4))}" fill="${paint}"/>`);
      for (const leg of f.legs) {
        svg.add(
          `<path d="${capsule(leg.pts[0], lerp(leg.pts[0], leg.pts[1], 0.85), d.thighW + 14, d.thighW + 6)}" fill="${paint}"/>`,
        );
      }
      return;
    }
    const hem = Math.min(f.legs[0].pts[1][1], f.legs[1].pts[1][1]) + 12;
    svg.add(`<path d="${smooth(torsoBand(f, d, f.waistY - 6, hem, 6, -0.05), 0.5)}" fill="${paint}"/>`);
    return;
  }
  svg.add(`<path d="${poly(torsoBand(f, d, f.waistY - 4, f.crotchY - 2, 5))}" fill="${paint}"/>`);
  svg.add(
    `<path d="M${r1(f.cx - torsoHalfWidth(f, d, f.waistY) - 5)} ${r1(f.waistY + 8)}L${r1(f.cx + torsoHalfWidth(f, d, f.waistY) + 5)} ${r1(f.waistY + 8)}" ` +
      `stroke="${toHex(darken(b.color, 0.3))}" stroke-width="3" opacity="0.6"/>`,
  );
}

function drawDress(ctx: Ctx): void {
  const { svg, d, f, o } = ctx;
  const dr = o.dress;
  if (dr === undefined) return;
  const paint = svg.shade(dr.color);
  const floor = dr.length === 'floor';
  if (f.sitting) {
    svg.add(
      `<path d="${smooth(torsoBand(f, d, f.shoulderY + 14, f.crotchY, 5, 0, 20), 0.4)}" fill="${paint}"/>`,
    );
    for (const leg of f.legs) {
      svg.add(
        `<path d="${capsule(leg.pts[0], lerp(leg.pts[0], leg.pts[1], 0.92), d.thighW + 16, d.thighW + 8)}" fill="${paint}"/>`,
      );
    }
    if (floor) {
      const k = f.legs[1].pts[1];
      svg.add(
        `<path d="${poly([
          [k[0] - 40, k[1] - 10],
          [k[0] + 30, k[1] - 10],
          [k[0] + 60, f.floorY - 14],
          [k[0] - 70, f.floorY - 14],
        ])}" fill="${paint}"/>`,
      );
    }
    return;
  }
  const hem = floor ? f.floorY - 22 : Math.min(f.legs[0].pts[1][1], f.legs[1].pts[1][1]) + 10;
  const band = torsoBand(f, d, f.shoulderY + 14, hem, 5, floor ? 0.28 : 0.16, 26);
  svg.add(`<path d="${smooth(band, 0.35)}" fill="${paint}"/>`);
  // A waist seam and a couple of soft folds.
  const ww = torsoHalfWidth(f, d, f.waistY) + 5;
  svg.add(
    `<path d="M${r1(f.cx - ww)} ${r1(f.waistY)}L${r1(f.cx + ww)} ${r1(f.waistY)}" stroke="${toHex(darken(dr.color, 0.3))}" stroke-width="3" opacity="0.5"/>`,
  );
  for (const k of [-0.45, 0.1, 0.5]) {
    const x = f.cx + k * d.hipW;
    svg.add(
      `<path d="M${r1(x)} ${r1(f.hipY)}L${r1(x + k * 30)} ${r1(hem - 8)}" stroke="${toHex(darken(dr.color, 0.22))}" ` +
        `stroke-width="3" opacity="0.45" fill="none"/>`,
    );
  }
}

function drawTop(ctx: Ctx): void {
  const { svg, d, f, o } = ctx;
  const t = o.top;
  if (t === undefined || o.dress !== undefined) return;
  const paint = svg.shade(t.color);
  const tucked = t.kind === 'shirt' || t.kind === 'blouse';
  const hemY = tucked ? f.waistY + 14 : f.hipY - 6;
  const neckline = t.kind === 'tank' ? 34 : t.kind === 'knit' ? 4 : 14;
  svg.add(
    `<path d="${smooth(torsoBand(f, d, f.shoulderY - 2, hemY, 4, 0, neckline), 0.4)}" fill="${paint}"/>`,
  );
  if (t.striped) {
    // Horizontal bands in a contrasting tone, inside the torso's outline.
    const light = 0.299 * t.color.r + 0.587 * t.color.g + 0.114 * t.color.b > 140;
    const band = light ? darken(t.color, 0.55) : lighten(t.color, 0.6);
    for (let y = f.shoulderY + 40; y + 12 < hemY - 4; y += 30) {
      const w = torsoHalfWidth(f, d, y + 6) + 2;
      svg.add(
        `<rect x="${r1(f.cx - w)}" y="${r1(y)}" width="${r1(2 * w)}" height="12" fill="${svg.shade(band)}"/>`,
      );
    }
  }
  if (t.kind === 'knit') {
    // Knitwear: a ribbed hem band (thin darker lines close together) and a high round neck.
    const rib = toHex(darken(t.color, 0.45));
    for (let y = hemY - 26; y < hemY - 2; y += 5) {
      const w = torsoHalfWidth(f, d, y) + 3;
      svg.add(`<rect x="${r1(f.cx - w)}" y="${r1(y)}" width="${r1(2 * w)}" height="2" fill="${rib}"/>`);
    }
  }
  if (t.kind === 'tank') {
    // Bare shoulders: skin between the straps and the shoulder edge.
    const sw = torsoHalfWidth(f, d, f.shoulderY + 30);
    for (const side of [-1, 1]) {
      if (f.facing === 'right' && side === -1) continue;
      svg.add(
        `<path d="${capsule([f.cx + side * sw * 0.58, f.shoulderY + 4], [f.cx + side * (sw - 4), f.shoulderY + 40], 30, 26)}" ` +
          `fill="${svg.shade(ctx.skin)}"/>`,
      );
    }
  }
  if (o.stripe !== undefined) {
    const w = torsoHalfWidth(f, d, f.shoulderY + 120) + 4;
    svg.add(
      `<rect x="${r1(f.cx - w)}" y="${r1(f.shoulderY + 120)}" width="${r1(2 * w)}" height="10" fill="${toHex(o.stripe)}" opacity="0.9"/>`,
    );
  }
}

/** The outer layer: a blazer (business) or suit jacket (formal), with lapels and the shirt showing. */
function drawOuter(ctx: Ctx): void {
  const { svg, d, f, o } = ctx;
  if (o.outer === undefined || o.dress !== undefined) return;
  const c = o.outer.color;
  const hemY = f.hipY + 22;
  svg.add(
    `<path d="${smooth(torsoBand(f, d, f.shoulderY - 4, hemY, 8, 0.05), 0.4)}" fill="${svg.shade(c)}"/>`,
  );
  const vY = f.waistY - 20;
  const shirt = o.top?.color ?? hex('#f7f7f7');
  const nw = d.neckW + 8;
  if (f.facing === 'front') {
    svg.add(
      `<path d="${poly([
        [f.cx - nw, f.shoulderY - 2],
        [f.cx + nw, f.shoulderY - 2],
        [f.cx, vY],
      ])}" fill="${toHex(shirt)}"/>`,
    );
    const lapel = toHex(darken(c, 0.25));
    svg.add(
      `<path d="M${r1(f.cx - nw)} ${r1(f.shoulderY - 2)}L${r1(f.cx - nw - 26)} ${r1(f.shoulderY + 70)}L${r1(f.cx)} ${r1(vY)}" ` +
        `stroke="${lapel}" stroke-width="4" fill="none"/>`,
    );
    svg.add(
      `<path d="M${r1(f.cx + nw)} ${r1(f.shoulderY - 2)}L${r1(f.cx + nw + 26)} ${r1(f.shoulderY + 70)}L${r1(f.cx)} ${r1(vY)}" ` +
        `stroke="${lapel}" stroke-width="4" fill="none"/>`,
    );
    if (o.tie !== undefined) {
      svg.add(
        `<path d="${poly([
          [f.cx - 8, f.shoulderY + 2],
          [f.cx + 8, f.shoulderY + 2],
          [f.cx + 12, vY - 14],
          [f.cx, vY + 4],
          [f.cx - 12, vY - 14],
        ])}" fill="${svg.shade(o.tie)}"/>`,
      );
    }
    for (const by of [vY + 14, vY + 54]) {
      svg.add(`<circle cx="${r1(f.cx + 3)}" cy="${r1(by)}" r="4.5" fill="${toHex(darken(c, 0.45))}"/>`);
    }
    const pw = torsoHalfWidth(f, d, f.shoulderY + 90);
    svg.add(
      `<path d="M${r1(f.cx + pw * 0.45)} ${r1(f.shoulderY + 92)}L${r1(f.cx + pw * 0.8)} ${r1(f.shoulderY + 88)}" stroke="${toHex(lighten(c, 0.35))}" stroke-width="5"/>`,
    );
  } else {
    // Side view: a sliver of shirt and the lapel line at the front edge.
    const fx = f.cx + torsoHalfWidth(f, d, f.shoulderY + 40) + 8;
    svg.add(
      `<path d="${poly([
        [fx - 18, f.shoulderY],
        [fx + 2, f.shoulderY + 8],
        [fx - 6, vY],
      ])}" fill="${toHex(shirt)}"/>`,
    );
    if (o.tie !== undefined) {
      svg.add(
        `<path d="${poly([
          [fx - 6, f.shoulderY + 8],
          [fx + 2, f.shoulderY + 12],
          [fx - 4, vY - 10],
        ])}" fill="${toHex(o.tie)}"/>`,
      );
    }
  }
}

/** An arm: skin, then the sleeve of whatever is worn on top of it. */
function drawArm(ctx: Ctx, arm: Limb): void {
  const { svg, d, o, skin } = ctx;
  const [sh, el, wr] = arm.pts;
  const dim = arm.behind ? 0.1 : 0;
  const skinPaint = svg.shade(darken(skin, dim));
  const w = d.armW;
  const hand = lerp(el, wr, 1.12);
  const [hx, hy] = hand;
  const handPath = `M${r1(hx - w * 0.42)} ${r1(hy)}a${r1(w * 0.42)} ${r1(w * 0.55)} 0 1 0 ${r1(w * 0.84)} 0a${r1(w * 0.42)} ${r1(w * 0.55)} 0 1 0 ${r1(-w * 0.84)} 0Z`;
  svg.add(
    `<path d="${capsule(sh, el, w, w * 0.86)}${capsule(el, wr, w * 0.86, w * 0.66)}${handPath}" fill="${skinPaint}"/>`,
  );
  const sleeve = (c: Rgb, long: boolean, ease: number): void => {
    const paint = svg.shade(darken(c, dim));
    if (long) {
      svg.add(
        `<path d="${capsule(sh, el, w + ease, w * 0.86 + ease)}${capsule(el, lerp(el, wr, 0.95), w * 0.86 + ease, w * 0.7 + ease)}" fill="${paint}"/>`,
      );
    } else {
      svg.add(
        `<path d="${capsule(sh, lerp(sh, el, 0.45), w + ease + 2, w * 0.95 + ease)}" fill="${paint}"/>`,
      );
    }
  };
  if (o.dress === undefined && o.top !== undefined && o.top.kind !== 'tank') {
    sleeve(o.top.color, o.top.kind === 'shirt' || o.top.kind === 'blouse' || o.top.kind === 'knit', 6);
  }
  if (o.dress === undefined && o.outer !== undefined) sleeve(o.outer.color, true, 10);
}

function drawNeck({ svg, d, f, skin }: Ctx): void {
  const top: Pt = [f.headCx - (f.facing === 'right' ? 6 : 0), f.headCy + 40];
  const bottom: Pt = [f.cx, f.shoulderY + 10];
  svg.add(
    `<path d="${capsule(top, bottom, d.neckW * 2, d.neckW * 2.1)}" fill="${svg.shade(darken(skin, 0.06))}"/>`,
  );
}

/** Shapes (no fill) of the hair behind the head and shoulders: long, straight, medium and curly styles. */
function backHairShapes({ a, d, f }: Ctx): string[] {
  const { headCx: hx, headCy: hy } = f;
  const rx = d.headRx;
  const ry = d.headRy;
  // In profile the hair falls behind the head, not over the face.
  const x = hx + (f.facing === 'right' ? -rx * 0.42 : 0);
  switch (a.hairStyle) {
    case 'long': {
      const bottom = hy + 330;
      const pts: Pt[] = [
        [x, hy - ry - 8],
        [x + rx * 1.1, hy - ry * 0.55],
        [x + rx * 1.22, hy + 40],
        [x + rx * 1.5, hy + 180],
        [x + rx * 1.42, bottom - 30],
        [x + rx * 1.0, bottom],
        [x + rx * 0.4, bottom - 22],
        [x - rx * 0.4, bottom - 22],
        [x - rx * 1.0, bottom],
        [x - rx * 1.42, bottom - 30],
        [x - rx * 1.5, hy + 180],
        [x - rx * 1.22, hy + 40],
        [x - rx * 1.1, hy - ry * 0.55],
      ];
      return [`<path d="${smooth(pts)}"/>`];
    }
    case 'straight': {
      const bottom = hy + 178;
      return [
        `<path d="M${r1(x - rx * 1.12)} ${r1(hy - 10)}A${r1(rx * 1.12)} ${r1(ry * 1.1)} 0 0 1 ${r1(x + rx * 1.12)} ${r1(hy - 10)}` +
          `L${r1(x + rx * 1.16)} ${r1(bottom)}L${r1(x - rx * 1.16)} ${r1(bottom)}Z"/>`,
      ];
    }
    case 'medium': {
      // A woman's medium cut falls to the jaw (a bob); a man's covers the ears and stops above the jaw,
      // which reads as a man's haircut and not as a bob.
      const male = a.gender === 'male';
      const side = male ? hy + 6 : hy + 40;
      const low = male ? hy + ry * 0.3 : hy + ry + 18;
      const inner = male ? hy + ry * 0.15 : hy + ry + 4;
      const pts: Pt[] = [
        [x, hy - ry - 8],
        [x + rx * 1.12, hy - ry * 0.5],
        [x + rx * (male ? 1.14 : 1.2), side],
        [x + rx * (male ? 0.98 : 1.02), low],
        [x + rx * 0.7, inner],
        [x - rx * 0.7, inner],
        [x - rx * (male ? 0.98 : 1.02), low],
        [x - rx * (male ? 1.14 : 1.2), side],
        [x - rx * 1.12, hy - ry * 0.5],
      ];
      return [`<path d="${smooth(pts)}"/>`];
    }
    case 'curly': {
      const R = 25;
      const out = [`<ellipse cx="${r1(x)}" cy="${r1(hy + 6)}" rx="${r1(rx * 1.22)}" ry="${r1(ry * 1.12)}"/>`];
      for (let i = 0; i <= 16; i++) {
        const ang = Math.PI * (0.92 + (1.16 * i) / 16);
        out.push(
          `<circle cx="${r1(x + Math.cos(ang) * rx * 1.3)}" cy="${r1(hy + 8 + Math.sin(ang) * ry * 1.2)}" r="${R}"/>`,
        );
      }
      for (const side of [-1, 1]) {
        for (let k = 0; k < 3; k++) {
          out.push(
            `<circle cx="${r1(x + side * rx * (1.18 - k * 0.08))}" cy="${r1(hy + 40 + k * 30)}" r="${R}"/>`,
          );
        }
      }
      return out;
    }
    case 'short':
      return [];
  }
}

/** Shapes (no fill) of the hair over the top of the head: the fringe tells the styles apart. */
function frontHairShapes({ a, d, f }: Ctx): string[] {
  const { headCx: hx, headCy: hy } = f;
  const rx = d.headRx;
  const ry = d.headRy;
  const x = hx + (f.facing === 'right' ? -6 : 0);
  const top = hy - ry - 6;
  switch (a.hairStyle) {
    case 'short': {
      const line = hy - ry * 0.42;
      return [
        `<path d="M${r1(x - rx * 1.04)} ${r1(hy - 4)}Q${r1(x - rx * 1.12)} ${r1(top)} ${r1(x)} ${r1(top)}` +
          `Q${r1(x + rx * 1.12)} ${r1(top)} ${r1(x + rx * 1.04)} ${r1(hy - 4)}` +
          `Q${r1(x + rx * 0.8)} ${r1(line)} ${r1(x)} ${r1(line + 4)}Q${r1(x - rx * 0.8)} ${r1(line)} ${r1(x - rx * 1.04)} ${r1(hy - 4)}Z"/>`,
      ];
    }
    case 'medium':
      // A side-swept fringe.
      return [
        `<path d="M${r1(x - rx * 1.08)} ${r1(hy + 20)}Q${r1(x - rx * 1.15)} ${r1(top)} ${r1(x)} ${r1(top)}` +
          `Q${r1(x + rx * 1.15)} ${r1(top)} ${r1(x + rx * 1.08)} ${r1(hy + 10)}` +
          `Q${r1(x + rx * 0.5)} ${r1(hy - ry * 0.55)} ${r1(x - rx * 0.55)} ${r1(hy - ry * 0.2)}` +
          `Q${r1(x - rx * 0.85)} ${r1(hy - 10)} ${r1(x - rx * 1.08)} ${r1(hy + 20)}Z"/>`,
      ];
    case 'long':
      // Centre parting, hair framing the face.
      return [
        `<path d="M${r1(x - rx * 1.1)} ${r1(hy + 60)}Q${r1(x - rx * 1.18)} ${r1(top)} ${r1(x)} ${r1(top)}` +
          `Q${r1(x + rx * 1.18)} ${r1(top)} ${r1(x + rx * 1.1)} ${r1(hy + 60)}` +
          `Q${r1(x + rx * 0.78)} ${r1(hy)} ${r1(x + rx * 0.62)} ${r1(hy - ry * 0.5)}` +
          `Q${r1(x + rx * 0.3)} ${r1(hy - ry * 0.72)} ${r1(x)} ${r1(hy - ry * 0.78)}` +
          `Q${r1(x - rx * 0.3)} ${r1(hy - ry * 0.72)} ${r1(x - rx * 0.62)} ${r1(hy - ry * 0.5)}` +
          `Q${r1(x - rx * 0.78)} ${r1(hy)} ${r1(x - rx * 1.1)} ${r1(hy + 60)}Z"/>`,
      ];
    case 'straight': {
      // A blunt, straight fringe.
      const fringe = hy - ry * 0.28;
      return [
        `<path d="M${r1(x - rx * 1.1)} ${r1(hy + 40)}L${r1(x - rx * 1.1)} ${r1(hy - ry * 0.4)}` +
          `Q${r1(x - rx * 1.05)} ${r1(top)} ${r1(x)} ${r1(top)}Q${r1(x + rx * 1.05)} ${r1(top)} ${r1(x + rx * 1.1)} ${r1(hy - ry * 0.4)}` +
          `L${r1(x + rx * 1.1)} ${r1(hy + 40)}L${r1(x + rx * 0.86)} ${r1(hy + 40)}L${r1(x + rx * 0.86)} ${r1(fringe)}` +
          `L${r1(x - rx * 0.86)} ${r1(fringe)}L${r1(x - rx * 0.86)} ${r1(hy + 40)}Z"/>`,
      ];
    }
    case 'curly': {
      const out: string[] = [];
      for (let i = 0; i <= 8; i++) {
        const ang = Math.PI * (1.08 + (0.84 * i) / 8);
        out.push(
          `<circle cx="${r1(x + Math.cos(ang) * rx * 0.92)}" cy="${r1(hy - 8 + Math.sin(ang) * ry * 0.9)}" r="21"/>`,
        );
      }
      return out;
    }
  }
}

/** Draws hair shapes in the hair colour. */
function drawHairShapes({ svg, hair }: Ctx, shapes: string[]): void {
  if (shapes.length > 0) svg.add(`<g fill="${svg.shade(hair, 0.8)}">${shapes.join('')}</g>`);
}

/** Curly and medium hair sit on the head only: drawn with the head (behind the face), so a tilt moves them too. */
function headBackHairShapes(ctx: Ctx): string[] {
  return ctx.a.hairStyle === 'curly' || ctx.a.hairStyle === 'medium' ? backHairShapes(ctx) : [];
}

/** Hair drawn behind the body (long and straight styles fall over the back and shoulders). */
function drawBackHair(ctx: Ctx): void {
  if (ctx.a.hairStyle === 'long' || ctx.a.hairStyle === 'straight') drawHairShapes(ctx, backHairShapes(ctx));
}

/**
 * Hair on the head (drawn with the head, so a tilt moves it too), a soft highlight, and grey strands
 * clipped to the hair on top: a few at the temples when middle-aged, more when older.
 */
function drawHeadHair(ctx: Ctx): void {
  const { svg, a, d, f, hair } = ctx;
  const front = frontHairShapes(ctx);
  drawHairShapes(ctx, front);
  const { headCx: hx, headCy: hy } = f;
  const rx = d.headRx;
  const ry = d.headRy;
  const top = hy - ry - 6;
  const x = hx + (f.facing === 'right' ? -6 : 0);
  svg.add(
    `<path d="M${r1(x - rx * 0.55)} ${r1(top + 22)}Q${r1(x - rx * 0.1)} ${r1(top + 4)} ${r1(x + rx * 0.4)} ${r1(top + 16)}" ` +
      `stroke="${toHex(lighten(hair, 0.35))}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.45"/>`,
  );
  if (a.age === 'young' || a.hairColor === 'gray' || front.length === 0) return;
  const older = a.age === 'older';
  svg.def(`<clipPath id="hairclip">${front.join('')}</clipPath>`);
  const strands: string[] = [];
  // Temples: short strands down the sides of the head.
  for (const side of [-1, 1]) {
    for (let k = 0; k < (older ? 3 : 2); k++) {
      const sx = x + side * rx * (1.05 - k * 0.07);
      strands.push(
        `M${r1(sx)} ${r1(hy - ry * 0.45)}Q${r1(sx + side * 4)} ${r1(hy - 6)} ${r1(sx)} ${r1(hy + 24)}`,
      );
    }
  }
  if (older) {
    // Strands over the crown, following the curve of the head.
    for (let k = 0; k < 6; k++) {
      const a0 = Math.PI * (1.12 + k * 0.13);
      const a1 = a0 + 0.22;
      const rr = 0.9 + (k % 2) * 0.1;
      const p0: Pt = [x + Math.cos(a0) * rx * rr, hy + Math.sin(a0) * ry * rr];
      const p1: Pt = [x + Math.cos(a1) * rx * rr, hy + Math.sin(a1) * ry * rr];
      const m: Pt = [
        x + Math.cos((a0 + a1) / 2) * rx * (rr + 0.08),
        hy + Math.sin((a0 + a1) / 2) * ry * (rr + 0.08),
      ];
      strands.push(`M${pt(p0)}Q${pt(m)} ${pt(p1)}`);
    }
  }
  svg.add(
    `<g clip-path="url(#hairclip)" stroke="#d4d4d4" stroke-width="${older ? 4 : 3.5}" fill="none" ` +
      `stroke-linecap="round" opacity="${older ? 0.85 : 0.6}">${strands.map((s) => `<path d="${s}"/>`).join('')}</g>`,
  );
}

/**
 * Facial hair in the hair colour, centred on the mouth (`mx`: the middle of the face from the front, its
 * front half in profile) and clipped to the face, a little enlarged below so a beard has some volume.
 * A full beard covers the cheeks, jaw and chin below the mouth and has a moustache; a goatee only the
 * chin; a moustache sits between the nose and the mouth; stubble is a light shade over the beard area.
 * The mouth is drawn after it, in the gap left between moustache and beard.
 */
function drawFacialHair(ctx: Ctx, face: readonly Pt[], mx: number): void {
  const { svg, d, f, hair, look } = ctx;
  if (look.facialHair.length === 0) return;
  const { headCx: hx, headCy: hy } = f;
  const rx = d.headRx;
  const ry = d.headRy;
  const side = f.facing === 'right';
  const has = (h: FacialHair): boolean => look.facialHair.includes(h);
  // The face's outline, pushed out below the cheekbones (most at the chin) for the beard's volume.
  const grown = face.map(([x, y]): Pt => {
    const t = Math.max(0, Math.min(1, (y - hy) / ry));
    return [hx + (x - hx) * (1 + 0.06 * t), y + 14 * t * t];
  });
  const clip = (id: string, outline: readonly Pt[]): string => {
    svg.def(`<clipPath id="${id}"><path d="${smooth(outline)}"/></clipPath>`);
    return `clip-path="url(#${id})"`;
  };
  // Half-widths scale with the face; in profile the far half is hidden behind the cheek.
  const w = side ? 0.62 : 1;
  // Round the mouth: the inner edge of a beard goes round the mouth corners and under the lower lip.
  const roundMouth: Pt[] = [
    [mx - 27 * w, hy + 36],
    [mx - 16 * w, hy + 51],
    [mx, hy + 54],
    [mx + 16 * w, hy + 51],
    [mx + 27 * w, hy + 36],
  ];
  // Cheeks, jaw and chin below the mouth, the outer edge well outside the (clipped) face. From the front:
  // sideburns that widen down the cheeks. In profile: a sideburn in front of the ear, down to the back
  // of the jaw below it.
  const beardArea: Pt[] = side
    ? [
        [hx + 2, hy - 2],
        [hx + 13, hy - 2],
        [hx + 15, hy + 22],
        ...roundMouth,
        [hx + rx + 24, hy + 30],
        [hx + rx + 24, hy + ry],
        [mx, hy + ry + 40],
        [hx - 10, hy + ry + 12],
        [hx - 7, hy + ry * 0.6],
      ]
    : [
        [mx - rx * 1.02 - 8, hy - 2],
        [mx - rx * 0.8, hy + 22],
        ...roundMouth,
        [mx + rx * 0.8, hy + 22],
        [mx + rx * 1.02 + 8, hy - 2],
        [mx + rx * 1.3 + 10, hy + ry * 0.9],
        [mx, hy + ry + 40],
        [mx - rx * 1.3 - 10, hy + ry * 0.9],
      ];
  const moustache: Pt[] = [
    [mx - 27 * w, hy + 43],
    [mx - 22 * w, hy + 31],
    [mx - 6 * w, hy + 28],
    [mx, hy + 30],
    [mx + 6 * w, hy + 28],
    [mx + 22 * w, hy + 31],
    [mx + 27 * w, hy + 43],
    [mx + 16 * w, hy + 37],
    [mx, hy + 36],
    [mx - 16 * w, hy + 37],
  ];
  const goatee: Pt[] = [
    [mx - 15 * w, hy + 49],
    [mx, hy + 52],
    [mx + 15 * w, hy + 49],
    [mx + 21 * w, hy + 62],
    [mx + 12 * w, hy + ry + 6],
    [mx, hy + ry + 10],
    [mx - 12 * w, hy + ry + 6],
    [mx - 21 * w, hy + 62],
  ];
  const paint = svg.shade(hair, 0.8);
  if (has('stubble') && !has('beard')) {
    // A light shade over the beard area and the upper lip, inside the face.
    svg.add(
      `<g ${clip('stubbleclip', face)} fill="${toHex(hair)}" opacity="0.32">` +
        `<path d="${smooth(beardArea, 0.6)}"/><path d="${smooth(moustache, 0.6)}"/></g>`,
    );
  }
  const solid: string[] = [];
  if (has('beard')) solid.push(`<path d="${smooth(beardArea, 0.6)}"/>`);
  else if (has('goatee')) solid.push(`<path d="${smooth(goatee, 0.8)}"/>`);
  if (has('beard') || has('moustache')) solid.push(`<path d="${smooth(moustache, 0.6)}"/>`);
  if (solid.length > 0) svg.add(`<g ${clip('beardclip', grown)} fill="${paint}">${solid.join('')}</g>`);
}

function drawHead(ctx: Ctx): void {
  const { svg, a, d, f, skin, hair } = ctx;
  const { headCx: hx, headCy: hy } = f;
  const rx = d.headRx;
  const ry = d.headRy;
  const male = a.gender === 'male';
  const skinPaint = svg.shade(skin, 0.7);
  const line = toHex(darken(skin, 0.32));
  const side = f.facing === 'right';
  svg.add(`<g transform="rotate(${f.headTilt} ${r1(hx)} ${r1(hy + ry)})">`);
  drawHairShapes(ctx, headBackHairShapes(ctx));
  // Ears (visible with short hair): beside the face from the front, on the face in profile.
  const ear = (ex: number): void =>
    svg.add(
      `<ellipse cx="${r1(ex)}" cy="${r1(hy + 6)}" rx="11" ry="17" fill="${toHex(darken(skin, 0.08))}"/>`,
    );
  if (!side) [hx - rx * 0.98, hx + rx * 0.98].forEach(ear);
  const jaw = male ? 0.82 : 0.72;
  const face: Pt[] = [
    [hx, hy - ry],
    [hx + rx, hy - ry * 0.35],
    [hx + rx * 0.96, hy + ry * 0.25],
    [hx + rx * jaw, hy + ry * 0.72],
    [hx, hy + ry],
    [hx - rx * jaw, hy + ry * 0.72],
    [hx - rx * 0.96, hy + ry * 0.25],
    [hx - rx, hy - ry * 0.35],
  ];
  svg.add(`<path d="${smooth(face)}" fill="${skinPaint}"/>`);
  if (side) {
    // Profile: a nose and chin on the right edge.
    svg.add(
      `<path d="M${r1(hx + rx * 0.9)} ${r1(hy - 8)}L${r1(hx + rx + 14)} ${r1(hy + 22)}L${r1(hx + rx * 0.92)} ${r1(hy + 30)}Z" fill="${skinPaint}"/>`,
    );
    ear(hx - rx * 0.15);
  }
  const brow = toHex(darken(hair, a.hairColor === 'blonde' || a.hairColor === 'gray' ? 0.35 : 0.1));
  const eyeXs = side ? [hx + rx * 0.5] : [hx - 21, hx + 21];
  for (const ex of eyeXs) {
    svg.add(`<ellipse cx="${r1(ex)}" cy="${r1(hy - 2)}" rx="8.5" ry="5" fill="#fbfaf8"/>`);
    svg.add(`<circle cx="${r1(ex + (side ? 3 : 0))}" cy="${r1(hy - 2)}" r="4.4" fill="#3a2a20"/>`);
    svg.add(
      `<path d="M${r1(ex - 12)} ${r1(hy - 17)}Q${r1(ex)} ${r1(hy - (male ? 22 : 25))} ${r1(ex + 12)} ${r1(hy - 17)}" ` +
        `stroke="${brow}" stroke-width="${male ? 4.5 : 3}" fill="none" stroke-linecap="round"/>`,
    );
    if (!male) {
      svg.add(
        `<path d="M${r1(ex - 9)} ${r1(hy - 4)}Q${r1(ex)} ${r1(hy - 10)} ${r1(ex + 10)} ${r1(hy - 5)}" stroke="#2a1d16" stroke-width="2" fill="none"/>`,
      );
    }
  }
  const nx = side ? hx + rx * 0.78 : hx;
  svg.add(
    `<path d="M${r1(nx)} ${r1(hy + 6)}Q${r1(nx + 6)} ${r1(hy + 22)} ${r1(nx - 4)} ${r1(hy + 26)}" stroke="${line}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
  );
  const mx = side ? hx + rx * 0.62 : hx;
  if (a.age === 'young') {
    for (const ex of eyeXs) {
      svg.add(
        `<circle cx="${r1(ex + (side ? 0 : ex < hx ? -6 : 6))}" cy="${r1(hy + 24)}" r="11" fill="#e8848c" opacity="0.18"/>`,
      );
    }
  }
  if (a.age !== 'young') {
    // Forehead lines; older faces also get smile lines and a line under the eyes.
    const n = a.age === 'older' ? 2 : 1;
    for (let i = 0; i < n; i++) {
      const y = hy - ry * 0.45 + i * 9;
      svg.add(
        `<path d="M${r1(hx - 22 + (side ? 18 : 0))} ${r1(y)}Q${r1(hx + (side ? 18 : 0))} ${r1(y - 4)} ${r1(hx + 22 + (side ? 18 : 0))} ${r1(y)}" ` +
          `stroke="${line}" stroke-width="1.6" fill="none" opacity="0.55"/>`,
      );
    }
    if (a.age === 'older') {
      for (const ex of eyeXs) {
        svg.add(
          `<path d="M${r1(ex - 8)} ${r1(hy + 9)}Q${r1(ex)} ${r1(hy + 13)} ${r1(ex + 8)} ${r1(hy + 9)}" stroke="${line}" stroke-width="1.4" fill="none" opacity="0.5"/>`,
        );
      }
      const sides = side ? [1] : [-1, 1];
      for (const s of sides) {
        const bx = (side ? mx : hx) + s * 22;
        svg.add(
          `<path d="M${r1(bx)} ${r1(hy + 22)}Q${r1(bx + s * 6)} ${r1(hy + 36)} ${r1(bx + s * 2)} ${r1(hy + 48)}" stroke="${line}" stroke-width="1.6" fill="none" opacity="0.5"/>`,
        );
      }
    }
  }
  // Facial hair over the cheeks and lines, the mouth over the facial hair (it stays readable).
  drawFacialHair(ctx, face, mx);
  const lips = male ? darken(skin, 0.28) : mix(darken(skin, 0.2), hex('#b5485a'), 0.45);
  svg.add(
    `<path d="M${r1(mx - (side ? 10 : 15))} ${r1(hy + 40)}Q${r1(mx)} ${r1(hy + (male ? 45 : 48))} ${r1(mx + (side ? 8 : 15))} ${r1(hy + 40)}" ` +
      `stroke="${toHex(lips)}" stroke-width="${male ? 3.5 : 5}" fill="none" stroke-linecap="round"/>`,
  );
  drawHeadHair(ctx);
  svg.add('</g>');
}

/**
 * Builds the SVG markup for a person. Exposed for tests and debugging; see {@link renderPerson}. The
 * look (facial hair, height) comes from the prompt unless given.
 */
export function personSvg(
  attributes: PersonAttributes,
  prompt?: string,
  look: PromptLook = parseLook(prompt),
): string {
  const svg = new Svg();
  const d = bodyDims(attributes);
  const f = stretched(figureFor(attributes, d), STATURE_SCALE[look.stature]);
  const ctx: Ctx = {
    svg,
    a: attributes,
    d,
    f,
    o: resolveOutfit(attributes, prompt),
    look,
    skin: hex(SKIN_TONES[attributes.ethnicity]),
    hair: hex(HAIR_TONES[attributes.hairColor]),
  };
  drawBackground(ctx);
  drawBackHair(ctx);
  drawStool(ctx);
  for (const arm of f.arms) if (arm.behind) drawArm(ctx, arm);
  for (const leg of f.legs) if (leg.behind) drawLeg(ctx, leg);
  for (const leg of f.legs) if (!leg.behind) drawLeg(ctx, leg);
  drawBottomBody(ctx);
  drawNeck(ctx);
  drawDress(ctx);
  drawTop(ctx);
  drawOuter(ctx);
  for (const arm of f.arms) if (!arm.behind) drawArm(ctx, arm);
  drawHead(ctx);
  return svg.toString();
}

/**
 * The drawn figure's joints, in image pixels, image-left side first: the shoulders (where the arms
 * leave the torso), elbows, wrists, hips (the widest row of the pelvis, at the legs' sides), knees and
 * ankles, and the torso's outline from the shoulders to the hips. The evaluation set's reference marks
 * come from here (they are the drawing's own geometry, not a model's guess).
 */
export function personSkeleton(
  attributes: PersonAttributes,
  prompt?: string,
  look: PromptLook = parseLook(prompt),
): {
  shoulders: [Pt, Pt];
  elbows: [Pt, Pt];
  wrists: [Pt, Pt];
  hips: [Pt, Pt];
  knees: [Pt, Pt];
  ankles: [Pt, Pt];
  torso: Pt[];
} {
  const d = bodyDims(attributes);
  const f = stretched(figureFor(attributes, d), STATURE_SCALE[look.stature]);
  const byX = <T extends { pts: [Pt, Pt, Pt] }>(limbs: readonly T[]): T[] =>
    [...limbs].sort((a, b) => a.pts[0][0] - b.pts[0][0]);
  const arms = byX(f.arms);
  const legs = byX(f.legs);
  const pair = (limbs: { pts: [Pt, Pt, Pt] }[], i: number): [Pt, Pt] => [limbs[0].pts[i], limbs[1].pts[i]];
  const hipHalf = torsoHalfWidth(f, d, f.hipY);
  const hipX = (legs[0].pts[0][0] + legs[1].pts[0][0]) / 2;
  const hips: [Pt, Pt] = [
    [hipX - hipHalf * 0.62, f.hipY],
    [hipX + hipHalf * 0.62, f.hipY],
  ];
  const torso: Pt[] = [];
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const y = f.shoulderY + 20 + ((f.hipY - f.shoulderY - 20) * i) / steps;
    torso.push([hipX - torsoHalfWidth(f, d, y), y]);
  }
  for (let i = steps; i >= 0; i--) {
    const y = f.shoulderY + 20 + ((f.hipY - f.shoulderY - 20) * i) / steps;
    torso.push([hipX + torsoHalfWidth(f, d, y), y]);
  }
  return {
    shoulders: pair(arms, 0),
    elbows: pair(arms, 1),
    wrists: pair(arms, 2),
    hips,
    knees: pair(legs, 1),
    ankles: pair(legs, 2),
    torso,
  };
}

/** Renders a person (see {@link personSvg}) as an opaque PNG of {@link PERSON_WIDTH} x {@link PERSON_HEIGHT}. */
export async function renderPerson(
  attributes: PersonAttributes,
  prompt?: string,
  look: PromptLook = parseLook(prompt),
): Promise<Buffer> {
  return sharp(Buffer.from(personSvg(attributes, prompt, look)))
    .removeAlpha()
    .png()
    .toBuffer();
}
