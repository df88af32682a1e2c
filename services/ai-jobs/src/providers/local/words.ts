/**
 * The little bit of language the offline engine understands: colour words (with "light"/"dark"
 * modifiers), garment words and the striped pattern, in a free prompt ("a red dress and white sneakers") or an edit instruction ("make the shirt blue"), and
 * the facial hair and height a prompt asks for ("a tall man with a beard"). No model, just word lists.
 * Clothing words it knows but cannot draw (a hat, a floral print, leather) are reported back, so the
 * result can say what was left out instead of ignoring them.
 */
import { applyModifier, COLOR_MODIFIERS, namedColor } from './color.js';
import type { Rgb } from './color.js';

/** Where a garment word sits on the body (or the background) in an image. */
export type BodyTarget = 'torso' | 'legs' | 'torso+legs' | 'feet' | 'background';

/** The garment a prompt word names, for drawing a person. */
export type PromptGarment =
  | 'top'
  | 'knit'
  | 'outer'
  | 'suit'
  | 'dress'
  | 'trousers'
  | 'jeans'
  | 'skirt'
  | 'shorts'
  | 'leggings'
  | 'shoes'
  | 'outfit';

interface GarmentWord {
  target: BodyTarget;
  garment: PromptGarment;
}

const GARMENT_WORDS: Readonly<Record<string, GarmentWord>> = {
  shirt: { target: 'torso', garment: 'top' },
  tshirt: { target: 'torso', garment: 'top' },
  tee: { target: 'torso', garment: 'top' },
  top: { target: 'torso', garment: 'top' },
  blouse: { target: 'torso', garment: 'top' },
  sweater: { target: 'torso', garment: 'knit' },
  jumper: { target: 'torso', garment: 'knit' },
  pullover: { target: 'torso', garment: 'knit' },
  knitwear: { target: 'torso', garment: 'knit' },
  turtleneck: { target: 'torso', garment: 'knit' },
  sweatshirt: { target: 'torso', garment: 'top' },
  hoodie: { target: 'torso', garment: 'top' },
  polo: { target: 'torso', garment: 'top' },
  tank: { target: 'torso', garment: 'top' },
  tunic: { target: 'torso', garment: 'top' },
  cardigan: { target: 'torso', garment: 'outer' },
  jacket: { target: 'torso', garment: 'outer' },
  blazer: { target: 'torso', garment: 'outer' },
  coat: { target: 'torso', garment: 'outer' },
  overcoat: { target: 'torso', garment: 'outer' },
  raincoat: { target: 'torso', garment: 'outer' },
  trenchcoat: { target: 'torso', garment: 'outer' },
  parka: { target: 'torso', garment: 'outer' },
  vest: { target: 'torso', garment: 'outer' },
  suit: { target: 'torso+legs', garment: 'suit' },
  tuxedo: { target: 'torso+legs', garment: 'suit' },
  dress: { target: 'torso+legs', garment: 'dress' },
  gown: { target: 'torso+legs', garment: 'dress' },
  jumpsuit: { target: 'torso+legs', garment: 'dress' },
  outfit: { target: 'torso+legs', garment: 'outfit' },
  clothes: { target: 'torso+legs', garment: 'outfit' },
  clothing: { target: 'torso+legs', garment: 'outfit' },
  wear: { target: 'torso+legs', garment: 'outfit' },
  attire: { target: 'torso+legs', garment: 'outfit' },
  tracksuit: { target: 'torso+legs', garment: 'outfit' },
  gear: { target: 'torso+legs', garment: 'outfit' },
  pants: { target: 'legs', garment: 'trousers' },
  trousers: { target: 'legs', garment: 'trousers' },
  slacks: { target: 'legs', garment: 'trousers' },
  chinos: { target: 'legs', garment: 'trousers' },
  joggers: { target: 'legs', garment: 'trousers' },
  jeans: { target: 'legs', garment: 'jeans' },
  skirt: { target: 'legs', garment: 'skirt' },
  shorts: { target: 'legs', garment: 'shorts' },
  leggings: { target: 'legs', garment: 'leggings' },
  shoes: { target: 'feet', garment: 'shoes' },
  shoe: { target: 'feet', garment: 'shoes' },
  sneakers: { target: 'feet', garment: 'shoes' },
  trainers: { target: 'feet', garment: 'shoes' },
  boots: { target: 'feet', garment: 'shoes' },
  heels: { target: 'feet', garment: 'shoes' },
  sandals: { target: 'feet', garment: 'shoes' },
  loafers: { target: 'feet', garment: 'shoes' },
  footwear: { target: 'feet', garment: 'shoes' },
};

