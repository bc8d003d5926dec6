import { Check, Minus } from 'lucide-react';
import { chatAllowanceText, SELF_PETITIONER_PLANS, type PlanLimits } from '@acclaim/domain';
import { countOf } from '@/lib/format';

const count = (value: number | null, unit: string) => (value === null ? `Unlimited ${unit}` : `${value} ${unit}`);

/** Each row reads one limit from the plan definition the server enforces. */
const ROWS: { label: string; value: (limits: PlanLimits) => string | boolean }[] = [
  { label: 'Petitions', value: (l) => count(l.petitions, l.petitions === 1 ? 'petition' : 'petitions') },
  { label: 'Document uploads', value: (l) => (l.documentUploads === null ? 'Unlimited' : `Up to ${l.documentUploads}`) },
  { label: 'Eligibility assessments', value: (l) => (l.eligibilityAssessments === null ? 'Comprehensive, unlimited' : `${l.eligibilityAssessments}`) },
  { label: 'Cover letter', value: (l) => (l.coverLetterPages === null ? 'Full letter (about 40 pages)' : `First ${countOf(l.coverLetterPages, 'page')}`) },
  { label: 'Legal citations and policy memos', value: (l) => l.legalCitations },
  { label: 'Form I-140 assistance', value: (l) => l.formI140Assistance },
  // Worded like the plan cards' chat lines: Complete has Analysis's assistant and the AI-written answers on top.
  { label: 'Chat assistant', value: (l) => chatAllowanceText(l) ?? false },
];

function Cell({ value }: { value: string | boolean }) {
  if (value === true)
    return (
      <>
        <Check className="mx-auto size-4 text-success" aria-hidden="true" />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus className="mx-auto size-4 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">Not included</span>
      </>
    );
  return <>{value}</>;
}

/** "Compare plans": the self-petitioner plans side by side, one row per limit. */
export function PlanComparison() {
  return (
    <section aria-labelledby="compare-title">
      <h2 id="compare-title" className="text-2xl font-semibold tracking-tight">
        Compare plans
      </h2>
      {/* relative: the cells' sr-only text is positioned absolutely and would otherwise widen the page past the scroll box. */}
      <div className="relative mt-6 overflow-x-auto rounded-lg border border-border" role="region" aria-label="Plan comparison" tabIndex={0}>
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-4 py-3 text-left font-semibold">
                Feature
              </th>
              {SELF_PETITIONER_PLANS.map((plan) => (
                <th key={plan.id} scope="col" className="px-4 py-3 text-center font-semibold">
                  {plan.name}
                  <span className="block text-xs font-normal text-muted-foreground">{plan.priceMonthly === 0 ? 'Free' : `$${plan.priceMonthly}/month`}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-4 py-3 text-left font-medium">
                  {row.label}
                </th>
                {SELF_PETITIONER_PLANS.map((plan) => (
                  <td key={plan.id} className="px-4 py-3 text-center">
                    <Cell value={row.value(plan.limits)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
