import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { Loader2, Mail, ShieldAlert, ShieldCheck } from 'lucide-react';
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_CODE_TTL_MINUTES } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useSendTwoFactorCode } from '../api/send-two-factor-code';
import { useVerifyTwoFactorCode } from '../api/verify-two-factor-code';
import { cleanTwoFactorInput, isCompleteTwoFactorCode } from '../two-factor-code';

/** An answer from the server (any status) rather than no answer at all (status 0: offline, blocked). */
const isServerAnswer = (error: unknown): error is ApiError => error instanceof ApiError && error.status > 0;

/**
 * The admin's second step. Sends a code to the account's email, then checks the six digits.
 * Its states are idle, sending and verifying; a refused code empties the field for a fresh try.
 */
export function TwoFactorScreen({ onCancel }: { onCancel?: () => void }) {
  usePageTitle('Two-Factor Authentication');
  const [code, setCode] = React.useState('');
  const send = useSendTwoFactorCode();
  const verify = useVerifyTwoFactorCode();
  const codeId = React.useId();
  const codeNoteId = React.useId();
  const isBusy = send.isPending || verify.isPending;

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

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-surface px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary" aria-hidden="true">
            <ShieldCheck className="size-6" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            Two-Factor Authentication
          </CardTitle>
          <CardDescription>The admin area needs one more check: a code sent to your email.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <section aria-labelledby="two-factor-step-1" className="space-y-3">
            <h2 id="two-factor-step-1" className="text-sm font-semibold">
              Step 1: get a code
            </h2>
            <Button type="button" variant="outline" className="w-full" onClick={handleSend} disabled={isBusy} aria-busy={send.isPending}>
              {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
              {send.isPending ? 'Sending…' : 'Send Verification Code'}
            </Button>
            <p className="text-sm text-muted-foreground">We send a {TWO_FACTOR_CODE_LENGTH}-digit code to your registered email address.</p>
          </section>

          <section aria-labelledby="two-factor-step-2" className="space-y-3">
            <h2 id="two-factor-step-2" className="text-sm font-semibold">
              Step 2: enter the code
            </h2>
            <form
              className="space-y-3"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                handleVerify();
              }}
            >
              <div className="space-y-1.5">
                <Label htmlFor={codeId}>Verification code</Label>
                <Input
                  id={codeId}
                  value={code}
                  onChange={(event) => setCode(cleanTwoFactorInput(event.target.value))}
                  onKeyDown={(event) => {
                    // Enter checks the code even while the button is disabled, so a short code is named, not ignored.
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      handleVerify();
                    }
                  }}
                  placeholder="000000"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  aria-describedby={codeNoteId}
                  className="h-12 text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl"
                />
                <p id={codeNoteId} className="text-xs text-muted-foreground">
                  The code expires in {TWO_FACTOR_CODE_TTL_MINUTES} minutes.
                </p>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                {onCancel && (
                  <Button type="button" variant="outline" onClick={onCancel}>
                    Cancel
                  </Button>
                )}
                <Button type="submit" disabled={!isCompleteTwoFactorCode(code) || verify.isPending} aria-busy={verify.isPending}>
                  {verify.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {verify.isPending ? 'Verifying…' : 'Verify & Continue'}
                </Button>
              </div>
            </form>
          </section>

          <div role="note" className="flex gap-3 rounded-md border border-warning/30 bg-warning-soft p-3 text-sm">
            <ShieldAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            <p>
              <span className="font-medium">Security notice:</span> never share this code with anyone. Our staff will never ask you for it.
            </p>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
