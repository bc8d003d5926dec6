import * as React from 'react';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { ZDeleteAccountRequest, type TAccountOverview } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { formLevelServerError, submitContractForm, useContractForm } from '@/lib/forms/use-contract-form';
import { useDeleteAccount } from '../api/delete-account';
import { FormWithError } from '@/components/ui/form-with-error';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function WhatHappens({ account }: { account: TAccountOverview }) {
  const { cases, documents, conversations } = account.counts;
  return (
    <div className="grid gap-4 text-sm md:grid-cols-2">
      <div className="space-y-2">
        <h3 className="font-semibold">Deleted for good</h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>Your profile and sign-in: password, linked Google sign-in, and every session on every device</li>
          <li>
            {count(cases, 'case', 'cases')} with everything in {cases === 1 ? 'it' : 'them'}: setup answers, evidence, assessments, petition and recommendation
            letters with their versions, forms, the filing checklist and filing packages
          </li>
          <li>{count(documents, 'uploaded document', 'uploaded documents')}, files included</li>
          <li>{count(conversations, 'chat conversation', 'chat conversations')}</li>
          <li>
            Your subscription and refund requests
            {account.hasLiveSubscription ? '; your paid plan is canceled at the payment provider at once, so you are not charged again' : ''}
          </li>
        </ul>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">Kept, without your account</h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>The record of payments, refunds and plan changes, kept for our accounting and tax records. It is no longer linked to you.</li>
          <li>Messages you sent us through the contact form stay with our support team.</li>
        </ul>
        {account.hasLiveSubscription && (
          <p className="text-muted-foreground">
            The period you already paid for is not refunded. If you are within the money-back guarantee, ask for it on the{' '}
            <Link to={paths.billing} className="font-medium text-primary underline underline-offset-2">
              Billing
            </Link>{' '}
            page first.
          </p>
        )}
      </div>
    </div>
  );
}

/** The contract leaves the server to decide which confirmation the account needs; the form asks for the one it knows. */
const confirmedWith = (field: 'password' | 'email', message: string) =>
  ZDeleteAccountRequest.refine((request) => Boolean(request[field]?.trim()), { message, path: [field] });
const CONFIRMATION = {
  password: confirmedWith('password', 'Enter your current password.'),
  email: confirmedWith('email', 'Type your email address to confirm.'),
};

function ConfirmDeleteForm({ account, onDeleted }: { account: TAccountOverview; onDeleted: () => void }) {
  const remove = useDeleteAccount();
  const field = account.hasPassword ? 'password' : 'email';
  const form = useContractForm(CONFIRMATION[field], { defaultValues: { [field]: '' } });
  const { errors, isSubmitting } = form.formState;
  const error = errors[field]?.message;

  // A refusal shows beside the field when the server names it, above the form otherwise.
  const onSubmit = submitContractForm(form, async (request) => {
    await remove.mutateAsync(request);
    onDeleted();
  });

  return (
    <FormWithError onSubmit={onSubmit} noValidate error={formLevelServerError(form)}>
      {account.hasPassword ? (
        <FormField id="delete-password" label="Your password" error={error}>
          {(props) => <Input {...props} {...form.register('password')} type="password" autoComplete="current-password" />}
        </FormField>
      ) : (
        <FormField id="delete-email" label={`Type ${account.email} to confirm`} error={error}>
          {(props) => <Input {...props} {...form.register('email')} type="email" autoComplete="off" />}
        </FormField>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isSubmitting}>
            Keep my account
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? 'Deleting…' : 'Delete my account'}
        </Button>
      </DialogFooter>
    </FormWithError>
  );
}

/** The danger zone: what deleting removes and what is kept, then a dialog that asks for the password (or the email). */
export function DeleteAccountSection({ account, onDeleted }: { account: TAccountOverview; onDeleted: () => void }) {
  const [isOpen, setIsOpen] = React.useState(false);
  return (
    <section aria-labelledby="delete-title">
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle id="delete-title" className="text-destructive">
            Delete account
          </CardTitle>
          <CardDescription>This cannot be undone. Export your data first if you may want it later.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <WhatHappens account={account} />
          {account.isLastSuperAdmin ? (
            <Alert variant="warning" role="status">
              <TriangleAlert aria-hidden="true" />
              <p>
                You are the only super admin. Give the SUPER_ADMIN role to someone else before deleting your account, so the admin area is never left without
                one.
              </p>
            </Alert>
          ) : (
            <Dialog open={isOpen} onOpenChange={setIsOpen}>
              <Button variant="destructive" onClick={() => setIsOpen(true)}>
                Delete my account…
              </Button>
              <DialogContent
                title="Delete your account for good?"
                description={`Your cases, documents, letters and chats are deleted at once${account.hasLiveSubscription ? ', your paid plan ends' : ''}, and ${account.email} can no longer sign in. This cannot be undone.`}
              >
                <ConfirmDeleteForm account={account} onDeleted={onDeleted} />
              </DialogContent>
            </Dialog>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
