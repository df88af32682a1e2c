import type { GeminiSession } from './ai-jobs.api';

/** Test builders for the AI job answers. Used by the tests only. */

/** A pending session with nothing filled in: `buildSession({ id: 41, sessionType: 'person_generation' })`. */
export function buildSession(overrides: Partial<GeminiSession> = {}): GeminiSession {
  return {
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
