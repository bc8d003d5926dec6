import * as React from 'react';
import type { TDocument } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { EVIDENCE_TYPE_LABELS } from '../labels';
import type { EvidenceTypeGroup } from './evidence-groups';
import { EvidenceItemCard, evidenceItemProps, type EvidenceListSelection } from './evidence-item-card';

/** Long groups (a CV can list a hundred papers) show their first items until asked for the rest. */
const GROUP_PREVIEW = 10;

/** Accepted, rejected or all evidence, one section per kind. */
export function EvidenceTypeGroups({
  caseId,
  groups,
  documents,
  isGroupExpanded,
  onExpandGroup,
  ...selection
}: Omit<EvidenceListSelection, 'documentsById'> & {
  caseId: string;
  groups: EvidenceTypeGroup[];
  documents: TDocument[];
  isGroupExpanded: (type: string) => boolean;
  onExpandGroup: (type: string) => void;
}) {
  const documentsById = React.useMemo(() => new Map(documents.map((document) => [document.id, document])), [documents]);

  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`evidence-group-${group.type}`} className="space-y-3">
          <h3 id={`evidence-group-${group.type}`} className="text-sm font-semibold text-muted-foreground">
            {EVIDENCE_TYPE_LABELS[group.type].group} <span className="font-normal">({group.items.length})</span>
          </h3>
          <ul className="space-y-3">
            {(isGroupExpanded(group.type) ? group.items : group.items.slice(0, GROUP_PREVIEW)).map((item) => (
              <EvidenceItemCard key={item.id} {...evidenceItemProps(caseId, item, { ...selection, documentsById })} />
            ))}
          </ul>
          {group.items.length > GROUP_PREVIEW && !isGroupExpanded(group.type) && (
            <Button variant="outline" size="sm" onClick={() => onExpandGroup(group.type)}>
              Show all {group.items.length} {EVIDENCE_TYPE_LABELS[group.type].group.toLowerCase()}
            </Button>
          )}
        </section>
      ))}
    </div>
  );
}
