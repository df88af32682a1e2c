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
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { toast, toastError } from '../../lib/toast';
import * as authApi from './auth.api';
import type { LoginInput, RegisterInput, User } from './auth.api';
import { SIGNED_OUT_SUBSCRIPTION } from './signed-out.subscription';

/** The calls the provider makes; tests pass fakes. */
export type AuthApi = Pick<typeof authApi, 'fetchCurrentUser' | 'login' | 'register' | 'logout'>;

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

/** Clears the user when the server reports that this browser's session was revoked elsewhere. */
function SignedOutListener({ onSignedOut }: { onSignedOut: () => void }) {
  useSubscription(SIGNED_OUT_SUBSCRIPTION, {
    onData: ({ data }) => {
      if (data.data?.signedOut) onSignedOut();
    },
  });
  return null;
}

/**
 * Holds the current user (GET /api/user, 401 = nobody), the sign-in / sign-up / sign-out actions with their
 * toasts, and the `signedOut` subscription that clears the user when another tab signs out.
 */
export function AuthProvider({ children, api = authApi }: { children: ReactNode; api?: AuthApi }) {
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const apollo = useApolloClient();
  const apiRef = useRef(api);

  useEffect(() => {
    let active = true;
    apiRef.current
      .fetchCurrentUser()
      .then((current) => active && setUser(current))
      .catch(() => active && setUser(null))
      .finally(() => active && setIsLoading(false));
    return () => {
      active = false;
    };
  }, []);

  const clearUser = useCallback(() => {
    setUser(null);
    void apollo.clearStore().catch(() => undefined);
  }, [apollo]);

  const login = useCallback(async (input: LoginInput) => {
    try {
      const signedIn = await apiRef.current.login(input);
      setUser(signedIn);
      toast({
        title: 'Welcome back!',
        description: `Logged in successfully as ${signedIn.email}`,
        variant: 'success',
      });
      return signedIn;
    } catch (error) {
      toastError(error);
      return null;
    }
  }, []);

  const register = useCallback(async (input: RegisterInput) => {
    try {
      const created = await apiRef.current.register(input);
      setUser(created);
      toast({
        title: 'Account created!',
        description: `Welcome, ${created.firstName || created.email}! Your account is ready.`,
        variant: 'success',
      });
      return created;
    } catch (error) {
      toastError(error);
      return null;
    }
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiRef.current.logout();
      clearUser();
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  }, [clearUser]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, login, register, logout }),
    [user, isLoading, login, register, logout],
  );

  return (
    <AuthContext.Provider value={value}>
      {user && <SignedOutListener key={String(user.id)} onSignedOut={clearUser} />}
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
