import { isMediaAddress, newObjectNames, parseServePath, thumbnail2xUrl, thumbnailUrl } from './addresses.js';

describe('object names', () => {
  it('scopes upload keys by user with a 128-bit random name', () => {
    const n = newObjectNames('upload', 42, 'jpg');
    expect(n.key).toMatch(/^uploads\/42\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(n.thumbKey).toBe(`${n.key}.thumb.webp`);
    expect(n.address).toBe(`/${n.key}`);
    expect(isMediaAddress(n.address)).toBe(true);
    expect(newObjectNames('upload', 42, 'jpg').key).not.toBe(n.key);
  });

  it('gives results their own prefix and address', () => {
    const n = newObjectNames('result', 7, 'png');
    expect(n.key).toMatch(/^results\/7\/[A-Za-z0-9_-]{22}\.png$/);
    expect(n.address).toBe(`/uploads/${n.key}`);
    expect(isMediaAddress(n.address)).toBe(true);
  });

  it('refuses a bad user id', () => {
    expect(() => newObjectNames('upload', 0, 'jpg')).toThrow();
  });
});

describe('serve paths', () => {
  const a = '/uploads/5/abcdefghijklmnopqrstuv.webp';

  it('maps a path to its address, with the thumbnail by query or suffix', () => {
    expect(parseServePath(a)).toEqual({ address: a, thumb: false, variant: 'full' });
    expect(parseServePath(a, { size: 'thumb' })).toEqual({ address: a, thumb: true, variant: 'thumb' });
    expect(parseServePath(`${a}.thumb.webp`)).toEqual({ address: a, thumb: true, variant: 'thumb' });
    expect(parseServePath(a, { size: 'thumb2x' })).toEqual({ address: a, thumb: true, variant: 'thumb2x' });
    expect(parseServePath(a, { size: 'huge' })).toEqual({ address: a, thumb: false, variant: 'full' });
    expect(thumbnailUrl(a)).toBe(`${a}?size=thumb`);
    expect(thumbnail2xUrl(a)).toBe(`${a}?size=thumb2x`);
  });

  it.each([
    '/uploads/../x',
    '/uploads/5/../../etc/passwd',
    '/uploads/5/%2e%2e%2fabcdefghijklmnopqr.jpg',
    '/uploads/5/abcdefghijklmnopqrstuv.gif',
    '/uploads/0/abcdefghijklmnopqrstuv.jpg',
    '/uploads/5/abc.jpg',
    '/uploads/results/../5/abcdefghijklmnopqrstuv.jpg',
    'http://evil.example/uploads/5/abcdefghijklmnopqrstuv.jpg',
    '/uploads/5/abcdefghijklmnopqrstuv.jpg?x=1',
    '',
  ])('finds nothing for %s', (p) => {
    expect(parseServePath(p)).toBeNull();
    expect(isMediaAddress(p)).toBe(false);
  });
});
