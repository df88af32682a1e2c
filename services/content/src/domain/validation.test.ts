import { parseInput } from '@tryon/kit';
import { createCampaignInput, updateCampaignInput } from './validation.js';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('not refused');
};

const base = { title: 'Sale', message: 'Now' };

describe("a campaign's audience", () => {
  test('is audience or the deprecated targetAudience; a new campaign is for all without one', () => {
    expect(parseInput(createCampaignInput, { ...base, audience: 'low_balance' })).toMatchObject({
      targetAudience: 'low_balance',
    });
    expect(parseInput(createCampaignInput, { ...base, targetAudience: 'free' })).toMatchObject({
      targetAudience: 'free',
    });
    expect(
      parseInput(createCampaignInput, { ...base, audience: 'free', targetAudience: 'free' }),
    ).toMatchObject({ targetAudience: 'free' });
    expect(parseInput(createCampaignInput, base)).toMatchObject({ targetAudience: 'all' });
    expect(parseInput(createCampaignInput, { ...base, audience: null })).toMatchObject({
      targetAudience: 'all',
    });
    expect(parseInput(createCampaignInput, base)).not.toHaveProperty('audience');
  });

  test('is kept by a change that gives neither', () => {
    expect(parseInput(updateCampaignInput, { audience: 'subscribed' }).targetAudience).toBe('subscribed');
    expect(parseInput(updateCampaignInput, { title: 'New' }).targetAudience).toBeUndefined();
    expect(parseInput(updateCampaignInput, { targetAudience: null }).targetAudience).toBeUndefined();
  });

  test('refuses two different ones, and a targetAudience outside the set in its documented words', () => {
    expect(
      refusal(() => parseInput(createCampaignInput, { ...base, audience: 'free', targetAudience: 'all' })),
    ).toBe('Invalid data: give audience or targetAudience, not both');
    expect(refusal(() => parseInput(updateCampaignInput, { audience: 'free', targetAudience: 'all' }))).toBe(
      'Invalid data: give audience or targetAudience, not both',
    );
    expect(refusal(() => parseInput(createCampaignInput, { ...base, targetAudience: 'vip' }))).toBe(
      'Invalid data: targetAudience must be one of all, free, subscribed, low_balance',
    );
    // The form's own checks come first, as before.
    expect(refusal(() => parseInput(createCampaignInput, { message: 'm', targetAudience: 'vip' }))).toBe(
      'Title is required',
    );
  });
});
