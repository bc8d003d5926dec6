import * as React from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ZAccountType, ZSignupRequest, type TAccountType, type TSignupRequest } from '@acclaim/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { serverError, submitContractForm, useContractForm } from '@/lib/forms/use-contract-form';
import { AccountTypeChoice } from './account-type-choice';
import { AuthForm } from './auth-form';
import { useAuth } from './auth-provider';
import { CheckInbox } from './check-inbox';
import { PasswordInput } from './password-input';

/**
 * The sign-up request as the form asks it: the password twice, and who the person is always answered (the contract
 * falls back to filing for oneself only for callers that do not ask).
 */
const ZSignupEntry = ZSignupRequest.extend({ accountType: ZAccountType, confirmPassword: z.string() }).refine(
  (entry) => entry.password === entry.confirmPassword,
  { message: 'Passwords do not match.', path: ['confirmPassword'] },
);

interface SignupEntry {
  name: string;
  email: string;
  accountType: TAccountType;
}

/** The fields themselves; `defaults` refills them when the person comes back from "Check your inbox". */
function SignupEntryForm({ defaults, onSent }: { defaults: SignupEntry; onSent: (attempt: TSignupRequest, message: string) => void }) {
  const { signup } = useAuth();
  const form = useContractForm(ZSignupEntry, { defaultValues: { ...defaults, password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const error = serverError(form);

  const onSubmit = submitContractForm(
    form,
    async ({ confirmPassword: _, ...attempt }) => {
      const response = await signup(attempt);
      onSent(attempt, response.message);
    },
    { onRefused: (message) => toast.error('Error', { description: message }) },
  );

  return (
    <AuthForm onSubmit={onSubmit} error={error} isSubmitting={isSubmitting} submitLabel="Create Account" pendingLabel="Creating account...">
      <Controller
        control={form.control}
        name="accountType"
        render={({ field, fieldState }) => (
          <AccountTypeChoice idPrefix="signup-account-type" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FormField id="signup-name" label="Full Name" error={errors.name?.message}>
        {(field) => <Input {...field} {...form.register('name')} autoComplete="name" required placeholder="Jane Doe" />}
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} {...form.register('email')} type="email" autoComplete="email" required placeholder="you@example.com" />}
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password?.message} description={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(field) => <PasswordInput {...field} {...form.register('password')} autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />}
      </FormField>
      <FormField id="signup-confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
        {(field) => <PasswordInput {...field} {...form.register('confirmPassword')} autoComplete="new-password" required />}
      </FormField>
    </AuthForm>
  );
}

/**
 * The sign-up form. Sending it only emails a link (decision 021): the form gives way to "Check your inbox", and the
 * account is made, and signed in, when the link is opened. It first asks who the person is; the link carries the
 * answer, and decides where the new account starts (its own petition, or the firm's clients).
 */
export function SignupForm({ initialAccountType = 'SELF_PETITIONER' }: { initialAccountType?: TAccountType }) {
  const { signup } = useAuth();
  // Kept in memory only while "Check your inbox" shows, so "Send the link again" can send the same sign-up.
  const [sent, setSent] = React.useState<{ attempt: TSignupRequest; message: string } | null>(null);
  const [lastEntry, setLastEntry] = React.useState<SignupEntry | null>(null);
  const [announcement, setAnnouncement] = React.useState('');

  React.useEffect(() => {
    // Back from "Check your inbox" to change the address: the email field takes the focus.
    if (!sent && lastEntry) document.getElementById('signup-email')?.focus();
  }, [sent, lastEntry]);

  function showSent(attempt: TSignupRequest, message: string) {
    setSent({ attempt, message });
    setAnnouncement(message);
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
        <CheckInbox email={sent.attempt.email} message={sent.message} onSendAgain={sendAgain} onChangeEmail={changeEmail} />
      ) : (
        <SignupEntryForm defaults={lastEntry ?? { name: '', email: '', accountType: initialAccountType }} onSent={showSent} />
      )}
    </>
  );
}
