import type { JobStatusValue } from './ai-jobs';

/** Test builders for the AI jobs as the graph answers them (with `__typename`). Used by the tests only. */

/** Every field of the graph's GeminiSession (a generation or try-on). */
export interface GeminiSessionFixture {
  __typename: 'GeminiSession';
  id: number;
  userId: number;
  sessionType: 'person_generation' | 'virtual_tryon';
  status: JobStatusValue;
  gender: string | null;
  age: string | null;
  ethnicity: string | null;
  build: string | null;
  hairColor: string | null;
  hairStyle: string | null;
  clothing: string | null;
  pose: string | null;
  background: string | null;
  prompt: string | null;
  personImageUrl: string | null;
  clothingImageUrl: string | null;
  clothingImageUrl2: string | null;
  garmentType1: string | null;
  garmentType2: string | null;
  category: string | null;
  style: string | null;
  resultUrl: string | null;
  errorMessage: string | null;
  offline: boolean;
  createdAt: string;
  completedAt: string | null;
}

/** Every field of the graph's EditSession (a refinement by instruction). */
export interface EditSessionFixture {
  __typename: 'EditSession';
  id: number;
  userId: number;
  geminiSessionId: number | null;
  baseImageUrl: string;
  editInstructions: string;
  status: JobStatusValue;
  resultUrl: string | null;
  errorMessage: string | null;
  offline: boolean;
  refinementNumber: number;
  createdAt: string;
  completedAt: string | null;
  session: { __typename: 'EditSessionRef'; id: number };
}

/** A pending session with nothing filled in: `buildSession({ id: 41, sessionType: 'person_generation' })`. */
export function buildSession(
  overrides: Partial<Omit<GeminiSessionFixture, '__typename'>> = {},
): GeminiSessionFixture {
  return {
    __typename: 'GeminiSession',
    id: 1,
    userId: 1,
    sessionType: 'person_generation',
    status: 'pending',
    gender: null,
    age: null,
    ethnicity: null,
    build: null,
    hairColor: null,
    hairStyle: null,
    clothing: null,
    pose: null,
    background: null,
    prompt: null,
    personImageUrl: null,
    clothingImageUrl: null,
    clothingImageUrl2: null,
    garmentType1: null,
    garmentType2: null,
    category: null,
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
    status: 'pending',
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

/** A saved AI person as the saved people list answers it. */
export function buildSavedPerson(
  overrides: {
    id?: number;
    name?: string;
    imageUrl?: string | null;
    attributes?: Record<string, string>;
  } = {},
) {
  const { attributes = {}, ...rest } = overrides;
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
    attributes: {
      __typename: 'SavedPersonAttributes' as const,
      gender: null,
      age: null,
      ethnicity: null,
      build: null,
      hairColor: null,
      hairStyle: null,
      clothing: null,
      pose: null,
      ...attributes,
    },
  };
}
