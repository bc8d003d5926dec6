import { Link } from 'react-router';
import { Check, Minus } from 'lucide-react';
import { SITE } from '@acclaim/content/site';
import { chatAllowanceText, PLANS, SELF_PETITIONER_PLANS, type PlanLimits } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { PlanCards } from '@/features/pricing/components/plan-cards';
import { usePageMeta } from '@/lib/use-page-title';
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

export function Component() {
  const meta = SITE.pages['/pricing'];
  const { claims } = SITE;
  usePageMeta({ title: meta.title, description: meta.description, path: paths.pricing });
  const attorney = PLANS.ATTORNEY;
  return (
    <>
      <PageHeader width="wide" eyebrow="Pricing" title="Simple monthly plans" lead={`${claims.moneyBack.summary}. ${claims.noSetupFees} Cancel anytime.`} />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6">
        <PlanCards headingLevel="h2" />

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
                      <span className="block text-xs font-normal text-muted-foreground">
                        {plan.priceMonthly === 0 ? 'Free' : `$${plan.priceMonthly}/month`}
                      </span>
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

        <section aria-labelledby="attorney-title" className="grid gap-6 rounded-lg border border-border bg-surface p-8 md:grid-cols-[2fr_1fr] md:items-center">
          <div>
            <h2 id="attorney-title" className="text-2xl font-semibold tracking-tight">
              {attorney.name}
            </h2>
            <p className="mt-2 text-muted-foreground">{claims.attorneyPricing}</p>
            <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
              {attorney.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 text-success" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-3">
            <p className="text-3xl font-semibold">
              ${attorney.priceMonthly}
              <span className="text-base font-normal text-muted-foreground"> per month</span>
            </p>
            <Button asChild>
              <Link to={`${paths.contact}?topic=demo-call`}>Book a 15-minute demo call</Link>
            </Button>
          </div>
        </section>

        <section aria-labelledby="terms-title" className="grid gap-6 md:grid-cols-3">
          <h2 id="terms-title" className="sr-only">
            Guarantee and cancellation
          </h2>
          <div className="rounded-lg border border-border p-6">
            <h3 className="font-semibold">{claims.moneyBack.summary}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{claims.moneyBack.terms}</p>
          </div>
          <div className="rounded-lg border border-border p-6">
            <h3 className="font-semibold">Cancel anytime</h3>
            <p className="mt-2 text-sm text-muted-foreground">{claims.cancelAnytime}</p>
          </div>
          <div className="rounded-lg border border-border p-6">
            <h3 className="font-semibold">No setup fees, nothing lost</h3>
            <p className="mt-2 text-sm text-muted-foreground">{claims.noSetupFees} Moving to a smaller plan never deletes what you created.</p>
          </div>
        </section>
        <p className="text-sm text-muted-foreground">
          Prices in US dollars, billed monthly. Questions? See the{' '}
          <Link to={paths.faq} className="text-primary underline underline-offset-2">
            FAQ
          </Link>{' '}
          or the{' '}
          <Link to={paths.terms} className="text-primary underline underline-offset-2">
            terms
          </Link>
          .
        </p>
      </div>
    </>
  );
}
