process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes, randomUUID } from 'node:crypto';
import { CONTEXT_HEADER, createDb, signContext, type CallerContext, type Db, type Nats } from '@tryon/kit';
import { PaymentCompleted } from '@tryon/proto-events';
import { buildSupport, SCHEMA, type SupportService } from '../src/app.js';
import { loadSupportConfig } from '../src/config.js';
import { HELD_FOR_SELLER } from '../src/mail/mail-queue.js';
import {
  TEST_SECRET,
  createTestDatabase,
  eventually,
  freshNats,
  testLogger,
  testNatsUrl,
} from '../../../test-support/infra.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-support/smtp.js';

// Support that answers back: an admin's reply is mailed to the visitor through the mail queue (its record
// row, the real SMTP path) and shows in the visitor's conversation; hand-overs are mailed to the admins
// who asked and to the team inbox; receipts name the seller, and in production wait until it is set.

let nats: Nats;
let smtp: SmtpCatcher;

const admin: CallerContext = { userId: 1, role: 'admin', ip: '10.0.0.7' };
const otherAdmin: CallerContext = { userId: 2, role: 'admin', ip: '10.0.0.8' };
const someone: CallerContext = { userId: 3, role: 'user', ip: '10.0.0.9' };
let ipSeq = 0;
/** A visitor from an address of its own, so that the per-address limits never interfere. */
const visitor = (): CallerContext => ({ userId: null, role: null, ip: `10.8.0.${++ipSeq}` });
const tag = () => randomBytes(4).toString('hex');

interface Running {
  support: SupportService;
  db: Db;
  base: string;
  stop(): Promise<void>;
}

/** support alone on a database of its own, sending through the test's SMTP server. */
async function startSupport(mode: 'local' | 'production'): Promise<Running> {
  const tdb = await createTestDatabase();
  const db = createDb({ url: tdb.url, schema: SCHEMA });
  const support = await buildSupport(
    loadSupportConfig({
      DATABASE_URL: tdb.url,
      NATS_URL: testNatsUrl(),
      INTERNAL_TOKEN_SECRET: TEST_SECRET,
      PORT: '0',
      APP_MODE: mode,
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '100',
      PUBLIC_URL: 'https://tryon.example',
    }),
    { db, nats, logger: testLogger },
  );
  const base = await support.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    support,
    db,
    base,
    async stop() {
      await support.stop();
      await db.destroy();
      await tdb.drop();
    },
  };
}

