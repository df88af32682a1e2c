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
});
