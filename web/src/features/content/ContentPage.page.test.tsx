import { jest } from '@jest/globals';
import { Route, Routes } from 'react-router-dom';
import { BRAND_NAME } from '../../lib/brand';
import {
  gate,
  gqlData,
  gqlError,
  gqlRequests,
  mockFetch,
  type MockAnswer,
} from '../../test-utils/fetch-mock';
import { act, renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import { ContentPagePage } from './ContentPage.page';

const MARKDOWN = [
  '# Who we are',
  'First line',
  'second line',
  '',
  '<script>alert(1)</script>',
  '',
  '[Pricing](/pricing) · [Blog](https://blog.example.com) · [Trap](javascript:alert(2))',
].join('\n');

/** A content page as the graph answers it (visible, with the markdown above, unless overridden). */
function contentPage(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ContentPage',
    id: 7,
    title: 'About Us',
    content: MARKDOWN,
    metaDescription: 'Who makes the virtual fitting room.',
    isVisible: true,
    ...overrides,
  };
}

const pageAnswer = (page: ReturnType<typeof contentPage> | null) => gqlData({ contentPage: page });

const renderPage = (answer: MockAnswer | (() => Promise<MockAnswer>), slug = 'about-us') => {
  const fetchMock = mockFetch({ 'GQL ContentPage': answer });
  const view = renderWithProviders(
    <Routes>
      <Route path="/pages/:slug" element={<ContentPagePage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: `/pages/${slug}` },
  );
  return { fetchMock, ...view };
};

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;

afterEach(() => {
  document.head.querySelectorAll('meta[name="description"]').forEach((tag) => tag.remove());
  document.title = '';
});

describe('ContentPagePage (/pages/:slug)', () => {
  it('shows a skeleton while the page loads, then its title and content', async () => {
    const held = gate(pageAnswer(contentPage()));
    renderPage(() => held.answer);
    expect(screen.getByTestId('content-page-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByTestId('content-page-skeleton')).not.toBeInTheDocument();
  });

  it('asks for the slug of the address with a GET the browser may cache', async () => {
    const { fetchMock } = renderPage(pageAnswer(contentPage()), 'privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const [request, ...others] = gqlRequests(fetchMock, 'ContentPage');
    expect(others).toHaveLength(0);
    expect(request.variables).toEqual({ slug: 'privacy-policy' });
    expect(request.init?.method).toBe('GET');
    expect((request.init?.headers as Record<string, string>)['apollo-require-preflight']).toBe('true');
  });

  it('says "Page Not Found" when there is no such page', async () => {
    renderPage(pageAnswer(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`Page Not Found | ${BRAND_NAME}`));
  });

  it('says "Page Not Found", and logs nothing, when the page cannot be read', async () => {
    const consoleError = jest.spyOn(console, 'error');
    renderPage(gqlError('INTERNAL', 'Internal server error'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await act(async () => {});
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says "Page Unavailable" for a hidden page, without its content or description', async () => {
    renderPage(pageAnswer(contentPage({ isVisible: false, content: '' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('This page is currently not available.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About Us' })).not.toBeInTheDocument();
    expect(description()).toBeNull();
  });

  it('renders the markdown with its line breaks, and raw HTML as text, never as an element', async () => {
    const { container } = renderPage(pageAnswer(contentPage()));
    const article = await screen.findByRole('article', { name: 'About Us' });
    // The content's own headings start below the page title.
    expect(within(article).getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    const paragraph = within(article).getByText(/First line/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.querySelector('br')).not.toBeNull();
    expect(paragraph).toHaveTextContent('First line second line');
    expect(within(article).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('flows a paragraph written on one line as one paragraph, and starts another at a blank line', async () => {
    const content =
      'A long first paragraph, written on one line as an admin types it.\n\nThe second paragraph.';
    renderPage(pageAnswer(contentPage({ content })));
    const article = await screen.findByRole('article', { name: 'About Us' });
    const paragraphs = article.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'A long first paragraph, written on one line as an admin types it.',
      'The second paragraph.',
    ]);
    expect(article.querySelector('br')).toBeNull();
  });

  it('leaves out an opening heading that only repeats the page title, and keeps any other', async () => {
    renderPage(pageAnswer(contentPage({ content: '#  about **us**\n\nWho we are.\n\n## About Us\nLater.' })));
    const article = await screen.findByRole('article', { name: 'About Us' });
    const headings = within(article).getAllByRole('heading');
    expect(headings.map((h) => [h.tagName, h.textContent])).toEqual([
      ['H1', 'About Us'],
      ['H2', 'About Us'],
    ]);
    expect(within(article).getByText('Who we are.')).toBeInTheDocument();
  });

  it('keeps an opening heading that says more than the page title', async () => {
    renderPage(pageAnswer(contentPage({ content: '# About Us and our team\n\nWho we are.' })));
    const article = await screen.findByRole('article', { name: 'About Us' });
    expect(
      within(article).getByRole('heading', { level: 2, name: 'About Us and our team' }),
    ).toBeInTheDocument();
  });

  it('routes in-app links in the app, opens others in a new tab and neutralises javascript: links', async () => {
    const { events, container } = renderPage(pageAnswer(contentPage()));
    const article = await screen.findByRole('article', { name: 'About Us' });

    const blog = within(article).getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('href', 'https://blog.example.com');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');

    expect(within(article).getByText('Trap')).toBeInTheDocument();
    expect(within(article).queryByRole('link', { name: 'Trap' })).not.toBeInTheDocument();
    expect(container.innerHTML).not.toContain('javascript:');

    const pricing = within(article).getByRole('link', { name: 'Pricing' });
    expect(pricing).toHaveAttribute('href', '/pricing');
    expect(pricing).not.toHaveAttribute('target');
    await events.click(pricing);
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
  });

  it('titles the document with the page title and the brand, and sets the meta description while shown', async () => {
    const { unmount } = renderPage(pageAnswer(contentPage()));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await waitFor(() => expect(document.title).toBe(`About Us | ${BRAND_NAME}`));
    expect(description()).toBe('Who makes the virtual fitting room.');
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it("puts the app's own meta description back on leaving, and keeps it for a page without one", async () => {
    const tag = document.createElement('meta');
    tag.setAttribute('name', 'description');
    tag.setAttribute('content', 'The app description');
    document.head.appendChild(tag);

    const { unmount } = renderPage(pageAnswer(contentPage()));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(description()).toBe('Who makes the virtual fitting room.');
    unmount();
    expect(description()).toBe('The app description');

    renderPage(pageAnswer(contentPage({ metaDescription: null })));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(description()).toBe('The app description');
  });
});
