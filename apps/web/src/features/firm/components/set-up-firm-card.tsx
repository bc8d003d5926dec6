import { toast } from '@/components/ui/toast';
import { ZCreateFirmRequest } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formLevelServerError, submitContractForm, useContractForm } from '@/lib/forms/use-contract-form';
import { useCreateFirm } from '../api/create-firm';
import { FormWithError } from '@/components/ui/form-with-error';

/** The first step of the attorney workspace: name the firm, and the account becomes its owner. */
export function SetUpFirmCard() {
  const create = useCreateFirm();
  const form = useContractForm(ZCreateFirmRequest, { defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;
  // A refusal of the name is shown beside it alone.
  const error = formLevelServerError(form);

  const onSubmit = submitContractForm(form, async ({ name }) => {
    const answer = await create.mutateAsync({ name });
    toast.success('Firm created', { description: `${answer.firm.name} is ready. Add your first client.` });
  });

  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle>Set up your firm</CardTitle>
        <CardDescription>
          Name your firm to invite clients to their own case portal and colleagues to work on their cases. You can add the address, logo and colour later; they
          appear on letterheads and Form G-28.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormWithError onSubmit={onSubmit} noValidate error={error}>
          <FormField id="firm-name" label="Firm name" error={errors.name?.message}>
            {(field) => <Input {...field} {...form.register('name')} autoComplete="organization" maxLength={120} placeholder="Reyes Immigration Law" />}
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Creating…' : 'Create firm'}
          </Button>
        </FormWithError>
      </CardContent>
    </Card>
  );
}
