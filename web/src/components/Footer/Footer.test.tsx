import { BRAND_TAGLINE } from '../../lib/brand';
import { mockFetch } from '../../test-utils/fetch-mock';
import { act, renderWithProviders, screen, within } from '../../test-utils/render';
import { Footer } from './Footer';
import {
  isInternalLink,
  isSafeExternalLink,
  visibleFooterSections,
  type FooterItem,
  type FooterSection,
} from './footer-links';

function buildItem(overrides: Partial<FooterItem> = {}): FooterItem {
  return { id: 1, label: 'About', url: '/pages/about', isVisible: true, openInNewTab: false, ...overrides };
}

function buildSection(overrides: Partial<FooterSection> = {}): FooterSection {
  return { id: 1, title: 'Company', isVisible: true, items: [buildItem()], ...overrides };
}

const SECTIONS: FooterSection[] = [
  buildSection({
    id: 1,
    title: 'Company',
    items: [
      buildItem({ id: 11, label: 'About', url: '/pages/about' }),
      buildItem({ id: 12, label: 'Hidden link', url: '/pages/secret', isVisible: false }),
      buildItem({ id: 13, label: 'Blog', url: 'https://blog.example.com', openInNewTab: true }),
      buildItem({ id: 14, label: 'Status', url: 'https://status.example.com', openInNewTab: false }),
    ],
  }),
  buildSection({ id: 2, title: 'Hidden section', isVisible: false }),
  buildSection({ id: 3, title: 'Only hidden items', items: [buildItem({ id: 31, isVisible: false })] }),
  buildSection({ id: 4, title: 'Empty', items: [] }),
];

describe('footer rules', () => {
  it('keeps visible sections with at least one visible item, and only their visible items', () => {
    const shown = visibleFooterSections(SECTIONS);
    expect(shown.map((s) => s.title)).toEqual(['Company']);
    expect(shown[0].items.map((i) => i.label)).toEqual(['About', 'Blog', 'Status']);
    expect(visibleFooterSections(undefined)).toEqual([]);
  });

  it('treats links beginning with a single / as internal', () => {
    expect(isInternalLink('/pages/about')).toBe(true);
    expect(isInternalLink('//cdn.example.com/x')).toBe(false);
    expect(isInternalLink('https://example.com')).toBe(false);
    expect(isInternalLink('mailto:help@example.com')).toBe(false);
  });

  it('opens only http(s) and mailto addresses outside the app', () => {
    expect(isSafeExternalLink('https://example.com')).toBe(true);
    expect(isSafeExternalLink('HTTP://example.com')).toBe(true);
    expect(isSafeExternalLink('mailto:help@example.com')).toBe(true);
    expect(isSafeExternalLink('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalLink(' JavaScript:alert(1)')).toBe(false);
    expect(isSafeExternalLink('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isSafeExternalLink('//cdn.example.com/x')).toBe(false);
  });
});

describe('Footer', () => {
  it('shows brand, tagline and the current year without asking the server anything', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<Footer />);
    expect(screen.getByText(BRAND_TAGLINE)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(screen.queryAllByTestId('footer-skeleton')).toHaveLength(0);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows skeletons while the sections load', () => {
    renderWithProviders(<Footer loading />);
    expect(screen.getAllByTestId('footer-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByText(BRAND_TAGLINE)).toBeInTheDocument();
  });

  it('shows the visible sections it is given, with the right kind of link', () => {
    renderWithProviders(<Footer sections={SECTIONS} />);
    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(screen.queryAllByTestId('footer-skeleton')).toHaveLength(0);
    expect(screen.queryByText('Hidden section')).not.toBeInTheDocument();
    expect(screen.queryByText('Only hidden items')).not.toBeInTheDocument();
    expect(screen.queryByText('Empty')).not.toBeInTheDocument();
    expect(within(company).queryByText('Hidden link')).not.toBeInTheDocument();

    const about = within(company).getByRole('link', { name: 'About' });
    expect(about).toHaveAttribute('href', '/pages/about');
    expect(about).not.toHaveAttribute('target');
    const blog = within(company).getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('href', 'https://blog.example.com');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(company).getByRole('link', { name: 'Status' })).not.toHaveAttribute('target');
  });

  it('shows a link that is neither an app path nor http(s) or mailto as text, never as a link', () => {
    const items = [
      buildItem({ id: 1, label: 'Sneaky', url: 'javascript:alert(1)', openInNewTab: true }),
      buildItem({ id: 2, label: 'Write to us', url: 'mailto:help@example.com' }),
    ];
    renderWithProviders(<Footer sections={[buildSection({ items })]} />);
    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(within(company).getByText('Sneaky')).toBeInTheDocument();
    expect(within(company).queryByRole('link', { name: 'Sneaky' })).not.toBeInTheDocument();
    expect(company.innerHTML).not.toContain('javascript:');
    expect(within(company).getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
  });
});
