import { decodeCursor, encodeCursor } from './cursor.js';

describe('gallery page cursors', () => {
  it('round-trips the exact timestamp and id', () => {
    const cursor = { at: '2026-11-24T20:01:02.123456Z', id: 42 };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it.each([
    ['not base64url', '!!!'],
    ['empty', ''],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['an object', Buffer.from('{"at":1}').toString('base64url')],
    ['a date without microseconds', Buffer.from('["2026-11-24T20:01:02.123Z",1]').toString('base64url')],
    ['an impossible date', Buffer.from('["2026-13-45T20:01:02.123456Z",1]').toString('base64url')],
    ['a zero id', Buffer.from('["2026-11-24T20:01:02.123456Z",0]').toString('base64url')],
    ['a fractional id', Buffer.from('["2026-11-24T20:01:02.123456Z",1.5]').toString('base64url')],
    ['an id beyond int4', Buffer.from('["2026-11-24T20:01:02.123456Z",2147483648]').toString('base64url')],
    ['far too long', 'A'.repeat(500)],
  ])('does not read %s', (_what, text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});
