import { FOOTER_SECTIONS } from '../../test-utils/fixtures';
import { gqlCalls, gqlData, mockFetch } from '../../test-utils/fetch-mock';
import { act, renderWithProviders, screen } from '../../test-utils/render';
import { LazySiteFooter } from './LazySiteFooter';

/** A stand-in IntersectionObserver whose observed elements the test brings into view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** Reports every observed element as intersecting. */
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

describe('LazySiteFooter (the landing page footer)', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeObserver.last = undefined;
  });

  it('asks for nothing until its place nears the screen, then shows the footer with its sections', async () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const fetchMock = mockFetch({ 'GQL FooterSections': gqlData({ footerSections: FOOTER_SECTIONS }) });
    renderWithProviders(<LazySiteFooter />);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // Its place shows the footer's frame with grey bars, not an empty block.
    const placeholder = screen.getByTestId('footer-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThanOrEqual(12);
    expect(gqlCalls(fetchMock, 'FooterSections')).toHaveLength(0);

    act(() => FakeObserver.last?.enter());

    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'FooterSections')).toHaveLength(1);
  });

  it('shows the footer at once where the browser cannot tell what is on screen', async () => {
    mockFetch({ 'GQL FooterSections': gqlData({ footerSections: FOOTER_SECTIONS }) });
    renderWithProviders(<LazySiteFooter />);
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
  });
});
