import * as React from 'react';
import type { TFirmCase } from '@acclaim/contracts';
import { FIRM_CASE_STAGE_LABELS, FIRM_CASE_STAGES } from '@acclaim/domain';
import { Card } from '@/components/ui/card';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';

// The charting library is large and only this card uses it, so it arrives after the list rather than before it.
const StageChart = React.lazy(() => import('./stage-chart').then((module) => ({ default: module.StageChart })));

interface StageRow {
  stage: string;
  label: string;
  count: number;
}

const COLUMNS: TableColumn<StageRow>[] = [
  { id: 'stage', header: 'Stage', cell: (row) => row.label },
  { id: 'cases', header: 'Cases', isNumeric: true, cell: (row) => row.count },
];

/** How many of the firm's cases are at each stage, above the list. The figures are a table for screen readers. */
export function StageOverview({ cases }: { cases: readonly TFirmCase[] }) {
  const rows = FIRM_CASE_STAGES.map((stage) => ({ stage, label: FIRM_CASE_STAGE_LABELS[stage], count: cases.filter((item) => item.stage === stage).length }));
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="stage-overview-title" className="space-y-3">
        <h2 id="stage-overview-title" className="text-lg font-semibold tracking-tight">
          Cases by stage
        </h2>
        <div aria-hidden="true" className="min-w-0">
          <React.Suspense fallback={<Skeleton className="h-52 w-full" />}>
            <StageChart rows={rows} />
          </React.Suspense>
        </div>
        <DataTable caption="Cases by stage" rows={rows} rowKey={(row) => row.stage} columns={COLUMNS} hasRowHeader isVisuallyHidden />
      </section>
    </Card>
  );
}
