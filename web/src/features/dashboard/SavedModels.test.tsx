import { jest } from '@jest/globals';
import type { SavedUserImage } from '../../lib/media.api';
import { SELECTED_PERSON_KEY } from '../../lib/selected-person';
import { mockFetch, type MockAnswer } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { fireEvent, renderWithProviders, screen, within } from '../../test-utils/render';
import { SavedModels } from './SavedModels';

function image(id: number, name: string, category = 'person'): SavedUserImage {
  return {
    id,
    userId: 1,
    imageUrl: `/uploads/1/img${id}.jpg`,
    thumbnailUrl: `/uploads/1/img${id}.jpg?size=thumb`,
    name,
    category,
    isFavorite: false,
    uploadedAt: '2026-01-02T10:00:00.000Z',
  };
}

const LIST = 'GET /api/saved-user-images/1';
const AI_LIST = 'GET /api/gemini/saved-people/1';

function aiPerson(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    userId: 1,
    geminiSessionId: 100 + id,
    name,
    isFavorite: false,
    savedAt: '2026-03-01T10:00:00.000Z',
    imageUrl: `/uploads/results/1/ai${id}.png`,
    attributes: { gender: 'female', age: 'young', pose: 'standing-front' },
    ...overrides,
  };
}

afterEach(() => window.localStorage.clear());

