import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-context';
import { toast } from '../lib/toast';

/**
 * The admin screens, for admins: anyone else signed in is sent to /dashboard with a toast (inside
 * ProtectedRoute, which already sent visitors to /auth). A convenience only: the services refuse every
 * admin call to a non-admin themselves.
 */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const allowed = user?.role === 'admin';
  useEffect(() => {
    if (user && !allowed) {
      toast({
        title: 'Access Denied',
        description: 'You need an administrator account to open the admin area.',
        variant: 'destructive',
      });
    }
  }, [user, allowed]);
  if (!allowed) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
