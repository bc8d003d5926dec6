import { Link } from 'react-router';
import type { TProgress } from '@acclaim/contracts';
import { ProgressBar } from '@/components/ui/progress-bar';

const AREAS: { key: Area; label: string }[] = [
  { key: 'eligibility', label: 'Eligibility' },
  { key: 'documents', label: 'Documents' },
  { key: 'forms', label: 'Forms' },
  { key: 'petition', label: 'Petition' },
];

type Area = keyof Omit<TProgress, 'overall'>;

/**
 * The overall figure as a ring, the four areas as bars; `links` makes an area's name open its
 * screen, and `notes` says in words where an area stands in place of its percent (eligibility as levels reached,
 * which a percent would make read like a chance of approval).
 */
export function ProgressOverview({
  progress,
  links = {},
  notes = {},
}: {
  progress: TProgress;
  links?: Partial<Record<Area, string>>;
  notes?: Partial<Record<Area, string>>;
}) {
  const radius = 44;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="flex flex-col items-center gap-8 sm:flex-row">
      <div className="relative size-32 shrink-0" role="img" aria-label={`Overall progress ${progress.overall}%`}>
        <svg viewBox="0 0 100 100" className="size-32 -rotate-90" aria-hidden="true">
          <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" className="stroke-muted" />
          <circle
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            className="stroke-primary transition-[stroke-dashoffset]"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - progress.overall / 100)}
          />
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden="true">
          <span className="text-2xl font-semibold">{progress.overall}%</span>
          <span className="text-xs text-muted-foreground">overall</span>
        </div>
      </div>
      <ul className="grid w-full gap-4">
        {AREAS.map(({ key, label }) => (
          <li key={key}>
            <div className="flex justify-between gap-3 text-sm">
              {links[key] ? (
                <Link to={links[key]} className="font-medium text-primary underline-offset-2 hover:underline">
                  {label}
                </Link>
              ) : (
                <span className="font-medium">{label}</span>
              )}
              <span className="text-right text-muted-foreground">{notes[key] ?? `${Math.round(progress[key])}%`}</span>
            </div>
            <ProgressBar value={progress[key]} label={`${label} progress`} valueText={notes[key]} className="mt-1.5" />
          </li>
        ))}
      </ul>
    </div>
  );
}
