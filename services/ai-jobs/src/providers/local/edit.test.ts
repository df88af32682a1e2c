import sharp from 'sharp';

import { rgbToHsl } from './color.js';
import { BACKGROUND_NO_COLOR_MESSAGE, editImageColors, NO_COLOR_MESSAGE } from './edit.js';
import { renderPerson } from './person.js';
import { ProviderError } from '../provider.js';
import { CASUAL_MAN, mean, raw, sameIn, svgPng } from './test-images.js';
import type { Raw } from './test-images.js';

const W = 600;
const H = 900;

/**
 * A person on white: skin head and arms, a red shirt shaded from light (top) to dark (bottom), dark grey
 * trousers and black shoes.
 */
const PERSON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#e85050"/><stop offset="1" stop-color="#8c1c1c"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="#ffffff"/>
  <circle cx="300" cy="150" r="55" fill="#e2ad8a"/>
  <rect x="280" y="195" width="40" height="60" fill="#e2ad8a"/>
  <rect x="185" y="260" width="30" height="260" fill="#e2ad8a"/>
  <rect x="385" y="260" width="30" height="260" fill="#e2ad8a"/>
  <rect x="240" y="510" width="50" height="330" fill="#3c3c3c"/>
  <rect x="310" y="510" width="50" height="330" fill="#3c3c3c"/>
  <rect x="220" y="252" width="160" height="262" fill="url(#shade)"/>
  <ellipse cx="265" cy="850" rx="34" ry="14" fill="#151515"/>
  <ellipse cx="335" cy="850" rx="34" ry="14" fill="#151515"/>
