import { useAuth } from '@/features/auth/components/auth-provider';
import { ClientsWorkspace } from '@/features/firm/components/clients-workspace';
import { usePageTitle } from '@/lib/use-page-title';

/** /firm: the firm's clients (or setting up the firm). Opening a case makes it the account's active one. */
export function Component() {
  usePageTitle('Clients');
  const { user, updateUser } = useAuth();
  return (
    <ClientsWorkspace
      currentUserId={user?.id ?? null}
      accountType={user?.accountType}
      currentUserEmail={user?.email}
      onCaseActivated={(activeCase) => updateUser({ activeCaseId: activeCase.id })}
    />
  );
}
