import { jest } from '@jest/globals';

/** What a mocked route answers: a status and a JSON body (or a raw string). */
export interface MockAnswer {
  status?: number;
  body?: unknown;
}

/** A minimal `Response` (jsdom has none): enough for the app's fetch helpers and the error rule. */
export function fakeResponse({ status = 200, body }: MockAnswer = {}, statusText = ''): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text]),
  } as Response;
}

type Handler = MockAnswer | ((init: RequestInit | undefined) => MockAnswer | Promise<MockAnswer>);

/**
 * Replaces `fetch` with a mock answering `"METHOD /path"` keys; unknown routes answer 404 like the gateway.
 * Returns the mock so tests can inspect calls.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url}`;
    const handler = routes[key];
    if (!handler) return fakeResponse({ status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } });
    return fakeResponse(typeof handler === 'function' ? await handler(init) : handler);
  });
  (globalThis as { fetch?: unknown }).fetch = fn;
  return fn;
}

/** An answer held back until `release()` (so a test can see each state in between). */
export function gate(value: MockAnswer) {
  let release: () => void = () => undefined;
  const answer = new Promise<MockAnswer>((resolve) => {
    release = () => resolve(value);
  });
  return { answer, release };
}

/**
 * Keeps the JSON bodies that routes receive, per name: `record('save', answer)` is a route handler that
 * notes the body under `bodies.save` and gives `answer`.
 */
export function recordBodies() {
  const bodies: Record<string, unknown[]> = {};
  const record = (key: string, answer: MockAnswer) => (init: RequestInit | undefined) => {
    (bodies[key] ??= []).push(init?.body ? JSON.parse(String(init.body)) : undefined);
    return answer;
  };
  return { bodies, record };
}
