import { Link } from 'react-router';
import { SITE } from '@acclaim/content/site';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AttorneyPlanSection } from '@/features/pricing/components/attorney-plan-section';
import { PlanCards } from '@/features/pricing/components/plan-cards';
import { PlanComparison } from '@/features/pricing/components/plan-comparison';
import { usePageMeta } from '@/lib/use-page-title';

export function Component() {
  const meta = SITE.pages['/pricing'];
  const { claims } = SITE;
  usePageMeta({ title: meta.title, description: meta.description, path: paths.pricing });
  return (
    <>
      <PageHeader width="wide" eyebrow="Pricing" title="Simple monthly plans" lead={`${claims.moneyBack.summary}. ${claims.noSetupFees} Cancel anytime.`} />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6">
        <PlanCards headingLevel="h2" />

        <PlanComparison />

        <AttorneyPlanSection pitch={claims.attorneyPricing} />

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
