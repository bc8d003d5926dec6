import * as React from 'react';
import { Loader2 } from 'lucide-react';
import { TWO_FACTOR_CODE_TTL_MINUTES } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cleanTwoFactorInput, isCompleteTwoFactorCode } from '../two-factor-code';

type TwoFactorCodeFormProps = {
  code: string;
  onCodeChange: (code: string) => void;
  onVerify: () => void;
  isVerifying: boolean;
  onCancel?: () => void;
};

/** The field for the emailed code and the button that checks it. */
export function TwoFactorCodeForm({ code, onCodeChange, onVerify, isVerifying, onCancel }: TwoFactorCodeFormProps) {
  const codeId = React.useId();
  const codeNoteId = React.useId();
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onVerify();
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={codeId}>Verification code</Label>
        <Input
          id={codeId}
          value={code}
          onChange={(event) => onCodeChange(cleanTwoFactorInput(event.target.value))}
          onKeyDown={(event) => {
            // Enter checks the code even while the button is disabled, so a short code is named, not ignored.
            if (event.key === 'Enter') {
              event.preventDefault();
              onVerify();
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
        <Button type="submit" disabled={!isCompleteTwoFactorCode(code) || isVerifying} aria-busy={isVerifying}>
          {isVerifying && <Loader2 className="animate-spin" aria-hidden="true" />}
          {isVerifying ? 'Verifying…' : 'Verify & Continue'}
        </Button>
      </div>
    </form>
  );
}
