import * as React from 'react';
import { useSearchParams } from 'react-router';
import {
  ANALYTICS_INTERVALS,
  ANALYTICS_PRESETS,
  analyticsRangeProblem,
  presetRange,
  todayIso,
  type AnalyticsInterval,
  type AnalyticsPreset,
  type AnalyticsRange,
} from '@acclaim/domain';
import { oneOf } from '../../hooks/filter-params';

export const DEFAULT_PRESET: AnalyticsPreset = '90d';

export interface AnalyticsRangeState {
  range: AnalyticsRange;
  /** The preset in the address, or null for a custom from/to. */
  preset: AnalyticsPreset | null;
}

/**
 * The range lives in the address: `?range=30d|90d|12m` for a preset (so a bookmark keeps rolling forward), or
 * `?from=&to=` for a custom range; `interval` overrides the preset's own. Anything unknown or invalid in the
 * address falls back to the default (the last 90 days, weekly) rather than reaching the server.
 */
export function readAnalyticsRange(searchParams: URLSearchParams, today: string = todayIso()): AnalyticsRangeState {
  const interval = oneOf(ANALYTICS_INTERVALS, searchParams.get('interval'));
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const preset = oneOf(ANALYTICS_PRESETS, searchParams.get('range'));
  if (!preset && from && to && !analyticsRangeProblem({ from, to, interval }, today)) {
    return { range: { from, to, interval: interval ?? 'week' }, preset: null };
  }
  const chosen = preset ?? DEFAULT_PRESET;
  const range = presetRange(chosen, today);
  const withInterval = interval && !analyticsRangeProblem({ ...range, interval }, today) ? { ...range, interval } : range;
  return { range: withInterval, preset: chosen };
}

/** The finest interval, no finer than `wanted`, that keeps the range within the chart's point limit. */
export function fittingInterval(from: string, to: string, wanted: AnalyticsInterval): AnalyticsInterval {
  const candidates = ANALYTICS_INTERVALS.slice(ANALYTICS_INTERVALS.indexOf(wanted));
  return candidates.find((interval) => !analyticsRangeProblem({ from, to, interval })) ?? 'month';
}

export function useAnalyticsRange() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayIso();
  const state = React.useMemo(() => readAnalyticsRange(searchParams, today), [searchParams, today]);

  /** A preset brings its own interval (30 days by day, 90 by week, 12 months by month). */
  const choosePreset = React.useCallback((preset: AnalyticsPreset) => setSearchParams(preset === DEFAULT_PRESET ? {} : { range: preset }), [setSearchParams]);

  /** A custom range keeps the interval unless the range is too long for it. */
  const chooseDates = React.useCallback(
    (from: string, to: string) => setSearchParams({ from, to, interval: fittingInterval(from, to, state.range.interval) }),
    [setSearchParams, state.range.interval],
  );

  const chooseInterval = React.useCallback(
    (interval: AnalyticsInterval) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('interval', interval);
        return next;
      }),
    [setSearchParams],
  );

  return { ...state, choosePreset, chooseDates, chooseInterval };
}
