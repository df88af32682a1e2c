import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionBadge } from '../../features/billing/SessionBadge';
import { AppHeader } from '../AppHeader/AppHeader';
import { MobileBottomNav, MOBILE_BOTTOM_NAV_HEIGHT } from '../MobileBottomNav/MobileBottomNav';
import { PageLoader } from '../PageLoader/PageLoader';
import { WorkflowGuide } from '../WorkflowGuide/WorkflowGuide';

/** The header with the session badge; its own component, so the 30 s balance refetch re-renders only it. */
export function HeaderWithSessionBadge() {
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
