import * as React from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { ImageOff, Upload } from 'lucide-react';
import type { TFirm } from '@acclaim/contracts';
import { BRAND_COLOR_PATTERN } from '@acclaim/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { fieldErrors } from '@/lib/api-client';
import { useRemoveFirmLogo } from '../api/remove-firm-logo';
import { useUpdateFirm } from '../api/update-firm';
import { logoFileProblem, useUploadFirmLogo } from '../api/upload-firm-logo';
import { BrandPreview } from './brand-preview';

function ColourField({ firm, canEdit, color, onColorChange }: { firm: TFirm; canEdit: boolean; color: string; onColorChange: (color: string) => void }) {
  const update = useUpdateFirm();
  const error = update.error ? (fieldErrors(update.error).primaryColor ?? update.error.message) : undefined;
  const isUnchanged = color.trim().toLowerCase() === firm.primaryColor.toLowerCase();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server judges the colour (format, and contrast with white text) and says why it refuses one.
    update.mutate({ primaryColor: color.trim() }, { onSuccess: () => toast.success('Colour saved', { description: 'Your clients’ portal wears it now.' }) });
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-2" noValidate>
      <Label htmlFor="firm-color-hex">Brand colour</Label>
      <p id="firm-color-description" className="text-xs text-muted-foreground">
        Buttons and links of the portal. It must be dark enough for white text to be read on it.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="color"
          aria-label="Pick the brand colour"
          value={BRAND_COLOR_PATTERN.test(color) ? color.toLowerCase() : firm.primaryColor}
          onChange={(event) => onColorChange(event.target.value)}
          disabled={!canEdit}
          className="h-10 w-14 cursor-pointer rounded-md border border-input bg-background p-1 disabled:cursor-not-allowed"
        />
        <Input
          id="firm-color-hex"
          value={color}
          onChange={(event) => onColorChange(event.target.value)}
          readOnly={!canEdit}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="w-32 font-mono"
          aria-describedby={error ? 'firm-color-description firm-color-error' : 'firm-color-description'}
          aria-invalid={error ? true : undefined}
        />
        {canEdit && (
          <Button type="submit" variant="outline" disabled={update.isPending || isUnchanged}>
            {update.isPending ? 'Saving…' : 'Save colour'}
          </Button>
        )}
      </div>
      {error && (
        <p id="firm-color-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

function LogoField({ firm, canEdit }: { firm: TFirm; canEdit: boolean }) {
  const upload = useUploadFirmLogo();
  const remove = useRemoveFirmLogo();
  const fileInput = React.useRef<HTMLInputElement>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [isConfirming, setIsConfirming] = React.useState(false);

  function handleFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    const found = logoFileProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate(file, {
      onSuccess: () => toast.success('Logo uploaded'),
      onError: (error) => setProblem(error.message),
    });
  }

  function handleRemove() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        toast.success('Logo removed');
      },
      onError: (error) => {
        setIsConfirming(false);
        setProblem(error.message);
      },
    });
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Logo</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-16 w-40 items-center justify-center overflow-hidden rounded-md border border-border bg-muted p-2">
          {firm.logoUrl ? (
            <img src={firm.logoUrl} alt={`${firm.name} logo`} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <ImageOff className="size-4" aria-hidden="true" /> No logo
            </span>
          )}
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <input ref={fileInput} type="file" accept="image/png,image/jpeg" aria-label="Logo file" className="hidden" onChange={handleFile} />
            <Button type="button" variant="outline" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
              <Upload aria-hidden="true" />
              {upload.isPending ? 'Uploading…' : firm.logoUrl ? 'Replace logo' : 'Upload logo'}
            </Button>
            {firm.logoUrl && (
              <Button type="button" variant="ghost" onClick={() => setIsConfirming(true)}>
                Remove logo
              </Button>
            )}
          </div>
        )}
      </div>
      <p className="text-xs text-muted-foreground">PNG or JPEG, up to 1 MB. A wide logo on a transparent background looks best.</p>
      {problem && (
        <Alert variant="destructive" role="alert">
          {problem}
        </Alert>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Remove the logo?"
        description="The portal, emails and letterheads show the firm’s name alone until you upload another."
        confirmLabel="Remove logo"
        pendingLabel="Removing…"
        isPending={remove.isPending}
        onConfirm={handleRemove}
      />
    </div>
  );
}

function WhiteLabelField({ firm, canEdit }: { firm: TFirm; canEdit: boolean }) {
  const update = useUpdateFirm();
  function handleChange(checked: boolean) {
    update.mutate(
      { hideAcclaimBranding: checked },
      {
        onSuccess: () => toast.success(checked ? 'Acclaim branding hidden' : 'Acclaim branding shown'),
        onError: (error) => toast.error('The setting was not saved', { description: error.message }),
      },
    );
  }
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <Switch
          id="firm-white-label"
          checked={firm.whiteLabel && firm.hideAcclaimBranding}
          onCheckedChange={handleChange}
          disabled={!canEdit || !firm.whiteLabel || update.isPending}
          aria-describedby="firm-white-label-note"
        />
        <Label htmlFor="firm-white-label">Hide Acclaim branding (white label)</Label>
      </div>
      <p id="firm-white-label-note" className="text-xs text-muted-foreground">
        {firm.whiteLabel ? (
          'Your clients see only your firm’s name and logo in the portal and in emails.'
        ) : (
          <>
            White label is part of the Attorney plan.{' '}
            <Link to={paths.billingPlan('ATTORNEY')} className="font-medium text-primary underline underline-offset-2">
              See the Attorney plan
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

/** Colour, logo and white label: how the client's portal, emails and exports look. */
export function FirmBrandingSection({ firm, canEdit }: { firm: TFirm; canEdit: boolean }) {
  const [color, setColor] = React.useState(firm.primaryColor);
  return (
    <section aria-labelledby="firm-branding-title">
      <Card>
        <CardHeader>
          <CardTitle id="firm-branding-title">Branding</CardTitle>
          <CardDescription>How your clients’ portal, their emails and your exports look.{!canEdit && ' Only the firm’s owner can change it.'}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-6">
            <ColourField firm={firm} canEdit={canEdit} color={color} onColorChange={setColor} />
            <LogoField firm={firm} canEdit={canEdit} />
            <WhiteLabelField firm={firm} canEdit={canEdit} />
          </div>
          <BrandPreview
            firmName={firm.name}
            logoUrl={firm.logoUrl}
            color={BRAND_COLOR_PATTERN.test(color) ? color : firm.primaryColor}
            hideAcclaimBranding={firm.whiteLabel && firm.hideAcclaimBranding}
          />
        </CardContent>
      </Card>
    </section>
  );
}
