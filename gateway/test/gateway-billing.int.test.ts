process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes, randomUUID } from 'node:crypto';
import { DEBIT_SUBJECT } from '@tryon/proto-events';
import type { Nats } from '@tryon/kit';
import { eventually } from '../../test-support/infra.js';
import { startStack, type Stack } from '../../test-support/stack.js';

let stack: Stack;
let base: string;
let nats: Nats;

beforeAll(async () => {
  stack = await startStack(['identity', 'billing']);
  ({ base, nats } = stack);
});

afterAll(() => stack?.stop());

async function signUp(): Promise<{ id: number; cookie: string }> {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `b${randomBytes(5).toString('hex')}@example.com`,
      password: 'correct-horse',
    }),
  });
  const cookie = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
  return { id: ((await res.json()) as { id: number }).id, cookie: `sid=${cookie}` };
}

async function get(path: string, cookie?: string) {
  const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

describe('billing through the gateway', () => {
  it('lists the plans to anyone', async () => {
    const plans = await get('/api/subscription-plans');
    expect(plans.status).toBe(200);
    expect(plans.body.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['free', 'standard']),
    );
    for (const p of plans.body) expect(p.priceAnnual).toBe(Math.round(p.priceMonthly * 12 * 0.8));
  });

  it('shows a new account its free trial of 2 at once, then the debit in its usage', async () => {
    const ann = await signUp();
    const balance = await get('/api/user/session-balance', ann.cookie);
    expect(balance).toEqual({ status: 200, body: { balance: 2, subscriptionSessions: 0, topUpSessions: 2 } });
    const analytics = await get('/api/user/usage-analytics', ann.cookie);
    expect(analytics.body).toMatchObject({
      currentBalance: 2,
      isFirstTimeUser: true,
      hasUsedSessions: false,
      totalSessions: 0,
    });
    const status = await get('/api/user/subscription-status', ann.cookie);
    expect(status.body).toEqual({
      balance: { subscriptionSessions: 0, topUpSessions: 2 },
      subscription: null,
    });

    const key = randomUUID();
    const reply = await nats.nc.request(
      DEBIT_SUBJECT,
      JSON.stringify({
        userId: ann.id,
        actionType: 'virtual_tryon',
        cost: 1,
        idempotencyKey: key,
        geminiSessionId: key,
      }),
      { timeout: 5000 },
    );
    expect(reply.json()).toMatchObject({ ok: true, deductedFrom: 'top_up' });
    const logs = await eventually(async () => {
      const r = await get('/api/user/usage-logs', ann.cookie);
      return r.body.length === 1 ? r.body : null;
    });
    expect(logs[0]).toMatchObject({ actionType: 'virtual_tryon', sessionsCost: 1, deductedFrom: 'top_up' });
    expect((await get('/api/user/session-balance', ann.cookie)).body.balance).toBe(1);
  });

  it('refuses signed-out calls', async () => {
    for (const path of [
      '/api/user/session-balance',
      '/api/user/subscription-status',
      '/api/user/usage-logs',
      '/api/user/usage-analytics',
    ]) {
      expect((await get(path)).status).toBe(401);
    }
  });
});
