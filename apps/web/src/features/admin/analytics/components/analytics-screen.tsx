import * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AnalyticsRange } from '@acclaim/domain';
import { QueryLoadError } from '@/components/ui/load-error';
import { formatDateTime } from '@/lib/format';
import { AdminScreenHeader } from '../../components/admin-screen-header';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { AnalyticsRangeControl } from './analytics-range-control';
import { AnalyticsSkeleton } from './analytics-skeleton';

/**
 * The frame of each analytics screen: its heading, the shared range control, then the figures once they load, a
 * skeleton before, the server's message with Retry on failure. While another range loads, the last figures stay
 * (marked busy) under a thin progress bar.
 */
export function AnalyticsScreen<Data extends { generatedAt: string }>({
  title,
  lead,
  noun,
  useFigures,
  children,
}: {
  title: string;
  lead: React.ReactNode;
  /** What is loading, e.g. "revenue figures". */
  noun: string;
  useFigures: (range: AnalyticsRange) => UseQueryResult<Data>;
  children: (data: Data) => React.ReactNode;
}) {
  const control = useAnalyticsRange();
  const figures = useFigures(control.range);
  const isUpdating = figures.isPlaceholderData && figures.isFetching;

  return (
    <div className="min-w-0">
      <AdminScreenHeader title={title} lead={lead} />
      <AnalyticsRangeControl
        range={control.range}
        preset={control.preset}
        onPreset={control.choosePreset}
        onDates={control.chooseDates}
        onInterval={control.chooseInterval}
      />
      {figures.isPending ? (
        <AnalyticsSkeleton label={`Loading the ${noun}`} />
      ) : figures.isError ? (
        <QueryLoadError title={`The ${noun} could not be loaded.`} query={figures} />
      ) : (
        <div aria-busy={isUpdating} className="relative min-w-0">
          {isUpdating && (
            <div
              role="progressbar"
              aria-label={`Loading the ${noun} for the new range`}
              className="absolute -top-3 left-0 h-1 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
            </div>
          )}
          {children(figures.data)}
          <p className="mt-6 text-xs text-muted-foreground">Figures as of {formatDateTime(figures.data.generatedAt)}.</p>
        </div>
      )}
    </div>
  );
}
