import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { useAuth } from '../features/auth/auth-context';

/** Shows a Loading spinner while the user loads, sends visitors to /auth, and otherwise shows `children`. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!user) return <Navigate to="/auth" replace />;
  return <>{children}</>;
}
