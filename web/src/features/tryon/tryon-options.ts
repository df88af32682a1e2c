import type { GarmentType, TryOnCategory } from '../ai-jobs/ai-jobs';

/** The try-on selects of the spec (section 3): category and garment type. */

export const CATEGORY_OPTIONS: { value: TryOnCategory; label: string }[] = [
  { value: 'tops', label: 'Tops' },
  { value: 'bottoms', label: 'Bottoms' },
  { value: 'full-body', label: 'Full Body' },
  { value: 'accessories', label: 'Accessories' },
];

export const GARMENT_TYPE_OPTIONS: { value: GarmentType; label: string }[] = [
  { value: 'top', label: 'Top' },
  { value: 'bottom', label: 'Bottom' },
  { value: 'shoes', label: 'Shoes' },
  { value: 'full-body', label: 'Full Body' },
];

/** The try-on balance bar warns below this many sessions (spec section 9). */
export const LOW_BALANCE_BELOW = 5;

/** The spec's download name of a try-on result: `virtual-tryon-{timestamp}.png`. */
export function tryOnDownloadName(now: number = Date.now()): string {
  return `virtual-tryon-${now}.png`;
}
