import { Link } from 'react-router';
import { ArrowRight, Lock } from 'lucide-react';
import type { TLetterAccess } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Where the plan's pages end: the server's upgrade note, then the sections the full letter goes on with, by
 * heading only and locked, and the way to Billing. Shown after the visible part of the letter.
 */
export function PlanCutNotice({ access }: { access: TLetterAccess }) {
  if (!access.isTruncated) return null;
  return (
    <section aria-labelledby="plan-cut-heading" className="rounded-lg border border-premium/30 bg-premium-soft p-5 font-sans sm:p-6">
      <h2 id="plan-cut-heading" className="flex items-center gap-2 text-base font-semibold text-premium">
        <Lock className="size-4" aria-hidden="true" />
        {access.pageLimit === null
          ? 'The letter continues'
          : `The ${access.planName} plan shows the first ${access.pageLimit} ${access.pageLimit === 1 ? 'page' : 'pages'}`}
      </h2>
      {access.upgradeNote && <p className="mt-2 text-sm text-foreground">{access.upgradeNote}</p>}
      {access.hiddenSections.length > 0 && (
        <>
          <p className="mt-4 text-sm font-medium">
            {access.hiddenSections.length === 1
              ? 'One more section is written and kept:'
              : `${access.hiddenSections.length} more sections are written and kept:`}
          </p>
          <ul className="mt-2 grid gap-1.5 sm:grid-cols-2" aria-label="Sections past your plan’s pages">
            {access.hiddenSections.map((section) => (
              <li
                key={section.id}
                className="flex min-w-0 items-start gap-2 rounded-md border border-border bg-background/70 px-3 py-2 text-sm text-muted-foreground"
              >
                <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                <span className="min-w-0 break-words font-serif">{section.heading}</span>
                <span className="sr-only"> (locked)</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Button asChild variant="premium" className="mt-5">
        <Link to={paths.billing}>
          See plans <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
