import {
  DEFAULT_AFTER_SIGN_IN,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  returnPathFrom,
  signInPathFor,
} from './auth-rules';

describe('isValidEmail', () => {
  it('says the spec text for an address the server would refuse', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email address');
  });

  it.each([
    'ada@example.com',
    '  Ada.Lovelace+try-on@mail.example.co.uk ',
    "o'brien@example.ie",
    'a_b-c@x-y.io',
  ])('accepts %p', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.c',
    'ada@@example.com',
    'ada example@example.com',
    '.ada@example.com',
    'ada..lovelace@example.com',
    'ada.@example.com',
    'ada@-example.com',
    'ada@example..com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %p', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('returnPathFrom', () => {
  it.each([
    ['/gallery', '/gallery'],
    ['/gemini-virtual-tryon', '/gemini-virtual-tryon'],
    ['/pricing?pack=25', '/pricing?pack=25'],
    ['/gallery?tab=results#top', '/gallery?tab=results#top'],
    ['/pages/about', '/pages/about'],
    ['/authors', '/authors'],
  ])('follows the in-app path %p', (next, path) => expect(returnPathFrom(next)).toBe(path));

  it.each([
    null,
    undefined,
    '',
    'gallery',
    'https://evil.example/gallery',
    'javascript:alert(1)',
    '//evil.example',
    '//evil.example/gallery',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /gallery',
    '/auth',
    '/auth?mode=signup',
    '/auth/',
    '/AUTH',
    '/./auth',
  ])('goes to the dashboard for %p', (next) => expect(returnPathFrom(next)).toBe(DEFAULT_AFTER_SIGN_IN));

  it('defaults to the dashboard (spec)', () => expect(DEFAULT_AFTER_SIGN_IN).toBe('/dashboard'));
});

describe('signInPathFor', () => {
  it('carries the page back in `next`, and leaves it out for the dashboard', () => {
    expect(signInPathFor('/gallery?tab=results')).toBe('/auth?next=%2Fgallery%3Ftab%3Dresults');
    expect(signInPathFor('/dashboard')).toBe('/auth');
  });
});
