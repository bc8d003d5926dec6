import { LogOut, Monitor } from 'lucide-react';
import type { TAccountSession } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

/** One device: what it is, when it signed in and was last used, and from where; a way to sign it out. */
export function SessionItem({ session, onSignOut }: { session: TAccountSession; onSignOut: (session: TAccountSession) => void }) {
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
