import { gate, gqlCalls, gqlData, gqlError, mockFetch } from '../../../test-utils/fetch-mock';
import { screen, waitFor, within } from '../../../test-utils/render';
import {
  activityFilters,
  activityPage,
  aiProviderStatus,
  aiProviderStatuses,
  chatModelStatus,
  connectionTest,
  fashnStatus,
  settingsData,
} from '../admin.fixtures';
import { renderAdmin } from '../admin.test-utils';

type Routes = NonNullable<Parameters<typeof renderAdmin>[1]>;

/** A server whose statuses change with the pins, as ai-jobs and support answer them. */
function providerServer(
  options: {
    gemini?: ReturnType<typeof aiProviderStatus>;
    fashn?: ReturnType<typeof fashnStatus>;
    chat?: ReturnType<typeof chatModelStatus>;
  } = {},
) {
  let gemini = options.gemini ?? aiProviderStatus();
  const fashn = options.fashn ?? fashnStatus();
  let chat = options.chat ?? chatModelStatus();
  const sourceOf = (pinned: string | null) => (pinned ? 'pinned' : 'candidate');
  const routes: Routes = {
    'GQL AdminSettings': gqlData(settingsData('gemini')),
    'GQL AdminActivity': gqlData(activityPage),
    'GQL AdminActivityFilters': gqlData(activityFilters),
    'GQL AdminAiProviderStatuses': () => gqlData(aiProviderStatuses(gemini, fashn)),
    'GQL AdminChatModelStatus': () => gqlData({ chatModelStatus: chat }),
    'GQL PinGeminiModel': (init) => {
      const { model } = JSON.parse(String(init?.body)).variables;
      gemini = {
        ...gemini,
        pinnedModel: model,
        model: model ?? gemini.candidates[1],
        modelSource: sourceOf(model),
      };
      return gqlData({ pinGeminiModel: gemini });
    },
    'GQL PinChatModel': (init) => {
      const { model } = JSON.parse(String(init?.body)).variables;
      chat = {
        ...chat,
        pinnedModel: model,
        model: model ?? chat.candidates[0],
        modelSource: sourceOf(model),
      };
      return gqlData({ pinChatModel: chat });
    },
  };
  return routes;
}

function renderSettings(options: Parameters<typeof providerServer>[0] = {}, extra: Routes = {}) {
  const routes = { ...providerServer(options), ...extra };
  return { routes, ...renderAdmin('/admin?tab=settings', routes) };
}

/** A provider's card (a region named by its title). */
const card = (title: string) => screen.findByRole('region', { name: title });

