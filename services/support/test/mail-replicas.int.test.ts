process.env.APOLLO_TELEMETRY_DISABLED = '1';
import {
  BalanceChanged,
  PreferencesChanged,
  SubscriptionChanged,
  UserRegistered,
  buildEnvelope,
  type EventData,
  type EventDefinition,
} from '@tryon/proto-events';
import { createDb, type Db, type Nats } from '@tryon/kit';
import { buildSupport, SCHEMA, type SupportService } from '../src/app.js';
import { loadSupportConfig } from '../src/config.js';
import {
  TEST_SECRET,
  createTestDatabase,
  eventually,
  freshNats,
  testLogger,
  testNatsUrl,
} from '../../../test-support/infra.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-support/smtp.js';

// support alone, run as two replicas on one database, fed events as identity and billing publish them:
// every mail goes out once whichever replica takes the event or the send, the renewal sweep queues a
// reminder once however many replicas sweep at once, old events send nothing, and the projection keeps
// the newest facts whatever order they come in.

let dbs: Db[] = [];
let nats: Nats;
let drop: () => Promise<void>;
let smtp: SmtpCatcher;
let replicas: SupportService[];

beforeAll(async () => {
  const tdb = await createTestDatabase();
  drop = tdb.drop;
  nats = await freshNats('support-mail-replicas-test');
  smtp = await startSmtpCatcher();
  const config = loadSupportConfig({
    DATABASE_URL: tdb.url,
    NATS_URL: testNatsUrl(),
    INTERNAL_TOKEN_SECRET: TEST_SECRET,
    PORT: '0',
    APP_MODE: 'local',
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '50',
    MAIL_FROM: 'Try-On Test <hello@mail.example>',
  });
  dbs = [createDb({ url: tdb.url, schema: SCHEMA }), createDb({ url: tdb.url, schema: SCHEMA })];
  // One after the other: the first migrates, the second finds it done.
  replicas = [];
  for (const db of dbs) replicas.push(await buildSupport(config, { db, nats, logger: testLogger }));
});

afterAll(async () => {
  for (const r of replicas ?? []) await r.stop();
  await nats?.nc.close();
  for (const db of dbs) await db.destroy();
  await smtp?.stop();
  await drop?.();
});

const db = () => dbs[0]!;

async function publish<E extends EventDefinition>(event: E, data: EventData<E>, occurredAt?: Date) {
  const producer = event.subject.split('.')[0]!;
  const envelope = buildEnvelope(event, data, { producer, occurredAt });
  await nats.js.publish(event.subject, JSON.stringify(envelope), { msgID: envelope.id });
  return envelope;
}

const registered = (userId: number, at = new Date()) =>
  publish(
    UserRegistered,
    {
      userId,
      email: `user${userId}@example.com`,
      firstName: `User ${userId}`,
      lastName: null,
      registeredAt: at.toISOString(),
    },
    at,
  );

const recipient = (userId: number) => db()('mail_recipients').where({ userId }).first();

it('sends each welcome mail once when two replicas share the events and the queue', async () => {
  const ids = Array.from({ length: 30 }, (_, i) => 1000 + i);
  for (const id of ids) await registered(id);
  await eventually(async () => ids.every((id) => smtp.to(`user${id}@example.com`).length > 0), 15_000);
  // Kept on purpose, a nothing-happens check: half a second on, no replica has sent a second copy.
  await new Promise((r) => setTimeout(r, 500));
  for (const id of ids) expect([id, smtp.to(`user${id}@example.com`).length]).toEqual([id, 1]);
  const rows = await db()('email_notifications').whereIn('userId', ids);
  expect(rows).toHaveLength(30);
  expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  const [one] = smtp.to('user1000@example.com');
  expect(one.parsed.from?.text).toBe('"Try-On Test" <hello@mail.example>');
  expect(one.parsed.messageId).toMatch(/^<email-\d+\.[0-9a-z]+@mail\.example>$/);
});

it('sends nothing for events older than the mail age limit, but still learns from them', async () => {
  const longAgo = new Date(Date.now() - 4 * 24 * 3600 * 1000);
  await registered(2000, longAgo);
  await publish(
    BalanceChanged,
    { userId: 2000, subscriptionSessions: 0, topUpSessions: 5, reason: 'grant', ledgerId: 10 },
    longAgo,
  );
  await publish(
    BalanceChanged,
    { userId: 2000, subscriptionSessions: 0, topUpSessions: 1, reason: 'debit', ledgerId: 11 },
    longAgo,
  );
  // Registrations and balances arrive through different consumers: wait for both.
  await eventually(async () => {
    const r = await recipient(2000);
    return r?.balance === 1 && r.email !== null;
  });
  expect(await recipient(2000)).toMatchObject({ email: 'user2000@example.com', lowBalanceNotified: false });
  // Kept on purpose, a nothing-happens check: three sender polls on, still nothing queued.
  await new Promise((r) => setTimeout(r, 300));
  expect(await db()('email_notifications').where({ userId: 2000 })).toEqual([]);
});

