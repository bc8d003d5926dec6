import * as React from 'react';
import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import type { TAnswerInput, TFieldIssue, TI140Answers, TI140Field } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

const SOURCE_BADGES: Record<TI140Field['source'], { label: string; tone: 'success' | 'info' | 'destructive' | 'neutral' }> = {
  case: { label: 'From your case', tone: 'success' },
  suggested: { label: 'Suggested', tone: 'info' },
  missing: { label: 'Missing', tone: 'destructive' },
};

const ISSUE_LOOK: Record<TFieldIssue['severity'], { label: string; icon: typeof Info; className: string }> = {
  error: { label: 'Error', icon: CircleAlert, className: 'text-destructive' },
  warning: { label: 'Warning', icon: TriangleAlert, className: 'text-warning' },
  info: { label: 'Note', icon: Info, className: 'text-muted-foreground' },
};

export function SourceBadge({ field }: { field: TI140Field }) {
  const badge = field.source === 'missing' && !field.required ? { label: 'Not answered', tone: 'neutral' as const } : SOURCE_BADGES[field.source];
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

function IssueList({ id, issues }: { id: string; issues: readonly TFieldIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul id={id} className="space-y-1">
      {issues.map((issue) => {
        const look = ISSUE_LOOK[issue.severity];
        const Icon = look.icon;
        return (
          <li key={`${issue.code}:${issue.text}`} className={cn('flex gap-2 text-sm', look.className)}>
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="sr-only">{look.label}:</span> {issue.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const asText = (value: TI140Field['value']) => (typeof value === 'string' ? value : '');

interface FieldProps {
  field: TI140Field;
  /** The server's refusal of this field's last save, shown under it. */
  error?: string;
  onSave: (answers: TI140Answers) => void;
}

/**
 * One field of the guide: label, help, where the value comes from, the input, and the issues the check found.
 * Text is saved when the field is left (and only if it changed); a choice is saved when it is made. An empty
 * text removes your answer, so the value from your case shows again.
 */
export function I140FieldRow({ field, error, onSave }: FieldProps) {
  const baseId = `i140-${field.fieldId}`;
  const ids = { help: `${baseId}-help`, issues: `${baseId}-issues`, error: `${baseId}-error`, note: `${baseId}-note` };
  const hasError = Boolean(error) || field.issues.some((issue) => issue.severity === 'error');
  const describedBy = [ids.help, field.note ? ids.note : '', field.issues.length ? ids.issues : '', error ? ids.error : ''].filter(Boolean).join(' ');
  const canAccept = field.answer !== null && field.source === 'suggested' && field.value !== null && !field.issues.some((i) => i.severity === 'error');

  const save = (value: string | boolean | null) => field.answer && onSave({ [field.answer.key]: value } as TI140Answers);

  return (
    <div className="space-y-2 border-t border-border pt-4 first:border-t-0 first:pt-0">
      {field.answer && (field.answer.kind === 'yesNo' || field.answer.kind === 'choice') ? (
        <ChoiceInput field={field} answer={field.answer} describedBy={describedBy} isInvalid={hasError} onChoose={save} />
      ) : (
        <>
          <FieldLabel field={field} htmlFor={field.answer ? baseId : undefined} />
          {field.answer ? (
            <TextInput id={baseId} field={field} answer={field.answer} describedBy={describedBy} isInvalid={hasError} onCommit={save} />
          ) : (
            <p className={cn('text-sm', field.displayValue === null && 'italic text-muted-foreground')} aria-describedby={describedBy}>
              {field.displayValue ?? '— not answered —'}
            </p>
          )}
        </>
      )}
      <p id={ids.help} className="text-xs text-muted-foreground">
        {field.help}
      </p>
      {field.note && (
        <p id={ids.note} className="text-xs text-muted-foreground">
          {field.note}
        </p>
      )}
      <IssueList id={ids.issues} issues={field.issues} />
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {canAccept && (
        <Button type="button" variant="outline" size="sm" onClick={() => save(field.value)}>
          Use the suggestion <span className="sr-only">for {field.label}</span>
        </Button>
      )}
    </div>
  );
}

function LabelText({ field }: { field: TI140Field }) {
  return (
    <>
      {field.label}
      {field.required && (
        <>
          {' '}
          <span className="font-normal text-muted-foreground">(required)</span>
        </>
      )}
    </>
  );
}

function FieldLabel({ field, htmlFor }: { field: TI140Field; htmlFor?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {htmlFor ? (
        <Label htmlFor={htmlFor} className="leading-snug">
          <LabelText field={field} />
        </Label>
      ) : (
        <p className="text-sm font-medium leading-snug">
          <LabelText field={field} />
        </p>
      )}
      <SourceBadge field={field} />
    </div>
  );
}

function TextInput({
  id,
  field,
  answer,
  describedBy,
  isInvalid,
  onCommit,
}: {
  id: string;
  field: TI140Field;
  answer: TAnswerInput;
  describedBy: string;
  isInvalid: boolean;
  onCommit: (value: string | null) => void;
}) {
  const [draft, setDraft] = React.useState(asText(field.value));
  const [savedValue, setSavedValue] = React.useState(field.value);
  // A saved answer (or the case's value after clearing one) replaces the draft without remounting the input.
  if (field.value !== savedValue) {
    setSavedValue(field.value);
    setDraft(asText(field.value));
  }

  function handleBlur() {
    const next = draft.trim();
    if (next === asText(field.value)) return;
    onCommit(next === '' ? null : next);
  }

  const shared = {
    id,
    value: draft,
    placeholder: answer.placeholder ?? undefined,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
    onBlur: handleBlur,
  };
  if (answer.kind === 'textarea') return <Textarea {...shared} rows={3} className="min-h-20" onChange={(event) => setDraft(event.target.value)} />;
  return <Input {...shared} type={answer.kind === 'date' ? 'date' : 'text'} onChange={(event) => setDraft(event.target.value)} />;
}

function ChoiceInput({
  field,
  answer,
  describedBy,
  isInvalid,
  onChoose,
}: {
  field: TI140Field;
  answer: TAnswerInput;
  describedBy: string;
  isInvalid: boolean;
  onChoose: (value: string | boolean) => void;
}) {
  const options =
    answer.kind === 'yesNo'
      ? [
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]
      : answer.options;
  const current = field.value === null ? null : String(field.value);
  // The choice shows at once; the saved answer replaces it when it comes back.
  const [chosen, setChosen] = React.useState(current);
  const [savedValue, setSavedValue] = React.useState(current);
  if (current !== savedValue) {
    setSavedValue(current);
    setChosen(current);
  }
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={isInvalid || undefined} className="space-y-2">
      {/* The legend names the group, so it stays the fieldset's first child; the badge is read with it. */}
      <legend className="w-full">
        <span className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium leading-snug">
          <span>
            <LabelText field={field} />
          </span>{' '}
          <SourceBadge field={field} />
        </span>
      </legend>
      <div className={cn('flex gap-x-6 gap-y-2 pt-1', answer.kind === 'yesNo' ? 'flex-row flex-wrap' : 'flex-col')}>
        {options.map((option) => {
          const id = `i140-${field.fieldId}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <input
                id={id}
                type="radio"
                name={`i140-${field.fieldId}`}
                value={option.value}
                checked={chosen === option.value}
                onChange={() => {
                  setChosen(option.value);
                  onChoose(answer.kind === 'yesNo' ? option.value === 'true' : option.value);
                }}
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              <Label htmlFor={id} className="font-normal leading-snug">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
