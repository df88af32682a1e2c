/**
 * The sign-in page's rules: which e-mail addresses the forms send, and where a successful sign-in or
 * sign-up goes (the protected route that sent the visitor to /auth, else the dashboard).
 */

/** The spec's text for an e-mail address the stored login shape refuses (consumer-app section 5). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** The longest address the identity service stores. */
const EMAIL_MAX_LENGTH = 254;

/**
 * The identity service's e-mail rule (zod's `z.email()` pattern), so the forms refuse exactly what the
 * server would: every stored address passed it, and none that fails it can be signed up.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether `value` (trimmed, as the forms send it) is an e-mail address the server accepts. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Where a sign-in or sign-up goes when no page asked for it (spec: the dashboard). */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** The /auth query parameter carrying the in-app address to go back to after signing in. */
export const RETURN_PARAM = 'next';

/** Any address resolves against this origin only to tell whether it stays inside the app. */
const APP_ORIGIN = 'https://app.invalid';

/**
 * Where to go after signing in, from /auth's `next` parameter: an in-app path (with its query string and
 * hash), or the dashboard for anything else. Only same-origin paths are followed, so the page cannot be
 * used to send someone elsewhere: a value must start with a single "/" (not "//" or "/\", which browsers
 * read as another host), hold no control characters (which address parsing drops), and not lead back to
 * /auth itself.
 */
export function returnPathFrom(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(next)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(next, APP_ORIGIN);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== APP_ORIGIN) return DEFAULT_AFTER_SIGN_IN;
  // Routes match without regard to case or a trailing slash: /AUTH and /auth/ are the sign-in page too.
  const path = url.pathname.toLowerCase();
  if (path === '/auth' || path.startsWith('/auth/')) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The /auth address for a visitor stopped at the in-app `path` (pathname, query string and hash): it
 * carries the path back, except the dashboard, where a sign-in goes anyway.
 */
export function signInPathFor(path: string): string {
  const back = returnPathFrom(path);
  if (back === DEFAULT_AFTER_SIGN_IN) return '/auth';
  return `/auth?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}
