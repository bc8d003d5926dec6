import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { AccountWorkspace } from '@/features/account/components/account-workspace';
import { useAuth } from '@/features/auth/components/auth-provider';
import { usePageTitle } from '@/lib/use-page-title';

/** /account: profile, password, the data export and account deletion. */
export function Component() {
  usePageTitle('Account');
  const { updateUser, logout } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function handleDeleted() {
    // Leave the signed-in area first, so ending the session does not bounce this page to the sign-in screen.
    await navigate(paths.home, { replace: true });
    await logout();
    queryClient.clear();
    toast.success('Account deleted', { description: 'Your account and everything in it were deleted.' });
  }

  return <AccountWorkspace onProfileSaved={(user) => updateUser(user)} onDeleted={() => void handleDeleted()} />;
}
