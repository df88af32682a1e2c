process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes } from 'node:crypto';
import { ObjectStorage, storageSettings, type Db } from '@tryon/kit';
import { UserDeleted } from '@tryon/proto-events';
import { eventually } from '../../test-support/infra.js';
import { apiCall, startStack, type ServiceName, type Stack } from '../../test-support/stack.js';
import { jobOutcome, uploadTestImage, uploadTestPerson } from '../../test-support/jobs.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp.js';

// Deleting an account with every service running (identity, media, billing, ai-jobs and a worker with
// the offline engine, content, support with a mail catcher), on real Postgres, NATS and object storage.
// A person uses every feature, deletes the account, and then every schema's tables and the object store
// are scanned for their id, address, name and objects.

let stack: Stack;
let smtp: SmtpCatcher;
let storage: ObjectStorage;

const PASSWORD = 'Lantern-orbit-5517';
const DELETED_SUBJECT = 'Your AI Virtual Try-On account was deleted';
/** Every durable consumer of identity.user.deleted.v1, by the service that runs it. */
const DURABLES: Record<ServiceName, string> = {
  identity: 'identity-user-deleted',
  media: 'media-user-deleted',
  billing: 'billing-user-deleted',
  'ai-jobs': 'aijobs-user-deleted',
  content: 'content-user-deleted',
  support: 'support-user-deleted',
};

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  stack = await startStack(['identity', 'media', 'billing', 'ai-jobs', 'content', 'support'], {
    env: { REGISTER_MAX_PER_IP: '100', SMTP_URL: smtp.url, MAIL_POLL_MS: '300' },
  });
  await stack.startWorker();
  storage = new ObjectStorage(
    storageSettings({
      S3_ENDPOINT: stack.env.S3_ENDPOINT,
      S3_ACCESS_KEY: stack.env.S3_ACCESS_KEY,
      S3_SECRET_KEY: stack.env.S3_SECRET_KEY,
      S3_BUCKET: stack.env.S3_BUCKET,
      S3_REGION: 'us-east-1',
    }),
  );
});

afterAll(async () => {
  await stack?.stop();
  await smtp?.stop();
});

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  apiCall(stack.base, method, path, cookie, body);

const gql = async (cookie: string, query: string, variables?: Record<string, unknown>) => {
  const res = await fetch(`${stack.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
};

const DELETE = `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) }`;

interface Person {
  id: number;
  email: string;
  firstName: string;
  cookie: string;
}

async function register(email: string, firstName: string): Promise<Person> {
  const res = await fetch(`${stack.base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = `sid=${/sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}`;
  return { id: ((await res.json()) as { id: number }).id, email, firstName, cookie };
}

const newPerson = (name: string) =>
  register(`${name.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`, name);

/** Follows the verification link of the person's mail (their name is kept for mails from then on). */
async function verify(p: Person): Promise<void> {
  const mail = await eventually(async () =>
    smtp.to(p.email).find((m) => /Confirm your e-mail/.test(m.subject)),
  );
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  const res = await fetch(`${stack.base}/api/account/verify-email?token=${token}`, { redirect: 'manual' });
  expect(res.status).toBe(303);
}

const checkoutId = (url: string) => /^\/sandbox-checkout\/(cs_sandbox_[0-9a-f]{24})$/.exec(url)![1];

/** Pays a sandbox checkout started at `path`. */
async function pay(cookie: string, path: string, body: unknown): Promise<void> {
  const started = await call('POST', path, cookie, body);
  expect(started.status).toBe(200);
  const done = await call('POST', `/api/sandbox/checkout/${checkoutId(started.body.url)}/complete`, cookie);
  expect(done.status).toBe(200);
}

