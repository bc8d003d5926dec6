import * as React from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { completeGoogleSignIn } from '../api/google-sign-in';
import { googleRedirect } from '../redirect-target';
import { useAuth } from './auth-provider';
import { CallbackCard } from './callback-card';

/** Where Google sends the browser back: trade the code for a session, then go where the user was heading. */
export function GoogleCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { acceptSession, withLoading } = useAuth();
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');
  // An answer without a code (cancelled, or a broken link) fails before any request.
  const answerProblem =
    providerError === 'access_denied'
      ? 'Google sign-in was cancelled.'
      : providerError || !code || !state
        ? 'Google login failed. Please try again.'
        : undefined;
  const [requestFailure, setRequestFailure] = React.useState<string>();
  const failure = answerProblem ?? requestFailure;
  const started = React.useRef(false);

  React.useEffect(() => {
    if (started.current || answerProblem || !code || !state) return; // the code works once
    started.current = true;
    withLoading(() => completeGoogleSignIn({ code, state }))
      .then((response) => {
        acceptSession(response);
        if (response.isNewUser) toast.success('Account created!', { description: `Welcome to Acclaim, ${response.user.name}.` });
        else toast.success('Welcome back!', { description: 'Successfully logged in.' });
        const target = googleRedirect.take();
        navigate(response.isNewUser && target === paths.dashboard ? paths.onboarding : target, { replace: true });
      })
      .catch((error: Error) => {
        setRequestFailure(error.message);
        toast.error('Authentication Failed', { description: error.message });
      });
  }, [code, state, answerProblem, acceptSession, withLoading, navigate]);

  return (
    <CallbackCard title="Signing in with Google" state={failure ? 'failed' : 'working'} message={failure ?? 'Finishing sign-in with Google...'}>
      {failure && (
        <Button asChild className="w-full">
          <Link to={paths.login}>Back to login</Link>
        </Button>
      )}
    </CallbackCard>
  );
}
