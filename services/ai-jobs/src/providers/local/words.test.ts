import { hex, namedColor } from './color.js';
import { notDrawnNote, parseEditInstruction, parseLook, parsePrompt, tokenize } from './words.js';

describe('tokenize', () => {
  it('lower-cases, splits on non-letters and joins the spellings of t-shirt', () => {
    expect(tokenize('Make the T-Shirt BLUE, please!')).toEqual(['make', 'the', 'tshirt', 'blue', 'please']);
    expect(tokenize('two t shirts and a tshirt')).toEqual(['two', 'tshirt', 'and', 'a', 'tshirt']);
  });
});

describe('parseEditInstruction', () => {
  it('pairs a garment with the colour after it', () => {
    expect(parseEditInstruction('make the shirt blue')).toEqual({
      ops: [{ target: 'torso', color: namedColor('blue') }],
      unsupported: [],
    });
  });

  it('maps garment words to body regions', () => {
    const target = (s: string) => parseEditInstruction(s).ops.map((o) => o.target);
    expect(target('turn the jeans black')).toEqual(['legs']);
    expect(target('make her skirt pink')).toEqual(['legs']);
    expect(target('a red dress')).toEqual(['torso+legs']);
    expect(target('make the sneakers white')).toEqual(['feet']);
    expect(target('change the background to beige')).toEqual(['background']);
    expect(target('make it purple')).toEqual([undefined]);
  });

  it('handles two garments with their own colours, and two garments sharing one', () => {
    const two = parseEditInstruction('make the shirt blue and the pants black');
    expect(two.ops).toEqual([
      { target: 'torso', color: namedColor('blue') },
      { target: 'legs', color: namedColor('black') },
    ]);
    const shared = parseEditInstruction('make the shirt and pants green');
    expect(shared.ops.map((o) => [o.target, o.color])).toEqual([
      ['torso', namedColor('green')],
      ['legs', namedColor('green')],
    ]);
  });

  it('reads "the red shirt ... blue" as the current colour and the target colour', () => {
    expect(parseEditInstruction('turn the red shirt blue').ops).toEqual([
      { target: 'torso', color: namedColor('blue'), source: namedColor('red') },
    ]);
  });

  it('applies light/dark modifiers', () => {
    const light = parseEditInstruction('make the shirt light blue').ops[0].color;
    const plain = namedColor('blue');
    expect(plain).toBeDefined();
    expect(light.r + light.g + light.b).toBeGreaterThan(
      (plain?.r ?? 0) + (plain?.g ?? 0) + (plain?.b ?? 0) + 150,
    );
  });

  it('finds no operation without a colour word', () => {
    expect(parseEditInstruction('make it sparkly')).toEqual({ ops: [], unsupported: [] });
    expect(parseEditInstruction('')).toEqual({ ops: [], unsupported: [] });
  });

  it('reports hair, skin and eyes as unsupported', () => {
    expect(parseEditInstruction('make the hair red')).toEqual({ ops: [], unsupported: ['hair'] });
  });
});

describe('parsePrompt', () => {
  it('attaches a colour to the garment word after it', () => {
    expect(parsePrompt('a woman in a bright red summer dress').garments).toEqual([
      { garment: 'dress', color: expect.objectContaining({}) },
    ]);
    const red = parsePrompt('a red dress').garments[0].color;
    expect(red).toEqual(namedColor('red'));
  });

  it('ignores colours of hair, people and the background', () => {
    expect(parsePrompt('black hair, a white woman, blue background')).toEqual({
      garments: [],
      looseColors: [],
      looseStripes: false,
      notDrawn: [],
    });
  });

  it('keeps colours without a garment as loose colours', () => {
    expect(parsePrompt('dressed in yellow')).toEqual({
      garments: [],
      looseColors: [hex('#f2c230')],
      looseStripes: false,
      notDrawn: [],
    });
  });

  it('reads several garments', () => {
    const { garments } = parsePrompt('blue jeans, a white t-shirt and black boots');
    expect(garments.map((g) => g.garment)).toEqual(['jeans', 'top', 'shoes']);
    expect(garments.map((g) => g.color)).toEqual([
      namedColor('blue'),
      namedColor('white'),
      namedColor('black'),
    ]);
  });
});

