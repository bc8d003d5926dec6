import { Link } from 'react-router';
import { BarChart3, ListChecks, Scale, ShieldAlert } from 'lucide-react';
import { FeaturePoints } from '@/components/ui/feature-points';
import { paths } from '@/config/paths';

const POINTS = [
  {
    icon: BarChart3,
    text: 'Rates each of the ten EB-1A criteria, the EB-2 threshold and the three Dhanasar prongs of a national interest waiver from your accepted evidence.',
  },
  {
    icon: ListChecks,
    text: 'For each one: the elements of the rule and which are shown, how the evidence is documented, the gaps an officer would challenge, and the next actions that would close them.',
  },
  { icon: Scale, text: 'Every reason names the evidence it rests on and the regulation, Policy Manual chapter or decision behind it.' },
  {
    icon: ShieldAlert,
    text: 'Flags what weakens a petition: pay-to-enter awards, memberships anyone can join, venues that do not hold up, evidence dated after filing.',
  },
];

/** What the assessment does, shown until the first one has run. */
export function AssessmentIntro({ acceptedCount }: { acceptedCount: number | undefined }) {
  return (
    <div className="space-y-5">
      <FeaturePoints points={POINTS} />
      <p className="text-sm text-muted-foreground">
        Results are strength levels with reasons — strong, likely met, borderline, weak — never a chance of approval.
      </p>
      {acceptedCount === 0 && (
        <p className="rounded-md border border-warning/30 bg-warning-soft p-3 text-sm text-warning">
          You have no accepted evidence yet, so every criterion would show “No evidence”.{' '}
          <Link to={`${paths.documents}?tab=evidence`} className="font-medium underline underline-offset-4">
            Review your evidence first
          </Link>
        </p>
      )}
    </div>
  );
}
