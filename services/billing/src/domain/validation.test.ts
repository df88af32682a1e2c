import { parseInput } from '@tryon/kit';
import { adminSubscriptionsInput, adminTopUpsInput, subscriptionCheckoutInput } from './validation.js';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('not refused');
};

describe("the admin lists' state filter", () => {
  test('is the enum state or the deprecated status, one value either way', () => {
    expect(parseInput(adminTopUpsInput, { state: 'refunded' })).toEqual({
      limit: 100,
      offset: 0,
      state: 'refunded',
    });
    expect(parseInput(adminTopUpsInput, { status: 'pending', limit: 5 })).toMatchObject({
      limit: 5,
      state: 'pending',
    });
    expect(parseInput(adminSubscriptionsInput, { state: 'past_due', status: 'past_due' }).state).toBe(
      'past_due',
    );
    expect(parseInput(adminSubscriptionsInput, { state: null, status: null }).state).toBeUndefined();
  });

  test('refuses two different values, and a status outside the set in its documented words', () => {
    expect(refusal(() => parseInput(adminTopUpsInput, { state: 'pending', status: 'failed' }))).toBe(
      'Invalid data: give state or status, not both',
    );
    expect(refusal(() => parseInput(adminTopUpsInput, { status: 'paid' }))).toBe(
      'Invalid data: status must be one of pending, completed, failed, refunded',
    );
    expect(refusal(() => parseInput(adminSubscriptionsInput, { status: '' }))).toBe(
      'Invalid data: status must be one of active, canceled, past_due, trialing, incomplete, incomplete_expired, unpaid',
    );
    expect(refusal(() => parseInput(adminSubscriptionsInput, { state: 'gone' }))).toBe(
      'Invalid data: state must be one of active, canceled, past_due, trialing, incomplete, incomplete_expired, unpaid',
    );
  });
});

describe("a plan checkout's cycle", () => {
  test('is cycle or the deprecated billingPeriod', () => {
    expect(parseInput(subscriptionCheckoutInput, { planName: 'pro', cycle: 'annual' })).toEqual({
      planName: 'pro',
      cycle: 'annual',
    });
    expect(parseInput(subscriptionCheckoutInput, { planName: 'pro', billingPeriod: 'monthly' })).toEqual({
      planName: 'pro',
      cycle: 'monthly',
    });
    expect(
      parseInput(subscriptionCheckoutInput, { planName: 'pro', cycle: 'monthly', billingPeriod: 'monthly' }),
    ).toEqual({ planName: 'pro', cycle: 'monthly' });
  });

  test('refuses neither, both different, and a billingPeriod outside the set in its old words', () => {
    expect(refusal(() => parseInput(subscriptionCheckoutInput, { planName: 'pro' }))).toBe(
      'Missing required field: cycle',
    );
    expect(
      refusal(() =>
        parseInput(subscriptionCheckoutInput, { planName: 'pro', cycle: 'annual', billingPeriod: 'monthly' }),
      ),
    ).toBe('Invalid data: give cycle or billingPeriod, not both');
    expect(
      refusal(() => parseInput(subscriptionCheckoutInput, { planName: 'pro', billingPeriod: 'weekly' })),
    ).toBe('Invalid data: billingPeriod must be monthly or annual');
  });
});
