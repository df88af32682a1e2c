process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { CONTEXT_HEADER, createDb, signContext, type CallerContext, type Db, type Nats } from '@tryon/kit';
import { AdminActionRecorded } from '@tryon/proto-events';
import { buildSupport, SCHEMA, type SupportService } from '../src/app.js';
import { DEFAULT_CHAT_MODELS, loadSupportConfig } from '../src/config.js';
import { GeminiStub } from '../../../test-support/gemini-stub.js';
import {
  TEST_SECRET,
  createTestDatabase,
  eventually,
  freshNats,
  testLogger,
  testNatsUrl,
} from '../../../test-support/infra.js';

// The model that writes the chat's replies, against real Postgres and NATS and a Gemini stub that speaks
// its wire format and serves a model catalogue: the first served candidate, the thinking config it is
// sent, a cut-off answer replaced by the knowledge base's, a retired model replaced by the next one,
// the admin's view and pin (read by every replica), its audit, and Google's message of a failure no
// retry fixes.

let db: Db;
let nats: Nats;
let drop: () => Promise<void>;
let stub: GeminiStub;
let env: Record<string, string>;
const running: SupportService[] = [];

const admin: CallerContext = { userId: 1, role: 'admin', ip: '10.0.0.7' };
const user: CallerContext = { userId: 2, role: 'user', ip: '127.0.0.1' };
const visitor: CallerContext = { userId: null, role: null, ip: '127.0.0.1' };

/** The knowledge base's own answer to the price question (seeded). */
const ENTRY_ANSWER = /^A virtual try-on costs 1 session/;
const PRICE = 'how much does a try-on cost';
const CANDIDATES = DEFAULT_CHAT_MODELS.split(',');

async function start(extra: Record<string, string> = {}): Promise<{ support: SupportService; base: string }> {
  const support = await buildSupport(loadSupportConfig({ ...env, ...extra }), {
    db,
    nats,
    logger: testLogger,
  });
  running.push(support);
  return { support, base: await support.app.listen({ host: '127.0.0.1', port: 0 }) };
}

type GqlAnswer = { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };

async function gql(
  base: string,
  caller: CallerContext,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GqlAnswer> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTEXT_HEADER]: await signContext(TEST_SECRET, caller) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlAnswer;
}

async function ok(base: string, caller: CallerContext, query: string, variables?: Record<string, unknown>) {
  const r = await gql(base, caller, query, variables);
  if (r.errors) throw new Error(`${r.errors[0].extensions?.code}: ${r.errors[0].message}`);
  return r.data;
}

async function refused(
  base: string,
  caller: CallerContext,
  query: string,
  variables?: Record<string, unknown>,
) {
  const r = await gql(base, caller, query, variables);
  expect(r.data ?? null).toBeNull();
  return `${r.errors![0].extensions?.code}: ${r.errors![0].message}`;
}

const FIELDS = `configured model modelSource candidates available pinnedModel checkedAt problem lastError lastErrorAt`;
const STATUS = `{ chatModelStatus { ${FIELDS} } }`;
const PIN = `mutation ($model: String) { pinChatModel(model: $model) { ${FIELDS} } }`;
const SEND = `mutation ($message: String!) { sendChatMessage(message: $message) { response needsEscalation } }`;

const audits = async () =>
  (await db('outbox').where({ subject: AdminActionRecorded.subject }).orderBy('created_at')).map(
    (r) => r.payload.data,
  );

beforeAll(async () => {
  const tdb = await createTestDatabase();
  drop = tdb.drop;
  nats = await freshNats('support-chat-model-test');
  db = createDb({ url: tdb.url, schema: SCHEMA });
  stub = new GeminiStub();
  await stub.start();
  // gemini-flash-latest is the alias; the image model must not be offered for the chat.
  stub.serve('gemini-3-flash', 'gemini-flash-latest', 'gemini-2.5-flash', 'gemini-3.1-flash-image');
  stub.fallback = { kind: 'text', text: 'Written by Gemini.' };
  env = {
    DATABASE_URL: tdb.url,
    NATS_URL: testNatsUrl(),
    INTERNAL_TOKEN_SECRET: TEST_SECRET,
    PORT: '0',
    APP_MODE: 'local',
    GEMINI_API_KEY: stub.apiKey,
    GEMINI_API_BASE: stub.url,
    CHAT_MAX_PER_IP_PER_MINUTE: '100',
  };
});

