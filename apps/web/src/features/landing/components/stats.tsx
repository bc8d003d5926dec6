import { shownStats } from '@acclaim/content/site';

export function Stats() {
  const stats = shownStats();
  return (
    <section aria-label="Acclaim in figures" className="border-y border-border bg-background px-4 py-10 sm:px-6">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-semibold tracking-tight text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
