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
} from '@tryon/proto-events';

/** Each person attribute's closed set (proto-events), in the spec's order. */
export const PERSON_SETS = {
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

export type PersonKey = keyof typeof PERSON_SETS;
export const PERSON_KEYS = Object.keys(PERSON_SETS) as PersonKey[];

/** The graph's PersonAttributes: each attribute a value of its set, or null when not known. */
export type KnownPersonAttributes = { [K in PersonKey]: z.infer<(typeof PERSON_SETS)[K]> | null };

/**
 * The person attributes of `source` as the graph shows them (PersonAttributes): each one that is a value of
 * its set; a missing one, or one that is none of its values (a saved person's free text), is null.
 */
export function knownPersonAttributes(
  source: Readonly<Partial<Record<PersonKey, string | null>>>,
): KnownPersonAttributes {
  return Object.fromEntries(
    PERSON_KEYS.map((key) => [key, PERSON_SETS[key].safeParse(source[key]).data ?? null]),
  ) as KnownPersonAttributes;
}
