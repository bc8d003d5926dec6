import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { ZUpdateFirmRequest, type TFirm } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrors } from '@/lib/api-client';
import { useUpdateFirm } from '../api/update-firm';
import { firstIssueByField, formLevelError } from '../form-errors';

type ProfileField = 'name' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'phone' | 'email' | 'website';

const FIELDS: readonly { name: ProfileField; label: string; autoComplete: string; type?: string; wide?: boolean; maxLength: number }[] = [
  { name: 'name', label: 'Firm name', autoComplete: 'organization', wide: true, maxLength: 120 },
  { name: 'addressLine1', label: 'Street address', autoComplete: 'address-line1', wide: true, maxLength: 200 },
  { name: 'addressLine2', label: 'Suite or floor', autoComplete: 'address-line2', wide: true, maxLength: 200 },
  { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 100 },
  { name: 'state', label: 'State', autoComplete: 'address-level1', maxLength: 100 },
  { name: 'postalCode', label: 'ZIP code', autoComplete: 'postal-code', maxLength: 20 },
  { name: 'country', label: 'Country', autoComplete: 'country-name', maxLength: 100 },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', maxLength: 40 },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', maxLength: 254 },
  { name: 'website', label: 'Website', autoComplete: 'url', type: 'url', wide: true, maxLength: 300 },
];

/** Name, address and contact details: what letterheads and Form G-28 print. Only the owner changes them. */
export function FirmProfileSection({ firm, canEdit }: { firm: TFirm; canEdit: boolean }) {
  const update = useUpdateFirm();
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZUpdateFirmRequest.safeParse(Object.fromEntries(FIELDS.map(({ name }) => [name, String(form.get(name) ?? '')])));
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast.success('Firm details saved', { description: 'New letterheads and forms use them from now on.' }),
      onError: (failure) => setErrors(fieldErrors(failure)),
    });
  }

  return (
    <section aria-labelledby="firm-profile-title">
      <Card>
        <CardHeader>
          <CardTitle id="firm-profile-title">Firm profile</CardTitle>
          <CardDescription>Used on your letterheads and on Form G-28.{!canEdit && ' Only the firm’s owner can change these details.'}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={handleSubmit} className="space-y-4" noValidate>
            {formLevelError(update.error) && (
              <Alert variant="destructive" role="alert">
                {formLevelError(update.error)}
              </Alert>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map(({ name, label, autoComplete, type, wide, maxLength }) => (
                <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
                  <FormField id={`firm-${name}`} label={label} error={errors[name]}>
                    {(field) => (
                      <Input
                        {...field}
                        name={name}
                        type={type}
                        autoComplete={autoComplete}
                        maxLength={maxLength}
                        defaultValue={firm[name] ?? ''}
                        readOnly={!canEdit}
                      />
                    )}
                  </FormField>
                </div>
              ))}
            </div>
            {canEdit && (
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving…' : 'Save firm details'}
              </Button>
            )}
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