/** Uses every feature: uploads, a generated person, a try-on, an edit, saves, a conversation, payments. */
async function useEverything(p: Person): Promise<void> {
  await verify(p);
  await pay(p.cookie, '/api/stripe/create-topup-checkout', { amount: 1499, sessions: 25 });
  await pay(p.cookie, '/api/stripe/create-subscription-checkout', {
    planName: 'standard',
    billingPeriod: 'monthly',
  });
  // A switch to annual waits for the period's end: the deletion must not leave it scheduled.
  const switched = await gql(
    p.cookie,
    'mutation { changeSubscriptionPlan(planName: "standard", cycle: annual) { kind immediate } }',
  );
  expect(switched.data?.changeSubscriptionPlan).toMatchObject({ immediate: false });
  const person = await uploadTestPerson(stack.base, p.cookie);
  const shirt = await uploadTestImage(stack.base, p.cookie, '#c0392b', { width: 80, height: 80 });
  expect(
    (
      await call('POST', '/api/save-user-image', p.cookie, {
        imageUrl: shirt,
        name: 'Shirt',
        category: 'clothing',
      })
    ).status,
  ).toBe(201);
  const generated = await call('POST', '/api/gemini/generate-person', p.cookie, { gender: 'female' });
  expect(generated.status).toBe(201);
  await jobOutcome(stack.base, `/api/gemini/session/${generated.body.id}`, p.cookie);
  expect(
    (
      await call('POST', '/api/gemini/save-person', p.cookie, {
        geminiSessionId: generated.body.id,
        name: 'Model',
      })
    ).status,
  ).toBe(201);
  const tryOn = await call('POST', '/api/virtual-tryon', p.cookie, {
    personImageUrl: person,
    clothingImageUrl: shirt,
    category: 'tops',
    garmentType1: 'top',
    replaceFootwear: false,
  });
  expect(tryOn.status).toBe(201);
  const done = await jobOutcome(stack.base, `/api/gemini/session/${tryOn.body.id}`, p.cookie);
  expect(done.status).toBe('completed');
  const saved = await call('POST', '/api/save-try-on-result', p.cookie, {
    geminiSessionId: tryOn.body.id,
    name: 'Look',
    resultImageUrl: done.resultUrl,
    personImageUrl: person,
    clothingImageUrl: shirt,
    category: 'tops',
  });
  expect(saved.status).toBe(201);
  const edit = await call('POST', '/api/gemini/edit-image', p.cookie, {
    baseImageUrl: done.resultUrl,
    editInstructions: 'make the shirt blue',
  });
  expect(edit.status).toBe(201);
  expect((await jobOutcome(stack.base, `/api/gemini/edit-session/${edit.body.id}`, p.cookie)).status).toBe(
    'completed',
  );
  const asked = await call('POST', '/api/chatbot/message', p.cookie, {
    message: 'how much does a try-on cost',
  });
  expect(asked.status).toBe(200);
  const conversation = await call('POST', '/api/chatbot/conversation', p.cookie, {
    messages: [
      { role: 'user', content: `I am ${p.firstName}, write to ${p.email}` },
      { role: 'assistant', content: asked.body.response },
    ],
  });
  expect(conversation.status).toBe(200);
  // A data export, ready: its row and its ZIP must go too.
  const exported = await gql(p.cookie, 'mutation { requestDataExport { status } }');
  expect(exported.data?.requestDataExport?.status).toBe('pending');
  await eventually(
    async () =>
      (await gql(p.cookie, 'query { myDataExport { status } }')).data?.myDataExport?.status === 'ready',
    60_000,
  );
  // The receipts of both payments were mailed.
  await eventually(
    async () => smtp.to(p.email).filter((m) => /receipt/i.test(m.subject)).length >= 2,
    30_000,
  );
}

/** Object keys that are the person's: under their id in uploads, results and staged results. */
const ownKey = (id: number) => new RegExp(`(^|/)(uploads|results)/${id}/`);

/** Waits until every consumer of the deletion event has handled everything it was given. */
async function consumersSettled(services: ServiceName[] = Object.keys(DURABLES) as ServiceName[]) {
  const last = await stack.nats.jsm.streams.getMessage(UserDeleted.stream, {
    last_by_subj: UserDeleted.subject,
  });
  await eventually(async () => {
    for (const s of services) {
      const info = await stack.nats.jsm.consumers.info(UserDeleted.stream, DURABLES[s]);
      if (info.num_pending > 0 || info.num_ack_pending > 0 || info.ack_floor.stream_seq < last!.seq)
        return false;
    }
    return true;
  }, 60_000);
}

interface Finding {
  where: string;
  count: number;
}

/**
 * Scans every column of every table of every service schema for the person: an id column (a column
 * named like a user id, or an admin's or author's id) equal to their id; any text or JSON holding their
 * address, their first name, an address or key of one of their objects, or their id as an event's
 * `userId`.
 */
