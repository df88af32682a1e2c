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

/** A GraphQL operation as the app sends it (the JSON body of POST /graphql, or the query string of a GET). */
interface GraphQLBody {
  operationName?: string;
  variables?: Record<string, unknown>;
  query?: string;
}

/** The GraphQL operation of a request to /graphql (POST body or GET query string); undefined for any other. */
function graphqlOperation(url: string, init: RequestInit | undefined): GraphQLBody | undefined {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method === 'POST' && url === '/graphql') return JSON.parse(String(init?.body ?? '{}')) as GraphQLBody;
  const [path, search = ''] = url.split('?');
  if (method !== 'GET' || path !== '/graphql') return undefined;
  const params = new URLSearchParams(search);
  const variables = params.get('variables');
  return {
    operationName: params.get('operationName') ?? undefined,
    query: params.get('query') ?? undefined,
    ...(variables ? { variables: JSON.parse(variables) as Record<string, unknown> } : {}),
  };
}

/** The address a `fetch` was called with. */
const addressOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;

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
 * keys for GraphQL operations (POST /graphql, or GET /graphql?query=... for the cacheable public queries;
 * a handler function receives the request, whose JSON body has `variables`: for a GET, the operation read
 * from the address is given as that body). Unknown routes answer 404 like the gateway; an unknown
 * operation answers the gateway's validation error. Returns the mock so tests can inspect calls (see
 * {@link gqlCalls}).
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = addressOf(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const operation = graphqlOperation(url, init);
    if (operation) {
      const { operationName } = operation;
      const handler = routes[`GQL ${operationName}`];
      const request = method === 'GET' ? { ...init, body: JSON.stringify(operation) } : init;
      const answer = handler
        ? typeof handler === 'function'
          ? await handler(request)
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

/** The requests (address and init) of one GraphQL operation that `fetchMock` received, in order. */
export function gqlRequests(fetchMock: ReturnType<typeof mockFetch>, operationName: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: addressOf(input),
      init,
      operation: graphqlOperation(addressOf(input), init),
    }))
    .filter(({ operation }) => operation?.operationName === operationName)
    .map(({ url, init, operation }) => ({ url, init, variables: operation?.variables ?? {} }));
}

/** The variables of each call of one GraphQL operation that `fetchMock` received (POST or GET), in order. */
export function gqlCalls(fetchMock: ReturnType<typeof mockFetch>, operationName: string) {
  return gqlRequests(fetchMock, operationName).map((request) => request.variables);
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
