import {
  fromGraphQLEnum,
  GRAPHQL_ENUMS,
  graphqlEnumNames,
  graphqlEnumValues,
  oneOfMessage,
  toGraphQLEnum,
  TryOnCategory,
} from './enums.js';

describe('closed sets and their GraphQL names', () => {
  test("a value's GraphQL name writes - as _, and reads back to the stored value", () => {
    expect(graphqlEnumNames(TryOnCategory)).toEqual(['tops', 'bottoms', 'full_body', 'accessories']);
    expect(graphqlEnumValues(TryOnCategory)).toEqual({
      tops: 'tops',
      bottoms: 'bottoms',
      full_body: 'full-body',
      accessories: 'accessories',
    });
    expect(toGraphQLEnum(TryOnCategory, 'full-body')).toBe('full_body');
    expect(fromGraphQLEnum(TryOnCategory, 'full_body')).toBe('full-body');
  });

  test('a value outside the set has no name either way', () => {
    expect(toGraphQLEnum(TryOnCategory, 'full_body')).toBeUndefined();
    expect(toGraphQLEnum(TryOnCategory, 'hats')).toBeUndefined();
    expect(fromGraphQLEnum(TryOnCategory, 'full-body')).toBeUndefined();
  });

  test("the refusal names the field and the stored values, in the catalogue's words", () => {
    expect(oneOfMessage('category', TryOnCategory)).toBe(
      'Invalid data: category must be one of tops, bottoms, full-body, accessories',
    );
  });

  test('no two values of a set share a GraphQL name', () => {
    for (const [name, set] of Object.entries(GRAPHQL_ENUMS)) {
      expect([name, new Set(graphqlEnumNames(set)).size]).toEqual([name, set.options.length]);
    }
  });
});
