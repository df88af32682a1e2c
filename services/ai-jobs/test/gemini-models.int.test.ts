process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes } from 'node:crypto';
import { eventually } from '../../../test-support/infra.js';
import { apiCall, signUp, startStack, type Stack } from '../../../test-support/stack.js';
import { jobOutcome, setTopUp as setTopUpIn, uploadTestImage } from '../../../test-support/jobs.js';
import { GeminiStub } from '../../../test-support/gemini-stub.js';
import { FAILURE_MESSAGES } from '../src/domain/job-runner.js';

// The Gemini model chosen at run time, against the stub of Gemini's API with the real SDK: a candidate
// list that starts with a retired model still serves every kind of job on the next model, charged once; a
// key with no quota fails its job at once, refunded, and the admin sees Google's words; the admin pins a
// model and tests the connection.

let stub: GeminiStub;
let stack: Stack;
let base: string;
let adminCookie: string;

beforeAll(async () => {
  stub = new GeminiStub();
  await stub.start();
  // gemini-2.5-flash-image is retired: Google still lists it, but every call answers 404.
  stub.serve('gemini-3.1-flash-image', 'gemini-3-pro-image', 'gemini-3-flash');
  stub.listedRetired = ['gemini-2.5-flash-image'];
  stack = await startStack(['identity', 'media', 'billing', 'ai-jobs'], {
    env: {
      GEMINI_API_KEY: stub.apiKey,
      GEMINI_API_BASE: stub.url,
      GEMINI_MODEL: 'gemini-2.5-flash-image, gemini-3.1-flash-image',
      PROVIDER_TIMEOUT_MS: '20000',
    },
  });
  base = stack.base;
  await stack.startWorker();
  adminCookie = await signUpAdmin();
});

afterAll(async () => {
  await stack?.stop();
  await stub?.stop();
});

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  apiCall(base, method, path, cookie, body);
const uploadImage = (cookie: string, color: string, size?: { width: number; height: number }) =>
  uploadTestImage(base, cookie, color, size);
const finished = (path: string, cookie: string) => jobOutcome(base, path, cookie);
const setTopUp = (userId: number, sessions: number) => setTopUpIn(stack.dbs.billing!, userId, sessions);

async function signUpAdmin(): Promise<string> {
  const email = `admin-${randomBytes(5).toString('hex')}@example.com`;
  await call('POST', '/api/register', undefined, { email, password: 'correct-horse' });
  await stack.dbs.identity!('users').where({ email }).update({ role: 'admin' });
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse' }),
  });
  expect(res.status).toBe(200);
  return `sid=${/sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}`;
}

async function gql(query: string, variables?: Record<string, unknown>, cookie = adminCookie) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

const STATUS_FIELDS = `provider configured model modelSource candidates available pinnedModel checkedAt
  problem lastError lastErrorAt`;

async function statuses(): Promise<Record<string, any>> {
  const r = await gql(`{ aiProviderStatuses { ${STATUS_FIELDS} } }`);
  expect(r.errors).toBeUndefined();
  return Object.fromEntries(r.data.aiProviderStatuses.map((s: any) => [s.provider, s]));
}

const balance = async (cookie: string) =>
  (await call('GET', '/api/user/session-balance', cookie)).body.balance;
const ledger = (userId: number, kind: string) =>
  stack.dbs.billing!('balance_ledger').where({ userId, kind }).select('idempotencyKey');

