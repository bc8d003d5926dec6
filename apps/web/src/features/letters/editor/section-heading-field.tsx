import * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The section's heading as it is edited; a section needs one. */
export function SectionHeadingField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = React.useId();
  const isEmpty = !value.trim();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Section heading</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={300}
        aria-invalid={isEmpty || undefined}
        className="font-serif font-semibold"
      />
      {isEmpty && <p className="text-sm text-destructive">A section needs a heading.</p>}
    </div>
  );
}