/** Pattern words the engine draws (on a top). */
const STRIPE_WORDS: ReadonlySet<string> = new Set([
  'striped',
  'stripes',
  'stripy',
  'stripey',
  'pinstripe',
  'pinstriped',
]);

/**
 * Clothing words the engine knows but cannot draw: accessories, patterns other than stripes, materials
 * and garments it has no shape for. A prompt naming one gets them listed in the result's note.
 */
const NOT_DRAWN_WORDS: ReadonlySet<string> = new Set([
  // accessories
  'hat',
  'cap',
  'beanie',
  'beret',
  'scarf',
  'glasses',
  'sunglasses',
  'bag',
  'handbag',
  'purse',
  'backpack',
  'necklace',
  'earrings',
  'earring',
  'bracelet',
  'jewelry',
  'jewellery',
  'watch',
  'gloves',
  'belt',
  'socks',
  'headband',
  'bowtie',
  'gloves',
  'mittens',
  'umbrella',
  // patterns
  'floral',
  'flowery',
  'plaid',
  'checked',
  'checkered',
  'chequered',
  'tartan',
  'gingham',
  'polka',
  'dotted',
  'leopard',
  'zebra',
  'camo',
  'camouflage',
  'paisley',
  'houndstooth',
  'herringbone',
  'printed',
  // materials and finishes
  'leather',
  'silk',
  'silky',
  'satin',
  'velvet',
  'lace',
  'lacy',
  'sequin',
  'sequins',
  'sequined',
  'sequinned',
  'fur',
  'furry',
  'suede',
  'linen',
  'metallic',
  'sheer',
  'ripped',
  // garments without a shape of their own
  'bikini',
  'swimsuit',
  'swimwear',
  'lingerie',
  'kimono',
  'sari',
  'apron',
  'cape',
  'poncho',
  'overalls',
  'dungarees',
  'robe',
  'bathrobe',
  'pajamas',
  'pyjamas',
  'uniform',
  'corset',
  'crop',
  'bodysuit',
]);

/** Words for the background in an edit instruction. */
const BACKGROUND_WORDS: ReadonlySet<string> = new Set(['background', 'backdrop', 'wall', 'backround']);

/** Parts of the person the offline engine will not recolour (it cannot find them reliably). */
const BODY_WORDS: ReadonlySet<string> = new Set([
  'hair',
  'skin',
  'eyes',
  'eye',
  'lips',
  'face',
  'beard',
  'moustache',
  'mustache',
  'goatee',
  'stubble',
  'eyebrows',
]);

/** Nouns that a colour word may describe without naming a garment ("black hair", "a white woman"). */
const NON_GARMENT_NOUNS: ReadonlySet<string> = new Set([
  ...BODY_WORDS,
  'woman',
  'women',
  'man',
  'men',
  'person',
  'people',
  'girl',
  'boy',
  'lady',
  'guy',
  'model',
  'background',
  'backdrop',
  'wall',
  'studio',
]);

/** A word of interest at a token position. */
export type Mention =
  | { kind: 'color'; index: number; word: string; color: Rgb }
  | { kind: 'garment'; index: number; word: string; target: BodyTarget; garment: PromptGarment }
  | { kind: 'background'; index: number; word: string }
  | { kind: 'body'; index: number; word: string }
  | { kind: 'noun'; index: number; word: string };

/** Lower-cases and splits text into word tokens ("T-shirts" becomes "tshirt"). */
export function tokenize(text: string): string[] {
  const normalised = text.toLowerCase().replace(/\bt[\s-]?shirts?\b/g, 'tshirt');
  return normalised.match(/[a-z]+/g) ?? [];
}

function singular(word: string): string {
  if (GARMENT_WORDS[word] !== undefined) return word;
  if (word.endsWith('s') && GARMENT_WORDS[word.slice(0, -1)] !== undefined) return word.slice(0, -1);
  if (word.endsWith('es') && GARMENT_WORDS[word.slice(0, -2)] !== undefined) return word.slice(0, -2);
  return word;
}

