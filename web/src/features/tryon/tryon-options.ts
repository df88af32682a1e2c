import type { GarmentType, TryOnCategory } from '../../__generated__/graphql';

/**
 * The try-on selects of the spec (section 3): category and garment type, each its GraphQL enum's values
 * (typed by codegen) with their labels, in display order.
 */

const CATEGORY_LABELS: Record<TryOnCategory, string> = {
  tops: 'Tops',
  bottoms: 'Bottoms',
  full_body: 'Full Body',
  accessories: 'Accessories',
};

const GARMENT_TYPE_LABELS: Record<GarmentType, string> = {
  top: 'Top',
  bottom: 'Bottom',
  shoes: 'Shoes',
  full_body: 'Full Body',
};

/** A select's options from an enum's labels, in their order. */
function optionsOf<T extends string>(labels: Record<T, string>): { value: T; label: string }[] {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}

export const CATEGORY_OPTIONS = optionsOf(CATEGORY_LABELS);

export const GARMENT_TYPE_OPTIONS = optionsOf(GARMENT_TYPE_LABELS);

/** The try-on balance bar warns below this many sessions (spec section 9). */
export const LOW_BALANCE_BELOW = 5;

/** The spec's download name of a try-on result: `virtual-tryon-{timestamp}.png`. */
export function tryOnDownloadName(now: number = Date.now()): string {
  return `virtual-tryon-${now}.png`;
}
