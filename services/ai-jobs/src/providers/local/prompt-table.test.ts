/**
 * The offline engine's clothing words as a table: each row a free prompt, the form's attributes it is
 * sent with, and what must be drawn, checked on the generated picture itself (the colour of the chest,
 * the legs, the forearm, the pattern), not only on the words read. The prompt wins over the attributes'
 * clothing style; a clothing word the engine cannot draw is listed in the result's note.
 */
import { hex, namedColor } from './color.js';
import type { Rgb } from './color.js';
import { runEngineJob } from './engine.js';
import { LocalProvider } from './local.provider.js';
import { InProcessEngine } from './local.provider.js';
import { PERSON_WIDTH } from './person.js';
import type { PersonAttributes } from '../provider.js';
import { luma, mean, raw } from './test-images.js';
import type { Raw } from './test-images.js';
import type { Vision } from './vision.js';

const WOMAN: PersonAttributes = {
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
const MAN: PersonAttributes = { ...WOMAN, gender: 'male', hairStyle: 'short' };

const CX = PERSON_WIDTH / 2;
type Colour = [number, number, number];

/** The parts of a standing-front figure the rows look at (768x1024). */
const look = {
  chest: (img: Raw) => mean(img, CX - 30, 450, CX + 30, 466),
  /** The left calf, below the knee: skin under shorts, the fabric of trousers or leggings. */
  calf: (img: Raw) => mean(img, CX - 50, 790, CX - 40, 810),
  /** Between the thighs, just under the hips: a skirt or dress covers it, trousers and leggings do not. */
  between: (img: Raw) => mean(img, CX - 4, 640, CX + 4, 660),
  /** The left forearm: a long sleeve covers it. */
  forearm: (img: Raw) => mean(img, 270, 505, 282, 525),
};

const near = (c: Colour, want: Rgb, within = 60) =>
  Math.hypot(c[0] - want.r, c[1] - want.g, c[2] - want.b) < within;
const denim = (c: Colour) => c[2] > c[0] + 40 && c[2] > 100;
const dark = (c: Colour) => luma(c) < 70;
const white = (c: Colour) => luma(c) > 235;
const skin = (c: Colour) => c[0] > c[2] + 30 && luma(c) > 150;

/** How many times the luma changes by more than 40 going down a column: bands and ribs. */
function bands(img: Raw, x: number, y0: number, y1: number): number {
  let n = 0;
  let prev = luma(mean(img, x, y0, x + 1, y0 + 1));
  for (let y = y0 + 1; y < y1; y++) {
    const l = luma(mean(img, x, y, x + 1, y + 1));
    if (Math.abs(l - prev) > 40) n++;
    prev = l;
  }
  return n;
}

interface Row {
  prompt: string;
  attributes: PersonAttributes;
  /** What must be drawn, each check with a name for the failure message. */
  drawn: Record<string, (img: Raw) => boolean>;
}

const TABLE: Row[] = [
  {
    prompt: 'A woman wearing an athletic outfit',
    attributes: WOMAN, // casual: a T-shirt and jeans unless the prompt wins
    drawn: {
      'a teal sports top, not a T-shirt': (img) => near(look.chest(img), hex('#2a9d8f')),
      'dark leggings, not jeans': (img) => dark(look.calf(img)) && !denim(look.calf(img)),
      'no skirt between the legs': (img) => white(look.between(img)),
    },
  },
  {
    prompt: 'a man in gym wear',
    attributes: { ...MAN, clothing: 'formal' },
    drawn: {
      'an orange sports top, not a suit': (img) => near(look.chest(img), hex('#e4572e')),
      'shorts: bare calves': (img) => skin(look.calf(img)),
    },
  },
  {
    prompt: 'a woman in a navy suit',
    attributes: { ...WOMAN, clothing: 'athletic' },
    drawn: {
      'a navy jacket': (img) => near(mean(img, CX - 66, 420, CX - 54, 450), namedColor('navy')!, 70),
      'navy trousers to the ankle': (img) => near(look.calf(img), namedColor('navy')!, 70),
    },
  },
  {
    prompt: 'a red dress',
    attributes: { ...WOMAN, clothing: 'business' },
    drawn: {
      'a red bodice': (img) => near(look.chest(img), namedColor('red')!, 70),
      'a red skirt part between the legs': (img) => near(look.between(img), namedColor('red')!, 70),
    },
  },
  {
    prompt: 'a black skirt and a white blouse',
    attributes: WOMAN,
    drawn: {
      'a white top': (img) => luma(look.chest(img)) > 200,
      'a black skirt between the legs': (img) => dark(look.between(img)),
      'bare calves below the midi skirt': (img) => skin(mean(img, CX - 50, 830, CX - 40, 860)),
    },
  },
  {
    prompt: 'a man in a green coat',
    attributes: MAN,
    drawn: {
      'a green coat over the chest side': (img) => {
        const c = mean(img, CX - 66, 420, CX - 54, 450);
        return c[1] > c[0] + 20 && c[1] > c[2] + 10;
      },
      'long green sleeves': (img) => {
        const c = look.forearm(img);
        return c[1] > c[0] + 10 && !skin(c);
      },
    },
  },
  {
    prompt: 'a grey wool sweater',
    attributes: WOMAN,
    drawn: {
      'a grey top': (img) => near(look.chest(img), namedColor('grey')!, 60),
      'long sleeves over the forearm': (img) =>
        !skin(look.forearm(img)) && near(look.forearm(img), namedColor('grey')!, 80),
      'a ribbed hem': (img) => bands(img, CX - 20, 530, 585) >= 6,
    },
  },
  {
    prompt: 'a man in khaki shorts',
    attributes: { ...MAN, clothing: 'business' },
    drawn: {
      'khaki on the thighs': (img) => near(mean(img, CX - 50, 640, CX - 40, 660), namedColor('khaki')!, 70),
      'bare calves': (img) => skin(look.calf(img)),
    },
  },
  {
    prompt: 'a yellow t-shirt and blue jeans',
    attributes: { ...WOMAN, clothing: 'formal' },
    drawn: {
      'a yellow top': (img) => near(look.chest(img), namedColor('yellow')!, 70),
      jeans: (img) => denim(look.calf(img)),
    },
  },
  {
    prompt: 'a striped shirt',
    attributes: WOMAN,
    drawn: {
      'bands across the chest': (img) => bands(img, CX - 20, 380, 540) >= 6,
    },
  },
  {
    prompt: 'a plain shirt',
    attributes: WOMAN,
    drawn: {
      'no bands across the chest': (img) => bands(img, CX - 20, 380, 540) <= 1,
    },
  },
];

const vision = {} as Vision; // a generation uses no vision model
const draw = async (attributes: PersonAttributes, prompt: string) =>
  raw(await runEngineJob('generate', { attributes, prompt }, vision, () => undefined));

describe('the offline engine draws what a prompt says', () => {
  it.each(TABLE.map((row) => [row.prompt, row] as const))('%s', async (_prompt, row) => {
    const img = await draw(row.attributes, row.prompt);
    const failed = Object.entries(row.drawn)
      .filter(([, check]) => !check(img))
      .map(([what]) => what);
    expect(failed).toEqual([]);
  });
});

describe('clothing words the offline engine cannot draw', () => {
  const provider = new LocalProvider(new InProcessEngine(vision));
  const generate = (prompt: string, attributes = WOMAN) =>
    provider.generatePerson({ attributes, prompt }, new AbortController().signal);

  it("say so in the result's note, and what can be drawn still is", async () => {
    const result = await generate('a red floral dress and a straw hat');
    expect(result.note).toBe('not drawn offline: floral, hat');
    expect(near(look.chest(await raw(result.data)), namedColor('red')!, 70)).toBe(true);
  });

  it('stripes on a garment other than a top are named too', async () => {
    expect((await generate('a striped skirt')).note).toBe('not drawn offline: striped skirt');
  });

  it('a prompt drawn in full has no note', async () => {
    expect((await generate('A woman wearing an athletic outfit')).note).toBeUndefined();
    expect((await generate('a red dress, no hat')).note).toBeUndefined();
  });
});
