import type { RouteObject } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

/**
 * The app's data-router routes (main.tsx, and in memory for tests): one catch-all route that hands every
 * address to AppRoutes' own <Routes>. A data router, so that a screen can hold a navigation until the
 * person answers (useBlocker, as lib/unsaved-result-guard.tsx does).
 */
export const APP_ROUTES: RouteObject[] = [
  {
    path: '*',
    element: (
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    ),
  },
];
