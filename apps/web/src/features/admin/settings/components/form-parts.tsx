import * as React from 'react';
import { CircleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';

/** An on/off setting: the switch beside its name, with what it does read along with it. */
export function SwitchField({
  id,
  label,
  description,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  description: React.ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-description`} />
    </div>
  );
}

/** A refusal that names no field (a role too low, a lost connection), shown above the form's buttons. */
export function FormError({ error }: { error: Error | null }) {
  if (!error || (error instanceof ApiError && error.fields && Object.keys(error.fields).length)) return null;
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <p>{error.message}</p>
    </Alert>
  );
}

export function SaveButton({ isPending, children }: { isPending: boolean; children: string }) {
  return (
    <Button type="submit" disabled={isPending}>
      {isPending ? 'Saving…' : children}
    </Button>
  );
}

/** "182/280": how much room is left in a limited field. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
      {length}/{max}
    </span>
  );
}
