import { decodeCursor, encodeCursor } from './cursor.js';

describe('gallery page cursors', () => {
  it('reads early and leap-day instants', () => {
    for (const at of ['0001-01-01T00:00:00.000000Z', '2024-02-29T23:59:59.999999Z']) {
      expect(decodeCursor(encodeCursor({ at, id: 1 }))).toEqual({ at, id: 1 });
    }
  });

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
    ['the 30th of February', Buffer.from('["2026-02-30T20:01:02.123456Z",1]').toString('base64url')],
    ['year 0', Buffer.from('["0000-01-01T00:00:00.000000Z",1]').toString('base64url')],
    ['hour 24', Buffer.from('["2026-01-01T24:00:00.000000Z",1]').toString('base64url')],
    ['a zero id', Buffer.from('["2026-11-24T20:01:02.123456Z",0]').toString('base64url')],
    ['a fractional id', Buffer.from('["2026-11-24T20:01:02.123456Z",1.5]').toString('base64url')],
    ['an id beyond int4', Buffer.from('["2026-11-24T20:01:02.123456Z",2147483648]').toString('base64url')],
    ['far too long', 'A'.repeat(500)],
  ])('does not read %s', (_what, text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});
