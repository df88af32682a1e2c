import type { GarmentType, JobStatus, TryOnCategory } from '../../__generated__/graphql';
import type { PersonAttributes } from './ai-jobs';

/**
 * Test builders for the AI jobs as the graph answers them (with `__typename`; the enums as their GraphQL
 * names). Used by the tests only.
 */

/** The graph's PersonAttributes of a generation. */
export type PersonFixture = { __typename: 'PersonAttributes' } & {
  [K in keyof PersonAttributes]: PersonAttributes[K] | null;
};

/** Every field the screens read of the graph's GeminiSession (a generation or try-on). */
export interface GeminiSessionFixture {
  __typename: 'GeminiSession';
  id: number;
  userId: number;
  state: JobStatus;
  /** A generation's attributes; null for a try-on. */
  person: PersonFixture | null;
  prompt: string | null;
  personImageUrl: string | null;
  clothingImageUrl: string | null;
  clothingImageUrl2: string | null;
  tryOnCategory: TryOnCategory | null;
  firstGarmentType: GarmentType | null;
  secondGarmentType: GarmentType | null;
  style: string | null;
  resultUrl: string | null;
  errorMessage: string | null;
  offline: boolean;
  createdAt: string;
  completedAt: string | null;
}

/** Every field the screens read of the graph's EditSession (a refinement by instruction). */
export interface EditSessionFixture {
  __typename: 'EditSession';
  id: number;
  userId: number;
  geminiSessionId: number | null;
  baseImageUrl: string;
  editInstructions: string;
  state: JobStatus;
  resultUrl: string | null;
  errorMessage: string | null;
  offline: boolean;
  refinementNumber: number;
  createdAt: string;
  completedAt: string | null;
  session: { __typename: 'EditSessionRef'; id: number };
}

/** A generation's attributes: none known unless given (`buildPerson({ gender: 'male' })`). */
export function buildPerson(attributes: Partial<Omit<PersonFixture, '__typename'>> = {}): PersonFixture {
  return {
    __typename: 'PersonAttributes',
    gender: null,
    age: null,
    ethnicity: null,
    build: null,
    hairColor: null,
    hairStyle: null,
    clothing: null,
    pose: null,
    background: null,
    ...attributes,
  };
}

/** A pending session with nothing filled in: `buildSession({ id: 41, state: 'completed' })`. */
export function buildSession(
  overrides: Partial<Omit<GeminiSessionFixture, '__typename'>> = {},
): GeminiSessionFixture {
  return {
    __typename: 'GeminiSession',
    id: 1,
    userId: 1,
    state: 'pending',
    person: null,
    prompt: null,
    personImageUrl: null,
    clothingImageUrl: null,
    clothingImageUrl2: null,
    tryOnCategory: null,
    firstGarmentType: null,
    secondGarmentType: null,
    style: null,
    resultUrl: null,
    errorMessage: null,
    offline: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

/**
 * A pending edit of `baseImageUrl`: `buildEditSession({ id: 77 })`; its `session.id` is its own id unless
 * `sessionId` says otherwise.
 */
export function buildEditSession(
  overrides: Partial<Omit<EditSessionFixture, '__typename' | 'session'>> & { sessionId?: number } = {},
): EditSessionFixture {
  const { sessionId, ...fields } = overrides;
  const id = fields.id ?? 1;
  return {
    __typename: 'EditSession',
    id,
    userId: 1,
    geminiSessionId: null,
    baseImageUrl: '/uploads/results/1/base.png',
    editInstructions: 'make it blue',
    state: 'pending',
    resultUrl: null,
    errorMessage: null,
    offline: false,
    refinementNumber: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    completedAt: null,
    ...fields,
    session: { __typename: 'EditSessionRef', id: sessionId ?? id },
  };
}

/** A saved AI person as the saved people list answers it (`person`: its attributes, the enums' names). */
export function buildSavedPerson(
  overrides: {
    id?: number;
    name?: string;
    imageUrl?: string | null;
    person?: Partial<Omit<PersonFixture, '__typename'>>;
  } = {},
) {
  const { person = {}, ...rest } = overrides;
  return {
    __typename: 'SavedGeminiPerson' as const,
    id: 3,
    userId: 1,
    geminiSessionId: 9,
    name: 'Nora',
    isFavorite: false,
    savedAt: '2026-03-01T10:00:00.000Z',
    imageUrl: '/uploads/results/1/nora.png',
    thumbnailUrl: null,
    ...rest,
    person: buildPerson(person),
  };
}