async function gqlRaw(
  run: Running,
  caller: CallerContext,
  query: string,
  variables?: Record<string, unknown>,
) {
  const res = await fetch(`${run.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTEXT_HEADER]: await signContext(TEST_SECRET, caller) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: any;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

async function gql(run: Running, caller: CallerContext, query: string, variables?: Record<string, unknown>) {
  const body = await gqlRaw(run, caller, query, variables);
  if (body.errors) throw new Error(`${body.errors[0].extensions?.code}: ${body.errors[0].message}`);
  return body.data;
}

/** A visitor's conversation after one exchange; with `contact`, the e-mail left on it (the hand-over). */
async function conversation(run: Running, contact?: { email: string; name?: string }) {
  const who = visitor();
  await gql(run, who, 'mutation { sendChatMessage(message: "how much does a try-on cost") { response } }');
  const token = (
    await gql(
      run,
      who,
      'mutation($m: [ChatMessageInput!]!) { createChatConversation(messages: $m) { id } }',
      { m: [{ author: 'user', content: 'how much does a try-on cost' }] },
    )
  ).createChatConversation.id as string;
  if (contact)
    await gql(
      run,
      who,
      'mutation($id: String!, $e: String, $n: String) { setChatConversationContact(id: $id, email: $e, name: $n) }',
      { id: token, e: contact.email, n: contact.name },
    );
  const [row] = await run.db('chatbot_conversations').select('id').orderBy('id', 'desc').limit(1);
  return { token, id: row.id as number, who };
}

const REPLY = `mutation($id: Int!, $m: String!, $s: String) {
  replyToChatConversation(id: $id, message: $m, subject: $s) {
    id state respondedBy respondedAt messages { author content }
  }
}`;

const SETTINGS = `{ adminSupportSettings {
  supportFrom teamInbox sellerName sellerAddress sellerTaxId sellerEmail heldReceipts handoffMail
  receiptSeller { name address taxId email }
} }`;
const UPDATE_SETTINGS = `mutation($i: SupportSettingsInput!) {
  updateSupportSettings(input: $i) { heldReceipts receiptSeller { name } }
}`;

/** A person support knows (as if registered), to receive a receipt or a hand-over mail. */
async function knownPerson(run: Running, userId: number, email: string) {
  await run.db('mail_recipients').insert({ userId, email, firstName: 'Pat' }).onConflict('userId').merge();
}

/** Publishes billing's payment event, as billing's relay would. */
async function paid(userId: number, paymentRef: string) {
  const env = {
    id: randomUUID(),
    subject: PaymentCompleted.subject,
    occurredAt: new Date().toISOString(),
    producer: 'billing',
    data: {
      userId,
      kind: 'top_up',
      amountCents: 1499,
      currency: 'usd',
      description: '25 sessions pack',
      sessions: 25,
      paymentRef,
      paidAt: new Date().toISOString(),
    },
  };
  await nats.js.publish(PaymentCompleted.subject, JSON.stringify(env), { msgID: env.id });
}

/** Lets the sender run a few passes (a mail that should not go would have gone by then). */
const settle = () => new Promise((r) => setTimeout(r, 700));

beforeAll(async () => {
  nats = await freshNats('support-replies-test');
  smtp = await startSmtpCatcher();
});

afterAll(async () => {
  await smtp?.stop();
  await nats?.nc.close();
});

describe('development mode', () => {
  let run: Running;
  beforeAll(async () => {
    run = await startSupport('local');
  });
  afterAll(async () => {
    await run?.stop();
  });

  it("e-mails an admin's reply (recorded, from the support sender), adds it as the team's message, marks it responded; the visitor sees it", async () => {
    const email = `vera-${tag()}@example.com`;
    await gql(run, admin, UPDATE_SETTINGS, { i: { supportFrom: 'Help Desk <help@tryon.example>' } });
    const c = await conversation(run, { email, name: 'Vera' });
    const answer = 'A try-on costs 1 session.\nPacks start at 10 sessions.';
    const updated = (await gql(run, admin, REPLY, { id: c.id, m: answer })).replyToChatConversation;
    expect(updated).toMatchObject({ id: c.id, state: 'responded', respondedBy: admin.userId });
    expect(Date.parse(updated.respondedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(updated.messages.at(-1)).toEqual({ author: 'team', content: answer });

    const [mail] = await eventually(async () => {
      const got = smtp.to(email);
      return got.length > 0 ? got : null;
    });
    expect(mail.subject).toBe('Re: your message to AI Virtual Try-On support');
    expect(mail.header('from')).toContain('help@tryon.example');
    expect(mail.text).toContain('Hi Vera,');
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain('use the chat again');
    // The link opens the same conversation again: it carries the visitor's own token.
    expect(mail.text).toContain(`https://tryon.example/?chat=${c.token}`);
    expect(mail.html).toContain(`href="https://tryon.example/?chat=${c.token}"`);

    // Its record row, sent, and in the stored copy no usable token (the placeholder stands for it).
    const row = await eventually(async () => {
      const r = await run.db('email_notifications').where({ recipient: email }).first();
      return r?.status === 'sent' ? r : null;
    });
    expect(row).toMatchObject({ type: 'support_reply', userId: 0, attempts: 1, sealedLink: null });
    expect(row.text).not.toContain(c.token);

    // The visitor's widget reads the conversation with the team's reply.
    const seen = (
      await gql(run, c.who, 'query($id: String!) { chatConversationMessages(id: $id) { author content } }', {
        id: c.token,
      })
    ).chatConversationMessages;
    expect(seen.at(-1)).toEqual({ author: 'team', content: answer });

    // Audited as an admin action.
    const audit = await run
      .db('outbox')
      .where({ subject: 'audit.admin-action.recorded.v1' })
      .orderBy('created_at', 'desc')
      .first();
    expect(audit.payload.data).toMatchObject({
      adminId: admin.userId,
      actionType: 'chat_conversation_replied',
      metadata: { conversationId: c.id },
    });
  });

  it('refuses a reply to a conversation without an e-mail address, and changes nothing', async () => {
    const c = await conversation(run);
    const before = await run.db('chatbot_conversations').where({ id: c.id }).first();
    const mails = await run.db('email_notifications').count<{ n: string }[]>({ n: '*' });
    const body = await gqlRaw(run, admin, REPLY, { id: c.id, m: 'Hello?' });
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^This conversation has no e-mail address/),
      extensions: { code: 'VALIDATION' },
    });
    expect(await run.db('chatbot_conversations').where({ id: c.id }).first()).toEqual(before);
    expect(await run.db('email_notifications').count<{ n: string }[]>({ n: '*' })).toEqual(mails);
  });

  it('answers only admins, a clear error for an unknown conversation or an empty reply', async () => {
    const c = await conversation(run, { email: `x-${tag()}@example.com` });
    const codeOf = async (caller: CallerContext, vars: Record<string, unknown>) =>
      (await gqlRaw(run, caller, REPLY, vars)).errors?.[0];
    expect((await codeOf(someone, { id: c.id, m: 'hi' }))?.extensions?.code).toBe('FORBIDDEN');
    expect((await codeOf(visitor(), { id: c.id, m: 'hi' }))?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await codeOf(admin, { id: 999_999, m: 'hi' }))?.extensions?.code).toBe('NOT_FOUND');
    expect(await codeOf(admin, { id: c.id, m: '   ' })).toMatchObject({
      message: 'Missing required field: message',
      extensions: { code: 'VALIDATION' },
    });
    const row = await run.db('chatbot_conversations').where({ id: c.id }).first();
    expect(row.status).toBe('new');
  });

  it('neutralises header injection in the subject and the name: one recipient, no extra header', async () => {
    const email = `eve-${tag()}@example.com`;
    const c = await conversation(run, { email, name: 'Eve\r\nBcc: victim@example.com' });
    await gql(run, admin, REPLY, {
      id: c.id,
      m: 'Thanks for writing.',
      s: 'Your question\r\nBcc: victim@example.com\r\nX-Evil: 1',
    });
    const [mail] = await eventually(async () => {
      const got = smtp.to(email);
      return got.length > 0 ? got : null;
    });
    expect(mail.subject).toBe('Your question Bcc: victim@example.com X-Evil: 1');
    expect(mail.to).toEqual([email]);
    expect(mail.header('bcc')).toBeUndefined();
    expect(mail.header('x-evil')).toBeUndefined();
    await settle();
    expect(smtp.to('victim@example.com')).toEqual([]);
    // A sender with a line break is refused, and the one saved stays.
    const refused = await gqlRaw(run, admin, UPDATE_SETTINGS, {
      i: { supportFrom: 'Help\r\nBcc: victim@example.com <help@tryon.example>' },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Invalid data: supportFrom must be one line',
      extensions: { code: 'VALIDATION' },
    });
    expect((await gql(run, admin, SETTINGS)).adminSupportSettings.supportFrom).toBe(
      'Help Desk <help@tryon.example>',
    );
  });

  it('mails a hand-over to the admins who opted in and to the team inbox, once per conversation', async () => {
    const [mine, theirs, team] = ['a', 'b', 't'].map((p) => `${p}-${tag()}@tryon.example`);
    await knownPerson(run, admin.userId!, mine);
    await knownPerson(run, otherAdmin.userId!, theirs);
    await gql(run, admin, 'mutation { setHandoffMail(enabled: true) { handoffMail } }');
    expect((await gql(run, otherAdmin, SETTINGS)).adminSupportSettings.handoffMail).toBe(false);
    expect((await gql(run, admin, SETTINGS)).adminSupportSettings.handoffMail).toBe(true);
    await gql(run, admin, UPDATE_SETTINGS, { i: { teamInbox: team } });

    const c = await conversation(run, { email: `v-${tag()}@example.com` });
    const link = `https://tryon.example/admin?tab=chatbot&conversation=${c.id}`;
    for (const to of [mine, team]) {
      const [mail] = await eventually(async () => {
        const got = smtp.to(to);
        return got.length > 0 ? got : null;
      });
      expect(mail.subject).toBe(`Conversation #${c.id} was handed to a person`);
      expect(mail.text).toContain(link);
    }
    // The contact left again: no second alert.
    await gql(
      run,
      c.who,
      'mutation($id: String!) { setChatConversationContact(id: $id, email: "v2@example.com") }',
      {
        id: c.token,
      },
    );
    await settle();
    expect(smtp.to(mine)).toHaveLength(1);
    expect(smtp.to(team)).toHaveLength(1);
    expect(smtp.to(theirs)).toEqual([]);
    // Turned off: the next hand-over mails only the team inbox.
    await gql(run, admin, 'mutation { setHandoffMail(enabled: false) { handoffMail } }');
    await conversation(run, { email: `w-${tag()}@example.com` });
    await eventually(async () => smtp.to(team).length === 2);
    expect(smtp.to(mine)).toHaveLength(1);
    await gql(run, admin, UPDATE_SETTINGS, { i: { teamInbox: '' } });
  });

  it('names the clearly fake development seller on receipts while none is set', async () => {
    const email = `r-${tag()}@example.com`;
    await knownPerson(run, 501, email);
    await paid(501, `pi_${tag()}`);
    const [mail] = await eventually(async () => {
      const got = smtp.to(email);
      return got.length > 0 ? got : null;
    });
    expect(mail.subject).toMatch(/^Your receipt/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Example Seller (development only, not a real business)');
      expect(part).toContain('TEST-TAX-ID-0000 (development only)');
      expect(part).toContain('support@example.invalid');
    }
  });
});

