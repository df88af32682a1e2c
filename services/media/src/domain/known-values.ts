import { TryOnCategory } from '@tryon/proto-events';

// Saved items keep some choices as text (a try-on result's category, a saved person's attributes: what the
// documented calls have always taken); the graph's enum fields show only the values of their sets
// (a saved person's attributes: proto-events' knownPersonAttributes).

/** A saved try-on category as the graph shows it: one of TryOnCategory's values, else null. */
export function knownTryOnCategory(category: string | null): TryOnCategory | null {
  return TryOnCategory.safeParse(category).data ?? null;
}
