import { Badge } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { useApiQuery } from '../../lib/use-api-query';
import {
  BALANCE_REFETCH_MS,
  SESSION_BALANCE_URL,
  USAGE_ANALYTICS_URL,
  type SessionBalance,
  type UsageAnalytics,
} from './billing.api';

/** Balance at or below which the badge turns orange (spec section 9). */
export const LOW_BALANCE_THRESHOLD = 3;

export interface SessionBadgeLook {
  color: 'green' | 'orange' | 'violet';
  label: string;
}

/**
 * The spec's badge rule (section 4): green "Free Trial: N" for first-time users; orange "Sessions: N" when
 * the balance is 3 or less; purple (the theme's violet) otherwise.
 */
export function sessionBadgeLook(balance: number, isFirstTimeUser: boolean): SessionBadgeLook {
  if (isFirstTimeUser) return { color: 'green', label: `Free Trial: ${balance}` };
  return {
    color: balance <= LOW_BALANCE_THRESHOLD ? 'orange' : 'violet',
    label: `Sessions: ${balance}`,
  };
}

/** The badge itself: a link to /pricing. */
export function SessionBadge({ balance, isFirstTimeUser }: { balance: number; isFirstTimeUser: boolean }) {
  const { color, label } = sessionBadgeLook(balance, isFirstTimeUser);
  return (
    <Badge
      component={Link}
      to="/pricing"
      color={color}
      variant="filled"
      size="lg"
      radius="xl"
      data-color={color}
      title="View plans and session packs"
      style={{ cursor: 'pointer', textTransform: 'none' }}
    >
      {label}
    </Badge>
  );
}

/**
 * Loads what the badge shows, for the signed-in user: the balance (asked again every 30 s) and whether the
 * user is a first-time user (usage analytics, asked once when the signed-in frame mounts; not cached, so
 * another account signed in later never sees the previous answer). Returns the badge, or `null` while
 * either is loading or failed, so no made-up number is ever shown.
 */
export function useSessionBadge() {
  const { user } = useAuth();
  const balance = useApiQuery<SessionBalance>(user ? SESSION_BALANCE_URL : null);
  const analytics = useApiQuery<UsageAnalytics>(user ? USAGE_ANALYTICS_URL : null);
  const { refetch } = balance;
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(refetch, BALANCE_REFETCH_MS);
    return () => clearInterval(timer);
  }, [signedIn, refetch]);

  if (!balance.data || !analytics.data) return null;
  return <SessionBadge balance={balance.data.balance} isFirstTimeUser={analytics.data.isFirstTimeUser} />;
}