describe('production mode', () => {
  let run: Running;
  beforeAll(async () => {
    run = await startSupport('production');
  });
  afterAll(async () => {
    await run?.stop();
  });

  it('holds a receipt until the seller is set, then sends it naming the seller; never lost to its age', async () => {
    const email = `h-${tag()}@example.com`;
    await knownPerson(run, 601, email);
    const ref = `pi_${tag()}`;
    await paid(601, ref);
    const held = await eventually(() =>
      run
        .db('email_notifications')
        .where({ dedupeKey: `invoice:${ref}` })
        .first(),
    );
    expect(held).toMatchObject({ status: 'pending', nextAttemptAt: null, errorMessage: HELD_FOR_SELLER });
    await settle();
    expect(smtp.to(email)).toEqual([]);
    expect((await gql(run, admin, SETTINGS)).adminSupportSettings).toMatchObject({
      receiptSeller: null,
      heldReceipts: 1,
    });
    // Older than MAIL_MAX_AGE_HOURS by now: a held receipt still goes once released.
    await run
      .db('email_notifications')
      .where({ id: held.id })
      .update({ createdAt: new Date(Date.now() - 100 * 3600_000) });

    // Bad input changes nothing.
    const bad = await gqlRaw(run, admin, UPDATE_SETTINGS, {
      i: { sellerName: 'Tryon Ltd', sellerEmail: 'nope' },
    });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Invalid data: sellerEmail must be an e-mail address',
      extensions: { code: 'VALIDATION' },
    });
    expect((await gql(run, admin, SETTINGS)).adminSupportSettings.sellerName).toBeNull();

    // Three of the four: still held.
    const partial = (
      await gql(run, admin, UPDATE_SETTINGS, {
        i: {
          sellerName: 'Tryon Ltd',
          sellerAddress: '5 Mill Lane, Leeds LS1 4AB, UK',
          sellerTaxId: 'GB123456789',
        },
      })
    ).updateSupportSettings;
    expect(partial).toEqual({ heldReceipts: 1, receiptSeller: null });
    await settle();
    expect(smtp.to(email)).toEqual([]);

    const done = (await gql(run, admin, UPDATE_SETTINGS, { i: { sellerEmail: 'Help@Tryon.example' } }))
      .updateSupportSettings;
    expect(done).toEqual({ heldReceipts: 0, receiptSeller: { name: 'Tryon Ltd' } });
    const [mail] = await eventually(async () => {
      const got = smtp.to(email);
      return got.length > 0 ? got : null;
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Tryon Ltd');
      expect(part).toContain('5 Mill Lane, Leeds LS1 4AB, UK');
      expect(part).toContain('GB123456789');
      expect(part).toContain('help@tryon.example');
    }
    expect(mail.text).not.toContain('details to follow');
    const sent = await eventually(async () => {
      const r = await run.db('email_notifications').where({ id: held.id }).first();
      return r?.status === 'sent' ? r : null;
    });
    expect(sent).toMatchObject({ heldContent: null, errorMessage: null });

    // The next receipt goes at once.
    const ref2 = `pi_${tag()}`;
    await paid(601, ref2);
    await eventually(async () => smtp.to(email).length === 2);
  });
});
