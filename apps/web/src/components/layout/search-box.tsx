import * as React from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The header's search field: submits to /search?q=. */
export function SearchBox({ className, onSearch, defaultValue = '' }: { className?: string; onSearch?: () => void; defaultValue?: string }) {
  const navigate = useNavigate();
  const id = React.useId();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!query) return;
    onSearch?.();
    navigate(`${paths.search}?q=${encodeURIComponent(query)}`);
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search articles and help
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Search"
        className="h-9 w-full rounded-md border border-input bg-background pl-9 pr-3 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      />
    </form>
  );
}
