// Issue 41: no request waits on something that cannot finish, and every failure has an honest status.
// Identity runs as in the other gateway tests; billing runs here on a Postgres connection that passes
// through a switch (a TCP relay the test can cut), and the gateway reaches both services through
// switches too, so a test can take a service or its database away and bring it back.
process.env.APOLLO_TELEMETRY_DISABLED = '1';
import http from 'node:http';
import net from 'node:net';
import { createDb, type Db, type Nats, type RunnableService } from '@tryon/kit';
import { buildBilling, SCHEMA as BILLING } from '../../services/billing/src/app.js';
import { loadBillingConfig } from '../../services/billing/src/config.js';
import { buildGateway, type Gateway } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';
import { LIMITS } from '../src/graphql.js';
import { connectNatsAs, testLogger } from '../../test-support/infra.js';
import { startStack, signUp, type Stack } from '../../test-support/stack.js';
import { waitFor } from '../../test-support/wait.js';

/**
 * A TCP relay in front of a server: `down()` refuses connections (and drops those open), `hang()` lets
 * connections open but passes nothing on, `up()` restores it on the same port.
 */
class Switch {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private hanging = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  static async to(url: string): Promise<Switch> {
    const u = new URL(url);
    const s = new Switch({ host: u.hostname, port: Number(u.port) });
    await s.up();
    return s;
  }

  /** `url` with this relay's address in place of the target's. */
  address(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString().replace(/\/$/, '');
  }

  async up(): Promise<void> {
    this.hanging = false;
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.on('data', (d) => {
        if (!this.hanging) upstream.write(d);
      });
      upstream.on('data', (d) => client.write(d));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise((r) => server.close(r));
  }

  hang(): void {
    this.hanging = true;
  }

  async close(): Promise<void> {
    await this.down();
  }
}

let stack: Stack;
let billing: RunnableService;
let billingDb: Db;
let gateway: Gateway;
let base: string;
const connections: Nats[] = [];
const connect = async (user: string) => {
  const c = await connectNatsAs(user);
  connections.push(c);
  return c;
};
const switches: Record<'identity' | 'billing' | 'postgres', Switch> = {} as never;

beforeAll(async () => {
  stack = await startStack(['identity']);
  switches.postgres = await Switch.to(stack.env.DATABASE_URL!);
  billingDb = createDb({ url: switches.postgres.address(stack.env.DATABASE_URL!), schema: BILLING });
  billing = await buildBilling(loadBillingConfig(stack.env), {
    db: billingDb,
    nats: await connect('billing'),
    logger: testLogger,
  });
  const billingUrl = await billing.app.listen({ host: '127.0.0.1', port: 0 });
  switches.billing = await Switch.to(billingUrl);
  switches.identity = await Switch.to(stack.urls.identity!);
  gateway = await buildGateway(
    loadGatewayConfig({
      ...stack.env,
      SUBGRAPHS: `identity=${switches.identity.address(stack.urls.identity!)},billing=${switches.billing.address(billingUrl)}`,
      UPSTREAM_TIMEOUT_MS: '1500',
    }),
    { nats: await connect('gateway'), logger: testLogger },
  );
  base = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await gateway?.stop();
  await billing?.stop();
  await billingDb?.destroy();
  for (const c of connections) await c.nc.close();
  for (const s of Object.values(switches)) await s.close();
  await stack?.stop();
});

afterEach(async () => {
  for (const s of Object.values(switches)) await s.up();
});

