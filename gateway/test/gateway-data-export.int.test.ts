process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { ObjectStorage } from '@tryon/kit';
import { eventually } from '../../test-support/infra.js';
import { jobOutcome, uploadTestImage, uploadTestPerson } from '../../test-support/jobs.js';
import { apiCall, signUp as signUpThrough, startStack, type Stack } from '../../test-support/stack.js';
import { readZip } from '../../test-support/zip.js';

// "Export my data" through the gateway with every service that keeps something of a person (identity,
// media, billing, ai-jobs and a worker, support) on real Postgres, NATS and object storage: a person who
// used everything asks for an export, and the ZIP holds all their images and each service's part of
// the JSON, and nothing of anyone else.

let stack: Stack;
let base: string;

beforeAll(async () => {
  stack = await startStack(['identity', 'media', 'billing', 'ai-jobs', 'support'], {
    env: { REGISTER_MAX_PER_IP: '100', EXPORT_SWEEP_MS: '500', EXPORTS_PER_DAY: '2' },
  });
  base = stack.base;
  await stack.startWorker();
});

afterAll(() => stack?.stop());

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  apiCall(base, method, path, cookie, body);

const gql = async (cookie: string, query: string) => {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
};

const EXPORT_MAIL_SUBJECT = 'Your AI Virtual Try-On data export is ready';
const EXPORT_FIELDS = 'id status requestedAt readyAt expiresAt sizeBytes imageCount downloadUrl error';
const requestExport = (cookie: string) => gql(cookie, `mutation { requestDataExport { ${EXPORT_FIELDS} } }`);
const myExport = async (cookie: string) =>
  (await gql(cookie, `query { myDataExport { ${EXPORT_FIELDS} } }`)).data?.myDataExport;
const readyExport = (cookie: string) =>
  eventually(async () => {
    const e = await myExport(cookie);
    if (e?.status === 'failed') throw new Error(`export failed: ${e.error}`);
    return e?.status === 'ready' ? e : null;
  }, 60_000);

/** Every value under a `userId` (or `id` of the profile) key anywhere in the JSON. */
function userIdsIn(value: unknown, out = new Set<number>()): Set<number> {
  if (Array.isArray(value)) value.forEach((v) => userIdsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'userId' && typeof v === 'number') out.add(v);
      else userIdsIn(v, out);
    }
  }
  return out;
}

/** A person who used everything: images, saved items, jobs, a payment, a conversation. */
async function busyPerson() {
  const who = await signUpThrough(base);
  const person = await uploadTestPerson(base, who.cookie);
  const shirt = await uploadTestImage(base, who.cookie, '#c0392b');
  expect(
    (
      await call('POST', '/api/save-user-image', who.cookie, {
        imageUrl: shirt,
        name: 'Red shirt',
        category: 'clothing',
      })
    ).status,
  ).toBe(201);
  const pay = await call('POST', '/api/stripe/create-topup-checkout', who.cookie, {
    amount: 1499,
    sessions: 25,
  });
  expect(pay.status).toBe(200);
  const checkout = /^\/sandbox-checkout\/(cs_sandbox_[0-9a-f]{24})$/.exec(pay.body.url)![1];
  expect((await call('POST', `/api/sandbox/checkout/${checkout}/complete`, who.cookie, {})).status).toBe(200);
  const tryOn = await call('POST', '/api/virtual-tryon', who.cookie, {
    personImageUrl: person,
    clothingImageUrl: shirt,
    category: 'tops',
    garmentType1: 'top',
  });
  expect(tryOn.status).toBe(201);
  const done = await jobOutcome(base, `/api/gemini/session/${tryOn.body.id}`, who.cookie);
  expect(done.status).toBe('completed');
  const saved = await call('POST', '/api/save-try-on-result', who.cookie, {
    name: 'Red look',
    resultImageUrl: done.resultUrl,
    personImageUrl: person,
    clothingImageUrl: shirt,
    category: 'tops',
  });
  expect(saved.status).toBe(201);
  const answer = await call('POST', '/api/chatbot/message', who.cookie, {
    message: 'how much does a try-on cost',
  });
  const conversation = await call('POST', '/api/chatbot/conversation', who.cookie, {
    messages: [
      { role: 'user', content: 'how much does a try-on cost' },
      { role: 'assistant', content: answer.body.response },
    ],
  });
  expect(conversation.status).toBe(200);
  return { ...who, images: [person, shirt, done.resultUrl as string], jobId: tryOn.body.id as number };
}

