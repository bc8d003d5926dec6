import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ZAcceptInvitationRequest,
  type TAcceptInvitationRequest,
  type TInvitationPreview,
} from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrors } from '@/lib/api-client';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { formLevelError } from '../../form-errors';
import { FormWithError } from '@/components/ui/form-with-error';

/**
 * Accepting with a new password typed twice. The name is in the form only for a colleague, and then the contract's
 * own rule refuses an empty one; a client leaves it out of the request.
 */
const ZSetPasswordEntry = ZAcceptInvitationRequest.extend({ confirmPassword: z.string() }).refine((entry) => entry.password === entry.confirmPassword, {
  message: 'Passwords do not match.',
  path: ['confirmPassword'],
});
const NO_PASSWORDS = { password: '', confirmPassword: '' };

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
  const form = useContractForm(ZSetPasswordEntry, { defaultValues: invitation.needsName ? { name: '', ...NO_PASSWORDS } : NO_PASSWORDS });
  const { errors } = form.formState;
  const serverErrors = fieldErrors(error);
  const onSubmit = form.handleSubmit(({ confirmPassword: _, ...request }) => onAccept(request));

  return (
    <FormWithError onSubmit={onSubmit} noValidate error={formLevelError(error)}>
      <div className="space-y-1 text-sm">
        <p className="text-muted-foreground">Email</p>
        <p className="break-all font-medium">{invitation.email}</p>
      </div>
      {invitation.needsName && (
        <FormField id="invite-name" label="Full Name" error={errors.name?.message ?? serverErrors.name}>
          {(field) => <Input {...field} {...form.register('name')} autoComplete="name" maxLength={NAME_MAX_LENGTH} />}
        </FormField>
      )}
      <FormField
        id="invite-password"
        label="Password"
        error={errors.password?.message ?? serverErrors.password}
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        {(field) => <Input {...field} {...form.register('password')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />}
      </FormField>
      <FormField id="invite-confirm-password" label="Confirm password" error={errors.confirmPassword?.message ?? serverErrors.confirmPassword}>
        {(field) => <Input {...field} {...form.register('confirmPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? 'Accepting…' : 'Accept invitation'}
      </Button>
    </FormWithError>
  );
}
