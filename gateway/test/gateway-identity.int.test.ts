process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { AdminActionRecorded, STREAMS, UserRegistered } from '@tryon/proto-events';
import { CONTEXT_HEADER, OutboxRelay, addToOutbox, signContext, type Db, type Nats } from '@tryon/kit';
import { SCHEMA } from '../../services/identity/src/app.js';
import { SignInLimiter } from '../../services/identity/src/domain/sign-in-limiter.js';
import { TEST_SECRET, eventually, testLogger } from '../../test-support/infra.js';
import { startStack, type Stack } from '../../test-support/stack.js';
import { connectedWsClient, subscribed } from '../../test-support/ws.js';

let stack: Stack;
let db: Db;
let nats: Nats;
let base: string;
let identityBase: string;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'tryon-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><title>app shell</title><body><div id="root"></div>',
  );
  // The build's list of the queries a signed-in page embeds the answers of (web/vite.config.ts).
  writeFileSync(
    join(webDist, 'route-queries.json'),
    JSON.stringify({ '*': { CurrentUser: 'query CurrentUser { me { id email firstName __typename } }' } }),
  );
  // ...and their answers for a caller without a session.
  writeFileSync(join(webDist, 'visitor-data.json'), JSON.stringify({ CurrentUser: { me: null } }));
  writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  stack = await startStack(['identity'], {
    env: { LOGIN_MAX_FAILED_PER_ACCOUNT: '3' },
    gatewayEnv: { WEB_DIST: webDist },
  });
  ({ base, nats } = stack);
  db = stack.dbs.identity!;
  identityBase = stack.urls.identity!;
});

afterAll(() => stack?.stop());

let counter = 0;
const uniqueEmail = () => `person${Date.now()}${counter++}@example.com`;

interface Res {
  status: number;
  body: any;
  cookie?: string;
  setCookie: string | null;
}

