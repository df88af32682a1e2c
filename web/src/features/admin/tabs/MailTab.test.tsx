import { gqlCalls, gqlData, gqlError, mockFetch } from '../../../test-utils/fetch-mock';
import { screen, waitFor, within } from '../../../test-utils/render';
import {
  activityFilters,
  activityPage,
  emailMessage,
  emailNotification,
  emailPage,
  topUpsPage,
} from '../admin.fixtures';
import { dialog, renderAdmin } from '../admin.test-utils';

const ERROR = '550 5.1.1 <bo@example.com>: Recipient address rejected: User unknown in virtual mailbox table';

const ann = emailNotification();
const bo = emailNotification({
  id: 32,
  userId: 4,
  recipient: 'bo@example.com',
  kind: 'marketing',
  subject: 'Winter styles are here',
  state: 'failed',
  attempts: 3,
  sentAt: null,
  errorMessage: ERROR,
  nextAttemptAt: '2026-11-21T12:00:00.000Z',
  createdAt: '2026-11-21T09:00:00.000Z',
});

/**
 * The mail tab at `route` over a server holding `rows` (filtered by kind and state as the server does);
 * sendMarketingEmail answers that 3 were queued.
 */
function renderMail(route = '/admin?tab=mail', rows = [ann, bo]) {
  return renderAdmin(route, {
    'GQL AdminEmailNotifications': (init) => {
      const { kind, state } = JSON.parse(String(init?.body)).variables;
      return gqlData(
        emailPage(rows.filter((r) => (!kind || r.kind === kind) && (!state || r.state === state))),
      );
    },
    'GQL AdminEmailMessage': (init) => {
      const { id } = JSON.parse(String(init?.body)).variables;
      const row = rows.find((r) => r.id === id)!;
      return gqlData({
        adminEmailMessage: emailMessage({
          id,
          recipient: row.recipient,
          kind: row.kind,
          subject: row.subject,
          state: row.state,
          sentAt: row.sentAt,
          createdAt: row.createdAt,
        }),
      });
    },
    'GQL SendMarketingEmail': gqlData({ sendMarketingEmail: 3 }),
    'GQL AdminActivity': gqlData(activityPage),
    'GQL AdminActivityFilters': gqlData(activityFilters),
    'GQL AdminTopUps': gqlData(topUpsPage),
  });
}

const table = () => screen.findByRole('table', { name: 'E-mails' });
const rowOf = async (text: string) => (await within(await table()).findByText(text)).closest('tr')!;
const location = () => screen.getByTestId('location').textContent;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** Picks `option` in the select labelled `label`. */
async function choose(events: ReturnType<typeof renderMail>['events'], label: string, option: string) {
  await events.click(screen.getByRole('combobox', { name: label }));
  await events.click(await screen.findByRole('option', { name: option }));
}