it('keeps the newest preferences, balance and subscription whatever order they arrive in', async () => {
  await registered(3000);
  const t = (s: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, s)).toISOString();
  const prefs = { emailNotifications: true, lowBalanceAlerts: true, renewalReminders: true };
  await publish(PreferencesChanged, {
    userId: 3000,
    ...prefs,
    marketingEmails: false,
    lowBalanceThreshold: 5,
    changedAt: t(2),
  });
  await publish(PreferencesChanged, {
    userId: 3000,
    ...prefs,
    marketingEmails: true,
    lowBalanceThreshold: 2,
    changedAt: t(1),
  });
  await publish(BalanceChanged, {
    userId: 3000,
    subscriptionSessions: 0,
    topUpSessions: 8,
    reason: 'purchase',
    ledgerId: 21,
  });
  await publish(BalanceChanged, {
    userId: 3000,
    subscriptionSessions: 0,
    topUpSessions: 9,
    reason: 'purchase',
    ledgerId: 20,
  });
  const sub = {
    userId: 3000,
    status: 'active' as const,
    planName: 'pro',
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
  };
  await publish(SubscriptionChanged, {
    ...sub,
    changedAt: t(5),
    currentPeriodEnd: t(500),
    cancelAtPeriodEnd: false,
  });
  await publish(SubscriptionChanged, {
    ...sub,
    status: 'canceled',
    changedAt: t(4),
    currentPeriodEnd: t(400),
  });
  // An older producer's event without a period end keeps the one known (once t(5)'s is known: the
  // two replicas may otherwise apply t(6) first, and then t(5) is older and rightly ignored).
  await eventually(async () => (await recipient(3000))?.subscriptionChangedAt?.toISOString() === t(5));
  await publish(SubscriptionChanged, { ...sub, changedAt: t(6) });
  // Two replicas take these events side by side, so an older one may land after a newer one: wait
  // until the newest of each kind has arrived, then check nothing older overwrote it.
  const row = await eventually(async () => {
    const r = await recipient(3000);
    return r?.subscriptionChangedAt?.toISOString() === t(6) &&
      r.balanceLedgerId === 21 &&
      r.preferencesChangedAt?.toISOString() === t(2)
      ? r
      : null;
  });
  expect(row).toMatchObject({
    marketingEmails: false,
    lowBalanceThreshold: 5,
    balance: 8,
    subscriptionStatus: 'active',
    planName: 'pro',
    cancelAtPeriodEnd: false,
  });
  expect(row.currentPeriodEnd.toISOString()).toBe(t(500));
});

it('queues one renewal reminder per period however many replicas sweep at once', async () => {
  const ids = [4000, 4001, 4002, 4003];
  for (const id of ids) await registered(id);
  const soon = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
  const later = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();
  for (const id of ids) {
    await publish(SubscriptionChanged, {
      userId: id,
      status: 'active',
      planName: 'standard',
      stripeCustomerId: null,
      stripeSubscriptionId: `sub_${id}`,
      changedAt: new Date().toISOString(),
      // The last one renews later than in 3 days: not yet.
      currentPeriodEnd: id === 4003 ? later : soon,
      cancelAtPeriodEnd: id === 4002, // ends instead of renewing: no reminder
    });
  }
  await eventually(async () => {
    const rows = await db()('mail_recipients').whereIn('userId', ids).whereNotNull('currentPeriodEnd');
    return rows.length === ids.length;
  });
  const sweeps = await Promise.all(
    replicas.flatMap((r) => [r.mail.renewals.sweep(), r.mail.renewals.sweep()]),
  );
  const again = await Promise.all(replicas.map((r) => r.mail.renewals.sweep()));
  expect([...sweeps, ...again].reduce((a, b) => a + b, 0)).toBe(2);
  await eventually(async () => smtp.messages.filter((m) => /renews/.test(m.subject)).length >= 2);
  // Kept on purpose, a nothing-happens check: no third reminder arrives a moment later.
  await new Promise((r) => setTimeout(r, 300));
  expect(smtp.to('user4000@example.com').filter((m) => /renews/.test(m.subject))).toHaveLength(1);
  expect(smtp.to('user4001@example.com').filter((m) => /renews/.test(m.subject))).toHaveLength(1);
  expect(smtp.to('user4002@example.com').filter((m) => /renews/.test(m.subject))).toHaveLength(0);
  expect(smtp.to('user4003@example.com').filter((m) => /renews/.test(m.subject))).toHaveLength(0);
});

it('does not send a queued mail the person turned off before it went out', async () => {
  // Person 3000 turned marketing off (above); a marketing mail queued earlier is still waiting.
  const [row] = await db()('email_notifications')
    .insert({
      userId: 3000,
      type: 'marketing',
      subject: 'Queued before the change',
      status: 'pending',
      dedupeKey: 'marketing:test:3000',
      recipient: 'user3000@example.com',
      text: 'Hi',
      html: '<p>Hi</p>',
    })
    .returning('*');
  const done = await eventually(async () => {
    const r = await db()('email_notifications').where({ id: row.id }).first();
    return r.status !== 'pending' ? r : null;
  });
  expect(done).toMatchObject({
    status: 'failed',
    nextAttemptAt: null,
    errorMessage: 'Not sent: the recipient turned these e-mails off before it went out',
  });
  expect(smtp.to('user3000@example.com').map((m) => m.subject)).not.toContain('Queued before the change');
});
