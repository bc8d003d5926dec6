import type { TEvidenceItem } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { IdentityFlag } from './identity-flag';
import { identityFinding, isFlagged } from './identity-text';

/**
 * On an evidence card: a suggestion read from a document that names someone else says it is not counted (the
 * document's row carries the confirmation); an item typed by hand that names someone else carries its own flag.
 */
export function EvidenceIdentityBadge({ caseId, item, isCompact = false }: { caseId: string; item: TEvidenceItem; isCompact?: boolean }) {
  const identity = item.identity;
  if (!identity || !isFlagged(identity)) return null;
  // On a one-line suggestion: the mark alone, the reason for a screen reader and on hover.
  if (isCompact) {
    return identity.isCounted ? null : (
      <Badge tone="warning" title={identityFinding(identity)}>
        Not counted<span className="sr-only">: {identityFinding(identity)}</span>
      </Badge>
    );
  }
  if (identity.source === 'item') return <IdentityFlag caseId={caseId} target={{ kind: 'evidence', id: item.id }} name={item.title} identity={identity} />;
  if (identity.isCounted) return <Badge tone="neutral">Its document was confirmed as belonging</Badge>;
  return (
    <p className="text-xs text-warning">
      <Badge tone="warning" className="mr-1.5">
        Not counted
      </Badge>
      {identityFinding(identity)}: its document must be confirmed as belonging first (on the Documents tab).
    </p>
  );
}
