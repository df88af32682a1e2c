import { fireEvent } from '@testing-library/react';
import { gate, gqlCalls, gqlData, gqlError, mockFetch } from '../../../test-utils/fetch-mock';
import { screen, waitFor, within } from '../../../test-utils/render';
import { activityFilters, activityPage, campaign } from '../admin.fixtures';
import { dialog, renderAdmin } from '../admin.test-utils';

const LONG = campaign().message;

/** The campaigns tab over a server holding `rows`; the mutations answer as the content service does. */
function renderCampaigns(
  rows = [campaign(), campaign({ id: 2, title: 'Winter', priority: 9, isActive: true })],
) {
  let nextId = 100;
  return renderAdmin('/admin?tab=campaigns', {
    'GQL AdminPromoCampaigns': gqlData({ adminPromoCampaigns: rows }),
    'GQL CreatePromoCampaign': (init) => {
      const { input } = JSON.parse(String(init?.body)).variables;
      return gqlData({ createPromoCampaign: campaign({ ...input, id: nextId++ }) });
    },
    'GQL UpdatePromoCampaign': (init) => {
      const { id, input } = JSON.parse(String(init?.body)).variables;
      const row = rows.find((r) => r.id === id);
      return gqlData({ updatePromoCampaign: { ...row, ...input } });
    },
    'GQL DeletePromoCampaign': gqlData({ deletePromoCampaign: true }),
    'GQL AdminActivity': gqlData(activityPage),
    'GQL AdminActivityFilters': gqlData(activityFilters),
  });
}

const table = () => screen.findByRole('table', { name: 'Campaigns' });
const rowOf = async (title: string) => (await within(await table()).findByText(title)).closest('tr')!;

