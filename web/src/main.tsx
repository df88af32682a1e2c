import './app/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadScreen } from './app/AppRoutes';
import { CurrentUserQuery } from './features/auth/auth.api';
import { DashboardQuery } from './features/dashboard/dashboard.query';
import { createApolloClient } from './lib/apollo';
import { seedInitialData } from './lib/initial-data';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const client = createApolloClient();
// A signed-in page comes with the answers of its first queries (the build's ROUTE_QUERIES, vite.config.ts).
seedInitialData(client, [CurrentUserQuery, DashboardQuery]);
preloadScreen(window.location.pathname, client);

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders client={client}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
