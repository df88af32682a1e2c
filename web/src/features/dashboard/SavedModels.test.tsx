import { jest } from '@jest/globals';
import { useState } from 'react';
import { SELECTED_PERSON_KEY } from '../tryon/selected-person';
import { gate, gqlCalls, gqlRequests, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { act, fireEvent, renderWithProviders, screen, within } from '../../test-utils/render';
import { DashboardPage } from './Dashboard.page';
import { dashboardAnswer, savedAiPerson, savedImage, type DashboardAnswer } from './dashboard.fixtures';
import { SavedModels } from './SavedModels';

/** The dashboard's one query answers these saved people. */
const mockSaved = (saved: DashboardAnswer) => mockFetch({ 'GQL Dashboard': dashboardAnswer(saved) });

const renderDashboard = () =>
  renderWithProviders(<DashboardPage />, { user: buildUser({ id: 1 }), route: '/dashboard' });

/** The "My Saved Models" section of the dashboard. */
const section = () => screen.findByRole('region', { name: 'My Saved Models' });

afterEach(() => window.localStorage.clear());

describe('SavedModels (dashboard "My Saved Models")', () => {
  it('shows the loading text, then the uploaded person images with their count', async () => {
    const held = gate(dashboardAnswer({ images: [savedImage(1, 'Me'), savedImage(3, 'Studio')] }));
    const fetchMock = mockFetch({ 'GQL Dashboard': () => held.answer });
    renderDashboard();
    expect(await screen.findByText('Loading your saved models...')).toBeInTheDocument();
    held.release();

    expect(await screen.findByRole('heading', { name: 'Uploaded Models (2)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Me' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Studio' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your saved models...')).not.toBeInTheDocument();
    // Only the person images are asked for (the server filters by kind).
    expect(gqlCalls(fetchMock, 'Dashboard')).toEqual([{}]);
    const [{ init }] = gqlRequests(fetchMock, 'Dashboard');
    expect(JSON.parse(String(init?.body)).query).toContain('savedUserImages(kind: person)');
  });

  it('never lists a clothing item among the uploaded models', async () => {
    mockSaved({ images: [savedImage(1, 'Me'), savedImage(2, 'Jacket', 'clothing')] });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Uploaded Models (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Jacket' })).not.toBeInTheDocument();
  });

  it('shows the empty state with its two buttons when nothing is saved', async () => {
    mockSaved({});
    renderDashboard();
    expect(await screen.findByText('No Saved Models Yet')).toBeInTheDocument();
    const saved = await section();
    expect(within(saved).getByRole('link', { name: 'Generate AI Models' })).toHaveAttribute(
      'href',
      '/gemini-generate',
    );
    expect(within(saved).getByRole('link', { name: 'Upload & Try On' })).toHaveAttribute(
      'href',
      '/gemini-virtual-tryon',
    );
  });

  it('"Use for Try-On" stores the normalized person and goes to /gemini-virtual-tryon', async () => {
    mockSaved({ images: [savedImage(3, 'Studio')] });
    const { events } = renderDashboard();
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
    mockSaved({ images: [{ ...savedImage(4, 'Odd'), imageUrl: 'http://elsewhere/x.jpg' }] });
    const { events } = renderDashboard();
    await events.click(await screen.findByRole('button', { name: 'Use Odd for Try-On' }));
    expect(window.localStorage.getItem(SELECTED_PERSON_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/gemini-virtual-tryon');
  });

  it('hides an image that fails to load', async () => {
    mockSaved({ images: [savedImage(1, 'Me'), savedImage(3, 'Studio')] });
    renderDashboard();
    const broken = await screen.findByRole('img', { name: 'Me' });
    fireEvent.error(broken);
    expect(screen.queryByRole('img', { name: 'Me' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Studio' })).toBeVisible();
  });

  it('shows the saved models at once from the cache when the dashboard opens again', async () => {
    mockSaved({ images: [savedImage(1, 'Me')] });
    function LeaveAndReturn() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown((value) => !value)}>toggle</button>
          {shown && <DashboardPage />}
        </>
      );
    }
    const { events } = renderWithProviders(<LeaveAndReturn />, { user: buildUser({ id: 1 }) });
    expect(await screen.findByRole('article', { name: 'Me' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'toggle' }));
    mockFetch({ 'GQL Dashboard': () => new Promise(() => {}) });
    await events.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByRole('article', { name: 'Me' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your saved models...')).not.toBeInTheDocument();
  });

  it('shows nothing when nobody is signed in, and the dashboard then asks nothing', async () => {
    const fetchMock = mockFetch({});
    const { container } = renderWithProviders(<SavedModels saved={undefined} loading={false} />, {
      user: null,
    });
    await screen.findByTestId('location');
    expect(container).not.toHaveTextContent('My Saved Models');
    renderWithProviders(<DashboardPage />, { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Try On Clothes Virtually' });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('AI Generated Models', () => {
    it('shows "AI Generated Models (count)" before "Uploaded Models (count)"', async () => {
      mockSaved({
        images: [savedImage(1, 'Me')],
        aiPeople: [savedAiPerson(7, 'Nora'), savedAiPerson(8, 'Leo')],
      });
      renderDashboard();

      const ai = await screen.findByRole('region', { name: 'AI Generated Models (2)' });
      expect(within(ai).getByRole('article', { name: 'Nora' })).toBeInTheDocument();
      expect(within(ai).getByRole('img', { name: 'Leo' })).toHaveAttribute(
        'src',
        '/uploads/results/1/ai8.png',
      );
      const saved = await section();
      const headings = within(saved)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(headings).toEqual(['AI Generated Models (2)', 'Uploaded Models (1)']);
      expect(screen.queryByText('No Saved Models Yet')).not.toBeInTheDocument();
    });

    it('does not show the empty state when only AI people are saved', async () => {
      mockSaved({ aiPeople: [savedAiPerson(7, 'Nora')] });
      renderDashboard();
      expect(await screen.findByRole('heading', { name: 'AI Generated Models (1)' })).toBeInTheDocument();
      expect(screen.queryByText('No Saved Models Yet')).not.toBeInTheDocument();
      expect(screen.queryByText(/Uploaded Models/)).not.toBeInTheDocument();
    });

    it('"Use for Try-On" stores the normalized AI person and goes to /gemini-virtual-tryon', async () => {
      mockSaved({ aiPeople: [savedAiPerson(7, 'Nora')] });
      const { events } = renderDashboard();
      await events.click(await screen.findByRole('button', { name: 'Use Nora for Try-On' }));
      expect(JSON.parse(window.localStorage.getItem(SELECTED_PERSON_KEY) ?? 'null')).toEqual({
        id: 7,
        name: 'Nora',
        imageUrl: '/uploads/results/1/ai7.png',
        source: 'ai',
        attributes: { gender: 'female', age: 'young', pose: 'standing_front' },
      });
      expect(screen.getByTestId('location')).toHaveTextContent('/gemini-virtual-tryon');
    });

    it('only accepts /uploads/ addresses and hides people without an image', async () => {
      mockSaved({
        aiPeople: [
          savedAiPerson(1, 'Kept'),
          savedAiPerson(2, 'No image', { imageUrl: null }),
          savedAiPerson(3, 'Elsewhere', { imageUrl: 'https://cdn.example.com/x.png' }),
        ],
      });
      renderDashboard();
      expect(await screen.findByRole('img', { name: 'Kept' })).toHaveAttribute(
        'src',
        '/uploads/results/1/ai1.png',
      );
      expect(screen.queryByRole('article', { name: 'No image' })).not.toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Elsewhere' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'AI Generated Models (1)' })).toBeInTheDocument();
    });

    it('hides a saved AI person whose image fails to load', async () => {
      mockSaved({ aiPeople: [savedAiPerson(7, 'Nora'), savedAiPerson(8, 'Leo')] });
      renderDashboard();
      fireEvent.error(await screen.findByRole('img', { name: 'Nora' }));
      expect(screen.queryByRole('article', { name: 'Nora' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Use Nora for Try-On' })).not.toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Leo' })).toBeInTheDocument();
    });
  });
});
