process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes, randomUUID } from 'node:crypto';
import { DEBIT_SUBJECT, STREAMS } from '@tryon/proto-events';
import { eventually } from '../../../test-support/infra.js';
import { apiCall, startStack, type Stack } from '../../../test-support/stack.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../test-support/smtp.js';

// E-mail that arrives: identity, billing and support behind the gateway, sending through a real SMTP
// server (smtp-server) started here. Sign-up, debits over billing's RPC, sandbox purchases, preferences
// saved through the REST shim, and the unsubscribe link as a mail program follows it.

let stack: Stack;
let base: string;
let smtp: SmtpCatcher;

/** Long enough to see a failed mail before its retry, short enough for a test. */
const RETRY_BASE_MS = 1500;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  stack = await startStack(['identity', 'billing', 'support'], {
    env: {
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_POLL_MS: '100',
      RENEWAL_REMINDER_SWEEP_MS: '300',
    },
  });
  base = stack.base;
});

afterAll(async () => {
  await stack?.stop();
  await smtp?.stop();
});

interface Person {
  id: number;
  email: string;
  cookie: string;
}

async function register(firstName = 'Ann'): Promise<Person> {
  const email = `p${randomBytes(6).toString('hex')}@example.com`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Correct-horse-stapler-9', firstName }),
  });
  expect(res.status).toBe(201);
  const cookie = `sid=${/sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}`;
  return { id: ((await res.json()) as { id: number }).id, email, cookie };
}

async function debit(userId: number, cost = 1): Promise<void> {
  const key = randomUUID();
  const reply = await stack.nats.nc.request(
    DEBIT_SUBJECT,
    JSON.stringify({ userId, actionType: 'virtual_tryon', cost, idempotencyKey: key, geminiSessionId: key }),
    { timeout: 5000 },
  );
  expect(reply.json()).toMatchObject({ ok: true });
}

const checkoutId = (url: string) => /^\/sandbox-checkout\/(cs_sandbox_[0-9a-f]{24})$/.exec(url)![1];

async function pay(cookie: string, path: string, body: unknown): Promise<void> {
  const started = await apiCall(base, 'POST', path, cookie, body);
  expect(started.status).toBe(200);
  const done = await apiCall(
    base,
    'POST',
    `/api/sandbox/checkout/${checkoutId(started.body.url)}/complete`,
    cookie,
  );
  expect(done.status).toBe(200);
}

const support = () => stack.dbs.support!;
const recipient = (userId: number) => support()('mail_recipients').where({ userId }).first();
const mailsOf = (userId: number, type?: string) =>
  support()('email_notifications')
    .where({ userId, ...(type ? { type } : {}) })
    .orderBy('id');

/** Waits until support has applied billing's balance changes up to `balance`. */
const balanceSeen = (userId: number, balance: number) =>
  eventually(async () => (await recipient(userId))?.balance === balance);

/** The mails that reached `email`, without the account mails (the sign-up's verification link). */
const inbox = (email: string) => smtp.to(email).filter((m) => !/^Confirm your e-mail/.test(m.subject));

/** Waits for the mails of `type` that reached the SMTP server for `email`. */
async function received(email: string, subject: RegExp, count = 1): Promise<CaughtMail[]> {
  return eventually(async () => {
    const got = smtp.to(email).filter((m) => subject.test(m.subject));
    return got.length >= count ? got : null;
  });
}

/** Waits until a durable consumer of support has handled everything in its stream. */
async function drained(stream: string, durable: string): Promise<void> {
  await eventually(async () => {
    const info = await stack.nats.jsm.consumers.info(stream, durable);
    return info.num_pending === 0 && info.num_ack_pending === 0;
  });
}

/**
 * Lets the sender run a few passes (a mail that should not go would have gone by then). Kept on purpose:
 * every use is a nothing-happens check (six polls at MAIL_POLL_MS 100, two renewal sweeps at 300 ms).
 */
const settle = () => new Promise((r) => setTimeout(r, 600));

