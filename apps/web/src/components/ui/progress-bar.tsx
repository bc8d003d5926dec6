import { cn } from '@/lib/utils';

/**
 * A determinate progress bar that screen readers can query (role=progressbar with its value).
 */
export function ProgressBar({
  value,
  label,
  valueText,
  className,
}: {
  /** 0–100. */
  value: number;
  /** What is progressing, e.g. "Uploading cv.pdf". */
  label: string;
  /** Read instead of the bare percentage when given, e.g. "Sending, 40%". */
  valueText?: string;
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  );
}
