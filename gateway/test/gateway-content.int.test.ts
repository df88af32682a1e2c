process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomUUID, randomBytes } from 'node:crypto';
import { DEBIT_SUBJECT } from '@tryon/proto-events';
import { eventually } from '../../test-support/infra.js';
import { apiCall, signUp, startStack, type Stack } from '../../test-support/stack.js';

// content through the gateway: the public footer and pages answer with ETags and a short public cache (a
// reload costs a 304), also as GraphQL GETs; a missing page is a JSON 404; and a person's campaigns
// follow their balance as identity and billing change it (real services, real events).

let stack: Stack;
let base: string;
let adminCookie: string;

beforeAll(async () => {
  stack = await startStack(['identity', 'billing', 'content']);
  base = stack.base;
  const email = `admin-${randomBytes(5).toString('hex')}@example.com`;
  await apiCall(base, 'POST', '/api/register', undefined, { email, password: 'correct-horse' });
  await stack.dbs.identity!('users').where({ email }).update({ role: 'admin' });
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse' }),
  });
  adminCookie = `sid=${/sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}`;
});

afterAll(() => stack?.stop());

/** A GET, then the same GET revalidated with the ETag it answered. */
async function getTwice(path: string, headers: Record<string, string> = {}) {
  const first = await fetch(`${base}${path}`, { headers });
  const body = await first.text();
  const etag = first.headers.get('etag');
  const second = await fetch(`${base}${path}`, { headers: { ...headers, 'if-none-match': etag ?? '' } });
  return { first, body, etag, second, secondBody: await second.text() };
}

describe('public content is cacheable and revalidates with a 304', () => {
  it.each(['/api/footer/sections', '/api/pages/about'])('%s', async (path) => {
    const { first, body, etag, second, secondBody } = await getTwice(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(etag).toMatch(/^"/);
    expect(body.length).toBeGreaterThan(100);
    expect(second.status).toBe(304);
    expect(secondBody).toBe('');
  });

  it('answers the documented shapes', async () => {
    const footer = await apiCall(base, 'GET', '/api/footer/sections');
    expect(footer.body.map((s: { title: string }) => s.title)).toEqual(['Product', 'Company', 'Legal']);
    expect(footer.body[1].items[0]).toMatchObject({ label: 'About', url: '/pages/about', isVisible: true });
    const page = await apiCall(base, 'GET', '/api/pages/about');
    expect(page.body).toMatchObject({ title: 'About', slug: 'about', isVisible: true });
    expect(page.body.content).toContain('## What you can do');
  });

  it('names no internal service in GraphQL errors', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ adminPromoCampaigns { id } }' }),
    });
    const body = (await res.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(body.errors[0].extensions).not.toHaveProperty('serviceName');
    expect(JSON.stringify(body)).not.toMatch(/content|subgraph/i);
  });

  it('answers a missing page with a JSON 404', async () => {
    const r = await apiCall(base, 'GET', '/api/pages/does-not-exist');
    expect(r).toEqual({ status: 404, body: { error: 'Page not found', code: 'NOT_FOUND' } });
  });

  it('caches a GraphQL GET of public fields only', async () => {
    const q = (query: string) => `/graphql?query=${encodeURIComponent(query)}`;
    const preflight = { 'apollo-require-preflight': 'true' };
    const { first, second } = await getTwice(q('query Footer { footerSections { title } }'), preflight);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(second.status).toBe(304);
    const privateAnswer = await fetch(
      `${base}${q('{ footerSections { title } activePromoCampaigns { id } }')}`,
      {
        headers: preflight,
      },
    );
    expect(privateAnswer.headers.get('cache-control') ?? '').not.toMatch(/public/);
    // Without a preflight header Apollo's CSRF prevention refuses the GET.
    expect((await fetch(`${base}${q('{ footerSections { title } }')}`)).status).toBe(400);
  });
});

