import sharp from 'sharp';

import { ProviderError } from '../provider.js';
import type { GarmentType, ImageData } from '../provider.js';
import { decodeRgb, decodeRgba, personBackground } from './image.js';
import { renderPerson } from './person.js';
import { regionBox } from './regions.js';
import { cutGarment, tryOnImages } from './tryon.js';
import type { Box } from './regions.js';
import { CASUAL_MAN, luma, mean, raw, sameIn, svgPng } from './test-images.js';
import type { Raw } from './test-images.js';

const W = 600;
const H = 900;

/** A simple full-length person on a light grey backdrop: skin head and arms, green top, grey legs. */
function personSvg(w = W, h = H): string {
  const s = (v: number) => (v * w) / W;
  const t = (v: number) => (v * h) / H;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="#dcdcdc"/>
    <circle cx="${s(300)}" cy="${t(150)}" r="${s(55)}" fill="#e8b796"/>
    <rect x="${s(280)}" y="${t(195)}" width="${s(40)}" height="${t(60)}" fill="#e8b796"/>
    <rect x="${s(185)}" y="${t(260)}" width="${s(30)}" height="${t(260)}" fill="#e8b796"/>
    <rect x="${s(385)}" y="${t(260)}" width="${s(30)}" height="${t(260)}" fill="#e8b796"/>
    <rect x="${s(235)}" y="${t(510)}" width="${s(60)}" height="${t(330)}" fill="#555a60"/>
    <rect x="${s(305)}" y="${t(510)}" width="${s(60)}" height="${t(330)}" fill="#555a60"/>
    <rect x="${s(220)}" y="${t(252)}" width="${s(160)}" height="${t(262)}" fill="#2f6b4f"/>
    <ellipse cx="${s(265)}" cy="${t(850)}" rx="${s(34)}" ry="${t(14)}" fill="#202020"/>
    <ellipse cx="${s(335)}" cy="${t(850)}" rx="${s(34)}" ry="${t(14)}" fill="#202020"/>
  </svg>`;
}

/** A red t-shirt (with a white print in the middle) laid flat on a white background. */
const TEE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <rect width="600" height="600" fill="#ffffff"/>
  <path d="M200 80 L250 60 Q300 100 350 60 L400 80 L520 180 L460 250 L410 210 L410 540 L190 540 L190 210 L140 250 L80 180 Z" fill="#d8262e"/>
  <circle cx="300" cy="300" r="45" fill="#ffffff"/>
</svg>`;

/** Dark blue trousers on a bright green background (which must never show up on the person). */
const PANTS_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="900">
  <rect width="500" height="900" fill="#00ff00"/>
  <path d="M130 60 L370 60 L400 840 L290 840 L250 300 L210 840 L100 840 Z" fill="#1d3d8f"/>
</svg>`;

/** White shoes on a beige background. */
const SHOES_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
  <rect width="400" height="200" fill="#e8dcc8"/>
  <ellipse cx="110" cy="110" rx="80" ry="40" fill="#fafafa"/><ellipse cx="290" cy="110" rx="80" ry="40" fill="#fafafa"/>
</svg>`;

async function image(svg: string, format: 'png' | 'jpeg' = 'png'): Promise<ImageData> {
  return format === 'png'
    ? { data: await svgPng(svg), mimeType: 'image/png' }
    : { data: await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer(), mimeType: 'image/jpeg' };
}

const dist = (a: number[], b: number[]): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

const RED = [216, 38, 46];
const BLUE = [29, 61, 143];

const corners = (img: Raw, size = 20): [number, number, number, number][] => [
  [0, 0, size, size],
  [img.width - size, 0, img.width, size],
  [0, img.height - size, size, img.height],
  [img.width - size, img.height - size, img.width, img.height],
];

async function tryOn(garments: [string, GarmentType][], person?: ImageData) {
  const p = person ?? (await image(personSvg()));
  const out = await tryOnImages(
    p,
    await Promise.all(garments.map(async ([svg, garmentType]) => ({ image: await image(svg), garmentType }))),
  );
  return { out, before: await raw(p.data), after: await raw(out.png) };
}

describe('cutGarment', () => {
  it('makes the plain background transparent, keeps the garment opaque with soft edges, and trims', async () => {
    const cut = cutGarment(await decodeRgba(await svgPng(TEE_SVG)));
    // Trimmed to the shirt's bounding box (x 80-520, y 60-540), give or take anti-aliasing.
    expect(Math.abs(cut.width - 440)).toBeLessThanOrEqual(4);
    expect(Math.abs(cut.height - 480)).toBeLessThanOrEqual(4);
    const alpha = (x: number, y: number) => cut.data[(y * cut.width + x) * 4 + 3];
    expect(alpha(0, 0)).toBe(0); // corner: background
    expect(alpha(Math.round(cut.width / 2), Math.round(cut.height * 0.8))).toBe(255); // body of the shirt
    // The white print inside the shirt matches the background colour but is not connected to it.
    expect(alpha(Math.round(cut.width / 2), Math.round((300 - 60) * (cut.height / 480)))).toBe(255);
    let soft = 0;
    for (let p = 3; p < cut.data.length; p += 4) if (cut.data[p] > 0 && cut.data[p] < 255) soft++;
    expect(soft).toBeGreaterThan(100); // anti-aliased edge
  });

  it('keeps the alpha of a garment that already has a transparent background', async () => {
    const cutOut = await sharp(Buffer.from(TEE_SVG.replace('fill="#ffffff"/>', 'fill="none"/>')))
      .png()
      .toBuffer();
    const cut = cutGarment(await decodeRgba(cutOut));
    expect(cut.data[3]).toBe(0);
    expect(cut.data[((cut.height - 10) * cut.width + Math.round(cut.width / 2)) * 4 + 3]).toBe(255);
  });

  it('refuses an image that is only background', async () => {
    const blank = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(() => cutGarment({ data: Buffer.alloc(0), width: 0, height: 0, channels: 4 })).toThrow();
    let error: unknown;
    try {
      cutGarment(await decodeRgba(blank));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('invalid');
  });
});

describe('tryOnImages', () => {
  it('lays a top over the torso, leaving the legs and background corners unchanged', async () => {
    const { out, before, after } = await tryOn([[TEE_SVG, 'top']]);
    expect([out.width, out.height]).toEqual([W, H]);
    const torsoBefore = mean(before, 240, 280, 360, 460);
    const torsoAfter = mean(after, 240, 280, 360, 460);
    expect(dist(torsoAfter, RED)).toBeLessThan(dist(torsoBefore, RED) - 100);
    expect(torsoAfter[0]).toBeGreaterThan(torsoAfter[1] + 80);
    expect(sameIn(before, after, 0, Math.round(H * 0.62), W, H)).toBe(true); // legs and feet
    for (const c of corners(after)) expect(sameIn(before, after, ...c)).toBe(true);
    // Centred on the person, within the torso rows.
    const box = out.placements[0].box;
    expect(Math.abs(box.left + box.width / 2 - 300)).toBeLessThanOrEqual(3);
    expect(box.top).toBe(Math.round(0.26 * H));
    expect(box.top + box.height).toBeLessThanOrEqual(Math.round(0.6 * H));
  });

  it("centres garments on the person's horizontal extent, not on the frame", async () => {
    // The same person, standing 140 px left of the middle of a wider picture.
    const shifted = personSvg()
      .replace(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600"',
        '<svg xmlns="http://www.w3.org/2000/svg" width="600"',
      )
      .replace(
        /<rect width="600" height="900" fill="#dcdcdc"\/>/,
        '<rect width="600" height="900" fill="#dcdcdc"/><g transform="translate(-140 0)">',
      )
      .replace('</svg>', '</g></svg>');
    const { out, before, after } = await tryOn(
      [
        [TEE_SVG, 'top'],
        [PANTS_SVG, 'bottom'],
      ],
      await image(shifted),
    );
    for (const p of out.placements) {
      expect(Math.abs(p.box.left + p.box.width / 2 - 160)).toBeLessThanOrEqual(4);
    }
    expect(mean(after, 110, 300, 210, 440)[0]).toBeGreaterThan(150); // red on the torso
    expect(sameIn(before, after, 400, 0, W, H)).toBe(true); // nothing on the empty right side
  });

  it('lays a bottom over the legs, leaving the torso unchanged, and never pastes its own background', async () => {
    const { out, before, after } = await tryOn([[PANTS_SVG, 'bottom']]);
    const legsBefore = mean(before, 240, 600, 360, 800);
    const legsAfter = mean(after, 240, 600, 360, 800);
    expect(dist(legsAfter, BLUE)).toBeLessThan(dist(legsBefore, BLUE) - 40);
    expect(legsAfter[2] - legsAfter[0]).toBeGreaterThan(legsBefore[2] - legsBefore[0] + 30);
    expect(sameIn(before, after, 0, 0, W, Math.round(H * 0.55))).toBe(true); // head and torso
    for (const c of corners(after)) expect(sameIn(before, after, ...c)).toBe(true);
    // No trace of the bright green garment background anywhere...
    let green = 0;
    for (let o = 0; o < after.data.length; o += 3) {
      if (dist([after.data[o], after.data[o + 1], after.data[o + 2]], [0, 255, 0]) < 120) green++;
    }
    expect(green).toBe(0);
    // ...and where the garment photo showed background (the top corners of its box, the gap between the
    // legs at the bottom), the pasted box still shows the person's picture.
    const b: Box = out.placements[0].box;
    for (const [x, y] of [
      [b.left, b.top],
      [b.left + b.width - 3, b.top],
      [b.left + Math.round(b.width / 2) - 1, b.top + b.height - 3],
    ]) {
      expect(sameIn(before, after, x, y, x + 3, y + 3)).toBe(true);
    }
  });

  it('places shoes at the feet and a full-body garment over torso and legs', async () => {
    const shoes = await tryOn([[SHOES_SVG, 'shoes']]);
    const sb = shoes.out.placements[0].box;
    expect(sb.top).toBeGreaterThanOrEqual(Math.round(0.85 * H));
    // Standing on the person's soles (y 864) rather than at the bottom of the frame (y 891).
    expect(Math.abs(sb.top + sb.height - 865)).toBeLessThanOrEqual(2);
    expect(sameIn(shoes.before, shoes.after, 0, 0, W, Math.round(0.85 * H))).toBe(true);
    expect(luma(mean(shoes.after, 240, 840, 360, 860))).toBeGreaterThan(
      luma(mean(shoes.before, 240, 840, 360, 860)) + 60,
    );

    const dress = await tryOn([[PANTS_SVG, 'full-body']]);
    const db = dress.out.placements[0].box;
    expect(db.top).toBe(Math.round(0.26 * H));
    expect(db.top + db.height).toBeGreaterThan(Math.round(0.85 * H));
  });

  it('layers two garments (top over bottom) and is deterministic', async () => {
    const a = await tryOn([
      [TEE_SVG, 'top'],
      [PANTS_SVG, 'bottom'],
    ]);
    expect(a.out.placements.map((p) => p.garmentType)).toEqual(['bottom', 'top']);
    expect(mean(a.after, 240, 280, 360, 400)[0]).toBeGreaterThan(150);
    expect(mean(a.after, 240, 650, 360, 800)[2]).toBeGreaterThan(mean(a.before, 240, 650, 360, 800)[2] + 20);
    const b = await tryOn([
      [TEE_SVG, 'top'],
      [PANTS_SVG, 'bottom'],
    ]);
    expect(a.out.png.equals(b.out.png)).toBe(true);
  });

  it("works at the person image's own size (JPEG in, PNG out), capping the long side at 1024", async () => {
    const jpeg = await image(personSvg(510, 680), 'jpeg');
    const small = await tryOnImages(jpeg, [{ image: await image(TEE_SVG), garmentType: 'top' }]);
    const meta = await sharp(small.png).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 510, 680, false]);

    const big = await image(personSvg(1500, 2250), 'jpeg');
    const capped = await tryOnImages(big, [{ image: await image(TEE_SVG), garmentType: 'top' }]);
    const bigMeta = await sharp(capped.png).metadata();
    expect([bigMeta.width, bigMeta.height]).toEqual([683, 1024]);
    expect(mean(await raw(capped.png), 300, 320, 380, 500)[0]).toBeGreaterThan(150);
  });

  it('refuses an unreadable image and an empty garment list', async () => {
    const person = await image(personSvg());
    await expect(tryOnImages(person, [])).rejects.toMatchObject({ kind: 'invalid' });
    await expect(
      tryOnImages({ data: Buffer.from('not an image'), mimeType: 'image/png' }, [
        { image: await image(TEE_SVG), garmentType: 'top' },
      ]),
    ).rejects.toMatchObject({ kind: 'invalid', message: 'The image could not be read' });
  });
});

