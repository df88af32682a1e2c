import sharp from 'sharp';

import {
  BUSY_GARMENT_MESSAGE,
  fittedTryOn,
  garmentAnchors,
  GARMENT_AS_PERSON_MESSAGE,
  NO_PERSON_MESSAGE,
  POSE_MESSAGE,
  SEVERAL_PEOPLE_MESSAGE,
} from './fitted.js';
import { cutGarment } from './tryon.js';
import { decodeRgba } from './image.js';
import { renderPerson } from './person.js';
import { CASUAL_MAN, mean, raw, sameIn } from './test-images.js';
import type { Raw } from './test-images.js';
import { localVision } from './vision.js';
import type { ImageData } from '../provider.js';

/** The models load on the first call (about a second, more on a busy machine). */
const SLOW = 60_000;

const TEE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#ffffff"/>
  <path d="M200 80 L250 60 Q300 100 350 60 L400 80 L520 180 L460 250 L410 210 L410 540 L190 540 L190 210 L140 250 L80 180 Z" fill="#d8262e"/></svg>`;
const PANTS_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="900"><rect width="500" height="900" fill="#00ff00"/>
  <path d="M130 60 L370 60 L400 840 L290 840 L250 300 L210 840 L100 840 Z" fill="#1d3d8f"/></svg>`;

/** Mean colour of the square of half-size `r` around (x, y). */
function meanAt(img: Raw, x: number, y: number, r: number): [number, number, number] {
  return mean(img, Math.round(x - r), Math.round(y - r), Math.round(x + r), Math.round(y + r));
}

async function svg(s: string): Promise<ImageData> {
  return { data: await sharp(Buffer.from(s)).png().toBuffer(), mimeType: 'image/png' };
}
const png = (data: Buffer): ImageData => ({ data, mimeType: 'image/png' });

async function refusal(person: ImageData, garment: ImageData): Promise<{ kind: string; message: string }> {
  try {
    await fittedTryOn(person, [{ image: garment, garmentType: 'top' }], localVision);
  } catch (err) {
    return err as { kind: string; message: string };
  }
  throw new Error('expected a refusal');
}

let man: Buffer;
let tee: ImageData;

beforeAll(async () => {
  man = await renderPerson(CASUAL_MAN);
  tee = await svg(TEE_SVG);
  // Load the models once for the file.
  await fittedTryOn(png(man), [{ image: tee, garmentType: 'top' }], localVision);
}, SLOW);

describe('garmentAnchors', () => {
  it("finds a top's shoulder row, hem and both sleeves", async () => {
    const cut = cutGarment(await decodeRgba(tee.data));
    const a = garmentAnchors(cut, 'top');
    // The torso is 220 px wide (x 190-410 of the drawing, trimmed at x 80); its shoulders near the top.
    expect(a.upper[1].x - a.upper[0].x).toBeGreaterThan(200);
    expect(a.upper[1].x - a.upper[0].x).toBeLessThan(240);
    expect(a.upper[0].y).toBeLessThan(cut.height * 0.15);
    expect(a.lower[0].y).toBe(cut.height - 1);
    expect(a.sleeves?.[0]?.tip.x).toBeLessThan(a.upper[0].x);
    expect(a.sleeves?.[1]?.tip.x).toBeGreaterThan(a.upper[1].x);
  });
});