interface Answer {
  status: number;
  body: any;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/** A request written exactly as given (headers and body pieces), to the gateway. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | string[],
): Promise<Answer> {
  const started = Date.now();
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: u.hostname, port: u.port, path, method, headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode!, body: parsed, headers: res.headers, ms: Date.now() - started });
        });
      },
    );
    req.on('error', reject);
    for (const piece of Array.isArray(body) ? body : body === undefined ? [] : [body]) req.write(piece);
    req.end();
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };
const graphql = (body: unknown, cookie?: string) =>
  send('POST', '/graphql', { ...JSON_TYPE, ...(cookie ? { cookie } : {}) }, JSON.stringify(body));

describe('bodies a parser cannot use are refused at once', () => {
  it.each(['/api/login', '/api/register'])('JSON null on %s is a 400 at once', async (path) => {
    const r = await send('POST', path, { ...JSON_TYPE, 'content-length': '4' }, 'null');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'Missing required field: email', code: 'VALIDATION' });
    expect(r.ms).toBeLessThan(2000);
  });

  it.each(['false', '0', '""'])('the falsy JSON body %s on /api/login is a 400 at once', async (body) => {
    const r = await send('POST', '/api/login', JSON_TYPE, body);
    expect(r.status).toBe(400);
    expect(r.ms).toBeLessThan(2000);
  });

  it('JSON null on /api/logout signs out at once (the call reads no body)', async () => {
    const r = await send('POST', '/api/logout', { ...JSON_TYPE, 'content-length': '4' }, 'null');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true });
    expect(r.ms).toBeLessThan(2000);
  });
});

describe('a sign-in sent with Transfer-Encoding: chunked', () => {
  it('signs in like any other', async () => {
    const email = `chunked-${Date.now()}@example.com`;
    const registered = await send('POST', '/api/register', { ...JSON_TYPE, 'transfer-encoding': 'chunked' }, [
      `{"email":"${email}",`,
      '"password":"correct-horse"}',
    ]);
    expect(registered.status).toBe(201);
    const r = await send('POST', '/api/login', { ...JSON_TYPE, 'transfer-encoding': 'chunked' }, [
      `{"email":"${email}",`,
      '"password":"correct-horse"}',
    ]);
    expect(r.status).toBe(200);
    expect(r.body.email).toBe(email);
    expect(r.headers['set-cookie']?.join(';')).toMatch(/sid=/);
  });
});

describe('GraphQL requests the gateway cannot run are 400s with a clear message', () => {
  it.each([
    [
      'two operations without operationName',
      { query: 'query A { me { id } } query B { me { id } }' },
      'Must provide operation name if query contains multiple operations.',
      'OPERATION_RESOLUTION_FAILURE',
    ],
    [
      'an unknown operationName',
      { query: 'query A { me { id } }', operationName: 'Z' },
      'Unknown operation named "Z".',
      'OPERATION_RESOLUTION_FAILURE',
    ],
    [
      'a subscription over POST',
      { query: 'subscription { __typename }' },
      'Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP',
      'BAD_REQUEST',
    ],
  ])('%s', async (_what, body, message, code) => {
    const r = await graphql(body);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ message, extensions: { code, status: 400 } }]);
  });

  it('still runs a named operation of several', async () => {
    const r = await graphql({ query: 'query A { me { id } } query B { me { id } }', operationName: 'B' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { me: null } });
  });
});

describe('the cost limit counts list sizes', () => {
  let adminCookie: string;
  beforeAll(async () => {
    const admin = await signUp(base);
    await stack.dbs.identity!('users').where({ id: admin.id }).update({ role: 'admin' });
    adminCookie = admin.cookie;
  });

  const fanOut = (limit: number) => `query FanOut {
    adminUsers(limit: ${limit}) {
      rows { id email sessionBalance { balance } usageLogs(limit: 100) { id action sessionsCost } }
    }
  }`;

  it("refuses a 500-user fan-out that asks each user's 100 usage lines, before any service is called", async () => {
    const r = await graphql({ query: fanOut(500) }, adminCookie);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe('VALIDATION');
    expect(r.body.errors[0].message).toMatch(
      new RegExp(`^Invalid data: the query costs \\d+, more than the limit of ${LIMITS.maxCost}`),
    );
  });

  it('counts a limit given as a variable', async () => {
    const query = fanOut(1).replace('FanOut', 'FanOut($n: Int)').replace('limit: 1)', 'limit: $n)');
    const r = await graphql({ query, variables: { n: 500 } }, adminCookie);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe('VALIDATION');
    const small = await graphql({ query, variables: { n: 2 } }, adminCookie);
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
  });

  it("keeps the documented admin lists' largest page", async () => {
    const r = await send('GET', '/api/admin/users?limit=500', { cookie: adminCookie });
    expect(r.status).toBe(200);
  });
});

describe('outages are 503 (with Retry-After) or 504, never 500', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signUp(base)).cookie;
  });

  const balance = () => send('GET', '/api/user/session-balance', { cookie });
  const expectUnavailable = (r: Answer) => {
    expect([r.status, r.body?.code]).toEqual([503, 'UNAVAILABLE']);
    expect(r.body.error).toMatch(/service unavailable/i);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('answers while everything is up', async () => {
    const r = await balance();
    expect(r.status).toBe(200);
    expect(r.body).toHaveProperty('balance');
  });

  it('a subgraph that refuses connections: 503 on REST and GraphQL, and /readyz says which', async () => {
    await switches.billing.down();
    expectUnavailable(await balance());
    const g = await graphql({ query: '{ subscriptionPlans { id } }' });
    expect(g.status).toBe(503);
    expect(g.headers['retry-after']).toBeDefined();
    expect(g.body.errors[0].extensions).toEqual({ code: 'UNAVAILABLE', status: 503 });
    const ready = await send('GET', '/readyz', {});
    expect(ready.status).toBe(503);
    expect(ready.body.checks.identity).toBe('ok');
    expect(ready.body.checks.billing).not.toBe('ok');

    await switches.billing.up();
    expect((await balance()).status).toBe(200);
    expect((await send('GET', '/readyz', {})).status).toBe(200);
  });

  it("a subgraph's Postgres that is down: 503, and the gateway's /readyz is not ready", async () => {
    await switches.postgres.down();
    expectUnavailable(await balance());
    const ready = await send('GET', '/readyz', {});
    expect(ready.status).toBe(503);
    expect(ready.body.checks.billing).toMatch(/answered 503 \(postgres: /);

    await switches.postgres.up();
    await waitFor(async () => ((await balance()).status === 200 ? true : undefined), { timeoutMs: 10_000 });
    expect((await send('GET', '/readyz', {})).status).toBe(200);
  });

  it('a subgraph that does not answer: 504 after UPSTREAM_TIMEOUT_MS', async () => {
    switches.billing.hang();
    const r = await balance();
    expect([r.status, r.body.code]).toEqual([504, 'TIMEOUT']);
    expect(r.body.error).toMatch(/timed out/);
    expect(r.ms).toBeLessThan(5000);
  });

  it('identity down: sign-in (a proxied call) and any signed-in request are 503', async () => {
    await switches.identity.down();
    expectUnavailable(
      await send(
        'POST',
        '/api/login',
        JSON_TYPE,
        JSON.stringify({ email: 'a@example.com', password: 'correct-horse' }),
      ),
    );
    // A cookie the gateway has not seen yet has to be resolved at identity.
    const stranger = await send('GET', '/api/user/session-balance', { cookie: 'sid=never-seen-before' });
    expectUnavailable(stranger);
    const g = await graphql({ query: '{ me { id } }' }, 'sid=another-unknown-cookie');
    expect(g.status).toBe(503);
    expect(g.body.errors[0].extensions).toEqual({ code: 'UNAVAILABLE', status: 503 });
  });

  it('identity not answering: a proxied call is a 504', async () => {
    switches.identity.hang();
    const r = await send(
      'POST',
      '/api/login',
      JSON_TYPE,
      JSON.stringify({ email: 'a@example.com', password: 'correct-horse' }),
    );
    expect([r.status, r.body.code]).toEqual([504, 'TIMEOUT']);
    expect(r.ms).toBeLessThan(5000);
  });
});
