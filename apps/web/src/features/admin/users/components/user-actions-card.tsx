import * as React from 'react';
import { toast } from '@/components/ui/toast';
import type { TAdminUserDetail } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUpdateUserAccess, type UserAccessAction } from '../api/update-user-access';

interface ActionText {
  button: string;
  done: string;
  /** Present for the actions that take something away, asked before they run. */
  confirm?: { title: string; description: (email: string) => string; confirmLabel: string; pendingLabel: string };
}

const ACTIONS: Record<UserAccessAction, ActionText> = {
  suspend: {
    button: 'Suspend account',
    done: 'Account suspended',
    confirm: {
      title: 'Suspend this account?',
      description: (email) => `${email} will not be able to sign in, and every session open now ends. You can reactivate the account later.`,
      confirmLabel: 'Suspend account',
      pendingLabel: 'Suspending…',
    },
  },
  reactivate: { button: 'Reactivate account', done: 'Account reactivated' },
  'revoke-sessions': {
    button: 'Revoke sessions',
    done: 'Sessions revoked',
    confirm: {
      title: 'Sign this account out everywhere?',
      description: (email) => `Every session of ${email} ends on every device. They can sign in again with their password or Google.`,
      confirmLabel: 'Revoke sessions',
      pendingLabel: 'Revoking…',
    },
  },
  'password-reset': { button: 'Send password reset', done: 'Password reset sent' },
};

/** Suspend or reactivate, sign out everywhere, send a reset link: for roles with users.update only. */
export function UserActionsCard({ user }: { user: TAdminUserDetail }) {
  const update = useUpdateUserAccess();
  const [confirming, setConfirming] = React.useState<UserAccessAction | null>(null);

  function run(action: UserAccessAction) {
    update.mutate(
      { userId: user.id, action },
      {
        onSuccess: (answer) => toast.success(ACTIONS[action].done, { description: answer.message }),
        onError: (error) => toast.error('The change was not made', { description: error.message }),
        onSettled: () => setConfirming(null),
      },
    );
  }

  function handleClick(action: UserAccessAction) {
    if (ACTIONS[action].confirm) setConfirming(action);
    else run(action);
  }

  const accessAction: UserAccessAction = user.status === 'suspended' ? 'reactivate' : 'suspend';
  const dialog = confirming ? ACTIONS[confirming].confirm : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account actions</CardTitle>
        <CardDescription>Each action is written to the audit log with your name.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {(['password-reset', 'revoke-sessions', accessAction] as const).map((action) => (
          <Button
            key={action}
            variant={action === 'suspend' || action === 'revoke-sessions' ? 'outline' : 'secondary'}
            onClick={() => handleClick(action)}
            disabled={update.isPending}
          >
            {ACTIONS[action].button}
          </Button>
        ))}
      </CardContent>
      {confirming && dialog && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && !update.isPending && setConfirming(null)}
          title={dialog.title}
          description={<p>{dialog.description(user.email)}</p>}
          confirmLabel={dialog.confirmLabel}
          pendingLabel={dialog.pendingLabel}
          isPending={update.isPending}
          onConfirm={() => run(confirming)}
        />
      )}
    </Card>
  );
}
