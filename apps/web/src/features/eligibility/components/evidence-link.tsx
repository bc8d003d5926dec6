import { Link } from 'react-router';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { cn } from '@/lib/utils';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';

/**
 * An evidence item's title, linked to where it can be opened, with its exhibit and verification state. `isOneLine`
 * keeps a long list to one line per item: the title is cut visually, its full text stays the link's name.
 */
export function EvidenceLink({
  item,
  href,
  showBadge = true,
  isInline = false,
  isOneLine = false,
}: {
  item: EvidenceRef;
  href?: EvidenceHref;
  showBadge?: boolean;
  isInline?: boolean;
  isOneLine?: boolean;
}) {
  const to = href?.(item);
  const isPublication = item.type === 'publication';
  if (isInline) {
    // Inside a sentence ("Based on: …"): plain text flow, so a list of names wraps like prose.
    return (
      <span>
        {item.exhibit && <span className="font-mono">{item.exhibit} </span>}
        {to ? (
          <Link to={to} className="text-primary underline-offset-2 hover:underline">
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </span>
    );
  }
  return (
    <span className={isOneLine ? 'flex min-w-0 items-center gap-x-2' : 'inline-flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1'}>
      {item.exhibit && <span className="shrink-0 font-mono text-xs text-muted-foreground">{item.exhibit}</span>}
      {to ? (
        <Link
          to={to}
          title={isOneLine ? item.title : undefined}
          className={cn('min-w-0 font-medium text-primary underline-offset-2 hover:underline', isOneLine ? 'truncate' : 'break-words')}
        >
          {item.title}
        </Link>
      ) : (
        <span title={isOneLine ? item.title : undefined} className={cn('min-w-0 font-medium', isOneLine ? 'truncate' : 'break-words')}>
          {item.title}
        </span>
      )}
      {/* Verification is about publications; other kinds are not checked against scholarly records. */}
      {showBadge && (isPublication || item.verification !== 'unverified') && <VerificationBadge state={item.verification} className="shrink-0" />}
    </span>
  );
}
