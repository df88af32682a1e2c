import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { WorkflowGuide } from '../../components/WorkflowGuide/WorkflowGuide';
import { useAuth } from '../../features/auth/auth-context';
import { useSessionBalanceLive } from '../../features/billing/session-balance';
import { useSessionBadge } from '../../features/billing/SessionBadge';
import { AppHeader } from '../AppHeader/AppHeader';
import { MobileBottomNav, MOBILE_BOTTOM_NAV_HEIGHT } from '../MobileBottomNav/MobileBottomNav';

/**
 * The header with the session badge. It also keeps the one balance source alive for the whole signed-in
 * frame (query + push + 30 s poll, session-balance.ts): mounted here, once, and in its own component, so a
 * new balance re-renders only the header, not the screen below it.
 */
export function HeaderWithSessionBadge() {
  const { user } = useAuth();
  useSessionBalanceLive(user !== null);
  const sessionBadge = useSessionBadge();
  return <AppHeader sessionBadge={sessionBadge} />;
}

/** The frame of signed-in screens: sticky header, workflow guide bar, the screen, and the mobile bottom bar. */
export function AppLayout() {
  return (
    <>
      <HeaderWithSessionBadge />
      <WorkflowGuide />
      <Box component="main" pb={{ base: MOBILE_BOTTOM_NAV_HEIGHT, md: 0 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <MobileBottomNav />
    </>
  );
}