describe('the campaigns tab', () => {
  it('lists the campaigns, highest priority first, with the message cut to 50 characters', async () => {
    renderCampaigns();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Message', 'Audience', 'Priority', 'Active', 'Dates', 'Actions']);
    await within(list).findByText('Summer Sale');
    const titles = within(list)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0].textContent);
    expect(titles).toEqual(['Winter', 'Summer Sale']);
    const row = await rowOf('Summer Sale');
    expect(within(row).getByTitle(LONG)).toHaveTextContent(`${LONG.slice(0, 50)}…`);
    expect(row).toHaveTextContent('Free users (no active subscription)');
    expect(row).toHaveTextContent('2026-06-01 – 2026-06-30');
    expect(within(row).getByRole('switch', { name: 'Active: Summer Sale' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active: Winter' })).toBeChecked();
  });

  it('says when there are none, and when they could not be loaded', async () => {
    const { unmount } = renderCampaigns([]);
    expect(await screen.findByText('No campaigns yet.')).toBeInTheDocument();
    unmount();
    renderAdmin('/admin?tab=campaigns', {
      'GQL AdminPromoCampaigns': gqlError('FORBIDDEN', 'Admin access required'),
    });
    expect(await screen.findByText('Could not load Campaigns')).toBeInTheDocument();
    expect(screen.getByText('This action is only available to administrators.')).toBeInTheDocument();
  });

  it('creates a campaign through the dialog, inactive by default, and shows it in the table', async () => {
    const { events, fetchMock } = renderCampaigns();
    await rowOf('Summer Sale');
    await events.click(screen.getByRole('button', { name: 'Create Campaign' }));
    const form = dialog('Create Campaign');
    expect(within(form).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(within(form).getByText('Higher shows first')).toBeInTheDocument();
    await events.type(within(form).getByLabelText(/^Title/), '  Black Friday ');
    await events.type(within(form).getByLabelText(/^Message/), 'Half price on every pack');
    await events.type(within(form).getByLabelText('Button link'), 'https://example.com/deal');
    await events.click(within(form).getByRole('combobox', { name: 'Target audience' }));
    await events.click(await screen.findByRole('option', { name: 'Subscribed users' }));
    const priority = within(form).getByLabelText('Priority');
    await events.clear(priority);
    await events.type(priority, '7');
    fireEvent.change(within(form).getByLabelText('Start date'), { target: { value: '2026-11-27' } });
    await events.click(within(form).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Campaign Created')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CreatePromoCampaign')).toEqual([
      {
        input: {
          title: 'Black Friday',
          message: 'Half price on every pack',
          ctaText: null,
          ctaUrl: 'https://example.com/deal',
          audience: 'subscribed',
          priority: 7,
          isActive: false,
          startDate: '2026-11-27',
          endDate: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Campaign' })).toBeNull());
    const row = await rowOf('Black Friday');
    expect(row).toHaveTextContent('From 2026-11-27');
    // Highest priority first: 9, 7, 5.
    const titles = within(await table())
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0].textContent);
    expect(titles).toEqual(['Winter', 'Black Friday', 'Summer Sale']);
  });

  it('shows the required-field and URL messages and sends nothing while they stand', async () => {
    const { events, fetchMock } = renderCampaigns();
    await rowOf('Summer Sale');
    await events.click(screen.getByRole('button', { name: 'Create Campaign' }));
    const form = dialog('Create Campaign');
    await events.type(within(form).getByLabelText('Button link'), 'javascript:alert(1)');
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Message is required')).toBeInTheDocument();
    expect(within(form).getByText('Must be a valid URL')).toBeInTheDocument();
    await events.type(within(form).getByLabelText(/^Title/), 'T');
    expect(within(form).queryByText('Title is required')).toBeNull();
    expect(gqlCalls(fetchMock, 'CreatePromoCampaign')).toHaveLength(0);
  });

  it("words a refused creation with the server's reason, and any other failure with the spec's text", async () => {
    const { events } = renderCampaigns();
    await rowOf('Summer Sale');
    const answers = [
      gqlError('VALIDATION', 'Invalid data: endDate must be on or after startDate'),
      gqlError('INTERNAL', 'boom'),
    ];
    mockFetch({ 'GQL CreatePromoCampaign': () => answers.shift()! });
    await events.click(screen.getByRole('button', { name: 'Create Campaign' }));
    const form = dialog('Create Campaign');
    await events.type(within(form).getByLabelText(/^Title/), 'X');
    await events.type(within(form).getByLabelText(/^Message/), 'Y');
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid data: endDate must be on or after startDate')).toBeInTheDocument();
    // The dialog stays open with what was typed.
    expect(within(dialog('Create Campaign')).getByLabelText(/^Title/)).toHaveValue('X');
    await events.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create campaign. Please try again.')).toBeInTheDocument();
  });

  it('edits a campaign with its values in the form, and the form follows the campaign it is given', async () => {
    const { events, fetchMock } = renderCampaigns();
    await events.click(within(await rowOf('Summer Sale')).getByRole('button', { name: 'Edit Summer Sale' }));
    let form = dialog('Edit Campaign');
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Summer Sale');
    expect(within(form).getByLabelText('Button link')).toHaveValue('/pricing');
    expect(within(form).getByLabelText('Start date')).toHaveValue('2026-06-01');
    await events.type(within(form).getByLabelText(/^Title/), ' (draft)');
    await events.click(within(form).getByRole('button', { name: 'Cancel' }));

    await events.click(screen.getByRole('button', { name: 'Edit Winter' }));
    form = dialog('Edit Campaign');
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Winter');
    expect(within(form).getByRole('switch', { name: 'Active' })).toBeChecked();
    await events.clear(within(form).getByLabelText(/^Title/));
    await events.type(within(form).getByLabelText(/^Title/), 'Winter Deals');
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Campaign Updated')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'UpdatePromoCampaign')).toEqual([
      {
        id: 2,
        input: expect.objectContaining({ title: 'Winter Deals', isActive: true, priority: 9 }),
      },
    ]);
    expect(await within(await table()).findByText('Winter Deals')).toBeInTheDocument();
  });

  it('toggles isActive at once with the Status Updated toast, and puts it back when that fails', async () => {
    const { events, fetchMock } = renderCampaigns();
    await rowOf('Summer Sale');
    const held = gate(gqlData({ updatePromoCampaign: campaign({ isActive: true }) }));
    const answers = [held.answer, Promise.resolve(gqlError('INTERNAL', 'boom'))];
    const routes = { 'GQL UpdatePromoCampaign': () => answers.shift()! };
    const calls = mockFetch(routes);
    await events.click(screen.getByRole('switch', { name: 'Active: Summer Sale' }));
    // The switch has moved before the server answers.
    expect(screen.getByRole('switch', { name: 'Active: Summer Sale' })).toBeChecked();
    expect(screen.queryByText('Status Updated')).toBeNull();
    held.release();
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(screen.getByText('“Summer Sale” is now active.')).toBeInTheDocument();
    expect(gqlCalls(calls, 'UpdatePromoCampaign')).toEqual([{ id: 1, input: { isActive: true } }]);
    expect(gqlCalls(fetchMock, 'UpdatePromoCampaign')).toEqual([]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Summer Sale' })).toBeChecked());

    await events.click(screen.getByRole('switch', { name: 'Active: Winter' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update campaign status. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Winter' })).toBeChecked());
  });

  it('deletes a campaign only once confirmed, and the activity log asks again', async () => {
    const { events, fetchMock } = renderCampaigns();
    await rowOf('Summer Sale');
    await events.click(screen.getByRole('tab', { name: 'Activity' }));
    await screen.findByText('Set active_api to fashn');
    expect(gqlCalls(fetchMock, 'AdminActivity')).toHaveLength(1);
    await events.click(screen.getByRole('tab', { name: 'Campaigns' }));

    await events.click(
      within(await rowOf('Summer Sale')).getByRole('button', { name: 'Delete Summer Sale' }),
    );
    expect(within(dialog('Delete Campaign')).getByText(/“Summer Sale” will be deleted/)).toBeInTheDocument();
    await events.click(within(dialog('Delete Campaign')).getByRole('button', { name: 'Cancel' }));
    expect(gqlCalls(fetchMock, 'DeletePromoCampaign')).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'Delete Summer Sale' }));
    await events.click(within(dialog('Delete Campaign')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Campaign Deleted')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'DeletePromoCampaign')).toEqual([{ id: 1 }]);
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Campaigns' })).queryByText('Summer Sale')).toBeNull(),
    );

    await events.click(screen.getByRole('tab', { name: 'Activity' }));
    await waitFor(() => expect(gqlCalls(fetchMock, 'AdminActivity')).toHaveLength(2));
  });
});
