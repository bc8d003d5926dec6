import type { TCase, TStartLetterRequest } from '@acclaim/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LetterStartForm } from './letter-start-form';

/** Starts another letter beside the ones the case has; they and their versions stay. */
export function NewLetterDialog({
  open,
  onOpenChange,
  casePetitionType,
  allowance,
  isStartBlocked,
  error,
  onStart,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  casePetitionType: TCase['petitionType'];
  allowance: { used: number; allowed: number | null };
  isStartBlocked: boolean;
  error: Error | null;
  onStart: (request: TStartLetterRequest) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Write a new letter"
        description="A fresh first draft from your evidence as it is now. Your current letter and all its versions stay."
      >
        <LetterStartForm
          casePetitionType={casePetitionType}
          allowance={allowance}
          isStarting={isStartBlocked}
          error={error}
          submitLabel="Write a new letter"
          onStart={onStart}
        />
      </DialogContent>
    </Dialog>
  );
}