async function savePreferences(p: Person, prefs: Record<string, unknown>) {
  const res = await apiCall(base, 'PUT', '/api/user/notification-preferences', p.cookie, {
    emailNotifications: true,
    lowBalanceAlerts: true,
    renewalReminders: true,
    marketingEmails: true,
    lowBalanceThreshold: 3,
    ...prefs,
  });
  expect(res.status).toBe(200);
  // support has them once its projection says so.
  await eventually(async () => {
    const r = await recipient(p.id);
    return r?.preferencesChangedAt && Object.entries(prefs).every(([k, v]) => r[k] === v);
  });
}

describe('welcome mail', () => {
  it('sends exactly one on sign-up, with text and HTML parts and a one-click unsubscribe', async () => {
    const ann = await register('Ann <b>&');
    const [mail] = await received(ann.email, /Welcome/);
    expect(mail.subject).toBe('Welcome to AI Virtual Try-On');
    // Nobody has confirmed the address yet: the welcome greets without the name the person typed.
    expect(mail.text).toContain('Hi there,');
    expect(mail.text).not.toContain('Ann');
    expect(mail.html).not.toContain('Ann');
    expect(mail.parsed.from?.text).toContain('no-reply@tryon.local');
    expect(mail.header('list-unsubscribe')).toMatch(/^<http:\/\/.+\/api\/email\/unsubscribe\?token=.+>$/);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Unsubscribe: http');

    await settle();
    expect(inbox(ann.email)).toHaveLength(1);
    const rows = await mailsOf(ann.id, 'welcome');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'welcome',
      status: 'sent',
      attempts: 1,
      recipient: ann.email,
      subject: 'Welcome to AI Virtual Try-On',
      errorMessage: null,
      dedupeKey: `welcome:${ann.id}`,
    });
    expect(rows[0].sentAt).toBeInstanceOf(Date);
  });
});

describe('low-balance alerts and receipts', () => {
  it('sends one alert for two debits under the threshold, and again after a purchase lifts the balance', async () => {
    const bo = await register('Bo');
    await received(bo.email, /Welcome/);
    await balanceSeen(bo.id, 2); // the free trial: under the threshold of 3, but a grant never alerts

    await debit(bo.id); // 1 left
    await debit(bo.id); // 0 left
    await balanceSeen(bo.id, 0);
    const [alert] = await received(bo.email, /left$/);
    expect(alert.subject).toBe('You have 1 session left');
    expect(alert.text).toContain('3 sessions or fewer');
    expect(alert.header('list-unsubscribe')).toContain('/api/email/unsubscribe?token=');
    await settle();
    expect(smtp.to(bo.email).filter((m) => /left$/.test(m.subject))).toHaveLength(1);
    expect(await mailsOf(bo.id, 'low_balance')).toHaveLength(1);
    expect((await recipient(bo.id)).lowBalanceNotified).toBe(true);

    // A pack lifts the balance above the threshold: its receipt, and the alert is armed again.
    await pay(bo.cookie, '/api/stripe/create-topup-checkout', { amount: 699, sessions: 10 });
    const [receipt] = await received(bo.email, /receipt/);
    expect(receipt.subject).toBe('Your receipt: 10 sessions pack ($6.99)');
    expect(receipt.text).toContain('Amount paid: $6.99');
    expect(receipt.html).toContain('$6.99');
    expect(receipt.header('list-unsubscribe')).toBeUndefined();
    await balanceSeen(bo.id, 10);
    expect((await recipient(bo.id)).lowBalanceNotified).toBe(false);

    await debit(bo.id, 7); // 3 left: at the threshold
    await balanceSeen(bo.id, 3);
    const alerts = await received(bo.email, /left$/, 2);
    expect(alerts[1].subject).toBe('You have 3 sessions left');
  });

  it('sends none to someone who turned the alerts off, and a receipt even with e-mails off', async () => {
    const cy = await register('Cy');
    await received(cy.email, /Welcome/);
    await savePreferences(cy, { lowBalanceAlerts: false });
    await debit(cy.id);
    await balanceSeen(cy.id, 1);

    const di = await register('Di');
    await received(di.email, /Welcome/);
    await savePreferences(di, { lowBalanceThreshold: 1 });
    await debit(di.id); // 1 left: at Di's threshold of 1
    await balanceSeen(di.id, 1);
    await received(di.email, /left$/);

    await savePreferences(cy, { emailNotifications: false });
    await pay(cy.cookie, '/api/stripe/create-topup-checkout', { amount: 1499, sessions: 25 });
    const [receipt] = await received(cy.email, /receipt/);
    expect(receipt.subject).toBe('Your receipt: 25 sessions pack ($14.99)');
    await balanceSeen(cy.id, 26);
    await debit(cy.id, 24); // 2 left
    await balanceSeen(cy.id, 2);
    await settle();
    expect(await mailsOf(cy.id, 'low_balance')).toEqual([]);
    expect(inbox(cy.email).map((m) => m.subject)).toEqual([
      'Welcome to AI Virtual Try-On',
      'Your receipt: 25 sessions pack ($14.99)',
    ]);
  });
});

