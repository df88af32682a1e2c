/**
 * The person chosen for the next try-on, handed from the dashboard and the generate screen to
 * /gemini-virtual-tryon through localStorage under `selectedPersonForTryOn` (spec sections 4 and 9).
 *
 * Stored shape (JSON):
 *   { id: number, name: string, imageUrl: string, source: 'uploaded' | 'ai', attributes?: {...} }
 * - `imageUrl` is always an `/uploads/...` address (the spec's image address resolver accepts nothing else).
 * - `source` is 'uploaded' for a saved person image (SavedUserImage, category person) and 'ai' for a generated
 *   or saved AI person (which also carries its attributes); readers should ignore fields they do not know.
 *   The try-on screen reads it once, uses it as the "select" person source, and removes it.
 */

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { CARRIED_RESULT_STATE } from '../../lib/carried-result';

export const SELECTED_PERSON_KEY = 'selectedPersonForTryOn';

export type SelectedPersonSource = 'uploaded' | 'ai';

export interface SelectedPerson {
  id: number;
  name: string;
  imageUrl: string;
  source: SelectedPersonSource;
  /** An AI person's attributes (gender, age, ...), when known. */
  attributes?: Record<string, string>;
}

/** Normalizes a saved uploaded person image; `null` when it has no usable `/uploads/` address. */
export function normalizeUploadedPerson(image: {
  id: number;
  name: string;
  imageUrl?: string | null;
}): SelectedPerson | null {
  if (!image.imageUrl || !image.imageUrl.includes('/uploads/')) return null;
  return { id: image.id, name: image.name, imageUrl: image.imageUrl, source: 'uploaded' };
}

/** Stores the person for the try-on screen (storage errors, e.g. private mode quotas, are ignored). */
export function storeSelectedPerson(person: SelectedPerson): void {
  try {
    window.localStorage.setItem(SELECTED_PERSON_KEY, JSON.stringify(person));
  } catch {
    // The try-on screen then simply starts without a preselected person.
  }
}

/** Reads the stored person, or `null` when there is none or it is not in the expected shape. */
export function readSelectedPerson(): SelectedPerson | null {
  try {
    const raw = window.localStorage.getItem(SELECTED_PERSON_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SelectedPerson>;
    if (
      typeof value.id !== 'number' ||
      typeof value.name !== 'string' ||
      typeof value.imageUrl !== 'string'
    ) {
      return null;
    }
    if (!value.imageUrl.includes('/uploads/')) return null;
    const person: SelectedPerson = {
      id: value.id,
      name: value.name,
      imageUrl: value.imageUrl,
      source: value.source === 'ai' ? 'ai' : 'uploaded',
    };
    if (value.attributes && typeof value.attributes === 'object') person.attributes = value.attributes;
    return person;
  } catch {
    return null;
  }
}

/** Forgets the stored person (the try-on screen takes it once). */
export function clearSelectedPerson(): void {
  try {
    window.localStorage.removeItem(SELECTED_PERSON_KEY);
  } catch {
    // Nothing stored, or storage unavailable: either way nothing is left to read.
  }
}

/**
 * "Use for Try-On": `(person, what)` stores the person for the try-on screen and goes there. A person that
 * could not be normalized (`null`: no usable image address) is logged under `what`, and the try-on screen
 * then starts without one. `carried`: the person is the unsaved result the screen shows, and the move takes
 * it along (CARRIED_RESULT_STATE), so the unsaved-result guard does not warn that it will be lost.
 */
export function useTryOnWith(): (person: SelectedPerson | null, what: string, carried?: boolean) => void {
  const navigate = useNavigate();
  return useCallback(
    (person: SelectedPerson | null, what: string, carried = false) => {
      if (person) storeSelectedPerson(person);
      else console.warn(`${what} could not be normalized for try-on: no usable image address`);
      void navigate('/gemini-virtual-tryon', person && carried ? { state: CARRIED_RESULT_STATE } : undefined);
    },
    [navigate],
  );
}
