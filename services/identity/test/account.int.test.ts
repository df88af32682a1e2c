process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { CONTEXT_HEADER, openText, signContext, type Db } from '@tryon/kit';
import { hashSid } from '../src/domain/auth.service.js';
import { TEST_SECRET } from '../../../test-support/infra.js';
import { startIdentityForTest, type IdentityUnderTest } from './harness.js';

// Issue 40: verified e-mail, password reset, the /account changes and the sessions list, against real
// Postgres and NATS. The mails' links are read from identity's outbox (the sealed token opened with the
// shared secret, as support does), and followed on identity's own routes.

let db: Db;
let t: IdentityUnderTest;
let base: string;

const PASSWORD = 'Tr4vel-kettle-91';

interface Answer {
  status: number;
  body: any;
  text: string;
  location: string | null;
  sid: string | undefined;
}

async function call(
  method: string,
  path: string,
  opts: { body?: unknown; ip?: string; sid?: string; userId?: number | null; role?: 'user' | 'admin' } = {},
): Promise<Answer> {
  const ctx = await signContext(TEST_SECRET, {
    userId: opts.userId ?? null,
    role: opts.userId ? (opts.role ?? 'user') : null,
    ip: opts.ip ?? '10.9.0.1',
    ...(opts.sid ? { sidHash: hashSid(opts.sid) } : {}),
  });
  const res = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      [CONTEXT_HEADER]: ctx,
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.sid ? { cookie: `sid=${opts.sid}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    /* HTML */
  }
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return { status: res.status, body, text, location: res.headers.get('location'), sid };
}

/** A GraphQL operation as `who` (a signed-in session: user id and cookie). */
async function gql(query: string, variables: Record<string, unknown>, who?: { userId: number; sid: string }) {
  const res = await call('POST', '/graphql', {
    body: { query, variables },
    ...(who ? { userId: who.userId, sid: who.sid } : {}),
  });
  return res.body as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** Signs up and answers the person's id and cookie. */
async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/auth/register', { body: { email, password: PASSWORD, ...extra } });
  expect(res.status).toBe(201);
  return { userId: res.body.id as number, sid: res.sid! };
}

async function signIn(email: string, password: string) {
  return call('POST', '/auth/login', { body: { email, password } });
}

/** The account mails asked for `email`, oldest first, with their tokens opened. */
async function mailsTo(email: string) {
  const rows: { payload: any }[] = await db('outbox')
    .where({ subject: 'identity.account.mail-requested.v1' })
    .orderBy('created_at');
  return rows
    .map((r) => r.payload.data)
    .filter((d) => d.email === email)
    .map((d) => ({ ...d, token: d.sealedToken ? openText([TEST_SECRET], d.sealedToken) : null }));
}

async function lastToken(email: string, kind: string): Promise<string> {
  const mails = (await mailsTo(email)).filter((m) => m.kind === kind);
  const token = mails.at(-1)?.token;
  if (!token) throw new Error(`no ${kind} mail to ${email}`);
  return token;
}

const me = `{ me { id email emailVerified } }`;
const resolves = async (sid: string) =>
  (await call('POST', '/internal/sessions/resolve', { body: { sidHash: hashSid(sid) } })).status === 200;

beforeAll(async () => {
  t = await startIdentityForTest('identity-account-test', {
    PASSWORD_RESET_ANSWER_MS: '300',
    ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: '4',
  });
  ({ db, base } = t);
});

afterAll(() => t?.stop());

describe('verified e-mail', () => {
  it('mails a single-use link at sign-up, stores only its hash, and verifies the address once', async () => {
    const email = 'vera@example.com';
    const who = await signUp(email, { firstName: 'Your account is locked. Verify at https://evil.example' });
    expect((await gql(me, {}, who)).data.me).toEqual({ id: who.userId, email, emailVerified: false });

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ userId: who.userId, kind: 'verify_email' });
    // Nothing the person typed travels with the mail, and the token only sealed.
    expect(JSON.stringify(mail)).not.toContain('evil.example');
    const token = mail.token as string;
    const outboxText = JSON.stringify(await db('outbox').select('payload'));
    expect(outboxText).not.toContain(token);
    const stored = await db('account_tokens').where({ userId: who.userId });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    // 24 h.
    const ttl = new Date(stored[0].expiresAt).getTime() - new Date(stored[0].createdAt).getTime();
    expect(Math.round(ttl / 3_600_000)).toBe(24);

    // An altered token changes nothing.
    const altered = await call('GET', `/account/verify-email?token=${token.slice(0, -2)}xx`);
    expect(altered.status).toBe(400);
    expect(altered.text).toMatch(/invalid or has expired/);
    expect((await gql(me, {}, who)).data.me.emailVerified).toBe(false);

    const ok = await call('GET', `/account/verify-email?token=${encodeURIComponent(token)}`);
    expect([ok.status, ok.location]).toEqual([303, '/account?emailVerified=1']);
    expect((await gql(me, {}, who)).data.me.emailVerified).toBe(true);
    const verified = await db('outbox').where({ subject: 'identity.user.email-verified.v1' });
    expect(verified.map((r) => r.payload.data.userId)).toContain(who.userId);

    // Used once.
    expect((await call('GET', `/account/verify-email?token=${encodeURIComponent(token)}`)).status).toBe(400);
  });

  it('refuses an expired link', async () => {
    const email = 'late@example.com';
    const who = await signUp(email);
    const token = await lastToken(email, 'verify_email');
    await db('account_tokens')
      .where({ userId: who.userId })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call('GET', `/account/verify-email?token=${token}`)).status).toBe(400);
    expect((await gql(me, {}, who)).data.me.emailVerified).toBe(false);
  });

  it('resends on request (a new link retires the old one), and lets an admin resend, audited', async () => {
    const email = 'again@example.com';
    const who = await signUp(email);
    const first = await lastToken(email, 'verify_email');
    const resent = await gql(`mutation { resendVerificationEmail }`, {}, who);
    expect(resent.data.resendVerificationEmail).toBe(true);
    const second = await lastToken(email, 'verify_email');
    expect(second).not.toBe(first);
    expect((await call('GET', `/account/verify-email?token=${first}`)).status).toBe(400);

    const notAdmin = await gql(
      `mutation($id: Int!) { adminResendVerificationEmail(userId: $id) }`,
      { id: who.userId },
      who,
    );
    expect(notAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = { userId: 999_999, sid: 'admin-session-cookie-value-0000000000000' };
    const byAdmin = await call('POST', '/graphql', {
      body: {
        query: `mutation($id: Int!) { adminResendVerificationEmail(userId: $id) }`,
        variables: { id: who.userId },
      },
      userId: admin.userId,
      role: 'admin',
    });
    expect(byAdmin.body.data.adminResendVerificationEmail).toBe(true);
    const logged = await db('admin_activity_logs').where({ targetUserId: who.userId });
    expect(logged).toMatchObject([{ adminId: admin.userId, actionType: 'verification_email_resent' }]);
    expect((await mailsTo(email)).filter((m) => m.kind === 'verify_email')).toHaveLength(3);
  });

  it('stops mailing an address after its share for the hour, without saying so', async () => {
    const email = 'flood@example.com';
    const who = await signUp(email);
    for (let i = 0; i < 5; i++) {
      expect((await gql(`mutation { resendVerificationEmail }`, {}, who)).data.resendVerificationEmail).toBe(
        true,
      );
    }
    expect((await mailsTo(email)).length).toBe(4);
  });
});

describe('password reset', () => {
  it('answers the same, in about the same time, with or without an account', async () => {
    const email = 'rita@example.com';
    await signUp(email);
    const ask = async (address: string) => {
      const started = performance.now();
      const res = await gql(`mutation($e: String!) { requestPasswordReset(email: $e) }`, { e: address });
      return { body: res, ms: performance.now() - started };
    };
    const known = await ask(email);
    const unknown = await ask('nobody-here@example.com');
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ data: { requestPasswordReset: true } });
    expect(known.ms).toBeGreaterThanOrEqual(290);
    expect(unknown.ms).toBeGreaterThanOrEqual(290);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
    // An unverified account's address gets the take-over wording.
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['verify_email', 'account_claim']);
  });

  it('sets a new password with a 1 h single-use link, ends every session and says so by mail', async () => {
    const email = 'reset@example.com';
    const who = await signUp(email);
    const other = await signIn(email, PASSWORD);
    expect(await resolves(who.sid)).toBe(true);
    await gql(`mutation($e: String!) { requestPasswordReset(email: $e) }`, { e: email });
    const token = await lastToken(email, 'account_claim');
    const row = await db('account_tokens').where({ userId: who.userId, purpose: 'password_reset' }).first();
    const ttl = new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime();
    expect(Math.round(ttl / 60_000)).toBe(60);

    // The link opens the form while it works; the token goes on in the fragment.
    const link = await call('GET', `/account/reset-password?token=${token}`);
    expect([link.status, link.location]).toEqual([303, `/reset-password#token=${token}`]);

    const reset = `mutation($i: ResetPasswordInput!) { resetPassword(input: $i) }`;
    const weak = await gql(reset, { i: { token, password: 'aaaaaaaa' } });
    expect(weak.errors?.[0]?.message).toMatch(/too weak|too common/);
    const containsEmail = await gql(reset, { i: { token, password: 'reset@example.com-2027' } });
    expect(containsEmail.errors?.[0]?.message).toBe('Password must not contain your email address');
    // Refusals use nothing: the link still works.
    const NEW = 'Lantern-orbit-5517';
    expect((await gql(reset, { i: { token, password: NEW } })).data.resetPassword).toBe(true);

    expect(await resolves(who.sid)).toBe(false);
    expect(await resolves(other.sid!)).toBe(false);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW)).status).toBe(200);
    const revoked = await db('outbox').where({ subject: 'identity.session.revoked.v1' });
    expect(revoked.map((r) => r.payload.data.sidHash)).toEqual(
      expect.arrayContaining([hashSid(who.sid), hashSid(other.sid!)]),
    );
    // The address is now proven, and a mail says when the reset was made.
    expect((await db('users').where({ id: who.userId }).first()).emailVerifiedAt).not.toBeNull();
    expect((await mailsTo(email)).at(-1)).toMatchObject({ kind: 'password_changed', token: null });

    // Reused: 400, nothing changes.
    const again = await gql(reset, { i: { token, password: 'Another-orbit-8812' } });
    expect(again.errors?.[0]?.message).toMatch(/invalid or has expired/);
    expect((await call('GET', `/account/reset-password?token=${token}`)).status).toBe(400);
    expect((await signIn(email, NEW)).status).toBe(200);
  });

  it('gives an unverified account to whoever reads its address when someone signs up with it', async () => {
    const email = 'owner@example.com';
    const squatter = await signUp(email, { firstName: 'Squatter' });
    const dup = await call('POST', '/auth/register', { body: { email, password: 'Harbor-lighthouse-77' } });
    expect([dup.status, dup.body.error]).toEqual([409, 'Email already exists']);
    const token = await lastToken(email, 'account_claim');
    const done = await gql(`mutation($i: ResetPasswordInput!) { resetPassword(input: $i) }`, {
      i: { token, password: 'Harbor-lighthouse-77' },
    });
    expect(done.data.resetPassword).toBe(true);
    expect(await resolves(squatter.sid)).toBe(false);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, 'Harbor-lighthouse-77')).status).toBe(200);
  });

  it('mails an address at most its share of reset links per hour, answering the same', async () => {
    const email = 'limits@example.com';
    await signUp(email);
    for (let i = 0; i < 6; i++) {
      await gql(`mutation($e: String!) { requestPasswordReset(email: $e) }`, { e: email });
    }
    expect((await mailsTo(email)).length).toBe(4);
  });
});

