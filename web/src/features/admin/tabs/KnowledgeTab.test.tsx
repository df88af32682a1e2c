import { gate, gqlCalls, gqlData, gqlError, mockFetch } from '../../../test-utils/fetch-mock';
import { screen, waitFor, within } from '../../../test-utils/render';
import { activityFilters, activityPage, knowledgeEntry, unansweredQuestion } from '../admin.fixtures';
import { dialog, renderAdmin } from '../admin.test-utils';

const pricing = knowledgeEntry({
  id: 2,
  question: 'How much does a top-up cost?',
  category: 'pricing',
  keywords: ['top-up', 'price'],
  isActive: false,
  timesUsed: 0,
});

/** The knowledge tab over a server holding `rows`; the mutations answer as the support service does. */
function renderKnowledge(rows = [knowledgeEntry(), pricing]) {
  let nextId = 100;
  return renderAdmin('/admin?tab=knowledge', {
    'GQL AdminKnowledgeEntries': gqlData({ adminKnowledgeEntries: rows }),
    'GQL AdminUnansweredQuestions': gqlData({
      adminUnansweredQuestions: [
        unansweredQuestion(),
        unansweredQuestion({ question: 'what is a session?', times: 1 }),
      ],
    }),
    'GQL CreateKnowledgeEntry': (init) => {
      const { input } = JSON.parse(String(init?.body)).variables;
      return gqlData({ createKnowledgeEntry: knowledgeEntry({ ...input, id: nextId++, timesUsed: 0 }) });
    },
    'GQL UpdateKnowledgeEntry': (init) => {
      const { id, input } = JSON.parse(String(init?.body)).variables;
      return gqlData({ updateKnowledgeEntry: { ...rows.find((r) => r.id === id), ...input } });
    },
    'GQL AdminActivity': gqlData(activityPage),
    'GQL AdminActivityFilters': gqlData(activityFilters),
  });
}

const entries = () => screen.findByRole('table', { name: 'Knowledge base' });
const unanswered = () => screen.findByRole('table', { name: 'Unanswered questions' });
const rowIn = async (table: HTMLElement, text: string) =>
  (await within(table).findByText(text)).closest('tr')!;

