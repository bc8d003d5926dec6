import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { AccountWorkspace } from '@/features/account/components/account-workspace';
import { useAuth } from '@/features/auth/components/auth-provider';
import { usePageTitle } from '@/lib/use-page-title';

/** /account: profile, password, devices, the data export and account deletion. */
export function Component() {
  usePageTitle('Account');
  const { updateUser, logout } = useAuth();
  const queryClient = useQueryClient();

  async function handleDeleted() {
    // The account is gone: land on the home page, not on the sign-in screen the guard shows a signed-out visitor.
    await logout({ to: paths.home });
    queryClient.clear();
    toast.success('Account deleted', { description: 'Your account and everything in it were deleted.' });
  }

  async function handleSignedOutEverywhere(message: string) {
    // The server has ended this session already; the guard takes the page to the sign-in screen.
    await logout();
    queryClient.clear();
    toast.success('Signed out everywhere', { description: message });
  }

  return (
    <AccountWorkspace
      onProfileSaved={(user) => updateUser(user)}
      onDeleted={() => void handleDeleted()}
      onSignedOutEverywhere={(message) => void handleSignedOutEverywhere(message)}
    />
  );
}
