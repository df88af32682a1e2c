import { throwIfNotOk } from './errors';

/**
 * The plain HTTP JSON calls the browser still makes: signing up, in and out (features/auth/auth.api.ts),
 * which set or clear the httpOnly session cookie. Everything else goes through the graph (lib/apollo.ts).
 */

/**
 * Sends a same-origin request with cookies and a JSON body (when given) and parses the JSON answer (`null`
 * for an empty body); a non-OK answer throws `ApiError` by the shared error rule.
 */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
