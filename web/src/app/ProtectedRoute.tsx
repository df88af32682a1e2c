import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { useAuth } from '../features/auth/auth-context';
import { signInPathFor } from '../features/auth/auth-rules';

/**
 * Shows a Loading spinner while the user loads, sends visitors to /auth (which brings them back to this
 * address once they have signed in), and otherwise shows `children`.
 * The switch away from the spinner is a deferred render (`useDeferredValue`): React renders the signed-in
 * screen, a large tree, in the background in small slices, so the page keeps answering input instead of
 * freezing in one long task while it is built.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { pathname, search, hash } = useLocation();
  const state = useDeferredValue(isLoading ? 'loading' : user ? 'signed-in' : 'visitor');
  // (The deferred state may lag behind the user for a moment: the spinner stays until both agree.)
  if (state === 'loading' || (state === 'visitor' && user)) return <PageLoader />;
  if (!user) return <Navigate to={signInPathFor(`${pathname}${search}${hash}`)} replace />;
  return <>{children}</>;
}
