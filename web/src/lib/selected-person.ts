/**
 * The person chosen for the next try-on, handed from the dashboard (and later the generate screen) to
 * /gemini-virtual-tryon through localStorage under `selectedPersonForTryOn` (spec sections 4 and 9).
 *
 * Stored shape (JSON), for the try-on issue to read:
 *   { id: number, name: string, imageUrl: string, source: 'uploaded' }
 * - `imageUrl` is always an `/uploads/...` address (the spec's image address resolver accepts nothing else).
 * - `source` is 'uploaded' for a saved person image (SavedUserImage, category person). The AI-generated
 *   people of a later issue add `source: 'ai'` (and may add their attributes); readers should ignore fields
 *   they do not know. The try-on screen reads it once, uses it as the "select" person source, and removes it.
 */

export const SELECTED_PERSON_KEY = 'selectedPersonForTryOn';

export type SelectedPersonSource = 'uploaded';

export interface SelectedPerson {
  id: number;
  name: string;
  imageUrl: string;
  source: SelectedPersonSource;
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
    return normalizeUploadedPerson(value as SelectedPerson);
  } catch {
    return null;
  }
}
