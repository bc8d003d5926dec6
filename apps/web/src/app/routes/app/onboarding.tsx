import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import type { TCase, TUpdateCaseRequest } from '@acclaim/contracts';
import { worksForClients } from '@acclaim/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { AccountTypeQuestion } from '@/features/auth/components/account-type-question';
import { useAuth } from '@/features/auth/components/auth-provider';
import { useActiveCase } from '@/features/case/api/get-active-case';
import { useUpdateCase } from '@/features/case/api/update-case';
import { BeneficiaryFields, splitOtherNames } from '@/features/case/components/beneficiary-fields';
import { stepsFor } from '@/features/case/components/onboarding-steps';
import { useFirmContext } from '@/features/firm/api/get-firm-context';
import { fieldErrors } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { usePageTitle } from '@/lib/use-page-title';

const PETITION_CHOICES = [
  {
    value: 'EB1A',
    title: 'EB-1A — extraordinary ability',
    text: 'For people at the very top of their field, shown by sustained national or international acclaim.',
  },
  {
    value: 'NIW',
    title: 'EB-2 NIW — national interest waiver',
    text: 'For holders of an advanced degree or exceptional ability whose proposed work matters to the United States.',
  },
  { value: 'UNDECIDED', title: 'Not sure yet', text: 'Acclaim assesses both and shows them side by side.' },
] as const;

const textareaClass =
  'flex min-h-32 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm';

/** Reads the fields of the current step from the form; empty strings clear a saved answer. */
function readStep(form: FormData): TUpdateCaseRequest {
  const data: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key === 'yearsOfExperience') data[key] = value === '' ? null : Number(value);
    else if (key === 'beneficiaryOtherNames') data[key] = splitOtherNames(String(value));
    else if (key === 'intendedFilingDate') data[key] = value === '' ? null : String(value);
    else data[key] = String(value);
  }
  return data as TUpdateCaseRequest;
}

/** Which button sent the form: back, skip or save this step, or save it and go straight to uploading. */
type Direction = 'back' | 'next' | 'skip' | 'upload';

