import { Link } from 'react-router';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { ZForgotPasswordRequest } from '@acclaim/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthForm } from '@/features/auth/components/auth-form';
import { toast } from '@/components/ui/toast';
import { serverError, submitContractForm, useContractForm } from '@/lib/forms/use-contract-form';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Reset your password');
  const reset = useRequestPasswordReset();
  const form = useContractForm(ZForgotPasswordRequest, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submitContractForm(form, (request) => reset.mutateAsync(request), {
    onRefused: (message) => toast.error('Error', { description: message }),
  });

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Reset your password</CardTitle>
          <CardDescription>Enter the email of your account and we will send you a link to choose a new password.</CardDescription>
        </CardHeader>
        <CardContent>
          {reset.isSuccess ? (
            <div role="status" className="space-y-4">
              <p className="flex gap-3 rounded-md bg-success-soft p-4 text-sm text-success">
                <MailCheck className="size-5 shrink-0" aria-hidden="true" />
                {reset.data.message}
              </p>
              <p className="text-sm text-muted-foreground">Nothing arrived? Check your spam folder, or try again in a few minutes.</p>
            </div>
          ) : (
            <AuthForm onSubmit={onSubmit} isSubmitting={isSubmitting} submitLabel="Send Reset Link" pendingLabel="Sending...">
              {/* The form has one field, so any refusal is shown beside it. */}
              <FormField id="reset-email" label="Email" error={errors.email?.message ?? serverError(form)}>
                {(field) => <Input {...field} {...form.register('email')} type="email" autoComplete="email" required placeholder="you@example.com" />}
              </FormField>
            </AuthForm>
          )}
          <Link to={paths.login} className="mt-6 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to login
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
