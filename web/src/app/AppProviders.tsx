import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { useIdleAfterLoad } from '../lib/use-idle-after-load';
import { cssVariablesResolver, theme } from './theme';

const AppNotifications = lazy(async () => ({
  default: (await import('./AppNotifications')).AppNotifications,
}));

/**
 * The toast region, loaded once the page has loaded and is idle (it is not needed to show the first screen),
 * or at once when a toast is asked for before that: toasts wait in Mantine's store until the region shows them.
 */
function DeferredNotifications() {
  const idle = useIdleAfterLoad();
  const { notifications } = useNotifications();
  if (!idle && notifications.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  );
}

/**
 * Mantine (theme + toasts) and auth, around the whole app. Apollo Client is not here: the screens that use it
 * are loaded with it and get it from `WithAppClient` (app/app-client.tsx), so the landing page and /auth show
 * without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeferredNotifications />
      <AuthProvider>{children}</AuthProvider>
    </MantineProvider>
  );
}
