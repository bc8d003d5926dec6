import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { worksForClients } from '@acclaim/domain';
import { paths } from '@/config/paths';
import { confirmSignUp } from '../api/sign-up';
import { useAuth } from './auth-provider';
import { CallbackCard } from './callback-card';

/**
 * Where the emailed sign-up link lands (decision 021): the link creates the account and signs it in, then the guided
 * setup opens (for an attorney, an agent or a paralegal: the firm's set-up and clients, not a petition of their own).
 * A used or expired link says so, with the way forward: sign in, or sign up again.
 */
export function ConfirmSignUp({ token }: { token: string }) {
  const navigate = useNavigate();
  const { acceptSession, withLoading } = useAuth();
  const [failure, setFailure] = React.useState<string>();
  const started = React.useRef(false);

  React.useEffect(() => {
    // The link is single use: open it exactly once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    withLoading(() => confirmSignUp(token))
      .then((response) => {
        acceptSession(response);
        toast.success('Account created!', { description: `Welcome to Acclaim, ${response.user.name}.` });
        navigate(worksForClients(response.user.accountType) ? paths.firm : paths.onboarding, { replace: true });
      })
      .catch((error: Error) => setFailure(error.message || 'Something went wrong.'));
  }, [token, acceptSession, withLoading, navigate]);

  return (
    <CallbackCard title="Finish signing up" state={failure ? 'failed' : 'working'} message={failure ?? 'Creating your account...'}>
      {failure && (
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild>
            <Link to={paths.login}>Log in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.signUp}>Sign up again</Link>
          </Button>
        </div>
      )}
    </CallbackCard>
  );
}
