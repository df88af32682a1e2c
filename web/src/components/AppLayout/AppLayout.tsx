import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from '../AppHeader/AppHeader';
import { MobileBottomNav, MOBILE_BOTTOM_NAV_HEIGHT } from '../MobileBottomNav/MobileBottomNav';
import { PageLoader } from '../PageLoader/PageLoader';
import { WorkflowGuide } from '../WorkflowGuide/WorkflowGuide';

/** The frame of signed-in screens: sticky header, workflow guide bar, the screen, and the mobile bottom bar. */
export function AppLayout() {
  return (
    <>
      <AppHeader />
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
