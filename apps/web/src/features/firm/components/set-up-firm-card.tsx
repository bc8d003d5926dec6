import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { ZCreateFirmRequest } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrors } from '@/lib/api-client';
import { useCreateFirm } from '../api/create-firm';

/** The first step of the attorney workspace: name the firm, and the account becomes its owner. */
export function SetUpFirmCard() {
  const create = useCreateFirm();
  const [error, setError] = React.useState<string | undefined>();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZCreateFirmRequest.safeParse({ name: String(new FormData(event.currentTarget).get('name') ?? '') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(
      { name: parsed.data.name },
      {
        onSuccess: (answer) => toast.success('Firm created', { description: `${answer.firm.name} is ready. Add your first client.` }),
        onError: (failure) => setError(fieldErrors(failure).name),
      },
    );
  }

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
        <form onSubmit={handleSubmit} className="space-y-4" noValidate>
          {create.error && !fieldErrors(create.error).name && (
            <Alert variant="destructive" role="alert">
              {create.error.message}
            </Alert>
          )}
          <FormField id="firm-name" label="Firm name" error={error}>
            {(field) => <Input {...field} name="name" autoComplete="organization" maxLength={120} placeholder="Reyes Immigration Law" />}
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create firm'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
