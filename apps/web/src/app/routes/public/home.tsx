import { Link } from 'react-router';
import { SITE } from '@acclaim/content/site';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { FinalCta } from '@/features/landing/components/final-cta';
import { FirstView } from '@/features/landing/components/first-view';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { KeyFeatures } from '@/features/landing/components/key-features';
import { MobileCtaBar } from '@/features/landing/components/mobile-cta-bar';
import { Resources } from '@/features/landing/components/resources';
import { SampleDownloads } from '@/features/landing/components/sample-downloads';
import { Stats } from '@/features/landing/components/stats';
import { VerifiedChecks } from '@/features/landing/components/verified-checks';
import { WhoItsFor } from '@/features/landing/components/who-its-for';
import { PlanCards } from '@/features/pricing/components/plan-cards';
import { useSiteStatus } from '@/lib/site-status';
import { usePageMeta } from '@/lib/use-page-title';

export function Component() {
  const home = SITE.pages['/'];
  usePageMeta({ title: home.title, description: home.description, path: '/', isFullTitle: true });
  // The figures as a SUPER_ADMIN keeps them on /admin/settings, without a rebuild.
  const siteStatus = useSiteStatus();
  return (
    // Room at the bottom on phones for the fixed call-to-action bar.
    <div className="pb-24 md:pb-0">
      <FirstView />
      <Stats stats={siteStatus.data?.stats} isLoading={siteStatus.isPending} />
      <HowItWorks />
      <KeyFeatures />
      <WhoItsFor />
      <Section
        id="pricing"
        eyebrow="Pricing"
        title="Plans for every stage of a case"
        lead={`${SITE.claims.moneyBack.summary}. ${SITE.claims.noSetupFees} ${SITE.claims.attorneyPricing}`}
        className="bg-surface"
      >
        <PlanCards />
        <p className="mt-8 text-center">
          <Link to={paths.pricing} className="font-medium text-primary hover:underline">
            Compare plans in detail
          </Link>
        </p>
      </Section>
      <VerifiedChecks />
      <SampleDownloads />
      <FinalCta />
      <Resources />
      <MobileCtaBar />
    </div>
  );
}