describe('the Settings tab providers', () => {
  it('shows each Gemini model in use with its source, the candidates in order, and the problems', async () => {
    renderSettings({
      gemini: aiProviderStatus({
        problem: 'gemini-3-pro-image-preview is not available to this key.',
        lastError: 'API key not valid. Please pass a valid API key.',
        lastErrorAt: '2026-11-21T08:00:00.000Z',
      }),
      fashn: fashnStatus({ configured: false }),
    });
    expect(await screen.findByRole('heading', { name: 'Providers' })).toBeInTheDocument();
    // The existing card is still there, first.
    expect(screen.getByRole('heading', { name: 'Active try-on AI service' })).toBeInTheDocument();

    const images = await card('Gemini (images)');
    expect(await within(images).findByText('gemini-2.5-flash-image', { selector: 'p' })).toBeInTheDocument();
    expect(within(images).getByText('From the list')).toBeInTheDocument();
    const candidates = within(images).getByRole('list', { name: 'Candidates, in order' });
    expect(
      within(candidates)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['gemini-3-pro-image-preview', 'gemini-2.5-flash-image']);
    const alerts = within(images).getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('gemini-3-pro-image-preview is not available to this key.');
    expect(alerts[1]).toHaveTextContent(
      `Last error, ${new Date('2026-11-21T08:00:00.000Z').toLocaleString()}`,
    );
    expect(alerts[1]).toHaveTextContent('API key not valid. Please pass a valid API key.');
    expect(
      within(images).getByText(`Last checked ${new Date('2026-11-20T10:00:00.000Z').toLocaleString()}`),
    ).toBeInTheDocument();
    expect(within(images).getByRole('combobox', { name: 'Pin a model: Gemini (images)' })).toHaveValue(
      'Automatic (first available candidate)',
    );

    const chat = await card('Gemini (support chat)');
    expect(await within(chat).findByText('Pinned')).toBeInTheDocument();
    expect(within(chat).getByText('gemini-2.5-flash', { selector: 'p' })).toBeInTheDocument();
    expect(within(chat).queryByRole('alert')).toBeNull();
    expect(within(chat).getByRole('combobox', { name: 'Pin a model: Gemini (support chat)' })).toHaveValue(
      'gemini-2.5-flash',
    );

    const fashn = await card('FASHN (try-on)');
    expect(await within(fashn).findByText('Not configured')).toBeInTheDocument();
    expect(within(fashn).getByText('No API key is set.')).toBeInTheDocument();

    for (const title of ['Gemini (images)', 'Gemini (support chat)', 'FASHN (try-on)', 'Stripe (payments)']) {
      expect(
        within(await card(title)).getByRole('button', { name: `Test connection: ${title}` }),
      ).toBeEnabled();
    }
  });

  it('labels the sources: found automatically, and none when no model is available', async () => {
    renderSettings({
      gemini: aiProviderStatus({ model: 'gemini-2.5-flash-image', modelSource: 'discovered' }),
      chat: chatModelStatus({ model: null, modelSource: 'none', pinnedModel: null }),
    });
    expect(await within(await card('Gemini (images)')).findByText('Found automatically')).toBeInTheDocument();
    const chat = await card('Gemini (support chat)');
    expect(await within(chat).findByText('None', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it('says when no API key is set, without a pin select', async () => {
    renderSettings({
      gemini: aiProviderStatus({ configured: false, model: null, modelSource: 'none', available: [] }),
      chat: chatModelStatus({ configured: false, model: null, modelSource: 'none', available: [] }),
    });
    const images = await card('Gemini (images)');
    expect(
      await within(images).findByText('No API key is set: the offline engine serves.'),
    ).toBeInTheDocument();
    expect(within(images).queryByRole('combobox')).toBeNull();
    const chat = await card('Gemini (support chat)');
    expect(
      await within(chat).findByText('No API key is set: the knowledge base answers alone.'),
    ).toBeInTheDocument();
    expect(within(chat).queryByRole('combobox')).toBeNull();
    // The test stays: it says why there is no connection.
    expect(
      within(chat).getByRole('button', { name: 'Test connection: Gemini (support chat)' }),
    ).toBeEnabled();
  });

  it('pins the chosen image model with the toast, and asks for the statuses again', async () => {
    const { events, fetchMock } = renderSettings();
    const images = await card('Gemini (images)');
    const select = await within(images).findByRole('combobox', { name: 'Pin a model: Gemini (images)' });
    await events.click(select);
    const long = 'gemini-2.5-flash-image-preview-with-a-very-long-name-0925';
    await events.click(await screen.findByRole('option', { name: long }));

    expect(await screen.findByText('Configuration Updated')).toBeInTheDocument();
    expect(screen.getByText(`The Gemini image model is now ${long}.`)).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'PinGeminiModel')).toEqual([{ model: long }]);
    await waitFor(() => expect(gqlCalls(fetchMock, 'AdminAiProviderStatuses')).toHaveLength(2));
    expect(await within(images).findByText('Pinned')).toBeInTheDocument();
    expect(within(images).getByText(long, { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue(long));
    expect(gqlCalls(fetchMock, 'PinChatModel')).toHaveLength(0);
  });

  it('sends null for "Automatic" (the support chat model)', async () => {
    const { events, fetchMock } = renderSettings();
    const chat = await card('Gemini (support chat)');
    await events.click(
      await within(chat).findByRole('combobox', { name: 'Pin a model: Gemini (support chat)' }),
    );
    await events.click(await screen.findByRole('option', { name: 'Automatic (first available candidate)' }));

    expect(await screen.findByText('Configuration Updated')).toBeInTheDocument();
    expect(screen.getByText('The Gemini chat model is now chosen automatically.')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'PinChatModel')).toEqual([{ model: null }]);
    expect(await within(chat).findByText('From the list')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'AdminChatModelStatus')).toHaveLength(2);
  });

  it('says when a pin failed, with the existing card’s toast', async () => {
    const { events, fetchMock } = renderSettings({}, { 'GQL PinGeminiModel': gqlError('INTERNAL', 'boom') });
    const images = await card('Gemini (images)');
    const select = await within(images).findByRole('combobox', { name: 'Pin a model: Gemini (images)' });
    await events.click(select);
    await events.click(await screen.findByRole('option', { name: 'gemini-2.5-flash-image' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update configuration. Please try again.')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'PinGeminiModel')).toEqual([{ model: 'gemini-2.5-flash-image' }]);
    // Back to what the server holds.
    await waitFor(() => expect(select).toHaveValue('Automatic (first available candidate)'));
  });

  it('tests a connection once at a time and shows "Working" with the message and time', async () => {
    const held = gate(gqlData({ testAiProviderConnection: connectionTest() }));
    const { events, fetchMock } = renderSettings({}, { 'GQL TestAiProviderConnection': () => held.answer });
    const images = await card('Gemini (images)');
    const button = within(images).getByRole('button', { name: 'Test connection: Gemini (images)' });
    await events.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await events.click(button);
    held.release();

    expect(await within(images).findByText('Working')).toBeInTheDocument();
    expect(within(images).getByRole('status')).toHaveTextContent('Gemini answered with 12 models');
    expect(within(images).getByRole('status')).toHaveTextContent(
      `Checked ${new Date('2026-11-21T09:30:00.000Z').toLocaleString()}`,
    );
    expect(gqlCalls(fetchMock, 'TestAiProviderConnection')).toEqual([{ provider: 'gemini' }]);
    await waitFor(() => expect(gqlCalls(fetchMock, 'AdminAiProviderStatuses')).toHaveLength(2));
    expect(button).toBeEnabled();
  });

  it('shows the exact error of a failed test, in red: a refused key (FASHN) and a refused request (Stripe)', async () => {
    const { events, fetchMock } = renderSettings(
      {},
      {
        'GQL TestAiProviderConnection': gqlData({
          testAiProviderConnection: connectionTest({ ok: false, message: 'FASHN: Invalid API key (401)' }),
        }),
        'GQL TestPaymentConnection': gqlError('UNAVAILABLE', 'Stripe is unreachable: connect ECONNREFUSED'),
      },
    );
    const fashn = await card('FASHN (try-on)');
    await events.click(within(fashn).getByRole('button', { name: 'Test connection: FASHN (try-on)' }));
    const fashnError = await within(fashn).findByText('FASHN: Invalid API key (401)');
    expect(within(fashn).queryByText('Working')).toBeNull();
    expect(fashnError).toHaveStyle({ color: 'var(--mantine-color-red-8)' });
    expect(gqlCalls(fetchMock, 'TestAiProviderConnection')).toEqual([{ provider: 'fashn' }]);

    const stripe = await card('Stripe (payments)');
    await events.click(within(stripe).getByRole('button', { name: 'Test connection: Stripe (payments)' }));
    expect(
      await within(stripe).findByText('Stripe is unreachable: connect ECONNREFUSED'),
    ).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'TestPaymentConnection')).toHaveLength(1);
  });

  it('shows the Stripe answer when payments work', async () => {
    const { events } = renderSettings(
      {},
      {
        'GQL TestPaymentConnection': gqlData({
          testPaymentConnection: connectionTest({ message: 'Stripe test mode: working' }),
        }),
      },
    );
    const stripe = await card('Stripe (payments)');
    await events.click(within(stripe).getByRole('button', { name: 'Test connection: Stripe (payments)' }));
    expect(await within(stripe).findByText('Working')).toBeInTheDocument();
    expect(within(stripe).getByRole('status')).toHaveTextContent('Stripe test mode: working');
  });

  it('keeps the other cards when one service cannot be asked', async () => {
    renderSettings({}, { 'GQL AdminChatModelStatus': gqlError('UNAVAILABLE', 'support is down') });
    const chat = await card('Gemini (support chat)');
    expect(await within(chat).findByText('Could not load the status')).toBeInTheDocument();
    expect(
      within(chat).getByRole('button', { name: 'Test connection: Gemini (support chat)' }),
    ).toBeEnabled();
    expect(await within(await card('Gemini (images)')).findByText('From the list')).toBeInTheDocument();
  });
});

// The mock replaced by a test must not leak into the next.
afterEach(() => {
  mockFetch({});
});
