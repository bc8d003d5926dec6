import * as React from 'react';
import { Link } from 'react-router';
import { Inbox, MailCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalMailboxAvailable } from '../api/sign-up';

/**
 * After the sign-up form (decision 021): the account is made by the emailed link, so this says where the link went,
 * what to do with it, and offers to send it again or to start over with another address. Focus moves to the
 * heading so keyboard and screen reader users land on the news; the form's live region announces it.
 */
export function CheckInbox({
  email,
  message,
  onSendAgain,
  onChangeEmail,
}: {
  email: string;
  /** The server's answer, shown as received. */
  message: string;
  /** Sends the same sign-up again; rejects with the server's message. */
  onSendAgain: () => Promise<void>;
  onChangeEmail: () => void;
}) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const hasLocalMailbox = useLocalMailboxAvailable();
  const [resend, setResend] = React.useState<{ state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string }>({ state: 'idle' });

  React.useEffect(() => headingRef.current?.focus(), []);

  async function handleSendAgain() {
    setResend({ state: 'sending' });
    try {
      await onSendAgain();
      setResend({ state: 'sent' });
    } catch (error) {
      setResend({ state: 'failed', message: (error as Error).message || 'Something went wrong.' });
    }
  }

  return (
    <section aria-labelledby="check-inbox-title" className="space-y-4">
      <div className="flex items-start gap-3">
        <MailCheck className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-1">
          <h3 id="check-inbox-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus-visible:outline-none">
            Check your inbox
          </h3>
          <p className="text-sm text-muted-foreground">{message}</p>
        </div>
      </div>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>
          Open the email from Acclaim sent to <strong className="break-all">{email}</strong>.
        </li>
        <li>
          Select <strong>Finish signing up</strong>. Your account is created and you are signed in, on this device or on any other.
        </li>
      </ol>
      <p className="text-sm text-muted-foreground">
        No email after a few minutes? Look in your spam or junk folder, check the address above, or send the link again.
      </p>
      {hasLocalMailbox && (
        <Alert variant="info">
          <Inbox aria-hidden="true" />
          <p>
            This server keeps its emails instead of sending them: the link is in the{' '}
            <Link to={paths.devMailbox} className="font-medium underline underline-offset-2">
              local mailbox
            </Link>
            .
          </p>
        </Alert>
      )}
      {resend.state === 'sent' && <p className="text-sm text-success">We sent the link again. Any of the links works, once.</p>}
      {resend.state === 'failed' && (
        <Alert variant="destructive" role="alert">
          {resend.message}
        </Alert>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button type="button" variant="outline" onClick={handleSendAgain} disabled={resend.state === 'sending'}>
          {resend.state === 'sending' ? 'Sending...' : 'Send the link again'}
        </Button>
        <Button type="button" variant="ghost" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </div>
    </section>
  );
}