afterAll(async () => {
  for (const s of running) await s.stop();
  await stub?.stop();
  await nats?.nc.close();
  await db?.destroy();
  await drop?.();
});

describe('with GEMINI_API_KEY', () => {
  let support: SupportService;
  let base: string;

  beforeAll(async () => {
    ({ support, base } = await start());
  });

  it('uses the first served candidate and shows the admin what it found', async () => {
    const { chatModelStatus: status } = await eventually(async () => {
      const data = await ok(base, admin, STATUS);
      return data.chatModelStatus.checkedAt ? data : null;
    });
    expect(status).toMatchObject({
      configured: true,
      model: 'gemini-3-flash',
      modelSource: 'candidate',
      candidates: ['gemini-3-flash', 'gemini-flash-latest', 'gemini-3-flash-preview', 'gemini-2.5-flash'],
      available: ['gemini-3-flash', 'gemini-2.5-flash', 'gemini-flash-latest'],
      pinnedModel: null,
      problem: null,
      lastError: null,
      lastErrorAt: null,
    });
    expect(new Date(status.checkedAt).toISOString()).toBe(status.checkedAt);
    expect(CANDIDATES).toEqual(status.candidates);
  });

  it('refuses the status and the pin to anyone but an admin', async () => {
    expect(await refused(base, user, STATUS)).toBe('FORBIDDEN: Admin access required');
    expect(await refused(base, user, PIN, { model: 'gemini-2.5-flash' })).toBe(
      'FORBIDDEN: Admin access required',
    );
    expect(await refused(base, visitor, PIN, { model: null })).toMatch(/^UNAUTHENTICATED: /);
    expect((await ok(base, admin, STATUS)).chatModelStatus.pinnedModel).toBeNull();
  });

  it('writes the reply with little thinking and room for it, without the thought parts', async () => {
    stub.next({
      kind: 'text',
      thought: 'The customer asks about the price; entry 1 answers it.',
      text: 'A try-on costs 1 session, friend.',
    });
    const r = await ok(base, visitor, SEND, { message: PRICE });
    expect(r.sendChatMessage).toEqual({
      response: 'A try-on costs 1 session, friend.',
      needsEscalation: false,
    });
    const sent = stub.last()!;
    expect(sent.model).toBe('gemini-3-flash');
    expect(sent.body!.generationConfig).toMatchObject({
      maxOutputTokens: 1024,
      thinkingConfig: { thinkingLevel: 'MINIMAL' },
    });
    expect(sent.body!.generationConfig!.thinkingConfig).not.toHaveProperty('thinkingBudget');
  });

  it("gives the knowledge base's answer, not a cut-off one (finish reason MAX_TOKENS)", async () => {
    stub.next({ kind: 'text', text: 'A virtual try-on costs 1 sess', finishReason: 'MAX_TOKENS' });
    const reply = await support.assistant.reply(PRICE, 0);
    expect(stub.last()!.model).toBe('gemini-3-flash');
    expect(reply.response).toMatch(ENTRY_ANSWER);
    expect(reply.response).not.toBe('A virtual try-on costs 1 sess');
    expect(reply.needsEscalation).toBe(false);
  });

  it('pins a model the admin chose from the available ones, audited; every replica uses it', async () => {
    const replica = await start();
    const before = (await audits()).length;
    expect(await refused(base, admin, PIN, { model: 'gemini-9-ultra' })).toBe(
      'VALIDATION: Invalid data: model must be one of the available models',
    );
    expect(await refused(base, admin, PIN, { model: 'gemini-3.1-flash-image' })).toBe(
      'VALIDATION: Invalid data: model must be one of the available models',
    );

    const pinned = (await ok(base, admin, PIN, { model: 'gemini-2.5-flash' })).pinChatModel;
    expect(pinned).toMatchObject({
      model: 'gemini-2.5-flash',
      modelSource: 'pinned',
      pinnedModel: 'gemini-2.5-flash',
    });
    await support.assistant.reply(PRICE, 0);
    expect(stub.last()!.model).toBe('gemini-2.5-flash');
    expect(stub.last()!.body!.generationConfig!.thinkingConfig).toEqual({ thinkingBudget: 0 });

    // The other replica reads the pin within a few seconds.
    await eventually(async () => {
      await replica.support.assistant.reply(PRICE, 0);
      return stub.last()!.model === 'gemini-2.5-flash';
    });

    const automatic = (await ok(base, admin, PIN, { model: '' })).pinChatModel;
    expect(automatic).toMatchObject({ model: 'gemini-3-flash', modelSource: 'candidate', pinnedModel: null });
    await support.assistant.reply(PRICE, 0);
    expect(stub.last()!.model).toBe('gemini-3-flash');

    expect((await audits()).slice(before)).toEqual([
      expect.objectContaining({
        adminId: 1,
        actionType: 'api_config_updated',
        description: 'Pinned the chat model to gemini-2.5-flash',
        ipAddress: '10.0.0.7',
      }),
      expect.objectContaining({
        adminId: 1,
        actionType: 'api_config_updated',
        description: 'Chat model set to automatic',
      }),
    ]);
    await replica.support.stop();
    running.splice(running.indexOf(replica.support), 1);
  });

  it("records Google's message of a failure no retry fixes, and answers from the knowledge base", async () => {
    stub.next({ kind: 'quota-zero' });
    const reply = await support.assistant.reply(PRICE, 0);
    expect(reply.response).toMatch(ENTRY_ANSWER);
    const status = (await ok(base, admin, STATUS)).chatModelStatus;
    expect(status.lastError).toMatch(/^You exceeded your current quota.*limit: 0/);
    expect(new Date(status.lastErrorAt).toISOString()).toBe(status.lastErrorAt);
  });

  it('writes the reply with the next candidate when the model in use is retired (404)', async () => {
    stub.serve('gemini-flash-latest', 'gemini-2.5-flash', 'gemini-3.1-flash-image');
    stub.listedRetired = ['gemini-3-flash'];
    stub.next({ kind: 'text', text: 'Written by the next model.' });
    const calls = stub.requests.length;
    const reply = await support.assistant.reply(PRICE, 0);
    expect(reply.response).toBe('Written by the next model.');
    expect(stub.requests.slice(calls).map((r) => r.model)).toEqual(['gemini-3-flash', 'gemini-flash-latest']);
    expect(stub.last()!.body!.generationConfig!.thinkingConfig).toEqual({ thinkingBudget: 512 });
    const status = (await ok(base, admin, STATUS)).chatModelStatus;
    expect(status).toMatchObject({ model: 'gemini-flash-latest', modelSource: 'candidate' });
    // The retired model is not tried again.
    await support.assistant.reply(PRICE, 0);
    expect(stub.last()!.model).toBe('gemini-flash-latest');
  });

  it("gives the knowledge base's answer when the next candidate fails too", async () => {
    stub.serve('gemini-2.5-flash');
    stub.listedRetired = ['gemini-flash-latest'];
    stub.next({ kind: 'error', status: 503, message: 'The model is overloaded.' });
    const calls = stub.requests.length;
    const reply = await support.assistant.reply(PRICE, 0);
    expect(stub.requests.slice(calls).map((r) => r.model)).toEqual([
      'gemini-flash-latest',
      'gemini-2.5-flash',
    ]);
    expect(reply.response).toMatch(ENTRY_ANSWER);
  });
});

describe('without GEMINI_API_KEY', () => {
  it('says the knowledge base answers alone, and offers nothing to pin', async () => {
    const { base } = await start({ GEMINI_API_KEY: '' });
    const status = (await ok(base, admin, STATUS)).chatModelStatus;
    expect(status).toMatchObject({
      configured: false,
      model: null,
      modelSource: 'none',
      available: [],
      candidates: CANDIDATES,
    });
    expect(status.problem).toMatch(/GEMINI_API_KEY is not set/);
    expect(await refused(base, admin, PIN, { model: 'gemini-2.5-flash' })).toBe(
      'VALIDATION: Invalid data: model must be one of the available models',
    );
  });
});