</svg>`;

let personPng: Buffer;
let before: Raw;

beforeAll(async () => {
  personPng = await svgPng(PERSON_SVG);
  before = await raw(personPng);
});

const hsl = (c: [number, number, number]) => rgbToHsl(c[0], c[1], c[2]);

async function edit(instruction: string, png = personPng): Promise<Raw> {
  const out = await editImageColors(png, instruction);
  const meta = await sharp(out.png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', W, H]);
  return raw(out.png);
}

const SHIRT: [number, number, number, number] = [230, 262, 370, 504];
const LEG: [number, number, number, number] = [242, 520, 288, 838]; // the left leg
const RIGHT_LEG: [number, number, number, number] = [312, 520, 358, 838];

describe('editImageColors', () => {
  it('"make the shirt blue" turns the shirt blue, keeps its shading, and leaves the rest alone', async () => {
    const after = await edit('make the shirt blue');
    const shirt = hsl(mean(after, ...SHIRT));
    expect(shirt.h).toBeGreaterThan(200);
    expect(shirt.h).toBeLessThan(240);
    expect(shirt.s).toBeGreaterThan(0.4);
    const was = hsl(mean(before, ...SHIRT));
    expect(was.h < 20 || was.h > 340).toBe(true); // it was red
    // Shading survives: the top of the shirt is still lighter than the bottom.
    const top = hsl(mean(after, 230, 262, 370, 300)).l;
    const bottom = hsl(mean(after, 230, 470, 370, 504)).l;
    expect(top).toBeGreaterThan(bottom + 0.12);
    // Legs, shoes, background, head and arms (skin) are unchanged.
    expect(sameIn(before, after, 0, 520, W, H)).toBe(true);
    expect(sameIn(before, after, 0, 0, W, 250)).toBe(true);
    expect(sameIn(before, after, 186, 262, 214, 518)).toBe(true);
    expect(sameIn(before, after, 386, 262, 414, 518)).toBe(true);
    expect(sameIn(before, after, 0, 0, 150, H)).toBe(true);
    expect(sameIn(before, after, 450, 0, W, H)).toBe(true);
  });

  it('recolours the trousers for "make the pants green", not the shirt', async () => {
    const after = await edit('Make the pants green please');
    const legs = mean(after, ...LEG);
    expect(legs[1]).toBeGreaterThan(legs[0] + 30);
    expect(legs[1]).toBeGreaterThan(legs[2] + 30);
    expect(sameIn(before, after, 0, 0, W, 505)).toBe(true);
  });

  it('changes a neutral garment too: "turn the trousers white" makes them light', async () => {
    const after = await edit('turn the trousers white');
    expect(hsl(mean(after, ...LEG)).l).toBeGreaterThan(0.85);
  });

  it('recolours the background, leaving the person', async () => {
    const after = await edit('make the background beige');
    const corner = mean(after, 0, 0, 40, 40);
    expect(corner[0]).toBeGreaterThan(corner[2] + 25); // beige, no longer white
    expect(mean(after, ...SHIRT)).toEqual(mean(before, ...SHIRT));
    expect(sameIn(before, after, ...LEG)).toBe(true);
    expect(sameIn(before, after, ...RIGHT_LEG)).toBe(true);
  });

  it('with no garment named, recolours the main colour of the outfit', async () => {
    const after = await edit('make it purple');
    const shirt = hsl(mean(after, ...SHIRT));
    expect(shirt.h).toBeGreaterThan(260);
    expect(shirt.h).toBeLessThan(300);
  });

  it("with no garment named but a try-on's garment known, recolours that garment only", async () => {
    const out = await editImageColors(personPng, 'make it purple', undefined, 'legs');
    const after = await raw(out.png);
    const legs = hsl(mean(after, ...LEG));
    expect(legs.h).toBeGreaterThan(260);
    expect(legs.h).toBeLessThan(300);
    expect(mean(after, ...SHIRT)).toEqual(mean(before, ...SHIRT));
    // A garment the instruction names still wins over the try-on's.
    const named = await raw(
      (await editImageColors(personPng, 'make the shirt purple', undefined, 'legs')).png,
    );
    expect(hsl(mean(named, ...SHIRT)).h).toBeGreaterThan(260);
    expect(sameIn(before, named, ...LEG)).toBe(true);
  });

  it('throws the offline-preview ProviderError when no colour is named', async () => {
    for (const instruction of ['make it sparkly', 'add a jacket', 'swap the shirt for a dress', '']) {
      let error: unknown;
      try {
        await editImageColors(personPng, instruction);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: 'invalid', message: NO_COLOR_MESSAGE });
    }
    expect(NO_COLOR_MESSAGE).toBe(
      'The offline preview can only change colours, not add, remove or swap clothes: try e.g. "make the shirt blue" or "make the background gray"',
    );
  });

  it('answers an instruction about the background that names no colour with what it can do to it', async () => {
    for (const instruction of [
      'make the background a beach',
      'remove the background',
      'put a city backdrop',
    ]) {
      let error: unknown;
      try {
        await editImageColors(personPng, instruction);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: 'invalid', message: BACKGROUND_NO_COLOR_MESSAGE });
    }
    expect(BACKGROUND_NO_COLOR_MESSAGE).not.toMatch(/clothes/);
    expect(BACKGROUND_NO_COLOR_MESSAGE).toMatch(/background/);
  });

  it('carries out the examples its refusals suggest', async () => {
    for (const instruction of [
      'make the shirt blue',
      'make the background gray',
      'make the background green',
    ]) {
      const out = await editImageColors(personPng, instruction);
      expect(out.changed[0]).toBeGreaterThan(0);
    }
  });

  it('refuses to recolour hair, skin or eyes', async () => {
    await expect(editImageColors(personPng, 'make the hair red')).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('fails instead of returning an unchanged picture when there is nothing to recolour', async () => {
    const blank = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#f0f0f0' } })
      .png()
      .toBuffer();
    await expect(editImageColors(blank, 'make the shirt blue')).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('is deterministic and keeps a JPEG upload at its size', async () => {
    const a = await editImageColors(personPng, 'make the shirt navy');
    const b = await editImageColors(personPng, 'make the shirt navy');
    expect(a.png.equals(b.png)).toBe(true);
    const jpeg = await sharp(Buffer.from(PERSON_SVG)).resize(400).jpeg().toBuffer();
    const j = await editImageColors(jpeg, 'make the shirt yellow');
    expect([j.width, j.height]).toEqual([400, 600]);
    expect(j.changed[0]).toBeGreaterThan(1000);
  });

  it("recolours a tall generated person's jeans down to the hem, below where a standard figure's end", async () => {
    const man = CASUAL_MAN;
    const tall = await renderPerson(man, 'a tall man');
    /** Denim-blue pixels in the rows just below 95% of the height, where a standard figure's legs end. */
    const blueBelow = (img: Raw): number => {
      let n = 0;
      const y0 = Math.round(img.height * 0.95);
      for (let y = y0; y < y0 + 14; y++) {
        for (let x = 0; x < img.width; x++) {
          const o = (y * img.width + x) * 3;
          if (img.data[o + 2] > img.data[o] + 40) n++;
        }
      }
      return n;
    };
    const was = blueBelow(await raw(tall));
    expect(was).toBeGreaterThan(300);
    const after = await raw((await editImageColors(tall, 'make the jeans red')).png);
    expect(blueBelow(after)).toBeLessThan(was * 0.05);
  });
});
