import { buildUser, FOOTER_SECTIONS } from '../../test-utils/fixtures';
import { gqlData, mockFetch } from '../../test-utils/fetch-mock';
import { renderWithProviders, screen, within } from '../../test-utils/render';
import { LandingPage } from './Landing.page';

describe('LandingPage', () => {
  beforeEach(() => {
    // The landing page asks the server for the footer's sections only (not mocked here: it shows none).
    mockFetch({});
  });

  it('offers Sign In, Get Started, Try It Now and Start Your Free Trial', async () => {
    renderWithProviders(<LandingPage />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?mode=login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?mode=signup');
    expect(screen.getByRole('link', { name: /Try It Now/ })).toHaveAttribute('href', '/auth?mode=signup');
    expect(screen.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
  });

  it('shows the product title, the three features and the footer', async () => {
    renderWithProviders(<LandingPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('AI Virtual Try-On');
    for (const name of ['Generate AI Models', 'Virtual Try-On', 'Conversational Editing']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("shows the server's footer sections", async () => {
    mockFetch({ 'GQL FooterSections': gqlData({ footerSections: FOOTER_SECTIONS }) });
    renderWithProviders(<LandingPage />);
    const company = await screen.findByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/pages/about');
  });

  it('offers the dashboard to a signed-in user', async () => {
    renderWithProviders(<LandingPage />, { user: buildUser() });
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });
});