describe('the mail tab', () => {
  it('lists the e-mails with the readable type, status, attempts, time and the error cut short', async () => {
    const { fetchMock } = renderMail();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Recipient', 'Type', 'Subject', 'Status', 'Attempts', 'Sent', 'Error', 'Actions']);
    expect(cellsOf(await rowOf('ann@example.com'))).toEqual([
      'ann@example.com',
      'Renewal reminder',
      'Your plan renews in 3 days',
      'Sent',
      '1',
      new Date('2026-11-20T10:05:00.000Z').toLocaleString(),
      '—',
      'View',
    ]);
    const failed = await rowOf('bo@example.com');
    expect(cellsOf(failed).slice(1, 6)).toEqual([
      'Marketing',
      'Winter styles are here',
      'Failed',
      '3',
      `Created ${new Date('2026-11-21T09:00:00.000Z').toLocaleString()}` +
        `Next attempt ${new Date('2026-11-21T12:00:00.000Z').toLocaleString()}`,
    ]);
    // The error is cut to 40 characters, the whole of it on hover.
    expect(within(failed).getByTitle(ERROR)).toHaveTextContent(`${ERROR.slice(0, 40)}…`);
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'AdminEmailNotifications')).toEqual([
      { kind: null, state: null, limit: 100, offset: 0 },
    ]);
  });

  it('filters by type and status on the server, keeps them in the URL and drops them with the tab', async () => {
    const { events, fetchMock } = renderMail();
    await rowOf('ann@example.com');
    await choose(events, 'Type', 'Marketing');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'E-mails' })).queryByText('ann@example.com'),
      ).toBeNull(),
    );
    expect(await rowOf('bo@example.com')).toBeInTheDocument();
    expect(location()).toBe('/admin?tab=mail&type=marketing');
    expect(gqlCalls(fetchMock, 'AdminEmailNotifications').at(-1)).toEqual({
      kind: 'marketing',
      state: null,
      limit: 100,
      offset: 0,
    });

    await choose(events, 'Status', 'Sent');
    expect(await screen.findByText('No e-mails yet.')).toBeInTheDocument();
    expect(location()).toBe('/admin?tab=mail&type=marketing&status=sent');
    expect(gqlCalls(fetchMock, 'AdminEmailNotifications').at(-1)).toEqual({
      kind: 'marketing',
      state: 'sent',
      limit: 100,
      offset: 0,
    });

    await events.click(screen.getByRole('tab', { name: 'Revenue' }));
    await screen.findByRole('table', { name: 'Top-up purchases' });
    expect(location()).toBe('/admin?tab=revenue');
  });

  it('opens with the filters and page of the URL, ignoring values the server does not know', async () => {
    const { fetchMock, unmount } = renderMail('/admin?tab=mail&type=invoice&status=bounced&page=3');
    expect(await screen.findByText('No e-mails yet.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('Invoice');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Bounced');
    expect(gqlCalls(fetchMock, 'AdminEmailNotifications')).toEqual([
      { kind: 'invoice', state: 'bounced', limit: 100, offset: 200 },
    ]);
    unmount();

    const again = renderMail('/admin?tab=mail&type=spam&status=lost');
    await rowOf('ann@example.com');
    expect(gqlCalls(again.fetchMock, 'AdminEmailNotifications')).toEqual([
      { kind: null, state: null, limit: 100, offset: 0 },
    ]);
  });

  it('pages through 100 e-mails at a time', async () => {
    const { events, fetchMock } = renderAdmin('/admin?tab=mail', {
      'GQL AdminEmailNotifications': (init) => {
        const { offset } = JSON.parse(String(init?.body)).variables;
        return gqlData(emailPage(offset === 100 ? [bo] : [ann], 101));
      },
    });
    await rowOf('ann@example.com');
    expect(screen.getByText('1–1 of 101')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await rowOf('bo@example.com')).toBeInTheDocument();
    expect(location()).toBe('/admin?tab=mail&page=2');
    expect(gqlCalls(fetchMock, 'AdminEmailNotifications').at(-1)).toEqual({
      kind: null,
      state: null,
      limit: 100,
      offset: 100,
    });
  });

  it('says when there are none, and when they could not be loaded', async () => {
    const { unmount } = renderMail('/admin?tab=mail', []);
    expect(await screen.findByText('No e-mails yet.')).toBeInTheDocument();
    unmount();
    renderAdmin('/admin?tab=mail', {
      'GQL AdminEmailNotifications': gqlError('FORBIDDEN', 'Admin access required'),
    });
    expect(await screen.findByText('Could not load E-mails')).toBeInTheDocument();
    expect(screen.getByText('This action is only available to administrators.')).toBeInTheDocument();
  });

  it('opens an e-mail from its row: the facts, the text as it reads and the HTML in a sandboxed frame', async () => {
    const { events, fetchMock } = renderMail();
    await events.click(within(await rowOf('ann@example.com')).getByText('Renewal reminder'));
    const panel = await screen.findByRole('dialog', { name: 'Your plan renews in 3 days' });
    expect(within(panel).getByText('Renewal reminder')).toBeInTheDocument();
    expect(
      within(panel).getByText(new Date('2026-11-20T10:05:00.000Z').toLocaleString()),
    ).toBeInTheDocument();

    const text = within(await within(panel).findByRole('region', { name: 'Plain text' })).getByText(
      /Your Standard plan renews/,
    );
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe(emailMessage().text);

    const frame = within(panel).getByTitle('E-mail preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('srcdoc')).toBe(emailMessage().html);
    // Nothing allowed: no scripts, no same-origin access.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(
      within(panel).getByText('https://tryon.example/api/email/unsubscribe?token=abc'),
    ).not.toHaveAttribute('href');
    expect(gqlCalls(fetchMock, 'AdminEmailMessage')).toEqual([{ id: 31 }]);
  });

  it('opens an e-mail from its View button, with the failure and the next attempt', async () => {
    const { events, fetchMock } = renderMail();
    await events.click(
      within(await rowOf('bo@example.com')).getByRole('button', {
        name: 'View Winter styles are here (bo@example.com)',
      }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Winter styles are here' });
    expect(within(panel).getByText(ERROR)).toBeInTheDocument();
    expect(
      within(panel).getByText(new Date('2026-11-21T12:00:00.000Z').toLocaleString()),
    ).toBeInTheDocument();
    expect(await within(panel).findByTitle('E-mail preview')).toHaveAttribute('sandbox', '');
    expect(gqlCalls(fetchMock, 'AdminEmailMessage')).toEqual([{ id: 32 }]);
  });

  it('sends a marketing e-mail with the toast of how many were queued, and asks the list again', async () => {
    const { events, fetchMock } = renderMail();
    await rowOf('ann@example.com');
    await events.click(screen.getByRole('button', { name: 'Send Marketing E-mail' }));
    const form = dialog('Send Marketing E-mail');
    await events.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByText('Subject is required')).toBeInTheDocument();
    expect(within(form).getByText('Message is required')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'SendMarketingEmail')).toHaveLength(0);

    await events.type(within(form).getByLabelText(/^Subject/), '  Winter styles are here ');
    await events.type(within(form).getByLabelText(/^Message/), 'New coats to try on.{Enter}See you soon!');
    await events.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Marketing E-mail Queued')).toBeInTheDocument();
    expect(
      screen.getByText('3 e-mails queued for people who agreed to marketing e-mails.'),
    ).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'SendMarketingEmail')).toEqual([
      { subject: 'Winter styles are here', message: 'New coats to try on.\nSee you soon!' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Marketing E-mail' })).toBeNull());
    await waitFor(() => expect(gqlCalls(fetchMock, 'AdminEmailNotifications')).toHaveLength(2));
  });

  it("words a refused marketing e-mail with the server's reason, and any other failure with the fallback", async () => {
    const { events, fetchMock } = renderMail();
    await rowOf('ann@example.com');
    const answers = [
      gqlError('VALIDATION', 'Invalid data: subject must be at most 200 characters'),
      gqlError('INTERNAL', 'boom'),
    ];
    const calls = mockFetch({ 'GQL SendMarketingEmail': () => answers.shift()! });
    await events.click(screen.getByRole('button', { name: 'Send Marketing E-mail' }));
    const form = dialog('Send Marketing E-mail');
    await events.type(within(form).getByLabelText(/^Subject/), 'Hello');
    await events.type(within(form).getByLabelText(/^Message/), 'News');
    await events.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid data: subject must be at most 200 characters')).toBeInTheDocument();
    // The dialog stays open with what was typed.
    expect(within(dialog('Send Marketing E-mail')).getByLabelText(/^Subject/)).toHaveValue('Hello');
    await events.click(within(form).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Failed to send the marketing e-mail. Please try again.'),
    ).toBeInTheDocument();
    expect(gqlCalls(calls, 'SendMarketingEmail')).toHaveLength(2);
    // Nothing was queued: the list is not asked again.
    expect(gqlCalls(calls, 'AdminEmailNotifications')).toHaveLength(0);
    expect(gqlCalls(fetchMock, 'AdminEmailNotifications')).toHaveLength(1);
  });
});
