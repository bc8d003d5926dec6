import * as React from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { hasAdminRank } from '@acclaim/domain';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAdminAccess } from '@/features/admin/api/check-admin-access';
import { adminKeys } from '@/features/admin/api/query-keys';
import { useTwoFactorStatus } from '@/features/admin/api/get-two-factor-status';
import { minimumRoleAt } from '@/features/admin/admin-screens';
import { AdminSessionProvider } from '@/features/admin/components/admin-session';
import { TwoFactorScreen } from '@/features/admin/components/two-factor-screen';
import { useAuth } from '@/features/auth/components/auth-provider';
import { ApiError } from '@/lib/api-client';

/**
 * A verification lasts 12 hours. When it runs out while the area is open, the server refuses admin calls with 403;
 * any 403 makes the guard read the two-factor status again, so the code screen comes back instead of error messages.
 */
function useRecheckVerificationOnRefusal(queryClient: QueryClient) {
  React.useEffect(() => {
    const recheck = (error: unknown) => {
      if (error instanceof ApiError && error.status === 403) void queryClient.invalidateQueries({ queryKey: adminKeys.twoFactorStatusAll });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

/**
 * The admin guard flow, in its order:
 * 1 spinner while loading; 2 signed out → /login (with `from`); 3 access check fails (GET /auth/me refused, or no
 * adminRole) → /; 4 verification required → the two-factor screen, whose Cancel goes to /; 5 verified → the
 * screen; 6 a failed status call counts as not required; 7 a role below the screen's minimum → /admin.
 */
export function AdminGuard({ children }: { children: React.ReactNode }) {
  const { isLoading, isAuthenticated, loggedOut, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const access = useAdminAccess(!isLoading && user ? user.id : null);
  const admin = access.data?.user;
  const role = admin?.adminRole;
  const status = useTwoFactorStatus(role && admin ? admin.id : null);
  useRecheckVerificationOnRefusal(useQueryClient());

  if (isLoading) return <FullScreenSpinner label="Checking your session" />;
  if (!isAuthenticated) return <Navigate to={paths.login} replace state={loggedOut ? null : { from: location }} />;
  if (access.isPending) return <FullScreenSpinner label="Checking admin access" />;
  if (access.isError || !admin || !role) return <Navigate to={paths.home} replace />;
  if (status.isPending) return <FullScreenSpinner label="Checking admin access" />;

  // Step 6: when the status cannot be read, the server still refuses every admin call until verification.
  const requiresVerification = status.isSuccess && status.data.data.requiresVerification;
  if (requiresVerification) return <TwoFactorScreen onCancel={() => navigate(paths.home)} />;

  const minimum = minimumRoleAt(location.pathname);
  if (minimum && !hasAdminRank(role, minimum)) return <Navigate to={paths.admin} replace />;

  return <AdminSessionProvider admin={{ id: admin.id, name: admin.name, email: admin.email, role }}>{children}</AdminSessionProvider>;
}
