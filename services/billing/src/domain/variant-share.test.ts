import { variantShare } from './variant-share.js';

describe('variantShare', () => {
  it('deals a mixed debit of 3 variants subscription first', () => {
    const debit = { subscription: 2, topUp: 1 };
    expect([0, 1, 2].map((v) => variantShare(debit, v, 3))).toEqual([
      { subscription: 1, topUp: 0 },
      { subscription: 1, topUp: 0 },
      { subscription: 0, topUp: 1 },
    ]);
  });

  it('splits a variant across both pools when its sessions straddle them', () => {
    // 4 variants of 2 sessions each, 3 from the subscription: variant 1 holds one of each.
    const debit = { subscription: 3, topUp: 5 };
    const parts = [0, 1, 2, 3].map((v) => variantShare(debit, v, 4));
    expect(parts).toEqual([
      { subscription: 2, topUp: 0 },
      { subscription: 1, topUp: 1 },
      { subscription: 0, topUp: 2 },
      { subscription: 0, topUp: 2 },
    ]);
    const sum = parts.reduce((a, p) => ({ s: a.s + p.subscription, t: a.t + p.topUp }), { s: 0, t: 0 });
    expect(sum).toEqual({ s: 3, t: 5 });
  });

  it('gives nothing back for a debit that charged nothing', () => {
    expect(variantShare({ subscription: 0, topUp: 0 }, 1, 2)).toEqual({ subscription: 0, topUp: 0 });
  });

  it('refuses a variant outside the job or a debit that is not dealt evenly', () => {
    expect(() => variantShare({ subscription: 3, topUp: 0 }, 3, 3)).toThrow(/bad variant/);
    expect(() => variantShare({ subscription: 3, topUp: 0 }, -1, 3)).toThrow(/bad variant/);
    expect(() => variantShare({ subscription: 3, topUp: 0 }, 0, 2)).toThrow(/not one of 2/);
  });
});
