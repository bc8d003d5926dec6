import * as React from 'react';
import { Table2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { DataTable, type DataTableProps } from './data-table';

/**
 * A chart with its title and its numbers. The drawing is hidden from screen readers, which read the table instead;
 * the table is visually hidden until "Show table" opens it for anyone who wants exact figures.
 */
export function ChartCard<Row extends object>({
  title,
  description,
  table,
  children,
  className,
}: {
  title: string;
  description?: React.ReactNode;
  table: DataTableProps<Row>;
  children: React.ReactNode;
  className?: string;
}) {
  const id = React.useId();
  const [isTableShown, setIsTableShown] = React.useState(false);
  return (
    <Card className={cn('min-w-0 p-4 sm:p-6', className)}>
      <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-semibold leading-tight tracking-tight">
              {title}
            </h2>
            {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
          </div>
          {/* A label of its own: browsers join a visible and a hidden span with differing spaces. */}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${isTableShown ? 'Hide' : 'Show'} table: ${title}`}
            aria-expanded={isTableShown}
            aria-controls={`${id}-table`}
            onClick={() => setIsTableShown((shown) => !shown)}
          >
            <Table2 aria-hidden="true" />
            {isTableShown ? 'Hide table' : 'Show table'}
          </Button>
        </div>
        <div aria-hidden="true" className="min-w-0">
          {children}
        </div>
        <div id={`${id}-table`}>
          <DataTable {...table} isShown={isTableShown} />
        </div>
      </section>
    </Card>
  );
}
