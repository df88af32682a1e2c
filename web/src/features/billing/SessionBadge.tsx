import { Badge } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { useApiQuery } from '../../lib/use-api-query';
import { onBillingChanged, USAGE_ANALYTICS_URL, type UsageAnalytics } from './billing.api';
import { useSessionBalance } from './use-session-balance';

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
 * Loads what the badge shows, for the signed-in user: the shared balance (use-session-balance.ts: asked
 * again every 30 s and after a billing change) and whether the user is a first-time user (usage analytics,
 * asked once when the signed-in frame mounts and again when `notifyBillingChanged()` reports a payment or
 * subscription change; not cached, so another account signed in later never sees the previous answer).
 * Returns the badge, or `null` while either is loading or failed, so no made-up number is ever shown.
 */
export function useSessionBadge() {
  const { user } = useAuth();
  const signedIn = user !== null;
  const balance = useSessionBalance(signedIn);
  const analytics = useApiQuery<UsageAnalytics>(signedIn ? USAGE_ANALYTICS_URL : null);
  const { refetch: refetchAnalytics } = analytics;

  // After a purchase or a subscription change, the first-time flag may have changed too.
  useEffect(() => {
    if (!signedIn) return;
    return onBillingChanged(refetchAnalytics);
  }, [signedIn, refetchAnalytics]);

  if (!balance || !analytics.data) return null;
  return <SessionBadge balance={balance.balance} isFirstTimeUser={analytics.data.isFirstTimeUser} />;
}