it('completes a generation, a try-on and an edit on the next model when the first candidate is retired, charged once each', async () => {
  const ann = await signUp(base);
  await setTopUp(ann.id, 10);
  expect(await balance(ann.cookie)).toBe(10);

  const generation = await call('POST', '/api/gemini/generate-person', ann.cookie, { gender: 'female' });
  expect(generation.status).toBe(201);
  const generated = await finished(`/api/gemini/session/${generation.body.id}`, ann.cookie);
  expect(generated).toMatchObject({ status: 'completed', offline: false });

  const person = await uploadImage(ann.cookie, '#d9c7b0');
  const shirt = await uploadImage(ann.cookie, '#c0392b', { width: 60, height: 60 });
  const tryOn = await call('POST', '/api/virtual-tryon', ann.cookie, {
    personImageUrl: person,
    clothingImageUrl: shirt,
    category: 'tops',
    garmentType1: 'top',
  });
  expect(tryOn.status).toBe(201);
  expect(await finished(`/api/gemini/session/${tryOn.body.id}`, ann.cookie)).toMatchObject({
    status: 'completed',
  });

  const photo = await uploadImage(ann.cookie, '#336699');
  const edit = await call('POST', '/api/gemini/edit-image', ann.cookie, {
    baseImageUrl: photo,
    editInstructions: 'make the background green',
  });
  expect(edit.status).toBe(201);
  expect(await finished(`/api/gemini/edit-session/${edit.body.id}`, ann.cookie)).toMatchObject({
    status: 'completed',
  });

  // The retired model was asked once (the first job), answered 404, and the same call went to the next
  // model within the same attempt; every later call went straight to it.
  expect(stub.requests.map((r) => r.model)).toEqual([
    'gemini-2.5-flash-image',
    'gemini-3.1-flash-image',
    'gemini-3.1-flash-image',
    'gemini-3.1-flash-image',
  ]);
  const rows = await stack.dbs['ai-jobs']!('gemini_sessions').whereIn('id', [
    generation.body.id,
    tryOn.body.id,
  ]);
  expect(rows.map((r) => r.attempts)).toEqual([1, 1]);
  // One debit per job, no refund.
  expect(await balance(ann.cookie)).toBe(7);
  expect(await ledger(ann.id, 'debit')).toHaveLength(3);
  expect(await ledger(ann.id, 'refund')).toHaveLength(0);

  const gemini = (await statuses()).gemini;
  expect(gemini).toMatchObject({
    configured: true,
    model: 'gemini-3.1-flash-image',
    modelSource: 'candidate',
    candidates: ['gemini-2.5-flash-image', 'gemini-3.1-flash-image'],
    pinnedModel: null,
    lastError: null,
  });
  expect(gemini.available).toEqual([
    'gemini-3.1-flash-image',
    'gemini-3-pro-image',
    'gemini-2.5-flash-image',
  ]);
  expect(Date.parse(gemini.checkedAt)).not.toBeNaN();
});

it("fails a job at once on a key with no quota, refunds it, and shows Google's words to the admin", async () => {
  const bob = await signUp(base);
  const before = await balance(bob.cookie);
  const calls = stub.requests.length;
  stub.next({ kind: 'quota-zero' });
  const started = await call('POST', '/api/gemini/generate-person', bob.cookie, {});
  expect(started.status).toBe(201);
  const done = await finished(`/api/gemini/session/${started.body.id}`, bob.cookie);
  expect(done).toMatchObject({ status: 'failed', errorMessage: FAILURE_MESSAGES.permanent });
  // One call, not retried.
  expect(stub.requests.slice(calls).map((r) => r.model)).toEqual(['gemini-3.1-flash-image']);
  const row = await stack.dbs['ai-jobs']!('gemini_sessions').where({ id: started.body.id }).first();
  expect(row.attempts).toBe(1);
  await eventually(async () => (await balance(bob.cookie)) === before);
  expect(await ledger(bob.id, 'refund')).toHaveLength(1);

  const gemini = (await statuses()).gemini;
  expect(gemini.lastError).toMatch(/Quota exceeded for metric: .*, limit: 0/);
  expect(gemini.lastError).not.toContain(stub.apiKey);
  expect(Date.parse(gemini.lastErrorAt)).not.toBeNaN();
});

