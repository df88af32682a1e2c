import './app/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadScreen } from './app/AppRoutes';
import { createApolloClient } from './lib/apollo';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const client = createApolloClient();
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
