import { useCallback, useState } from 'react';

// The admin dialogs' form state and the rules they share with the content service (spec
// business-admin-data section 5, same messages as the server).

/** One message per field that is wrong; a field without one is fine. */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** A path inside the app: one leading slash (not `//host`), no spaces or backslashes. */
const APP_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Whether `value` is a link the content service accepts: an in-app path starting with a single `/`, or an
 * absolute http(s) address (a footer item may also be a `mailto:` one). Never javascript:, data: or //host.
 */
export function isValidLink(value: string, { mailto = false }: { mailto?: boolean } = {}): boolean {
  if (APP_PATH.test(value)) return true;
  if (/\s/.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' || (mailto && protocol === 'mailto:');
  } catch {
    return false;
  }
}

/** Only lowercase letters, digits and hyphens (a content page's slug). */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * The slug a page title suggests: lowercase, each run of characters other than a-z and 0-9 becomes one
 * hyphen, and hyphens at either end are trimmed ("About Us & FAQ!" gives "about-us-faq").
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A whole number from a number field, or `fallback` when it is blank or not a number. */
export function wholeNumber(value: number | string, fallback = 0): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/**
 * The state of one admin dialog's form: its values, the messages of the last check, and a reset to
 * `build()` each time `resetKey` changes to a value other than null (the dialog opening, or being given
 * another item). A null key (the dialog closed) keeps the values, so the closing dialog does not flicker,
 * and opening it again resets them.
 */
export function useAdminForm<T extends object>(
  build: () => T,
  resetKey: string | null,
  validate: (values: T) => FormErrors<T>,
) {
  const [state, setState] = useState<{ values: T; errors: FormErrors<T> }>(() => ({
    values: build(),
    errors: {},
  }));
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    // Adjusting the state during render (React's way for "reset when a prop changes"): no stale frame.
    setKey(resetKey);
    if (resetKey !== null) setState({ values: build(), errors: {} });
  }

  /** Changes some fields (computed from the current values) and clears their messages. */
  const patch = useCallback((change: (current: T) => Partial<T>) => {
    setState(({ values, errors }) => {
      const changed = change(values);
      const left = { ...errors };
      for (const field of Object.keys(changed) as (keyof T)[]) delete left[field];
      return { values: { ...values, ...changed }, errors: left };
    });
  }, []);

  /** Sets one field and clears its message. */
  const setField = useCallback(
    <K extends keyof T>(field: K, value: T[K]) =>
      patch(() => {
        const changed: Partial<T> = {};
        changed[field] = value;
        return changed;
      }),
    [patch],
  );

  /** Checks every field, shows the messages, and says whether the form can be sent. */
  const check = (): boolean => {
    const errors = validate(state.values);
    setState((current) => ({ ...current, errors }));
    return Object.values(errors).every((message) => !message);
  };

  return { values: state.values, errors: state.errors, setField, patch, check };
}
