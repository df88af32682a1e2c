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
});
