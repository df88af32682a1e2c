process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes } from 'node:crypto';
import { CONTEXT_HEADER, signContext, type Db, type Nats } from '@tryon/kit';
import { hashSid } from '../src/domain/auth.service.js';
import { TEST_SECRET, eventually } from '../../../test-support/infra.js';
import { startIdentityForTest, type IdentityUnderTest } from './harness.js';

// Deleting an account in identity, against real Postgres and NATS: what goes, what is kept without the
// person, the event asking the other services, the limit, and that nobody else's account is touched.

let db: Db;
let nats: Nats;
let t: IdentityUnderTest;
let base: string;

const PASSWORD = 'Tr4vel-kettle-91';
const DELETE = `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) }`;

beforeAll(async () => {
  t = await startIdentityForTest('identity-account-deletion-test', { ACCOUNT_ACTIONS_PER_HOUR: '3' });
  ({ db, nats, base } = t);
});

afterAll(() => t?.stop());

async function call(method: string, path: string, body: unknown, who?: { userId: number; sid: string }) {
  const ctx = await signContext(TEST_SECRET, {
    userId: who?.userId ?? null,
    role: who ? 'user' : null,
    ip: '10.9.1.1',
    ...(who ? { sidHash: hashSid(who.sid) } : {}),
  });
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      [CONTEXT_HEADER]: ctx,
      'content-type': 'application/json',
      ...(who ? { cookie: `sid=${who.sid}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return { status: res.status, body: (await res.json()) as any, sid };
}

const deleteAccount = async (
  who: { userId: number; sid: string } | undefined,
  input: { currentPassword: string; confirmation: string },
) =>
  (await call('POST', '/graphql', { query: DELETE, variables: { input } }, who)).body as {
    data?: { deleteAccount: boolean };
    errors?: { message: string; extensions?: { code?: string } }[];
  };

async function signUp(email: string) {
  const res = await call('POST', '/auth/register', { email, password: PASSWORD });
  expect(res.status).toBe(201);
  return { userId: res.body.id as number, sid: res.sid!, email };
}

/** The next `count` identity events about `userId` published on the bus. */
function collect(userId: number, count: number): Promise<{ subject: string; data: any }[]> {
  const sub = nats.nc.subscribe('identity.>');
  return (async () => {
    const got: { subject: string; data: any }[] = [];
    const timer = setTimeout(() => sub.unsubscribe(), 15_000);
    for await (const m of sub) {
      const envelope = m.json<{ data: { userId?: number } }>();
      if (envelope.data.userId !== userId) continue;
      got.push({ subject: m.subject, data: envelope.data });
      if (got.length === count) break;
    }
    clearTimeout(timer);
    sub.unsubscribe();
    return got;
  })();
}

const address = () => `p-${randomBytes(5).toString('hex')}@example.com`;

describe('deleteAccount', () => {
  it("removes the caller's account, sessions, links and preferences, announces it, and touches no one else", async () => {
    const ann = await signUp(address());
    const bob = await signUp(address());
    const other = await call('POST', '/auth/login', { email: ann.email, password: PASSWORD });
    expect(other.status).toBe(200);
    await db('admin_activity_logs').insert({
      adminId: bob.userId,
      actionType: 'user_updated',
      targetUserId: ann.userId,
      description: `Changed the role of user #${ann.userId}`,
    });
    await db('rate_limits').insert({ key: `login_acct:${ann.email}`, points: 1 });

    const published = collect(ann.userId, 3);
    expect(
      await deleteAccount(ann, { currentPassword: PASSWORD, confirmation: 'Delete my account' }),
    ).toEqual({ data: { deleteAccount: true } });

    expect(await db('users').where({ id: ann.userId })).toEqual([]);
    expect(await db('sessions').where({ userId: ann.userId })).toEqual([]);
    expect(await db('account_tokens').where({ userId: ann.userId })).toEqual([]);
    expect(await db('notification_preferences').where({ userId: ann.userId })).toEqual([]);
    expect(await db('rate_limits').whereLike('key', `%${ann.email}%`)).toEqual([]);
    expect(await db('admin_activity_logs').where({ adminId: bob.userId })).toEqual([
      expect.objectContaining({
        targetUserId: null,
        description: 'An action about an account since deleted (user_updated)',
      }),
    ]);
    // Published: the deletion (what the other services need) and each session's end (the gateway drops
    // it from its cache).
    const seen = await published;
    expect(seen.filter((e) => e.subject === 'identity.user.deleted.v1').map((e) => e.data)).toEqual([
      { userId: ann.userId, email: ann.email, deletedAt: expect.any(String) },
    ]);
    expect(seen.filter((e) => e.subject === 'identity.session.revoked.v1')).toHaveLength(2);
    // Once out, identity's outbox keeps none of the person's events (their address at sign-up, the mails).
    await eventually(
      async () =>
        (await db('outbox').whereRaw(`payload->'data'->>'userId' = ?`, [String(ann.userId)])).length === 0,
      15_000,
    );

    expect((await call('POST', '/auth/login', { email: ann.email, password: PASSWORD })).status).toBe(401);
    expect(await db('users').where({ id: bob.userId })).toHaveLength(1);
    expect(await db('sessions').where({ userId: bob.userId })).toHaveLength(1);
    // The address is free again: a new account.
    const again = await signUp(ann.email);
    expect(again.userId).not.toBe(ann.userId);
  });

  it('refuses a visitor, a wrong password and a wrong phrase, and is limited per account', async () => {
    expect(
      (await deleteAccount(undefined, { currentPassword: PASSWORD, confirmation: 'delete my account' }))
        .errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    const cat = await signUp(address());
    const wrongPhrase = await deleteAccount(cat, { currentPassword: PASSWORD, confirmation: 'delete' });
    expect(wrongPhrase.errors?.[0]).toMatchObject({
      message: 'Invalid data: type "delete my account" to confirm',
      extensions: { code: 'VALIDATION' },
    });
    for (let i = 0; i < 3; i++) {
      const wrong = await deleteAccount(cat, {
        currentPassword: 'Wrong-kettle-91',
        confirmation: 'delete my account',
      });
      expect(wrong.errors?.[0]).toMatchObject({
        message: 'Your current password is not correct',
        extensions: { code: 'VALIDATION' },
      });
    }
    // Three tries an hour: the right password is refused too until then.
    const limited = await deleteAccount(cat, {
      currentPassword: PASSWORD,
      confirmation: 'delete my account',
    });
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await db('users').where({ id: cat.userId })).toHaveLength(1);
    expect(
      await db('outbox')
        .where({ subject: 'identity.user.deleted.v1' })
        .whereRaw(`payload->'data'->>'userId' = ?`, [String(cat.userId)]),
    ).toEqual([]);
  });
});
