import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useAccountSessions } from '../api/account-sessions';
import { useSessionSignOuts } from '../hooks/use-session-sign-outs';
import { SessionList } from './session-list';

/**
 * "Devices and sessions": every browser signed in to the account, signing one out, all but this one, or all of
 * them (for a lost laptop when this device may be compromised too). `onSignedOutEverywhere` leaves the signed-in area.
 */
export function SessionsSection({ onSignedOutEverywhere }: { onSignedOutEverywhere: (message: string) => void }) {
  const sessions = useAccountSessions();
  const signOut = useSessionSignOuts(onSignedOutEverywhere);
  const otherCount = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <section aria-labelledby="sessions-title">
      <Card>
        <CardHeader>
          <CardTitle id="sessions-title">Devices and sessions</CardTitle>
          <CardDescription>
            Where your account is signed in. If you see a device you do not recognise, sign it out and change your password. A device left unused for a few days
            is signed out on its own.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {sessions.isPending ? (
            <ListSkeleton label="Loading your devices" rows={2} />
          ) : sessions.isError ? (
            <QueryLoadError title="Your devices could not be loaded." query={sessions} />
          ) : (
            <SessionList sessions={sessions.data} onSignOut={signOut.one.ask} onSignOutOthers={signOut.others.ask} onSignOutAll={signOut.all.ask} />
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        {...signOut.one.dialog}
        title={`Sign out ${signOut.one.session?.device ?? 'this device'}?`}
        description={<p>Anyone using your account there is signed out at once and must enter your password to come back.</p>}
        confirmLabel="Sign out device"
      />
      <ConfirmDialog
        {...signOut.others.dialog}
        title="Sign out of all other devices?"
        description={<p>{otherCount === 1 ? 'The other device is' : `The ${otherCount} other devices are`} signed out at once. You stay signed in here.</p>}
        confirmLabel="Sign out other devices"
      />
      <ConfirmDialog
        {...signOut.all.dialog}
        title="Sign out everywhere?"
        description={<p>Every device is signed out at once, this one included. You will need your password to sign in again.</p>}
        confirmLabel="Sign out everywhere"
      />
    </section>
  );
}
