import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { AppNotifications } from './AppNotifications';
import { theme } from './theme';

/** Mantine (theme + toasts), Apollo and auth, around the whole app. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <AppNotifications />
      <ApolloProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
