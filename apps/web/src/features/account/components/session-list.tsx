import { LogOut } from 'lucide-react';
import type { TAccountSession } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { SessionItem } from './session-item';

type SessionListProps = {
  sessions: TAccountSession[];
  onSignOut: (session: TAccountSession) => void;
  onSignOutOthers: () => void;
  onSignOutAll: () => void;
};

/** The signed-in devices, this one among them, and the buttons that sign out the others or all of them. */
export function SessionList({ sessions, onSignOut, onSignOutOthers, onSignOutAll }: SessionListProps) {
  const others = sessions.filter((session) => !session.current);
  return (
    <>
      <ul aria-label="Signed-in devices" className="divide-y divide-border">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} onSignOut={onSignOut} />
        ))}
      </ul>
      {others.length === 0 && <p className="text-sm text-muted-foreground">No other device is signed in to your account.</p>}
      <div className="flex flex-col gap-2 sm:flex-row">
        {others.length > 0 && (
          <Button variant="outline" className="w-full text-destructive sm:w-auto" onClick={onSignOutOthers}>
            <LogOut aria-hidden="true" />
            Sign out of all other devices
          </Button>
        )}
        <Button variant="outline" className="w-full text-destructive sm:w-auto" onClick={onSignOutAll}>
          <LogOut aria-hidden="true" />
          Sign out everywhere
        </Button>
      </div>
    </>
  );
}
