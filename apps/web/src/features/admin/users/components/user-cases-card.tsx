import type { TAdminUserCase } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDateTime } from '@/lib/format';
import { PETITION_TYPE_LABELS } from '../../labels';

/** The account's cases with how far each has come (the same four-area progress the user sees). */
export function UserCasesCard({ cases }: { cases: TAdminUserCase[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cases</CardTitle>
      </CardHeader>
      <CardContent>
        {cases.length === 0 ? (
          <p className="text-sm text-muted-foreground">No cases yet.</p>
        ) : (
          <ul className="divide-y divide-border">
            {cases.map((item) => (
              <li key={item.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium">{item.title}</h3>
                  <Badge>{PETITION_TYPE_LABELS[item.petitionType]}</Badge>
                  {item.isActive && <Badge tone="info">Active case</Badge>}
                </div>
                <ProgressBar value={item.progress.overall} label={`Progress of ${item.title}`} />
                <p className="text-xs text-muted-foreground">
                  {Math.round(item.progress.overall)}% overall · eligibility {Math.round(item.progress.eligibility)}% · documents{' '}
                  {Math.round(item.progress.documents)}% · forms {Math.round(item.progress.forms)}% · petition {Math.round(item.progress.petition)}% ·{' '}
                  {item.documentCount} {item.documentCount === 1 ? 'document' : 'documents'} · updated {formatDateTime(item.updatedAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
