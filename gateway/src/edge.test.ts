import { errorFromGraphQL, openApi, rewordGraphQLError } from './rest/shim.js';
import { ROUTES, intParam, pick } from './rest/routes.js';
import { isAppRoute } from './static.js';
import { sameOrigin } from './ws.js';

describe('REST shim error wording', () => {
  it('turns GraphQL input errors into catalogue wording', () => {
    expect(
      rewordGraphQLError(
        'Variable "$input" got invalid value { a: 1 }; Field "lowBalanceThreshold" of required type "Int!" was not provided.',
      ),
    ).toBe('Missing required field: lowBalanceThreshold');
    expect(
      rewordGraphQLError(
        'Variable "$input" got invalid value "no" at "input.emailNotifications"; Boolean cannot represent a non boolean value: "no"',
      ),
    ).toBe('Invalid format: emailNotifications: Boolean cannot represent a non boolean value: "no"');
  });

  it('keeps the status of service errors and hides unknown ones', () => {
    expect(
      errorFromGraphQL({ message: 'Email already exists', extensions: { code: 'CONFLICT' } }),
    ).toMatchObject({ status: 409 });
    expect(errorFromGraphQL({ message: 'x', extensions: { code: 'BAD_USER_INPUT' } })).toMatchObject({
      status: 400,
    });
    expect(
      errorFromGraphQL({ message: 'secret detail', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    ).toMatchObject({
      status: 500,
      message: 'Internal server error',
    });
  });

  it('copies only known body fields and refuses non-objects', () => {
    expect(pick({ a: 1, b: 2, evil: 3 }, ['a', 'b'])).toEqual({ a: 1, b: 2 });
    expect(() => pick([1], ['a'])).toThrow('Invalid format');
    expect(() => pick(null, ['a'])).toThrow('Invalid format');
  });

  it('documents every route', () => {
    const doc = openApi(ROUTES) as { paths: Record<string, Record<string, unknown>> };
    for (const r of ROUTES) {
      expect(doc.paths[r.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[r.method.toLowerCase()]).toBeDefined();
    }
    expect(doc.paths['/api/saved-user-images/{userId}']).toBeDefined();
  });
});

describe('SPA fallback', () => {
  it.each([
    ['GET', '/dashboard', true],
    ['GET', '/pages/about?x=1', true],
    ['GET', '/api/user', false],
    ['GET', '/graphql', false],
    ['GET', '/uploads/1/a.png', false],
    ['GET', '/healthz', false],
    ['POST', '/dashboard', false],
  ])('%s %s -> app: %s', (method, url, expected) => {
    expect(isAppRoute(method, url)).toBe(expected);
  });
});

describe('same-origin check', () => {
  it('accepts the same host and requests without an Origin, refuses others', () => {
    expect(sameOrigin('http://127.0.0.1:8080', '127.0.0.1:8080')).toBe(true);
    expect(sameOrigin(undefined, '127.0.0.1:8080')).toBe(true);
    expect(sameOrigin('https://evil.example', '127.0.0.1:8080')).toBe(false);
    expect(sameOrigin('null', '127.0.0.1:8080')).toBe(false);
  });
});

describe('path parameters', () => {
  const req = (params: Record<string, string>) => ({ params }) as never;
  it('accepts positive whole numbers only', () => {
    expect(intParam(req({ userId: '42' }), 'userId')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '99999999999', '1e3']) {
      expect(() => intParam(req({ userId: bad }), 'userId')).toThrow(
        'Invalid format: userId must be a positive whole number',
      );
    }
  });
});
