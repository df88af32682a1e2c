/**
 * What a free prompt says about the person's attributes ("older woman, long red hair, green dress,
 * sitting": female, older, red, long, sitting). The prompt wins where it says something; the form's
 * attributes fill only what it leaves open. Plain word lists, no model: words it does not know change
 * nothing. Used where a generation is stored (so the saved person and the answer carry what was drawn)
 * and by both person providers (the offline drawing and the prompt sent to Gemini).
 */
import type { PersonAttributes } from './provider.js';

type Found = Partial<PersonAttributes>;

const GENDER_WORDS: Readonly<Record<string, PersonAttributes['gender']>> = {
  woman: 'female',
  women: 'female',
  female: 'female',
  girl: 'female',
  lady: 'female',
  she: 'female',
  her: 'female',
  mother: 'female',
  grandmother: 'female',
  man: 'male',
  men: 'male',
  male: 'male',
  guy: 'male',
  boy: 'male',
  gentleman: 'male',
  he: 'male',
  his: 'male',
  him: 'male',
  father: 'male',
  grandfather: 'male',
};

const AGE_WORDS: Readonly<Record<string, PersonAttributes['age']>> = {
  young: 'young',
  youthful: 'young',
  teenage: 'young',
  twenties: 'young',
  '20s': 'young',
  student: 'young',
  'middle-aged': 'middle-aged',
  middleaged: 'middle-aged',
  thirties: 'middle-aged',
  '30s': 'middle-aged',
  forties: 'middle-aged',
  '40s': 'middle-aged',
  mature: 'middle-aged',
  old: 'older',
  older: 'older',
  elderly: 'older',
  senior: 'older',
  aged: 'older',
  fifties: 'older',
  '50s': 'older',
  sixties: 'older',
  '60s': 'older',
  seventies: 'older',
  '70s': 'older',
  grandmother: 'older',
  grandfather: 'older',
};

const ETHNICITY_WORDS: Readonly<Record<string, PersonAttributes['ethnicity']>> = {
  caucasian: 'caucasian',
  european: 'caucasian',
  scandinavian: 'caucasian',
  asian: 'asian',
  chinese: 'asian',
  japanese: 'asian',
  korean: 'asian',
  indian: 'asian',
  african: 'african',
  'african-american': 'african',
  nigerian: 'african',
  kenyan: 'african',
  hispanic: 'hispanic',
  latina: 'hispanic',
  latino: 'hispanic',
  latinx: 'hispanic',
  mexican: 'hispanic',
  mixed: 'mixed',
  biracial: 'mixed',
  multiracial: 'mixed',
};

const BUILD_WORDS: Readonly<Record<string, PersonAttributes['build']>> = {
  slim: 'slim',
  thin: 'slim',
  slender: 'slim',
  skinny: 'slim',
  petite: 'slim',
  lean: 'slim',
  athletic: 'athletic',
  muscular: 'athletic',
  fit: 'athletic',
  toned: 'athletic',
  'plus-size': 'plus-size',
  plussize: 'plus-size',
  curvy: 'plus-size',
  heavyset: 'plus-size',
  chubby: 'plus-size',
  stocky: 'plus-size',
};

const CLOTHING_WORDS: Readonly<Record<string, PersonAttributes['clothing']>> = {
  casual: 'casual',
  casually: 'casual',
  business: 'business',
  office: 'business',
  professional: 'business',
  formal: 'formal',
  elegant: 'formal',
  evening: 'formal',
  sportswear: 'athletic',
  activewear: 'athletic',
  athleisure: 'athletic',
  workout: 'athletic',
  gym: 'athletic',
  sporty: 'athletic',
  sports: 'athletic',
  fitness: 'athletic',
  yoga: 'athletic',
  tracksuit: 'athletic',
  corporate: 'business',
  tuxedo: 'formal',
};

/**
 * Words after "athletic" that make it the clothing style ("an athletic outfit", "athletic wear") rather
 * than the build ("an athletic man").
 */
const OUTFIT_NOUNS: ReadonlySet<string> = new Set([
  'outfit',
  'outfits',
  'clothes',
  'clothing',
  'wear',
  'gear',
  'attire',
  'kit',
  'look',
  'style',
  'apparel',
]);

const POSE_WORDS: Readonly<Record<string, PersonAttributes['pose']>> = {
  sitting: 'sitting',
  seated: 'sitting',
  sits: 'sitting',
  sit: 'sitting',
  profile: 'standing-side',
  sideways: 'standing-side',
  relaxed: 'casual-pose',
  leaning: 'casual-pose',
};

const HAIR_COLOR_WORDS: Readonly<Record<string, PersonAttributes['hairColor']>> = {
  blonde: 'blonde',
  blond: 'blonde',
  golden: 'blonde',
  brown: 'brown',
  brunette: 'brown',
  chestnut: 'brown',
  black: 'black',
  dark: 'black',
  red: 'red',
  ginger: 'red',
  auburn: 'red',
  redhead: 'red',
  copper: 'red',
  gray: 'gray',
  grey: 'gray',
  silver: 'gray',
  white: 'gray',
};

