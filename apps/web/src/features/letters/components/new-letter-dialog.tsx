import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LetterStartForm, type LetterStartProps } from './letter-start-form';

/** Starts another letter beside the ones the case has; they and their versions stay. */
export function NewLetterDialog({
  open,
  onOpenChange,
  ...start
}: LetterStartProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Write a new letter"
        description="A fresh first draft from your evidence as it is now. Your current letter and all its versions stay."
      >
        <LetterStartForm {...start} submitLabel="Write a new letter" />
      </DialogContent>
    </Dialog>
  );
}
