import { Card } from '@/components/ui/card';

export interface KeyFigure {
  label: string;
  value: string;
  hint?: string;
}

/** The figures a screen opens with, as cards. Each label is a heading, so they can be jumped between. */
export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <section aria-labelledby="analytics-key-figures" className="mb-6">
      <h2 id="analytics-key-figures" className="sr-only">
        Key figures
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Key figures">
        {figures.map((figure) => (
          <li key={figure.label}>
            <Card className="flex h-full flex-col gap-1 p-5">
              <h3 className="text-sm font-medium text-muted-foreground">{figure.label}</h3>
              <p className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl" data-figure={figure.label}>
                {figure.value}
              </p>
              {figure.hint && <p className="text-xs text-muted-foreground">{figure.hint}</p>}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