/** Finds colour, garment, background and body-part words in a text, in order. */
export function mentions(text: string): Mention[] {
  const tokens = tokenize(text);
  const out: Mention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i];
    const base = namedColor(word);
    if (base !== undefined) {
      const prev = i > 0 ? tokens[i - 1] : undefined;
      const modifier = prev !== undefined && COLOR_MODIFIERS.has(prev) ? prev : undefined;
      out.push({ kind: 'color', index: i, word, color: applyModifier(base, modifier) });
      continue;
    }
    const g = GARMENT_WORDS[singular(word)];
    if (g !== undefined) {
      out.push({ kind: 'garment', index: i, word, target: g.target, garment: g.garment });
    } else if (BACKGROUND_WORDS.has(word)) {
      out.push({ kind: 'background', index: i, word });
    } else if (BODY_WORDS.has(word)) {
      out.push({ kind: 'body', index: i, word });
    } else if (NON_GARMENT_NOUNS.has(word)) {
      out.push({ kind: 'noun', index: i, word });
    }
  }
  return out;
}

/** What a free prompt asks for in the outfit of a generated person. */
export interface PromptOutfit {
  /** Garment kinds named in the prompt, with the colour attached to each, if any, and a stripe pattern. */
  garments: { garment: PromptGarment; color?: Rgb; striped?: boolean }[];
  /** Colours not attached to a garment ("dressed in red"): they go to the main garment. */
  looseColors: Rgb[];
  /** "striped" with no garment after it ("in stripes"): it goes to the top. */
  looseStripes: boolean;
  /** Clothing words the engine cannot draw, each once, in prompt order. */
  notDrawn: string[];
}

/** The "not drawn offline: …" note for a list of words, or `undefined` when every word was drawn. */
export function notDrawnNote(words: readonly string[]): string | undefined {
  return words.length > 0 ? `not drawn offline: ${words.join(', ')}` : undefined;
}

/**
 * Reads a generation prompt. A colour word belongs to the garment word that follows it within three
 * words ("a bright red summer dress"); a colour followed by another noun ("black hair") is ignored; any
 * other colour is loose ("dressed in red").
 */
export function parsePrompt(prompt: string): PromptOutfit {
  const ms = mentions(prompt);
  const garments: PromptOutfit['garments'] = [];
  const looseColors: Rgb[] = [];
  // Each garment word's entry, by its token position (for the pattern words below).
  const byWord = new Map<number, PromptOutfit['garments'][number]>();
  for (let k = 0; k < ms.length; k++) {
    const m = ms[k];
    if (m.kind !== 'color') continue;
    // The first non-colour mention after this colour, if close enough, is what it describes.
    let next: Mention | undefined;
    for (let j = k + 1; j < ms.length; j++) {
      if (ms[j].kind !== 'color') {
        next = ms[j];
        break;
      }
    }
    if (next !== undefined && next.index - m.index <= 3) {
      if (next.kind === 'garment' && !byWord.has(next.index)) {
        const entry = { garment: next.garment, color: m.color };
        garments.push(entry);
        byWord.set(next.index, entry);
      }
      continue; // "black hair", "a white woman", "blue background": not about the outfit
    }
    looseColors.push(m.color);
  }
  for (const m of ms) {
    if (m.kind === 'garment' && !byWord.has(m.index)) {
      const entry = { garment: m.garment };
      garments.push(entry);
      byWord.set(m.index, entry);
    }
  }
  const tokens = tokenize(prompt);
  let looseStripes = false;
  const notDrawn: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i];
    if (negatedWord(tokens, i)) continue;
    if (STRIPE_WORDS.has(word)) {
      // A pattern word belongs to the garment word within three words after it ("a striped blue shirt").
      const garment = ms.find((m) => m.kind === 'garment' && m.index > i && m.index - i <= 3);
      const entry = garment === undefined ? undefined : byWord.get(garment.index);
      if (entry !== undefined) entry.striped = true;
      else looseStripes = true;
    } else if (NOT_DRAWN_WORDS.has(word) && !notDrawn.includes(word)) {
      notDrawn.push(word);
    }
  }
  for (const word of unknownWorn(prompt)) if (!notDrawn.includes(word)) notDrawn.push(word);
  return { garments, looseColors, looseStripes, notDrawn };
}

/** Words that say what someone wears ("wearing a dirndl", "dressed in a kaftan"). */
const WEARING_WORDS: ReadonlySet<string> = new Set([
  'wearing',
  'wears',
  'dressed',
  'sporting',
  'clad',
  'donning',
]);

/** What can follow a wearing word and still say nothing about a garment ("wearing nothing"). */
const NOT_A_GARMENT: ReadonlySet<string> = new Set([
  'in',
  'a',
  'an',
  'the',
  'her',
  'his',
  'their',
  'nothing',
  'it',
  'long',
  'short',
  'up',
  'down',
  'loose',
  'well',
  'today',
  'smile',
]);

