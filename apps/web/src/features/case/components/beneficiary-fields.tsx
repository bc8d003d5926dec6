import type { TCase } from '@acclaim/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** The form's "other names" box, one name a line (a comma belongs to "Lastname, Firstname"). */
export const splitOtherNames = (value: string): string[] =>
  value
    .split(/\r?\n|;/)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Whom the petition is for, apart from whoever holds the account: an attorney or a paralegal may set up a client's
 * case. Every uploaded document is checked against these names. A self-petitioner's case starts with the account's
 * name; a firm's client case with the name the firm typed.
 */
export function BeneficiaryFields({ caseRow, errors }: { caseRow: TCase; errors: Record<string, string> }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 font-medium">Who the petition is for</legend>
      <FormField
        id="onboarding-beneficiaryName"
        label="Beneficiary’s full legal name"
        error={errors.beneficiaryName}
        description="As on the passport. Every document you upload is checked for this name, so another person’s award or article is never counted as theirs."
      >
        {(field) => <Input {...field} name="beneficiaryName" defaultValue={caseRow.beneficiaryName ?? ''} autoComplete="off" maxLength={200} />}
      </FormField>
      <FormField
        id="onboarding-beneficiaryOtherNames"
        label="Other names (optional)"
        error={errors.beneficiaryOtherNames}
        description="Former names, a maiden name or other spellings that appear on documents — one a line."
      >
        {(field) => <Textarea {...field} name="beneficiaryOtherNames" defaultValue={caseRow.beneficiaryOtherNames.join('\n')} rows={2} className="min-h-16" />}
      </FormField>
    </fieldset>
  );
}
