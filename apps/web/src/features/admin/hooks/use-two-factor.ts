import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useSendTwoFactorCode } from '../api/send-two-factor-code';
import { useVerifyTwoFactorCode } from '../api/verify-two-factor-code';
import { isCompleteTwoFactorCode } from '../two-factor-code';

/** An answer from the server (any status) rather than no answer at all (status 0: offline, blocked). */
const isServerAnswer = (error: unknown): error is ApiError => error instanceof ApiError && error.status > 0;

/** Sending the admin's two-factor code and checking it, with a toast for each outcome. */
export function useTwoFactor() {
  const [code, setCode] = React.useState('');
  const send = useSendTwoFactorCode();
  const verify = useVerifyTwoFactorCode();

  function handleSend() {
    send.mutate(undefined, {
      onSuccess: (answer) => toast.success('Code Sent', { description: answer.message }),
      onError: (error) => {
        if (isServerAnswer(error)) toast.error('Failed to Send Code', { description: error.message });
        else toast.error('Error', { description: 'Failed to send verification code' });
      },
    });
  }

  function handleVerify() {
    if (verify.isPending) return;
    if (!isCompleteTwoFactorCode(code)) {
      toast.error('Invalid Code', { description: 'Please enter a 6-digit code' });
      return;
    }
    verify.mutate(
      { code },
      {
        onSuccess: () => toast.success('Verification Successful', { description: 'You now have admin access' }),
        onError: (error) => {
          if (isServerAnswer(error)) {
            toast.error('Verification Failed', { description: error.message });
            setCode('');
          } else {
            toast.error('Error', { description: 'Failed to verify code' });
          }
        },
      },
    );
  }

  return { code, setCode, isSending: send.isPending, isVerifying: verify.isPending, handleSend, handleVerify };
}
