import { jest } from '@jest/globals';
import { PAID_RETRY } from '../../lib/paid-request';
import { SELECTED_PERSON_KEY } from './selected-person';
import { leavePrompts } from '../../test-utils/before-unload';
import {
  gate,
  gqlCalls,
  gqlData,
  gqlError,
  mockFetch,
  recordBodies,
  type MockAnswer,
} from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { fireEvent, renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import {
  buildEditSession,
  buildSavedPerson,
  buildSession as buildAnySession,
  type GeminiSessionFixture,
} from '../ai-jobs/ai-jobs.fixtures';
import { VirtualTryOnPage } from './VirtualTryOn.page';

/** Try-on 61 of a shirt on the uploaded person. */
function buildSession(overrides: Partial<Omit<GeminiSessionFixture, '__typename'>> = {}) {
  return buildAnySession({
    id: 61,
    personImageUrl: '/uploads/1/person.jpg',
    clothingImageUrl: '/uploads/1/shirt.jpg',
    firstGarmentType: 'top',
    tryOnCategory: 'tops',
    ...overrides,
  });
}

/** A saved image as the graph answers it. */
function savedImage(id: number, name: string, kind: 'person' | 'clothing') {
  return {
    __typename: 'SavedUserImage' as const,
    id,
    userId: 1,
    imageUrl: `/uploads/1/saved${id}.jpg`,
    thumbnailUrl: `/uploads/1/saved${id}.jpg?size=thumb`,
    name,
    kind,
    isFavorite: false,
    uploadedAt: '2026-01-02T10:00:00.000Z',
  };
}

/** A usage log as the graph answers it. */
function usageLog(id: number, action: string) {
  return { __typename: 'UsageLog', id, action, sessionsCost: 1 };
}

const RESULT = '/uploads/results/1/tryon.png';
const REFINED = '/uploads/results/1/tryon-blue.png';

/** The key every paid request carries (a new UUID per click, kept by its automatic retry). */
const REQUEST_ID = expect.stringMatching(
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
);

type Routes = Parameters<typeof mockFetch>[0];

/** The status query's answer for try-on 61. */
const sessionRead = (overrides: Partial<Omit<GeminiSessionFixture, '__typename'>>) =>
  gqlData({ geminiSession: buildSession(overrides) });

/** A fake backend; request bodies (GraphQL variables) are kept per operation name. */
function backend({
  balance = 12,
  tryOn = gqlData({ virtualTryOn: buildSession() }) as MockAnswer,
  status = sessionRead({ state: 'completed', resultUrl: RESULT }) as MockAnswer,
  savedPeople = [] as unknown[],
  people = [] as ReturnType<typeof savedImage>[],
  clothing = [] as ReturnType<typeof savedImage>[],
  edit = gqlError('INTERNAL', 'Internal server error') as MockAnswer,
  extra = {} as Routes,
} = {}) {
  const { bodies, record } = recordBodies();
  const fetchMock = mockFetch({
    'GQL SessionBalance': gqlData({
      me: {
        __typename: 'User',
        id: 1,
        sessionBalance: {
          __typename: 'SessionBalance',
          balance,
          subscriptionSessions: balance,
          topUpSessions: 0,
        },
      },
    }),
    'GQL SavedPeople': gqlData({ me: { __typename: 'User', id: 1, savedGeminiPeople: savedPeople } }),
    'GQL TryOnSavedImages': gqlData({
      me: { __typename: 'User', id: 1, personImages: people, clothingImages: clothing },
    }),
    // Uploads stay REST (multipart).
    'POST /api/upload': (init) => {
      const file = (init?.body as FormData).get('image') as File;
      return { status: 201, body: { url: `/uploads/1/${file.name}` } };
    },
    'GQL VirtualTryOn': record('tryOn', tryOn),
    'GQL GeminiSessionStatus': status,
    'GQL SaveTryOnResult': record(
      'save',
      gqlData({ saveTryOnResult: { __typename: 'SavedTryOnResult', id: 9, name: 'saved' } }),
    ),
    'GQL EditImage': record('edit', edit),
    'GQL TryOnEngine': gqlData({ tryOnEngine: 'gemini' }),
    ...extra,
  });
  return { fetchMock, bodies };
}

function renderPage() {
  return renderWithProviders(<VirtualTryOnPage pollIntervalMs={20} />, {
    user: buildUser({ id: 1 }),
    route: '/gemini-virtual-tryon',
  });
}

function imageFile(name: string): File {
  return new File(['x'], name, { type: 'image/jpeg' });
}

/** Uploads a file through the drop zone of the card with this test id. */
async function uploadInto(cardTestId: string, name: string) {
  const card = screen.getByTestId(cardTestId);
  fireEvent.change(within(card).getByTestId('image-file-input'), { target: { files: [imageFile(name)] } });
  await within(card).findByRole('img', { name: /preview/ });
}

const tryOnButton = () => screen.getByRole('button', { name: 'Try On' });

async function chooseOption(events: ReturnType<typeof renderPage>['events'], label: string, option: string) {
  await events.click(screen.getByRole('combobox', { name: label }));
  await events.click(screen.getByRole('option', { name: option }));
}

async function runTryOn(events: ReturnType<typeof renderPage>['events']) {
  await uploadInto('person-card', 'person.jpg');
  await uploadInto('clothing-card', 'shirt.jpg');
  await events.click(tryOnButton());
}

describe('VirtualTryOnPage', () => {
  afterEach(() => window.localStorage.clear());

  it('states the duration of the engine that runs try-ons: the offline one is quicker', async () => {
    backend({ extra: { 'GQL TryOnEngine': gqlData({ tryOnEngine: 'local' }) } });
    const { unmount } = renderPage();
    expect(
      await screen.findByText(
        'Choose a person and clothing, and see the outfit fitted in about 2-10 seconds.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/15-30 seconds/)).not.toBeInTheDocument();
    unmount();

    backend();
    renderPage();
    expect(
      await screen.findByText(
        'Choose a person and clothing, and see the outfit fitted in about 15-30 seconds.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Each try-on uses 1 session and takes about 15-30 seconds.')).toBeInTheDocument();
  });

  it('names no duration while the engine is not known', async () => {
    backend({ extra: { 'GQL TryOnEngine': gqlError('INTERNAL', 'Internal server error') } });
    renderPage();
    expect(
      await screen.findByText('Choose a person and clothing, and see the outfit fitted.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\d+-\d+ seconds/)).not.toBeInTheDocument();
  });

  it('shows the balance bar with Get More Sessions, and no warning at 5 or more', async () => {
    backend({ balance: 5 });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Virtual Try-On' })).toBeInTheDocument();
    const bar = screen.getByTestId('session-balance');
    await waitFor(() => expect(within(bar).getByTestId('session-balance-value')).toHaveTextContent('5'));
    expect(within(bar).getByRole('link', { name: 'Get More Sessions' })).toHaveAttribute('href', '/pricing');
    expect(within(bar).queryByText('Low Balance')).not.toBeInTheDocument();
  });

  it('warns "Low Balance" below 5 sessions', async () => {
    backend({ balance: 4 });
    renderPage();
    const bar = screen.getByTestId('session-balance');
    expect(await within(bar).findByText('Low Balance')).toBeInTheDocument();
  });

  it('shows the cards, the selects with their options and the three feature blurbs', async () => {
    backend();
    const { events } = renderPage();
    const person = screen.getByTestId('person-card');
    expect(within(person).getByRole('tab', { name: 'Upload' })).toBeInTheDocument();
    expect(within(person).getByRole('tab', { name: 'AI Models' })).toBeInTheDocument();
    const clothing = screen.getByTestId('clothing-card');
    expect(within(clothing).getByRole('tab', { name: 'Saved Items' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Tops');
    expect(screen.getByRole('combobox', { name: 'Garment Type' })).toHaveValue('Top');
    await events.click(screen.getByRole('combobox', { name: 'Category' }));
    for (const option of ['Tops', 'Bottoms', 'Full Body', 'Accessories']) {
      expect(screen.getByRole('option', { name: option })).toBeInTheDocument();
    }
    await events.click(screen.getByRole('combobox', { name: 'Garment Type' }));
    for (const option of ['Top', 'Bottom', 'Shoes', 'Full Body']) {
      expect(screen.getByRole('option', { name: option })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Try-On Controls' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Try-On Result' })).toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Features' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('Try On reads disabled without both images, and a click gives "Missing Images"', async () => {
    const { bodies } = backend();
    const { events } = renderPage();
    expect(tryOnButton()).toHaveAttribute('aria-disabled', 'true');
    await events.click(tryOnButton());
    expect(await screen.findByText('Missing Images')).toBeInTheDocument();
    expect(screen.getByText('Please upload both person and clothing images')).toBeInTheDocument();

    await uploadInto('person-card', 'person.jpg');
    expect(tryOnButton()).toHaveAttribute('aria-disabled', 'true');
    await uploadInto('clothing-card', 'shirt.jpg');
    expect(tryOnButton()).not.toHaveAttribute('aria-disabled');
    expect(bodies.tryOn).toBeUndefined();
  });

  it('multi-garment mode shows the Second Garment card and requires the second garment', async () => {
    const { bodies } = backend();
    const { events } = renderPage();
    expect(screen.queryByTestId('second-garment-card')).not.toBeInTheDocument();
    await events.click(screen.getByRole('checkbox', { name: /Enable multi-garment try-on/ }));
    expect(screen.getByTestId('second-garment-card')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Second Garment Type' })).toHaveValue('Bottom');

    await uploadInto('person-card', 'person.jpg');
    await uploadInto('clothing-card', 'shirt.jpg');
    expect(tryOnButton()).toHaveAttribute('aria-disabled', 'true');
    await events.click(tryOnButton());
    expect(await screen.findByText('Missing Second Garment')).toBeInTheDocument();
    expect(
      screen.getByText('Please upload the second garment or disable multi-garment mode'),
    ).toBeInTheDocument();
    expect(bodies.tryOn).toBeUndefined();

    await uploadInto('second-garment-card', 'jeans.jpg');
    await events.click(tryOnButton());
    await waitFor(() => expect(bodies.tryOn).toHaveLength(1));
    expect(bodies.tryOn![0]).toEqual({
      input: {
        personImageUrl: '/uploads/1/person.jpg',
        clothingImageUrl: '/uploads/1/shirt.jpg',
        clothingImageUrl2: '/uploads/1/jeans.jpg',
        tryOnCategory: 'tops',
        firstGarmentType: 'top',
        secondGarmentType: 'bottom',
        replaceFootwear: false,
        requestId: REQUEST_ID,
      },
    });
  });

  it('sends a requestId with each Try On click, a new one per click and the same one on a retry (issue 41, finding 7)', async () => {
    const delay = PAID_RETRY.delayMs;
    PAID_RETRY.delayMs = 5;
    try {
      let call = 0;
      const answers: MockAnswer[] = [
        { status: 502, body: { error: 'Bad gateway', code: 'UNAVAILABLE' } },
        gqlData({ virtualTryOn: buildSession() }),
      ];
      const { fetchMock } = backend({
        extra: { 'GQL VirtualTryOn': () => answers[Math.min(call++, answers.length - 1)]! },
      });
      const { events } = renderPage();
      await runTryOn(events);
      await waitFor(() => expect(screen.getByTestId('tryon-status')).toHaveTextContent('Completed'));
      await events.click(tryOnButton());
      await waitFor(() => expect(gqlCalls(fetchMock, 'VirtualTryOn')).toHaveLength(3));
      const keys = gqlCalls(fetchMock, 'VirtualTryOn').map(
        (v) => (v as { input: { requestId?: string } }).input.requestId,
      );
      expect(keys).toEqual([REQUEST_ID, REQUEST_ID, REQUEST_ID]);
      expect(keys[1]).toBe(keys[0]); // the retry of the first click after a 502
      expect(keys[2]).not.toBe(keys[0]); // the second click
    } finally {
      PAID_RETRY.delayMs = delay;
    }
  });

  it('posts the documented body and follows the badge from Pending to AI Processing... to Completed', async () => {
    const processing = gate(sessionRead({ state: 'processing' }));
    const completed = gate(sessionRead({ state: 'completed', resultUrl: RESULT, offline: true }));
    const reads = [processing, completed];
    let read = 0;
    const { bodies, fetchMock } = backend({
      extra: { 'GQL GeminiSessionStatus': () => reads[Math.min(read++, 1)]!.answer },
    });
    const { events } = renderPage();
    await chooseOption(events, 'Category', 'Full Body');
    await chooseOption(events, 'Garment Type', 'Shoes');
    await runTryOn(events);

    const badge = await screen.findByTestId('tryon-status');
    expect(badge).toHaveTextContent('Pending');
    expect(tryOnButton()).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Running your try-on' })).toBeInTheDocument();
    expect(bodies.tryOn).toEqual([
      {
        input: {
          personImageUrl: '/uploads/1/person.jpg',
          clothingImageUrl: '/uploads/1/shirt.jpg',
          tryOnCategory: 'full_body',
          firstGarmentType: 'shoes',
          replaceFootwear: true,
          requestId: REQUEST_ID,
        },
      },
    ]);
    await waitFor(() => expect(gqlCalls(fetchMock, 'GeminiSessionStatus')).toEqual([{ id: 61 }]));
    processing.release();
    await waitFor(() => expect(screen.getByTestId('tryon-status')).toHaveTextContent('AI Processing...'));
    completed.release();
    await waitFor(() => expect(screen.getByTestId('tryon-status')).toHaveTextContent('Completed'));
    expect(screen.getByRole('img', { name: 'Try-on result' })).toHaveAttribute('src', RESULT);
    expect(screen.getByText('Offline preview')).toBeInTheDocument();
    expect(tryOnButton()).toBeEnabled();
  });

  it('brings the result into view when it arrives', async () => {
    const scroll = jest.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    backend({ status: sessionRead({ state: 'completed', resultUrl: RESULT }) });
    const { events } = renderPage();
    await runTryOn(events);
    const result = await screen.findByRole('img', { name: 'Try-on result' });
    const card = result.closest('section[aria-label="Try-On Result"]')!;
    await waitFor(() =>
      expect(scroll.mock.contexts.some((el) => (el as HTMLElement).contains(card))).toBe(true),
    );
    expect(scroll).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'nearest' });
  });

  it('on a phone keeps Try On in a bar at hand and scrolls to the result as it starts', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      const scroll = jest.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
      backend({ status: sessionRead({ state: 'processing' }) });
      const { events } = renderPage();
      const bar = await screen.findByTestId('tryon-action-bar');
      expect(within(bar).getByRole('button', { name: 'Try On' })).toBeInTheDocument();
      // One Try On button: the desktop controls card is not there.
      expect(screen.getAllByRole('button', { name: 'Try On' })).toHaveLength(1);
      await runTryOn(events);
      expect(await screen.findByRole('status', { name: 'Running your try-on' })).toBeInTheDocument();
      await waitFor(() => expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('a failed try-on shows Failed with its error message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend({
      status: sessionRead({ state: 'failed', errorMessage: 'The garment could not be fitted.' }),
    });
    const { events } = renderPage();
    await runTryOn(events);
    await waitFor(() => expect(screen.getByTestId('tryon-status')).toHaveTextContent('Failed'));
    expect(screen.getByTestId('tryon-error')).toHaveTextContent('The garment could not be fitted.');
  });

  it('402 NO_SESSIONS opens the out-of-sessions modal with the activity totals from the usage logs', async () => {
    backend({
      tryOn: gqlError('NO_SESSIONS', 'Insufficient sessions: balance is 0'),
      extra: {
        'GQL OutOfSessionsActivity': gqlData({
          me: {
            __typename: 'User',
            id: 1,
            usageLogs: [
              usageLog(1, 'model_generation'),
              usageLog(2, 'virtual_tryon'),
              usageLog(3, 'refinement'),
              usageLog(4, 'virtual_tryon'),
              usageLog(5, 'model_generation'),
              usageLog(6, 'virtual_tryon'),
            ],
          },
        }),
      },
    });
    const { events } = renderPage();
    await runTryOn(events);

    const dialog = await screen.findByRole('dialog', { name: "You're Out of Sessions" });
    expect(
      within(dialog).getByText(
        "You've used all your available sessions. Upgrade to continue creating amazing virtual try-ons!",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Total Sessions Used')).toBeInTheDocument();
    expect(within(dialog).getByTestId('activity-total')).toHaveTextContent('6');
    expect(within(dialog).getByText('AI Models Created')).toBeInTheDocument();
    expect(within(dialog).getByTestId('activity-models')).toHaveTextContent('2');
    expect(within(dialog).getByText('Virtual Try-Ons')).toBeInTheDocument();
    expect(within(dialog).getByTestId('activity-tryons')).toHaveTextContent('3');
    expect(
      within(dialog).getByText('Choose from flexible plans starting at $6.99 or one-time top-up packs'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Plans & Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByText('Try-On Failed')).not.toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('any other refusal shows the "Try-On Failed" toast with the message', async () => {
    backend({
      tryOn: gqlError('VALIDATION', 'Invalid format: personImageUrl must be an /uploads/ address you own'),
    });
    const { events } = renderPage();
    await runTryOn(events);
    expect(await screen.findByText('Try-On Failed')).toBeInTheDocument();
    expect(screen.getByText("Some information you entered isn't in the right format.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Save without a result says "No Result to Save"; after a try-on it saves with "Try-On Result - {date}"', async () => {
    const { bodies } = backend();
    const { events } = renderPage();
    await events.click(screen.getByRole('button', { name: 'Save to Gallery' }));
    expect(await screen.findByText('No Result to Save')).toBeInTheDocument();
    expect(screen.getByText('Please complete a virtual try-on first')).toBeInTheDocument();

    await runTryOn(events);
    await screen.findByRole('img', { name: 'Try-on result' });
    await events.click(screen.getByRole('button', { name: 'Save to Gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Try-On Result' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(
      `Try-On Result - ${new Date().toLocaleDateString()}`,
    );
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Try-On Result Saved! 🎉')).toBeInTheDocument();
    // The finished try-on stays on screen (its job is kept in the cache through the save's clean-up).
    expect(screen.getByTestId('tryon-status')).toHaveTextContent('Completed');
    expect(screen.getByRole('img', { name: 'Try-on result' })).toHaveAttribute('src', RESULT);
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(bodies.save).toEqual([
      {
        input: {
          geminiSessionId: 61,
          name: `Try-On Result - ${new Date().toLocaleDateString()}`,
          resultImageUrl: RESULT,
          personImageUrl: '/uploads/1/person.jpg',
          clothingImageUrl: '/uploads/1/shirt.jpg',
          tryOnCategory: 'tops',
          style: null,
        },
      },
    ]);
  });

  it('asks before a reload loses a result not saved to the gallery, not once it is saved, and again after a refinement', async () => {
    backend({
      edit: gqlData({ editImage: buildEditSession({ id: 500, sessionId: 88, baseImageUrl: RESULT }) }),
      extra: {
        'GQL EditSessionStatus': gqlData({
          editSession: buildEditSession({ id: 88, state: 'completed', resultUrl: REFINED }),
        }),
      },
    });
    const { events } = renderPage();
    expect(leavePrompts()).toBe(false);
    await runTryOn(events);
    await screen.findByRole('img', { name: 'Try-on result' });
    expect(leavePrompts()).toBe(true);

    await events.click(screen.getByRole('button', { name: 'Save to Gallery' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Save Try-On Result' })).getByRole('button', {
        name: 'Save',
      }),
    );
    expect(await screen.findByText('Try-On Result Saved! 🎉')).toBeInTheDocument();
    expect(leavePrompts()).toBe(false);

    // The refined image is a new result, not in the gallery yet.
    await events.click(screen.getByRole('textbox', { name: 'Refine instructions' }));
    await events.paste('make it blue');
    await events.click(screen.getByRole('button', { name: 'Refine' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Try-on result' })).toHaveAttribute('src', REFINED),
    );
    expect(leavePrompts()).toBe(true);
    // Back on the saved original: nothing to lose there.
    await events.click(
      within(screen.getByRole('group', { name: 'Result history' })).getByRole('button', { name: 'Original' }),
    );
    expect(leavePrompts()).toBe(false);
  });

  it('asks before going to another screen with a result not saved (Stay keeps it), and not once it is saved', async () => {
    backend();
    const { events } = renderPage();
    await runTryOn(events);
    await screen.findByRole('img', { name: 'Try-on result' });
    await events.click(screen.getByRole('link', { name: 'Get More Sessions' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(leave).getByText(
        'Your result is not saved to your gallery yet. If you leave now, it will not be kept.',
      ),
    ).toBeInTheDocument();
    await events.click(within(leave).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/gemini-virtual-tryon');
    expect(screen.getByRole('img', { name: 'Try-on result' })).toHaveAttribute('src', RESULT);

    await events.click(screen.getByRole('button', { name: 'Save to Gallery' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Save Try-On Result' })).getByRole('button', {
        name: 'Save',
      }),
    );
    expect(await screen.findByText('Try-On Result Saved! 🎉')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await events.click(screen.getByRole('link', { name: 'Get More Sessions' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pricing'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads the result with cookies as virtual-tryon-{timestamp}.png', async () => {
    const { fetchMock } = backend({ extra: { [`GET ${RESULT}`]: { body: 'png-bytes' } } });
    const createObjectURL = jest.fn(() => 'blob:fake');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { events } = renderPage();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    await runTryOn(events);
    await screen.findByRole('img', { name: 'Try-on result' });
    const before = Date.now();
    await events.click(screen.getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^virtual-tryon-\d+\.png$/);
    const stamp = Number(/\d+/.exec(saved[0]!)![0]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    const call = fetchMock.mock.calls.find(([url]) => url === RESULT);
    expect(call?.[1]?.credentials).toBe('include');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('refines the result with edit-image and follows session.id until the new image replaces it', async () => {
    const { bodies, fetchMock } = backend({
      edit: gqlData({ editImage: buildEditSession({ id: 500, sessionId: 88, baseImageUrl: RESULT }) }),
      extra: {
        'GQL EditSessionStatus': gqlData({
          editSession: buildEditSession({ id: 88, state: 'completed', resultUrl: REFINED }),
        }),
      },
    });
    const { events } = renderPage();
    await runTryOn(events);
    await screen.findByRole('img', { name: 'Try-on result' });
    expect(screen.getByRole('button', { name: 'Refine' })).toBeDisabled();
    await events.click(screen.getByRole('textbox', { name: 'Refine instructions' }));
    await events.paste('  make it blue ');
    await events.click(screen.getByRole('button', { name: 'Refine' }));

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Try-on result' })).toHaveAttribute('src', REFINED),
    );
    expect(screen.getByRole('textbox', { name: 'Refine instructions' })).toHaveValue('');
    expect(bodies.edit).toEqual([
      { input: { baseImageUrl: RESULT, editInstructions: 'make it blue', requestId: REQUEST_ID } },
    ]);
    expect(gqlCalls(fetchMock, 'EditSessionStatus')[0]).toEqual({ id: 88 });
  });

  it('says why a refinement failed, under the refine box, and keeps the result', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason =
      'AI processing failed: The offline preview can only change colours. Your session was refunded.';
    backend({
      edit: gqlData({ editImage: buildEditSession({ id: 500, sessionId: 88, baseImageUrl: RESULT }) }),
      extra: {
        'GQL EditSessionStatus': gqlData({
          editSession: buildEditSession({ id: 88, state: 'failed', errorMessage: reason }),
        }),
      },
    });
    const { events } = renderPage();
    await runTryOn(events);
    await screen.findByRole('img', { name: 'Try-on result' });
    await events.click(screen.getByRole('textbox', { name: 'Refine instructions' }));
    await events.paste('add a jacket');
    await events.click(screen.getByRole('button', { name: 'Refine' }));
    expect(await screen.findByTestId('edit-error')).toHaveTextContent(reason);
    expect(screen.getByRole('img', { name: 'Try-on result' })).toHaveAttribute('src', RESULT);
    expect(screen.getByRole('textbox', { name: 'Refine instructions' })).toHaveValue('add a jacket');
  });

  it('keeps each refinement in a history strip to go back to, and refines on from the one shown', async () => {
    const { bodies } = backend({
      edit: gqlData({ editImage: buildEditSession({ id: 500, sessionId: 88, baseImageUrl: RESULT }) }),
      extra: {
        'GQL EditSessionStatus': gqlData({
          editSession: buildEditSession({ id: 88, state: 'completed', resultUrl: REFINED }),
        }),
      },
    });
    const { events } = renderPage();
    await runTryOn(events);
    await screen.findByRole('img', { name: 'Try-on result' });
    expect(screen.queryByRole('group', { name: 'Result history' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('textbox', { name: 'Refine instructions' }));
    await events.paste('make it blue');
    await events.click(screen.getByRole('button', { name: 'Refine' }));

    const strip = await screen.findByRole('group', { name: 'Result history' });
    expect(within(strip).getByRole('button', { name: 'Edit 1: make it blue' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await events.click(within(strip).getByRole('button', { name: 'Original' }));
    expect(screen.getByRole('img', { name: 'Try-on result' })).toHaveAttribute('src', RESULT);
    expect(within(strip).getByRole('button', { name: 'Original' })).toHaveAttribute('aria-pressed', 'true');

    // The next refinement starts from the version shown.
    await events.click(screen.getByRole('textbox', { name: 'Refine instructions' }));
    await events.paste('make it green');
    await events.click(screen.getByRole('button', { name: 'Refine' }));
    await waitFor(() => expect(bodies.edit).toHaveLength(2));
    expect(bodies.edit[1]).toEqual({
      input: { baseImageUrl: RESULT, editInstructions: 'make it green', requestId: REQUEST_ID },
    });
  });

  it('takes the person stored in selectedPersonForTryOn once, with "Person Selected", and uses it', async () => {
    window.localStorage.setItem(
      SELECTED_PERSON_KEY,
      JSON.stringify({ id: 3, name: 'Nora', imageUrl: '/uploads/results/1/nora.png', source: 'ai' }),
    );
    const { bodies } = backend();
    const { events } = renderPage();
    expect(await screen.findByText('Person Selected')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Selected person' })).toHaveAttribute(
      'src',
      '/uploads/results/1/nora.png',
    );
    expect(window.localStorage.getItem(SELECTED_PERSON_KEY)).toBeNull();

    await uploadInto('clothing-card', 'shirt.jpg');
    await events.click(tryOnButton());
    await waitFor(() => expect(bodies.tryOn).toHaveLength(1));
    expect(bodies.tryOn![0]).toMatchObject({ input: { personImageUrl: '/uploads/results/1/nora.png' } });
  });

  it('a selected person image that fails to load gives "Selection Error" and resets the choice', async () => {
    window.localStorage.setItem(
      SELECTED_PERSON_KEY,
      JSON.stringify({ id: 3, name: 'Nora', imageUrl: '/uploads/results/1/gone.png', source: 'ai' }),
    );
    backend();
    renderPage();
    fireEvent.error(await screen.findByRole('img', { name: 'Selected person' }));
    expect(await screen.findByText('Selection Error')).toBeInTheDocument();
    expect(
      screen.getByText('Selected person image could not be loaded. Please try selecting again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Selected person' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload person photo' })).toBeInTheDocument();
  });

  it('AI Models offers saved AI people and saved photos, with their selection toasts; Clear resets', async () => {
    backend({
      savedPeople: [buildSavedPerson({ person: { gender: 'female' } })],
      people: [savedImage(4, 'Beach photo', 'person')],
    });
    const { events } = renderPage();
    const card = screen.getByTestId('person-card');
    await events.click(within(card).getByRole('tab', { name: 'AI Models' }));
    await events.click(await within(card).findByRole('button', { name: 'Select Nora' }));
    expect(await screen.findByText('AI Person Selected')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Selected person' })).toHaveAttribute(
      'src',
      '/uploads/results/1/nora.png',
    );

    await events.click(within(card).getByRole('button', { name: 'Change' }));
    await events.click(await within(card).findByRole('button', { name: 'Select Beach photo' }));
    expect(await screen.findByText('Person Image Selected')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Selected person' })).toHaveAttribute(
      'src',
      '/uploads/1/saved4.jpg',
    );

    await events.click(within(card).getByRole('button', { name: 'Clear' }));
    expect(within(card).queryByRole('img', { name: 'Selected person' })).not.toBeInTheDocument();
  });

  it('AI Models links to /gemini-generate when nothing is saved', async () => {
    backend();
    const { events } = renderPage();
    const card = screen.getByTestId('person-card');
    await events.click(within(card).getByRole('tab', { name: 'AI Models' }));
    expect(await within(card).findByRole('link', { name: 'Generate AI Models' })).toHaveAttribute(
      'href',
      '/gemini-generate',
    );
  });

  it('Saved Items picks a saved clothing item with "Clothing Selected"', async () => {
    const { bodies } = backend({ clothing: [savedImage(8, 'Red dress', 'clothing')] });
    const { events } = renderPage();
    const card = screen.getByTestId('clothing-card');
    await events.click(within(card).getByRole('tab', { name: 'Saved Items' }));
    await events.click(await within(card).findByRole('button', { name: 'Select Red dress' }));
    expect(await screen.findByText('Clothing Selected')).toBeInTheDocument();

    await uploadInto('person-card', 'person.jpg');
    await events.click(tryOnButton());
    await waitFor(() => expect(bodies.tryOn).toHaveLength(1));
    expect(bodies.tryOn![0]).toMatchObject({ input: { clothingImageUrl: '/uploads/1/saved8.jpg' } });
  });
});

describe('VirtualTryOnPage: saving an upload to the gallery', () => {
  afterEach(() => window.localStorage.clear());

  const today = () => new Date().toLocaleDateString();

  /** The saveUserImage answer for the variables sent (the item as the server keeps it). */
  function saveAnswers(record: ReturnType<typeof recordBodies>['record']) {
    let id = 40;
    return (init: RequestInit | undefined) => {
      const { variables } = JSON.parse(String(init?.body)) as {
        variables: { input: { imageUrl: string; name: string; kind: 'person' | 'clothing' } };
      };
      record('saveImage', gqlData({}))(init);
      id += 1;
      return gqlData({
        saveUserImage: { ...savedImage(id, variables.input.name, variables.input.kind), ...variables.input },
      });
    };
  }

  function saveBackend(extra: Routes = {}) {
    const { bodies, record } = recordBodies();
    backend({ extra: { 'GQL SaveUserImage': saveAnswers(record), ...extra } });
    return bodies;
  }

  it('Save Photo names an uploaded person "Person Photo - {date}", saves it and lists it under AI Models at once', async () => {
    const bodies = saveBackend();
    const { events } = renderPage();
    expect(screen.queryByRole('button', { name: 'Save Photo' })).not.toBeInTheDocument();
    await uploadInto('person-card', 'person.jpg');

    const card = screen.getByTestId('person-card');
    await events.click(within(card).getByRole('button', { name: 'Save Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Person Photo' });
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue(`Person Photo - ${today()}`);
    await events.clear(input);
    await events.type(input, '  Me at the beach  ');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Image Saved Successfully! 🎉')).toBeInTheDocument();
    expect(screen.getByText('"Me at the beach" was saved to your gallery.')).toBeInTheDocument();
    expect(bodies.saveImage).toEqual([
      { input: { imageUrl: '/uploads/1/person.jpg', name: 'Me at the beach', kind: 'person' } },
    ]);
    // Saved once: the buttons say so, and the upload stays chosen for the try-on.
    expect(within(card).getByRole('button', { name: 'Saved to Gallery' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Quick Save' })).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Person photo preview' })).toHaveAttribute(
      'src',
      '/uploads/1/person.jpg',
    );
    await events.click(within(card).getByRole('tab', { name: 'AI Models' }));
    expect(await within(card).findByText('Me at the beach')).toBeInTheDocument();
  });

  it('Quick Save keeps an uploaded person as "Uploaded Model" without a dialog', async () => {
    const bodies = saveBackend();
    const { events } = renderPage();
    await uploadInto('person-card', 'person.jpg');
    await events.click(screen.getByRole('button', { name: 'Quick Save' }));

    expect(await screen.findByText('"Uploaded Model" was saved to your gallery.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies.saveImage).toEqual([
      { input: { imageUrl: '/uploads/1/person.jpg', name: 'Uploaded Model', kind: 'person' } },
    ]);
  });

  it('saves each uploaded garment as a clothing item: "Clothing Item - {date}" and "Clothing Item 2 - {date}"', async () => {
    const bodies = saveBackend();
    const { events } = renderPage();
    await events.click(screen.getByRole('checkbox', { name: /Enable multi-garment try-on/ }));
    await uploadInto('clothing-card', 'shirt.jpg');
    await uploadInto('second-garment-card', 'jeans.jpg');
    // Garments have no quick save.
    expect(screen.queryByRole('button', { name: 'Quick Save' })).not.toBeInTheDocument();

    const first = screen.getByTestId('clothing-card');
    await events.click(within(first).getByRole('button', { name: 'Save Item' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save Clothing Item' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(`Clothing Item - ${today()}`);
    await events.type(within(dialog).getByRole('textbox', { name: 'Name' }), '{Enter}');
    await within(first).findByRole('button', { name: 'Saved to Gallery' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const second = screen.getByTestId('second-garment-card');
    await events.click(within(second).getByRole('button', { name: 'Save Item' }));
    dialog = await screen.findByRole('dialog', { name: 'Save Clothing Item' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(`Clothing Item 2 - ${today()}`);
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(second).findByRole('button', { name: 'Saved to Gallery' });

    expect(bodies.saveImage).toEqual([
      { input: { imageUrl: '/uploads/1/shirt.jpg', name: `Clothing Item - ${today()}`, kind: 'clothing' } },
      { input: { imageUrl: '/uploads/1/jeans.jpg', name: `Clothing Item 2 - ${today()}`, kind: 'clothing' } },
    ]);
    // Both are offered under Saved Items at once.
    await events.click(within(first).getByRole('tab', { name: 'Saved Items' }));
    expect(await within(first).findByText(`Clothing Item 2 - ${today()}`)).toBeInTheDocument();
    expect(within(first).getByText(`Clothing Item - ${today()}`)).toBeInTheDocument();
  });

  it('a refused save shows the error, keeps the dialog open and lets the person try again', async () => {
    backend({
      extra: { 'GQL SaveUserImage': gqlError('BAD_USER_INPUT', 'That image is not yours') },
    });
    const { events } = renderPage();
    await uploadInto('clothing-card', 'shirt.jpg');
    await events.click(screen.getByRole('button', { name: 'Save Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Clothing Item' });
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/That image is not yours/)).toBeInTheDocument();
    expect(screen.queryByText('Image Saved Successfully! 🎉')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
