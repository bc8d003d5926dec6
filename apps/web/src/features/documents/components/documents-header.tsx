import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/** The page heading; the plan note appears once the server has refused an upload for the plan's limit. */
export function DocumentsHeader({ planLimitMessage }: { planLimitMessage?: string | null }) {
  return (
    <header className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Documents</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Upload the records of your achievements; Acclaim reads them and suggests evidence for you to review.
        </p>
      </div>
      {planLimitMessage && (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <p>
            {planLimitMessage}{' '}
            <Link to={paths.billing} className="font-medium underline underline-offset-4">
              Go to Billing
            </Link>
          </p>
        </Alert>
      )}
    </header>
  );
}
