import type { LucideIcon } from 'lucide-react';

/** What a feature does, as a two-column list of icon and sentence (the intros of /eligibility and /cover-letter). */
export function FeaturePoints({ points }: { points: readonly { icon: LucideIcon; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {points.map(({ icon: Icon, text }) => (
        <li key={text} className="flex gap-3 text-sm">
          <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
