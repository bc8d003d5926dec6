import * as React from 'react';
import { ACCOUNT_TYPE_REQUIRED, ZAccountType, type TUser } from '@acclaim/contracts';
import { FormWithError } from '@/components/ui/form-with-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldErrors } from '@/lib/api-client';
import { updateAccountType } from '../api/update-account-type';
import { AccountTypeChoice } from './account-type-choice';

/**
 * The guided setup's first question for an account that was never asked who it is (signed up with Google): the
 * answer decides whether setup goes on with a petition of one's own or with the firm's clients.
 */
export function AccountTypeQuestion({ onAnswered }: { onAnswered: (user: TUser) => void }) {
  const [error, setError] = React.useState<string>();
  const [failure, setFailure] = React.useState<string>();
  const [isPending, setIsPending] = React.useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = ZAccountType.safeParse(new FormData(event.currentTarget).get('accountType'));
    if (!answer.success) {
      setError(ACCOUNT_TYPE_REQUIRED);
      return;
    }
    setError(undefined);
    setFailure(undefined);
    setIsPending(true);
    try {
      onAnswered((await updateAccountType({ accountType: answer.data })).user);
    } catch (caught) {
      setError(fieldErrors(caught).accountType);
      setFailure((caught as Error).message);
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <CardTitle as="h1">Who are you?</CardTitle>
        <CardDescription>Acclaim starts you where your work is: your own petition, or your firm’s clients.</CardDescription>
      </CardHeader>
      <CardContent>
        <FormWithError onSubmit={(event) => void handleSubmit(event)} error={!error && failure} noValidate>
          <AccountTypeChoice idPrefix="onboarding-account-type" legend="I am preparing petitions as" error={error} />
          <Button type="submit" disabled={isPending}>
            {isPending ? 'Saving...' : 'Continue'}
          </Button>
        </FormWithError>
      </CardContent>
    </Card>
  );
}