it('pins a model the key can use (audited), refuses any other, and sets the automatic choice again', async () => {
  const pin = (model: string | null) =>
    gql(`mutation($m: String) { pinGeminiModel(model: $m) { ${STATUS_FIELDS} } }`, { m: model });

  const refused = await pin('gemini-9-ultra-image');
  expect(refused.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
    ['Invalid data: model must be one of the available models', 'VALIDATION'],
  ]);
  const user = await signUp(base);
  expect(
    (await gql('mutation { pinGeminiModel(model: null) { model } }', {}, user.cookie)).errors?.[0]?.extensions
      ?.code,
  ).toBe('FORBIDDEN');

  const pinned = await pin('gemini-3-pro-image');
  expect(pinned.errors).toBeUndefined();
  expect(pinned.data.pinGeminiModel).toMatchObject({
    provider: 'gemini',
    pinnedModel: 'gemini-3-pro-image',
    model: 'gemini-3-pro-image',
    modelSource: 'pinned',
  });
  // The worker uses the pin from its next call on.
  const cy = await signUp(base);
  const started = await call('POST', '/api/gemini/generate-person', cy.cookie, {});
  expect(await finished(`/api/gemini/session/${started.body.id}`, cy.cookie)).toMatchObject({
    status: 'completed',
  });
  expect(stub.last()?.model).toBe('gemini-3-pro-image');

  const automatic = await pin('');
  expect(automatic.data.pinGeminiModel).toMatchObject({ pinnedModel: null, modelSource: 'candidate' });

  const activity = await eventually(async () => {
    const r = await call('GET', '/api/admin/activity?actionType=api_config_updated', adminCookie);
    const descriptions = (r.body as { description: string }[]).map((a) => a.description);
    return descriptions.includes('Gemini model set to automatic') ? descriptions : null;
  }, 15_000);
  expect(activity).toEqual(
    expect.arrayContaining([
      'Pinned the Gemini model to gemini-3-pro-image',
      'Gemini model set to automatic',
    ]),
  );
});

it("tests the Gemini connection: working, then Google's own words for a revoked key (recorded), then working again", async () => {
  // Google's list no longer names the retired model.
  stub.listedRetired = [];
  const test = async (provider: string) => {
    const r = await gql(
      `mutation($p: AiProviderName!) { testAiProviderConnection(provider: $p) { ok message checkedAt } }`,
      { p: provider },
    );
    expect(r.errors).toBeUndefined();
    return r.data.testAiProviderConnection as { ok: boolean; message: string; checkedAt: string };
  };

  expect(await test('gemini')).toMatchObject({
    ok: true,
    message: 'Working: gemini-3.1-flash-image (2 image models available)',
  });
  expect((await statuses()).gemini).toMatchObject({
    lastError: null,
    available: ['gemini-3.1-flash-image', 'gemini-3-pro-image'],
  });

  stub.keyRevoked = true;
  const failed = await test('gemini');
  expect(failed).toEqual({
    ok: false,
    message: 'API key not valid. Please pass a valid API key.',
    checkedAt: expect.any(String),
  });
  expect((await statuses()).gemini.lastError).toBe('API key not valid. Please pass a valid API key.');

  stub.keyRevoked = false;
  expect((await test('gemini')).ok).toBe(true);
  expect((await statuses()).gemini.lastError).toBeNull();

  // FASHN has no key in this system: listed, not configured, and its test says so.
  expect((await statuses()).fashn).toMatchObject({ configured: false, model: null, candidates: [] });
  expect(await test('fashn')).toMatchObject({ ok: false, message: 'No API key is set (FASHN_API_KEY).' });

  const activity = await eventually(async () => {
    const r = await call('GET', '/api/admin/activity?actionType=ai_provider_connection_tested', adminCookie);
    const rows = r.body as { description: string }[];
    return rows.length >= 4 ? rows.map((a) => a.description) : null;
  }, 15_000);
  expect(activity).toEqual(
    expect.arrayContaining([
      'Tested the Gemini connection: working',
      'Tested the Gemini connection: not working',
      'Tested the FASHN connection: not working',
    ]),
  );
});
