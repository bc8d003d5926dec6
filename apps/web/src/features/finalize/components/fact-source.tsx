import type { TNoteRef } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { refLabel } from '../format';

/** Where a form fact comes from in the legal notes, and "Unconfirmed" when the sources conflict or are unsure. */
export function FactSource({ source, className }: { source: TNoteRef; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground [overflow-wrap:anywhere]', className)}>
      <span>
        <span className="sr-only">Source:</span> {refLabel(source)}
      </span>
      {source.isUncertain && <Badge tone="warning">Unconfirmed — check the live form</Badge>}
    </p>
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
