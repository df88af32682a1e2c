import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ApolloClient } from '@apollo/client';
import { loadAppClient, type AppClientModule } from '../../app/app-client-loader';
import { initialAnswer } from '../../lib/initial-data';
import { toast, toastError } from '../../lib/toast';
import { PUSH_DELAY_MS, useIdleAfterLoad } from '../../lib/use-idle-after-load';
import * as authApi from './auth.api';
import { writeCurrentUser, type LoginInput, type RegisterInput, type User } from './auth.api';
import { CurrentUserQuery } from './auth.graphql';

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
  /**
   * Signs out; shows the success (unless `quiet`: the caller says what happened) or error toast. Resolves
   * to whether it worked.
   */
  logout(opts?: { quiet?: boolean }): Promise<boolean>;
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

/** The current user as far as it is known: `loading` until the first answer. */
interface Known {
  user: User | null;
  loading: boolean;
}

/**
 * The current user known before Apollo Client is there: the cache of a client given (a test's), or the answer
 * the page came with (the gateway embeds a signed-in person's, and `me: null` in a page served without a
 * session); `undefined` when it must be asked for (a page served without answers: they failed or were slow).
 */
function knownAtStart(given: ApolloClient | undefined): Known | undefined {
  if (given) {
    const cached = given.readQuery({ query: CurrentUserQuery });
    return cached ? { user: cached.me ?? null, loading: false } : undefined;
  }
  const embedded = initialAnswer('CurrentUser') as { me?: User | null } | undefined;
  return embedded && typeof embedded === 'object' ? { user: embedded.me ?? null, loading: false } : undefined;
}

/**
 * Holds the current user (the `CurrentUser` query: the graph's `me`, null for a visitor; a failure counts as
 * signed out), the sign-in / sign-up / sign-out actions with their toasts, and the `signedOut` subscription
 * that clears the user when another tab signs out (opened once the page has loaded and is idle).
 *
 * It needs no Apollo Client to show the first screen: the user the page came with is known at once, and the
 * chunk with Apollo Client (app/app-client.tsx) is loaded beside the first render when the user must be asked
 * for, else once the page is idle; the query then follows the cache. `client` is the client to use instead of
 * the app's (tests).
 */
export function AuthProvider({
  children,
  api = authApi,
  client: given,
}: {
  children: ReactNode;
  api?: AuthApi;
  client?: ApolloClient;
}) {
  const apiRef = useRef(api);
  const [atStart] = useState(() => knownAtStart(given));
  const [data, setData] = useState<AppClientModule | null>(null);
  const [followed, setFollowed] = useState<Known | null>(null);
  // After a sign-in or sign-out in this tab: the user written to the fresh cache. `clearStore()` also stops
  // the queries already mounted (the follower's included) from following the cache, so the provider keeps
  // the user it wrote rather than a query that no longer updates.
  const [switched, setSwitched] = useState<{ user: User | null } | null>(null);
  const known = followed ?? atStart ?? { user: null, loading: true };
  const user = switched ? switched.user : known.user;
  const isLoading = !switched && known.loading;
  const idle = useIdleAfterLoad();
  // The push (graphql-ws, loaded on the first subscription) waits until the signed-in screen is drawn.
  const listen = useIdleAfterLoad(user !== null, PUSH_DELAY_MS);

  useEffect(() => {
    if (data || (atStart && !idle)) return;
    let live = true;
    loadAppClient().then(
      (loaded) => live && setData(loaded),
      // Not loaded (offline): signed out as far as this page can tell, as when the query fails.
      () => live && !atStart && setFollowed({ user: null, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [data, atStart, idle]);

  const client = given ?? data?.appClient();
  const clientNow = useCallback(async () => given ?? (await loadAppClient()).appClient(), [given]);

  const switchTo = useCallback(
    async (next: User | null) => {
      await replaceCurrentUser(await clientNow(), next);
      setSwitched({ user: next });
    },
    [clientNow],
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

  const logout = useCallback(
    async (opts?: { quiet?: boolean }) => {
      try {
        await apiRef.current.logout();
        await clearUser();
        if (!opts?.quiet)
          toast({ title: 'Logged out', description: 'You have been logged out successfully' });
        return true;
      } catch (failure) {
        toastError(failure);
        return false;
      }
    },
    [clearUser],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, login, register, logout }),
    [user, isLoading, login, register, logout],
  );

  return (
    <AuthContext.Provider value={value}>
      {data && client && !switched && <data.CurrentUserFollower client={client} onChange={setFollowed} />}
      {data && client && user && listen && (
        <data.SignedOutListener key={user.id} client={client} onSignedOut={() => void clearUser()} />
      )}
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