/**
 * The last word of each "wearing ..." phrase (up to a comma, "and" or "with") that is no word the engine
 * knows: a garment it has never heard of ("wearing a dirndl") is reported, not drawn as something else.
 */
function unknownWorn(prompt: string): string[] {
  const out: string[] = [];
  const phrases = prompt
    .toLowerCase()
    .replace(/\bt[\s-]?shirts?\b/g, 'tshirt')
    .split(/[,.;:!?()]|\band\b|\bwith\b|\bplus\b/);
  for (const phrase of phrases) {
    const words = phrase.match(/[a-z]+/g) ?? [];
    const at = words.findIndex((word) => WEARING_WORDS.has(word));
    if (at < 0) continue;
    const head = words[words.length - 1];
    if (at === words.length - 1 || head === undefined || NOT_A_GARMENT.has(head)) continue;
    const known =
      GARMENT_WORDS[singular(head)] !== undefined ||
      namedColor(head) !== undefined ||
      NOT_DRAWN_WORDS.has(head) ||
      STRIPE_WORDS.has(head) ||
      BODY_WORDS.has(head) ||
      NON_GARMENT_NOUNS.has(head);
    if (!known) out.push(head);
  }
  return out;
}

/** True when a word is denied just before it: "no hat", "without a scarf". */
function negatedWord(tokens: string[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    if (NEGATIONS.has(tokens[j])) return true;
    if (!LOOK_FILLERS.has(tokens[j])) return false;
  }
  return false;
}

/** One recolouring asked for by an edit instruction. */
export interface RecolorOp {
  /** The region to recolour; `undefined` means the outfit (torso and legs). */
  target: BodyTarget | undefined;
  /** The colour to recolour to. */
  color: Rgb;
  /** A colour named before the garment ("the red shirt"), used to pick the right pixels. */
  source?: Rgb;
}

/** What an edit instruction asks for. */
export interface EditRequest {
  ops: RecolorOp[];
  /** Body parts named with a colour ("make the hair red"), which the engine does not recolour. */
  unsupported: string[];
}

/**
 * Reads an edit instruction. Each garment (or the background) takes the first colour after it before
 * the next garment ("make the shirt blue and the pants black"); a garment with none takes the next
 * garment's colour ("make the shirt and pants blue"), else a colour just before it ("a blue shirt").
 * A colour right before a garment that also has a colour after it is the current colour ("turn the red
 * shirt blue"). With no garment named, the target colour (the last one) applies to the outfit.
 */
export function parseEditInstruction(instruction: string): EditRequest {
  const ms = mentions(instruction);
  const colors = ms.filter((m): m is Extract<Mention, { kind: 'color' }> => m.kind === 'color');
  if (colors.length === 0) return { ops: [], unsupported: [] };
  const targets = ms.filter(
    (m): m is Extract<Mention, { kind: 'garment' | 'background' | 'body' }> =>
      m.kind === 'garment' || m.kind === 'background' || m.kind === 'body',
  );
  if (targets.length === 0) {
    return { ops: [{ target: undefined, color: colors[colors.length - 1].color }], unsupported: [] };
  }
  const after: (Rgb | undefined)[] = targets.map((t, i) => {
    const end = i + 1 < targets.length ? targets[i + 1].index : Infinity;
    return colors.find((c) => c.index > t.index && c.index < end)?.color;
  });
  const before: (Rgb | undefined)[] = targets.map((t) => {
    const prevTarget = targets.filter((o) => o.index < t.index).pop();
    const c = colors.filter(
      (c) => c.index < t.index && (prevTarget === undefined || c.index > prevTarget.index),
    );
    const last = c.pop();
    return last !== undefined && t.index - last.index <= 2 ? last.color : undefined;
  });
  const ops: RecolorOp[] = [];
  const unsupported: string[] = [];
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    let color = after[i];
    let source: Rgb | undefined;
    if (color === undefined) {
      for (let j = i + 1; j < targets.length && color === undefined; j++) color = after[j];
    }
    if (color !== undefined) source = before[i];
    else color = before[i];
    if (color === undefined) continue;
    if (t.kind === 'body') {
      unsupported.push(t.word);
      continue;
    }
    const target: BodyTarget = t.kind === 'background' ? 'background' : t.target;
    ops.push(source === undefined ? { target, color } : { target, color, source });
  }
  if (ops.length === 0 && unsupported.length === 0) {
    return { ops: [{ target: undefined, color: colors[colors.length - 1].color }], unsupported: [] };
  }
  return { ops, unsupported };
}

