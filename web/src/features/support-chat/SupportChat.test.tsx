import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppRoutes } from '../../app/AppRoutes';
import { MobileBottomNav } from '../../app/MobileBottomNav/MobileBottomNav';
import { gate, gqlCalls, gqlData, gqlError, mockFetch } from '../../test-utils/fetch-mock';
import { fireEvent, renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import { CHAT_STORAGE_KEY, newChat } from './chat-storage';
import { CHAT_GREETING } from './chat-values';
import { SupportChat } from './SupportChat';
import { mergeServerMessages } from './use-support-chat';

const reply = (response: string, needsEscalation = false) =>
  gqlData({ sendChatMessage: { __typename: 'ChatReply', response, needsEscalation } });
const created = (id = 'conv_abc') =>
  gqlData({ createChatConversation: { __typename: 'ChatConversationRef', id } });

const launcher = () => screen.getByRole('button', { name: 'Open support chat' });
const panel = () => screen.findByRole('dialog', { name: 'Support chat' });
const messageBox = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
/** The texts of the conversation's messages, in order ("You: …" / "Assistant: …"). */
const messages = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const contactForm = () => screen.queryByRole('form', { name: 'Contact our team' });

/** The widget alone, opened, over a fetch mocked with `routes`. */
async function openChat(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch(routes);
  const rendered = renderWithProviders(<SupportChat />);
  // A plain click: the panel's chunk then lands while the test waits for it (not inside the click's act).
  fireEvent.click(launcher());
  await panel();
  return { fetchMock, ...rendered };
}

/** Types a message and presses Enter; waits until the reply (or its failure) is in. */
async function say(events: ReturnType<typeof renderWithProviders>['events'], text: string) {
  await events.type(messageBox(), `${text}{Enter}`);
  await waitFor(() => expect(screen.queryByRole('status', { name: 'The assistant is typing' })).toBeNull());
}

beforeEach(() => sessionStorage.clear());

describe('the support chat widget', () => {
  it("greets with the server's own greeting (services/support assistant.ts GREETING)", () => {
    const server = readFileSync(join(process.cwd(), 'services/support/src/domain/assistant.ts'), 'utf8');
    const greeting = /export const GREETING =\s*"([^"]*)";/.exec(server);
    expect(greeting?.[1]).toBe(CHAT_GREETING);
  });

  it('shows only the launcher on every screen, public or not', async () => {
    mockFetch({});
    for (const route of ['/', '/auth', '/no/such/page']) {
      const { unmount } = renderWithProviders(<AppRoutes />, { route });
      expect(launcher()).toBeInTheDocument();
      // The screen itself has loaded (its chunk), and the launcher is still the only part of the chat.
      await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull());
      expect(launcher()).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Support chat' })).toBeNull();
      unmount();
    }
  });

  it('opens from the bottom navigation of small screens, which gets the focus back on close', async () => {
    mockFetch({});
    const { events } = renderWithProviders(
      <>
        <MobileBottomNav />
        <SupportChat />
      </>,
    );
    const help = within(screen.getByRole('navigation', { name: 'Quick navigation' })).getByRole('button', {
      name: 'Open support chat',
    });
    expect(help).toHaveTextContent('Help');
    fireEvent.click(help);
    const dialog = await panel();
    await waitFor(() => expect(messageBox()).toHaveFocus());
    await events.click(within(dialog).getByRole('button', { name: 'Close support chat' }));
    expect(screen.queryByRole('dialog', { name: 'Support chat' })).toBeNull();
    await waitFor(() => expect(help).toHaveFocus());
  });

  it('loads the panel on the first click, greets once, and gives focus to the message box', async () => {
    const { events } = await openChat();
    const dialog = await panel();
    expect(within(dialog).getByText('Support')).toBeInTheDocument();
    expect(messages()).toEqual([`Assistant: ${CHAT_GREETING}`]);
    await waitFor(() => expect(messageBox()).toHaveFocus());
    // The launcher gives way to the panel while it is open.
    expect(screen.queryByRole('button', { name: 'Open support chat' })).toBeNull();

    await events.click(within(dialog).getByRole('button', { name: 'Close support chat' }));
    expect(screen.queryByRole('dialog', { name: 'Support chat' })).toBeNull();
    await waitFor(() => expect(launcher()).toHaveFocus());

    await events.click(launcher());
    await panel();
    expect(messages()).toEqual([`Assistant: ${CHAT_GREETING}`]);
  });

  it('closes on Escape and gives focus back to the launcher', async () => {
    const { events } = await openChat();
    await waitFor(() => expect(messageBox()).toHaveFocus());
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Support chat' })).toBeNull();
    await waitFor(() => expect(launcher()).toHaveFocus());
  });

  it('sends on Enter, not on Shift+Enter, with Send disabled while blank or waiting for the reply', async () => {
    const held = gate(reply('Sessions are the credits each try-on uses.'));
    const { events, fetchMock } = await openChat({
      'GQL SendChatMessage': () => held.answer,
      'GQL CreateChatConversation': created(),
    });
    expect(sendButton()).toBeDisabled();
    await events.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await events.clear(messageBox());

    await events.type(messageBox(), 'What is a session?{Shift>}{Enter}{/Shift}in short');
    expect(messageBox()).toHaveValue('What is a session?\nin short');
    expect(gqlCalls(fetchMock, 'SendChatMessage')).toHaveLength(0);
    expect(sendButton()).toBeEnabled();

    await events.keyboard('{Enter}');
    expect(await screen.findByRole('status', { name: 'The assistant is typing' })).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    expect(messages().at(-1)).toBe('You: What is a session?\nin short');
    await events.type(messageBox(), 'And');
    expect(sendButton()).toBeDisabled();
    await events.keyboard('{Enter}');
    expect(gqlCalls(fetchMock, 'SendChatMessage')).toEqual([
      {
        message: 'What is a session?\nin short',
        conversationId: null,
        conversationHistory: [{ author: 'assistant', content: CHAT_GREETING, timestamp: expect.any(String) }],
      },
    ]);

    held.release();
    expect(
      await screen.findByText('Sessions are the credits each try-on uses.', { selector: 'li' }),
    ).toBeVisible();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(screen.queryByRole('status', { name: 'The assistant is typing' })).toBeNull();
    expect(screen.getByTestId('chat-announcer')).toHaveTextContent(
      'Sessions are the credits each try-on uses.',
    );
    expect(contactForm()).toBeNull();
  });

  it('creates the conversation after the first exchange, sends its id next, and keeps it for a reload', async () => {
    const answers = [reply('A session is one try-on.'), reply('Top-ups never expire.')];
    const { events, fetchMock, unmount } = await openChat({
      'GQL SendChatMessage': () => answers.shift()!,
      'GQL CreateChatConversation': created('conv_abc'),
    });
    await say(events, 'What is a session?');
    await waitFor(() => expect(gqlCalls(fetchMock, 'CreateChatConversation')).toHaveLength(1));
    expect(gqlCalls(fetchMock, 'CreateChatConversation')[0]).toEqual({
      messages: [
        { author: 'assistant', content: CHAT_GREETING, timestamp: expect.any(String) },
        { author: 'user', content: 'What is a session?', timestamp: expect.any(String) },
        { author: 'assistant', content: 'A session is one try-on.', timestamp: expect.any(String) },
      ],
    });

    await say(events, 'Do top-ups expire?');
    expect(await screen.findByText('Top-ups never expire.', { selector: 'li' })).toBeInTheDocument();
    const second = gqlCalls(fetchMock, 'SendChatMessage')[1];
    expect(second).toMatchObject({ message: 'Do top-ups expire?', conversationId: 'conv_abc' });
    expect(second.conversationHistory).toHaveLength(3);
    expect(gqlCalls(fetchMock, 'CreateChatConversation')).toHaveLength(1);

    const stored = JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY)!);
    expect(stored.conversationId).toBe('conv_abc');
    expect(stored.messages).toHaveLength(5);

    // A reload of the tab: the same conversation, no second greeting.
    unmount();
    const again = renderWithProviders(<SupportChat />);
    await again.events.click(launcher());
    await panel();
    expect(messages()).toHaveLength(5);
    expect(messages()[0]).toBe(`Assistant: ${CHAT_GREETING}`);
    expect(messages()[4]).toBe('Assistant: Top-ups never expire.');
  });

  it('takes the next message while the conversation is being stored, and sends it with its id', async () => {
    const answers = [reply('A session is one try-on.'), reply('Top-ups never expire.')];
    const storing = gate(created('conv_slow'));
    const { events, fetchMock } = await openChat({
      'GQL SendChatMessage': () => answers.shift()!,
      'GQL CreateChatConversation': () => storing.answer,
    });
    await say(events, 'What is a session?');
    await waitFor(() => expect(gqlCalls(fetchMock, 'CreateChatConversation')).toHaveLength(1));
    // The reply is in and the conversation not stored yet: the visitor can write and send at once.
    await events.type(messageBox(), 'Do top-ups expire?');
    expect(sendButton()).toBeEnabled();
    await events.keyboard('{Enter}');
    expect(messageBox()).toHaveValue('');
    expect(messages().at(-1)).toBe('You: Do top-ups expire?');
    expect(gqlCalls(fetchMock, 'SendChatMessage')).toHaveLength(1);

    storing.release();
    expect(await screen.findByText('Top-ups never expire.', { selector: 'li' })).toBeInTheDocument();
    const second = gqlCalls(fetchMock, 'SendChatMessage')[1];
    expect(second).toMatchObject({ message: 'Do top-ups expire?', conversationId: 'conv_slow' });
    expect(second.conversationHistory).toHaveLength(3);
    expect(gqlCalls(fetchMock, 'CreateChatConversation')).toHaveLength(1);
  });

  it('asks for a contact after a hand-over and thanks the visitor once it is sent', async () => {
    const { events, fetchMock } = await openChat({
      'GQL SendChatMessage': reply("I'm not sure I can answer that one correctly.", true),
      'GQL CreateChatConversation': created('conv_abc'),
      'GQL SetChatConversationContact': gqlData({ setChatConversationContact: true }),
    });
    await say(events, 'Can I pay with a gift card?');
    const form = await screen.findByRole('form', { name: 'Contact our team' });
    const submit = within(form).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(within(form).getByRole('combobox', { name: 'Feedback type' })).toHaveValue('question');
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Question', 'Feedback', 'Bug report', 'Feature request', 'Other']);

    await events.type(within(form).getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    expect(submit).toBeEnabled();
    await events.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ann');
    await events.selectOptions(
      within(form).getByRole('combobox', { name: 'Feedback type' }),
      'feature_request',
    );
    await events.click(submit);

    expect(await screen.findByText('Email Captured')).toBeInTheDocument();
    expect(screen.getByText('Our team will get back to you soon!')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'SetChatConversationContact')).toEqual([
      { id: 'conv_abc', email: 'ann@example.com', name: 'Ann', feedback: 'feature_request' },
    ]);
    await waitFor(() => expect(contactForm()).toBeNull());
    expect(messages().at(-1)).toBe('Assistant: Thank you! Our team will reach you at ann@example.com.');

    // Contact sent: a later hand-over does not ask again.
    await say(events, 'And with crypto?');
    expect(messages()).toHaveLength(6);
    expect(messages().at(-1)).toBe("Assistant: I'm not sure I can answer that one correctly.");
    expect(contactForm()).toBeNull();
  });

  it('creates the conversation first when the contact is left before it exists', async () => {
    const creations = [
      gqlError('RATE_LIMITED', 'Too many messages. Please wait a moment and try again.'),
      created('conv_late'),
    ];
    const { events, fetchMock } = await openChat({
      'GQL SendChatMessage': reply('Leave your e-mail below.', true),
      'GQL CreateChatConversation': () => creations.shift()!,
      'GQL SetChatConversationContact': gqlData({ setChatConversationContact: true }),
    });
    await say(events, 'I want a person');
    const form = await screen.findByRole('form', { name: 'Contact our team' });
    await waitFor(() => expect(gqlCalls(fetchMock, 'CreateChatConversation')).toHaveLength(1));
    await events.type(within(form).getByRole('textbox', { name: /Email/ }), 'bo@example.com');
    await events.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email Captured')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CreateChatConversation')).toHaveLength(2);
    expect(gqlCalls(fetchMock, 'SetChatConversationContact')).toEqual([
      { id: 'conv_late', email: 'bo@example.com', name: null, feedback: 'question' },
    ]);
  });

  it('says when the contact could not be saved, and keeps the form', async () => {
    const { events } = await openChat({
      'GQL SendChatMessage': reply('Leave your e-mail below.', true),
      'GQL CreateChatConversation': created(),
      'GQL SetChatConversationContact': gqlError('INTERNAL', 'boom'),
    });
    await say(events, 'I want a person');
    const form = await screen.findByRole('form', { name: 'Contact our team' });
    await events.type(within(form).getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    await events.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to save your email. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(contactForm()).not.toBeNull();
    expect(messages().at(-1)).toBe('Assistant: Leave your e-mail below.');
  });

  it('says when a message could not be sent, and gives the text back', async () => {
    const answers = [
      gqlError('INTERNAL', 'boom'),
      gqlError('RATE_LIMITED', 'Too many messages. Please wait a moment and try again.'),
    ];
    const { events } = await openChat({ 'GQL SendChatMessage': () => answers.shift()! });
    await say(events, 'Hello there');
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Hello there');
    expect(messages()).toEqual([`Assistant: ${CHAT_GREETING}`]);

    // A 429: the server's own words under the same title.
    await events.keyboard('{Enter}');
    expect(
      await screen.findByText('Too many messages. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Connection Error').length).toBeGreaterThan(0);
    expect(messageBox()).toHaveValue('Hello there');
  });

  it('reads back the conversation the tab kept, leaving out a message of no known author', async () => {
    sessionStorage.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({
        conversationId: 'conv_kept',
        messages: [
          { role: 'assistant', content: CHAT_GREETING, timestamp: '2026-11-20T10:00:00.000Z' },
          { role: 'user', content: 'What is a session?', timestamp: '2026-11-20T10:01:00.000Z' },
          { role: 'toString', content: 'not a message', timestamp: '2026-11-20T10:01:01.000Z' },
          { author: 'assistant', content: 'neither', timestamp: '2026-11-20T10:01:02.000Z' },
        ],
        escalated: false,
        contactSent: false,
      }),
    );
    const { events, fetchMock } = await openChat({ 'GQL SendChatMessage': reply('One try-on.') });
    expect(messages()).toEqual([`Assistant: ${CHAT_GREETING}`, 'You: What is a session?']);
    await say(events, 'And a pack?');
    expect(gqlCalls(fetchMock, 'SendChatMessage')).toEqual([
      {
        message: 'And a pack?',
        conversationId: 'conv_kept',
        conversationHistory: [
          { author: 'assistant', content: CHAT_GREETING, timestamp: '2026-11-20T10:00:00.000Z' },
          { author: 'user', content: 'What is a session?', timestamp: '2026-11-20T10:01:00.000Z' },
        ],
      },
    ]);
  });

  it('counts the characters near the 1000 limit', async () => {
    const { events } = await openChat();
    await events.click(messageBox());
    await events.paste('a'.repeat(799));
    expect(screen.queryByText('799/1000')).toBeNull();
    await events.type(messageBox(), 'b');
    expect(screen.getByText('800/1000')).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('maxlength', '1000');
  });

  it("shows the team's reply once a contact was left, labelled as the team's", async () => {
    sessionStorage.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({
        ...newChat(new Date('2026-11-20T10:00:00.000Z')),
        conversationId: 'conv_abc',
        escalated: true,
        contactSent: true,
      }),
    );
    const server = [
      {
        __typename: 'ChatMessage',
        author: 'assistant',
        content: CHAT_GREETING,
        timestamp: '2026-11-20T10:00:00.000Z',
      },
      {
        __typename: 'ChatMessage',
        author: 'user',
        content: 'A human please',
        timestamp: '2026-11-20T10:01:00.000Z',
      },
      {
        __typename: 'ChatMessage',
        author: 'team',
        content: 'Hello, Ann here.',
        timestamp: '2026-11-20T11:00:00.000Z',
      },
    ];
    const { fetchMock } = await openChat({
      'GQL ChatConversationMessages': gqlData({ chatConversationMessages: server }),
    });
    await waitFor(() =>
      expect(messages()).toEqual([
        `Assistant: ${CHAT_GREETING}`,
        'You: A human please',
        'Support team: Hello, Ann here.',
      ]),
    );
    expect(gqlCalls(fetchMock, 'ChatConversationMessages')).toEqual([{ id: 'conv_abc' }]);
  });

  it("opens the conversation a reply mail's link names, and takes the token out of the address", async () => {
    const fetchMock = mockFetch({
      'GQL ChatConversationMessages': gqlData({
        chatConversationMessages: [
          {
            __typename: 'ChatMessage',
            author: 'user',
            content: 'Refunds?',
            timestamp: '2026-11-20T10:01:00.000Z',
          },
          {
            __typename: 'ChatMessage',
            author: 'team',
            content: 'Yes, within 14 days.',
            timestamp: '2026-11-20T11:00:00.000Z',
          },
        ],
      }),
    });
    renderWithProviders(<SupportChat />, { route: '/?chat=conv_xyz' });
    await panel();
    await waitFor(() => expect(messages()).toEqual(['You: Refunds?', 'Support team: Yes, within 14 days.']));
    expect(gqlCalls(fetchMock, 'ChatConversationMessages')).toEqual([{ id: 'conv_xyz' }]);
    expect(contactForm()).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

it('starts afresh when a link names a conversation the server does not know', async () => {
  const fetchMock = mockFetch({
    'GQL ChatConversationMessages': gqlError('NOT_FOUND', 'Conversation not found'),
    'GQL SendChatMessage': reply('A session is one try-on.'),
    'GQL CreateChatConversation': created('conv_new'),
  });
  const { events } = renderWithProviders(<SupportChat />, { route: '/?chat=conv_gone' });
  await panel();
  await waitFor(() => expect(gqlCalls(fetchMock, 'ChatConversationMessages')).toHaveLength(1));
  await say(events, 'What is a session?');
  expect(gqlCalls(fetchMock, 'SendChatMessage')).toEqual([
    expect.objectContaining({ message: 'What is a session?', conversationId: null }),
  ]);
  expect(messages().at(-1)).toBe('Assistant: A session is one try-on.');
});

describe('mergeServerMessages', () => {
  const m = (role: 'user' | 'assistant' | 'team', content: string, minute: number) => ({
    role,
    content,
    timestamp: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
  });

  it("adds the team's new replies in time order, once", () => {
    const local = [m('assistant', 'Hi', 0), m('user', 'Help', 1), m('assistant', 'Thanks, we will write', 3)];
    const server = [m('assistant', 'Hi', 0), m('user', 'Help', 1), m('team', 'Here I am', 2)];
    const merged = mergeServerMessages(local, server);
    expect(merged.map((x) => x.content)).toEqual(['Hi', 'Help', 'Here I am', 'Thanks, we will write']);
    expect(mergeServerMessages(merged, server)).toBe(merged);
  });

  it("takes the server's conversation when the tab only has the greeting", () => {
    const server = [m('user', 'Help', 1), m('team', 'Here I am', 2)];
    expect(mergeServerMessages([m('assistant', 'Hi', 0)], server)).toEqual(server);
  });
});
