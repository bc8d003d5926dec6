import { Loader2, Mail, ShieldAlert, ShieldCheck } from 'lucide-react';
import { TWO_FACTOR_CODE_LENGTH } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';
import { useTwoFactor } from '../hooks/use-two-factor';
import { TwoFactorCodeForm } from './two-factor-code-form';

/**
 * The admin's second step. Sends a code to the account's email, then checks the six digits.
 * Its states are idle, sending and verifying; a refused code empties the field for a fresh try.
 */
export function TwoFactorScreen({ onCancel }: { onCancel?: () => void }) {
  usePageTitle('Two-Factor Authentication');
  const { code, setCode, isSending, isVerifying, handleSend, handleVerify } = useTwoFactor();
  const isBusy = isSending || isVerifying;

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
            <Button type="button" variant="outline" className="w-full" onClick={handleSend} disabled={isBusy} aria-busy={isSending}>
              {isSending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
              {isSending ? 'Sending…' : 'Send Verification Code'}
            </Button>
            <p className="text-sm text-muted-foreground">We send a {TWO_FACTOR_CODE_LENGTH}-digit code to your registered email address.</p>
          </section>

          <section aria-labelledby="two-factor-step-2" className="space-y-3">
            <h2 id="two-factor-step-2" className="text-sm font-semibold">
              Step 2: enter the code
            </h2>
            <TwoFactorCodeForm code={code} onCodeChange={setCode} onVerify={handleVerify} isVerifying={isVerifying} onCancel={onCancel} />
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
