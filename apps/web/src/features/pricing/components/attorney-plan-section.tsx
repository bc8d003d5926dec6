import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { PLANS } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The attorney plan, sold apart from the self-petitioner plans: what it includes, its price and a demo call. */
export function AttorneyPlanSection({ pitch }: { pitch: string }) {
  const attorney = PLANS.ATTORNEY;
  return (
    <section aria-labelledby="attorney-title" className="grid gap-6 rounded-lg border border-border bg-surface p-8 md:grid-cols-[2fr_1fr] md:items-center">
      <div>
        <h2 id="attorney-title" className="text-2xl font-semibold tracking-tight">
          {attorney.name}
        </h2>
        <p className="mt-2 text-muted-foreground">{pitch}</p>
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
  );
}
