import { AppError } from '@tryon/kit';
import { findPack, requirePack } from './packs.js';
import { annualPrice, PLAN_SEEDS } from './plans.js';
import { splitCost } from './balance.service.js';

describe('top-up packs', () => {
  it.each([
    [10, 699],
    [25, 1499],
    [50, 2499],
  ])('accepts the %i pack at %i cents', (sessions, price) => {
    expect(requirePack(sessions, price)).toEqual({ sessions, priceInCents: price });
    expect(requirePack(sessions)).toEqual({ sessions, priceInCents: price });
  });

  it.each([[11], [0], [-10], ['10'], [null], [10.5]])('refuses an unknown pack %p', (sessions) => {
    expect(() => requirePack(sessions, 699)).toThrow('unknown session pack');
  });

  it('refuses a tampered amount', () => {
    try {
      requirePack(25, 1);
      throw new Error('should have thrown');
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).code).toBe('VALIDATION');
      expect((e as AppError).message).toMatch(/amount does not match/);
    }
    expect(() => requirePack(50, '2499')).toThrow(/amount/);
    expect(findPack(50)?.priceInCents).toBe(2499);
  });
});

describe('plans', () => {
  it('annual price is twelve months less 20%', () => {
    expect(annualPrice(1999)).toBe(19190);
    expect(annualPrice(4999)).toBe(47990);
    for (const p of PLAN_SEEDS) expect(p.priceAnnual).toBe(annualPrice(p.priceMonthly));
    expect(PLAN_SEEDS.map((p) => p.name)).toEqual(['free', 'standard', 'pro']);
  });
});

describe('splitCost', () => {
  it('spends subscription sessions first, then top-up', () => {
    expect(splitCost({ subscriptionSessions: 3, topUpSessions: 5 }, 1)).toEqual({
      fromSubscription: 1,
      fromTopUp: 0,
      deductedFrom: 'subscription',
    });
    expect(splitCost({ subscriptionSessions: 1, topUpSessions: 5 }, 3)).toEqual({
      fromSubscription: 1,
      fromTopUp: 2,
      deductedFrom: 'mixed',
    });
    expect(splitCost({ subscriptionSessions: 0, topUpSessions: 5 }, 2)).toEqual({
      fromSubscription: 0,
      fromTopUp: 2,
      deductedFrom: 'top_up',
    });
  });

  it('is null when the balance is short', () => {
    expect(splitCost({ subscriptionSessions: 1, topUpSessions: 1 }, 3)).toBeNull();
    expect(splitCost({ subscriptionSessions: 0, topUpSessions: 0 }, 1)).toBeNull();
  });
});
