import * as React from 'react';
import { Table2, BarChart3 } from 'lucide-react';
import type { Finding } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { LEVEL_FILL, LEVEL_LABELS } from '../labels';
import { findingName } from '@acclaim/domain';
import { ColumnHeadings } from '@/components/ui/column-headings';

/**
 * Horizontal bars of each finding's score (0-100), coloured by level, with the line from which a finding
 * counts as likely met. The bars are decoration for sighted readers; the same numbers are in a table that
 * screen readers always get and anyone can switch to.
 */
export function FindingsChart({
  title,
  description,
  findings,
  threshold,
}: {
  title: string;
  description?: string;
  findings: readonly Finding[];
  threshold: number;
}) {
  const [isTable, setIsTable] = React.useState(false);
  const titleId = React.useId();
  return (
    <figure aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <figcaption>
          <span id={titleId} className="block font-semibold">
            {title}
          </span>
          {description && <span className="mt-1 block text-sm text-muted-foreground">{description}</span>}
        </figcaption>
        <Button variant="ghost" size="sm" aria-pressed={isTable} onClick={() => setIsTable((value) => !value)}>
          {isTable ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
          {isTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </div>
      {!isTable && <Bars findings={findings} threshold={threshold} />}
      {/* A table ignores a 1px width, so the wrapper is what hides it visually. */}
      <div className={isTable ? undefined : 'sr-only'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {title}: score out of 100 and level of each; a finding counts as likely met from {threshold}.
          </caption>
          <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
            <ColumnHeadings
              cellClassName="py-2"
              columns={[
                { label: 'Criterion', className: 'pr-3' },
                { label: 'Score', className: 'px-3 text-right' },
                { label: 'Level', className: 'pl-3' },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-border">
            {findings.map((finding) => (
              <tr key={finding.id}>
                <th scope="row" className="py-2 pr-3 font-medium">
                  {findingName(finding)}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{finding.score}</td>
                <td className="py-2 pl-3">{LEVEL_LABELS[finding.level]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function Bars({ findings, threshold }: { findings: readonly Finding[]; threshold: number }) {
  return (
    <div aria-hidden="true" className="space-y-3">
      {/* The scale sits over the bar column only, so the threshold mark lines up with the line in every track. */}
      <div className="grid grid-cols-[1fr_3rem] items-end gap-x-3 sm:grid-cols-[13rem_1fr_3rem]">
        <span className="hidden sm:block" />
        <div className="relative h-5 text-[11px] text-muted-foreground">
          <span className="absolute left-0">0</span>
          <span className="absolute -translate-x-1/2 whitespace-nowrap font-medium text-foreground" style={{ left: `${threshold}%` }}>
            Likely met ▾
          </span>
          <span className="absolute right-0">100</span>
        </div>
        <span />
      </div>
      {findings.map((finding) => (
        <div key={finding.id} className="grid grid-cols-[1fr_3rem] items-center gap-x-3 gap-y-1 sm:grid-cols-[13rem_1fr_3rem]">
          <span className="col-span-2 text-sm font-medium leading-tight sm:col-span-1">{findingName(finding)}</span>
          <div className="relative h-3 rounded-full bg-muted">
            <div
              className={cn('h-full rounded-full transition-[width] duration-300', LEVEL_FILL[finding.level])}
              style={{ width: `${Math.max(finding.score, 1)}%` }}
            />
            <div className="absolute -inset-y-1 w-0.5 rounded bg-foreground/70" style={{ left: `calc(${threshold}% - 1px)` }} />
          </div>
          <span className="text-right text-sm tabular-nums text-muted-foreground">{finding.score}</span>
        </div>
      ))}
      <Legend />
    </div>
  );
}

function Legend() {
  const levels = ['strong', 'likely', 'borderline', 'weak', 'no_evidence'] as const;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-xs text-muted-foreground">
      {levels.map((level) => (
        <li key={level} className="flex items-center gap-1.5">
          <span className={cn('size-2.5 rounded-full', LEVEL_FILL[level])} />
          {LEVEL_LABELS[level]}
        </li>
      ))}
    </ul>
  );
}

/** The chart on a card of its own, as the assessment pages show it. */
export function FindingsChartCard(props: React.ComponentProps<typeof FindingsChart>) {
  return (
    <Card>
      <CardContent className="pt-6">
        <FindingsChart {...props} />
      </CardContent>
    </Card>
  );
}
