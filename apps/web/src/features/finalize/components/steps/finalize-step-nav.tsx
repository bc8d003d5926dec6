import * as React from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { StepStatuses } from '../../step-status';
import { FINALIZE_STEPS } from '../../steps';
import { StepMarker } from './step-marker';

const STATUS_COLORS = {
  done: 'text-success',
  blocked: 'text-destructive',
  attention: 'text-warning',
  working: 'text-primary',
  locked: 'text-muted-foreground',
  todo: 'text-muted-foreground',
} as const;

/**
 * The steps of Finalize, each with its status, kept in view under the header while a long step scrolls. On a phone
 * the four steps sit side by side with short names and the status as the marker's shape; the bar scrolls sideways
 * only when larger text makes it wider than the screen, and keeps the current step in view.
 */
export function FinalizeStepNav({ statuses }: { statuses: StepStatuses }) {
  const listRef = React.useRef<HTMLOListElement>(null);
  const { pathname } = useLocation();

  React.useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    // Sideways only: scrollIntoView would also move the page, which the sticky bar does not need.
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav
      aria-label="Finalize steps"
      className="sticky top-16 z-20 -mx-4 border-b border-border bg-surface/95 px-4 py-2 backdrop-blur-sm sm:-mx-6 sm:px-6 sm:py-3"
    >
      <ol ref={listRef} className="flex gap-1.5 overflow-x-auto sm:grid sm:grid-cols-4 sm:gap-3">
        {FINALIZE_STEPS.map((step, index) => {
          const status = statuses[step.id];
          return (
            <li key={step.id} className="min-w-[5.25rem] flex-1">
              <NavLink
                to={paths.finalizeStep(step.id)}
                aria-current="step"
                // One name for every width: the full step name and its status, whichever of them the screen shows.
                aria-label={status ? `${step.label}: ${status.text}` : step.label}
                className={({ isActive }) =>
                  cn(
                    'flex h-full flex-col items-center gap-1 rounded-lg border px-2 py-2 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:flex-row sm:gap-3 sm:px-3 sm:py-2.5 sm:text-left',
                    // White under the current step too: the warning colour of a status is not legible on the tinted blue.
                    isActive
                      ? 'border-primary bg-background shadow-sm ring-1 ring-primary'
                      : 'border-transparent hover:bg-muted sm:border-border sm:bg-background',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <StepMarker number={index + 1} state={status?.state} isCurrent={isActive} />
                    <span className="min-w-0">
                      <span className={cn('block text-xs font-medium sm:hidden', isActive ? 'text-primary' : 'text-foreground')}>{step.shortLabel}</span>
                      <span className={cn('hidden truncate text-sm font-medium sm:block', isActive ? 'text-primary' : 'text-foreground')}>{step.label}</span>
                      {status && <span className={cn('hidden truncate text-xs sm:block', STATUS_COLORS[status.state])}>{status.text}</span>}
                    </span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
