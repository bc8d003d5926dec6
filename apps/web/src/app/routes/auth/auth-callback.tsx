import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CallbackCard } from '@/features/auth/components/callback-card';
import { ChooseNewPassword } from '@/features/auth/components/choose-new-password';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';
import { ConfirmSignUp } from '@/features/auth/components/confirm-sign-up';
import { usePageTitle } from '@/lib/use-page-title';

/** Finishes the flows that start with an emailed link, at /auth/callback. */
export function Component() {
  usePageTitle('Account');
  const [params] = useSearchParams();
  const type = params.get('type');
  const token = params.get('token') ?? '';

  if (token && type === 'email_confirmation') return <ConfirmEmail token={token} />;
  if (token && type === 'recovery') return <ChooseNewPassword token={token} />;
  if (token && type === 'signup') return <ConfirmSignUp token={token} />;
  return (
    <CallbackCard
      title="This link is not complete"
      state="failed"
      message="The link is missing part of its address. Open it again from the email, or ask for a new one."
    >
      <Button asChild className="w-full">
        <Link to={paths.login}>Back to login</Link>
      </Button>
    </CallbackCard>
  );
}
