import { Link } from 'react-router';
import { VerificationBadge } from '@/components/ui/verification-badge';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';

/** An evidence item's title, linked to where it can be opened, with its exhibit and verification state. */
export function EvidenceLink({ item, href, showBadge = true, isInline = false }: { item: EvidenceRef; href?: EvidenceHref; showBadge?: boolean; isInline?: boolean }) {
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
    <span className="inline-flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      {item.exhibit && <span className="font-mono text-xs text-muted-foreground">{item.exhibit}</span>}
      {to ? (
        <Link to={to} className="min-w-0 break-words font-medium text-primary underline-offset-2 hover:underline">
          {item.title}
        </Link>
      ) : (
        <span className="min-w-0 break-words font-medium">{item.title}</span>
      )}
      {/* Verification is about publications; other kinds are not checked against scholarly records. */}
      {showBadge && (isPublication || item.verification !== 'unverified') && <VerificationBadge state={item.verification} />}
    </span>
  );
}