describe('/account', () => {
  it('changes the password with the current one, ending the other sessions but this one', async () => {
    const email = 'chang@example.com';
    const who = await signUp(email);
    const other = await signIn(email, PASSWORD);
    const change = `mutation($i: ChangePasswordInput!) { changePassword(input: $i) }`;
    const wrong = await gql(
      change,
      { i: { currentPassword: 'nope', newPassword: 'Quartz-meadow-3190' } },
      who,
    );
    expect(wrong.errors?.[0]?.message).toBe('Your current password is not correct');
    const weak = await gql(change, { i: { currentPassword: PASSWORD, newPassword: 'chang123' } }, who);
    expect(weak.errors?.[0]?.message).toMatch(/must not contain|too weak|too common/);
    expect(
      (await gql(change, { i: { currentPassword: PASSWORD, newPassword: 'Quartz-meadow-3190' } }, who)).data,
    ).toEqual({ changePassword: true });
    expect(await resolves(who.sid)).toBe(true);
    expect(await resolves(other.sid!)).toBe(false);
    expect((await signIn(email, 'Quartz-meadow-3190')).status).toBe(200);
    expect((await mailsTo(email)).at(-1)?.kind).toBe('password_changed');
  });

  it('lists the sessions with when they were last used, and signs out every other one', async () => {
    const email = 'sessions@example.com';
    const who = await signUp(email);
    const second = await signIn(email, PASSWORD);
    const list = await gql(`{ mySessions { id createdAt lastUsedAt ip current } }`, {}, who);
    expect(list.data.mySessions).toHaveLength(2);
    expect(list.data.mySessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.data.mySessions[0].lastUsedAt).toMatch(/^\d{4}-/);
    expect((await gql(`mutation { signOutOtherSessions }`, {}, who)).data.signOutOtherSessions).toBe(1);
    expect(await resolves(who.sid)).toBe(true);
    expect(await resolves(second.sid!)).toBe(false);
    expect((await gql(`{ mySessions { id } }`, {}, who)).data.mySessions).toHaveLength(1);
  });

  it('changes the e-mail once the new address is confirmed, and tells the old one', async () => {
    const email = 'old@example.com';
    const who = await signUp(email);
    const ask = `mutation($i: ChangeEmailInput!) { requestEmailChange(input: $i) }`;
    expect(
      (await gql(ask, { i: { newEmail: 'vera@example.com', currentPassword: PASSWORD } }, who)).data,
    ).toEqual({ requestEmailChange: true });
    // A taken address gets nothing, and the answer is the same.
    expect(await mailsTo('vera@example.com').then((m) => m.filter((x) => x.kind === 'email_change'))).toEqual(
      [],
    );
    await gql(ask, { i: { newEmail: 'new@example.com', currentPassword: PASSWORD } }, who);
    expect((await gql(me, {}, who)).data.me.email).toBe(email);
    const token = await lastToken('new@example.com', 'email_change');
    const ok = await call('GET', `/account/confirm-email?token=${token}`);
    expect([ok.status, ok.location]).toEqual([303, '/account?emailChanged=1']);
    expect((await gql(me, {}, who)).data.me).toEqual({
      id: who.userId,
      email: 'new@example.com',
      emailVerified: true,
    });
    expect((await mailsTo(email)).at(-1)?.kind).toBe('email_changed');
    expect((await call('GET', `/account/confirm-email?token=${token}`)).status).toBe(400);
    expect((await signIn('new@example.com', PASSWORD)).status).toBe(200);
  });
});

describe('names', () => {
  it('refuses reserved usernames in any case, and names the username on a clash', async () => {
    for (const username of ['admin', 'Administrator', 'ROOT', 'Help', 'system', 'Support']) {
      const res = await call('POST', '/auth/register', {
        body: { email: `${username.toLowerCase()}-x@example.com`, password: PASSWORD, username },
      });
      expect([res.status, res.body.error]).toEqual([400, 'This username is reserved: please choose another']);
    }
    await signUp('ann1@example.com', { username: 'AnnLee' });
    const clash = await call('POST', '/auth/register', {
      body: { email: 'ann2@example.com', password: PASSWORD, username: 'annlee' },
    });
    expect([clash.status, clash.body.error]).toEqual([409, 'Username already exists']);
  });

  it('refuses weak passwords and ones containing the e-mail at sign-up', async () => {
    for (const password of ['aaaaaaaa', 'weakling@example.com', 'weakling2027!']) {
      const res = await call('POST', '/auth/register', { body: { email: 'weakling@example.com', password } });
      expect(res.status).toBe(400);
    }
  });
});
