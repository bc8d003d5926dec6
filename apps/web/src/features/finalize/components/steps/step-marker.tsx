import { Check, CircleAlert, Loader2, Lock } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { StepState } from '../../step-status';

const TONES: Readonly<Record<StepState | 'unknown', string>> = {
  done: 'border-success bg-success text-white',
  blocked: 'border-destructive/40 bg-destructive-soft text-destructive',
  attention: 'border-warning/40 bg-warning-soft text-warning',
  working: 'border-primary/40 bg-primary-soft text-primary',
  locked: 'border-border bg-muted text-muted-foreground',
  todo: 'border-border bg-background text-muted-foreground',
  unknown: 'border-border bg-background text-muted-foreground',
};

/**
 * The circle before a step's name: its number until something is known, then the state as a shape as well as a
 * colour (a tick, an exclamation, a lock), so the bar reads without colour. Decorative: the link says it in words.
 */
export function StepMarker({ number, state, isCurrent }: { number: number; state: StepState | undefined; isCurrent: boolean }) {
  const icon =
    state === 'done' ? (
      <Check className="size-3.5" strokeWidth={3} />
    ) : state === 'blocked' || state === 'attention' ? (
      <CircleAlert className="size-4" />
    ) : state === 'locked' ? (
      <Lock className="size-3.5" />
    ) : state === 'working' ? (
      <Loader2 className="size-4 motion-safe:animate-spin" />
    ) : (
      <span className="text-xs font-semibold tabular-nums">{number}</span>
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full border',
        TONES[state ?? 'unknown'],
        isCurrent && state !== 'done' && 'ring-2 ring-primary ring-offset-1 ring-offset-background',
      )}
    >
      {icon}
    </span>
  );
}