describe('failures', () => {
  it('records a refused send as failed with the error, then retries it to success', async () => {
    smtp.refuseNext(1);
    const ed = await register('Ed');
    // Sign-up queues two mails (the welcome and the verification link): the first sent is refused.
    const failed = await eventually(async () => {
      const row = (await mailsOf(ed.id)).find((r) => r.status === 'failed');
      return row ?? null;
    });
    expect(failed.attempts).toBe(1);
    expect(failed.errorMessage).toMatch(/451/);
    expect(failed.errorMessage).toMatch(/Try again later/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    const same = () => smtp.to(ed.email).filter((m) => m.subject === failed.subject);
    expect(same()).toEqual([]);

    await eventually(async () => same().length > 0);
    // The row is marked sent once the server's answer is in, a moment after the stub has the message.
    const sent = await eventually(async () => {
      const row = await support()('email_notifications').where({ id: failed.id }).first();
      return row?.status === 'sent' ? row : null;
    });
    expect(sent).toMatchObject({ attempts: 2, errorMessage: null, nextAttemptAt: null });
    await settle();
    expect(same()).toHaveLength(1);
  });

  it('marks a recipient the server refuses for good as bounced, and does not try again', async () => {
    const email = `gone${randomBytes(4).toString('hex')}@example.com`;
    smtp.refuseRecipient(email);
    const res = await apiCall(base, 'POST', '/api/register', undefined, {
      email,
      password: 'Correct-horse-stapler-9',
    });
    expect(res.status).toBe(201);
    const bounced = await eventually(async () => {
      const [row] = await mailsOf(res.body.id, 'welcome');
      return row?.status === 'bounced' ? row : null;
    });
    expect(bounced.errorMessage).toMatch(/550/);
    expect(bounced.nextAttemptAt).toBeNull();
    // Kept on purpose, a nothing-happens check: past the first retry's time, still one attempt.
    await new Promise((r) => setTimeout(r, RETRY_BASE_MS + 300));
    expect((await mailsOf(res.body.id, 'welcome'))[0]).toMatchObject({ status: 'bounced', attempts: 1 });
  });
});

describe('replayed events', () => {
  it('send nothing twice: the same envelope again, or the same fact in a new envelope', async () => {
    const fay = await register('Fay');
    await received(fay.email, /Welcome/);
    await debit(fay.id);
    await received(fay.email, /left$/);
    await pay(fay.cookie, '/api/stripe/create-topup-checkout', { amount: 699, sessions: 10 });
    await received(fay.email, /receipt/);

    const outboxOf = async (service: 'identity' | 'billing', subject: string, match: (d: any) => boolean) => {
      const rows = await stack.dbs[service]!('outbox').where({ subject }).orderBy('created_at');
      return rows.map((r) => r.payload).filter((p) => match(p.data));
    };
    const [registered] = await outboxOf(
      'identity',
      'identity.user.registered.v1',
      (d) => d.userId === fay.id,
    );
    const drop = (await outboxOf('billing', 'billing.balance.changed.v1', (d) => d.userId === fay.id)).find(
      (p) => p.data.reason === 'debit',
    );
    const [paid] = await outboxOf('billing', 'billing.payment.completed.v1', (d) => d.userId === fay.id);
    expect([registered, drop, paid].every(Boolean)).toBe(true);

    for (const envelope of [registered, drop, paid]) {
      // The very same message once more (a new stream message: no dedupe id), and the same fact anew.
      await stack.nats.js.publish(envelope.subject, JSON.stringify(envelope));
      await stack.nats.js.publish(envelope.subject, JSON.stringify({ ...envelope, id: randomUUID() }));
    }
    await drained(STREAMS.identity.name, 'support-mail-user-registered');
    await drained(STREAMS.billing.name, 'support-mail-balance-changed');
    await drained(STREAMS.billing.name, 'support-mail-payment-completed');
    await settle();

    expect((await mailsOf(fay.id)).map((m) => m.type).sort()).toEqual([
      'account',
      'invoice',
      'low_balance',
      'welcome',
    ]);
    expect(inbox(fay.email)).toHaveLength(3);
  });
});

describe('account mails', () => {
  const graph = async (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
    (await apiCall(base, 'POST', '/graphql', cookie, { query, variables })).body;

  it('sends the verification link without the name; the stored copy hides the link; following it verifies', async () => {
    const ann = await register('Visit https://evil.example now');
    const [mail] = await received(ann.email, /^Confirm your e-mail/);
    expect(mail.text).toContain('Hi there,');
    expect(mail.text + mail.html).not.toContain('evil.example');
    expect(mail.header('list-unsubscribe')).toBeUndefined();
    const link = /(http:\/\/\S+\/api\/account\/verify-email\?token=[A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    expect(mail.html).toContain(link);

    // The queue's copy (what the admin's Mail view shows) holds a placeholder, and no sealed link once sent.
    const row = await eventually(async () => {
      const [r] = await mailsOf(ann.id, 'account');
      return r?.status === 'sent' ? r : null;
    });
    const token = new URL(link!).searchParams.get('token')!;
    expect(row.text + row.html).not.toContain(token);
    expect(row.text).toContain('{{account-link}}');
    expect(row.sealedLink).toBeNull();

    expect((await graph(ann.cookie, '{ me { emailVerified } }')).data.me.emailVerified).toBe(false);
    const followed = await fetch(link!.replace(/^http:\/\/[^/]+/, base), { redirect: 'manual' });
    expect([followed.status, followed.headers.get('location')]).toEqual([303, '/account?emailVerified=1']);
    expect((await graph(ann.cookie, '{ me { emailVerified } }')).data.me.emailVerified).toBe(true);
    // Once verified, mails may greet by name.
    await eventually(async () => (await recipient(ann.id))?.firstName === 'Visit https://evil.example now');

    const again = await fetch(link!.replace(/^http:\/\/[^/]+/, base), { redirect: 'manual' });
    expect(again.status).toBe(400);
    expect(await again.text()).toMatch(/This verification link does not work/);
  });

  it('mails a reset link and, once used, a notice saying when the password was changed', async () => {
    const bo = await register('Bo');
    const asked = await graph('', 'mutation($e: String!) { requestPasswordReset(email: $e) }', {
      e: bo.email,
    });
    expect(asked).toEqual({ data: { requestPasswordReset: true } });
    const [mail] = await received(bo.email, /An account is waiting|Reset your/);
    const link = /(http:\/\/\S+\/api\/account\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
    const token = new URL(link!).searchParams.get('token')!;
    const opened = await fetch(link!.replace(/^http:\/\/[^/]+/, base), { redirect: 'manual' });
    expect([opened.status, opened.headers.get('location')]).toEqual([303, `/reset-password#token=${token}`]);
    const done = await graph('', 'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) }', {
      i: { token, password: 'Lantern-orbit-5517' },
    });
    expect(done).toEqual({ data: { resetPassword: true } });
    const [notice] = await received(bo.email, /password was changed/);
    expect(notice.text).toMatch(/was changed on \w+ \d+, \d{4} at .+ UTC/);
    // The old session is gone.
    expect((await apiCall(base, 'GET', '/api/user', bo.cookie)).status).toBe(401);
  });
});

describe('the unsubscribe link', () => {
  const link = (mail: CaughtMail) => {
    const url = new URL(/^<(.+)>$/.exec(mail.header('list-unsubscribe')!)![1]);
    return `${base}${url.pathname}${url.search}`;
  };
  const prefsOf = async (p: Person) =>
    (await apiCall(base, 'GET', '/api/user/notification-preferences', p.cookie)).body;
  const oneClick = (url: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

  it('shows what it turns off, and turns that kind off in identity with one click', async () => {
    const gus = await register('Gus');
    await received(gus.email, /Welcome/);
    await debit(gus.id);
    const [alert] = await received(gus.email, /left$/);

    const page = await fetch(link(alert));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('low-balance alerts');
    expect(html).toMatch(/<form method="post" action="unsubscribe\?token=/);
    // Opening the link changes nothing (mail scanners open links on their own).
    await settle();
    expect((await prefsOf(gus)).lowBalanceAlerts).toBe(true);

    const done = await oneClick(link(alert));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    const prefs = await eventually(async () => {
      const p = await prefsOf(gus);
      return p.lowBalanceAlerts === false ? p : null;
    });
    expect(prefs).toMatchObject({
      emailNotifications: true,
      lowBalanceAlerts: false,
      renewalReminders: true,
      marketingEmails: true,
      lowBalanceThreshold: 3,
    });
    // identity's preferences event reaches support's projection too.
    await eventually(async () => (await recipient(gus.id))?.preferencesChangedAt);

    // Clicking again is harmless; the welcome mail's link turns all notification e-mails off.
    expect((await oneClick(link(alert))).status).toBe(200);
    const [welcome] = inbox(gus.email);
    expect((await fetch(link(welcome))).status).toBe(200);
    expect((await oneClick(link(welcome))).status).toBe(200);
    await eventually(async () => (await prefsOf(gus)).emailNotifications === false);
  });

  it('refuses a forged, altered or missing token with 400 and changes nothing', async () => {
    const hal = await register('Hal');
    const other = await register('Ivy');
    const [welcome] = await received(hal.email, /Welcome/);
    await received(other.email, /Welcome/);
    const token = new URL(link(welcome)).searchParams.get('token')!;
    const [userId, type, sig] = token.split('.');
    expect(Number(userId)).toBe(hal.id);
    const forged = [
      `${other.id}.${type}.${sig}`, // someone else with Hal's signature
      `${userId}.marketing.${sig}`, // another kind
      `${userId}.${type}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`, // a changed signature
      'nonsense',
    ];
    for (const t of forged) {
      const url = `${base}/api/email/unsubscribe?token=${encodeURIComponent(t)}`;
      const get = await fetch(url);
      expect([t, get.status]).toEqual([t, 400]);
      expect(await get.text()).toContain('not valid');
      expect([t, (await oneClick(url)).status]).toEqual([t, 400]);
    }
    expect((await fetch(`${base}/api/email/unsubscribe`)).status).toBe(400);
    expect((await oneClick(`${base}/api/email/unsubscribe`)).status).toBe(400);
    await settle();
    for (const p of [hal, other]) {
      expect(await prefsOf(p)).toMatchObject({ emailNotifications: true, marketingEmails: true });
    }
  });
});

describe('renewal reminders', () => {
  it('reminds once, 3 days before the period ends, and not when the plan is set to end', async () => {
    const jo = await register('Jo');
    await received(jo.email, /Welcome/);
    await pay(jo.cookie, '/api/stripe/create-subscription-checkout', {
      planName: 'standard',
      billingPeriod: 'monthly',
    });
    const [receipt] = await received(jo.email, /receipt/);
    expect(receipt.subject).toBe('Your receipt: Standard plan, monthly ($19.99)');
    const known = await eventually(async () => {
      const r = await recipient(jo.id);
      return r?.subscriptionStatus === 'active' && r.currentPeriodEnd ? r : null;
    });
    expect(known.planName).toBe('standard');
    // A month away: no reminder yet.
    const inAMonth = known.currentPeriodEnd.getTime() - Date.now();
    expect(inAMonth).toBeGreaterThan(27 * 24 * 3600 * 1000);
    await settle();
    expect(await mailsOf(jo.id, 'renewal_reminder')).toEqual([]);

    // Time passes: the period now ends in two days.
    const periodEnd = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    await support()('mail_recipients').where({ userId: jo.id }).update({ currentPeriodEnd: periodEnd });
    const [reminder] = await received(jo.email, /renews/);
    expect(reminder.subject).toMatch(/^Your Standard plan renews on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(reminder.text).toContain('/subscription-management');
    expect(reminder.header('list-unsubscribe')).toContain('/api/email/unsubscribe?token=');
    await settle(); // several sweeps
    expect(await mailsOf(jo.id, 'renewal_reminder')).toHaveLength(1);

    // Set to end at the period's end: billing says so, and no reminder comes for a later period.
    expect(
      (
        await apiCall(base, 'POST', '/api/sandbox/portal/subscription', jo.cookie, {
          cancelAtPeriodEnd: true,
        })
      ).status,
    ).toBe(200);
    await eventually(async () => (await recipient(jo.id))?.cancelAtPeriodEnd === true);
    await support()
      .from('mail_recipients')
      .where({ userId: jo.id })
      .update({ currentPeriodEnd: new Date(Date.now() + 36 * 3600 * 1000) });
    await settle();
    expect(await mailsOf(jo.id, 'renewal_reminder')).toHaveLength(1);
  });
});

describe('admin Mail view and marketing', () => {
  let admin: string;

  beforeAll(async () => {
    const a = await register('Admin');
    await stack.dbs.identity!('users').where({ id: a.id }).update({ role: 'admin' });
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: a.email, password: 'Correct-horse-stapler-9' }),
    });
    admin = `sid=${/sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}`;
  });

  it('lists the mails with filters and shows one as sent', async () => {
    const list = await fetch(`${base}/api/admin/email-notifications?type=welcome&limit=2`, {
      headers: { cookie: admin },
    });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as any[];
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.type === 'welcome')).toBe(true);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThan(2);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'attempts',
        'createdAt',
        'errorMessage',
        'id',
        'nextAttemptAt',
        'recipient',
        'sentAt',
        'status',
        'subject',
        'type',
        'userId',
      ].sort(),
    );

    const one = await apiCall(base, 'GET', `/api/admin/email-notifications/${rows[0].id}`, admin);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: rows[0].id, subject: 'Welcome to AI Virtual Try-On' });
    expect(one.body.text).toContain('Welcome to AI Virtual Try-On!');
    expect(one.body.html).toMatch(/^<!doctype html>/);
    expect(one.body.unsubscribeUrl).toContain('/api/email/unsubscribe?token=');

    const failed = await apiCall(base, 'GET', '/api/admin/email-notifications?status=bounced', admin);
    // The refused address of the bounce test: its welcome and its verification link.
    expect(failed.body.map((r: { status: string }) => r.status)).toEqual(['bounced', 'bounced']);
    expect((await apiCall(base, 'GET', '/api/admin/email-notifications?status=lost', admin)).status).toBe(
      400,
    );
    expect((await apiCall(base, 'GET', '/api/admin/email-notifications?limit=0', admin)).status).toBe(400);
    expect((await apiCall(base, 'GET', '/api/admin/email-notifications/99999', admin)).status).toBe(404);
  });

  it("answers the kind and state as the graph's enums, beside the deprecated type and status", async () => {
    const gql = async (query: string) => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin },
        body: JSON.stringify({ query }),
      });
      return (await res.json()) as { data?: any; errors?: { message: string }[] };
    };
    const page = await gql(
      '{ adminEmailNotifications(kind: welcome, state: bounced) { total rows { id kind state type status } } }',
    );
    expect(page.errors).toBeUndefined();
    const rows = page.data.adminEmailNotifications.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toMatchObject({ kind: 'welcome', state: 'bounced', type: 'welcome' });
    expect(rows.map((r: { status: string }) => r.status)).toEqual(rows.map(() => 'bounced'));
    const old = await gql('{ adminEmailNotifications(type: "welcome", status: "bounced") { total } }');
    expect(old.data.adminEmailNotifications.total).toBe(page.data.adminEmailNotifications.total);

    const one = await gql(`{ adminEmailMessage(id: ${rows[0].id}) { kind state type status } }`);
    expect(one.data.adminEmailMessage).toEqual({
      kind: 'welcome',
      state: 'bounced',
      type: 'welcome',
      status: 'bounced',
    });

    const both = await gql('{ adminEmailNotifications(kind: welcome, type: "invoice") { total } }');
    expect(both.errors?.[0].message).toBe('Invalid data: give kind or type, not both');
    expect((await gql('{ adminEmailNotifications(state: lost) { total } }')).errors).toHaveLength(1);

    // The REST filters keep their words.
    expect(await apiCall(base, 'GET', '/api/admin/email-notifications?status=lost', admin)).toEqual({
      status: 400,
      body: {
        error: 'Invalid data: status must be one of pending, sent, failed, bounced',
        code: 'VALIDATION',
      },
    });
    expect((await apiCall(base, 'GET', '/api/admin/email-notifications?type=spam', admin)).body.error).toBe(
      'Invalid data: type must be one of low_balance, renewal_reminder, welcome, marketing, invoice, account, support_reply, support_handoff',
    );
  });

  it('sends a marketing mail only to those who agreed to it', async () => {
    const kim = await register('Kim');
    const lou = await register('Lou');
    await received(kim.email, /Welcome/);
    await received(lou.email, /Welcome/);
    await savePreferences(lou, { marketingEmails: false });

    const bad = await apiCall(base, 'POST', '/api/admin/marketing-emails', admin, { message: 'Hi' });
    expect(bad).toEqual({
      status: 400,
      body: { error: 'Missing required field: subject', code: 'VALIDATION' },
    });
    const twoLines = await apiCall(base, 'POST', '/api/admin/marketing-emails', admin, {
      subject: 'New\nline',
      message: 'Hi',
    });
    expect(twoLines.status).toBe(400);

    const sent = await apiCall(base, 'POST', '/api/admin/marketing-emails', admin, {
      subject: 'Spring looks are here',
      message: 'Try the <new> collection.\nSee you soon.',
    });
    expect(sent.status).toBe(200);
    const consenting = await support()('mail_recipients')
      .whereNotNull('email')
      .where({ emailNotifications: true, marketingEmails: true })
      .count<{ count: number }[]>({ count: '*' });
    expect(sent.body).toEqual({ queued: Number(consenting[0].count) });

    const [news] = await received(kim.email, /Spring/);
    expect(news.text).toContain('Try the <new> collection.\nSee you soon.');
    expect(news.html).toContain('Try the &lt;new&gt; collection.<br>See you soon.');
    expect(news.header('list-unsubscribe')).toContain('/api/email/unsubscribe?token=');
    await settle();
    expect(inbox(lou.email).map((m) => m.subject)).toEqual(['Welcome to AI Virtual Try-On']);
    expect(await mailsOf(lou.id, 'marketing')).toEqual([]);
  });

  it('refuses the Mail view and marketing to people who are not admins', async () => {
    const max = await register('Max');
    expect((await apiCall(base, 'GET', '/api/admin/email-notifications', max.cookie)).status).toBe(403);
    expect((await apiCall(base, 'GET', '/api/admin/email-notifications')).status).toBe(401);
    expect(
      (await apiCall(base, 'POST', '/api/admin/marketing-emails', max.cookie, { subject: 's', message: 'm' }))
        .status,
    ).toBe(403);
  });
});
