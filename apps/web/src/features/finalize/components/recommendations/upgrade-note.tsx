import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/** On plans without drafting: suggestions and the plan stay open; drafting, editing and export come with Complete. */
export function RecommendationUpgradeNote({ note }: { note: string }) {
  return (
    <Alert variant="info" role="note">
      <Lock aria-hidden="true" />
      <p>
        {note}{' '}
        <Link to={`${paths.billing}?plan=COMPLETE`} className="font-medium underline underline-offset-4">
          See plans on Billing
        </Link>
      </p>
    </Alert>
  );
}
