import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * An address that already has an account accepts while signed in as it. Signed out, the way is the login page,
 * which returns here afterwards; signed in as someone else, that session ends first.
 */
export function SignInToAccept({
  token,
  email,
  signedInEmail,
  onAccept,
  onSwitchAccount,
  isPending,
  error,
}: {
  token: string;
  email: string;
  signedInEmail: string | null;
  onAccept: () => void;
  onSwitchAccount: () => void;
  isPending: boolean;
  error: Error | null;
}) {
  if (signedInEmail && signedInEmail.toLowerCase() === email.toLowerCase()) {
    return (
      <div className="space-y-4">
        {error && (
          <Alert variant="destructive" role="alert">
            {error.message}
          </Alert>
        )}
        <p className="text-sm text-muted-foreground">
          You are signed in as <strong className="font-medium text-foreground">{email}</strong>.
        </p>
        <Button size="lg" className="w-full" onClick={onAccept} disabled={isPending}>
          {isPending ? 'Accepting…' : 'Accept invitation'}
        </Button>
      </div>
    );
  }
  if (signedInEmail) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">
          You are signed in as <strong className="font-medium text-foreground">{signedInEmail}</strong>, but this invitation is for{' '}
          <strong className="font-medium text-foreground">{email}</strong>.
        </p>
        <Button size="lg" variant="outline" className="w-full whitespace-normal" onClick={onSwitchAccount}>
          Log out to sign in as {email}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        <strong className="font-medium text-foreground">{email}</strong> already has an account. Sign in with it, and you come back here to accept.
      </p>
      <Button asChild size="lg" className="w-full whitespace-normal">
        <Link to={paths.login} state={{ from: paths.invitation(token) }}>
          Sign in as {email} to accept
        </Link>
      </Button>
    </div>
  );
}
