import { normalizeAiPerson, resolvePersonAttributes, resolvePersonImage, toAiPeople } from './saved-people';

describe('saved AI people (spec section 3 resolver)', () => {
  it('takes imageUrl, then resultUrl, then sessionData, a model, or a geminiSession, only with /uploads/', () => {
    expect(resolvePersonImage({ imageUrl: '/uploads/a.png', resultUrl: '/uploads/b.png' })).toBe(
      '/uploads/a.png',
    );
    expect(resolvePersonImage({ imageUrl: 'https://x/y.png', resultUrl: '/uploads/b.png' })).toBe(
      '/uploads/b.png',
    );
    expect(resolvePersonImage({ sessionData: { resultUrl: '/uploads/c.png' } })).toBe('/uploads/c.png');
    expect(resolvePersonImage({ model: { sessionData: { imageUrl: '/uploads/d.png' } } })).toBe(
      '/uploads/d.png',
    );
    expect(resolvePersonImage({ geminiSession: { resultUrl: '/uploads/e.png' } })).toBe('/uploads/e.png');
    expect(resolvePersonImage({ imageUrl: 'data:image/png;base64,AAAA' })).toBeNull();
    expect(resolvePersonImage({ imageUrl: 'http://elsewhere/uploads.png' })).toBeNull();
    expect(resolvePersonImage(null)).toBeNull();
  });

  it("reads the attributes from person (the graph's PersonAttributes) first", () => {
    expect(
      resolvePersonAttributes({
        person: { __typename: 'PersonAttributes', gender: 'male', age: 'middle_aged', pose: null },
        attributes: { gender: 'female', pose: 'sitting' },
      }),
    ).toEqual({ gender: 'male', age: 'middle_aged', pose: 'sitting' });
  });

  it('reads the attributes from attributes, sessionData or the top level', () => {
    expect(
      resolvePersonAttributes({
        attributes: { gender: 'male' },
        sessionData: { gender: 'female', age: 'older' },
        build: 'slim',
        unrelated: 'x',
      }),
    ).toEqual({ gender: 'male', age: 'older', build: 'slim' });
  });

  it('reads a list, skipping entries without an id, and normalizes a person for try-on', () => {
    const people = toAiPeople([
      { id: 1, name: 'Nora', imageUrl: '/uploads/results/1/n.png', attributes: { gender: 'female' } },
      { name: 'No id' },
      'junk',
    ]);
    expect(people).toEqual([
      { id: 1, name: 'Nora', imageUrl: '/uploads/results/1/n.png', attributes: { gender: 'female' } },
    ]);
    expect(normalizeAiPerson(people[0]!)).toEqual({
      id: 1,
      name: 'Nora',
      imageUrl: '/uploads/results/1/n.png',
      source: 'ai',
      attributes: { gender: 'female' },
    });
    expect(normalizeAiPerson({ id: 2, name: 'x', imageUrl: null, attributes: {} })).toBeNull();
    expect(toAiPeople({ not: 'a list' })).toEqual([]);
  });
});
