import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * How many of something the plan allows and how many the account has used ("Your plan includes 1 assessment;
 * 0 used, 1 left."), with a way to Billing when none is left. `note` adds what does not count.
 */
export function AllowanceNote({
  allowance,
  one,
  many,
  note,
}: {
  allowance: { used: number; allowed: number | null };
  one: string;
  many: string;
  note?: string;
}) {
  if (allowance.allowed === null) return <p className="text-sm text-muted-foreground">Your plan includes unlimited {many}.</p>;
  const left = Math.max(0, allowance.allowed - allowance.used);
  return (
    <p className="text-sm text-muted-foreground">
      Your plan includes {allowance.allowed} {allowance.allowed === 1 ? one : many}; {allowance.used} used, {left} left.
      {note && ` ${note}`}
      {left === 0 && (
        <>
          {' '}
          <Link to={paths.billing} className="font-medium text-primary underline-offset-2 hover:underline">
            See plans
          </Link>
        </>
      )}
    </p>
  );
}
