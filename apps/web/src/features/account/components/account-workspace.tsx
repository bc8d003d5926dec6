import type { TUser } from '@acclaim/contracts';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useAccount } from '../api/get-account';
import { DeleteAccountSection } from './delete-account-section';
import { ExportSection } from './export-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';

/** /account: the profile, the password, the devices signed in, a copy of all the account's data, and deleting the account. */
export function AccountWorkspace({
  onProfileSaved,
  onDeleted,
  onSignedOutEverywhere,
}: {
  onProfileSaved: (user: TUser) => void;
  onDeleted: () => void;
  onSignedOutEverywhere: (message: string) => void;
}) {
  const account = useAccount();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Account</h1>
        <p className="mt-2 text-muted-foreground">Your profile and password, a copy of your data, and deleting your account.</p>
      </header>
      {account.isPending ? (
        <ListSkeleton label="Loading your account" rows={4} />
      ) : account.isError ? (
        <QueryLoadError title="Your account could not be loaded." query={account} />
      ) : (
        <>
          <ProfileSection account={account.data} onSaved={onProfileSaved} />
          <PasswordSection hasPassword={account.data.hasPassword} />
          <SessionsSection onSignedOutEverywhere={onSignedOutEverywhere} />
          <ExportSection />
          <DeleteAccountSection account={account.data} onDeleted={onDeleted} />
        </>
      )}
    </div>
  );
}