async function scanDatabase(p: Person): Promise<Finding[]> {
  const db: Db = stack.dbs.identity!;
  const schemas = ['identity', 'media', 'billing', 'ai_jobs', 'content', 'support'];
  const columns: { table_schema: string; table_name: string; column_name: string; data_type: string }[] =
    await db('information_schema.columns')
      .whereIn('table_schema', schemas)
      .select('table_schema', 'table_name', 'column_name', 'data_type');
  expect(new Set(columns.map((c) => c.table_schema))).toEqual(new Set(schemas));
  const textPatterns = [
    `%${p.email.toLowerCase()}%`,
    `%${p.firstName.toLowerCase()}%`,
    `%uploads/${p.id}/%`,
    `%results/${p.id}/%`,
    `%exports/${p.id}/%`,
  ];
  const findings: Finding[] = [];
  for (const c of columns) {
    const table = `${c.table_schema}.${c.table_name}`;
    let count = 0;
    if (['integer', 'bigint', 'smallint'].includes(c.data_type)) {
      if (!/(^|_)user_?id$|userid$|^adminid$|^createdby$|^updatedby$|^respondedby$/i.test(c.column_name))
        continue;
      count = Number((await db(table).where(c.column_name, p.id).count({ n: '*' }))[0].n);
    } else if (['text', 'character varying', 'jsonb', 'json'].includes(c.data_type)) {
      count = Number(
        (
          await db(table)
            .where((q) => {
              for (const pattern of textPatterns)
                q.orWhereRaw('lower(??::text) LIKE ?', [c.column_name, pattern]);
              q.orWhereRaw(`??::text ~ ?`, [c.column_name, `"(userId|targetUserId)": ?${p.id}[,}]`]);
            })
            .count({ n: '*' })
        )[0].n,
      );
    } else continue;
    if (count > 0) findings.push({ where: `${table}.${c.column_name}`, count });
  }
  return findings;
}

const ledgerRows = async () =>
  Number((await stack.dbs.billing!('payments').where({ userId: 0 }).count({ n: '*' }))[0].n);

