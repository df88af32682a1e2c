import sharp from 'sharp';

import { hex, namedColor } from './color.js';
import {
  HAIR_TONES,
  PERSON_HEIGHT,
  PERSON_WIDTH,
  renderPerson,
  resolveOutfit,
  SKIN_TONES,
} from './person.js';
import type { PersonAttributes } from '../provider.js';
import { luma, mean, raw, sameIn } from './test-images.js';
import type { Raw } from './test-images.js';

const BASE: PersonAttributes = {
  gender: 'female',
  age: 'young',
  ethnicity: 'asian',
  build: 'average',
  hairColor: 'brown',
  hairStyle: 'long',
  clothing: 'casual',
  pose: 'standing-front',
  background: 'white',
};

async function render(change: Partial<PersonAttributes> = {}, prompt?: string): Promise<Raw> {
  return raw(await renderPerson({ ...BASE, ...change }, prompt));
}

/** Pixels in row y that differ from white (the background) by more than a little. */
function rowWidth(img: Raw, y: number): number {
  let n = 0;
  for (let x = 0; x < img.width; x++) {
    const o = (y * img.width + x) * 3;
    if (765 - img.data[o] - img.data[o + 1] - img.data[o + 2] > 40) n++;
  }
  return n;
}

/** Fraction of pixels that differ noticeably between two images of the same size. */
function differing(a: Raw, b: Raw): number {
  let n = 0;
  for (let p = 0; p < a.width * a.height; p++) {
    const o = p * 3;
    const d =
      Math.abs(a.data[o] - b.data[o]) +
      Math.abs(a.data[o + 1] - b.data[o + 1]) +
      Math.abs(a.data[o + 2] - b.data[o + 2]);
    if (d > 40) n++;
  }
  return n / (a.width * a.height);
}

const CX = PERSON_WIDTH / 2;

const dist = (a: number[], b: { r: number; g: number; b: number }): number =>
  Math.hypot(a[0] - b.r, a[1] - b.g, a[2] - b.b);

/** The first and last rows with a few pixels that are not the white background. */
function figureRows(img: Raw): { top: number; bottom: number } {
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < img.height; y++) {
    if (rowWidth(img, y) < 3) continue;
    if (top < 0) top = y;
    bottom = y;
  }
  return { top, bottom };
}

