import * as React from 'react';
import { LogOut, Monitor } from 'lucide-react';
import type { TAccountSession } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { useAccountSessions, useRevokeAccountSession, useRevokeAllSessions, useRevokeOtherSessions } from '../api/account-sessions';

/** One device: what it is, when it signed in and was last used, and from where; a way to sign it out. */
function SessionItem({ session, onSignOut }: { session: TAccountSession; onSignOut: (session: TAccountSession) => void }) {
  const titleId = `session-${session.id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 space-y-1">
          <p id={titleId} className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current && <Badge tone="success">This device</Badge>}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
            <dt>Last active</dt>
            <dd>{session.current ? 'Now' : formatDateTime(session.lastUsedAt)}</dd>
            <dt>Signed in</dt>
            <dd>{formatDateTime(session.createdAt)}</dd>
            <dt>IP address</dt>
            <dd className="break-all">{session.ipAddress ?? 'Unknown'}</dd>
          </dl>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => onSignOut(session)}
          aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastUsedAt)}`}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * "Devices and sessions": every browser signed in to the account, signing one out, all but this one, or all of
 * them (for a lost laptop when this device may be compromised too). `onSignedOutEverywhere` leaves the signed-in area.
 */
export function SessionsSection({ onSignedOutEverywhere }: { onSignedOutEverywhere: (message: string) => void }) {
  const sessions = useAccountSessions();
  const revokeOne = useRevokeAccountSession();
  const revokeOthers = useRevokeOtherSessions();
  const revokeAll = useRevokeAllSessions();
  const [signingOut, setSigningOut] = React.useState<TAccountSession | null>(null);
  const [isConfirmingOthers, setIsConfirmingOthers] = React.useState(false);
  const [isConfirmingAll, setIsConfirmingAll] = React.useState(false);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  function handleSignOutOne() {
    if (!signingOut) return;
    revokeOne.mutate(signingOut.id, {
      onSuccess: (answer) => toast.success(`${signingOut.device} signed out`, { description: answer.message }),
      onError: (error) => toast.error(`${signingOut.device} was not signed out`, { description: error.message }),
      onSettled: () => setSigningOut(null),
    });
  }

  function handleSignOutOthers() {
    revokeOthers.mutate(undefined, {
      onSuccess: (answer) => toast.success('Other devices signed out', { description: answer.message }),
      onError: (error) => toast.error('The other devices were not signed out', { description: error.message }),
      onSettled: () => setIsConfirmingOthers(false),
    });
  }

  function handleSignOutAll() {
    revokeAll.mutate(undefined, {
      onSuccess: (answer) => onSignedOutEverywhere(answer.message),
      onError: (error) => {
        toast.error('Your devices were not signed out', { description: error.message });
        setIsConfirmingAll(false);
      },
    });
  }

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
            <LoadError
              title="Your devices could not be loaded."
              error={sessions.error}
              onRetry={() => void sessions.refetch()}
              isRetrying={sessions.isFetching}
            />
          ) : (
            <>
              <ul aria-label="Signed-in devices" className="divide-y divide-border">
                {sessions.data.map((session) => (
                  <SessionItem key={session.id} session={session} onSignOut={setSigningOut} />
                ))}
              </ul>
              {others.length === 0 && <p className="text-sm text-muted-foreground">No other device is signed in to your account.</p>}
              <div className="flex flex-col gap-2 sm:flex-row">
                {others.length > 0 && (
                  <Button variant="outline" className="w-full text-destructive sm:w-auto" onClick={() => setIsConfirmingOthers(true)}>
                    <LogOut aria-hidden="true" />
                    Sign out of all other devices
                  </Button>
                )}
                <Button variant="outline" className="w-full text-destructive sm:w-auto" onClick={() => setIsConfirmingAll(true)}>
                  <LogOut aria-hidden="true" />
                  Sign out everywhere
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={signingOut !== null}
        onOpenChange={(open) => !open && setSigningOut(null)}
        title={`Sign out ${signingOut?.device ?? 'this device'}?`}
        description={<p>Anyone using your account there is signed out at once and must enter your password to come back.</p>}
        confirmLabel="Sign out device"
        pendingLabel="Signing out…"
        isPending={revokeOne.isPending}
        onConfirm={handleSignOutOne}
      />
      <ConfirmDialog
        open={isConfirmingOthers}
        onOpenChange={setIsConfirmingOthers}
        title="Sign out of all other devices?"
        description={
          <p>{others.length === 1 ? 'The other device is' : `The ${others.length} other devices are`} signed out at once. You stay signed in here.</p>
        }
        confirmLabel="Sign out other devices"
        pendingLabel="Signing out…"
        isPending={revokeOthers.isPending}
        onConfirm={handleSignOutOthers}
      />
      <ConfirmDialog
        open={isConfirmingAll}
        onOpenChange={setIsConfirmingAll}
        title="Sign out everywhere?"
        description={<p>Every device is signed out at once, this one included. You will need your password to sign in again.</p>}
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out…"
        isPending={revokeAll.isPending}
        onConfirm={handleSignOutAll}
      />
    </section>
  );
}
