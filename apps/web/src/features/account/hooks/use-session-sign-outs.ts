import * as React from 'react';
import type { TAccountSession } from '@acclaim/contracts';
import { toast } from '@/components/ui/toast';
import { useRevokeAccountSession, useRevokeAllSessions, useRevokeOtherSessions } from '../api/account-sessions';

/** A sign-out's confirm dialog: open while the user decides, pending while the server signs out. */
function confirmDialog(open: boolean, onOpenChange: (open: boolean) => void, isPending: boolean, onConfirm: () => void) {
  return { open, onOpenChange, isPending, onConfirm, pendingLabel: 'Signing out…' };
}

/**
 * The three ways to sign devices out (one, all but this one, all of them), each asked first in a dialog: `ask` opens
 * it, `dialog` is what the dialog takes (open, pending, the confirmed action with its toasts). Signing out everywhere
 * hands over to `onSignedOutEverywhere`, which leaves the signed-in area.
 */
export function useSessionSignOuts(onSignedOutEverywhere: (message: string) => void) {
  const revokeOne = useRevokeAccountSession();
  const revokeOthers = useRevokeOtherSessions();
  const revokeAll = useRevokeAllSessions();
  const [signingOut, setSigningOut] = React.useState<TAccountSession | null>(null);
  const [isConfirmingOthers, setIsConfirmingOthers] = React.useState(false);
  const [isConfirmingAll, setIsConfirmingAll] = React.useState(false);

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

  return {
    one: {
      session: signingOut,
      ask: setSigningOut,
      dialog: confirmDialog(signingOut !== null, (open) => !open && setSigningOut(null), revokeOne.isPending, handleSignOutOne),
    },
    others: {
      ask: () => setIsConfirmingOthers(true),
      dialog: confirmDialog(isConfirmingOthers, setIsConfirmingOthers, revokeOthers.isPending, handleSignOutOthers),
    },
    all: { ask: () => setIsConfirmingAll(true), dialog: confirmDialog(isConfirmingAll, setIsConfirmingAll, revokeAll.isPending, handleSignOutAll) },
  };
}
