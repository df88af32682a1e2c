import { adminPageInput, chartDaysInput, fillSeries, utcMonthStart } from './admin.js';
import { parseInput } from './validation.js';

describe('admin list and chart arguments', () => {
  it('defaults to the spec page (100 at 0) and refuses what is out of range, in the catalogue wording', () => {
    expect(parseInput(adminPageInput, {})).toEqual({ limit: 100, offset: 0 });
    expect(parseInput(adminPageInput, { limit: null, offset: null })).toEqual({ limit: 100, offset: 0 });
    expect(parseInput(adminPageInput, { limit: 500, offset: 1000 })).toEqual({ limit: 500, offset: 1000 });
    expect(() => parseInput(adminPageInput, { limit: 0 })).toThrow('Invalid data: limit must be 1 to 500');
    expect(() => parseInput(adminPageInput, { limit: 501 })).toThrow('Invalid data: limit must be 1 to 500');
    expect(() => parseInput(adminPageInput, { offset: -1 })).toThrow(
      'Invalid data: offset must be 0 or more',
    );
    expect(() => parseInput(chartDaysInput, 367)).toThrow('Invalid data: days must be 1 to 366');
    expect(parseInput(chartDaysInput, undefined)).toBe(30);
  });

  it('fills a series oldest first with zeros, today or this month included, across a year end (UTC)', () => {
    const now = new Date('2027-01-02T23:30:00Z');
    const days = fillSeries('day', 4, now, new Map([['2027-01-01', { n: 5 }]]), { n: 0 });
    expect(days).toEqual([
      { key: '2026-12-30', n: 0 },
      { key: '2026-12-31', n: 0 },
      { key: '2027-01-01', n: 5 },
      { key: '2027-01-02', n: 0 },
    ]);
    const months = fillSeries('month', 3, now, new Map([['2026-11', { n: 1 }]]), { n: 0 });
    expect(months.map((m) => `${m.key}:${m.n}`)).toEqual(['2026-11:1', '2026-12:0', '2027-01:0']);
    expect(utcMonthStart(now, 1).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