const HAIR_STYLE_WORDS: Readonly<Record<string, PersonAttributes['hairStyle']>> = {
  short: 'short',
  cropped: 'short',
  buzzed: 'short',
  bald: 'short',
  medium: 'medium',
  shoulder: 'medium',
  'shoulder-length': 'medium',
  long: 'long',
  curly: 'curly',
  curls: 'curly',
  wavy: 'curly',
  afro: 'curly',
  straight: 'straight',
  sleek: 'straight',
};

/** Hair colour words that name the hair on their own, wherever they stand. */
const HAIR_NOUNS: ReadonlySet<string> = new Set(['blonde', 'blond', 'brunette', 'redhead']);

const BACKGROUND_WORDS: Readonly<Record<string, PersonAttributes['background']>> = {
  white: 'white',
  gray: 'gray',
  grey: 'gray',
  blue: 'blue',
  green: 'green',
  beige: 'beige',
  studio: 'studio',
  neutral: 'neutral',
};

/** Lower-case words and numbers, with "plus size" and "middle aged" joined. */
function tokens(prompt: string): string[] {
  return (
    prompt
      .toLowerCase()
      .replace(/\bplus[\s-]+size(d)?\b/g, 'plus-size')
      .replace(/\bmiddle[\s-]+aged?\b/g, 'middle-aged')
      .replace(/\bside[\s-]+(view|on|pose)\b/g, 'profile')
      .replace(/\bafrican[\s-]+american\b/g, 'african-american')
      .match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []
  );
}

/** An age in years ("45 year old", "aged 62") as the spec's age group. */
function ageOfYears(words: string[], i: number): PersonAttributes['age'] | undefined {
  const n = Number(words[i]);
  if (!Number.isInteger(n) || n < 16 || n > 110) return undefined;
  const next = words[i + 1] ?? '';
  const before = words[i - 1] ?? '';
  if (!/^(year|years|yr|yrs|year-old|years-old|yo)$/.test(next) && before !== 'aged') return undefined;
  return n < 30 ? 'young' : n < 50 ? 'middle-aged' : 'older';
}

/** The first value a word list gives among `words`, skipping the indexes in `skip`. */
function first<T>(words: string[], table: Readonly<Record<string, T>>, skip: Set<number>): T | undefined {
  for (let i = 0; i < words.length; i++) {
    if (skip.has(i)) continue;
    const value = table[words[i]!];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The attributes a free prompt states; the ones it says nothing about are absent. */
export function attributesFromPrompt(prompt: string | null | undefined): Found {
  if (!prompt || !prompt.trim()) return {};
  const words = tokens(prompt);
  const found: Found = {};
  // Words spoken for by the hair or the background, so "red hair, green dress" or "blue background"
  // do not also count as something else.
  const used = new Set<number>();

  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'hair' || w === 'hairstyle' || w === 'haired') {
      // Up to three words before "hair": "long wavy red hair".
      for (let j = Math.max(0, i - 3); j < i; j++) {
        const c = HAIR_COLOR_WORDS[words[j]!];
        const s = HAIR_STYLE_WORDS[words[j]!];
        if (c && found.hairColor === undefined) found.hairColor = c;
        if (s && found.hairStyle === undefined) found.hairStyle = s;
        if (c || s) used.add(j);
      }
    } else if (w === 'background' || w === 'backdrop') {
      for (let j = Math.max(0, i - 2); j < i; j++) {
        const b = BACKGROUND_WORDS[words[j]!];
        if (b && found.background === undefined) found.background = b;
        if (b) used.add(j);
      }
    } else if (HAIR_NOUNS.has(w) && found.hairColor === undefined) {
      found.hairColor = HAIR_COLOR_WORDS[w];
      used.add(i);
    } else if (w === 'bald' && found.hairStyle === undefined) {
      found.hairStyle = 'short';
      used.add(i);
    }
  }

  for (let i = 0; i < words.length; i++) {
    if (words[i] !== 'athletic' || found.clothing !== undefined) continue;
    if (words.slice(i + 1, i + 3).some((w) => OUTFIT_NOUNS.has(w))) {
      found.clothing = 'athletic';
      used.add(i);
    }
  }

  for (let i = 0; i < words.length && found.age === undefined; i++) found.age = ageOfYears(words, i);
  found.age ??= first(words, AGE_WORDS, used);
  found.gender = first(words, GENDER_WORDS, used);
  found.ethnicity = first(words, ETHNICITY_WORDS, used);
  found.build = first(words, BUILD_WORDS, used);
  found.clothing ??= first(words, CLOTHING_WORDS, used);
  // "standing" alone means from the front; "standing, side view" is the side pose.
  found.pose = first(words, POSE_WORDS, used) ?? (words.includes('standing') ? 'standing-front' : undefined);
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined)) as Found;
}

/** The attributes to draw: what the prompt states, the given attributes for the rest. */
export function withPromptAttributes<T extends PersonAttributes>(
  attributes: T,
  prompt: string | null | undefined,
): T {
  return { ...attributes, ...attributesFromPrompt(prompt) };
}