describe('deleting an account', () => {
  let ann: Person;
  let bob: Person;
  let annKeys: string[];
  let bobKeys: string[];

  it('is refused without the password or the phrase, and changes nothing', async () => {
    ann = await newPerson('Quillonette');
    bob = await newPerson('Barnabyx');
    await useEverything(ann);
    // Bob keeps what is his: an upload saved and a conversation.
    const bobShirt = await uploadTestImage(stack.base, bob.cookie, '#2255aa', { width: 64, height: 64 });
    await call('POST', '/api/save-user-image', bob.cookie, {
      imageUrl: bobShirt,
      name: 'Mine',
      category: 'clothing',
    });

    const keys = await storage.listKeys();
    annKeys = keys.filter((k) => ownKey(ann.id).test(k));
    bobKeys = keys.filter((k) => ownKey(bob.id).test(k));
    expect(annKeys.length).toBeGreaterThanOrEqual(8);
    expect(bobKeys.length).toBeGreaterThanOrEqual(2);
    // Before: the scan finds the person everywhere (the scan can find what it looks for).
    const before = await scanDatabase(ann);
    for (const where of [
      'identity.users.email',
      'media.media_objects.userId',
      'ai_jobs.gemini_sessions.userId',
      'support.chatbot_conversations.userId',
      'support.email_notifications.recipient',
      'content.user_audiences.userId',
      'billing.payments.userId',
    ]) {
      expect(before.map((f) => f.where)).toContain(where);
    }

    const wrongPhrase = await gql(ann.cookie, DELETE, {
      input: { currentPassword: PASSWORD, confirmation: 'delete my stuff' },
    });
    expect(wrongPhrase.errors?.[0]).toMatchObject({
      message: 'Invalid data: type "delete my account" to confirm',
      extensions: { code: 'VALIDATION' },
    });
    const wrongPassword = await gql(ann.cookie, DELETE, {
      input: { currentPassword: 'not-my-password', confirmation: 'delete my account' },
    });
    expect(wrongPassword.errors?.[0]).toMatchObject({
      message: 'Your current password is not correct',
      extensions: { code: 'VALIDATION' },
    });
    expect((await call('GET', '/api/user', ann.cookie)).status).toBe(200);
    expect(await stack.dbs.identity!('users').where({ id: ann.id })).toHaveLength(1);

    // An administrator's account is not deleted this way.
    const admin = await newPerson('Adminia');
    await stack.dbs.identity!('users').where({ id: admin.id }).update({ role: 'admin' });
    const refused = await gql(admin.cookie, DELETE, {
      input: { currentPassword: PASSWORD, confirmation: 'delete my account' },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await stack.dbs.identity!('users').where({ id: admin.id })).toHaveLength(1);
  }, 240_000);

  it('removes everything of the person in every service, keeps the ledger anonymised, and mails a last time', async () => {
    const ledgerBefore = await ledgerRows();
    const bobBefore = await scanDatabase(bob);
    const deleted = await gql(ann.cookie, DELETE, {
      input: { currentPassword: PASSWORD, confirmation: ' Delete my account ' },
    });
    expect(deleted).toEqual({ data: { deleteAccount: true } });

    // Signed out everywhere.
    await eventually(async () => (await call('GET', '/api/user', ann.cookie)).status === 401);

    // The last mail confirms it, once.
    await eventually(async () => smtp.to(ann.email).some((m) => m.subject === DELETED_SUBJECT), 60_000);
    await consumersSettled();
    // Nothing of the person in any table: the mail's own row goes once it is sent, and identity's outbox
    // rows once they are published.
    await eventually(async () => (await scanDatabase(ann)).length === 0, 60_000).catch(async () => {
      expect(await scanDatabase(ann)).toEqual([]);
    });
    expect(smtp.to(ann.email).filter((m) => m.subject === DELETED_SUBJECT)).toHaveLength(1);

    // Nothing in the object store.
    const keys = await storage.listKeys();
    expect(keys.filter((k) => annKeys.includes(k) || ownKey(ann.id).test(k))).toEqual([]);
    expect(keys.filter((k) => k.includes(`/${ann.id}/`))).toEqual([]);

    // The ledger is kept, anonymised: the pack and the subscription's first month, with nobody's id.
    expect(await ledgerRows()).toBe(ledgerBefore + 2);
    const receipts = await stack.dbs.support!('email_notifications').where({ userId: 0, type: 'invoice' });
    expect(receipts.length).toBeGreaterThanOrEqual(2);
    for (const r of receipts) {
      expect(r.recipient).toBe('deleted account');
      expect(`${r.text}${r.html}`).not.toContain(ann.firstName);
    }
    // The switch that waited for the period's end is kept as a record, undone and anonymised.
    expect(await stack.dbs.billing!('subscription_changes').where({ userId: 0 }).select('status')).toEqual([
      { status: 'undone' },
    ]);
    // The subscription ended at once at the (sandbox) provider.
    expect(
      await stack.dbs.billing!('user_subscriptions').where({ userId: 0 }).whereNot({ status: 'canceled' }),
    ).toEqual([]);

    // Signing in is refused (after the scan: a refused attempt is counted under the address for an hour).
    expect(
      (await call('POST', '/api/login', undefined, { email: ann.email, password: PASSWORD })).status,
    ).toBe(401);

    // Only the person's own data was touched.
    expect(await scanDatabase(bob)).toEqual(bobBefore);
    expect((await storage.listKeys()).filter((k) => ownKey(bob.id).test(k)).sort()).toEqual(bobKeys.sort());
    expect((await call('GET', '/api/user', bob.cookie)).status).toBe(200);
  }, 240_000);

  it('lets the address be registered again, as a new account', async () => {
    const again = await register(ann.email, 'Quillonette');
    expect(again.id).not.toBe(ann.id);
    expect((await call('GET', '/api/user/session-balance', again.cookie)).body.balance).toBe(2);
  });

  it('changes nothing when the event comes again', async () => {
    const last = await stack.nats.jsm.streams.getMessage(UserDeleted.stream, {
      last_by_subj: UserDeleted.subject,
    });
    const ledger = await ledgerRows();
    const bobBefore = await scanDatabase(bob);
    // The same envelope under a new message id: JetStream delivers it to every consumer again.
    await stack.nats.js.publish(UserDeleted.subject, last!.data, {
      msgID: `replay-${randomBytes(6).toString('hex')}`,
    });
    await consumersSettled();
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.to(ann.email).filter((m) => m.subject === DELETED_SUBJECT)).toHaveLength(1);
    expect(await ledgerRows()).toBe(ledger);
    expect(await scanDatabase(bob)).toEqual(bobBefore);
  });

  it('catches up in a service that was down when the account was deleted', async () => {
    const cat = await newPerson('Catrionax');
    const upload = await uploadTestImage(stack.base, cat.cookie, '#11aa44', { width: 64, height: 64 });
    expect(
      (
        await call('POST', '/api/save-user-image', cat.cookie, {
          imageUrl: upload,
          name: 'Keep',
          category: 'clothing',
        })
      ).status,
    ).toBe(201);
    await eventually(async () => smtp.to(cat.email).length > 0);
    await stack.stopService('media');
    await stack.stopService('support');
    try {
      const deleted = await gql(cat.cookie, DELETE, {
        input: { currentPassword: PASSWORD, confirmation: 'delete my account' },
      });
      expect(deleted).toEqual({ data: { deleteAccount: true } });
      await consumersSettled(['identity', 'billing', 'ai-jobs', 'content']);
      // Down: what media and support hold is still there, and no last mail yet.
      expect(await stack.dbs.media!('media_objects').where({ userId: cat.id })).not.toEqual([]);
      expect(smtp.to(cat.email).some((m) => m.subject === DELETED_SUBJECT)).toBe(false);
    } finally {
      await stack.startService('media');
      await stack.startService('support');
    }
    await consumersSettled();
    await eventually(async () => smtp.to(cat.email).some((m) => m.subject === DELETED_SUBJECT), 60_000);
    await eventually(async () => (await scanDatabase(cat)).length === 0, 60_000).catch(async () => {
      expect(await scanDatabase(cat)).toEqual([]);
    });
    expect((await storage.listKeys()).filter((k) => ownKey(cat.id).test(k))).toEqual([]);
  }, 180_000);
});
