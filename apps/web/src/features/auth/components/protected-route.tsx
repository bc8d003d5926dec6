import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from './auth-provider';

/**
 * Spinner while the session loads; signed-out visitors go to /login with `from`, unless they just logged
 * out here (then to the page the sign-out named, or /login).
 */
export function ProtectedRoute() {
  const { isLoading, isAuthenticated, loggedOut, signedOutTo } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullScreenSpinner label="Checking your session" />;
  if (!isAuthenticated) return <Navigate to={(loggedOut && signedOutTo) || paths.login} replace state={loggedOut ? null : { from: location }} />;
  return <Outlet />;
}