describe('tryOnImages on a generated tall or short person', () => {
  const MAN = CASUAL_MAN;

  /** Rows where the man's own green t-shirt starts, his blue jeans show below it and end (20+ such pixels). */
  function outfitRows(img: Raw): { shirtTop: number; jeansTop: number; jeansBottom: number } {
    let shirtTop = -1;
    let jeansTop = -1;
    let jeansBottom = -1;
    for (let y = 0; y < img.height; y++) {
      let green = 0;
      let blue = 0;
      for (let x = 0; x < img.width; x++) {
        const o = (y * img.width + x) * 3;
        const [r, g, b] = [img.data[o], img.data[o + 1], img.data[o + 2]];
        if (g > r + 8 && g > b + 8) green++;
        if (b > r + 40) blue++;
      }
      if (green >= 20 && shirtTop < 0) shirtTop = y;
      if (blue >= 20 && jeansTop < 0) jeansTop = y;
      if (blue >= 20) jeansBottom = y;
    }
    return { shirtTop, jeansTop, jeansBottom };
  }

  it('lays the top at the shoulders and the bottom from the waist to the hem, whatever the height', async () => {
    /** Garment edges relative to the body: the same for every height when the regions follow the body. */
    const offsets: Record<string, number[]> = {};
    for (const prompt of ['a man', 'a tall man', 'a short man']) {
      const png = await renderPerson(MAN, prompt);
      const body = outfitRows(await raw(png));
      const { out } = await tryOn(
        [
          [TEE_SVG, 'top'],
          [PANTS_SVG, 'bottom'],
        ],
        { data: png, mimeType: 'image/png' },
      );
      const top = out.placements.find((p) => p.garmentType === 'top')?.box;
      const bottom = out.placements.find((p) => p.garmentType === 'bottom')?.box;
      const decoded = await decodeRgb(png);
      const legs = regionBox('legs', decoded.width, decoded.height, personBackground(decoded));
      offsets[prompt] = [
        body.shirtTop - (top?.top ?? 0),
        (bottom?.top ?? 0) - body.jeansTop,
        legs.top + legs.height - body.jeansBottom,
      ];
    }
    const [shirt, waist, hem] = offsets['a man'];
    expect(shirt).toBeGreaterThan(15); // the collar a little above the shoulders
    expect(waist).toBeLessThan(0); // the waistband under the hem of his t-shirt
    expect(waist).toBeGreaterThan(-30);
    expect(Math.abs(hem)).toBeLessThan(15); // down to the hem of his jeans
    for (const prompt of ['a tall man', 'a short man']) {
      const [s, w, h] = offsets[prompt];
      expect([prompt, Math.abs(s - shirt) <= 8, Math.abs(w - waist) <= 8, Math.abs(h - hem) <= 8]).toEqual([
        prompt,
        true,
        true,
        true,
      ]);
    }
  });
});
