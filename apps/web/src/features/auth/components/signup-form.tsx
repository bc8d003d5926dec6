import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { ACCOUNT_TYPE_REQUIRED, PASSWORD_MIN_LENGTH, ZAccountType, type TAccountType, type TSignupRequest } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrors } from '@/lib/api-client';
import { AccountTypeChoice } from './account-type-choice';
import { useAuth } from './auth-provider';
import { CheckInbox } from './check-inbox';
import { PasswordInput } from './password-input';

interface SignupEntry {
  name: string;
  email: string;
  accountType: TAccountType;
}

/** The fields themselves; `defaults` refills them when the person comes back from "Check your inbox". */
function SignupEntryForm({
  onSubmit,
  error,
  errors,
  isPending,
  defaults,
}: {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  error: string | null;
  errors: Record<string, string>;
  isPending: boolean;
  defaults: Partial<SignupEntry> & Pick<SignupEntry, 'accountType'>;
}) {
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {error && (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      )}
      <AccountTypeChoice idPrefix="signup-account-type" defaultValue={defaults.accountType} error={errors.accountType} />
      <FormField id="signup-name" label="Full Name" error={errors.name}>
        {(field) => <Input {...field} name="name" autoComplete="name" required placeholder="Jane Doe" defaultValue={defaults.name} />}
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email}>
        {(field) => <Input {...field} name="email" type="email" autoComplete="email" required placeholder="you@example.com" defaultValue={defaults.email} />}
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password} description={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(field) => <PasswordInput {...field} name="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />}
      </FormField>
      <FormField id="signup-confirm-password" label="Confirm Password" error={errors.confirmPassword}>
        {(field) => <PasswordInput {...field} name="confirmPassword" autoComplete="new-password" required />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

/**
 * The sign-up form. Sending it only emails a link (decision 021): the form gives way to "Check your inbox", and the
 * account is made, and signed in, when the link is opened. It first asks who the person is; the link carries the
 * answer, and decides where the new account starts (its own petition, or the firm's clients).
 */
export function SignupForm({ initialAccountType = 'SELF_PETITIONER' }: { initialAccountType?: TAccountType }) {
  const { signup } = useAuth();
  const [isPending, setIsPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  // Kept in memory only while "Check your inbox" shows, so "Send the link again" can send the same sign-up.
  const [sent, setSent] = React.useState<{ attempt: TSignupRequest; message: string } | null>(null);
  const [lastEntry, setLastEntry] = React.useState<SignupEntry | null>(null);
  const [announcement, setAnnouncement] = React.useState('');

  React.useEffect(() => {
    // Back from "Check your inbox" to change the address: the email field takes the focus.
    if (!sent && lastEntry) document.getElementById('signup-email')?.focus();
  }, [sent, lastEntry]);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    setError(null);
    if (password !== String(form.get('confirmPassword'))) {
      setErrors({ confirmPassword: 'Passwords do not match.' });
      return;
    }
    const accountType = ZAccountType.safeParse(form.get('accountType'));
    if (!accountType.success) {
      setErrors({ accountType: ACCOUNT_TYPE_REQUIRED });
      return;
    }
    setErrors({});
    setIsPending(true);
    const attempt = { name: String(form.get('name')), email: String(form.get('email')), password, accountType: accountType.data };
    try {
      const response = await signup(attempt);
      setSent({ attempt, message: response.message });
      setAnnouncement(response.message);
    } catch (caught) {
      const message = (caught as Error).message || 'Something went wrong.';
      setError(message);
      setErrors(fieldErrors(caught));
      toast.error('Error', { description: message });
    } finally {
      setIsPending(false);
    }
  }

  async function sendAgain() {
    if (!sent) return;
    await signup(sent.attempt);
    setAnnouncement(`We sent the link again to ${sent.attempt.email} at ${new Date().toLocaleTimeString()}.`);
  }

  function changeEmail() {
    if (sent) setLastEntry({ name: sent.attempt.name, email: sent.attempt.email, accountType: sent.attempt.accountType ?? initialAccountType });
    setSent(null);
    setAnnouncement('');
  }

  return (
    <>
      {/* Always in the page, so screen readers announce each change: the link sent, or sent again. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {sent ? (
        <CheckInbox email={sent.attempt.email.trim()} message={sent.message} onSendAgain={sendAgain} onChangeEmail={changeEmail} />
      ) : (
        <SignupEntryForm
          onSubmit={handleSubmit}
          error={error}
          errors={errors}
          isPending={isPending}
          defaults={lastEntry ?? { accountType: initialAccountType }}
        />
      )}
    </>
  );
}
