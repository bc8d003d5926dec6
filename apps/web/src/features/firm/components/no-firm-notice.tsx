import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/** Shown on the firm's pages to a user who belongs to no firm: the way to set one up. */
export function NoFirmNotice() {
  return (
    <Alert variant="info" role="status">
      <span>
        You are not part of a firm yet.{' '}
        <Link to={paths.firm} className="font-medium underline underline-offset-2">
          Set up your firm
        </Link>
      </span>
    </Alert>
  );
}
