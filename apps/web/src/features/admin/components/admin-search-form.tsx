import * as React from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * An admin list's search box: the words are sent on submit, not on every key, so the list is not reloaded while
 * someone types. Blank searches clear the filter.
 */
export function AdminSearchForm({
  id,
  label,
  formLabel,
  initial,
  onSearch,
}: {
  id: string;
  label: string;
  /** The landmark's name, when the box's label does not say what is searched. */
  formLabel?: string;
  initial: string;
  onSearch: (q: string | undefined) => void;
}) {
  const [search, setSearch] = React.useState(initial);
  return (
    <form
      role="search"
      aria-label={formLabel}
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim() || undefined);
      }}
    >
      <div className="flex-1 space-y-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name or email" />
      </div>
      <Button type="submit" variant="outline" className="self-end">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
