import type { TNoteRef } from '@acclaim/contracts';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/format';
import { refLabel } from '../format';

/**
 * Where a form fact comes from: the official page, linked, with the date it was checked. When the project cannot
 * confirm the fact, one plain sentence says where the user should check it.
 */
export function FactSource({ source, className }: { source: TNoteRef; className?: string }) {
  return (
    <div className={cn('space-y-1 text-xs text-muted-foreground [overflow-wrap:anywhere]', className)}>
      <p>
        <span className="sr-only">Source:</span>{' '}
        {source.official ? (
          <>
            <a href={source.official.url} target="_blank" rel="noreferrer" className="underline underline-offset-2 hover:text-foreground">
              {source.official.name}
            </a>
            , as of {formatDate(source.official.asOf)}
          </>
        ) : (
          refLabel(source)
        )}
      </p>
      {source.isUncertain && <p className="text-warning">{source.checkNote ?? 'Check this on the official page before you file.'}</p>}
    </div>
  );
}

/** A fact with its source underneath. */
export function FactItem({ text, source }: { text: string; source: TNoteRef }) {
  return (
    <li className="space-y-1">
      <p className="text-sm">{text}</p>
      <FactSource source={source} />
    </li>
  );
}
