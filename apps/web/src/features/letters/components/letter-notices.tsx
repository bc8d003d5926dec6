import * as React from 'react';
import { X } from 'lucide-react';
import type { TLetterDetail } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';

/** What went wrong in the last job on a letter that has a draft, until the reader dismisses it. */
export function LetterErrorAlert({ letter }: { letter: TLetterDetail }) {
  const [dismissedError, setDismissedError] = React.useState<string | null>(null);
  const showError = letter.status === 'completed' && letter.error && dismissedError !== letter.error;
  if (!showError) return null;
  return (
    <Alert variant="warning" role="alert" className="items-start">
      <p className="flex-1">{letter.error}</p>
      <button type="button" onClick={() => setDismissedError(letter.error)} className="rounded p-0.5 hover:bg-warning/10" aria-label="Dismiss">
        <X aria-hidden="true" />
      </button>
    </Alert>
  );
}

/** For a firm's client, who reads the letter their attorney prepares. */
export function ClientReadingNotice() {
  return (
    <Alert variant="info">
      <p>
        Your attorney prepares this letter and approves each section before it is filed. You can read it here; the outline shows which sections are approved.
      </p>
    </Alert>
  );
}