describe('export my data', () => {
  it("packs every image of the person and each service's part, and nothing of anyone else", async () => {
    const [ann, bob] = await Promise.all([busyPerson(), busyPerson()]);
    // Ann proved she reads her address, so the link is mailed to her too.
    await stack.dbs.identity!('users').where({ id: ann.id }).update({ emailVerifiedAt: new Date() });
    const annEmail: string = (await stack.dbs.identity!('users').where({ id: ann.id }).first()).email;
    const bobEmail: string = (await stack.dbs.identity!('users').where({ id: bob.id }).first()).email;

    // One at a time: asked twice at once, one is taken and the other refused.
    const asked = await Promise.all([requestExport(ann.cookie), requestExport(ann.cookie)]);
    const refused = asked.filter((a) => a.errors);
    expect(asked.filter((a) => a.data?.requestDataExport?.status === 'pending')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.errors![0]).toMatchObject({
      message: 'Your data export is already being prepared.',
      extensions: { code: 'CONFLICT' },
    });

    const started = Date.now();
    const ready = await readyExport(ann.cookie);
    const readyMs = Date.now() - started;
    expect(ready.downloadUrl).toMatch(/^\/api\/account\/export\/download\?token=/);
    expect(Date.parse(ready.expiresAt) - Date.parse(ready.readyAt)).toBe(24 * 3600_000);

    // The link needs no cookie.
    const res = await fetch(`${base}${ready.downloadUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tryon-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = Buffer.from(await res.arrayBuffer());
    expect(zip.length).toBe(ready.sizeBytes);
    const files = await readZip(zip);

    // Every image media keeps of Ann, byte for byte as she would download it; none of Bob's.
    const annObjects = await stack.dbs.media!('media_objects').where({ userId: ann.id });
    expect(annObjects.map((o) => o.address).sort()).toEqual(expect.arrayContaining([...ann.images].sort()));
    const imageFiles = [...files.keys()].filter((n) => n.startsWith('images/'));
    expect(imageFiles).toHaveLength(annObjects.length);
    expect(ready.imageCount).toBe(annObjects.length);
    for (const address of ann.images) {
      const file = address.slice(address.lastIndexOf('/') + 1);
      const name = imageFiles.find((n) => n.endsWith(`/${file}`));
      expect(name).toBeDefined();
      const original = Buffer.from(
        await (await fetch(`${base}${address}`, { headers: { cookie: ann.cookie } })).arrayBuffer(),
      );
      expect(files.get(name!)!.equals(original)).toBe(true);
    }
    for (const address of bob.images) {
      expect(imageFiles.some((n) => n.endsWith(address.slice(address.lastIndexOf('/'))))).toBe(false);
    }

    // The JSON: each service's part, all Ann's.
    const text = files.get('data.json')!.toString('utf8');
    const data = JSON.parse(text);
    expect(data).toMatchObject({ format: 'tryon-data-export/1', userId: ann.id, exportId: ready.id });
    expect(data.account.profile).toMatchObject({ id: ann.id, email: annEmail });
    expect(data.account.profile).not.toHaveProperty('password');
    expect(data.account.preferences === null || data.account.preferences.userId === ann.id).toBe(true);
    expect(data.account.sessions.length).toBeGreaterThan(0);
    expect(data.account.sessions[0]).not.toHaveProperty('sid');
    expect(data.billing.balance[0]).toMatchObject({ userId: ann.id });
    expect(data.billing.ledger.length).toBeGreaterThanOrEqual(3); // trial, pack, try-on
    expect(data.billing.payments).toEqual([expect.objectContaining({ userId: ann.id, amountInCents: 1499 })]);
    expect(data.jobs.jobs).toEqual([
      expect.objectContaining({ id: ann.jobId, userId: ann.id, status: 'completed' }),
    ]);
    expect(data.jobs.tryOns).toHaveLength(1);
    expect(data.gallery.savedImages).toEqual([
      expect.objectContaining({ name: 'Red shirt', imageUrl: ann.images[1] }),
    ]);
    expect(data.gallery.savedTryOnResults).toEqual([expect.objectContaining({ name: 'Red look' })]);
    expect(data.gallery.images.map((i: { file: string }) => i.file).sort()).toEqual(imageFiles.sort());
    expect(data.support.conversations).toHaveLength(1);
    expect(data.support.conversations[0]).not.toHaveProperty('tokenHash');
    expect(JSON.stringify(data.support.conversations[0].messages)).toContain('how much does a try-on cost');
    expect([...userIdsIn(data)]).toEqual([ann.id]);
    expect(text).not.toContain(bobEmail);
    for (const address of bob.images) expect(text).not.toContain(address);

    // The mail: the link to her verified address (sent sealed; the stored text holds no usable token).
    const mail = await eventually(
      async () =>
        stack.dbs.support!('email_notifications').where({ userId: ann.id, type: 'account' }).first(),
      10_000,
    );
    expect(mail).toMatchObject({
      recipient: annEmail,
    });
    expect(mail.text).not.toContain(new URL(ready.downloadUrl, base).searchParams.get('token'));

    // An altered link is a 400 page; someone else sees no export of Ann's.
    const token = new URL(ready.downloadUrl, base).searchParams.get('token')!;
    const altered = await fetch(`${base}/api/account/export/download?token=${token.slice(0, -3)}AAA`);
    expect(altered.status).toBe(400);
    expect(altered.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await altered.text()).toContain('This download link is not valid.');
    expect((await fetch(`${base}/api/account/export/download`)).status).toBe(400);
    expect(await myExport(bob.cookie)).toBeNull();

    // The daily limit (2 here): the second is made, the third refused.
    expect((await requestExport(ann.cookie)).data?.requestDataExport?.status).toBe('pending');
    await readyExport(ann.cookie);
    const third = await requestExport(ann.cookie);
    expect(third.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');

    // Bob's address is not verified: his export is made, and nothing is mailed.
    expect((await requestExport(bob.cookie)).data?.requestDataExport?.status).toBe('pending');
    await readyExport(bob.cookie);
    expect(
      await stack.dbs.support!('email_notifications').where({ userId: bob.id, subject: EXPORT_MAIL_SUBJECT }),
    ).toEqual([]);

    console.log(`data export: ready in ${readyMs} ms, ${zip.length} bytes, ${annObjects.length} images`);
  }, 180_000);

  it('takes over an export a dead replica left running, and removes the ZIP once it expires', async () => {
    const cy = await signUpThrough(base);
    await uploadTestImage(base, cy.cookie, '#2e86c1');
    const media = stack.dbs.media!;
    // A replica claimed this one and died: its heartbeat is old.
    const id = '0b3f7d2c-1e4a-4b5c-8d6e-7f8091a2b3c4';
    await media('data_exports').insert({
      id,
      userId: cy.id,
      status: 'running',
      attempts: 1,
      startedAt: new Date(Date.now() - 10 * 60_000),
      heartbeatAt: new Date(Date.now() - 10 * 60_000),
    });
    const ready = await readyExport(cy.cookie);
    expect(ready).toMatchObject({ id, imageCount: 1 });
    const row = await media('data_exports').where({ id }).first();
    expect(row.attempts).toBe(2);
    const storage = new ObjectStorage({
      endpoint: stack.env.S3_ENDPOINT!,
      accessKey: stack.env.S3_ACCESS_KEY!,
      secretKey: stack.env.S3_SECRET_KEY!,
      bucket: stack.env.S3_BUCKET!,
      region: stack.env.S3_REGION ?? 'us-east-1',
    });
    expect(await storage.listKeys(`exports/${cy.id}/`)).toEqual([`exports/${cy.id}/${id}.zip`]);

    // Its time is over: the sweep removes the ZIP, and the link says it expired.
    await media('data_exports')
      .where({ id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    await eventually(
      async () => ((await media('data_exports').where({ id }).first()).status === 'expired' ? true : null),
      10_000,
    );
    expect(await storage.listKeys(`exports/${cy.id}/`)).toEqual([]);
    const gone = await fetch(`${base}${ready.downloadUrl}`);
    expect(gone.status).toBe(400);
    expect(await gone.text()).toContain('This download link has expired.');
    expect((await myExport(cy.cookie)).status).toBe('expired');
  }, 120_000);
});
