import { jest } from '@jest/globals';
import { SELECTED_PERSON_KEY } from '../../lib/selected-person';
import { gate, mockFetch, recordBodies, type MockAnswer } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import { onBillingChanged } from '../billing/billing.api';
import type { GeminiSession } from './ai-jobs.api';
import { buildSession as buildAnySession } from './ai-jobs.fixtures';
import { GeminiGeneratePage } from './GeminiGenerate.page';

/** Generation 41 of the default attributes. */
function buildSession(overrides: Partial<GeminiSession> = {}): GeminiSession {
  return buildAnySession({
    id: 41,
    gender: 'female',
    age: 'young',
    ethnicity: 'caucasian',
    build: 'average',
    hairColor: 'brown',
    hairStyle: 'medium',
    clothing: 'casual',
    pose: 'standing-front',
    background: 'white',
    ...overrides,
  });
}

const RESULT = '/uploads/results/1/model.png';
const EDITED = '/uploads/results/1/model-blue.png';

/** Answers the given values one after another (the last one repeats). */
function sequence(...values: MockAnswer[]) {
  let call = 0;
  return () => values[Math.min(call++, values.length - 1)]!;
}

/** A fake backend: generate answers pending, the status reads go through `statuses`. */
function backend({
  statuses = [{ body: buildSession({ status: 'completed', resultUrl: RESULT }) }] as MockAnswer[],
  generate = { status: 201, body: buildSession() } as MockAnswer,
  editStatuses = [
    { body: { id: 77, status: 'processing', resultUrl: null, errorMessage: null, offline: false } },
  ] as MockAnswer[],
  savedPeople = [] as unknown[],
  extra = {} as Parameters<typeof mockFetch>[0],
} = {}) {
  const { bodies, record } = recordBodies();
  const fetchMock = mockFetch({
    'POST /api/gemini/generate-person': record('generate', generate),
    'GET /api/gemini/session/41': sequence(...statuses),
    'POST /api/gemini/edit-image': record('edit', {
      status: 201,
      body: {
        id: 77,
        status: 'pending',
        resultUrl: null,
        errorMessage: null,
        offline: false,
        baseImageUrl: RESULT,
        editInstructions: 'make it blue',
        session: { id: 77 },
      },
    }),
    'GET /api/gemini/edit-session/77': sequence(...editStatuses),
    'GET /api/gemini/saved-people/1': { body: savedPeople },
    'POST /api/gemini/save-person': record('save', {
      status: 201,
      body: {
        id: 5,
        userId: 1,
        geminiSessionId: 41,
        name: 'x',
        isFavorite: false,
        savedAt: '',
        imageUrl: RESULT,
      },
    }),
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

  it('posts the chosen attributes', async () => {
    const { bodies } = backend();
    const { events } = renderPage();
    await events.click(screen.getByRole('combobox', { name: 'Gender' }));
    await events.click(screen.getByRole('option', { name: 'Male' }));
    await events.click(screen.getByRole('combobox', { name: 'Background Color' }));
    await events.click(screen.getByRole('option', { name: 'Light Gray' }));
    await generateAndComplete(events);

    expect(bodies.generate).toEqual([
      {
        gender: 'male',
        age: 'young',
        ethnicity: 'caucasian',
        build: 'average',
        hairColor: 'brown',
        hairStyle: 'medium',
        clothing: 'casual',
        pose: 'standing-front',
        background: 'gray',
      },
    ]);
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
        gender: 'female',
        age: 'young',
        ethnicity: 'caucasian',
        build: 'average',
        hairColor: 'brown',
        hairStyle: 'medium',
        clothing: 'casual',
        pose: 'standing-front',
        background: 'white',
        prompt: 'a tall man in a red coat',
      },
    ]);
  });

  it('moves the badge from Pending to Generating... to Completed, shows skeleton then image, and tells billing', async () => {
    const processing = gate({ body: buildSession({ status: 'processing' }) });
    const completed = gate({ body: buildSession({ status: 'completed', resultUrl: RESULT, offline: true }) });
    const reads = [processing, completed];
    let read = 0;
    backend({ extra: { 'GET /api/gemini/session/41': () => reads[Math.min(read++, 1)]!.answer } });
    const billing = jest.fn();
    const stop = onBillingChanged(billing);
    const { events } = renderPage();
    await events.click(generateButton());

    expect(await screen.findByTestId('generation-status')).toHaveTextContent('Pending');
    expect(screen.getByRole('status', { name: 'Generating your model' })).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    expect(billing).toHaveBeenCalled();
    processing.release();
    await waitFor(() => expect(badge()).toHaveTextContent('Generating...'));
    expect(screen.getByRole('status', { name: 'Generating your model' })).toBeInTheDocument();
    completed.release();
    await waitFor(() => expect(badge()).toHaveTextContent('Completed'));
    expect(screen.getByRole('img', { name: 'Generated AI model' })).toHaveAttribute('src', RESULT);
    expect(screen.getByText('Offline preview')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Generating your model' })).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
    stop();
  });

  it('a failed generation shows Failed with its error message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend({
      statuses: [{ body: buildSession({ status: 'failed', errorMessage: 'The AI could not draw this.' }) }],
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
      generate: { status: 402, body: { error: 'Insufficient sessions: balance is 0', code: 'NO_SESSIONS' } },
      extra: { 'GET /api/user/usage-logs': { body: [] } },
    });
    const { events } = renderPage();
    await events.click(generateButton());
    expect(await screen.findByRole('dialog', { name: "You're Out of Sessions" })).toBeInTheDocument();
  });

  it('edits by instruction: a square skeleton while it runs, then the new image and an empty box', async () => {
    const done = gate({
      body: { id: 77, status: 'completed', resultUrl: EDITED, errorMessage: null, offline: false },
    });
    const { bodies } = backend({ extra: { 'GET /api/gemini/edit-session/77': () => done.answer } });
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
    expect(bodies.edit).toEqual([{ baseImageUrl: RESULT, editInstructions: 'make it blue' }]);
  });

  it('a failed edit ends the editing state and keeps the image and the instruction', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend({
      editStatuses: [
        { body: { id: 77, status: 'failed', resultUrl: null, errorMessage: 'No', offline: false } },
      ],
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
  });

  it('a refused edit request shows the shared-rule toast', async () => {
    backend({
      extra: {
        'POST /api/gemini/edit-image': {
          status: 400,
          body: { error: 'Missing required field: editInstructions', code: 'BAD_REQUEST' },
        },
      },
    });
    const { events } = renderPage();
    await generateAndComplete(events);
    await events.click(screen.getByRole('textbox', { name: 'Edit instructions' }));
    await events.paste('make it blue');
    await events.click(screen.getByRole('button', { name: 'Apply Edit' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
  });

  it('Save opens the name dialog with "AI Model - {date}", posts save-person and toasts', async () => {
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
    expect(bodies.save).toEqual([{ geminiSessionId: 41, name: 'Ava' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The saved list is asked again after the save.
    const listReads = fetchMock.mock.calls.filter(([url]) => url === '/api/gemini/saved-people/1');
    expect(listReads.length).toBeGreaterThanOrEqual(2);
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
        pose: 'standing-front',
      },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/gemini-virtual-tryon');
  });

  it('shows "Saved People (n)" when any exist, each with Use for Try-On', async () => {
    backend({
      savedPeople: [
        {
          id: 3,
          userId: 1,
          geminiSessionId: 9,
          name: 'Nora',
          isFavorite: false,
          savedAt: '2026-03-01T10:00:00.000Z',
          imageUrl: '/uploads/results/1/nora.png',
          attributes: { gender: 'female', age: 'older' },
        },
      ],
    });
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
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/gemini/saved-people/1')).toBe(true),
    );
    expect(screen.queryByText(/Saved People/)).not.toBeInTheDocument();
  });
});
