/**
 * A "yes" remembered in the browser's storage (`'true'` under a key), for the dashboard's one-time notices.
 * Storage that is unavailable (private mode, blocked cookies) reads as "not set" and keeps nothing, so the
 * notice simply comes back.
 */

export type StorageArea = 'localStorage' | 'sessionStorage';

/** True when `key` holds `'true'` in that storage. */
export function readStoredFlag(area: StorageArea, key: string): boolean {
  try {
    return window[area].getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** Stores `'true'` under `key` (ignored when storage is unavailable). */
export function setStoredFlag(area: StorageArea, key: string): void {
  try {
    window[area].setItem(key, 'true');
  } catch {
    // Storage unavailable: the notice may come back on the next visit.
  }
}