async function call(
  method: string,
  path: string,
  opts: { body?: unknown; raw?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Res> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] ??= 'application/json';
  if (opts.cookie) headers.cookie = `sid=${opts.cookie}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  const setCookie = res.headers.get('set-cookie');
  const sid = setCookie ? /sid=([^;]*)/.exec(setCookie)?.[1] : undefined;
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, cookie: sid || undefined, setCookie };
}

async function register(extra: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const res = await call('POST', '/api/register', {
    body: { email, password: 'correct-horse', firstName: 'Ada', lastName: 'L', ...extra },
  });
  return { email, res };
}

const userCount = async () => Number((await db('users').count({ n: '*' }).first())?.n);

describe('sign-up, sign-in and sign-out through the gateway', () => {
  it('registers, sets a safe cookie, and knows the user', async () => {
    const { email, res } = await register();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email,
      firstName: 'Ada',
      role: 'user',
      subscriptionStatus: 'inactive',
      username: email,
    });
    expect(res.body.password).toBeUndefined();
    expect(res.setCookie).toMatch(/HttpOnly/i);
    expect(res.setCookie).toMatch(/SameSite=Lax/i);
    expect(res.cookie!.length).toBeGreaterThanOrEqual(22); // >= 128 bits, base64url

    const me = await call('GET', '/api/user', { cookie: res.cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);

    // The stored session id is a hash, not the cookie.
    const stored = await db('sessions').select('sid');
    expect(stored.map((s) => s.sid)).not.toContain(res.cookie);

    // The registration was announced exactly once through the outbox.
    await eventually(async () => {
      const msg = await nats.jsm.streams
        .getMessage(STREAMS.identity.name, { last_by_subj: UserRegistered.subject })
        .catch(() => null);
      return msg?.json<{ data: { email: string } }>().data.email === email;
    });
  });

  it('signs in with a new session id and ends the old one; sign-out ends the session server-side', async () => {
    const { email, res } = await register();
    const first = res.cookie!;
    const login = await call('POST', '/api/login', {
      body: { email: email.toUpperCase(), password: 'correct-horse' },
      cookie: first,
    });
    expect(login.status).toBe(200);
    expect(login.body.email).toBe(email);
    expect(login.cookie).toBeDefined();
    expect(login.cookie).not.toBe(first);
    expect((await call('GET', '/api/user', { cookie: first })).status).toBe(401);
    expect((await call('GET', '/api/user', { cookie: login.cookie })).status).toBe(200);

    const out = await call('POST', '/api/logout', { cookie: login.cookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(out.setCookie).toMatch(/sid=;/);
    const after = await call('GET', '/api/user', { cookie: login.cookie });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('refuses a wrong password with the catalogue wording, then pauses the account after repeated failures', async () => {
    const { email } = await register();
    for (let i = 0; i < 3; i++) {
      const r = await call('POST', '/api/login', { body: { email, password: 'wrong-password' } });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
    const blocked = await call('POST', '/api/login', { body: { email, password: 'correct-horse' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    // An unknown account gets the same answer as a wrong password.
    const unknown = await call('POST', '/api/login', {
      body: { email: uniqueEmail(), password: 'whatever1' },
    });
    expect(unknown.body).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it("pauses wrong passwords per account and address, never the owner's own address, and slows guessing", async () => {
    const waited: number[] = [];
    const limiter = new SignInLimiter(
      db,
      SCHEMA,
      { loginPerIp: 1000, failedPerAccount: 3, registerPerIp: 100 },
      async (ms) => {
        waited.push(ms);
      },
    );
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      await limiter.beforeLogin('198.51.100.7', email);
      await limiter.loginFailed('198.51.100.7', email);
    }
    // The guesser's address is paused; the owner elsewhere signs in, and a success clears their own count.
    await expect(limiter.beforeLogin('198.51.100.7', email)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(limiter.beforeLogin('192.0.2.44', email)).resolves.toBeUndefined();
    await limiter.loginSucceeded('192.0.2.44', email);
    expect(waited).toEqual([]);
    // Guesses from many addresses: each next attempt on the account waits longer (from the 4th failure).
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      await limiter.beforeLogin(ip, email);
      await limiter.loginFailed(ip, email);
    }
    // The owner's address, where the account signed in, is spared the wait (a flood aimed at the account
    // does not slow its owner); another address waits.
    await limiter.beforeLogin('192.0.2.44', email);
    expect(waited).toEqual([250, 500]);
    await limiter.beforeLogin('192.0.2.45', email);
    expect(waited).toEqual([250, 500, 1000]);
  });

  it('limits sign-in attempts per IP', async () => {
    const limiter = new SignInLimiter(db, SCHEMA, {
      loginPerIp: 2,
      failedPerAccount: 100,
      registerPerIp: 100,
    });
    await limiter.beforeLogin('203.0.113.9', 'a@example.com');
    await limiter.beforeLogin('203.0.113.9', 'b@example.com');
    await expect(limiter.beforeLogin('203.0.113.9', 'c@example.com')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
    });
    await expect(limiter.beforeLogin('203.0.113.10', 'c@example.com')).resolves.toBeUndefined();
  });
});

describe('bad input gets a clear 4xx and changes nothing', () => {
  const cases: [string, () => Promise<Res>, number, RegExp][] = [
    [
      'malformed JSON',
      () => call('POST', '/api/register', { raw: '{"email": "x@y.com", "password": ' }),
      400,
      /Invalid format/,
    ],
    [
      'wrong types',
      () => call('POST', '/api/register', { body: { email: 42, password: true } }),
      400,
      /Invalid format: email/,
    ],
    [
      'a JSON array',
      () => call('POST', '/api/register', { body: [1, 2] }),
      400,
      /Invalid format|Missing required field/,
    ],
    [
      'missing password',
      () => call('POST', '/api/register', { body: { email: uniqueEmail() } }),
      400,
      /^Missing required field: password$/,
    ],
    [
      'missing email',
      () => call('POST', '/api/login', { body: { password: 'abcdefgh' } }),
      400,
      /^Missing required field: email$/,
    ],
    [
      'an invalid email',
      () => call('POST', '/api/register', { body: { email: 'not-an-email', password: 'Corr3ct-horse-91' } }),
      400,
      /Invalid format/,
    ],
    [
      'a NUL character in a name',
      () =>
        call('POST', '/api/register', {
          body: { email: uniqueEmail(), password: 'Corr3ct-horse-91', firstName: 'Ann\u0000Lee' },
        }),
      400,
      /^Invalid format: firstName must not contain NUL characters$/,
    ],
    [
      'a NUL character in the e-mail of a sign-in',
      () => call('POST', '/api/login', { body: { email: 'a\u0000@b.co', password: 'Corr3ct-horse-91' } }),
      400,
      /^Invalid format: email must not contain NUL characters$/,
    ],
    [
      'a short password',
      () => call('POST', '/api/register', { body: { email: uniqueEmail(), password: 'short' } }),
      400,
      /^Password too short/,
    ],
    [
      'a password of spaces',
      () => call('POST', '/api/register', { body: { email: uniqueEmail(), password: '          ' } }),
      400,
      /^Password cannot be blank$/,
    ],
    ...['password', '12345678', 'Qwerty123'].map((password): [string, () => Promise<Res>, number, RegExp] => [
      `the common password ${password}`,
      () => call('POST', '/api/register', { body: { email: uniqueEmail(), password } }),
      400,
      /^Password is too common/,
    ]),
    [
      'a 1 MB body to login',
      () =>
        call('POST', '/api/login', {
          raw: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
        }),
      413,
      /too large/,
    ],
    [
      'a multipart body where JSON is expected',
      () =>
        call('POST', '/api/login', {
          raw: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
      415,
      /Unsupported/,
    ],
    [
      'a form post',
      () =>
        call('POST', '/api/login', {
          raw: 'email=a',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      415,
      /Unsupported/,
    ],
    [
      'a cross-site post',
      () =>
        call('POST', '/api/register', {
          body: { email: uniqueEmail(), password: 'Corr3ct-horse-91' },
          headers: { origin: 'https://evil.example' },
        }),
      403,
      /cross-site/,
    ],
  ];

  it.each(cases)('%s', async (_name, run, status, message) => {
    const before = await userCount();
    const res = await run();
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
    expect(typeof res.body.code).toBe('string');
    expect(res.cookie).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it("cannot take someone else's e-mail as a username, and a username's case does not make it new", async () => {
    const victim = uniqueEmail();
    const squat = await call('POST', '/api/register', {
      body: { email: uniqueEmail(), password: 'Corr3ct-horse-91', username: victim.toUpperCase() },
    });
    expect(squat.status).toBe(400);
    expect(squat.body.error).toMatch(/^Invalid format: username cannot contain @/);
    expect(
      (await call('POST', '/api/register', { body: { email: victim, password: 'Corr3ct-horse-91' } })).status,
    ).toBe(201);
    const name = `Ann${Date.now()}`;
    expect(
      (
        await call('POST', '/api/register', {
          body: { email: uniqueEmail(), password: 'Corr3ct-horse-91', username: name },
        })
      ).status,
    ).toBe(201);
    const again = await call('POST', '/api/register', {
      body: { email: uniqueEmail(), password: 'Corr3ct-horse-91', username: name.toLowerCase() },
    });
    expect([again.status, again.body.error]).toEqual([409, 'Username already exists']);
  });

  it('refuses a duplicate e-mail (any case) with 409', async () => {
    const { email } = await register();
    const before = await userCount();
    const dup = await call('POST', '/api/register', {
      body: { email: email.toUpperCase(), password: 'Another-lantern-42' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: 'Email already exists', code: 'CONFLICT' });
    expect(await userCount()).toBe(before);
  });

  it('treats an unknown cookie as signed out', async () => {
    const res = await call('GET', '/api/user', { cookie: 'made-up-session-id-0123456789' });
    expect(res.status).toBe(401);
  });

  it('ignores a forged context header from outside, even a validly signed admin one', async () => {
    const forged = await signContext(TEST_SECRET, { userId: 1, role: 'admin', ip: '1.2.3.4' });
    const res = await call('GET', '/api/user', { headers: { [CONTEXT_HEADER]: forged } });
    expect(res.status).toBe(401);
    const gql = await call('POST', '/graphql', {
      body: { query: '{ me { id role } }' },
      headers: { [CONTEXT_HEADER]: forged },
    });
    expect(gql.body.data.me).toBeNull();
  });

  it('a subgraph refuses calls that did not come through the gateway', async () => {
    const res = await fetch(`${identityBase}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(res.status).toBe(401);
    const wrong = await signContext('another-secret-of-at-least-32-characters!', {
      userId: 1,
      role: 'admin',
      ip: null,
    });
    const res2 = await fetch(`${identityBase}/auth/logout`, {
      method: 'POST',
      headers: { [CONTEXT_HEADER]: wrong },
    });
    expect(res2.status).toBe(401);
  });
});

