import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { PUSH_DELAY_MS, useIdleAfterLoad } from '../../lib/use-idle-after-load';
import type { SessionBalanceQuery as SessionBalanceAnswer } from '../../__generated__/graphql';
import { SessionBalanceQuery, SessionBalanceChangedSubscription } from './session-balance.graphql';

/**
 * The one source of the signed-in person's session balance: the `SessionBalance` query in the Apollo cache
 * (User:{id}.sessionBalance). The app shell keeps it fresh ({@link useSessionBalanceLive}): every balance
 * change is pushed over graphql-ws (debits, refunds, purchases, resets), with the spec's 30 s poll as the
 * fallback; every screen reads it from the cache ({@link useSessionBalance}), so one request serves the
 * header badge, pricing, try-on and the modals.
 */

/** How often the balance is asked again when no push arrives (spec section 9: 30 s). */
export const BALANCE_REFETCH_MS = 30_000;

/** The User fields that change with the balance; a balance change evicts them so the screens showing them ask again. */
const FIELDS_THAT_FOLLOW_THE_BALANCE = ['usageAnalytics', 'subscriptionInfo', 'usageLogs'] as const;

type Balance = NonNullable<SessionBalanceAnswer['me']>['sessionBalance'];

/**
 * Forgets, on the person `userId`, the facts that move with the balance (first-time user, subscription,
 * usage history): every query still showing one asks the server again at once, the others on their next
 * mount.
 */
export function evictBalanceFollowers(cache: ApolloCache, userId: number): void {
  const id = cache.identify({ __typename: 'User', id: userId });
  // No cache.gc(): entities only a mutation answered (a job being followed) are not reachable from a
  // query, and collecting them would lose what a screen is showing.
  for (const fieldName of FIELDS_THAT_FOLLOW_THE_BALANCE) cache.evict({ id, fieldName });
}

/**
 * Asks for the balance again now (after a payment or a billing change the browser knows of), for every
 * screen showing it; when it moved, what follows it is evicted too ({@link useSessionBalanceLive}).
 */
export async function refreshSessionBalance(client: ApolloClient): Promise<void> {
  await client.refetchQueries({ include: [SessionBalanceQuery] });
}

const sameBalance = (a: Balance, b: Balance) =>
  a.subscriptionSessions === b.subscriptionSessions && a.topUpSessions === b.topUpSessions;

/**
 * Keeps the balance fresh while `enabled` (signed in). Mounted once, by the app shell: the push merges into
 * User:{id}.sessionBalance by itself (the cache keys User by id). Whenever the balance moves, whatever its
 * source (a push, the poll, a refetch after a payment), the facts that move with it (first-time user,
 * subscription, usage) are evicted so that whatever shows them asks again.
 */
export function useSessionBalanceLive(enabled: boolean): void {
  const client = useApolloClient();
  const { data, refetch } = useQuery(SessionBalanceQuery, {
    skip: !enabled,
    pollInterval: BALANCE_REFETCH_MS,
    notifyOnNetworkStatusChange: false,
  });
  // The push needs no handler: the pushed User merges by id, and the effect below sees the new balance. It
  // is opened once the screen is drawn and the page idle: graphql-ws is not part of the first screen. What
  // moved before it opened (a job started at once after the page loaded) is asked for again as it opens.
  const idle = useIdleAfterLoad(enabled, PUSH_DELAY_MS);
  useSubscription(SessionBalanceChangedSubscription, { skip: !enabled || !idle });
  const answered = data !== undefined;
  const caughtUp = useRef(false);
  useEffect(() => {
    if (!enabled || !idle || !answered || caughtUp.current) return;
    caughtUp.current = true;
    refetch().catch(() => undefined);
  }, [enabled, idle, answered, refetch]);

  const seen = useRef<{ userId: number; balance: Balance } | null>(null);
  const me = enabled ? data?.me : undefined;
  useEffect(() => {
    if (!me) return;
    const before = seen.current;
    seen.current = { userId: me.id, balance: me.sessionBalance };
    if (before && before.userId === me.id && !sameBalance(before.balance, me.sessionBalance)) {
      evictBalanceFollowers(client.cache, me.id);
    }
  }, [me, client]);
}

/** The signed-in person's balance from the cache; `undefined` while loading, after a failure or disabled. */
export function useSessionBalance(enabled = true) {
  const { data } = useQuery(SessionBalanceQuery, { skip: !enabled, fetchPolicy: 'cache-first' });
  return data?.me?.sessionBalance ?? undefined;
}
