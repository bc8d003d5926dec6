import * as React from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Input } from './input';

/**
 * A search field with its magnifier. `hiddenLabel` names it for screen readers where the page shows no label;
 * otherwise give it an `id` and a visible <Label htmlFor>.
 */
export function SearchInput({ hiddenLabel, className, id, ...props }: Omit<React.ComponentProps<'input'>, 'type'> & { hiddenLabel?: string }) {
  const ownId = React.useId();
  const inputId = id ?? ownId;
  return (
    <div className={cn('relative', className)}>
      {hiddenLabel && (
        <label htmlFor={inputId} className="sr-only">
          {hiddenLabel}
        </label>
      )}
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input {...props} id={inputId} type="search" className="pl-9" />
    </div>
  );
}