describe("a person's campaigns follow their audience", () => {
  it('shows a low_balance campaign only after sessions are used and down to 3 or fewer', async () => {
    const created = await apiCall(base, 'POST', '/api/admin/promo-campaigns', adminCookie, {
      title: 'Running low?',
      message: 'Top up and keep trying on',
      ctaText: 'See packs',
      ctaUrl: '/pricing',
      targetAudience: 'low_balance',
      priority: 10,
      isActive: true,
    });
    expect(created.status).toBe(200);
    const person = await signUp(base);
    const titles = async () =>
      (
        (await apiCall(base, 'GET', '/api/promo-campaigns/active', person.cookie)).body as { title: string }[]
      ).map((c) => c.title);
    // A fresh trial: 2 sessions, none used.
    await eventually(
      async () =>
        (await stack.dbs.content!('user_audiences').where({ userId: person.id }).first())?.topUpSessions ===
        2,
    );
    expect(await titles()).not.toContain('Running low?');

    const key = randomUUID();
    const reply = await stack.nats.nc.request(
      DEBIT_SUBJECT,
      JSON.stringify({
        userId: person.id,
        actionType: 'virtual_tryon',
        cost: 1,
        idempotencyKey: key,
        geminiSessionId: key,
      }),
      { timeout: 5000 },
    );
    expect(reply.json()).toMatchObject({ ok: true });
    await eventually(async () => (await titles()).includes('Running low?'));

    expect((await apiCall(base, 'GET', '/api/promo-campaigns/active')).status).toBe(401);
  });
});

describe("a campaign's targetAudience over REST (the graph's audience)", () => {
  it('answers the documented keys in their order and sends targetAudience as the audience', async () => {
    const created = await apiCall(base, 'POST', '/api/admin/promo-campaigns', adminCookie, {
      title: 'Subscribers only',
      message: 'm',
      targetAudience: 'subscribed',
    });
    expect(created.status).toBe(200);
    expect(Object.keys(created.body)).toEqual([
      'id',
      'title',
      'message',
      'ctaText',
      'ctaUrl',
      'targetAudience',
      'priority',
      'isActive',
      'startDate',
      'endDate',
      'createdBy',
      'createdAt',
    ]);
    expect(created.body).toMatchObject({ targetAudience: 'subscribed', isActive: false, priority: 0 });
    const { id } = created.body as { id: number };
    const path = `/api/admin/promo-campaigns/${id}`;
    // Left out or null: kept; given: changed.
    expect((await apiCall(base, 'PUT', path, adminCookie, { priority: 2 })).body.targetAudience).toBe(
      'subscribed',
    );
    expect(
      (await apiCall(base, 'PUT', path, adminCookie, { targetAudience: null })).body.targetAudience,
    ).toBe('subscribed');
    expect(
      (await apiCall(base, 'PUT', path, adminCookie, { targetAudience: 'low_balance' })).body.targetAudience,
    ).toBe('low_balance');
    const listed = await apiCall(base, 'GET', '/api/admin/promo-campaigns', adminCookie);
    expect(listed.body.find((c: { id: number }) => c.id === id).targetAudience).toBe('low_balance');
    // A new campaign without one is for all.
    const plain = await apiCall(base, 'POST', '/api/admin/promo-campaigns', adminCookie, {
      title: 'Everyone',
      message: 'm',
      targetAudience: null,
    });
    expect(plain.body.targetAudience).toBe('all');
    await apiCall(base, 'DELETE', `/api/admin/promo-campaigns/${plain.body.id}`, adminCookie);
    await apiCall(base, 'DELETE', path, adminCookie);
  });

  it.each([['vip'], [''], [7]])('refuses the targetAudience %j in the documented words', async (value) => {
    const refusal = {
      status: 400,
      body: {
        error: 'Invalid data: targetAudience must be one of all, free, subscribed, low_balance',
        code: 'VALIDATION',
      },
    };
    const body = { title: 't', message: 'm', targetAudience: value };
    expect(await apiCall(base, 'POST', '/api/admin/promo-campaigns', adminCookie, body)).toEqual(refusal);
    expect(await apiCall(base, 'PUT', '/api/admin/promo-campaigns/1', adminCookie, body)).toEqual(refusal);
  });
});
