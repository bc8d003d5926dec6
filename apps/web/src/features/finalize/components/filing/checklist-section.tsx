import type { TChecklistItem } from '@acclaim/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useFilingChecklist } from '../../api/get-filing-checklist';
import { FinalizeSection } from '../finalize-section';
import { ChecklistItemRow } from './checklist-item-row';
import { ChecklistSummary } from './checklist-summary';
import { GROUP_LABELS } from './checklist-labels';

const GROUPS: TChecklistItem['group'][] = ['forms', 'personal', 'letters', 'evidence'];

/** The "Filing checklist" section of /finalize: everything a complete filing needs, checked against the case. */
export function ChecklistSection({ caseId }: { caseId: string }) {
  const checklist = useFilingChecklist(caseId);

  return (
    <FinalizeSection id="checklist" title="Filing checklist" lead="Everything a complete I-140 filing needs, checked against your case as it is now.">
      {checklist.isPending ? (
        <ListSkeleton label="Checking what your filing needs" rows={4} />
      ) : checklist.isError ? (
        <QueryLoadError title="The filing checklist could not be loaded." query={checklist} />
      ) : (
        <Card>
          <CardContent className="space-y-8 pt-6">
            <ChecklistSummary checklist={checklist.data} />
            {GROUPS.map((group) => {
              const items = checklist.data.items.filter((item) => item.group === group);
              if (!items.length) return null;
              return (
                <div key={group} className="space-y-3">
                  <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{GROUP_LABELS[group]}</h3>
                  <ul className="space-y-3">
                    {items.map((item) => (
                      <ChecklistItemRow key={item.id} caseId={caseId} item={item} />
                    ))}
                  </ul>
                </div>
              );
            })}
          </CardContent>
        </Card>
      )}
    </FinalizeSection>
  );
}
