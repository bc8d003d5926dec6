import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from './auth-provider';

/** Spec §2/§4: spinner while the session loads; signed-out visitors go to /login with `from`. */
export function ProtectedRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullScreenSpinner label="Checking your session" />;
  if (!isAuthenticated) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}
