import type { TDocument } from '@acclaim/contracts';
import { EVIDENCE_TYPES, type EvidenceType } from '@acclaim/domain';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { EVIDENCE_TYPE_LABELS } from '../labels';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

export interface EvidenceFormValues {
  type: EvidenceType | '';
  title: string;
  description: string;
  date: string;
  documentId: string;
}

const DATE_PATTERN = /^\d{4}(-\d{2}(-\d{2})?)?$/;

export function readEvidenceForm(form: HTMLFormElement): EvidenceFormValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return { type: text('type') as EvidenceType | '', title: text('title'), description: text('description'), date: text('date'), documentId: text('documentId') };
}

/** The same limits and messages as the server's contract, checked before sending. */
export function validateEvidenceForm(values: EvidenceFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.type) errors.type = 'Choose what kind of evidence this is.';
  if (!values.title) errors.title = 'The title cannot be empty.';
  else if (values.title.length > 500) errors.title = 'The title must be at most 500 characters.';
  if (values.description.length > 4000) errors.description = 'The description must be at most 4000 characters.';
  if (values.date && !DATE_PATTERN.test(values.date)) errors.date = 'Use a date like 2021, 2021-05 or 2021-05-14.';
  return errors;
}

/** Type, title, description, date and, when adding by hand, the document it comes from. */
export function EvidenceFields({
  idPrefix,
  defaults,
  errors,
  documents,
}: {
  idPrefix: string;
  defaults: EvidenceFormValues;
  errors: Record<string, string>;
  /** Offered as sources when given. */
  documents?: TDocument[];
}) {
  return (
    <div className="space-y-4">
      <FormField id={`${idPrefix}-type`} label="Kind of evidence" error={errors.type}>
        {(field) => (
          <NativeSelect {...field} name="type" defaultValue={defaults.type} required>
            <option value="" disabled>
              Choose a kind
            </option>
            {EVIDENCE_TYPES.map((type) => (
              <option key={type} value={type}>
                {EVIDENCE_TYPE_LABELS[type].single}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${idPrefix}-title`} label="Title" error={errors.title}>
        {(field) => <Input {...field} name="title" defaultValue={defaults.title} maxLength={500} required autoComplete="off" />}
      </FormField>
      <FormField id={`${idPrefix}-description`} label="Description (optional)" error={errors.description}>
        {(field) => <Textarea {...field} name="description" defaultValue={defaults.description} maxLength={4000} rows={4} />}
      </FormField>
      <FormField id={`${idPrefix}-date`} label="Date (optional)" error={errors.date} description="A year, a month or a day: 2021, 2021-05 or 2021-05-14.">
        {(field) => <Input {...field} name="date" defaultValue={defaults.date} inputMode="numeric" placeholder="2021-05" autoComplete="off" className="max-w-48" />}
      </FormField>
      {documents && documents.length > 0 && (
        <FormField id={`${idPrefix}-document`} label="Source document (optional)" error={errors.documentId}>
          {(field) => (
            <NativeSelect {...field} name="documentId" defaultValue={defaults.documentId}>
              <option value="">None</option>
              {documents.map((document) => (
                <option key={document.id} value={document.id}>
                  {document.exhibitLabel ? `${document.exhibitLabel} · ${document.name}` : document.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
    </div>
  );
}
