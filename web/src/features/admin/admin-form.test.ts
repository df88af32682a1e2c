import { isValidLink, SLUG_PATTERN, slugFromTitle, wholeNumber } from './admin-form';

describe('slugFromTitle', () => {
  it.each([
    ['About Us', 'about-us'],
    ['  Terms & Conditions (2026)!', 'terms-conditions-2026'],
    ['---Hello---World---', 'hello-world'],
    ['FAQ', 'faq'],
    ['Café au lait', 'caf-au-lait'],
    ['a  --  b', 'a-b'],
    ['!!!', ''],
    ['', ''],
  ])('%j gives %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('always gives a slug the server accepts, or nothing', () => {
    for (const title of ['Hello, World', 'ÄÖÜ 123', ' x ', 'Über/uns?']) {
      const slug = slugFromTitle(title);
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
      expect(slug).not.toMatch(/^-|-$|--/);
    }
  });
});

describe('isValidLink', () => {
  it.each([
    '/pricing',
    '/pages/about?x=1#top',
    'https://example.com',
    'http://example.com/a b'.replace(' ', ''),
  ])('accepts %s', (url) => expect(isValidLink(url)).toBe(true));
  it.each([
    '//evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'example.com',
    'https://a b',
    '/a b',
    '/\\x',
  ])('refuses %s', (url) => expect(isValidLink(url)).toBe(false));
  it('accepts mailto: only for a footer item', () => {
    expect(isValidLink('mailto:help@example.com')).toBe(false);
    expect(isValidLink('mailto:help@example.com', { mailto: true })).toBe(true);
  });
});

describe('wholeNumber', () => {
  it('reads a number field, blank as the fallback', () => {
    expect(wholeNumber(7)).toBe(7);
    expect(wholeNumber('12')).toBe(12);
    expect(wholeNumber('')).toBe(0);
    expect(wholeNumber('-', 3)).toBe(3);
  });
});
