import * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { confirmEmail } from '../api/confirm-email';
import { useAuth } from './auth-provider';
import { CallbackCard } from './callback-card';

export function ConfirmEmail({ token }: { token: string }) {
  const { isAuthenticated, user, updateUser } = useAuth();
  const [result, setResult] = React.useState<{ ok: boolean; message: string } | null>(null);
  const started = React.useRef(false);

  React.useEffect(() => {
    // The link is single use: confirm it exactly once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    confirmEmail(token)
      .then((response) => {
        setResult({ ok: true, message: `Your email address ${response.user.email} is confirmed.` });
        if (user?.id === response.user.id) updateUser({ emailVerified: true });
      })
      .catch((error: Error) => setResult({ ok: false, message: error.message }));
  }, [token, user?.id, updateUser]);

  return (
    <CallbackCard
      title="Confirm your email"
      state={!result ? 'working' : result.ok ? 'done' : 'failed'}
      message={result?.message ?? 'Confirming your email address...'}
    >
      {result && (
        <Button asChild className="w-full">
          <Link to={isAuthenticated ? paths.dashboard : paths.login}>{isAuthenticated ? 'Go to your dashboard' : 'Log in'}</Link>
        </Button>
      )}
    </CallbackCard>
  );
}
