import { UserRound } from 'lucide-react';
import type { AssessmentInputDraft } from '@acclaim/domain/assessment';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEvidenceDate } from '@/lib/format';

/** Who the sample is: a fictional person, said plainly. */
export function DemoProfileCard({ profile }: { profile: AssessmentInputDraft['profile'] }) {
  const facts = [
    { label: 'Field', value: profile.fieldOfEndeavor },
    { label: 'Role', value: [profile.currentRole, profile.employer].filter(Boolean).join(', ') },
    { label: 'Highest degree', value: profile.highestDegree },
    { label: 'Experience', value: profile.yearsOfExperience != null ? `${profile.yearsOfExperience} years` : null },
    { label: 'Intended filing date', value: profile.intendedFilingDate ? formatEvidenceDate(profile.intendedFilingDate) : null },
  ].filter((fact) => fact.value);
  return (
    <Card id="demo-profile">
      <CardHeader className="pb-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-warning">Fictional sample profile</p>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" /> {profile.fullName}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="space-y-2 text-sm">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs text-muted-foreground">{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {profile.proposedEndeavor && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-primary">Proposed endeavor</summary>
            <p className="mt-2 text-muted-foreground">{profile.proposedEndeavor}</p>
          </details>
        )}
        <p className="text-xs text-muted-foreground">Not a real person: the name, papers, awards and letters are made up to show how an assessment reads.</p>
      </CardContent>
    </Card>
  );
}
