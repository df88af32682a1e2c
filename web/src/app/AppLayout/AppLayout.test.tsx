import { Route, Routes } from 'react-router-dom';
import { gqlData, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser, FOOTER_SECTIONS } from '../../test-utils/fixtures';
import { renderWithProviders, screen, within } from '../../test-utils/render';
import { AppLayout } from './AppLayout';

describe('AppLayout (the frame of signed-in screens)', () => {
  it.each(['/gallery', '/pricing'])("shows the server's footer below %s", async (route) => {
    mockFetch({ 'GQL FooterSections': gqlData({ footerSections: FOOTER_SECTIONS }) });
    renderWithProviders(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={route} element={<h1>The screen</h1>} />
        </Route>
      </Routes>,
      { route, user: buildUser() },
    );
    const screenTitle = await screen.findByRole('heading', { level: 1, name: 'The screen' });
    const footer = await screen.findByRole('contentinfo');
    expect(screenTitle.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const company = await within(footer).findByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/pages/about');
  });
});
