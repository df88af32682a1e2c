/**
 * Colour helpers for the offline engine: named colours, RGB <-> HSL, mixing, and a simple skin-tone test.
 * Everything works on plain numbers (0-255 channels, hue in degrees, saturation/lightness 0-1) so the
 * per-pixel loops stay allocation-free where it matters.
 */

/** An sRGB colour, each channel 0-255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A colour in HSL: hue in degrees [0, 360), saturation and lightness in [0, 1]. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Parses `#rrggbb` (or `rrggbb`) into an {@link Rgb}. */
export function hex(value: string): Rgb {
  const v = value.startsWith('#') ? value.slice(1) : value;
  if (!/^[0-9a-fA-F]{6}$/.test(v)) throw new Error(`not a #rrggbb colour: ${value}`);
  return {
    r: parseInt(v.slice(0, 2), 16),
    g: parseInt(v.slice(2, 4), 16),
    b: parseInt(v.slice(4, 6), 16),
  };
}

/** Formats an {@link Rgb} as `#rrggbb` (channels are rounded and clamped). */
export function toHex(c: Rgb): string {
  const p = (n: number): string => clamp255(n).toString(16).padStart(2, '0');
  return `#${p(c.r)}${p(c.g)}${p(c.b)}`;
}

/** Rounds and clamps a channel value to 0-255. */
export function clamp255(n: number): number {
  return n <= 0 ? 0 : n >= 255 ? 255 : Math.round(n);
}

/** Converts RGB (0-255) to HSL. */
export function rgbToHsl(r: number, g: number, b: number): Hsl {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  return { h: hue(r, g, b), s: Math.min(1, d / (1 - Math.abs(2 * l - 1))), l };
}

/** The HSL (and HSV) hue of an RGB colour in degrees [0, 360); 0 for greys. Allocation-free. */
export function hue(r: number, g: number, b: number): number {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const d = max - Math.min(rn, gn, bn);
  if (d === 0) return 0;
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  h *= 60;
  return h < 0 ? h + 360 : h;
}

/**
 * Converts HSL to RGB (0-255, rounded). Per-pixel loops pass `out`, which is filled and returned, so
 * they allocate nothing.
 */
export function hslToRgb(h: number, s: number, l: number, out: Rgb = { r: 0, g: 0, b: 0 }): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const m = l - c / 2;
  // The largest channel is m + c, the smallest m, the middle one m + x.
  const hi = clamp255((c + m) * 255);
  const mid = clamp255((x + m) * 255);
  const lo = clamp255(m * 255);
  if (hp < 1) set(out, hi, mid, lo);
  else if (hp < 2) set(out, mid, hi, lo);
  else if (hp < 3) set(out, lo, hi, mid);
  else if (hp < 4) set(out, lo, mid, hi);
  else if (hp < 5) set(out, mid, lo, hi);
  else set(out, hi, lo, mid);
  return out;
}

function set(out: Rgb, r: number, g: number, b: number): void {
  out.r = r;
  out.g = g;
  out.b = b;
}

/** Linear mix of two colours: `t = 0` gives `a`, `t = 1` gives `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return {
    r: clamp255(a.r + (b.r - a.r) * t),
    g: clamp255(a.g + (b.g - a.g) * t),
    b: clamp255(a.b + (b.b - a.b) * t),
  };
}

/** Mixes towards white by `t` (0-1). */
export function lighten(c: Rgb, t: number): Rgb {
  return mix(c, { r: 255, g: 255, b: 255 }, t);
}

/** Mixes towards black by `t` (0-1). */
export function darken(c: Rgb, t: number): Rgb {
  return mix(c, { r: 0, g: 0, b: 0 }, t);
}

/** Squared Euclidean RGB distance. */
export function dist2(r1: number, g1: number, b1: number, r2: number, g2: number, b2: number): number {
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return dr * dr + dg * dg + db * db;
}

/** Smallest angle between two hues in degrees (0-180). */
export function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * A broad skin-tone test in YCbCr (covers light to deep skin tones). Used only to keep skin out of
 * recolouring; beige, tan and brown clothes can match it too, which the callers allow for.
 */
export function isSkinLike(r: number, g: number, b: number): boolean {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return y > 35 && y < 250 && cb >= 77 && cb <= 127 && cr >= 135 && cr <= 180 && r > g && r > b;
}

/**
 * Colour words the engine understands, with the colour each one means. Kept to common garment colours;
 * `gray` and `grey` are both accepted.
 */
export const COLOR_NAMES: Readonly<Record<string, string>> = {
  red: '#c62828',
  crimson: '#b0172f',
  scarlet: '#d3261f',
  maroon: '#6e1a2b',
  burgundy: '#7a1f35',
  wine: '#722f37',
  pink: '#e97ba8',
  rose: '#d9728a',
  coral: '#f26d5b',
  orange: '#ef7d22',
  peach: '#f4b183',
  yellow: '#f2c230',
  mustard: '#d4a017',
  gold: '#c9a23a',
  golden: '#c9a23a',
  green: '#2e7d32',
  emerald: '#1f8a5b',
  olive: '#6b7a2a',
  mint: '#98d8b8',
  sage: '#9caf88',
  khaki: '#bdaf7e',
  teal: '#138a8a',
  turquoise: '#30bfc0',
  cyan: '#22b8d1',
  blue: '#1e5bc6',
  navy: '#1f2a4d',
  indigo: '#3f3d8f',
  denim: '#3b5b85',
  purple: '#7b3fa0',
  violet: '#7f4fc0',
  lavender: '#b7a3d8',
  lilac: '#c8a2c8',
  magenta: '#c2187a',
  fuchsia: '#c2187a',
  brown: '#7a4a2a',
  chocolate: '#5a3420',
  tan: '#c19a6b',
  camel: '#c19a6b',
  beige: '#d8c3a0',
  cream: '#f1e6c8',
  ivory: '#f4efe1',
  white: '#f5f5f5',
  black: '#1a1a1a',
  gray: '#8c8c8c',
  grey: '#8c8c8c',
  charcoal: '#36393d',
  silver: '#bfc3c7',
};

/** Looks up a colour word (case-insensitive); undefined if the word is not a known colour. */
export function namedColor(word: string): Rgb | undefined {
  const v = COLOR_NAMES[word.toLowerCase()];
  return v === undefined ? undefined : hex(v);
}

/** Applies a modifier word ("light", "dark", "bright", ...) to a colour; unknown modifiers change nothing. */
export function applyModifier(c: Rgb, modifier: string | undefined): Rgb {
  if (modifier === undefined) return c;
  const { h, s, l } = rgbToHsl(c.r, c.g, c.b);
  switch (modifier) {
    case 'light':
    case 'pale':
    case 'pastel':
    case 'soft':
      return hslToRgb(h, s * 0.75, Math.max(l, 0.74));
    case 'dark':
    case 'deep':
      return hslToRgb(h, s, Math.min(l, 0.26));
    case 'bright':
    case 'vivid':
    case 'neon':
      return hslToRgb(h, Math.min(1, s * 1.3 + 0.1), Math.min(Math.max(l, 0.45), 0.6));
    default:
      return c;
  }
}

/** Modifier words recognised directly before a colour word. */
export const COLOR_MODIFIERS: ReadonlySet<string> = new Set([
  'light',
  'pale',
  'pastel',
  'soft',
  'dark',
  'deep',
  'bright',
  'vivid',
  'neon',
]);