describe('SavedModels (dashboard "My Saved Models")', () => {
  it('shows the loading text, then the uploaded person images with their count', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    mockFetch({ [LIST]: () => new Promise<MockAnswer>((resolve) => (answer = resolve)) });
    renderWithProviders(<SavedModels />, { user: buildUser({ id: 1 }) });
    expect(await screen.findByText('Loading your saved models...')).toBeInTheDocument();
    answer({ body: [image(1, 'Me'), image(2, 'Jacket', 'clothing'), image(3, 'Studio')] });

    expect(await screen.findByRole('heading', { name: 'Uploaded Models (2)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Me' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Studio' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Jacket' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading your saved models...')).not.toBeInTheDocument();
  });

  it('shows the empty state with its two buttons when nothing is saved', async () => {
    mockFetch({ [LIST]: { body: [image(2, 'Jacket', 'clothing')] } });
    renderWithProviders(<SavedModels />, { user: buildUser({ id: 1 }) });
    expect(await screen.findByText('No Saved Models Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate AI Models' })).toHaveAttribute(
      'href',
      '/gemini-generate',
    );
    expect(screen.getByRole('link', { name: 'Upload & Try On' })).toHaveAttribute(
      'href',
      '/gemini-virtual-tryon',
    );
  });

  it('"Use for Try-On" stores the normalized person and goes to /gemini-virtual-tryon', async () => {
    mockFetch({ [LIST]: { body: [image(3, 'Studio')] } });
    const { events } = renderWithProviders(<SavedModels />, {
      user: buildUser({ id: 1 }),
      route: '/dashboard',
    });
    const card = await screen.findByRole('article', { name: 'Studio' });
    await events.click(within(card).getByRole('button', { name: 'Use Studio for Try-On' }));

    expect(JSON.parse(window.localStorage.getItem(SELECTED_PERSON_KEY) ?? 'null')).toEqual({
      id: 3,
      name: 'Studio',
      imageUrl: '/uploads/1/img3.jpg',
      source: 'uploaded',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/gemini-virtual-tryon');
  });

  it('still navigates, storing nothing, for an image without an /uploads/ address', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({ [LIST]: { body: [{ ...image(4, 'Odd'), imageUrl: 'http://elsewhere/x.jpg' }] } });
    const { events } = renderWithProviders(<SavedModels />, {
      user: buildUser({ id: 1 }),
      route: '/dashboard',
    });
    await events.click(await screen.findByRole('button', { name: 'Use Odd for Try-On' }));
    expect(window.localStorage.getItem(SELECTED_PERSON_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/gemini-virtual-tryon');
  });

  it('hides an image that fails to load', async () => {
    mockFetch({ [LIST]: { body: [image(1, 'Me'), image(3, 'Studio')] } });
    renderWithProviders(<SavedModels />, { user: buildUser({ id: 1 }) });
    const broken = await screen.findByRole('img', { name: 'Me' });
    fireEvent.error(broken);
    expect(screen.queryByRole('img', { name: 'Me' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Studio' })).toBeVisible();
  });

  it('shows nothing when nobody is signed in', async () => {
    const fetchMock = mockFetch({});
    const { container } = renderWithProviders(<SavedModels />, { user: null });
    await screen.findByTestId('location');
    expect(container).not.toHaveTextContent('My Saved Models');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('AI Generated Models', () => {
    it('shows "AI Generated Models (count)" before "Uploaded Models (count)"', async () => {
      mockFetch({
        [LIST]: { body: [image(1, 'Me')] },
        [AI_LIST]: { body: [aiPerson(7, 'Nora'), aiPerson(8, 'Leo')] },
      });
      renderWithProviders(<SavedModels />, { user: buildUser({ id: 1 }) });

      const ai = await screen.findByRole('region', { name: 'AI Generated Models (2)' });
      expect(within(ai).getByRole('article', { name: 'Nora' })).toBeInTheDocument();
      expect(within(ai).getByRole('img', { name: 'Leo' })).toHaveAttribute(
        'src',
        '/uploads/results/1/ai8.png',
      );
      const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(headings).toEqual(['AI Generated Models (2)', 'Uploaded Models (1)']);
      expect(screen.queryByText('No Saved Models Yet')).not.toBeInTheDocument();
    });

    it('does not show the empty state when only AI people are saved', async () => {
      mockFetch({ [LIST]: { body: [] }, [AI_LIST]: { body: [aiPerson(7, 'Nora')] } });
      renderWithProviders(<SavedModels />, { user: buildUser({ id: 1 }) });
      expect(await screen.findByRole('heading', { name: 'AI Generated Models (1)' })).toBeInTheDocument();
      expect(screen.queryByText('No Saved Models Yet')).not.toBeInTheDocument();
      expect(screen.queryByText(/Uploaded Models/)).not.toBeInTheDocument();
    });

    it('"Use for Try-On" stores the normalized AI person and goes to /gemini-virtual-tryon', async () => {
      mockFetch({ [LIST]: { body: [] }, [AI_LIST]: { body: [aiPerson(7, 'Nora')] } });
      const { events } = renderWithProviders(<SavedModels />, {
        user: buildUser({ id: 1 }),
        route: '/dashboard',
      });
      await events.click(await screen.findByRole('button', { name: 'Use Nora for Try-On' }));
      expect(JSON.parse(window.localStorage.getItem(SELECTED_PERSON_KEY) ?? 'null')).toEqual({
        id: 7,
        name: 'Nora',
        imageUrl: '/uploads/results/1/ai7.png',
        source: 'ai',
        attributes: { gender: 'female', age: 'young', pose: 'standing-front' },
      });
      expect(screen.getByTestId('location')).toHaveTextContent('/gemini-virtual-tryon');
    });

    it('reads the image from older nested shapes and only accepts /uploads/ addresses', async () => {
      mockFetch({
        [LIST]: { body: [] },
        [AI_LIST]: {
          body: [
            aiPerson(1, 'Nested', {
              imageUrl: null,
              sessionData: { resultUrl: '/uploads/results/1/nested.png' },
            }),
            aiPerson(2, 'Session', {
              imageUrl: null,
              geminiSession: { resultUrl: '/uploads/results/1/gs.png' },
            }),
            aiPerson(3, 'Elsewhere', { imageUrl: 'https://cdn.example.com/x.png' }),
          ],
        },
      });
      renderWithProviders(<SavedModels />, { user: buildUser({ id: 1 }) });
      expect(await screen.findByRole('img', { name: 'Nested' })).toHaveAttribute(
        'src',
        '/uploads/results/1/nested.png',
      );
      expect(screen.getByRole('img', { name: 'Session' })).toHaveAttribute(
        'src',
        '/uploads/results/1/gs.png',
      );
      expect(screen.queryByRole('article', { name: 'Elsewhere' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'AI Generated Models (2)' })).toBeInTheDocument();
    });

    it('hides a saved AI person whose image fails to load', async () => {
      mockFetch({ [LIST]: { body: [] }, [AI_LIST]: { body: [aiPerson(7, 'Nora'), aiPerson(8, 'Leo')] } });
      renderWithProviders(<SavedModels />, { user: buildUser({ id: 1 }) });
      fireEvent.error(await screen.findByRole('img', { name: 'Nora' }));
      expect(screen.queryByRole('article', { name: 'Nora' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Use Nora for Try-On' })).not.toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Leo' })).toBeInTheDocument();
    });
  });
});
