import { errorFromGraphQL, openApi, rewordGraphQLError } from './rest/shim.js';
import { intParam, pick, type ProxyRoute } from './rest/route-kit.js';
import { restRoutes } from './rest/routes/index.js';
import { isAppRoute } from './static.js';
import { sameOrigin } from './ws.js';
import { helmetOptions } from './security-headers.js';
import { loadGatewayConfig } from './config.js';

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
    expect(rewordGraphQLError('Variable "$subject" of required type "String!" was not provided.')).toBe(
      'Missing required field: subject',
    );
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
    expect(pick<{ a: number; b: number }>({ a: 1, b: 2, evil: 3 }, ['a', 'b'])).toEqual({ a: 1, b: 2 });
    expect(pick<{ a: number; b: number }>({ b: 2 }, ['a', 'b'])).toEqual({ b: 2 });
    expect(() => pick([1], ['a'])).toThrow('Invalid format');
    expect(() => pick(null, ['a'])).toThrow('Invalid format');
  });

  const routes = restRoutes({ uploadMaxBytes: 10 * 1024 * 1024 });

  it('documents every route', () => {
    const doc = openApi(routes) as { paths: Record<string, Record<string, unknown>> };
    for (const r of routes) {
      expect(doc.paths[r.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[r.method.toLowerCase()]).toBeDefined();
    }
    expect(doc.paths['/api/saved-user-images/{userId}']).toBeDefined();
  });

  it('lists each path and method once', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shows each operation on one line with its fragments written in place', () => {
    const doc = openApi(routes) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(doc.paths['/api/saved-user-images/{userId}'].get['x-graphql-operation']).toBe(
      'query SavedUserImages($userId: Int!, $limit: Int, $cursor: String) { savedUserImagesPage(userId: $userId, limit: $limit, cursor: $cursor) { items { id userId imageUrl thumbnailUrl thumbnail2xUrl name category: kind isFavorite uploadedAt } nextCursor totalCount } }',
    );
    expect(doc.paths['/api/user/subscription-status'].get['x-graphql-operation']).toBe(
      'query SubscriptionStatus { me { subscriptionInfo { balance { subscriptionSessions topUpSessions } subscription { planId plan { id name displayName description priceMonthly priceAnnual sessionsPerMonth maxRefinementsPerSession includesModelGeneration features sortOrder } status: state billingCycle: cycle currentPeriodStart currentPeriodEnd cancelAtPeriodEnd } } } }',
    );
  });

  it('caps uploads at the configured size, with the spec’s wording', () => {
    const upload = (max: number) =>
      restRoutes({ uploadMaxBytes: max }).find((r): r is ProxyRoute => r.path === '/api/upload');
    expect(upload(1000)?.stream).toEqual({
      maxBytes: 1000 + 64 * 1024,
      tooLarge: 'File size too large. Maximum size is 10MB',
    });
    expect(upload(10 * 1024 * 1024)?.stream?.maxBytes).toBe(10 * 1024 * 1024 + 64 * 1024);
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
    ['GET', '/metrics', false],
    ['GET', '/assets/index-gone.js', false],
    ['POST', '/dashboard', false],
  ])('%s %s -> app: %s', (method, url, expected) => {
    expect(isAppRoute(method, url)).toBe(expected);
  });
});

describe('same-origin check', () => {
  it('accepts the same host and requests without an Origin, refuses others', () => {
    expect(sameOrigin('http://127.0.0.1:8080', '127.0.0.1:8080', 'http')).toBe(true);
    expect(sameOrigin(undefined, '127.0.0.1:8080', 'http')).toBe(true);
    expect(sameOrigin('https://evil.example', '127.0.0.1:8080', 'http')).toBe(false);
    expect(sameOrigin('null', '127.0.0.1:8080', 'http')).toBe(false);
    // The scheme counts too: a page on http:// may not act on the https:// site of the same host.
    expect(sameOrigin('http://shop.example', 'shop.example', 'https')).toBe(false);
    expect(sameOrigin('https://shop.example', 'shop.example', 'https')).toBe(true);
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

describe('upload limit setting', () => {
  const env = {
    NATS_URL: 'nats://127.0.0.1:4222',
    INTERNAL_TOKEN_SECRET: 'x'.repeat(32),
    SUBGRAPHS: 'identity=http://127.0.0.1:4001',
  };
  it('reads UPLOAD_MAX_BYTES, as media does, with the spec’s 10 MB by default', () => {
    expect(loadGatewayConfig(env).UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(loadGatewayConfig({ ...env, UPLOAD_MAX_BYTES: '2048' }).UPLOAD_MAX_BYTES).toBe(2048);
  });
});

describe('security headers', () => {
  it('sends HSTS and upgrades requests in production only', () => {
    expect(helmetOptions(true).hsts).toEqual({ maxAge: 31536000, includeSubDomains: true });
    expect(helmetOptions(true).contentSecurityPolicy.directives).toHaveProperty('upgradeInsecureRequests');
    expect(helmetOptions(false).hsts).toBe(false);
    expect(helmetOptions(false).contentSecurityPolicy.directives).not.toHaveProperty(
      'upgradeInsecureRequests',
    );
  });
});
