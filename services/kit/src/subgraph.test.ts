import { parse } from 'graphql';
import { enumResolvers } from './subgraph.js';

describe('enumResolvers', () => {
  test("maps each enum's GraphQL names to proto-events' stored values", () => {
    const typeDefs = parse(
      'enum TryOnCategory { tops bottoms full_body accessories }\ntype Query { a: Int }',
    );
    expect(enumResolvers(typeDefs)).toEqual({
      TryOnCategory: { tops: 'tops', bottoms: 'bottoms', full_body: 'full-body', accessories: 'accessories' },
    });
  });

  test('an enum that is not one of the closed sets stops the service', () => {
    expect(() => enumResolvers(parse('enum Mood { calm }'))).toThrow(
      "GraphQL enum Mood is not one of proto-events' GRAPHQL_ENUMS",
    );
  });
});
