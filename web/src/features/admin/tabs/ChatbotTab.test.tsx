import { act } from '@testing-library/react';
import { gate, gqlCalls, gqlData, gqlError, mockFetch } from '../../../test-utils/fetch-mock';
import { screen, waitFor, within } from '../../../test-utils/render';
import { activityFilters, activityPage, conversation, overviewData } from '../admin.fixtures';
import { renderAdmin } from '../admin.test-utils';

const bo = conversation({
  id: 8,
  visitorName: null,
  visitorEmail: 'bo@example.com',
  feedback: 'bug_report',
  state: 'resolved',
  needsEscalation: false,
  messages: [],
});

/** The chatbot tab at `route` over a server holding `rows` (filtered by state as the server does). */
function renderChatbot(route = '/admin?tab=chatbot', rows = [conversation(), bo]) {
  return renderAdmin(route, {
    'GQL AdminChatConversations': (init) => {
      const { state } = JSON.parse(String(init?.body)).variables;
      return gqlData({ adminChatConversations: rows.filter((r) => !state || r.state === state) });
    },
    'GQL UpdateChatConversation': (init) => {
      const { id, state, adminNotes } = JSON.parse(String(init?.body)).variables;
      const row = rows.find((r) => r.id === id)!;
      return gqlData({
        updateChatConversation: {
          ...row,
          ...(state ? { state } : {}),
          ...(adminNotes !== undefined ? { adminNotes } : {}),
          ...(state === 'responded' ? { respondedBy: 1, respondedAt: '2026-11-22T08:00:00.000Z' } : {}),
        },
      });
    },
    'GQL ReplyToChatConversation': (init) => {
      const { id, message } = JSON.parse(String(init?.body)).variables;
      const row = rows.find((r) => r.id === id)!;
      return gqlData({
        replyToChatConversation: {
          ...row,
          state: 'responded',
          respondedBy: 1,
          respondedAt: '2026-11-22T08:00:00.000Z',
          messages: [
            ...(row.messages as object[]),
            {
              __typename: 'ChatMessage',
              author: 'team',
              content: message,
              timestamp: '2026-11-22T08:00:00.000Z',
            },
          ],
        },
      });
    },
    'GQL AdminActivity': gqlData(activityPage),
    'GQL AdminActivityFilters': gqlData(activityFilters),
  });
}

const table = () => screen.findByRole('table', { name: 'Chatbot conversations' });
const rowOf = async (text: string) => (await within(await table()).findByText(text)).closest('tr')!;
const location = () => screen.getByTestId('location').textContent;
const drawer = () => screen.findByRole('dialog', { name: 'Conversation #7' });

