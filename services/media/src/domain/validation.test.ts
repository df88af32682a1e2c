import { parseInput } from '@tryon/kit';
import { encodeCursor } from './cursor.js';
import { categoryFilter, galleryPageInput, saveTryOnResultInput, saveUserImageInput } from './validation.js';

const msg = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
};

const url = '/uploads/1/abcdefghijklmnopqrstuv.jpg';

describe('save-user-image input', () => {
  it('trims the name and defaults the category to person', () => {
    expect(parseInput(saveUserImageInput, { imageUrl: url, name: '  Me  ' })).toEqual({
      imageUrl: url,
      name: 'Me',
      category: 'person',
    });
    expect(
      parseInput(saveUserImageInput, { imageUrl: url, name: 'Coat', category: 'clothing' }).category,
    ).toBe('clothing');
  });

  it('takes kind (the enum) or the deprecated category, not two different ones', () => {
    expect(parseInput(saveUserImageInput, { imageUrl: url, name: 'Coat', kind: 'clothing' })).toEqual({
      imageUrl: url,
      name: 'Coat',
      category: 'clothing',
    });
    expect(
      parseInput(saveUserImageInput, { imageUrl: url, name: 'Me', kind: 'person', category: 'person' })
        .category,
    ).toBe('person');
    expect(
      msg(() =>
        parseInput(saveUserImageInput, { imageUrl: url, name: 'x', kind: 'person', category: 'clothing' }),
      ),
    ).toBe('Invalid data: give kind or category, not both');
  });

  it.each([
    [{ imageUrl: url }, 'Missing required field: name'],
    [{ imageUrl: url, name: '   ' }, 'Missing required field: name'],
    [{ name: 'x' }, 'Missing required field: imageUrl'],
    [{ imageUrl: url, name: 'x', category: 'shoes' }, 'Invalid format: category must be person or clothing'],
    [{ imageUrl: 5, name: 'x' }, 'Invalid format: imageUrl must be an /uploads/ address you own'],
  ])('refuses %j', (input, message) => {
    expect(msg(() => parseInput(saveUserImageInput, input))).toBe(message);
  });
});

describe('save-try-on-result input', () => {
  it('keeps optional fields as null', () => {
    expect(parseInput(saveTryOnResultInput, { name: 'Look', resultImageUrl: url })).toEqual({
      geminiSessionId: null,
      name: 'Look',
      resultImageUrl: url,
      personImageUrl: null,
      clothingImageUrl: null,
      category: null,
      style: null,
    });
  });

  it('keeps the category from tryOnCategory (the enum) or the deprecated category text', () => {
    const result = { name: 'Look', resultImageUrl: url };
    expect(parseInput(saveTryOnResultInput, { ...result, tryOnCategory: 'full-body' }).category).toBe(
      'full-body',
    );
    expect(parseInput(saveTryOnResultInput, { ...result, category: ' Summer ' }).category).toBe('Summer');
    expect(
      parseInput(saveTryOnResultInput, { ...result, category: 'tops', tryOnCategory: 'tops' }),
    ).not.toHaveProperty('tryOnCategory');
    expect(
      msg(() => parseInput(saveTryOnResultInput, { ...result, category: 'tops', tryOnCategory: 'bottoms' })),
    ).toBe('Invalid data: give tryOnCategory or category, not both');
    expect(msg(() => parseInput(saveTryOnResultInput, { ...result, tryOnCategory: 'hats' }))).toBe(
      'Invalid data: tryOnCategory must be one of tops, bottoms, full-body, accessories',
    );
  });

  it('needs a name and a result address', () => {
    expect(msg(() => parseInput(saveTryOnResultInput, { resultImageUrl: url }))).toBe(
      'Missing required field: name',
    );
    expect(msg(() => parseInput(saveTryOnResultInput, { name: 'x' }))).toBe(
      'Missing required field: resultImageUrl',
    );
  });
});

describe('category filter', () => {
  it('accepts nothing, person or clothing', () => {
    expect(parseInput(categoryFilter, {})).toBeNull();
    expect(parseInput(categoryFilter, { category: 'clothing' })).toBe('clothing');
    expect(msg(() => parseInput(categoryFilter, { category: 'hats' }))).toBe(
      'Invalid format: category must be person or clothing',
    );
  });

  it('takes kind (the enum) or the deprecated category, not two different ones', () => {
    expect(parseInput(categoryFilter, { kind: 'person' })).toBe('person');
    expect(parseInput(categoryFilter, { kind: 'clothing', category: 'clothing' })).toBe('clothing');
    expect(parseInput(categoryFilter, { kind: null, category: null })).toBeNull();
    expect(msg(() => parseInput(categoryFilter, { kind: 'person', category: 'clothing' }))).toBe(
      'Invalid data: give kind or category, not both',
    );
  });
});

describe('gallery page input', () => {
  it('defaults to the first page of 50', () => {
    expect(parseInput(galleryPageInput, {})).toEqual({ limit: 50, cursor: null });
    expect(parseInput(galleryPageInput, { limit: null, cursor: '' })).toEqual({ limit: 50, cursor: null });
  });

  it('reads a cursor the list gave', () => {
    const cursor = { at: '2026-11-24T20:01:02.000001Z', id: 7 };
    expect(parseInput(galleryPageInput, { limit: 100, cursor: encodeCursor(cursor) })).toEqual({
      limit: 100,
      cursor,
    });
  });

  it.each([
    [{ limit: 0 }, 'Invalid data: limit must be 1 to 100'],
    [{ limit: 101 }, 'Invalid data: limit must be 1 to 100'],
    [{ limit: 2.5 }, 'Invalid data: limit must be 1 to 100'],
    [{ cursor: 'nonsense!' }, 'Invalid format: cursor is not one this list gave'],
    [{ cursor: 12 }, 'Invalid format: cursor is not one this list gave'],
  ])('refuses %j', (input, message) => {
    expect(msg(() => parseInput(galleryPageInput, input))).toBe(message);
  });
});
