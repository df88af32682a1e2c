import type { FastifyRequest } from 'fastify';
import { TryOnCategory } from '@tryon/proto-events';
import {
  cursorHeaders,
  cursorQuery,
  enumInput,
  enumOutput,
  intQuery,
  pageQuery,
  stringQuery,
  totalHeader,
} from './route-kit.js';
import { csvCell } from './shim.js';

const req = (query: Record<string, string | string[]>) => ({ query }) as unknown as FastifyRequest;

describe('query parameters of list calls', () => {
  it('reads whole numbers and leaves absent or empty ones to the service defaults', () => {
    expect(pageQuery(req({ limit: '50', offset: '100' }))).toEqual({ limit: 50, offset: 100 });
    expect(pageQuery(req({}))).toEqual({});
    expect(pageQuery(req({ limit: '' }))).toEqual({});
    // The range is the owning service's rule: a negative offset reaches it and is refused there.
    expect(intQuery(req({ offset: '-1' }), 'offset')).toBe(-1);
    expect(intQuery(req({ limit: ['7', '9'] }), 'limit')).toBe(7);
  });

  it('refuses what is not a whole number with a 400 in the catalogue wording', () => {
    for (const bad of ['ten', '1.5', '1e3', '99999999999', ' 5']) {
      expect(() => intQuery(req({ limit: bad }), 'limit')).toThrow(
        'Invalid format: limit must be a whole number',
      );
    }
  });

  it('reads text as given, empty as absent', () => {
    expect(stringQuery(req({ search: 'Ann Lee' }), 'search')).toBe('Ann Lee');
    expect(stringQuery(req({ search: '' }), 'search')).toBeUndefined();
    expect(totalHeader(42)).toEqual({ 'x-total-count': '42' });
  });
});

describe('keyset pages of the gallery lists', () => {
  const at = (url: string, query: Record<string, string> = {}) =>
    ({ url, query }) as unknown as FastifyRequest;

  it('reads limit and cursor, leaving absent ones to the service', () => {
    expect(cursorQuery(at('/x', { limit: '20', cursor: 'abc' }))).toEqual({ limit: 20, cursor: 'abc' });
    expect(cursorQuery(at('/x'))).toEqual({});
    expect(() => cursorQuery(at('/x', { limit: 'many' }))).toThrow(
      'Invalid format: limit must be a whole number',
    );
  });

  it('gives the next page as X-Next-Cursor and Link rel=next, keeping the other parameters', () => {
    expect(
      cursorHeaders(at('/api/saved-user-images/7?limit=20&cursor=old'), {
        nextCursor: 'n-1_x',
        totalCount: 75,
      }),
    ).toEqual({
      'x-total-count': '75',
      'x-next-cursor': 'n-1_x',
      link: '</api/saved-user-images/7?limit=20&cursor=n-1_x>; rel="next"',
    });
    expect(cursorHeaders(at('/api/saved-user-images/7'), { nextCursor: 'c', totalCount: 51 }).link).toBe(
      '</api/saved-user-images/7?cursor=c>; rel="next"',
    );
  });

  it('gives only the total on the last page', () => {
    expect(cursorHeaders(at('/api/saved-try-on-results/7'), { nextCursor: null, totalCount: 3 })).toEqual({
      'x-total-count': '3',
    });
  });
});

describe('CSV cells', () => {
  it('neutralises text a spreadsheet would run as a formula, and nothing else', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    for (const lead of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}1`)).toBe(`'${lead}1`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('ann@example.com')).toBe('ann@example.com');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(false)).toBe('false');
  });
});

describe('closed sets between the REST calls and the graph', () => {
  it("sends a documented value as its GraphQL name, and answers the graph's name as the documented value", () => {
    expect(enumInput(TryOnCategory, 'category', 'full-body')).toBe('full_body');
    expect(enumInput(TryOnCategory, 'category', 'tops')).toBe('tops');
    expect(enumInput(TryOnCategory, 'category', undefined)).toBeUndefined();
    expect(enumInput(TryOnCategory, 'category', null)).toBeUndefined();
    expect(enumOutput(TryOnCategory, 'full_body')).toBe('full-body');
    expect(enumOutput(TryOnCategory, null)).toBeNull();
  });

  it('refuses any other value with a 400 naming the field and the documented values', () => {
    for (const bad of ['full_body', 'hats', 3, { a: 1 }]) {
      expect(() => enumInput(TryOnCategory, 'category', bad)).toThrow(
        'Invalid data: category must be one of tops, bottoms, full-body, accessories',
      );
    }
  });
});
