import * as React from 'react';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { RedFlag } from '@acclaim/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { SEVERITY_LABELS, SEVERITY_TONE } from '../labels';
import { EvidenceLink } from './evidence-link';
import { AuthorityNames } from './legal-basis';

const ORDER = { high: 0, medium: 1, low: 2 } as const;

/** What an officer would question first: pay-to-enter awards, predatory venues, evidence after filing… */
export function RedFlags({
  flags,
  evidenceById,
  evidenceHref,
}: {
  flags: readonly RedFlag[];
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
}) {
  const sorted = [...flags].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <ShieldAlert className="size-5 text-warning" aria-hidden="true" /> Red flags
        </CardTitle>
        <CardDescription>Evidence an officer is likely to question. Fix or drop these before filing.</CardDescription>
      </CardHeader>
      <CardContent>
        {sorted.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheck className="size-4 text-success" aria-hidden="true" /> None found in the accepted evidence.
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {sorted.map((flag, index) => (
              <FlagItem key={`${flag.code}-${index}`} flag={flag} evidenceById={evidenceById} evidenceHref={evidenceHref} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Items named under a flag before the rest fold away (one flag can name every unverified paper). */
const PREVIEW = 3;

function FlagItem({ flag, evidenceById, evidenceHref }: { flag: RedFlag; evidenceById: ReadonlyMap<string, EvidenceRef>; evidenceHref?: EvidenceHref }) {
  const [isShowingAll, setIsShowingAll] = React.useState(false);
  const items = flag.evidenceIds.map((id) => evidenceById.get(id)).filter((item): item is EvidenceRef => Boolean(item));
  const shown = isShowingAll ? items : items.slice(0, PREVIEW);
  return (
    <li className="space-y-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start gap-2">
        <Badge tone={SEVERITY_TONE[flag.severity]}>
          {SEVERITY_LABELS[flag.severity]}
          <span className="sr-only"> severity</span>
        </Badge>
        <p className="min-w-0 flex-1 text-sm">{flag.text}</p>
      </div>
      {shown.length > 0 && (
        <ul className="space-y-1 text-sm">
          {shown.map((item) => (
            <li key={item.id}>
              <EvidenceLink item={item} href={evidenceHref} />
            </li>
          ))}
        </ul>
      )}
      {items.length > shown.length && (
        <div>
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setIsShowingAll(true)}>
            Show {items.length - shown.length} more
          </Button>
        </div>
      )}
      <AuthorityNames ids={flag.authorityIds} />
    </li>
  );
}
