import '../mantine-app-styles';
import { useApolloClient } from '@apollo/client/react';
import { Box } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { LazySiteFooter } from '../../components/Footer/LazySiteFooter';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { WorkflowGuide } from '../../components/WorkflowGuide/WorkflowGuide';
import { useAuth } from '../../features/auth/auth-context';
import { useSessionBalanceLive } from '../../features/billing/session-balance';
import { SessionBalanceQuery } from '../../features/billing/session-balance.graphql';
import { useSessionBadge } from '../../features/billing/SessionBadge';
import { PromoBanner } from '../../features/promo/PromoBanner';
import { ActivePromoCampaignsQuery } from '../../features/promo/promo.graphql';
import { seedLaterInitialData } from '../../lib/initial-data';
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

// The reminder (with its resend button and toasts) is a chunk of its own, loaded only for an unverified
// person: the toasts stay off the signed-in first load.
const VerifyEmailReminder = lazy(() =>
  import('../../features/account/VerifyEmailReminder').then((m) => ({ default: m.VerifyEmailReminder })),
);

/** Under the header, until the person's address is verified (issue 40). */
function EmailReminder() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailReminder />
    </Suspense>
  );
}

/** The promo banner above every signed-in screen but the dashboard, which shows it below its welcome banner. */
function LayoutPromoBanner() {
  return useMatch('/dashboard') ? null : <PromoBanner />;
}

/**
 * The frame of signed-in screens: sticky header, workflow guide bar, the promo banner, the screen, the
 * footer (its code and query loaded as its place nears the screen, {@link LazySiteFooter}) and the mobile
 * bottom bar.
 */
export function AppLayout() {
  const client = useApolloClient();
  // The page's embedded answers for the header's balance and the promo banner (the build's ROUTE_QUERIES),
  // into the cache before they render: they draw with the screen instead of after two more round trips.
  useState(() => seedLaterInitialData(client, [SessionBalanceQuery, ActivePromoCampaignsQuery]));
  return (
    <>
      <HeaderWithSessionBadge />
      <EmailReminder />
      <WorkflowGuide />
      <Box component="main" pb={{ base: MOBILE_BOTTOM_NAV_HEIGHT, md: 0 }}>
        <LayoutPromoBanner />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        <LazySiteFooter />
      </Box>
      <MobileBottomNav />
    </>
  );
}
