import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { SELECTED_PERSON_KEY } from '../tryon/selected-person';
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
import { renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import {
  buildEditSession,
  buildPerson,
  buildSavedPerson,
  buildSession as buildAnySession,
  type GeminiSessionFixture,
} from '../ai-jobs/ai-jobs.fixtures';
import { PAID_RETRY } from '../../lib/paid-request';
import { GeminiGeneratePage } from './GeminiGenerate.page';

/** Generation 41 of the default attributes. */
function buildSession(overrides: Partial<Omit<GeminiSessionFixture, '__typename'>> = {}) {
  return buildAnySession({
    id: 41,
    person: buildPerson({
      gender: 'female',
      age: 'young',
      ethnicity: 'caucasian',
      build: 'average',
      hairColor: 'brown',
      hairStyle: 'medium',
      clothing: 'casual',
      pose: 'standing_front',
      background: 'white',
    }),
    ...overrides,
  });
}

const RESULT = '/uploads/results/1/model.png';
const EDITED = '/uploads/results/1/model-blue.png';

/** The key every paid request carries (a new UUID per click, kept by its automatic retry). */
const REQUEST_ID = expect.stringMatching(
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
);

/** Answers the given values one after another (the last one repeats). */
function sequence(...values: MockAnswer[]) {
  let call = 0;
  return () => values[Math.min(call++, values.length - 1)]!;
}

/** The status query's answer for generation 41. */
const sessionRead = (overrides: Partial<Omit<GeminiSessionFixture, '__typename'>>) =>
  gqlData({ geminiSession: buildSession(overrides) });

/** The status query's answer for edit 77. */
const editRead = (overrides: Parameters<typeof buildEditSession>[0]) =>
  gqlData({ editSession: buildEditSession({ id: 77, baseImageUrl: RESULT, ...overrides }) });

/** A fake backend: generate answers pending, the status reads go through `statuses`. */
function backend({
  statuses = [sessionRead({ state: 'completed', resultUrl: RESULT })] as MockAnswer[],
  generate = gqlData({ generatePerson: buildSession() }) as MockAnswer,
  editStatuses = [editRead({ state: 'processing' })] as MockAnswer[],
  savedPeople = [] as unknown[],
  extra = {} as Parameters<typeof mockFetch>[0],
} = {}) {
  const { bodies, record } = recordBodies();
  const fetchMock = mockFetch({
    'GQL GeneratePerson': record('generate', generate),
    'GQL GeminiSessionStatus': sequence(...statuses),
    'GQL EditImage': record(
      'edit',
      gqlData({
        editImage: buildEditSession({ id: 77, baseImageUrl: RESULT, editInstructions: 'make it blue' }),
      }),
    ),
    'GQL EditSessionStatus': sequence(...editStatuses),
    'GQL SavedPeople': gqlData({ me: { __typename: 'User', id: 1, savedGeminiPeople: savedPeople } }),
    'GQL GenerationResultNote': gqlData({
      geminiSession: { __typename: 'GeminiSession', id: 41, resultNote: null },
    }),
    'GQL SaveGeminiPerson': (init) => {
      const { variables } = JSON.parse(String(init?.body)) as { variables: { name: string } };
      const saved = buildSavedPerson({ id: 5, name: variables.name, imageUrl: RESULT });
      return record(
        'save',
        gqlData({
          saveGeminiPerson: { ...saved, __typename: 'SavedAiPerson' },
        }),
      )(init);
    },
    ...extra,
  });
  return { fetchMock, bodies };
}

function renderPage() {
  return renderWithProviders(<GeminiGeneratePage pollIntervalMs={20} />, {
    user: buildUser({ id: 1 }),
    route: '/gemini-generate',
  });
}

const generateButton = () => screen.getByRole('button', { name: 'Generate AI Model' });
const badge = () => screen.getByTestId('generation-status');

async function generateAndComplete(events: ReturnType<typeof renderPage>['events']) {
  await events.click(generateButton());
  expect(await screen.findByRole('img', { name: 'Generated AI model' })).toHaveAttribute('src', RESULT);
}

describe('GeminiGeneratePage', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the nine attribute selects with the spec defaults and labels', async () => {
    backend();
    const { events } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Generate AI Models' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Attributes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Free Prompt' })).toBeInTheDocument();
    const defaults: Record<string, string> = {
      Gender: 'Female',
      'Age Group': 'Young (18-30)',
      Ethnicity: 'Caucasian',
      Build: 'Average',
      'Hair Color': 'Brown',
      'Hair Style': 'Medium',
      'Clothing Style': 'Casual',
      Pose: 'Standing Front',
      'Background Color': 'White',
    };
    for (const [label, value] of Object.entries(defaults)) {
      expect(screen.getByRole('combobox', { name: label })).toHaveValue(value);
    }

    await events.click(screen.getByRole('combobox', { name: 'Age Group' }));
    for (const option of ['Young (18-30)', 'Middle-aged (30-50)', 'Older (50+)']) {
      expect(screen.getByRole('option', { name: option })).toBeInTheDocument();
    }
    await events.click(screen.getByRole('combobox', { name: 'Background Color' }));
    expect(screen.getByRole('option', { name: 'Light Gray' })).toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  it("posts the chosen attributes in person, as the enums' GraphQL names", async () => {
    const { bodies } = backend();
    const { events } = renderPage();
    await events.click(screen.getByRole('combobox', { name: 'Gender' }));
    await events.click(screen.getByRole('option', { name: 'Male' }));
    await events.click(screen.getByRole('combobox', { name: 'Age Group' }));
    await events.click(screen.getByRole('option', { name: 'Middle-aged (30-50)' }));
    await events.click(screen.getByRole('combobox', { name: 'Build' }));
    await events.click(screen.getByRole('option', { name: 'Plus Size' }));
    await events.click(screen.getByRole('combobox', { name: 'Pose' }));
    await events.click(screen.getByRole('option', { name: 'Casual Pose' }));
    await events.click(screen.getByRole('combobox', { name: 'Background Color' }));
    await events.click(screen.getByRole('option', { name: 'Light Gray' }));
    await generateAndComplete(events);

    expect(bodies.generate).toEqual([
      {
        input: {
          person: {
            gender: 'male',
            age: 'middle_aged',
            ethnicity: 'caucasian',
            build: 'plus_size',
            hairColor: 'brown',
            hairStyle: 'medium',
            clothing: 'casual',
            pose: 'casual_pose',
            background: 'gray',
          },
          requestId: REQUEST_ID,
        },
      },
    ]);
  });

  it('a double click on Generate starts (and charges) one generation', async () => {
    const { bodies } = backend();
    renderPage();
    const button = generateButton();
    // Two clicks in the same task, before React has drawn the button disabled.
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByRole('img', { name: 'Generated AI model' })).toHaveAttribute('src', RESULT);
    expect(bodies.generate).toHaveLength(1);
  });

  describe('a requestId on every paid action (issue 41, finding 7)', () => {
    const delay = PAID_RETRY.delayMs;
    beforeAll(() => {
      PAID_RETRY.delayMs = 5;
    });
    afterAll(() => {
      PAID_RETRY.delayMs = delay;
    });
    const keyOf = (body: unknown) => (body as { input: { requestId?: string } }).input.requestId;

    it('sends a new requestId with each click on Generate', async () => {
      const { bodies } = backend();
      const { events } = renderPage();
      await generateAndComplete(events);
      await events.click(generateButton());
      await waitFor(() => expect(bodies.generate).toHaveLength(2));
      expect(bodies.generate.map(keyOf)).toEqual([REQUEST_ID, REQUEST_ID]);
      expect(keyOf(bodies.generate[0])).not.toBe(keyOf(bodies.generate[1]));
    });

    it('sends the same requestId again when it retries a click after a 5xx, and starts one job', async () => {
      const answers = sequence(
        { status: 500, body: { error: 'Internal server error', code: 'INTERNAL' } },
        gqlData({ generatePerson: buildSession() }),
      );
      const { bodies } = backend({ extra: { 'GQL GeneratePerson': (init) => record(init, answers()) } });
      const { events } = renderPage();
      await generateAndComplete(events);
      expect(sent).toHaveLength(2);
      expect(keyOf(sent[0])).toEqual(REQUEST_ID);
      expect(keyOf(sent[1])).toBe(keyOf(sent[0]));
      expect(bodies.generate).toBeUndefined();
    });

    it('sends a new requestId with each edit click, the same one on its retry', async () => {
      const answers = sequence(
        { status: 503, body: { error: 'Service unavailable', code: 'UNAVAILABLE' } },
        gqlData({
          editImage: buildEditSession({ id: 77, baseImageUrl: RESULT, editInstructions: 'make it blue' }),
        }),
      );
      backend({
        editStatuses: [editRead({ state: 'completed', resultUrl: EDITED })],
        extra: { 'GQL EditImage': (init) => record(init, answers()) },
      });
      const { events } = renderPage();
      await generateAndComplete(events);
      const box = screen.getByRole('textbox', { name: 'Edit instructions' });
      await events.click(box);
      await events.paste('make it blue');
      await events.click(screen.getByRole('button', { name: 'Apply Edit' }));
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Generated AI model' })).toHaveAttribute('src', EDITED),
      );
      await events.click(box);
      await events.paste('make it red');
      await events.click(screen.getByRole('button', { name: 'Apply Edit' }));
      await waitFor(() => expect(sent).toHaveLength(3));
      const keys = sent.map(keyOf);
      expect(keys).toEqual([REQUEST_ID, REQUEST_ID, REQUEST_ID]);
      expect(keys[1]).toBe(keys[0]); // the retry of the first click
      expect(keys[2]).not.toBe(keys[0]); // the second click
    });

    /** The variables each call of a route carried. */
    let sent: unknown[] = [];
    beforeEach(() => {
      sent = [];
    });
    function record(init: RequestInit | undefined, answer: MockAnswer): MockAnswer {
      sent.push((JSON.parse(String(init?.body)) as { variables: unknown }).variables);
      return answer;
    }
  });

  it('offers "None" as a background, which sends no background', async () => {
    const { bodies } = backend();
    const { events } = renderPage();
    const background = screen.getByRole('combobox', { name: 'Background Color' });
    expect(background).toHaveValue('White');
    await events.click(background);
    await events.click(screen.getByRole('option', { name: 'None' }));
    expect(background).toHaveValue('None');
    await generateAndComplete(events);
    expect(bodies.generate).toHaveLength(1);
    expect(bodies.generate[0]).toEqual({
      input: {
        person: expect.not.objectContaining({ background: expect.anything() }),
        requestId: REQUEST_ID,
      },
    });
  });

  it('Free Prompt: Generate is disabled while the prompt is blank, and the trimmed prompt is sent with the attributes', async () => {
    const { bodies } = backend();
    const { events } = renderPage();
    await events.click(screen.getByRole('tab', { name: 'Free Prompt' }));
    expect(generateButton()).toBeDisabled();
    const prompt = screen.getByRole('textbox', { name: 'Describe your model' });
    await events.type(prompt, '   ');
    expect(generateButton()).toBeDisabled();
    await events.paste(' a tall man in a red coat  ');
    expect(generateButton()).toBeEnabled();
    await generateAndComplete(events);

    expect(bodies.generate).toEqual([
      {
        input: {
          person: {
            gender: 'female',
            age: 'young',
            ethnicity: 'caucasian',
            build: 'average',
            hairColor: 'brown',
            hairStyle: 'medium',
            clothing: 'casual',
            pose: 'standing_front',
            background: 'white',
          },
          prompt: 'a tall man in a red coat',
          requestId: REQUEST_ID,
        },
      },
    ]);
  });

  it('moves the badge from Pending to Generating... to Completed, shows skeleton then image', async () => {
    const processing = gate(sessionRead({ state: 'processing' }));
    const completed = gate(sessionRead({ state: 'completed', resultUrl: RESULT, offline: true }));
    const reads = [processing, completed];
    let read = 0;
    const { fetchMock } = backend({
      extra: { 'GQL GeminiSessionStatus': () => reads[Math.min(read++, 1)]!.answer },
    });
    const { events } = renderPage();
    await events.click(generateButton());

    expect(await screen.findByTestId('generation-status')).toHaveTextContent('Pending');
    expect(screen.getByRole('status', { name: 'Generating your model' })).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    await waitFor(() => expect(gqlCalls(fetchMock, 'GeminiSessionStatus')).toEqual([{ id: 41 }]));
    processing.release();
    await waitFor(() => expect(badge()).toHaveTextContent('Generating...'));
    expect(screen.getByRole('status', { name: 'Generating your model' })).toBeInTheDocument();
    completed.release();
    await waitFor(() => expect(badge()).toHaveTextContent('Completed'));
    expect(screen.getByRole('img', { name: 'Generated AI model' })).toHaveAttribute('src', RESULT);
    expect(screen.getByText('Offline preview')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Generating your model' })).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  it('names the prompt words an offline generation could not draw, under the image', async () => {
    const { fetchMock } = backend({
      statuses: [sessionRead({ state: 'completed', resultUrl: RESULT, offline: true })],
      extra: {
        'GQL GenerationResultNote': gqlData({
          geminiSession: {
            __typename: 'GeminiSession',
            id: 41,
            resultNote: 'not drawn offline: hat, floral',
          },
        }),
      },
    });
    const { events } = renderPage();
    await events.click(generateButton());

    expect(await screen.findByTestId('generation-note')).toHaveTextContent('not drawn offline: hat, floral');
    expect(gqlCalls(fetchMock, 'GenerationResultNote')).toEqual([{ id: 41 }]);
  });

  it('asks for no note when the generation was not made offline', async () => {
    const { fetchMock } = backend();
    const { events } = renderPage();
    await events.click(generateButton());

    await screen.findByRole('img', { name: 'Generated AI model' });
    expect(gqlCalls(fetchMock, 'GenerationResultNote')).toEqual([]);
    expect(screen.queryByTestId('generation-note')).not.toBeInTheDocument();
  });

  it('a failed generation shows Failed with its error message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend({
      statuses: [sessionRead({ state: 'failed', errorMessage: 'The AI could not draw this.' })],
    });
    const { events } = renderPage();
    await events.click(generateButton());
    await waitFor(() => expect(badge()).toHaveTextContent('Failed'));
    expect(screen.getByTestId('generation-error')).toHaveTextContent('The AI could not draw this.');
    expect(screen.queryByRole('img', { name: 'Generated AI model' })).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  it('an empty balance (402 NO_SESSIONS) opens the out-of-sessions modal', async () => {
    backend({
      generate: gqlError('NO_SESSIONS', 'Insufficient sessions: balance is 0'),
      extra: { 'GQL OutOfSessionsActivity': gqlData({ me: { __typename: 'User', id: 1, usageLogs: [] } }) },
    });
    const { events } = renderPage();
    await events.click(generateButton());
    const dialog = await screen.findByRole('dialog', { name: "You're Out of Sessions" });
    expect(within(dialog).getByTestId('activity-total')).toHaveTextContent('0');
    expect(screen.queryByTestId('generation-status')).not.toBeInTheDocument();
  });

  it('edits by instruction: a square skeleton while it runs, then the new image and an empty box', async () => {
    const done = gate(editRead({ state: 'completed', resultUrl: EDITED }));
    const { bodies } = backend({ extra: { 'GQL EditSessionStatus': () => done.answer } });
    const { events } = renderPage();
    const box = screen.getByRole('textbox', { name: 'Edit instructions' });
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply Edit' })).toBeDisabled();
    await generateAndComplete(events);

    await events.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Apply Edit' })).toBeDisabled();
    await events.paste('make it blue ');
    await events.click(screen.getByRole('button', { name: 'Apply Edit' }));

    expect(await screen.findByRole('status', { name: 'Applying your edit' })).toBeInTheDocument();
    expect(screen.getByTestId('skeleton-square')).toBeInTheDocument();
    done.release();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Generated AI model' })).toHaveAttribute('src', EDITED),
    );
    expect(screen.getByRole('textbox', { name: 'Edit instructions' })).toHaveValue('');
    expect(bodies.edit).toEqual([
      { input: { baseImageUrl: RESULT, editInstructions: 'make it blue', requestId: REQUEST_ID } },
    ]);
  });

  it('a failed edit ends the editing state, keeps the image and the instruction, and says why', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason =
      'AI processing failed: The offline preview can only change colours, not add, remove or swap clothes: try e.g. "make the shirt blue" or "make the background gray". Your session was refunded.';
    backend({
      editStatuses: [editRead({ state: 'failed', errorMessage: reason })],
    });
    const { events } = renderPage();
    await generateAndComplete(events);
    await events.click(screen.getByRole('textbox', { name: 'Edit instructions' }));
    await events.paste('make it blue');
    await events.click(screen.getByRole('button', { name: 'Apply Edit' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Edit instructions' })).toBeEnabled());
    expect(screen.getByRole('img', { name: 'Generated AI model' })).toHaveAttribute('src', RESULT);
    expect(screen.getByRole('textbox', { name: 'Edit instructions' })).toHaveValue('make it blue');
    expect(screen.getByRole('button', { name: 'Apply Edit' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    // A new instruction clears the old reason.
    await events.type(screen.getByRole('textbox', { name: 'Edit instructions' }), '!');
    expect(screen.queryByTestId('edit-error')).not.toBeInTheDocument();
  });

  it('a refused edit request shows the shared-rule toast', async () => {
    backend({
      extra: {
        'GQL EditImage': gqlError('VALIDATION', 'Missing required field: editInstructions'),
      },
    });
    const { events } = renderPage();
    await generateAndComplete(events);
    await events.click(screen.getByRole('textbox', { name: 'Edit instructions' }));
    await events.paste('make it blue');
    await events.click(screen.getByRole('button', { name: 'Apply Edit' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
  });

  it('Save opens the name dialog with "AI Model - {date}", saves the person, toasts and lists it', async () => {
    const { bodies, fetchMock } = backend();
    const { events } = renderPage();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await generateAndComplete(events);
    await events.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save AI Model' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue(`AI Model - ${new Date().toLocaleDateString()}`);
    await events.clear(name);
    await events.paste('  Ava  ');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Model Saved Successfully! 🎉')).toBeInTheDocument();
    expect(bodies.save).toEqual([{ geminiSessionId: 41, name: 'Ava', imageUrl: RESULT }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The saved list shows the person at once: the save answer went into the cached list.
    const grid = await screen.findByRole('region', { name: 'Saved People (1)' });
    expect(within(grid).getByRole('button', { name: 'Use Ava for Try-On' })).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'SavedPeople')).toHaveLength(1);
  });

  it('asks before a reload loses a model that is not saved, not once it is saved, and again after an edit', async () => {
    backend({ editStatuses: [editRead({ state: 'completed', resultUrl: EDITED })] });
    const { events } = renderPage();
    expect(leavePrompts()).toBe(false);
    await generateAndComplete(events);
    expect(leavePrompts()).toBe(true);

    await events.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save AI Model' });
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Model Saved Successfully! 🎉')).toBeInTheDocument();
    expect(leavePrompts()).toBe(false);

    await events.click(screen.getByRole('textbox', { name: 'Edit instructions' }));
    await events.paste('make the jacket blue');
    await events.click(screen.getByRole('button', { name: 'Apply Edit' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Generated AI model' })).toHaveAttribute('src', EDITED),
    );
    expect(leavePrompts()).toBe(true);
  });

  it('saves the edited model on screen, not the image from before the edit', async () => {
    const { bodies } = backend({ editStatuses: [editRead({ state: 'completed', resultUrl: EDITED })] });
    const { events } = renderPage();
    await generateAndComplete(events);
    await events.click(screen.getByRole('textbox', { name: 'Edit instructions' }));
    await events.paste('make the jacket blue');
    await events.click(screen.getByRole('button', { name: 'Apply Edit' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Generated AI model' })).toHaveAttribute('src', EDITED),
    );
    await events.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save AI Model' });
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Model Saved Successfully! 🎉')).toBeInTheDocument();
    expect(bodies.save).toEqual([expect.objectContaining({ geminiSessionId: 41, imageUrl: EDITED })]);
  });

  it('Try On after a save hands the person over under the saved name', async () => {
    backend();
    const { events } = renderPage();
    await generateAndComplete(events);
    await events.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save AI Model' });
    await events.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await events.paste('Ava');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Model Saved Successfully! 🎉');
    await events.click(screen.getByRole('button', { name: 'Try On' }));
    expect(JSON.parse(window.localStorage.getItem(SELECTED_PERSON_KEY) ?? 'null')).toMatchObject({
      id: 41,
      name: 'Ava',
    });
  });

  it('Try On stores the generated person in selectedPersonForTryOn and goes to /gemini-virtual-tryon', async () => {
    backend();
    const { events } = renderPage();
    expect(screen.getByRole('button', { name: 'Try On' })).toBeDisabled();
    await generateAndComplete(events);
    await events.click(screen.getByRole('button', { name: 'Try On' }));
    // The model is not saved, but Try On takes it along: nothing is lost, so nothing is asked.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gemini-virtual-tryon'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();

    expect(JSON.parse(window.localStorage.getItem(SELECTED_PERSON_KEY) ?? 'null')).toEqual({
      id: 41,
      name: 'AI Model',
      imageUrl: RESULT,
      source: 'ai',
      attributes: {
        gender: 'female',
        age: 'young',
        ethnicity: 'caucasian',
        build: 'average',
        hairColor: 'brown',
        hairStyle: 'medium',
        clothing: 'casual',
        pose: 'standing_front',
      },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/gemini-virtual-tryon');
  });

  it('asks before leaving with a model not saved (Stay keeps it), and not once it is saved', async () => {
    backend({ savedPeople: [buildSavedPerson({ person: { gender: 'female', age: 'older' } })] });
    const { events } = renderPage();
    await generateAndComplete(events);
    // Another person to try on: the model on screen is left behind, so that asks first.
    const grid = await screen.findByRole('region', { name: 'Saved People (1)' });
    await events.click(within(grid).getByRole('button', { name: 'Use Nora for Try-On' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(leave).toHaveTextContent('If you leave now, it will not be kept.');
    await events.click(within(leave).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/gemini-generate');
    expect(screen.getByRole('img', { name: 'Generated AI model' })).toHaveAttribute('src', RESULT);

    await events.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save AI Model' });
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Model Saved Successfully! 🎉')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await screen.findByRole('region', { name: /^Saved People/ });
    await events.click(within(again).getByRole('button', { name: 'Use Nora for Try-On' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gemini-virtual-tryon'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Saved People (n)" when any exist, each with Use for Try-On', async () => {
    backend({ savedPeople: [buildSavedPerson({ person: { gender: 'female', age: 'older' } })] });
    const { events } = renderPage();
    const grid = await screen.findByRole('region', { name: 'Saved People (1)' });
    await events.click(within(grid).getByRole('button', { name: 'Use Nora for Try-On' }));
    expect(JSON.parse(window.localStorage.getItem(SELECTED_PERSON_KEY) ?? 'null')).toMatchObject({
      id: 3,
      name: 'Nora',
      imageUrl: '/uploads/results/1/nora.png',
      source: 'ai',
      attributes: { gender: 'female', age: 'older' },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/gemini-virtual-tryon');
  });

  it('shows no Saved People grid when nothing is saved', async () => {
    const { fetchMock } = backend();
    renderPage();
    await waitFor(() => expect(gqlCalls(fetchMock, 'SavedPeople')).toHaveLength(1));
    expect(screen.queryByText(/Saved People/)).not.toBeInTheDocument();
  });
});
