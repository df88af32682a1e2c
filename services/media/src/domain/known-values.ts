import type { z } from 'zod';
import {
  AgeGroup,
  Background,
  Build,
  ClothingStyle,
  Ethnicity,
  Gender,
  HairColor,
  HairStyle,
  Pose,
  TryOnCategory,
} from '@tryon/proto-events';

// Saved items keep some choices as text (a try-on result's category, a saved person's attributes: what the
// documented calls have always taken); the graph's enum fields show only the values of their sets.

/** Each person attribute's closed set (proto-events), in the spec's order. */
const PERSON_SETS = {
  gender: Gender,
  age: AgeGroup,
  ethnicity: Ethnicity,
  build: Build,
  hairColor: HairColor,
  hairStyle: HairStyle,
  clothing: ClothingStyle,
  pose: Pose,
  background: Background,
} as const;
type PersonKey = keyof typeof PERSON_SETS;
const PERSON_KEYS = Object.keys(PERSON_SETS) as PersonKey[];

/** The graph's PersonAttributes: each attribute a value of its set, or null when not known. */
export type KnownPersonAttributes = { [K in PersonKey]: z.infer<(typeof PERSON_SETS)[K]> | null };

/**
 * The person attributes of `source` as the graph shows them (PersonAttributes): each one that is a value of
 * its set; a missing one, or one that is none of its values, is null (a saved person keeps no background).
 */
export function knownPersonAttributes(
  source: Readonly<Partial<Record<PersonKey, string | null>>>,
): KnownPersonAttributes {
  return Object.fromEntries(
    PERSON_KEYS.map((key) => [key, PERSON_SETS[key].safeParse(source[key]).data ?? null]),
  ) as KnownPersonAttributes;
}

/** A saved try-on category as the graph shows it: one of TryOnCategory's values, else null. */
export function knownTryOnCategory(category: string | null): TryOnCategory | null {
  return TryOnCategory.safeParse(category).data ?? null;
}
