import { AppError, parseInput } from '@tryon/kit';
import { editSchema, generateSchema, tryOnSchema } from './validation.js';

/** The message a parse is refused with (fails the test when it passes). */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('VALIDATION');
    return (err as AppError).message;
  }
  throw new Error('expected a refusal');
}

const image = '/uploads/1/abcdefghijklmnopqrstuv.jpg';

describe('ai-jobs input (parsed with kit parseInput)', () => {
  it('fills the generate defaults and trims the prompt', () => {
    expect(parseInput(generateSchema, { prompt: '  a red coat ' })).toMatchObject({
      gender: 'female',
      age: 'young',
      background: 'white',
      prompt: 'a red coat',
    });
  });

  it('words each rule with its field: "Invalid data: <field> <rule>"', () => {
    expect(refusal(() => parseInput(generateSchema, { gender: 'robot' }))).toMatch(
      /^Invalid data: gender must be one of /,
    );
    expect(refusal(() => parseInput(generateSchema, { prompt: '   ' }))).toBe(
      'Invalid data: prompt must not be blank',
    );
    expect(
      refusal(() => parseInput(editSchema, { baseImageUrl: image, editInstructions: 'x'.repeat(1001) })),
    ).toBe('Invalid data: editInstructions must be at most 1000 characters');
    expect(
      refusal(() => parseInput(editSchema, { baseImageUrl: 'https://x.test/a.jpg', editInstructions: 'hi' })),
    ).toBe('Invalid data: baseImageUrl must be an /uploads/ address of one of your images');
    expect(
      refusal(() =>
        parseInput(tryOnSchema, { personImageUrl: `/uploads/${'x'.repeat(500)}`, clothingImageUrl: image }),
      ),
    ).toBe('Invalid data: personImageUrl Too big: expected string to have <=500 characters');
  });

  it('requires the second garment in multi-garment mode', () => {
    const tryOn = { personImageUrl: image, clothingImageUrl: image, garmentType2: 'bottom' };
    expect(refusal(() => parseInput(tryOnSchema, tryOn))).toBe(
      'Invalid data: clothingImageUrl2 is required in multi-garment mode',
    );
    expect(parseInput(tryOnSchema, { ...tryOn, clothingImageUrl2: image }).garmentType2).toBe('bottom');
  });

  it('takes the attributes from person (GraphQL), the deprecated top-level fields, or the defaults', () => {
    const parsed = parseInput(generateSchema, {
      person: { age: 'middle-aged', pose: 'casual-pose' },
      build: 'plus-size',
      prompt: 'a coat',
    });
    expect(parsed).toEqual({
      gender: 'female',
      age: 'middle-aged',
      ethnicity: 'caucasian',
      build: 'plus-size',
      hairColor: 'brown',
      hairStyle: 'medium',
      clothing: 'casual',
      pose: 'casual-pose',
      background: 'white',
      prompt: 'a coat',
      requestId: undefined,
    });
    expect(parsed).not.toHaveProperty('person');
    // The same value in both places is one choice.
    expect(parseInput(generateSchema, { gender: 'male', person: { gender: 'male' } }).gender).toBe('male');
  });

  it('refuses an attribute given in person and in its deprecated field with different values', () => {
    expect(refusal(() => parseInput(generateSchema, { gender: 'male', person: { gender: 'female' } }))).toBe(
      'Invalid data: give person.gender or gender, not both',
    );
    expect(refusal(() => parseInput(generateSchema, { person: { background: 'purple' } }))).toBe(
      'Invalid data: person.background must be one of white, gray, blue, green, beige, studio, neutral',
    );
    expect(refusal(() => parseInput(generateSchema, { age: 'ancient' }))).toBe(
      'Invalid data: age must be one of young, middle-aged, older',
    );
  });

  it('takes the try-on choices from their new fields or the deprecated ones', () => {
    const base = { personImageUrl: image, clothingImageUrl: image };
    expect(parseInput(tryOnSchema, base)).toMatchObject({
      category: 'tops',
      garmentType1: 'top',
      garmentType2: null,
    });
    const parsed = parseInput(tryOnSchema, {
      ...base,
      clothingImageUrl2: image,
      tryOnCategory: 'full-body',
      firstGarmentType: 'full-body',
      secondGarmentType: 'shoes',
    });
    expect(parsed).toMatchObject({ category: 'full-body', garmentType1: 'full-body', garmentType2: 'shoes' });
    expect(parsed).not.toHaveProperty('tryOnCategory');
    expect(parseInput(tryOnSchema, { ...base, category: 'bottoms', garmentType1: 'bottom' })).toMatchObject({
      category: 'bottoms',
      garmentType1: 'bottom',
    });
    expect(refusal(() => parseInput(tryOnSchema, { ...base, secondGarmentType: 'bottom' }))).toBe(
      'Invalid data: clothingImageUrl2 is required in multi-garment mode',
    );
    expect(
      refusal(() => parseInput(tryOnSchema, { ...base, category: 'tops', tryOnCategory: 'bottoms' })),
    ).toBe('Invalid data: give tryOnCategory or category, not both');
    expect(
      refusal(() => parseInput(tryOnSchema, { ...base, garmentType1: 'top', firstGarmentType: 'shoes' })),
    ).toBe('Invalid data: give firstGarmentType or garmentType1, not both');
    expect(refusal(() => parseInput(tryOnSchema, { ...base, category: 'hats' }))).toBe(
      'Invalid data: category must be one of tops, bottoms, full-body, accessories',
    );
  });
});
