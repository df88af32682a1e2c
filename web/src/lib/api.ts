import { throwIfNotOk } from './errors';

/**
 * The REST helpers every feature uses: same-origin calls with cookies (`credentials: 'include'`), JSON
 * bodies, and a non-OK answer turned into an `ApiError` by the shared error rule.
 */

/** Sends a request with cookies and a JSON body (when given); throws `ApiError` when the answer is not OK. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
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
  return res;
}

/** Like {@link apiRequest} and parses the JSON answer (`null` for an empty body). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
