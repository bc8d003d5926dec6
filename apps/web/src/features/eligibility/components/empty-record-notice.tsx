import { Link } from 'react-router';
import { ArrowRight, FileSearch } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Where assessments are counted (the Free Trial's one), a case with no accepted evidence cannot be assessed: the
 * server refuses it, so instead of a button that would fail the screen says why and leads to the evidence.
 */
export function isEmptyRecordBlocked(allowance: { allowed: number | null } | undefined, acceptedCount: number | undefined): boolean {
  return allowance !== undefined && allowance.allowed !== null && acceptedCount === 0;
}

export function EmptyRecordNotice({ allowed }: { allowed: number }) {
  return (
    <div className="space-y-3">
      <Alert variant="warning">
        <FileSearch aria-hidden="true" />
        {/* The server's own words (start-assessment.ts, emptyRecordMessage), so the two never disagree. */}
        <p>
          Accept at least one evidence item first. Your plan includes {allowed} {allowed === 1 ? 'assessment' : 'assessments'}, and on a case with no accepted
          evidence it could only say that there is no evidence yet.
        </p>
      </Alert>
      <Button asChild>
        <Link to={paths.documentsEvidence()}>
          Review your evidence <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