describe('GraphQL hardening', () => {
  it('rejects a query 50 levels deep', async () => {
    let q = '__typename';
    for (let i = 0; i < 50; i++) q = `me { ${q} }`;
    const res = await call('POST', '/graphql', { body: { query: `query { ${q} }` } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/depth/i);
  });

  it('rejects a query with 500 aliases', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: me { id }`).join(' ');
    const res = await call('POST', '/graphql', { body: { query: `query { ${aliases} }` } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/alias|token/i);
  });

  it('rejects more aliases than the limit even in a short query', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ');
    const res = await call('POST', '/graphql', { body: { query: `query { ${aliases} }` } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/alias/i);
  });

  it('refuses batched operations and simple-request CSRF', async () => {
    const batch = await call('POST', '/graphql', {
      body: [{ query: '{ __typename }' }, { query: '{ __typename }' }],
    });
    expect(batch.status).toBe(400);
    const csrf = await call('POST', '/graphql', {
      raw: '{"query":"{ __typename }"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(csrf.status).toBe(400);
  });

  it('answers me for a signed-in caller', async () => {
    const { email, res } = await register();
    const gql = await call('POST', '/graphql', {
      body: { query: '{ me { email role } }' },
      cookie: res.cookie,
    });
    expect(gql.body).toEqual({ data: { me: { email, role: 'user' } } });
  });

  it("answers an account's subscription state as an enum beside the deprecated string", async () => {
    const { res } = await register();
    const gql = await call('POST', '/graphql', {
      body: { query: '{ me { subscriptionState subscriptionStatus } }' },
      cookie: res.cookie,
    });
    expect(gql.body).toEqual({
      data: { me: { subscriptionState: 'inactive', subscriptionStatus: 'inactive' } },
    });
    const user = await call('GET', '/api/user', { cookie: res.cookie });
    expect(Object.keys(user.body)).toEqual([
      'id',
      'username',
      'email',
      'firstName',
      'lastName',
      'role',
      'subscriptionStatus',
      'createdAt',
    ]);
    expect(user.body.subscriptionStatus).toBe('inactive');
  });
});

describe('notification preferences', () => {
  it('shows the defaults, saves valid values and refuses out-of-range ones', async () => {
    const { res } = await register();
    const cookie = res.cookie;
    const defaults = await call('GET', '/api/user/notification-preferences', { cookie });
    expect(defaults.body).toEqual({
      emailNotifications: true,
      lowBalanceAlerts: true,
      renewalReminders: true,
      marketingEmails: true,
      lowBalanceThreshold: 3,
      updatedAt: null,
    });
    const next = {
      emailNotifications: true,
      lowBalanceAlerts: false,
      renewalReminders: true,
      marketingEmails: false,
      lowBalanceThreshold: 7,
    };
    const saved = await call('PUT', '/api/user/notification-preferences', { cookie, body: next });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(next);

    for (const bad of [
      { ...next, lowBalanceThreshold: 11 },
      { ...next, lowBalanceThreshold: 0 },
      { ...next, lowBalanceThreshold: 2.5 },
      { ...next, emailNotifications: 'yes' },
    ]) {
      const r = await call('PUT', '/api/user/notification-preferences', { cookie, body: bad });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(/Invalid format/);
    }
    const missing = await call('PUT', '/api/user/notification-preferences', {
      cookie,
      body: { emailNotifications: true },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^Missing required field: /);
    expect((await call('GET', '/api/user/notification-preferences', { cookie })).body).toMatchObject(next);

    const anon = await call('PUT', '/api/user/notification-preferences', { body: next });
    expect(anon.status).toBe(401);
  });
});

describe('events', () => {
  it('keeps the admin activity log from admin-action events', async () => {
    const relay = new OutboxRelay({ db, js: nats.js, logger: testLogger });
    await addToOutbox(
      db,
      AdminActionRecorded,
      {
        adminId: 1,
        actionType: 'config.update',
        targetUserId: null,
        description: 'switched active_api to fashn',
        metadata: { key: 'active_api' },
        ipAddress: '127.0.0.1',
      },
      'test',
    );
    await relay.flushOnce();
    const row = await eventually(async () =>
      db('admin_activity_logs').where({ actionType: 'config.update' }).first(),
    );
    expect(row).toMatchObject({
      adminId: 1,
      description: 'switched active_api to fashn',
      ipAddress: '127.0.0.1',
      metadata: { key: 'active_api' },
    });
  });

  it('pushes signedOut over graphql-ws when the session ends in another tab', async () => {
    const { res } = await register();
    const client = await connectedWsClient(base, `sid=${res.cookie}`);
    try {
      const received = new Promise<unknown>((resolve, reject) => {
        client.subscribe(
          { query: 'subscription { signedOut }' },
          { next: resolve, error: reject, complete: () => undefined },
        );
      });
      // The gateway's own listener (cookie cache) plus this subscription.
      await subscribed(stack.gatewayEvents, 'sessionRevoked', 2);
      await call('POST', '/api/logout', { cookie: res.cookie });
      await expect(received).resolves.toEqual({ data: { signedOut: true } });
    } finally {
      await client.dispose();
    }
  });

  it("closes a session's WebSockets when it ends, so they receive nothing more", async () => {
    const { res } = await register();
    const user = (await call('GET', '/api/user', { cookie: res.cookie })).body as { id: number };
    let closedWith: number | undefined;
    const client = createClient({
      url: base.replace('http', 'ws') + '/graphql',
      lazy: false,
      retryAttempts: 0,
      on: { closed: (e) => (closedWith = (e as { code: number }).code) },
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: `sid=${res.cookie}` } });
        }
      },
    });
    const pushes: unknown[] = [];
    client.subscribe(
      { query: 'subscription { sessionBalanceChanged { id } }' },
      { next: (m) => pushes.push(m), error: () => undefined, complete: () => undefined },
    );
    await subscribed(stack.gatewayEvents, 'balanceChanged');
    await call('POST', '/api/logout', { cookie: res.cookie });
    await eventually(async () => closedWith === 4401);
    stack.gatewayEvents.emit('balanceChanged', {
      userId: user.id,
      subscriptionSessions: 0,
      topUpSessions: 9,
      reason: 'purchase',
    });
    // Kept on purpose, a nothing-happens check: the closed socket gets no push a moment later.
    await new Promise((r) => setTimeout(r, 200));
    expect(pushes).toEqual([]);
    expect(stack.gatewayEvents.listenerCount('balanceChanged')).toBe(0);
    await client.dispose();
  });

  it('refuses a WebSocket without a signed-in cookie', async () => {
    const client = createClient({
      url: base.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const outcome = await new Promise<string>((resolve) => {
      client.subscribe(
        { query: 'subscription { signedOut }' },
        { next: () => resolve('next'), error: () => resolve('refused'), complete: () => resolve('complete') },
      );
    });
    expect(outcome).toBe('refused');
    await client.dispose();
  });
});

describe('edge', () => {
  it.each(['/', '/dashboard', '/api/user', '/api/docs', '/healthz'])(
    'sends the security headers on %s',
    async (path) => {
      const res = await fetch(`${base}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      // Local mode is plain http: no HSTS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('documents the REST shim and answers unknown API paths with JSON 404', async () => {
    const docs = await call('GET', '/api/docs');
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/login',
        '/api/logout',
        '/api/user',
        '/api/user/notification-preferences',
      ]),
    );
    const unknown = await call('GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves the web app with a SPA fallback and the right caching', async () => {
    const page = await fetch(`${base}/dashboard/anything?x=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('app shell');
    const asset = await fetch(`${base}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    const post = await call('POST', '/dashboard', { body: {} });
    expect(post.status).toBe(404);
    expect(post.body.code).toBe('NOT_FOUND');
    const traversal = await fetch(`${base}/assets/..%2f..%2fpackage.json`);
    expect(await traversal.text()).not.toContain('"workspaces"');
  });

  it("embeds the signed-in person's own answers in the page, never cached; a visitor's for anyone else", async () => {
    const embedded = async (cookie?: string) => {
      const page = await fetch(`${base}/dashboard`, { headers: cookie ? { cookie: `sid=${cookie}` } : {} });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('app shell');
      const block = /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(html);
      return { page, html, data: block ? JSON.parse(block[1]!) : undefined };
    };
    const { email, res } = await register({ firstName: '</script><b>Ada' });
    const other = await register();
    const mine = await embedded(res.cookie);
    expect(mine.data).toEqual({
      CurrentUser: { me: { __typename: 'User', id: res.body.id, email, firstName: '</script><b>Ada' } },
    });
    expect(mine.html).toContain('\\u003c/script>\\u003cb>Ada');
    expect(mine.page.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.page.headers.get('vary')).toMatch(/cookie/i);
    expect((await embedded(other.res.cookie)).data.CurrentUser.me.email).toBe(other.email);

    const visitor = { CurrentUser: { me: null } };
    for (const cookie of [undefined, 'not-a-session']) {
      const page = await embedded(cookie);
      expect(page.data).toEqual(visitor);
      expect(page.page.headers.get('cache-control')).toBe('no-cache');
    }
    // A session that ended is no longer anyone's.
    expect((await call('POST', '/api/logout', { cookie: res.cookie })).status).toBe(200);
    expect((await embedded(res.cookie)).data).toEqual(visitor);
  });

  it('is ready when identity and NATS answer', async () => {
    const r = await call('GET', '/readyz');
    expect(r.status).toBe(200);
    expect(r.body.checks).toEqual({ nats: 'ok', identity: 'ok' });
  });
});
