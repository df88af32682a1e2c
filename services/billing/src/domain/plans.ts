/** Annual price: twelve months less 20% (the spec's "Save 20%"), in cents. */
export function annualPrice(priceMonthly: number): number {
  return Math.round(12 * priceMonthly * 0.8);
}

export interface PlanSeed {
  name: string;
  displayName: string;
  description: string;
  priceMonthly: number;
  priceAnnual: number;
  sessionsPerMonth: number;
  maxRefinementsPerSession: number;
  includesModelGeneration: boolean;
  features: string[];
  sortOrder: number;
}

/**
 * The seeded plans. `free` is the "Try Free" card: it has no monthly sessions (the free trial is the
 * one-time grant of 2 top-up sessions at sign-up). `standard` is the "Most Popular" card.
 */
export const PLAN_SEEDS: PlanSeed[] = [
  {
    name: 'free',
    displayName: 'Free',
    description: 'Try virtual try-on with 2 free sessions, no card needed.',
    priceMonthly: 0,
    priceAnnual: 0,
    sessionsPerMonth: 0,
    maxRefinementsPerSession: 3,
    includesModelGeneration: false,
    features: [
      '2 free try-on sessions on sign-up',
      'Up to 3 refinements per session',
      'Save results to your gallery',
      'Top up any time with session packs',
    ],
    sortOrder: 0,
  },
  {
    name: 'standard',
    displayName: 'Standard',
    description: 'For regular shoppers who try on outfits every week.',
    priceMonthly: 1999,
    priceAnnual: annualPrice(1999),
    sessionsPerMonth: 30,
    maxRefinementsPerSession: 3,
    includesModelGeneration: true,
    features: [
      '30 sessions every month',
      'AI model generation',
      'Multi-garment try-on',
      'Up to 3 refinements per session',
      'Unused top-up sessions never expire',
    ],
    sortOrder: 1,
  },
  {
    name: 'pro',
    displayName: 'Pro',
    description: 'For stylists and power users.',
    priceMonthly: 4999,
    priceAnnual: annualPrice(4999),
    sessionsPerMonth: 100,
    maxRefinementsPerSession: 5,
    includesModelGeneration: true,
    features: [
      '100 sessions every month',
      'AI model generation',
      'Multi-garment try-on',
      'Up to 5 refinements per session',
      'Priority processing',
    ],
    sortOrder: 2,
  },
];
