import { attributesFromPrompt, withPromptAttributes } from './prompt-attributes.js';
import type { PersonAttributes } from './provider.js';

/** The form's defaults (spec consumer-app section 5). */
const DEFAULTS: PersonAttributes = {
  gender: 'female',
  age: 'young',
  ethnicity: 'caucasian',
  build: 'average',
  hairColor: 'brown',
  hairStyle: 'medium',
  clothing: 'casual',
  pose: 'standing-front',
  background: 'white',
};

describe('attributesFromPrompt', () => {
  it('reads "older woman, long red hair, green dress, sitting" as older, female, red, long, sitting', () => {
    expect(attributesFromPrompt('older woman, long red hair, green dress, sitting')).toEqual({
      gender: 'female',
      age: 'older',
      hairColor: 'red',
      hairStyle: 'long',
      pose: 'sitting',
    });
  });

  it('keeps colours of garments and the background apart from the hair', () => {
    expect(attributesFromPrompt('a man with short black hair in a white shirt, blue background')).toEqual({
      gender: 'male',
      hairColor: 'black',
      hairStyle: 'short',
      background: 'blue',
    });
  });

  it('understands ages in years, builds, styles and poses', () => {
    expect(attributesFromPrompt('A 45 year old plus size Latina in business attire, side view')).toEqual({
      age: 'middle-aged',
      build: 'plus-size',
      ethnicity: 'hispanic',
      clothing: 'business',
      pose: 'standing-side',
    });
    expect(attributesFromPrompt('athletic Asian guy, blond, standing')).toEqual({
      build: 'athletic',
      ethnicity: 'asian',
      gender: 'male',
      hairColor: 'blonde',
      pose: 'standing-front',
    });
    expect(attributesFromPrompt('middle aged gentleman with grey curly hair, sportswear')).toEqual({
      age: 'middle-aged',
      gender: 'male',
      hairColor: 'gray',
      hairStyle: 'curly',
      clothing: 'athletic',
    });
  });

  it('reads "athletic" before an outfit word as the clothing style, and before a person as the build', () => {
    expect(attributesFromPrompt('A woman wearing an athletic outfit')).toEqual({
      gender: 'female',
      clothing: 'athletic',
    });
    expect(attributesFromPrompt('an athletic man in athletic wear')).toEqual({
      gender: 'male',
      build: 'athletic',
      clothing: 'athletic',
    });
    expect(attributesFromPrompt('a woman in yoga clothes')).toEqual({
      gender: 'female',
      clothing: 'athletic',
    });
  });

  it('has no attributes for facial hair or height (the spec has none): "tall man with a beard" is a man', () => {
    expect(attributesFromPrompt('tall man with a beard')).toEqual({ gender: 'male' });
    expect(attributesFromPrompt('a short, clean-shaven guy with stubble')).toEqual({ gender: 'male' });
    expect(attributesFromPrompt('a petite woman')).toEqual({ gender: 'female', build: 'slim' });
  });

  it('says nothing about what the prompt leaves open', () => {
    expect(attributesFromPrompt('a green dress and white sneakers')).toEqual({});
    expect(attributesFromPrompt('')).toEqual({});
    expect(attributesFromPrompt(undefined)).toEqual({});
  });
});

describe('withPromptAttributes', () => {
  it('lets the prompt win and the attributes fill the rest', () => {
    expect(withPromptAttributes(DEFAULTS, 'older woman, long red hair, green dress, sitting')).toEqual({
      ...DEFAULTS,
      age: 'older',
      hairColor: 'red',
      hairStyle: 'long',
      pose: 'sitting',
    });
    expect(withPromptAttributes({ ...DEFAULTS, gender: 'male' }, 'a tall person')).toEqual({
      ...DEFAULTS,
      gender: 'male',
    });
  });
});
