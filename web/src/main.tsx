import './app/mantine-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { APP_ROUTES } from './app/app-route';
import { preloadScreen } from './app/AppRoutes';
import { firstScreenLoaded } from './lib/first-screen';
import { readInitialData } from './lib/initial-data';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// A signed-in page comes with the answers of its first queries (the build's ROUTE_QUERIES, vite.config.ts):
// the current user for the first render, the rest for Apollo Client's cache when its chunk has loaded.
readInitialData();
preloadScreen(window.location.pathname);

const router = createBrowserRouter(APP_ROUTES);

/**
 * How long the first render waits for the first screen's chunks (lib/first-screen.ts): on a link so slow
 * that they take longer, the loader shows meanwhile.
 */
const FIRST_RENDER_WAIT_MS = 3000;

// A transition: React builds the first screen in slices of a few milliseconds, yielding to the browser
// between them, instead of in one long task that keeps input waiting.
void firstScreenLoaded(FIRST_RENDER_WAIT_MS).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  ),
);
