import * as React from 'react';
import { toast } from '@/components/ui/toast';
import type { TRecommenderSuggestion } from '@acclaim/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCreateRecommender } from '../../api/create-recommender';

/** A suggested role ("the chair of the selection committee") becomes a recommender once the user names the person. */
export function NameSuggestionDialog({
  caseId,
  suggestion,
  open,
  onOpenChange,
}: {
  caseId: string;
  suggestion: TRecommenderSuggestion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateRecommender(caseId);
  const [error, setError] = React.useState<string | undefined>();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    if (name.length < 2) {
      setError('Give the name of the person you will ask.');
      return;
    }
    setError(undefined);
    const title = String(form.get('title') ?? '').trim();
    create.mutate(
      { key: suggestion.key, name, ...(title ? { title } : {}) },
      {
        onSuccess: (r) => {
          toast.success(`${r.name} chosen`);
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Who is ${suggestion.role ?? 'this person'}?`} description={suggestion.reason}>
        <DialogForm onSubmit={handleSubmit} formError={create.error?.message} isPending={create.isPending} submitLabel="Choose" pendingLabel="Choosing…">
          <FormField id={`name-${suggestion.key}`} label="Name" error={error}>
            {(field) => <Input {...field} name="name" maxLength={160} autoComplete="off" required />}
          </FormField>
          <FormField id={`title-${suggestion.key}`} label="Position (optional)" description="As it should appear under their signature.">
            {(field) => <Input {...field} name="title" maxLength={200} autoComplete="off" defaultValue={suggestion.role ?? ''} />}
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
