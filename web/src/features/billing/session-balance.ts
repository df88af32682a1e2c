import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../../__generated__';

/**
 * The one source of the signed-in person's session balance: the `SessionBalance` query in the Apollo cache
 * (User:{id}.sessionBalance). The app shell keeps it fresh ({@link useSessionBalanceLive}): every balance
 * change is pushed over graphql-ws (debits, refunds, purchases, resets), with the spec's 30 s poll as the
 * fallback; every screen reads it from the cache ({@link useSessionBalance}), so one request serves the
 * header badge, pricing, try-on and the modals.
 */

/** How often the balance is asked again when no push arrives (spec section 9: 30 s). */
export const BALANCE_REFETCH_MS = 30_000;

export const SessionBalanceQuery = graphql(`
  query SessionBalance {
    me {
      id
      sessionBalance {
        subscriptionSessions
        topUpSessions
        balance
      }
    }
  }
`);

export const SessionBalanceChangedSubscription = graphql(`
  subscription SessionBalanceChanged {
    sessionBalanceChanged {
      id
      sessionBalance {
        subscriptionSessions
        topUpSessions
        balance
      }
    }
  }
`);

/** The User fields that change with the balance; a push evicts them so the screens showing them ask again. */
const FIELDS_THAT_FOLLOW_THE_BALANCE = ['usageAnalytics', 'subscriptionInfo', 'usageLogs'] as const;

/**
 * Keeps the balance fresh while `enabled` (signed in). Mounted once, by the app shell: the push merges into
 * User:{id}.sessionBalance by itself (the cache keys User by id), and the facts that move with it
 * (first-time user, subscription, usage) are evicted so that whatever shows them asks again.
 */
export function useSessionBalanceLive(enabled: boolean): void {
  useQuery(SessionBalanceQuery, {
    skip: !enabled,
    pollInterval: BALANCE_REFETCH_MS,
    notifyOnNetworkStatusChange: false,
  });
  useSubscription(SessionBalanceChangedSubscription, {
    skip: !enabled,
    onData: ({ client, data }) => {
      const user = data.data?.sessionBalanceChanged;
      if (!user) return;
      const id = client.cache.identify(user);
      for (const fieldName of FIELDS_THAT_FOLLOW_THE_BALANCE) client.cache.evict({ id, fieldName });
      client.cache.gc();
    },
  });
}

/** The signed-in person's balance from the cache; `undefined` while loading, after a failure or disabled. */
export function useSessionBalance(enabled = true) {
  const { data } = useQuery(SessionBalanceQuery, { skip: !enabled, fetchPolicy: 'cache-first' });
  return data?.me?.sessionBalance ?? undefined;
}
