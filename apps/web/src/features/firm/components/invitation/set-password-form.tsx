import * as React from 'react';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ZAcceptInvitationRequest,
  type TAcceptInvitationRequest,
  type TInvitationPreview,
} from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrors } from '@/lib/api-client';
import { firstIssueByField, formLevelError } from '../../form-errors';

/** A new address accepts by choosing a password (and, for a colleague, giving a name); accepting signs it in. */
export function SetPasswordForm({
  invitation,
  onAccept,
  isPending,
  error,
}: {
  invitation: TInvitationPreview;
  onAccept: (request: TAcceptInvitationRequest) => void;
  isPending: boolean;
  error: Error | null;
}) {
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const serverErrors = error ? fieldErrors(error) : {};
  const shown = { ...serverErrors, ...errors };

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const request: TAcceptInvitationRequest = { password, ...(invitation.needsName ? { name: String(form.get('name') ?? '') } : {}) };
    const parsed = ZAcceptInvitationRequest.safeParse(request);
    const found = parsed.success ? {} : firstIssueByField(parsed.error.issues);
    if (invitation.needsName && !String(form.get('name') ?? '').trim()) found.name ??= 'Full Name is required.';
    if (!password) found.password ??= 'Password is required.';
    if (password !== String(form.get('confirmPassword') ?? '')) found.confirmPassword = 'Passwords do not match.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    onAccept(parsed.data);
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4" noValidate>
      {formLevelError(error) && (
        <Alert variant="destructive" role="alert">
          {formLevelError(error)}
        </Alert>
      )}
      <div className="space-y-1 text-sm">
        <p className="text-muted-foreground">Email</p>
        <p className="break-all font-medium">{invitation.email}</p>
      </div>
      {invitation.needsName && (
        <FormField id="invite-name" label="Full Name" error={shown.name}>
          {(field) => <Input {...field} name="name" autoComplete="name" maxLength={NAME_MAX_LENGTH} />}
        </FormField>
      )}
      <FormField id="invite-password" label="Password" error={shown.password} description={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(field) => <Input {...field} name="password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />}
      </FormField>
      <FormField id="invite-confirm-password" label="Confirm password" error={shown.confirmPassword}>
        {(field) => <Input {...field} name="confirmPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? 'Accepting…' : 'Accept invitation'}
      </Button>
    </form>
  );
}
