import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { toast, toastError } from '../../lib/toast';
import { PUSH_DELAY_MS, useIdleAfterLoad } from '../../lib/use-idle-after-load';
import * as authApi from './auth.api';
import {
  CurrentUserQuery,
  writeCurrentUser,
  type LoginInput,
  type RegisterInput,
  type User,
} from './auth.api';
import { SignedOutSubscription } from './signed-out.subscription';

/** The REST calls the provider makes (they set or clear the cookie); tests pass fakes. */
export type AuthApi = Pick<typeof authApi, 'login' | 'register' | 'logout'>;

export interface AuthContextValue {
  /** The signed-in user, or `null` (also while loading). */
  user: User | null;
  /** True while the current user is being fetched. */
  isLoading: boolean;
  /** Signs in; shows the success or error toast. Resolves to the user, or `null` when it failed. */
  login(input: LoginInput): Promise<User | null>;
  /** Creates the account; shows the success or error toast. Resolves to the user, or `null` when it failed. */
  register(input: RegisterInput): Promise<User | null>;
  /** Signs out; shows the success or error toast. Resolves to whether it worked. */
  logout(): Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Makes `user` the signed-in person of a fresh cache: everything cached for the previous account (saved
 * items, balances, jobs) is dropped first, so no screen can show another person's data. `null` = signed out.
 */
async function replaceCurrentUser(client: ApolloClient, user: User | null): Promise<void> {
  await client.clearStore();
  writeCurrentUser(client, user);
}

/** Clears the user when the server reports that this browser's session was revoked elsewhere. */
function SignedOutListener({ onSignedOut }: { onSignedOut: () => void }) {
  useSubscription(SignedOutSubscription, {
    onData: ({ data }) => {
      if (data.data?.signedOut) onSignedOut();
    },
  });
  return null;
}

/**
 * Holds the current user (the `CurrentUser` query: the graph's `me`, null for a visitor; a failure counts as
 * signed out), the sign-in / sign-up / sign-out actions with their toasts, and the `signedOut` subscription
 * that clears the user when another tab signs out (opened once the page has loaded and is idle).
 */
export function AuthProvider({ children, api = authApi }: { children: ReactNode; api?: AuthApi }) {
  const client = useApolloClient();
  const apiRef = useRef(api);
  const { data, loading, error } = useQuery(CurrentUserQuery);
  // After a sign-in or sign-out in this tab: the user written to the fresh cache. `clearStore()` also stops
  // the queries already mounted (this one included) from following the cache, so the provider keeps the
  // user it wrote rather than a query that no longer updates.
  const [switched, setSwitched] = useState<{ user: User | null } | null>(null);
  const user = switched ? switched.user : error ? null : (data?.me ?? null);
  const isLoading = !switched && loading && !data;
  // The push (graphql-ws, loaded on the first subscription) waits until the signed-in screen is drawn.
  const listen = useIdleAfterLoad(user !== null, PUSH_DELAY_MS);

  const switchTo = useCallback(
    async (next: User | null) => {
      await replaceCurrentUser(client, next);
      setSwitched({ user: next });
    },
    [client],
  );
  const clearUser = useCallback(() => switchTo(null), [switchTo]);

  const signedIn = useCallback(
    async (action: () => Promise<User>, welcome: (user: User) => { title: string; description: string }) => {
      try {
        const who = await action();
        await switchTo(who);
        toast({ ...welcome(who), variant: 'success' });
        return who;
      } catch (failure) {
        toastError(failure);
        return null;
      }
    },
    [switchTo],
  );

  const login = useCallback(
    (input: LoginInput) =>
      signedIn(
        () => apiRef.current.login(input),
        (who) => ({ title: 'Welcome back!', description: `Logged in successfully as ${who.email}` }),
      ),
    [signedIn],
  );

  const register = useCallback(
    (input: RegisterInput) =>
      signedIn(
        () => apiRef.current.register(input),
        (who) => ({
          title: 'Account created!',
          description: `Welcome, ${who.firstName || who.email}! Your account is ready.`,
        }),
      ),
    [signedIn],
  );

  const logout = useCallback(async () => {
    try {
      await apiRef.current.logout();
      await clearUser();
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
      return true;
    } catch (failure) {
      toastError(failure);
      return false;
    }
  }, [clearUser]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, login, register, logout }),
    [user, isLoading, login, register, logout],
  );

  return (
    <AuthContext.Provider value={value}>
      {user && listen && <SignedOutListener key={user.id} onSignedOut={() => void clearUser()} />}
      {children}
    </AuthContext.Provider>
  );
}

/** The auth context; using it outside `<AuthProvider>` is an error. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
