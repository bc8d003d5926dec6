import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** How many assessments the plan allows and how many the account has used (Free Trial: 1). */
export function AllowanceNote({ allowance }: { allowance: { used: number; allowed: number | null } }) {
  if (allowance.allowed === null) return <p className="text-sm text-muted-foreground">Your plan includes unlimited assessments.</p>;
  const left = Math.max(0, allowance.allowed - allowance.used);
  return (
    <p className="text-sm text-muted-foreground">
      Your plan includes {allowance.allowed} {allowance.allowed === 1 ? 'assessment' : 'assessments'}; {allowance.used} used, {left} left.
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