/** A push of the gateway's chatConversationEscalated, delivered and settled. */
async function push(subscriptions: ReturnType<typeof renderChatbot>['subscriptions'], id: number) {
  subscriptions.simulateResult({
    result: {
      data: {
        chatConversationEscalated: {
          __typename: 'ChatbotConversation',
          id,
          state: 'new',
          visitorEmail: 'cy@example.com',
          visitorName: 'Cy',
          feedback: 'question',
          needsEscalation: true,
        },
      },
    },
  });
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

describe('the chatbot tab', () => {
  it('lists the conversations with the visitor, type, status, hand-over and message count', async () => {
    renderChatbot();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Visitor', 'Type', 'Status', 'Person', 'Messages', 'Created', 'Updated', 'Actions']);
    const ann = await rowOf('Ann');
    const cells = within(ann)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['#7', 'Annann@example.com', 'Question', 'New', 'Needs a person', '3']);
    expect(cells[6]).toBe(new Date('2026-11-20T10:00:00.000Z').toLocaleString());
    const other = await rowOf('bo@example.com');
    expect(
      within(other)
        .getAllByRole('cell')
        .slice(2, 6)
        .map((c) => c.textContent),
    ).toEqual(['Bug report', 'Resolved', '—', '0']);
  });

  it('filters by status on the server and keeps the filter in the URL', async () => {
    const { events, fetchMock } = renderChatbot();
    await rowOf('Ann');
    expect(gqlCalls(fetchMock, 'AdminChatConversations')).toEqual([{ state: null }]);
    await events.click(screen.getByRole('radio', { name: 'Resolved' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Chatbot conversations' })).queryByText('Ann'),
      ).toBeNull(),
    );
    expect(await rowOf('bo@example.com')).toBeInTheDocument();
    expect(location()).toBe('/admin?tab=chatbot&status=resolved');
    expect(gqlCalls(fetchMock, 'AdminChatConversations').at(-1)).toEqual({ state: 'resolved' });

    await events.click(screen.getByRole('radio', { name: 'All' }));
    expect(await rowOf('Ann')).toBeInTheDocument();
    expect(location()).toBe('/admin?tab=chatbot');
  });

  it('opens with the filter of the URL', async () => {
    const { fetchMock } = renderChatbot('/admin?tab=chatbot&status=new');
    await rowOf('Ann');
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();
    expect(gqlCalls(fetchMock, 'AdminChatConversations')).toEqual([{ state: 'new' }]);
    expect(within(await table()).queryByText('bo@example.com')).toBeNull();
  });

  it('asks for every conversation when the URL holds no known status', async () => {
    const { fetchMock } = renderChatbot('/admin?tab=chatbot&status=toString');
    await rowOf('Ann');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(gqlCalls(fetchMock, 'AdminChatConversations')).toEqual([{ state: null }]);
  });

  it('opens a conversation with its messages, and sets any status at once with the toast', async () => {
    const { events, fetchMock } = renderChatbot();
    await events.click(within(await rowOf('Ann')).getByRole('button', { name: 'Open conversation #7' }));
    const panel = await drawer();
    const messages = within(within(panel).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages.map((m) => m.textContent)).toEqual([
      `Assistant${new Date('2026-11-20T10:00:00.000Z').toLocaleString()}Hi! How can I help?`,
      `Visitor${new Date('2026-11-20T10:01:00.000Z').toLocaleString()}Can I pay with a gift card?`,
      `Assistant${new Date('2026-11-20T10:01:01.000Z').toLocaleString()}I'm not sure I can answer that one correctly.`,
    ]);
    expect(within(panel).getByText('Not yet')).toBeInTheDocument();

    await events.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await events.click(await screen.findByRole('option', { name: 'Responded' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(screen.getByText('Conversation #7 is now responded.')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'UpdateChatConversation')).toEqual([{ id: 7, state: 'responded' }]);
    expect(await within(panel).findByText('Admin #1')).toBeInTheDocument();
    expect(
      within(panel).getByText(new Date('2026-11-22T08:00:00.000Z').toLocaleString()),
    ).toBeInTheDocument();
    expect(within(await rowOf('Ann')).getByText('Responded')).toBeInTheDocument();
  });

  it('says when the status could not be changed, and puts it back', async () => {
    const { events } = renderChatbot();
    await events.click(within(await rowOf('Ann')).getByRole('button', { name: 'Open conversation #7' }));
    const panel = await drawer();
    const held = gate(gqlError('INTERNAL', 'boom'));
    mockFetch({
      'GQL UpdateChatConversation': () => held.answer,
      'GQL AdminOverview': gqlData(overviewData()),
    });
    await events.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await events.click(await screen.findByRole('option', { name: 'Reviewed' }));
    expect(within(panel).getByRole('combobox', { name: 'Status' })).toHaveValue('Reviewed');
    held.release();
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update conversation status. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Status' })).toHaveValue('New'));
  });

  it('saves the admin notes', async () => {
    const { events, fetchMock } = renderChatbot();
    await events.click(within(await rowOf('Ann')).getByRole('button', { name: 'Open conversation #7' }));
    const panel = await drawer();
    const save = within(panel).getByRole('button', { name: 'Save notes' });
    expect(save).toBeDisabled();
    await events.type(
      within(panel).getByRole('textbox', { name: 'Admin notes' }),
      'Wrote back about gift cards.',
    );
    await events.click(save);
    expect(await screen.findByText('Notes Saved')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'UpdateChatConversation')).toEqual([
      { id: 7, adminNotes: 'Wrote back about gift cards.' },
    ]);
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Save notes' })).toBeDisabled());
  });

  it('shows a pushed hand-over without a reload, with a notification', async () => {
    const rows = [conversation(), bo];
    const { subscriptions, fetchMock } = renderChatbot('/admin?tab=chatbot', rows);
    await rowOf('Ann');
    expect(within(await table()).queryByText('Cy')).toBeNull();
    rows.unshift(conversation({ id: 9, visitorName: 'Cy', visitorEmail: 'cy@example.com' }));
    await push(subscriptions, 9);
    expect(await screen.findByText('New conversation needs a person')).toBeInTheDocument();
    expect(screen.getByText('Cy is waiting for an answer (conversation #9).')).toBeInTheDocument();
    expect(await rowOf('Cy')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'AdminChatConversations')).toHaveLength(2);
    // Shown on the tab itself: no count on its label.
    expect(screen.getByRole('tab', { name: 'Chatbot' })).toBeInTheDocument();
  });

  it('counts the hand-overs on the chatbot tab while another tab is shown', async () => {
    const { subscriptions, events } = renderAdmin('/admin?tab=campaigns', {
      'GQL AdminPromoCampaigns': gqlData({ adminPromoCampaigns: [] }),
      'GQL AdminChatConversations': gqlData({ adminChatConversations: [conversation()] }),
    });
    await screen.findByText('No campaigns yet.');
    await push(subscriptions, 9);
    await push(subscriptions, 10);
    await push(subscriptions, 9);
    const tab = await screen.findByRole('tab', { name: /Chatbot/ });
    await waitFor(() => expect(within(tab).getByLabelText('2 new needing a person')).toHaveTextContent('2'));
    await events.click(tab);
    await screen.findByRole('table', { name: 'Chatbot conversations' });
    expect(
      within(screen.getByRole('tab', { name: /Chatbot/ })).queryByLabelText(/new needing a person/),
    ).toBeNull();

    // Seen: back on another tab, only what comes next is counted.
    await events.click(screen.getByRole('tab', { name: 'Campaigns' }));
    await screen.findByText('No campaigns yet.');
    expect(
      within(screen.getByRole('tab', { name: /Chatbot/ })).queryByLabelText(/new needing a person/),
    ).toBeNull();
    await push(subscriptions, 11);
    await waitFor(() =>
      expect(
        within(screen.getByRole('tab', { name: /Chatbot/ })).getByLabelText('1 new needing a person'),
      ).toHaveTextContent('1'),
    );
  });

  it("replies to the visitor: the reply shows as the team's message and the conversation as responded", async () => {
    const { events, fetchMock } = renderChatbot();
    await events.click(within(await rowOf('Ann')).getByRole('button', { name: 'Open conversation #7' }));
    const panel = await drawer();
    const form = within(panel).getByRole('form', { name: 'Reply to the visitor' });
    const send = within(form).getByRole('button', { name: 'Send reply' });
    expect(send).toBeDisabled();
    await events.type(within(form).getByRole('textbox', { name: 'Reply' }), 'Gift cards work at checkout.');
    await events.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Gift cards');
    await events.click(send);
    expect(await screen.findByText('Reply Sent')).toBeInTheDocument();
    expect(screen.getByText('Your reply is on its way to ann@example.com.')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'ReplyToChatConversation')).toEqual([
      { id: 7, message: 'Gift cards work at checkout.', subject: 'Gift cards' },
    ]);
    const messages = within(within(panel).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages.at(-1)?.textContent).toBe(
      `Team${new Date('2026-11-22T08:00:00.000Z').toLocaleString()}Gift cards work at checkout.`,
    );
    expect(await within(panel).findByText('Admin #1')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Reply' })).toHaveValue('');
    expect(location()).toBe('/admin?tab=chatbot&conversation=7');
  });

  it('says a reply needs an e-mail address when the visitor left none', async () => {
    const anonymous = conversation({ id: 7, visitorEmail: null, visitorName: null });
    const { events } = renderChatbot('/admin?tab=chatbot', [anonymous]);
    await events.click(within(await table()).getByRole('button', { name: 'Open conversation #7' }));
    const panel = await drawer();
    expect(within(panel).getByText('No e-mail address')).toBeInTheDocument();
    expect(within(panel).queryByRole('form', { name: 'Reply to the visitor' })).toBeNull();
  });

  it("opens the conversation a hand-over mail's link names", async () => {
    renderChatbot('/admin?tab=chatbot&conversation=7');
    const panel = await drawer();
    expect(within(panel).getByText('Can I pay with a gift card?')).toBeInTheDocument();
  });
});
