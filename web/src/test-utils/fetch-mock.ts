import { jest } from '@jest/globals';

/** What a mocked route answers: a status and a JSON body (or a raw string). */
export interface MockAnswer {
  status?: number;
  body?: unknown;
}

/** A minimal `Response` (jsdom has none): enough for the app's fetch helpers, Apollo's HttpLink and the error rule. */
export function fakeResponse(
  { status = 200, body }: MockAnswer = {},
  statusText = '',
  contentType = 'application/json',
): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text]),
  } as unknown as Response;
}

type Handler = MockAnswer | ((init: RequestInit | undefined) => MockAnswer | Promise<MockAnswer>);

/** A GraphQL operation as the app sends it (POST /graphql). */
interface GraphQLBody {
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** The answer of a GraphQL operation that succeeds with `data`. */
export function gqlData(data: unknown): MockAnswer {
  return { body: { data } };
}

/** The answer of a GraphQL operation that fails the way the gateway answers (message and code). */
export function gqlError(code: string, message: string): MockAnswer {
  return { body: { data: null, errors: [{ message, extensions: { code } }] } };
}

/**
 * Replaces `fetch` with a mock answering `"METHOD /path"` keys for REST calls and `"GQL OperationName"`
 * keys for GraphQL operations (POST /graphql; a handler function receives the request, whose JSON body has
 * `variables`). Unknown routes answer 404 like the gateway; an unknown operation answers the gateway's
 * validation error. Returns the mock so tests can inspect calls (see {@link gqlCalls}).
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'POST' && url === '/graphql') {
      const { operationName } = JSON.parse(String(init?.body ?? '{}')) as GraphQLBody;
      const handler = routes[`GQL ${operationName}`];
      const answer = handler
        ? typeof handler === 'function'
          ? await handler(init)
          : handler
        : gqlError('GRAPHQL_VALIDATION_FAILED', `Operation ${operationName} not mocked`);
      return fakeResponse(answer, '', 'application/graphql-response+json');
    }
    const handler = routes[`${method} ${url}`];
    if (!handler) return fakeResponse({ status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } });
    return fakeResponse(typeof handler === 'function' ? await handler(init) : handler);
  });
  (globalThis as { fetch?: unknown }).fetch = fn;
  return fn;
}

/** The variables of each call of one GraphQL operation that `fetchMock` received, in order. */
export function gqlCalls(fetchMock: ReturnType<typeof mockFetch>, operationName: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === '/graphql' && init?.method?.toUpperCase() === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as GraphQLBody)
    .filter((body) => body.operationName === operationName)
    .map((body) => body.variables ?? {});
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
 * notes the body under `bodies.save` and gives `answer` (for a GraphQL operation, the body's `variables`).
 */
export function recordBodies() {
  const bodies: Record<string, unknown[]> = {};
  const record = (key: string, answer: MockAnswer) => (init: RequestInit | undefined) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    const isGraphQL = body !== undefined && typeof body.query === 'string' && 'operationName' in body;
    (bodies[key] ??= []).push(isGraphQL ? (body.variables ?? {}) : body);
    return answer;
  };
  return { bodies, record };
}
