import { useQuery } from '@apollo/client/react';
import { Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { UsageAnalyticsQuery } from './billing.graphql';
import { useSessionBalance } from './session-balance';

/** Balance at or below which the badge turns orange (spec section 9). */
export const LOW_BALANCE_THRESHOLD = 3;

export interface SessionBadgeLook {
  color: 'green' | 'orange' | 'violet';
  label: string;
}

/**
 * The spec's badge rule (section 4): green "Free Trial: N" for first-time users; orange "Sessions: N" when
 * the balance is 3 or less; purple (the theme's violet) otherwise. A first-time user whose free sessions
 * are used up gets the paying user's orange "Sessions: 0": the trial is over, the badge points to buying.
 */
export function sessionBadgeLook(balance: number, isFirstTimeUser: boolean): SessionBadgeLook {
  if (isFirstTimeUser && balance > 0) return { color: 'green', label: `Free Trial: ${balance}` };
  return {
    color: balance <= LOW_BALANCE_THRESHOLD ? 'orange' : 'violet',
    label: `Sessions: ${balance}`,
  };
}

/**
 * The badge's fill for each look: Mantine's filled green and orange (shade 6) hold white text at 2.4:1 and
 * 2.6:1; these darker shades of the same hues read at 5.4:1 and 5.2:1 (WCAG AA), violet 6 at 4.95:1.
 */
export const BADGE_FILL: Record<SessionBadgeLook['color'], string> = {
  green: '#267937',
  orange: '#c2410c',
  violet: 'violet',
};

/** The badge itself: a link to /pricing. */
export function SessionBadge({ balance, isFirstTimeUser }: { balance: number; isFirstTimeUser: boolean }) {
  const { color, label } = sessionBadgeLook(balance, isFirstTimeUser);
  return (
    <Badge
      component={Link}
      to="/pricing"
      color={BADGE_FILL[color]}
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
 * What the badge shows, for the signed-in user, read from the cache: the one balance (session-balance.ts,
 * kept fresh by the app shell: pushed on every change, polled every 30 s) and whether the user is a
 * first-time user (usage analytics, asked once; a balance change, such as a purchase, evicts it so it is
 * asked again; the cache is cleared at sign-out, so another account never sees the previous answer).
 * Returns the badge, or `null` while either is loading or failed, so no made-up number is ever shown.
 */
export function useSessionBadge() {
  const { user } = useAuth();
  const signedIn = user !== null;
  const balance = useSessionBalance(signedIn);
  const { data, previousData } = useQuery(UsageAnalyticsQuery, { skip: !signedIn });
  // While the flag is asked again after a balance change, the badge keeps the last answer instead of
  // blinking out.
  const analytics = (data ?? previousData)?.me?.usageAnalytics;

  if (!balance || !analytics) return null;
  return <SessionBadge balance={balance.balance} isFirstTimeUser={analytics.isFirstTimeUser} />;
}