describe('renderPerson', () => {
  it('returns a valid opaque PNG of 768x1024', async () => {
    const png = await renderPerson(BASE);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
      'png',
      PERSON_WIDTH,
      PERSON_HEIGHT,
      false,
    ]);
  });

  it('gives identical bytes for the same input, and different bytes for a different one', async () => {
    const a = await renderPerson(BASE, 'a red dress');
    const b = await renderPerson({ ...BASE }, 'a red dress');
    expect(a.equals(b)).toBe(true);
    const c = await renderPerson(BASE, 'a green dress');
    expect(a.equals(c)).toBe(false);
  });

  it('paints the background colour asked for (corners)', async () => {
    const blue = mean(await render({ background: 'blue' }), 0, 0, 60, 60);
    const green = mean(await render({ background: 'green' }), 0, 0, 60, 60);
    const gray = mean(await render({ background: 'gray' }), 0, 0, 60, 60);
    expect(blue[2]).toBeGreaterThan(blue[1] + 20);
    expect(blue[2]).toBeGreaterThan(blue[0] + 40);
    expect(green[1]).toBeGreaterThan(green[2] + 20);
    expect(green[1]).toBeGreaterThan(green[0] + 20);
    expect(Math.max(...gray) - Math.min(...gray)).toBeLessThan(3);
    expect(gray[0]).toBeGreaterThan(190); // light gray
    expect(gray[0]).toBeLessThan(240);
    const studio = await render({ background: 'studio' });
    expect(luma(mean(studio, 560, 400, 600, 440))).toBeGreaterThan(luma(mean(studio, 0, 0, 30, 30)) + 30); // a gradient
  });

  it('colours the hair: blonde is much lighter than black on top of the head', async () => {
    const blonde = mean(await render({ hairColor: 'blonde' }), CX - 10, 122, CX + 10, 132);
    const black = mean(await render({ hairColor: 'black' }), CX - 10, 122, CX + 10, 132);
    expect(luma(blonde)).toBeGreaterThan(luma(black) + 100);
    expect(blonde[0]).toBeGreaterThan(blonde[2] + 50); // warm, golden
  });

  it('makes hair styles visibly different: long hair falls beside the neck, short does not', async () => {
    const long = await render({ hairStyle: 'long' });
    const short = await render({ hairStyle: 'short' });
    const besideNeck = (img: Raw) => mean(img, CX - 62, 275, CX - 45, 290);
    expect(luma(besideNeck(short))).toBeGreaterThan(250); // background
    expect(luma(besideNeck(long))).toBeLessThan(150); // brown hair
    const curly = await render({ hairStyle: 'curly' });
    const straight = await render({ hairStyle: 'straight' });
    expect(differing(curly, straight)).toBeGreaterThan(0.005);
    expect(differing(long, straight)).toBeGreaterThan(0.005);
  });

  it("cuts a man's medium hair above the jaw, where a woman's falls to it (a bob reads as a woman)", async () => {
    const besideJaw = (img: Raw) => mean(img, CX - 62, 220, CX - 55, 245);
    const woman = await render({ gender: 'female', hairStyle: 'medium' });
    const man = await render({ gender: 'male', hairStyle: 'medium' });
    expect(luma(besideJaw(woman))).toBeLessThan(150); // brown hair
    expect(luma(besideJaw(man))).toBeGreaterThan(250); // background
    // Still a medium cut, not the short one.
    expect(differing(man, await render({ gender: 'male', hairStyle: 'short' }))).toBeGreaterThan(0.001);
  });

  it('changes the body width with the build', async () => {
    const slim = await render({ build: 'slim' });
    const plus = await render({ build: 'plus-size' });
    const average = await render({ build: 'average' });
    for (const y of [420, 505, 560]) {
      expect(rowWidth(plus, y)).toBeGreaterThan(rowWidth(slim, y) * 1.35);
      expect(rowWidth(average, y)).toBeGreaterThan(rowWidth(slim, y));
    }
  });

  it('uses a skin palette by ethnicity', async () => {
    const cheek = (img: Raw) => mean(img, CX - 36, 206, CX - 26, 214);
    const light = cheek(await render({ ethnicity: 'caucasian' }));
    const deep = cheek(await render({ ethnicity: 'african' }));
    expect(luma(light)).toBeGreaterThan(luma(deep) + 70);
  });

  it('dresses the figure by clothing style', async () => {
    const side = (img: Raw) => mean(img, CX - 66, 400, CX - 54, 440); // left side of the chest
    const male = { gender: 'male' } as const;
    const formal = side(await render({ ...male, clothing: 'formal' }));
    const casual = side(await render({ ...male, clothing: 'casual' }));
    const business = side(await render({ ...male, clothing: 'business' }));
    const athletic = side(await render({ ...male, clothing: 'athletic' }));
    expect(luma(formal)).toBeLessThan(50); // dark suit
    expect(luma(casual)).toBeGreaterThan(120);
    expect(business[2]).toBeGreaterThan(business[0] + 20); // navy blazer
    expect(athletic[0]).toBeGreaterThan(180); // orange sports top
    // The formal suit has a white shirt and a tie down the middle.
    const tie = mean(await render({ ...male, clothing: 'formal' }), CX - 3, 360, CX + 3, 380);
    expect(tie[0]).toBeGreaterThan(tie[1] + 40);
  });

  it('changes the silhouette with the pose', async () => {
    const front = await render({ pose: 'standing-front' });
    for (const pose of ['standing-side', 'sitting', 'casual-pose'] as const) {
      expect(differing(front, await render({ pose }))).toBeGreaterThan(0.02);
    }
    // Sitting: the thighs go out sideways at hip height, where a standing figure has background.
    const thigh = (img: Raw) => luma(mean(img, CX + 140, 665, CX + 150, 675));
    expect(thigh(front)).toBeGreaterThan(250);
    expect(thigh(await render({ pose: 'sitting' }))).toBeLessThan(200);
  });

  it('adds grey strands for older people, none for young ones', async () => {
    const greyish = (img: Raw) => {
      let n = 0;
      for (let y = 110; y < 178; y++) {
        for (let x = CX - 70; x < CX + 70; x++) {
          const o = (y * img.width + x) * 3;
          const [r, g, b] = [img.data[o], img.data[o + 1], img.data[o + 2]];
          if (Math.max(r, g, b) - Math.min(r, g, b) < 24 && Math.min(r, g, b) > 150) n++;
        }
      }
      return n;
    };
    const on = { background: 'blue', hairColor: 'brown' } as const;
    expect(greyish(await render({ ...on, age: 'young' }))).toBe(0);
    expect(greyish(await render({ ...on, age: 'older' }))).toBeGreaterThan(80);
  });

  it('lets colour and garment words of the prompt change the outfit', async () => {
    const plain = await render();
    const dress = await render({}, 'a red dress');
    const chest = mean(dress, CX - 20, 390, CX + 20, 420);
    expect(chest[0]).toBeGreaterThan(150);
    expect(chest[1]).toBeLessThan(70);
    // A knee-length dress: red at the thighs where the default outfit has blue jeans.
    const thighs = mean(dress, CX - 10, 700, CX + 10, 720);
    expect(thighs[0]).toBeGreaterThan(thighs[2] + 80);
    const jeans = mean(plain, CX - 60, 700, CX - 40, 720);
    expect(jeans[2]).toBeGreaterThan(jeans[0] + 40);
  });
});

