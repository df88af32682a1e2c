process.env.APOLLO_TELEMETRY_DISABLED = '1';
import { randomBytes } from 'node:crypto';
import { GeminiStub } from '../../test-support/gemini-stub.js';
import { apiCall, signUp, startStack, type Stack } from '../../test-support/stack.js';
import { connectedWsClient, subscribed } from '../../test-support/ws.js';
import { waitFor } from '../../test-support/wait.js';

// The chatbot through the gateway, as the widget and other clients call it: answers from the knowledge
// base, a conversation named by an unguessable id, the hand-over to a person (pushed live to admins), the
// admin's status and notes, rate limits and bad input; then replies written by Gemini (a stub speaking
// its wire format) from the knowledge base only.

let stack: Stack;
let base: string;
let adminCookie: string;

async function signUpAdmin(s: Stack): Promise<string> {
  const email = `admin-${randomBytes(5).toString('hex')}@example.com`;
  await apiCall(s.base, 'POST', '/api/register', undefined, { email, password: 'correct-horse' });
  await s.dbs.identity!('users').where({ email }).update({ role: 'admin' });
  const res = await fetch(`${s.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse' }),
  });
  return `sid=${/sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]}`;
}

beforeAll(async () => {
  stack = await startStack(['identity', 'support'], {
    env: { CHAT_MAX_PER_IP_PER_MINUTE: '40', CHAT_MAX_PER_CONVERSATION_PER_MINUTE: '6' },
  });
  base = stack.base;
  adminCookie = await signUpAdmin(stack);
});

afterAll(() => stack?.stop());

const ask = (body: unknown, cookie?: string) => apiCall(base, 'POST', '/api/chatbot/message', cookie, body);

describe('the assistant', () => {
  it('answers a visitor from the knowledge base', async () => {
    const r = await ask({ message: 'how much does a try-on cost', conversationHistory: [] });
    expect(r.status).toBe(200);
    expect(r.body.needsEscalation).toBe(false);
    expect(r.body.response).toMatch(/costs 1 session/);
  });

  it('hands over when asked for a human, when it cannot answer, and after two unhelpful answers', async () => {
    expect((await ask({ message: 'Can I talk to a human please?' })).body.needsEscalation).toBe(true);
    expect((await ask({ message: 'what is the weather in lisbon tomorrow' })).body.needsEscalation).toBe(
      true,
    );
    const history = [
      { role: 'user', content: 'how do refinements work' },
      { role: 'assistant', content: 'Under a result, type what to change...' },
      { role: 'user', content: 'that does not help' },
      { role: 'assistant', content: 'Sorry...' },
    ];
    const second = await ask({ message: "that's not what i asked", conversationHistory: history });
    expect(second.body.needsEscalation).toBe(true);
    const first = await ask({ message: "that's not what i asked", conversationHistory: history.slice(0, 2) });
    expect(first.body).toMatchObject({ needsEscalation: false });
  });

  it('refuses bad input with a clear 400', async () => {
    expect(await ask({ message: '   ' })).toEqual({
      status: 400,
      body: { error: 'Missing required field: message', code: 'VALIDATION' },
    });
    expect((await ask({ message: 'x'.repeat(1001) })).body.error).toBe(
      'Invalid data: message must be at most 1000 characters',
    );
    expect((await ask({})).status).toBe(400);
    expect((await ask({ message: 42 })).status).toBe(400);
  });
});

describe('conversations', () => {
  it('keeps a conversation under an unguessable id, hands it over, and lets the admin answer it', async () => {
    const user = await signUp(base);
    const first = await ask({ message: 'how much does a try-on cost' }, user.cookie);
    const created = await apiCall(base, 'POST', '/api/chatbot/conversation', user.cookie, {
      messages: [
        // Not the assistant's greeting: a line the client wrote, which is never stored as the assistant's.
        { role: 'assistant', content: 'Hi! How can I help?', timestamp: new Date().toISOString() },
        { role: 'user', content: 'how much does a try-on cost' },
        { role: 'assistant', content: first.body.response },
      ],
    });
    expect(created.status).toBe(200);
    const id: string = created.body.id;
    expect(id).toMatch(/^conv_[A-Za-z0-9_-]{32}$/);

    // Someone else's guesses find nothing.
    for (const guess of ['1', 'conv_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await ask({ message: 'hello', conversationId: guess })).status).toBe(404);
      expect(
        (
          await apiCall(base, 'PUT', `/api/chatbot/conversation/${guess}/email`, undefined, {
            email: 'a@b.co',
          })
        ).status,
      ).toBe(404);
    }

    const ws = await connectedWsClient(base, adminCookie);
    const pushes: any[] = [];
    ws.subscribe(
      {
        query:
          'subscription { chatConversationEscalated { id status state visitorEmail feedbackType feedback } }',
      },
      {
        next: (m) => pushes.push(m.data?.chatConversationEscalated),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await subscribed(stack.gatewayEvents, 'conversationEscalated');

    const human = await ask({ message: 'I would like to speak to a person', conversationId: id });
    expect(human.body.needsEscalation).toBe(true);
    expect(
      (await apiCall(base, 'PUT', `/api/chatbot/conversation/${id}/email`, undefined, { email: 'bad' })).body
        .error,
    ).toBe('Invalid email format');
    const contact = await apiCall(base, 'PUT', `/api/chatbot/conversation/${id}/email`, undefined, {
      email: 'Ann@Example.com',
      name: 'Ann',
      feedbackType: 'bug_report',
    });
    expect(contact).toEqual({ status: 200, body: { success: true } });
    // Both pushes (escalated, then the contact given), or whatever came within the time.
    await waitFor(() => pushes.filter(Boolean).length >= 2, { timeoutMs: 5300 }).catch(() => undefined);
    expect(pushes.filter(Boolean).at(-1)).toEqual({
      id: expect.any(Number),
      status: 'new',
      state: 'new',
      visitorEmail: 'ann@example.com',
      feedbackType: 'bug_report',
      feedback: 'bug_report',
    });
    await ws.dispose();

    const list = await apiCall(base, 'GET', '/api/admin/chatbot/conversations?status=new', adminCookie);
    const conv = list.body.find((c: { visitorEmail: string }) => c.visitorEmail === 'ann@example.com');
    expect(conv).toMatchObject({
      visitorName: 'Ann',
      feedbackType: 'bug_report',
      needsEscalation: true,
      userId: user.id,
    });
    expect(conv.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(conv.messages[1].content).toBe(first.body.response);
    expect(conv.messages[2].content).toBe('I would like to speak to a person');

    const answered = await apiCall(base, 'PUT', `/api/admin/chatbot/conversations/${conv.id}`, adminCookie, {
      status: 'responded',
      adminNotes: 'Replied by e-mail with the fix',
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'responded',
      adminNotes: 'Replied by e-mail with the fix',
    });
    expect(answered.body.respondedBy).toEqual(expect.any(Number));
    expect(Date.parse(answered.body.respondedAt)).toBeGreaterThan(Date.now() - 60_000);
    const audit = await stack.dbs.support!('outbox')
      .where({ subject: 'audit.admin-action.recorded.v1' })
      .orderBy('created_at', 'desc')
      .first();
    expect(audit.payload.data).toMatchObject({ actionType: 'chat_conversation_updated' });
    expect(
      (
        await apiCall(base, 'PUT', `/api/admin/chatbot/conversations/${conv.id}`, adminCookie, {
          status: 'closed',
        })
      ).body.error,
    ).toBe('Invalid data: status must be one of new, reviewed, responded, resolved');
    expect((await apiCall(base, 'GET', '/api/admin/chatbot/conversations', user.cookie)).status).toBe(403);
    // The visitor's token is all they hold: the stored row has only its hash.
    const row = await stack.dbs.support!('chatbot_conversations').where({ id: conv.id }).first();
    expect(row.tokenHash).not.toContain(id);
  });

  it("answers the graph's enums (author, feedback, state) beside the deprecated strings", async () => {
    const gql = async (query: string, cookie?: string) => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query }),
      });
      return (await res.json()) as { data?: any; errors?: { message: string }[] };
    };
    const created = await gql(`mutation {
      createChatConversation(messages: [
        { author: assistant, content: "Hi! How can I help?" }
        { role: "user", content: "do sessions expire" }
      ]) { id }
    }`);
    const id: string = created.data.createChatConversation.id;
    const email = `enum-${randomBytes(4).toString('hex')}@example.com`;
    const contact = await gql(
      `mutation { setChatConversationContact(id: "${id}", email: "${email}", feedback: feature_request) }`,
    );
    expect(contact).toEqual({ data: { setChatConversationContact: true } });

    const fields = 'id state status feedback feedbackType messages { author role }';
    const listed = await gql(
      `{ adminChatConversations(state: new) { visitorEmail ${fields} } }`,
      adminCookie,
    );
    const conv = listed.data.adminChatConversations.find(
      (c: { visitorEmail: string }) => c.visitorEmail === email,
    );
    expect(conv).toMatchObject({
      state: 'new',
      status: 'new',
      feedback: 'feature_request',
      feedbackType: 'feature_request',
      // The client's "assistant" line is not stored: only what the assistant said is.
      messages: [{ author: 'user', role: 'user' }],
    });

    const updated = await gql(
      `mutation { updateChatConversation(id: ${conv.id}, state: resolved) { ${fields} } }`,
      adminCookie,
    );
    expect(updated.data.updateChatConversation).toMatchObject({ state: 'resolved', status: 'resolved' });
    const resolved = await gql('{ adminChatConversations(status: "resolved") { id state } }', adminCookie);
    expect(resolved.data.adminChatConversations).toContainEqual({ id: conv.id, state: 'resolved' });
    const both = await gql(
      `mutation { updateChatConversation(id: ${conv.id}, state: new, status: "reviewed") { id } }`,
      adminCookie,
    );
    expect(both.errors?.[0].message).toBe('Invalid data: give state or status, not both');
    const noAuthor = await gql('mutation { createChatConversation(messages: [{ content: "hi" }]) { id } }');
    expect(noAuthor.errors?.[0].message).toBe('Missing required field: author');

    // The REST calls answer as they did: documented keys and values, the same refusals.
    const rest = await apiCall(base, 'GET', '/api/admin/chatbot/conversations?status=resolved', adminCookie);
    const row = rest.body.find((c: { id: number }) => c.id === conv.id);
    expect(row).toMatchObject({ status: 'resolved', feedbackType: 'feature_request' });
    expect(row.messages.map((m: { role: string }) => m.role)).toEqual(['user']);
    expect(row).not.toHaveProperty('state');
    const refused = (body: unknown) =>
      apiCall(base, 'PUT', `/api/admin/chatbot/conversations/${conv.id}`, adminCookie, body);
    const STATUS_WORDS = 'Invalid data: status must be one of new, reviewed, responded, resolved';
    expect(await refused({ status: '' })).toEqual({
      status: 400,
      body: { error: STATUS_WORDS, code: 'VALIDATION' },
    });
    expect((await refused({ status: 'closed' })).body.error).toBe(STATUS_WORDS);
    expect(
      (await apiCall(base, 'GET', '/api/admin/chatbot/conversations?status=closed', adminCookie)).body.error,
    ).toBe(STATUS_WORDS);
    const create = (messages: unknown) =>
      apiCall(base, 'POST', '/api/chatbot/conversation', undefined, { messages });
    expect(await create([{ content: 'hi' }])).toEqual({
      status: 400,
      body: { error: 'Missing required field: role', code: 'VALIDATION' },
    });
    expect((await create([{ role: 'bot', content: 'hi' }])).body.error).toBe(
      'Invalid data: role must be user or assistant',
    );
    expect(
      (await ask({ message: 'hi', conversationHistory: [{ role: 'robot', content: 'beep' }] })).body.error,
    ).toBe('Invalid data: role must be user or assistant');
    expect(
      (
        await apiCall(base, 'PUT', `/api/chatbot/conversation/${id}/email`, undefined, {
          email: 'a@b.co',
          feedbackType: 'praise',
        })
      ).body.error,
    ).toBe(
      'Invalid data: feedbackType must be one of question, feedback, bug_report, feature_request, other',
    );
  });

  it('limits messages per conversation', async () => {
    const created = await apiCall(base, 'POST', '/api/chatbot/conversation', undefined, {
      messages: [{ role: 'user', content: 'hi' }],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await ask({ message: 'do sessions expire', conversationId: created.body.id })).status);
    }
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});

describe('replies written by Gemini', () => {
  let gemini: GeminiStub;
  let withKey: Stack;

  beforeAll(async () => {
    gemini = new GeminiStub();
    await gemini.start();
    withKey = await startStack(['identity', 'support'], {
      env: { GEMINI_API_KEY: gemini.apiKey, GEMINI_API_BASE: gemini.url },
    });
  });

  afterAll(async () => {
    await withKey?.stop();
    await gemini?.stop();
  });

  it('writes the reply from the best entries only, and hands over when they do not cover it', async () => {
    gemini.next({ kind: 'text', text: 'A try-on costs 1 session, friend.' });
    const r = await apiCall(withKey.base, 'POST', '/api/chatbot/message', undefined, {
      message: 'how much does a try-on cost',
    });
    expect(r.body).toEqual({ response: 'A try-on costs 1 session, friend.', needsEscalation: false });
    const sent = gemini.requests.at(-1)!;
    const prompt = sent.body!.contents![0].parts![0].text!;
    expect(prompt).toContain('How much does a virtual try-on cost?');
    expect(prompt.match(/^Entry \d/gm)!.length).toBeLessThanOrEqual(3);
    expect(prompt).toContain('Customer question: how much does a try-on cost');

    gemini.next({ kind: 'text', text: 'NOT_COVERED: I do not have that information.' });
    const uncovered = await apiCall(withKey.base, 'POST', '/api/chatbot/message', undefined, {
      message: 'how much does a try-on cost in euros',
    });
    expect(uncovered.body).toEqual({ response: 'I do not have that information.', needsEscalation: true });

    gemini.next({ kind: 'error', status: 500 });
    const fallback = await apiCall(withKey.base, 'POST', '/api/chatbot/message', undefined, {
      message: 'how much does a try-on cost',
    });
    expect(fallback.body.response).toMatch(/^A virtual try-on costs 1 session/);
  });
});
