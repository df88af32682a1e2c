/**
 * Geometry for the fitted try-on: a projective transform (homography) from four point pairs and an
 * inverse-mapped bilinear warp of an RGBA image onto a layer of the person image's size.
 */

export interface Pt {
  x: number;
  y: number;
}

/** A 3x3 projective transform, row-major, h[8] = 1. */
export type Homography = Float64Array;

/** Solves A x = b (n x n, row-major) by Gaussian elimination with partial pivoting. */
export function solveLinear(a: Float64Array, b: Float64Array, n: number): Float64Array {
  const m = Float64Array.from(a);
  const v = Float64Array.from(b);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r * n + c]) > Math.abs(m[piv * n + c])) piv = r;
    if (Math.abs(m[piv * n + c]) < 1e-12) throw new Error('singular system');
    if (piv !== c) {
      for (let k = 0; k < n; k++) [m[c * n + k], m[piv * n + k]] = [m[piv * n + k], m[c * n + k]];
      [v[c], v[piv]] = [v[piv], v[c]];
    }
    for (let r = c + 1; r < n; r++) {
      const f = m[r * n + c] / m[c * n + c];
      if (f === 0) continue;
      for (let k = c; k < n; k++) m[r * n + k] -= f * m[c * n + k];
      v[r] -= f * v[c];
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let s = v[r];
    for (let k = r + 1; k < n; k++) s -= m[r * n + k] * x[k];
    x[r] = s / m[r * n + r];
  }
  return x;
}

/** The homography taking each `from[i]` to `to[i]` (four pairs, no three collinear). */
export function homography(from: readonly Pt[], to: readonly Pt[]): Homography {
  const a = new Float64Array(64);
  const b = new Float64Array(8);
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i];
    const { x: u, y: v } = to[i];
    a.set([x, y, 1, 0, 0, 0, -u * x, -u * y], i * 16);
    a.set([0, 0, 0, x, y, 1, -v * x, -v * y], i * 16 + 8);
    b[i * 2] = u;
    b[i * 2 + 1] = v;
  }
  const h = solveLinear(a, b, 8);
  return Float64Array.from([...h, 1]);
}

/** The inverse of a 3x3 matrix (row-major). */
export function invert3(m: Float64Array): Float64Array {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) throw new Error('singular transform');
  return Float64Array.from([
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ]);
}

/** Applies a homography to a point. */
export function project(h: Float64Array, p: Pt): Pt {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
}

/** An RGBA image, row-major. */
export interface Rgba {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A warped layer and the box of rows and columns it may cover ([x0, x1) x [y0, y1)). */
export interface WarpedLayer extends Rgba {
  bounds: { x0: number; y0: number; x1: number; y1: number };
}

/**
 * Warps `src` onto a new transparent layer of `width` x `height`, inside the box `[x0, x1) x [y0, y1)`:
 * each layer pixel is looked up in the source through `inverse` (layer -> source) with bilinear
 * sampling on premultiplied colour, so edges stay clean.
 */
export function warpInto(
  src: Rgba,
  width: number,
  height: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  inverse: (x: number, y: number, out: Pt) => Pt,
  /** Draw under this layer's pixels (into it) instead of onto a new layer. */
  under?: WarpedLayer,
): WarpedLayer {
  const out = under ? under.data : new Uint8Array(width * height * 4);
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(width, Math.ceil(box.x1));
  const y1 = Math.min(height, Math.ceil(box.y1));
  const { data, width: sw, height: sh } = src;
  const p: Pt = { x: 0, y: 0 };
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      inverse(x + 0.5, y + 0.5, p);
      const fx = p.x - 0.5;
      const fy = p.y - 0.5;
      if (fx < -1 || fy < -1 || fx > sw || fy > sh) continue;
      const ix = Math.floor(fx);
      const iy = Math.floor(fy);
      const tx = fx - ix;
      const ty = fy - iy;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0; k < 4; k++) {
        const sx = ix + (k & 1);
        const sy = iy + (k >> 1);
        if (sx < 0 || sy < 0 || sx >= sw || sy >= sh) continue;
        const wgt = (k & 1 ? tx : 1 - tx) * (k >> 1 ? ty : 1 - ty);
        const o = (sy * sw + sx) * 4;
        const wa = wgt * data[o + 3];
        r += data[o] * wa;
        g += data[o + 1] * wa;
        b += data[o + 2] * wa;
        a += wa;
      }
      if (a <= 0.5) continue;
      const o = (y * width + x) * 4;
      const na = Math.min(255, a) / 255;
      const ta = out[o + 3] / 255;
      if (ta === 0) {
        out[o] = Math.round(r / a);
        out[o + 1] = Math.round(g / a);
        out[o + 2] = Math.round(b / a);
        out[o + 3] = Math.round(na * 255);
        continue;
      }
      // Under what is there: the existing pixel over the new one.
      const oa = ta + na * (1 - ta);
      out[o] = Math.round((out[o] * ta + (r / a) * na * (1 - ta)) / oa);
      out[o + 1] = Math.round((out[o + 1] * ta + (g / a) * na * (1 - ta)) / oa);
      out[o + 2] = Math.round((out[o + 2] * ta + (b / a) * na * (1 - ta)) / oa);
      out[o + 3] = Math.round(oa * 255);
    }
  }
  const bounds = { x0, y0, x1: Math.max(x0, x1), y1: Math.max(y0, y1) };
  if (under) {
    if (bounds.x1 > bounds.x0 && bounds.y1 > bounds.y0) {
      under.bounds = {
        x0: Math.min(under.bounds.x0, bounds.x0),
        y0: Math.min(under.bounds.y0, bounds.y0),
        x1: Math.max(under.bounds.x1, bounds.x1),
        y1: Math.max(under.bounds.y1, bounds.y1),
      };
    }
    return under;
  }
  return { data: out, width, height, bounds };
}

/** A homography as a warp lookup function. */
export function homographyLookup(h: Float64Array): (x: number, y: number, out: Pt) => Pt {
  return (x, y, out) => {
    const w = h[6] * x + h[7] * y + h[8];
    out.x = (h[0] * x + h[1] * y + h[2]) / w;
    out.y = (h[3] * x + h[4] * y + h[5]) / w;
    return out;
  };
}
