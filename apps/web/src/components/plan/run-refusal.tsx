import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

/** Why the server would not do something, in its own words; a plan limit (403) points to Billing. */
export function RunRefusal({ error }: { error: Error }) {
  const isPlanLimit = error instanceof ApiError && error.status === 403;
  return (
    <Alert variant={isPlanLimit ? 'warning' : 'destructive'} role="alert">
      <TriangleAlert aria-hidden="true" />
      <p>
        {error.message}
        {isPlanLimit && (
          <>
            {' '}
            <Link to={paths.billing} className="font-medium underline underline-offset-4">
              Go to Billing
            </Link>
          </>
        )}
      </p>
    </Alert>
  );
}
