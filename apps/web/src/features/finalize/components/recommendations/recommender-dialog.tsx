import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { ZAddRecommenderRequest, type TSavedRecommender } from '@acclaim/contracts';
import { RECOMMENDER_RELATIONSHIPS } from '@acclaim/domain/recommendations';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateRecommender } from '../../api/create-recommender';
import { useUpdateRecommender } from '../../api/update-recommender';
import { RELATIONSHIP_LABELS } from './labels';

/** The form's entries as a request: trimmed, and null where an optional field was left empty. */
function readRecommenderForm(form: FormData) {
  const text = (key: string) => String(form.get(key) ?? '').trim() || null;
  return {
    name: String(form.get('name') ?? '').trim(),
    title: text('title'),
    affiliation: text('affiliation'),
    relationship: String(form.get('relationship') ?? 'independent'),
    credentials: text('credentials'),
    firstHand: text('firstHand'),
  };
}

function RecommenderForm({ caseId, recommender, onDone }: { caseId: string; recommender: TSavedRecommender | null; onDone: () => void }) {
  const create = useCreateRecommender(caseId);
  const update = useUpdateRecommender(caseId);
  const save = recommender ? update : create;
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZAddRecommenderRequest.safeParse(readRecommenderForm(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    const onSuccess = (r: TSavedRecommender) => {
      toast.success(recommender ? `${r.name} saved` : `${r.name} added`);
      onDone();
    };
    if (recommender) update.mutate({ id: recommender.id, ...parsed.data }, { onSuccess });
    else create.mutate(parsed.data, { onSuccess });
  }

  const v = recommender;
  return (
    <DialogForm
      onSubmit={handleSubmit}
      formError={save.error?.message}
      isPending={save.isPending}
      submitLabel={v ? 'Save' : 'Add recommender'}
      pendingLabel={v ? 'Saving…' : 'Adding…'}
    >
      <FormField id="recommender-name" label="Name" error={errors.name}>
        {(field) => <Input {...field} name="name" maxLength={160} autoComplete="off" required defaultValue={v?.name} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="recommender-title" label="Position (optional)" error={errors.title}>
          {(field) => <Input {...field} name="title" maxLength={200} autoComplete="off" placeholder="Professor of Chemistry" defaultValue={v?.title ?? ''} />}
        </FormField>
        <FormField id="recommender-affiliation" label="Institution (optional)" error={errors.affiliation}>
          {(field) => <Input {...field} name="affiliation" maxLength={200} autoComplete="off" defaultValue={v?.affiliation ?? ''} />}
        </FormField>
      </div>
      <FormField
        id="recommender-relationship"
        label="Relationship to you"
        description="Independent means no personal or professional tie: they know your work only through its influence."
      >
        {(field) => (
          <NativeSelect {...field} name="relationship" defaultValue={v?.relationship ?? 'independent'}>
            {RECOMMENDER_RELATIONSHIPS.map((r) => (
              <option key={r} value={r}>
                {RELATIONSHIP_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id="recommender-credentials"
        label="Their standing, in their words (optional)"
        error={errors.credentials}
        description="One or two sentences in the first person, e.g. “I lead a group of twelve researchers…”. Printed as written."
      >
        {(field) => <Textarea {...field} name="credentials" maxLength={1200} rows={3} defaultValue={v?.credentials ?? ''} />}
      </FormField>
      <FormField
        id="recommender-first-hand"
        label="What they saw first-hand (optional)"
        error={errors.firstHand}
        description="Collaborators and employers should give this; the draft never invents it."
      >
        {(field) => <Textarea {...field} name="firstHand" maxLength={2000} rows={3} defaultValue={v?.firstHand ?? ''} />}
      </FormField>
    </DialogForm>
  );
}

/**
 * Someone the record does not show, entered by hand; or, given `recommender`, that person's details corrected.
 * Their standing and what they saw are their own words, which the draft prints and never invents.
 */
export function RecommenderDialog({
  caseId,
  recommender = null,
  open,
  onOpenChange,
}: {
  caseId: string;
  recommender?: TSavedRecommender | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={recommender ? `Details of ${recommender.name}` : 'Add a recommender'}
        description={
          recommender
            ? 'A letter already drafted keeps its text; these details shape letters drafted from now on and the letterhead of exports.'
            : 'Someone who can speak to your work and is not among the suggestions.'
        }
      >
        {open && <RecommenderForm caseId={caseId} recommender={recommender} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
