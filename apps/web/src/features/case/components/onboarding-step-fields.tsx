import * as React from 'react';
import type { TCase, TUpdateCaseRequest } from '@acclaim/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { BeneficiaryFields, splitOtherNames } from './beneficiary-fields';

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
export function readStep(form: FormData): TUpdateCaseRequest {
  const data: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key === 'yearsOfExperience') data[key] = value === '' ? null : Number(value);
    else if (key === 'beneficiaryOtherNames') data[key] = splitOtherNames(String(value));
    else if (key === 'intendedFilingDate') data[key] = value === '' ? null : String(value);
    else data[key] = String(value);
  }
  return data as TUpdateCaseRequest;
}

/** The questions of one onboarding step, filled in with the case's saved answers. */
export function StepFields({ stepId, caseRow, errors }: { stepId: string; caseRow: TCase; errors: Record<string, string> }) {
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
