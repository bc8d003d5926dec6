import { Link } from 'react-router';
import { ArrowRight, Lock } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Every assessment a counted plan includes has been run: another would be refused, so no button offers one. */
export function isAllowanceSpent(allowance: { used: number; allowed: number | null } | undefined): allowance is { used: number; allowed: number } {
  return allowance !== undefined && allowance.allowed !== null && allowance.used >= allowance.allowed;
}

/**
 * Says why the assessment cannot run again and what lifts the limit, in place of a "Run assessment again" button
 * that the server would refuse. Nothing already assessed is lost; the result above stays.
 */
export function AllowanceSpentNotice({ allowed }: { allowed: number }) {
  return (
    <div className="space-y-3">
      <Alert variant="warning">
        <Lock aria-hidden="true" />
        <p>
          Your plan includes {allowed} {allowed === 1 ? 'assessment' : 'assessments'}, and {allowed === 1 ? 'it has' : 'all have'} been used. To assess your
          case again with new evidence, upgrade to Analysis or Complete: both include unlimited assessments. The result you have stays here.
        </p>
      </Alert>
      <Button asChild variant="outline">
        <Link to={paths.billing}>
          See plans <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
