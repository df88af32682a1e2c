import { computeAnalytics } from './analytics.js';

const now = new Date('2026-03-01T00:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60 * 1000);

describe('usage analytics', () => {
  it('a new person: trial balance, first-time, no use, average 0', () => {
    expect(
      computeAnalytics({
        subscriptionSessions: 0,
        topUpSessions: 2,
        totalSessions: 0,
        firstUsedAt: null,
        hasPaid: false,
        now,
      }),
    ).toEqual({
      currentBalance: 2,
      isFirstTimeUser: true,
      hasUsedSessions: false,
      avgSessionsPerWeek: 0,
      totalSessions: 0,
    });
  });

  it('divides by at least one week', () => {
    const a = computeAnalytics({
      subscriptionSessions: 5,
      topUpSessions: 1,
      totalSessions: 9,
      firstUsedAt: daysAgo(2),
      hasPaid: true,
      now,
    });
    expect(a).toMatchObject({ currentBalance: 6, isFirstTimeUser: false, hasUsedSessions: true });
    expect(a.avgSessionsPerWeek).toBe(9);
  });

  it('averages over fractional weeks since the first use, 2 decimals', () => {
    const a = computeAnalytics({
      subscriptionSessions: 0,
      topUpSessions: 0,
      totalSessions: 20,
      firstUsedAt: daysAgo(21),
      hasPaid: false,
      now,
    });
    expect(a.avgSessionsPerWeek).toBe(6.67);
    expect(
      computeAnalytics({
        subscriptionSessions: 0,
        topUpSessions: 0,
        totalSessions: 10,
        firstUsedAt: daysAgo(14),
        hasPaid: false,
        now,
      }).avgSessionsPerWeek,
    ).toBe(5);
  });
});