describe('the knowledge base tab', () => {
  it('lists the entries by category with their keywords, active switch and use count', async () => {
    renderKnowledge();
    const list = await entries();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Question', 'Category', 'Keywords', 'Active', 'Used', 'Updated', 'Actions']);
    await within(list).findByText('What is a session?');
    const questions = within(list)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0].textContent);
    expect(questions).toEqual(['How much does a top-up cost?', 'What is a session?']);
    const session = await rowIn(list, 'What is a session?');
    expect(session).toHaveTextContent('session, credit, cost');
    expect(within(session).getAllByRole('cell')[4]).toHaveTextContent('12');
    expect(within(session).getByRole('switch', { name: 'Active: What is a session?' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active: How much does a top-up cost?' })).not.toBeChecked();
  });

  it('lists the unanswered questions, and says which one the base now answers', async () => {
    renderKnowledge();
    const list = await unanswered();
    const giftCard = await rowIn(list, 'can i pay with a gift card');
    expect(within(giftCard).getAllByRole('cell')[1]).toHaveTextContent('4');
    expect(giftCard).toHaveTextContent(new Date('2026-11-21T09:30:00.000Z').toLocaleString());
    expect(
      within(giftCard).getByRole('button', { name: 'Add answer: can i pay with a gift card' }),
    ).toBeEnabled();
    const session = await rowIn(list, 'what is a session?');
    expect(within(session).getByText('Answered')).toBeInTheDocument();
    expect(within(session).queryByRole('button')).toBeNull();
  });

  it('switches an entry off at once with the toast, and puts it back when that fails', async () => {
    const { events, fetchMock } = renderKnowledge();
    const list = await entries();
    await rowIn(list, 'What is a session?');
    await events.click(screen.getByRole('switch', { name: 'Active: What is a session?' }));
    expect(await screen.findByText('Entry Updated')).toBeInTheDocument();
    expect(screen.getByText('“What is a session?” is now inactive.')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'UpdateKnowledgeEntry')).toEqual([{ id: 1, input: { isActive: false } }]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Active: What is a session?' })).not.toBeChecked(),
    );

    const held = gate(gqlError('INTERNAL', 'boom'));
    mockFetch({ 'GQL UpdateKnowledgeEntry': () => held.answer });
    await events.click(screen.getByRole('switch', { name: 'Active: How much does a top-up cost?' }));
    expect(screen.getByRole('switch', { name: 'Active: How much does a top-up cost?' })).toBeChecked();
    held.release();
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update entry status. Please try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Active: How much does a top-up cost?' })).not.toBeChecked(),
    );
  });

  it('creates an entry from an unanswered question, with the question filled in', async () => {
    const { events, fetchMock } = renderKnowledge();
    const list = await unanswered();
    await events.click(
      within(await rowIn(list, 'can i pay with a gift card')).getByRole('button', {
        name: 'Add answer: can i pay with a gift card',
      }),
    );
    const form = dialog('Create Entry');
    expect(within(form).getByLabelText(/^Question/)).toHaveValue('Can i pay with a gift card');
    expect(within(form).getByRole('switch', { name: 'Active' })).toBeChecked();
    await events.click(within(form).getByLabelText(/^Answer/));
    await events.paste('Not yet: cards only.');
    await events.type(within(form).getByLabelText(/^Category/, { selector: 'input' }), 'Billing');
    const keywords = within(form).getByLabelText(/^Keywords/, { selector: 'input' });
    await events.type(keywords, 'gift card{Enter}voucher,');
    await events.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Entry Created')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CreateKnowledgeEntry')).toEqual([
      {
        input: {
          question: 'Can i pay with a gift card',
          answer: 'Not yet: cards only.',
          category: 'billing',
          keywords: ['gift card', 'voucher'],
          isActive: true,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Entry' })).toBeNull());
    expect(await rowIn(await entries(), 'Can i pay with a gift card')).toHaveTextContent('billing');
    // The base answers it now.
    const asked = await rowIn(await unanswered(), 'can i pay with a gift card');
    expect(within(asked).getByText('Answered')).toBeInTheDocument();
  });

  it('requires a question, an answer and a category, and words a refusal with the reason', async () => {
    const { events, fetchMock } = renderKnowledge();
    await rowIn(await entries(), 'What is a session?');
    await events.click(screen.getByRole('button', { name: 'Create Entry' }));
    const form = dialog('Create Entry');
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByText('Question is required')).toBeInTheDocument();
    expect(within(form).getByText('Answer is required')).toBeInTheDocument();
    expect(within(form).getByText('Category is required')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CreateKnowledgeEntry')).toHaveLength(0);

    mockFetch({
      'GQL CreateKnowledgeEntry': gqlError(
        'VALIDATION',
        'Invalid data: a keyword must be at most 60 characters',
      ),
    });
    await events.type(within(form).getByLabelText(/^Question/), 'Q?');
    await events.type(within(form).getByLabelText(/^Answer/), 'A.');
    await events.type(within(form).getByLabelText(/^Category/, { selector: 'input' }), 'account');
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid data: a keyword must be at most 60 characters')).toBeInTheDocument();
    expect(within(dialog('Create Entry')).getByLabelText(/^Question/)).toHaveValue('Q?');
  });

  it('edits an entry with its values in the form', async () => {
    const { events, fetchMock } = renderKnowledge();
    await rowIn(await entries(), 'What is a session?');
    await events.click(screen.getByRole('button', { name: 'Edit What is a session?' }));
    const form = dialog('Edit Entry');
    expect(within(form).getByLabelText(/^Answer/)).toHaveValue(knowledgeEntry().answer);
    expect(within(form).getByLabelText(/^Category/, { selector: 'input' })).toHaveValue('sessions');
    const answer = within(form).getByLabelText(/^Answer/);
    await events.clear(answer);
    await events.paste('One try-on, one model or one refinement.');
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Entry Updated')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'UpdateKnowledgeEntry')).toEqual([
      {
        id: 1,
        input: {
          question: 'What is a session?',
          answer: 'One try-on, one model or one refinement.',
          category: 'sessions',
          keywords: ['session', 'credit', 'cost'],
          isActive: true,
        },
      },
    ]);
  });
});
