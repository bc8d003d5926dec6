import * as React from 'react';
import { CircleCheck, TriangleAlert, Undo2 } from 'lucide-react';
import type { TIdentity } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';
import { identityFinding, identityFlagText, isFlagged } from './identity-text';
import { useIdentityConfirmation, type IdentityTarget } from './use-identity-confirmation';

/**
 * The flag of a document (or an item typed by hand) that names someone else: what was found, that its evidence does
 * not count, and "Confirm it belongs"; once confirmed, who confirmed it and why, with a way to undo. Nothing for a
 * document that names the beneficiary.
 */
export function IdentityFlag({ caseId, target, name, identity }: { caseId: string; target: IdentityTarget; name: string; identity: TIdentity }) {
  const [isConfirming, setIsConfirming] = React.useState(false);
  const { unconfirm } = useIdentityConfirmation(caseId);
  if (!isFlagged(identity)) return null;
  const what = target.kind === 'document' ? 'document' : 'item';

  function handleUndo() {
    unconfirm.mutate(target, {
      onSuccess: () => toast.success('Confirmation withdrawn', { description: `“${name}” no longer counts until you confirm it belongs.` }),
      onError: (error) => toast.error('Not withdrawn', { description: error.message }),
    });
  }

  if (identity.confirmation) {
    return (
      <div className="mt-2 flex flex-wrap items-start gap-x-2 gap-y-1 text-xs text-muted-foreground" data-identity-state="confirmed">
        <CircleCheck className="mt-0.5 size-3.5 shrink-0 text-success" aria-hidden="true" />
        <p className="min-w-0 flex-1 break-words">
          {identityFinding(identity)}. Counted: {identity.confirmation.byName} confirmed it belongs — “{identity.confirmation.reason}”
        </p>
        <Button
          size="sm"
          variant="ghost"
          className="h-7 px-2 text-xs"
          onClick={handleUndo}
          disabled={unconfirm.isPending}
          aria-label={`Undo the confirmation of ${name}`}
        >
          <Undo2 aria-hidden="true" /> {unconfirm.isPending ? 'Undoing…' : 'Undo'}
        </Button>
      </div>
    );
  }

  return (
    <div role="status" className="mt-2 space-y-2 rounded-md border border-warning/30 bg-warning-soft p-2.5 text-xs text-warning" data-identity-state="flagged">
      <p className="flex items-start gap-1.5 break-words">
        <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span>{identityFlagText(identity, what)}</span>
      </p>
      <Button
        size="sm"
        variant="outline"
        className="h-7 bg-background text-xs"
        onClick={() => setIsConfirming(true)}
        aria-label={`Confirm ${name} belongs to this case`}
      >
        Confirm it belongs
      </Button>
      <ConfirmIdentityDialog caseId={caseId} target={target} name={name} identity={identity} open={isConfirming} onOpenChange={setIsConfirming} />
    </div>
  );
}
