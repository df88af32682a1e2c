import './app/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadScreen } from './app/AppRoutes';
import { readInitialData } from './lib/initial-data';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// A signed-in page comes with the answers of its first queries (the build's ROUTE_QUERIES, vite.config.ts):
// the current user for the first render, the rest for Apollo Client's cache when its chunk has loaded.
readInitialData();
preloadScreen(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
