import { Link } from 'react-router';
import { SITE } from '@acclaim/content/site';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function FinalCta() {
  const { claims } = SITE;
  return (
    <section aria-labelledby="final-cta-title" className="bg-primary px-4 py-16 text-primary-foreground sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-center text-center">
        <h2 id="final-cta-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          Find out where your case stands today
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-primary-foreground/85">
          Start free, no card needed. Paid plans from ${claims.priceRange.min}/month with a {claims.moneyBack.summary.toLowerCase()}. Cancel anytime.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="xl" className="bg-background text-primary hover:bg-primary-soft">
            <Link to={paths.signUp}>Start Free Assessment</Link>
          </Button>
          <Button asChild size="xl" variant="outline" className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-hover">
            <Link to={paths.contact}>Talk to us</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
