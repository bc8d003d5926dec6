import * as React from 'react';
import type { SystemCheckStatus } from '@acclaim/contracts';
import { Card } from '@/components/ui/card';
import type { CheckFact } from '../check-facts';
import { SystemStatusBadge } from './system-status-badge';

/** One check: its name and status, the one-line finding, the facts behind it and how long it took. */
export function CheckCard({
  title,
  status,
  detail,
  latencyMs,
  facts,
  children,
}: {
  title: string;
  status: SystemCheckStatus;
  detail: string;
  latencyMs: number;
  facts: CheckFact[];
  children?: React.ReactNode;
}) {
  const headingId = React.useId();
  return (
    <Card className="flex h-full flex-col gap-3 p-5" role="group" aria-labelledby={headingId} data-check={title}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        <SystemStatusBadge status={status} />
      </div>
      <p className="break-words text-sm text-muted-foreground">{detail}</p>
      {facts.length > 0 && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {facts.map((fact) => (
            <React.Fragment key={fact.label}>
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="break-words font-medium">{fact.value}</dd>
            </React.Fragment>
          ))}
        </dl>
      )}
      {children}
      <p className="mt-auto pt-1 text-xs text-muted-foreground">Checked in {latencyMs} ms</p>
    </Card>
  );
}
