import { homography, invert3, project, warpInto } from './warp.js';

describe('homography', () => {
  it('takes each of four points onto its pair, and its inverse takes them back', () => {
    const from = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 200 },
      { x: 0, y: 200 },
    ];
    const to = [
      { x: 10, y: 20 },
      { x: 130, y: 30 },
      { x: 120, y: 260 },
      { x: 5, y: 240 },
    ];
    const h = homography(from, to);
    const inv = invert3(h);
    from.forEach((p, i) => {
      const q = project(h, p);
      expect(q.x).toBeCloseTo(to[i].x, 6);
      expect(q.y).toBeCloseTo(to[i].y, 6);
      const back = project(inv, q);
      expect(back.x).toBeCloseTo(p.x, 6);
      expect(back.y).toBeCloseTo(p.y, 6);
    });
  });
});

describe('warpInto', () => {
  it('copies a square through a shift, with transparent pixels outside it', () => {
    const src = { data: new Uint8Array(4 * 4 * 4).fill(200), width: 4, height: 4 };
    const layer = warpInto(src, 10, 10, { x0: 0, y0: 0, x1: 10, y1: 10 }, (x, y, out) => {
      out.x = x - 3;
      out.y = y - 2;
      return out;
    });
    const alpha = (x: number, y: number) => layer.data[(y * 10 + x) * 4 + 3];
    expect(alpha(4, 3)).toBe(200);
    expect(layer.data[(3 * 10 + 4) * 4]).toBe(200);
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(9, 9)).toBe(0);
    expect(layer.bounds).toEqual({ x0: 0, y0: 0, x1: 10, y1: 10 });
  });
});
