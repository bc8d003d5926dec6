import { MailWarning } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useAuth } from './auth-provider';

/** Reminds until the address is confirmed; nothing is blocked meanwhile. */
export function EmailConfirmationBanner() {
  const { user } = useAuth();
  const resend = useResendConfirmation();
  if (!user || user.emailVerified) return null;

  function handleResend() {
    resend.mutate(undefined, {
      onSuccess: (data) => toast.success('Email sent', { description: data.message }),
      onError: (error) => toast.error('Error', { description: error.message }),
    });
  }

  return (
    <div className="border-b border-warning/30 bg-warning-soft">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2.5 text-sm text-warning sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-center gap-2">
          <MailWarning className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Please confirm your email address. We sent a link to <strong>{user.email}</strong>.
          </span>
        </p>
        <Button variant="outline" size="sm" onClick={handleResend} disabled={resend.isPending} className="self-start sm:self-auto">
          {resend.isPending ? 'Sending...' : 'Resend email'}
        </Button>
      </div>
    </div>
  );
}
