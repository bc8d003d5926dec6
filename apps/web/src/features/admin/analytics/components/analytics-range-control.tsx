import * as React from 'react';
import {
  ANALYTICS_INTERVALS,
  ANALYTICS_PRESET_LABELS,
  ANALYTICS_PRESETS,
  analyticsRangeProblem,
  type AnalyticsInterval,
  type AnalyticsPreset,
  type AnalyticsRange,
} from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatRange, INTERVAL_LABELS } from '../format';

function CustomRangeForm({ range, onApply }: { range: AnalyticsRange; onApply: (from: string, to: string) => void }) {
  const id = React.useId();
  const [from, setFrom] = React.useState(range.from);
  const [to, setTo] = React.useState(range.to);
  const [problem, setProblem] = React.useState<{ field: string; message: string } | null>(null);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    // The interval is not checked here: a range too long for it moves to a coarser one.
    const found = analyticsRangeProblem({ from, to, interval: 'month' });
    setProblem(found);
    if (!found) onApply(from, to);
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Custom date range" className="flex flex-wrap items-end gap-3" noValidate>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          aria-invalid={problem?.field === 'from' || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="w-40"
          required
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          aria-invalid={problem?.field === 'to' || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="w-40"
          required
        />
      </div>
      <Button type="submit" variant="outline">
        Apply dates
      </Button>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="basis-full text-sm text-destructive">
          {problem.message}
        </p>
      )}
    </form>
  );
}

/**
 * The one date-range control of the four analytics screens: presets, custom dates and the interval, all kept in the
 * address by `useAnalyticsRange`, so a view can be shared or reloaded.
 */
export function AnalyticsRangeControl({
  range,
  preset,
  onPreset,
  onDates,
  onInterval,
}: {
  range: AnalyticsRange;
  preset: AnalyticsPreset | null;
  onPreset: (preset: AnalyticsPreset) => void;
  onDates: (from: string, to: string) => void;
  onInterval: (interval: AnalyticsInterval) => void;
}) {
  const id = React.useId();
  const [isCustomOpen, setIsCustomOpen] = React.useState(preset === null);
  const isCustomShown = isCustomOpen || preset === null;

  return (
    <div className="mb-6 flex flex-col gap-4 rounded-lg border border-border bg-background p-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="space-y-1.5">
          <p id={`${id}-presets`} className="text-sm font-medium">
            Date range
          </p>
          <div role="group" aria-labelledby={`${id}-presets`} className="flex flex-wrap gap-2">
            {ANALYTICS_PRESETS.map((option) => (
              <Button
                key={option}
                size="sm"
                variant={preset === option ? 'default' : 'outline'}
                aria-pressed={preset === option}
                onClick={() => {
                  setIsCustomOpen(false);
                  onPreset(option);
                }}
              >
                {ANALYTICS_PRESET_LABELS[option]}
              </Button>
            ))}
            <Button
              size="sm"
              variant={preset === null ? 'default' : 'outline'}
              aria-expanded={isCustomShown}
              aria-controls={`${id}-custom`}
              onClick={() => setIsCustomOpen((open) => !open)}
            >
              Custom
            </Button>
          </div>
        </div>
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor={`${id}-interval`}>Interval</Label>
          <NativeSelect id={`${id}-interval`} size="sm" value={range.interval} onChange={(event) => onInterval(event.target.value as AnalyticsInterval)}>
            {ANALYTICS_INTERVALS.map((interval) => (
              // A daily chart of a long range would have too many points to read.
              <option key={interval} value={interval} disabled={analyticsRangeProblem({ ...range, interval }) !== null}>
                {INTERVAL_LABELS[interval]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div id={`${id}-custom`} hidden={!isCustomShown}>
        {/* Keyed by the range: choosing a preset refills the dates. */}
        <CustomRangeForm key={`${range.from} ${range.to}`} range={range} onApply={onDates} />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {formatRange(range.from, range.to)}, {INTERVAL_LABELS[range.interval].toLowerCase()}. Days are UTC calendar days.
      </p>
    </div>
  );
}
