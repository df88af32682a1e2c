import { buildUser } from '../../test-utils/fixtures';
import { mockFetch } from '../../test-utils/fetch-mock';
import { renderWithProviders, screen } from '../../test-utils/render';
import { DashboardPage } from './Dashboard.page';

describe('DashboardPage', () => {
  it('shows the hero with two buttons, the three cards, My Saved Models, How It Works and the footer', async () => {
    mockFetch({ 'GET /api/footer/sections': { body: [] }, 'GET /api/saved-user-images/1': { body: [] } });
    renderWithProviders(<DashboardPage />, { user: buildUser() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Try On Clothes Virtually' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Virtual Try-On' })).toHaveAttribute(
      'href',
      '/gemini-virtual-tryon',
    );
    expect(screen.getByRole('link', { name: 'Create AI Model' })).toHaveAttribute('href', '/gemini-generate');
    for (const name of ['Generate AI Models', 'Virtual Try-On', 'Conversational Editing']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(await screen.findByRole('heading', { level: 2, name: 'My Saved Models' })).toBeInTheDocument();
    expect(await screen.findByText('No Saved Models Yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    for (const name of ['Generate or Upload', 'Choose Clothing', 'See the Magic']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
