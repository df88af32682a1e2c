import { packPriceKey, planOfPriceKey, planPriceKey } from './price-keys.js';
import { stripeCatalogue } from '../data/payments/stripe-catalogue.js';

describe('price lookup keys', () => {
  it('names plan and pack prices, and reads a plan price key back', () => {
    expect(planPriceKey('standard', 'month')).toBe('tryon_plan_standard_month');
    expect(planPriceKey('pro', 'year')).toBe('tryon_plan_pro_year');
    expect(packPriceKey(10)).toBe('tryon_pack_10');
    expect(planOfPriceKey('tryon_plan_pro_year')).toEqual({ planName: 'pro', interval: 'year' });
    expect(planOfPriceKey('tryon_pack_10')).toBeNull();
    expect(planOfPriceKey(null)).toBeNull();
  });

  it("makes the catalogue from billing's plans and packs: paid plans twice, each pack once", () => {
    expect(stripeCatalogue().map((c) => [c.lookupKey, c.unitAmount, c.interval, c.productId])).toEqual([
      ['tryon_plan_standard_month', 1999, 'month', 'tryon_plan_standard'],
      ['tryon_plan_standard_year', 19190, 'year', 'tryon_plan_standard'],
      ['tryon_plan_pro_month', 4999, 'month', 'tryon_plan_pro'],
      ['tryon_plan_pro_year', 47990, 'year', 'tryon_plan_pro'],
      ['tryon_pack_10', 699, null, 'tryon_pack_10'],
      ['tryon_pack_25', 1499, null, 'tryon_pack_25'],
      ['tryon_pack_50', 2499, null, 'tryon_pack_50'],
    ]);
  });
});