describe('renderPerson: facial hair and height from the prompt', () => {
  // A man from the front, short brown hair (#5b3a22): the head's centre is at (CX, 190), the mouth
  // at about y 230-235, the chin at 259.
  const MAN: Partial<PersonAttributes> = { gender: 'male', hairStyle: 'short', hairColor: 'brown' };
  const HY = 190;
  const hair = hex(HAIR_TONES.brown);
  const skin = hex(SKIN_TONES.asian);
  const chin = (img: Raw) => mean(img, CX - 4, HY + 56, CX + 4, HY + 62); // below the mouth
  const upperLip = (img: Raw) => mean(img, CX - 4, HY + 31, CX + 4, HY + 34); // above the mouth
  const jaw = (img: Raw) => mean(img, CX - 40, HY + 40, CX - 34, HY + 46); // the left jaw
  const mouth = [CX - 8, HY + 39, CX + 8, HY + 46] as const;

  it('draws no facial hair unless asked, not even on a man', async () => {
    const plain = await render(MAN, 'a man in a white shirt');
    for (const box of [chin(plain), upperLip(plain), jaw(plain)]) {
      expect(dist(box, hair)).toBeGreaterThan(150);
      expect(dist(box, skin)).toBeLessThan(30);
    }
    // "Clean-shaven" says so outright: the same picture.
    expect(
      sameIn(plain, await render(MAN, 'a clean-shaven man in a white shirt'), 0, 0, PERSON_WIDTH, 400),
    ).toBe(true);
  });

  it('covers the jaw and the chin below the mouth in the hair colour for a full beard, keeping the mouth', async () => {
    const plain = await render(MAN, 'a man');
    const beard = await render(MAN, 'a man with a full beard');
    expect(dist(chin(beard), hair)).toBeLessThan(15);
    expect(dist(jaw(beard), hair)).toBeLessThan(15);
    expect(dist(upperLip(beard), hair)).toBeLessThan(15); // with a moustache
    expect(sameIn(plain, beard, ...mouth)).toBe(true); // the mouth still shows
    // In the hair colour asked for, on a woman too if the prompt says so.
    const red = await render({ ...MAN, gender: 'female', hairColor: 'red' }, 'a bearded woman');
    expect(dist(chin(red), hex(HAIR_TONES.red))).toBeLessThan(15);
  });

  it('draws a goatee on the chin only, a moustache above the mouth only', async () => {
    const plain = await render(MAN, 'a man');
    const goatee = await render(MAN, 'a man with a goatee');
    expect(dist(chin(goatee), hair)).toBeLessThan(15);
    expect(sameIn(plain, goatee, CX - 40, HY + 20, CX + 40, HY + 46)).toBe(true); // lip, mouth, jaw: as before
    const moustache = await render(MAN, 'a man with a mustache');
    expect(dist(upperLip(moustache), hair)).toBeLessThan(15);
    expect(sameIn(plain, moustache, CX - 45, HY + 46, CX + 45, HY + 90)).toBe(true); // chin and jaw: as before
    expect(sameIn(plain, moustache, ...mouth)).toBe(true);
  });

  it('shades the jaw lightly for stubble: between the skin and a beard', async () => {
    const plain = await render(MAN, 'a man');
    const stubble = await render(MAN, 'an unshaven man with stubble');
    const beard = await render(MAN, 'a bearded man');
    for (const part of [chin, jaw]) {
      expect(luma(part(stubble))).toBeLessThan(luma(part(plain)) - 20);
      expect(luma(part(stubble))).toBeGreaterThan(luma(part(beard)) + 40);
    }
    expect(sameIn(plain, stubble, ...mouth)).toBe(true);
  });

  it('draws a tall figure taller (head higher, feet lower) and a short one shorter, inside the canvas', async () => {
    const average = figureRows(await render(MAN, 'a man'));
    const tall = figureRows(await render(MAN, 'a tall man with a beard'));
    const short = figureRows(await render(MAN, 'a short man'));
    const petite = figureRows(await render({ gender: 'female', hairStyle: 'short' }, 'a petite woman'));
    expect(tall.top).toBeLessThan(average.top - 50);
    expect(tall.bottom).toBeGreaterThan(average.bottom + 10);
    expect(short.top).toBeGreaterThan(average.top + 60);
    expect(short.bottom).toBeLessThan(average.bottom - 10);
    expect(petite.top).toBeGreaterThan(average.top + 60);
    // The tallest combination (curly hair over a plus-size body in wide trousers) still fits.
    const tallest = figureRows(
      await render({ ...MAN, hairStyle: 'curly', build: 'plus-size', clothing: 'business' }, 'a tall man'),
    );
    expect(tallest.top).toBeGreaterThan(5);
    expect(tallest.bottom).toBeLessThan(PERSON_HEIGHT - 5);
    // "Short hair" and "tall boots" are about the hair and the boots, not the person.
    expect(figureRows(await render(MAN, 'a man with short hair and tall boots'))).toEqual(average);
  });
});

describe('resolveOutfit', () => {
  it('follows the clothing style without a prompt', () => {
    expect(resolveOutfit({ ...BASE, gender: 'male', clothing: 'formal' }, undefined)).toMatchObject({
      outer: {},
      tie: {},
      bottom: { kind: 'trousers' },
    });
    expect(resolveOutfit({ ...BASE, clothing: 'formal' }, undefined)).toMatchObject({
      dress: { length: 'floor' },
    });
  });

  it('applies garments and colours from the prompt', () => {
    const o = resolveOutfit(BASE, 'white sneakers, black jeans and a yellow blouse');
    expect(o.bottom).toEqual({ kind: 'jeans', color: namedColor('black') });
    expect(o.top?.color).toEqual(namedColor('yellow'));
    expect(o.shoes.color).toEqual(namedColor('white'));
    expect(resolveOutfit(BASE, 'in navy').top?.color).toEqual(namedColor('navy'));
    expect(resolveOutfit(BASE, 'black hair')).toEqual(resolveOutfit(BASE, undefined));
  });
});
