import { Link } from 'react-router';
import { BookOpenCheck, FileStack, Scale, ShieldCheck } from 'lucide-react';
import { FeaturePoints } from '@/components/ui/feature-points';
import { paths } from '@/config/paths';

const POINTS = [
  {
    icon: FileStack,
    text: 'About 40 pages for a strong case, in the structure strong filings use: the classification sought, the legal framework, your field, one section per criterion, the final merits, and an exhibit index. A thinner record gets a shorter letter that says less rather than pads.',
  },
  {
    icon: BookOpenCheck,
    text: 'Built only from the evidence you accepted. Every factual statement points to the exhibit that proves it, and you can open that evidence from the letter.',
  },
  {
    icon: Scale,
    text: 'Every legal citation comes from a closed library of verified authorities — the statute, 8 C.F.R. § 204.5, the USCIS Policy Manual and the leading decisions. Nothing is cited from memory.',
  },
  {
    icon: ShieldCheck,
    text: 'You edit it section by section, rewrite any section from your latest evidence, compare and restore versions, and export it to Word and PDF.',
  },
];

/** What the petition letter is, shown until the case has one. */
export function LetterIntro({ acceptedCount }: { acceptedCount: number | undefined }) {
  return (
    <div className="space-y-5">
      <FeaturePoints points={POINTS} />
      {acceptedCount === 0 && (
        <p className="rounded-md border border-warning/30 bg-warning-soft p-3 text-sm text-warning">
          You have no accepted evidence yet, so the letter would have nothing to rest on.{' '}
          <Link to={`${paths.documents}?tab=evidence`} className="font-medium underline underline-offset-4">
            Review your evidence first
          </Link>
        </p>
      )}
    </div>
  );
}
