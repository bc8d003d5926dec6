import { toast } from '@/components/ui/toast';
import { ZUpdateFirmRequest, type TFirm } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formLevelServerError, submitContractForm, useContractForm } from '@/lib/forms/use-contract-form';
import { useUpdateFirm } from '../api/update-firm';
import { FormWithError } from '@/components/ui/form-with-error';

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

const savedProfile = (firm: TFirm) => Object.fromEntries(FIELDS.map(({ name }) => [name, firm[name] ?? '']));

/** Name, address and contact details: what letterheads and Form G-28 print. Only the owner changes them. */
export function FirmProfileSection({ firm, canEdit }: { firm: TFirm; canEdit: boolean }) {
  const update = useUpdateFirm();
  const form = useContractForm(ZUpdateFirmRequest, { defaultValues: savedProfile(firm) });
  const { errors, isSubmitting } = form.formState;
  const error = formLevelServerError(form);

  const onSubmit = submitContractForm(form, async (profile) => {
    await update.mutateAsync(profile);
    toast.success('Firm details saved', { description: 'New letterheads and forms use them from now on.' });
  });

  return (
    <section aria-labelledby="firm-profile-title">
      <Card>
        <CardHeader>
          <CardTitle id="firm-profile-title">Firm profile</CardTitle>
          <CardDescription>Used on your letterheads and on Form G-28.{!canEdit && ' Only the firm’s owner can change these details.'}</CardDescription>
        </CardHeader>
        <CardContent>
          <FormWithError onSubmit={onSubmit} noValidate error={error}>
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map(({ name, label, autoComplete, type, wide, maxLength }) => (
                <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
                  <FormField id={`firm-${name}`} label={label} error={errors[name]?.message}>
                    {(field) => <Input {...field} {...form.register(name)} type={type} autoComplete={autoComplete} maxLength={maxLength} readOnly={!canEdit} />}
                  </FormField>
                </div>
              ))}
            </div>
            {canEdit && (
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Save firm details'}
              </Button>
            )}
          </FormWithError>
        </CardContent>
      </Card>
    </section>
  );
}
