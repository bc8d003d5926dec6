import * as React from 'react';
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
  /** Publications only: what verification matches the item on. */
  doi: string;
}

const DATE_PATTERN = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const DOI_PATTERN = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?(10\.\d{4,9}\/\S+)$/i;

/** The bare, lower-case DOI of what a user typed (a bare DOI, a doi.org link or "doi:…"); null when it is not one. */
export function normalizeDoi(value: string): string | null {
  const match = DOI_PATTERN.exec(value.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

function readEvidenceForm(form: HTMLFormElement): EvidenceFormValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    type: text('type') as EvidenceType | '',
    title: text('title'),
    description: text('description'),
    date: text('date'),
    documentId: text('documentId'),
    doi: text('doi'),
  };
}

/** The same limits and messages as the server's contract, checked before sending. */
export function validateEvidenceForm(values: EvidenceFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.type) errors.type = 'Choose what kind of evidence this is.';
  if (!values.title) errors.title = 'The title cannot be empty.';
  else if (values.title.length > 500) errors.title = 'The title must be at most 500 characters.';
  if (values.description.length > 4000) errors.description = 'The description must be at most 4000 characters.';
  if (values.date && !DATE_PATTERN.test(values.date)) errors.date = 'Use a date like 2021, 2021-05 or 2021-05-14.';
  if (values.type === 'publication' && values.doi && !normalizeDoi(values.doi)) errors.doi = 'A DOI looks like 10.1371/journal.pone.0033693.';
  return errors;
}

/**
 * The values of a submitted evidence form, read and checked in place of sending it: null when a check failed, each
 * message then shown beside its field (and any earlier ones cleared).
 */
export function checkedEvidenceForm(
  event: React.FormEvent<HTMLFormElement>,
  showFieldErrors: (errors: Record<string, string>) => void,
): (EvidenceFormValues & { type: EvidenceType }) | null {
  event.preventDefault();
  const values = readEvidenceForm(event.currentTarget);
  const problems = validateEvidenceForm(values);
  showFieldErrors(problems);
  return Object.keys(problems).length > 0 || !values.type ? null : { ...values, type: values.type };
}

/** Type, title, description, date, a DOI for publications and, when adding by hand, the document it comes from. */
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
  const [type, setType] = React.useState(defaults.type);
  return (
    <div className="space-y-4">
      <FormField id={`${idPrefix}-type`} label="Kind of evidence" error={errors.type}>
        {(field) => (
          <NativeSelect {...field} name="type" value={type} onChange={(event) => setType(event.target.value as EvidenceType)} required>
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
        {(field) => (
          <Input {...field} name="date" defaultValue={defaults.date} inputMode="numeric" placeholder="2021-05" autoComplete="off" className="max-w-48" />
        )}
      </FormField>
      {type === 'publication' && (
        <FormField
          id={`${idPrefix}-doi`}
          label="DOI (optional)"
          error={errors.doi}
          description="With a DOI, Acclaim can check the publication against Crossref, OpenAlex and Semantic Scholar."
        >
          {(field) => (
            <Input {...field} name="doi" defaultValue={defaults.doi} placeholder="10.1371/journal.pone.0033693" autoComplete="off" spellCheck={false} />
          )}
        </FormField>
      )}
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
