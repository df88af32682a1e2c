import { jest } from '@jest/globals';
import { FOOTER_SECTIONS, footerLink, footerSection } from '../../test-utils/fixtures';
import { gate, gqlData, gqlError, gqlRequests, mockFetch } from '../../test-utils/fetch-mock';
import { act, renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter (the footer with the server sections)', () => {
  it("shows the server's sections with the footer's link rules", async () => {
    mockFetch({
      'GQL FooterSections': gqlData({
        footerSections: [
          ...FOOTER_SECTIONS,
          footerSection(2, 'Legal', [
            footerLink(21, 'Terms', '/pages/terms'),
            footerLink(22, 'Status', 'https://status.example.com'),
          ]),
        ],
      }),
    });
    renderWithProviders(<SiteFooter />);

    const company = await screen.findByRole('navigation', { name: 'Company' });
    const about = within(company).getByRole('link', { name: 'About' });
    expect(about).toHaveAttribute('href', '/pages/about');
    expect(about).not.toHaveAttribute('target');
    const blog = within(company).getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/pages/terms');
    expect(within(legal).getByRole('link', { name: 'Status' })).not.toHaveAttribute('target');
    expect(screen.queryAllByTestId('footer-skeleton')).toHaveLength(0);
  });

  it('routes an in-app link in the app', async () => {
    mockFetch({ 'GQL FooterSections': gqlData({ footerSections: FOOTER_SECTIONS }) });
    const { events } = renderWithProviders(<SiteFooter />, { route: '/dashboard' });
    await events.click(await screen.findByRole('link', { name: 'About' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pages/about');
  });

  it('asks with a GET the browser may cache and revalidate, with a header that passes CSRF prevention', async () => {
    const fetchMock = mockFetch({ 'GQL FooterSections': gqlData({ footerSections: FOOTER_SECTIONS }) });
    renderWithProviders(<SiteFooter />);
    await screen.findByRole('navigation', { name: 'Company' });
    const requests = gqlRequests(fetchMock, 'FooterSections');
    expect(requests).toHaveLength(1);
    const [{ url, init }] = requests;
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(url).toMatch(/^\/graphql\?query=/);
    const headers = init?.headers as Record<string, string>;
    expect(headers['apollo-require-preflight']).toBe('true');
    expect(headers['content-type']).toBe('application/json');
  });

  it('shows skeletons while the sections load', async () => {
    const held = gate(gqlData({ footerSections: FOOTER_SECTIONS }));
    mockFetch({ 'GQL FooterSections': () => held.answer });
    renderWithProviders(<SiteFooter />);
    expect(screen.getAllByTestId('footer-skeleton').length).toBeGreaterThan(0);
    held.release();
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('footer-skeleton')).toHaveLength(0);
  });

  it('shows the brand and copyright alone, and logs nothing, when the sections fail', async () => {
    const consoleError = jest.spyOn(console, 'error');
    const fetchMock = mockFetch({ 'GQL FooterSections': gqlError('INTERNAL', 'Internal server error') });
    renderWithProviders(<SiteFooter />);
    await waitFor(() => expect(gqlRequests(fetchMock, 'FooterSections')).toHaveLength(1));
    await waitFor(() => expect(screen.queryAllByTestId('footer-skeleton')).toHaveLength(0));
    await act(async () => {});
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