describe('fittedTryOn on a generated person', () => {
  it(
    'fits a top from the shoulders to about the hips, keeps the forearms and the background',
    async () => {
      const out = await fittedTryOn(png(man), [{ image: tee, garmentType: 'top' }], localVision);
      const { body, placements } = out;
      const box = placements[0].box;
      // The top starts at the shoulders and ends around the hips.
      expect(Math.abs(box.top - body.shMid.y)).toBeLessThan(body.torsoLen * 0.15);
      const hem = box.top + box.height;
      expect(hem).toBeGreaterThan(body.hipMid.y - body.torsoLen * 0.3);
      expect(hem).toBeLessThan(body.hipMid.y + body.torsoLen * 0.45);
      const before = await raw(man);
      const after = await raw(out.png);
      // The chest is red now.
      const [r, g] = meanAt(after, body.shMid.x, body.shMid.y + 80, 20);
      expect(r).toBeGreaterThan(g * 2.5);
      // The background and the head are untouched, and so are the hands in front of the body's sides.
      expect(sameIn(before, after, 0, 0, 120, 1024)).toBe(true);
      expect(sameIn(before, after, 300, 120, 460, 220)).toBe(true);
      for (const arm of body.arms) {
        const wr = arm.wr!;
        const [x, y] = [Math.round(wr.x), Math.round(wr.y)];
        expect(sameIn(before, after, x - 4, y - 4, x + 4, y + 4)).toBe(true);
      }
      // Nothing of the top outside the person (it is clipped to the mask).
      let outside = 0;
      for (let p = 0; p < out.width * out.height; p++) {
        if (out.garmentAlpha[0][p] > 0 && out.mask.data[p] < 64) outside++;
      }
      expect(outside).toBe(0);
    },
    SLOW,
  );

  it(
    'fits trousers from the hips down the legs, and layers a top over them',
    async () => {
      const pants = await svg(PANTS_SVG);
      const out = await fittedTryOn(
        png(man),
        [
          { image: tee, garmentType: 'top' },
          { image: pants, garmentType: 'bottom' },
        ],
        localVision,
      );
      expect(out.placements.map((p) => p.garmentType)).toEqual(['bottom', 'top']);
      const { body } = out;
      const bottom = out.placements[0].box;
      expect(Math.abs(bottom.top - body.hipMid.y)).toBeLessThan(body.torsoLen * 0.3);
      expect(bottom.top + bottom.height).toBeGreaterThan(body.legs[0].knee!.y);
      const after = await raw(out.png);
      const knee = body.legs[0].knee!;
      const [r, g, b] = meanAt(after, knee.x, knee.y - 30, 6);
      expect(b).toBeGreaterThan(r * 1.8);
      // The green backdrop of the trousers' photo never shows.
      expect(g).toBeLessThan(120);
    },
    SLOW,
  );

  it(
    'uses a transparent PNG garment as it is',
    async () => {
      const transparent = png(
        await sharp(Buffer.from(TEE_SVG.replace('<rect width="600" height="600" fill="#ffffff"/>', '')))
          .png()
          .toBuffer(),
      );
      const out = await fittedTryOn(png(man), [{ image: transparent, garmentType: 'top' }], localVision);
      const after = await raw(out.png);
      const { body } = out;
      const [r, g] = meanAt(after, body.shMid.x, body.shMid.y + 80, 20);
      expect(r).toBeGreaterThan(g * 2.5);
    },
    SLOW,
  );
});

describe('fittedTryOn refuses what it cannot fit', () => {
  it(
    'a photo without a person',
    async () => {
      const land = await svg(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
        <rect width="800" height="300" fill="#8fbce6"/><rect y="300" width="800" height="300" fill="#5d9b4a"/>
        <circle cx="650" cy="120" r="50" fill="#ffe680"/></svg>`);
      expect(await refusal(land, tee)).toMatchObject({ kind: 'invalid', message: NO_PERSON_MESSAGE });
    },
    SLOW,
  );

  it(
    'a garment photo used as the person',
    async () => {
      expect(await refusal(tee, tee)).toMatchObject({ kind: 'invalid', message: GARMENT_AS_PERSON_MESSAGE });
    },
    SLOW,
  );

  it(
    'several people',
    async () => {
      const woman = await renderPerson({ ...CASUAL_MAN, gender: 'female', ethnicity: 'african' });
      const two = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#ffffff' } })
        .composite([
          { input: man, left: 0, top: 0 },
          { input: woman, left: 768, top: 0 },
        ])
        .png()
        .toBuffer();
      expect(await refusal(png(two), tee)).toMatchObject({
        kind: 'invalid',
        message: SEVERAL_PEOPLE_MESSAGE,
      });
    },
    SLOW,
  );

  it(
    'a photo without the hips',
    async () => {
      const upper = await sharp(man).extract({ left: 0, top: 0, width: 768, height: 480 }).png().toBuffer();
      expect(await refusal(png(upper), tee)).toMatchObject({ kind: 'invalid', message: POSE_MESSAGE });
    },
    SLOW,
  );

  it(
    'a garment on a busy background, and a white garment on white',
    async () => {
      const noise = await sharp({
        create: {
          width: 600,
          height: 600,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 70 },
        },
      })
        .composite([
          {
            input: await sharp(
              Buffer.from(TEE_SVG.replace('<rect width="600" height="600" fill="#ffffff"/>', '')),
            )
              .png()
              .toBuffer(),
          },
        ])
        .png()
        .toBuffer();
      expect(await refusal(png(man), png(noise))).toMatchObject({
        kind: 'invalid',
        message: BUSY_GARMENT_MESSAGE,
      });
      const white = await svg(TEE_SVG.replace('#d8262e', '#fbfbfb'));
      expect(await refusal(png(man), white)).toMatchObject({
        kind: 'invalid',
        message: BUSY_GARMENT_MESSAGE,
      });
    },
    SLOW,
  );
});