/** Facial hair a prompt can ask for; several combine ("stubble and a moustache"). */
export type FacialHair = 'stubble' | 'moustache' | 'goatee' | 'beard';

/** How tall the person is drawn. */
export type Stature = 'short' | 'average' | 'tall';

/**
 * What a free prompt says about the person's look beyond the spec's attributes, which have no fields
 * for it: facial hair and height. Only the offline drawing uses it (Gemini reads the prompt itself); it
 * is never stored, so sessions and the API do not change.
 */
export interface PromptLook {
  /** Empty: clean-shaven (also when the prompt says nothing about it). */
  facialHair: FacialHair[];
  stature: Stature;
}

/** Facial-hair words; `none` (clean-shaven) only counts when no facial hair is named. */
const FACIAL_HAIR_WORDS: Readonly<Record<string, FacialHair | 'none'>> = {
  beard: 'beard',
  beards: 'beard',
  bearded: 'beard',
  stubble: 'stubble',
  stubbly: 'stubble',
  unshaven: 'stubble',
  goatee: 'goatee',
  goatees: 'goatee',
  moustache: 'moustache',
  mustache: 'moustache',
  moustached: 'moustache',
  mustached: 'moustache',
  mustachioed: 'moustache',
  shaven: 'none',
  beardless: 'none',
};

const STATURE_WORDS: Readonly<Record<string, Stature>> = {
  tall: 'tall',
  taller: 'tall',
  short: 'short',
  shorter: 'short',
  petite: 'short',
};

/**
 * Words that "short" or "tall" can describe instead of the person ("short sleeves", "a short dress",
 * "tall boots", "short curly hair", "a short beard"), besides the garment and body words.
 */
const NOT_STATURE_NOUNS: ReadonlySet<string> = new Set([
  ...Object.keys(FACIAL_HAIR_WORDS),
  'sleeve',
  'sleeves',
  'sleeved',
  'hem',
  'hemline',
  'haircut',
  'cut',
  'bob',
  'crop',
  'sock',
  'socks',
  'hat',
  'collar',
  'neckline',
]);

/**
 * Reads the facial hair and height a prompt asks for. Facial hair: "beard", "bearded", "full beard"
 * (a beard), "stubble", "unshaven", "five o'clock shadow" (stubble), "goatee", "moustache"/"mustache";
 * "clean-shaven", "shaven" or "beardless" mean none, as does saying nothing or denying it ("no beard",
 * "without a moustache"). Height: "tall" (taller),
 * "short" or "petite" (shorter), the first one named; "short" or "tall" followed within three words by a
 * garment or hair word ("short sleeves", "tall boots", "short curly hair") is not about the person.
 */
export function parseLook(prompt: string | undefined): PromptLook {
  const tokens = tokenize(prompt ?? '');
  const named: FacialHair[] = [];
  let stature: Stature | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i];
    if (negated(tokens, i)) continue;
    const hair = word === 'shadow' && tokens[i - 1] === 'clock' ? 'stubble' : FACIAL_HAIR_WORDS[word];
    if (hair !== undefined && hair !== 'none' && !named.includes(hair)) named.push(hair);
    const s = STATURE_WORDS[word];
    if (s !== undefined && stature === undefined && !describesClothing(tokens, i)) stature = s;
  }
  return { facialHair: named, stature: stature ?? 'average' };
}

const NEGATIONS: ReadonlySet<string> = new Set(['no', 'not', 'without', 'never', 'nor']);

/** True when the word at `i` is denied: "no beard", "without a moustache", "not very tall". */
function negated(tokens: string[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    if (NEGATIONS.has(tokens[j])) return true;
    if (!LOOK_FILLERS.has(tokens[j])) return false;
  }
  return false;
}

/** Words between a negation and what it denies ("no full beard", "not very tall", "without a beard"). */
const LOOK_FILLERS: ReadonlySet<string> = new Set(['a', 'an', 'any', 'very', 'too', 'so', 'full', 'thick']);

/** True when a garment, hair or other non-person noun follows the word at `i` within three words. */
function describesClothing(tokens: string[], i: number): boolean {
  for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
    const word = tokens[j];
    if (STATURE_WORDS[word] !== undefined) continue;
    if (GARMENT_WORDS[singular(word)] !== undefined || BODY_WORDS.has(word) || NOT_STATURE_NOUNS.has(word)) {
      return true;
    }
    if (NON_GARMENT_NOUNS.has(word)) return false; // "a short woman": the person
  }
  return false;
}
