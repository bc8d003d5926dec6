import { shownStats } from '@acclaim/content/site';
import { Skeleton } from '@/components/ui/skeleton';

interface Figure {
  value: string;
  label: string;
}

const grid = 'mx-auto grid max-w-6xl grid-cols-2 gap-8 md:grid-cols-4';

/**
 * The landing page's figures (docs/decisions/004): the substantiated ones as a SUPER_ADMIN keeps them on
 * /admin/settings, passed in from the site status. While it loads, placeholders hold the space so no figure flashes
 * and then disappears; if it cannot be read, content/site.json's own substantiated figures show.
 */
export function Stats({ stats, isLoading = false }: { stats?: Figure[]; isLoading?: boolean }) {
  const figures = stats ?? (isLoading ? null : shownStats());
  if (figures?.length === 0) return null;
  return (
    <section aria-label="Acclaim in figures" aria-busy={figures === null} className="border-y border-border bg-background px-4 py-10 sm:px-6">
      {figures === null ? (
        <div className={grid}>
          {[0, 1, 2, 3].map((slot) => (
            <div key={slot} className="flex flex-col gap-1.5">
              <Skeleton className="h-9 w-24" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      ) : (
        <dl className={grid}>
          {figures.map((stat, index) => (
            <div key={`${index}-${stat.label}`} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-semibold tracking-tight text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