describe('parsePrompt: patterns and words not drawn', () => {
  it('gives "striped" to the garment word after it, or to the top when none follows', () => {
    expect(parsePrompt('a striped blue shirt and jeans').garments).toEqual([
      { garment: 'top', color: namedColor('blue'), striped: true },
      { garment: 'jeans' },
    ]);
    expect(parsePrompt('dressed in stripes')).toMatchObject({ garments: [], looseStripes: true });
  });

  it('lists clothing words it cannot draw, once each and in order, but not denied ones', () => {
    expect(parsePrompt('a floral dress, a straw hat and a hat band, leather boots').notDrawn).toEqual([
      'floral',
      'hat',
      'leather',
    ]);
    expect(parsePrompt('a woman in a red dress, no hat').notDrawn).toEqual([]);
    // A garment word the engine has never heard of, after "wearing", is reported too.
    expect(parsePrompt('a woman wearing a green dirndl and white sneakers').notDrawn).toEqual(['dirndl']);
    expect(parsePrompt('a man dressed in a kaftan, standing').notDrawn).toEqual(['kaftan']);
    for (const known of [
      'a woman wearing an athletic outfit',
      'a man wearing a navy suit with a red tie',
      'wearing blue jeans and a t-shirt',
      'dressed in red',
      'a woman wearing sunglasses',
      'a woman wearing her hair long',
    ]) {
      expect(parsePrompt(known).notDrawn).toEqual(known.includes('sunglasses') ? ['sunglasses'] : []);
    }
    expect(notDrawnNote(['hat', 'floral'])).toBe('not drawn offline: hat, floral');
    expect(notDrawnNote([])).toBeUndefined();
  });
});

describe('parseLook', () => {
  const facialHair = (s: string) => parseLook(s).facialHair;
  const stature = (s: string) => parseLook(s).stature;

  it('reads "tall man with a beard" as a tall, bearded man', () => {
    expect(parseLook('tall man with a beard')).toEqual({ facialHair: ['beard'], stature: 'tall' });
  });

  it('knows the words for beards, stubble, goatees and moustaches', () => {
    expect(facialHair('a man with a full beard')).toEqual(['beard']);
    expect(facialHair('a bearded gentleman')).toEqual(['beard']);
    expect(facialHair('light stubble')).toEqual(['stubble']);
    expect(facialHair('an unshaven guy')).toEqual(['stubble']);
    expect(facialHair("a five o'clock shadow")).toEqual(['stubble']);
    expect(facialHair('a goatee')).toEqual(['goatee']);
    expect(facialHair('a thin moustache')).toEqual(['moustache']);
    expect(facialHair('a Mustache')).toEqual(['moustache']);
    expect(facialHair('a goatee and a mustache, a goatee')).toEqual(['goatee', 'moustache']);
  });

  it('draws none for clean-shaven, shaven or beardless, and when the prompt says nothing', () => {
    for (const s of ['a clean-shaven man', 'clean shaven', 'a shaven face', 'beardless', 'a man', '']) {
      expect(facialHair(s)).toEqual([]);
    }
    expect(parseLook(undefined)).toEqual({ facialHair: [], stature: 'average' });
  });

  it('draws nothing a prompt denies: "no beard", "without a moustache", "not very tall"', () => {
    expect(parseLook('a man with no beard, not very tall')).toEqual({ facialHair: [], stature: 'average' });
    expect(facialHair('without a moustache but with stubble')).toEqual(['stubble']);
    expect(facialHair('no full beard, a goatee')).toEqual(['goatee']);
    expect(stature('not tall but petite')).toBe('short');
  });

  it('reads tall, short and petite as the height, the first one named', () => {
    expect(stature('a tall woman')).toBe('tall');
    expect(stature('a short man')).toBe('short');
    expect(stature('petite, blonde')).toBe('short');
    expect(stature('a short woman with long hair')).toBe('short');
    expect(stature('tall, dark and handsome')).toBe('tall');
    expect(stature('a tall man next to a short one')).toBe('tall');
    expect(stature('a woman')).toBe('average');
  });

  it('does not take "short" or "tall" before a garment or the hair for the height', () => {
    for (const s of [
      'a man with short hair',
      'short curly brown hair',
      'a short dress',
      'short sleeves',
      'a short-sleeved shirt',
      'tall black boots',
      'a short beard',
    ]) {
      expect(stature(s)).toBe('average');
    }
    expect(parseLook('a short beard')).toEqual({ facialHair: ['beard'], stature: 'average' });
  });

  it('keeps facial-hair colours out of the outfit, and will not recolour facial hair', () => {
    expect(parsePrompt('a black moustache, a grey goatee, red stubble')).toEqual({
      garments: [],
      looseColors: [],
      looseStripes: false,
      notDrawn: [],
    });
    expect(parseEditInstruction('make the moustache gray')).toEqual({ ops: [], unsupported: ['moustache'] });
  });
});
