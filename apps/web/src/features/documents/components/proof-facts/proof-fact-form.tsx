import type * as React from 'react';
import { ArrowLeft } from 'lucide-react';
import { PROOF_FACT_CRITERIA, type ProofFact } from '@acclaim/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { ProofFactInput } from './proof-fact-input';

/** One step of the guided review: the fact's input, why an officer looks for it, and Back, Skip and Save. */
export function ProofFactForm({
  inputId,
  fact,
  value,
  onChange,
  error,
  focusOnMount,
  isFirst,
  isLast,
  isSaving,
  onBack,
  onSkip,
  onSubmit,
}: {
  inputId: string;
  fact: ProofFact;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  focusOnMount: boolean;
  isFirst: boolean;
  isLast: boolean;
  isSaving: boolean;
  onBack: () => void;
  onSkip: () => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const whyId = `${inputId}-why`;
  const errorId = `${inputId}-error`;

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {fact.isEssential ? <Badge tone="warning">Essential</Badge> : <Badge>Strengthens</Badge>}
        <span>Supports {PROOF_FACT_CRITERIA[fact.supports.criterionId] ?? fact.supports.criterionId}</span>
      </div>
      <ProofFactInput
        id={inputId}
        fact={fact}
        label={fact.label}
        value={value}
        onChange={onChange}
        describedBy={[whyId, error ? errorId : ''].filter(Boolean).join(' ')}
        invalid={Boolean(error)}
        focusOnMount={focusOnMount}
      />
      <p id={whyId} className="rounded-md bg-muted px-3 py-2 text-sm">
        <span className="font-medium">Why it matters: </span>
        {fact.why}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter className="sm:justify-between">
        <Button type="button" variant="ghost" onClick={onBack} disabled={isFirst || isSaving}>
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onSkip} disabled={isSaving}>
            Skip
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving…' : isLast ? 'Save and finish' : 'Save and next'}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
