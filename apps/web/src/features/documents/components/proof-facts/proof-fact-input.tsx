import * as React from 'react';
import type { ProofFact, ProofFactOption } from '@acclaim/domain';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

const YES_NO: readonly ProofFactOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Radio buttons in a fieldset whose legend is the question; the first one takes focus when the fact appears. */
function Choices({
  id,
  legend,
  options,
  value,
  onChange,
  describedBy,
  invalid,
  focusOnMount,
}: {
  id: string;
  legend: React.ReactNode;
  options: readonly ProofFactOption[];
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
  invalid: boolean;
  focusOnMount: boolean;
}) {
  const firstRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (focusOnMount) firstRef.current?.focus();
  }, [focusOnMount]);
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {options.map((option, index) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-md border border-input px-3 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40',
            invalid && 'border-destructive',
          )}
        >
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name={id}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The control for one proof fact: text, a number, yes or no, or one of its choices. */
export function ProofFactInput({
  id,
  fact,
  value,
  onChange,
  describedBy,
  invalid,
  label,
  focusOnMount,
}: {
  id: string;
  fact: ProofFact;
  value: string;
  onChange: (value: string) => void;
  /** Ids of the why and the error, read with the control. */
  describedBy: string;
  invalid: boolean;
  /** The visible question; a legend for choices, a label for typed answers. */
  label: React.ReactNode;
  /**
   * Moves focus to the control when it appears for the next fact. Not on opening: the dialog focuses its first
   * control itself, after noting which button opened it (so focus can go back there on close).
   */
  focusOnMount: boolean;
}) {
  const inputRef = React.useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  React.useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  const { input } = fact;
  if (input.kind === 'yes_no' || input.kind === 'choice') {
    return (
      <Choices
        id={id}
        legend={label}
        options={input.kind === 'yes_no' ? YES_NO : input.options}
        value={value}
        onChange={onChange}
        describedBy={describedBy}
        invalid={invalid}
        focusOnMount={focusOnMount}
      />
    );
  }
  const common = {
    ref: inputRef,
    id,
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    placeholder: fact.example ? `e.g. ${fact.example}` : undefined,
    autoComplete: 'off',
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {input.kind === 'number' ? (
        <Input {...common} inputMode={input.isInteger ? 'numeric' : 'decimal'} className="max-w-56" />
      ) : (
        <Textarea {...common} maxLength={input.maxLength} rows={3} className="min-h-20" />
      )}
    </div>
  );
}