function StepFields({ stepId, caseRow, errors }: { stepId: string; caseRow: TCase; errors: Record<string, string> }) {
  const text = (name: keyof TCase, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, description?: string) => (
    <FormField id={`onboarding-${name}`} label={label} error={errors[name]} description={description}>
      {(field) => <Input {...field} name={name} defaultValue={(caseRow[name] as string | number | null) ?? ''} {...props} />}
    </FormField>
  );
  switch (stepId) {
    case 'petition':
      return (
        <div className="space-y-6">
          <BeneficiaryFields caseRow={caseRow} errors={errors} />
          <fieldset className="space-y-3">
            <legend className="mb-1 font-medium">Petition type</legend>
            {PETITION_CHOICES.map((choice) => (
              <label
                key={choice.value}
                className="flex cursor-pointer gap-3 rounded-lg border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name="petitionType"
                  value={choice.value}
                  defaultChecked={caseRow.petitionType === choice.value}
                  className="mt-1 accent-primary"
                />
                <span>
                  <span className="block font-medium">{choice.title}</span>
                  <span className="block text-sm text-muted-foreground">{choice.text}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </div>
      );
    case 'field':
      return (
        <div className="space-y-4">
          {text(
            'fieldOfEndeavor',
            'Field of endeavor',
            { placeholder: 'e.g. machine learning for early sepsis detection' },
            'Be specific: officers judge acclaim within a field, not across all of science.',
          )}
          {text('currentRole', 'Current role', { placeholder: 'e.g. Assistant Professor of Bioinformatics' })}
          {text('employer', 'Employer', { placeholder: 'e.g. University of Cincinnati' })}
        </div>
      );
    case 'background':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('citizenship', 'Citizenship', { autoComplete: 'country-name' })}
          {text('countryOfBirth', 'Country of birth', { autoComplete: 'country-name' })}
          {text('highestDegree', 'Highest degree', { placeholder: 'e.g. PhD in Computer Science' })}
          {text('yearsOfExperience', 'Years of experience in the field', { type: 'number', min: 0, max: 80, inputMode: 'numeric' })}
        </div>
      );
    case 'profiles':
      return (
        <div className="space-y-4">
          {text('orcidId', 'ORCID iD (optional)', { placeholder: '0000-0002-1825-0097' }, 'Used to verify your publications against ORCID and Crossref.')}
          {text('googleScholarUrl', 'Google Scholar profile (optional)', { placeholder: 'https://scholar.google.com/citations?user=…', type: 'url' })}
          {text('intendedFilingDate', 'Intended filing date (optional)', { type: 'date' }, 'Evidence dated after this day cannot support the petition.')}
        </div>
      );
    default:
      return (
        <FormField
          id="onboarding-proposedEndeavor"
          label="Your proposed endeavor"
          error={errors.proposedEndeavor}
          description="What you will work on in the United States and why it matters — the first Dhanasar prong starts here."
        >
          {(field) => <textarea {...field} name="proposedEndeavor" defaultValue={caseRow.proposedEndeavor ?? ''} className={textareaClass} maxLength={4000} />}
        </FormField>
      );
  }
}

export function Component() {
  usePageTitle('Onboarding');
  const { user, updateUser } = useAuth();
  const navigate = useNavigate();
  // An account never asked who it is (Google sign-up) answers first, unless it is a firm's client in the portal or
  // the firm's staff, whose setup the firm decides. Its case waits for the answer: an attorney may not want one.
  const firmContext = useFirmContext();
  const isUnasked = user?.accountType === null;
  const asksWhoFirst = isUnasked && !firmContext.isPending && !firmContext.data?.portal && !firmContext.data?.membership;
  const caseQuery = useActiveCase({ enabled: !isUnasked || (!firmContext.isPending && !asksWhoFirst) });
  const update = useUpdateCase(caseQuery.data?.id ?? '');
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [stepIndex, setStepIndex] = React.useState<number | null>(null);

  if (asksWhoFirst) {
    return (
      <AccountTypeQuestion
        onAnswered={(answered) => {
          updateUser({ accountType: answered.accountType });
          if (worksForClients(answered.accountType)) navigate(paths.firm, { replace: true });
        }}
      />
    );
  }
  if (caseQuery.isPending) return <ArticleSkeleton label="Loading your case" />;
  if (caseQuery.isError)
    return (
      <Alert variant="destructive" role="alert">
        {caseQuery.error.message}
      </Alert>
    );
  const caseRow = caseQuery.data;
  const steps = stepsFor(caseRow);
  // Resume where the user left off.
  const current = Math.min(stepIndex ?? caseRow.onboardingStep, steps.length - 1);
  const step = steps[current]!;
  const isLast = current === steps.length - 1;

  async function save(form: FormData, next: Direction) {
    setErrors({});
    const nextIndex = next === 'back' ? Math.max(0, current - 1) : current + 1;
    try {
      const result = await update.mutateAsync({
        ...(next === 'skip' ? {} : readStep(form)),
        onboardingStep: Math.min(nextIndex, steps.length),
        ...(isLast && next === 'next' ? { completeOnboarding: true } : {}),
      });
      updateUser({ onboardingCompleted: result.user.onboardingCompleted, activeCaseId: result.user.activeCaseId });
      if (next === 'upload') {
        // The answers so far are kept and the set-up resumes at the next step from the dashboard.
        toast.success('Saved', { description: 'Answer the remaining setup questions from the dashboard when you are ready.' });
        navigate(paths.documents);
        return;
      }
      if (isLast && next !== 'back') {
        if (next === 'next') toast.success('Your case is set up', { description: 'Next: upload your documents.' });
        navigate(next === 'next' ? paths.documents : paths.dashboard);
        return;
      }
      setStepIndex(nextIndex);
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error('Error', { description: (error as Error).message });
    }
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void save(new FormData(event.currentTarget), (submitter?.value as Direction | undefined) ?? 'next');
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Set up your case</h1>
        <p className="mt-2 text-muted-foreground">A few questions so the assessment and letter fit you. Skip anything and come back later.</p>
      </header>
      <ol className="flex gap-2" aria-label="Progress">
        {steps.map((entry, index) => (
          <li key={entry.id} className="flex-1">
            <span className={cn('block h-1.5 rounded-full', index <= current ? 'bg-primary' : 'bg-muted')} aria-hidden="true" />
            <span className="sr-only">
              {entry.title}: {index < current ? 'done' : index === current ? 'current step' : 'to do'}
            </span>
          </li>
        ))}
      </ol>
      <Card>
        <CardHeader>
          <p className="text-sm text-muted-foreground">
            Step {current + 1} of {steps.length}
          </p>
          <CardTitle as="h2">{step.title}</CardTitle>
          <CardDescription>{step.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form key={`${step.id}-${caseRow.updatedAt}`} onSubmit={handleSubmit} className="space-y-6">
            <StepFields stepId={step.id} caseRow={caseRow} errors={errors} />
            <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
              <div className="flex gap-2">
                {current > 0 && (
                  <Button type="submit" name="direction" value="back" variant="outline" formNoValidate disabled={update.isPending}>
                    Back
                  </Button>
                )}
                <Button type="submit" name="direction" value="skip" variant="ghost" formNoValidate disabled={update.isPending}>
                  {isLast ? 'Skip for now' : 'Skip this step'}
                </Button>
              </div>
              <Button type="submit" name="direction" value="next" disabled={update.isPending}>
                {update.isPending ? 'Saving...' : isLast ? 'Finish' : 'Save and continue'}
              </Button>
            </div>
            {!isLast && (
              // Most people want to see where they stand first; the assessment reads degrees, positions and work from the CV.
              <p className="text-sm text-muted-foreground">
                In a hurry? Acclaim reads your degrees, positions and work from your CV; the other questions can wait.{' '}
                <Button type="submit" name="direction" value="upload" variant="link" className="h-auto p-0 align-baseline" disabled={update.isPending}>
                  Save and upload your CV now
                </Button>
              </p>
            )}
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
