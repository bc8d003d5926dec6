import { Link } from 'react-router';
import { ArrowDownRight, ArrowUpRight, ChevronRight, CircleCheck, ClipboardCheck, Lock } from 'lucide-react';
import type { TLetterCheck, TLetterCheckIssue } from '@acclaim/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { groupIssuesByKind } from '../check-issues';
import { ISSUE_LABELS } from '../labels';

/** Findings fixed among the documents (confirm or remove one, upload what proves a fact), not in the letter's text. */
const FIXED_IN_DOCUMENTS: ReadonlySet<TLetterCheckIssue['kind']> = new Set(['exhibit-identity-unconfirmed', 'cv-only-section']);

function IssueItem({ issue, isInPreview, onGoToSection }: { issue: TLetterCheckIssue; isInPreview: boolean; onGoToSection: (sectionId: string) => void }) {
  const isSentence = issue.kind === 'unsupported-sentence' || issue.kind === 'citation-outside-library';
  return (
    <li className="space-y-1.5 py-3 first:pt-0 last:pb-0">
      <p className="text-sm">{issue.message}</p>
      {issue.text && isSentence && <blockquote className="border-l-2 border-warning/40 pl-3 font-serif text-sm text-muted-foreground">{issue.text}</blockquote>}
      {FIXED_IN_DOCUMENTS.has(issue.kind) && (
        <Link to={paths.documents} className="mr-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline">
          <ArrowUpRight className="size-4" aria-hidden="true" />
          Go to documents
        </Link>
      )}
      {issue.sectionId &&
        issue.sectionHeading &&
        (isInPreview ? (
          <button
            type="button"
            onClick={() => onGoToSection(issue.sectionId!)}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline"
          >
            <ArrowDownRight className="size-4" aria-hidden="true" />
            Go to “{issue.sectionHeading}”
          </button>
        ) : (
          <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <Lock className="size-3.5" aria-hidden="true" /> In “{issue.sectionHeading}”, past your plan’s pages
          </p>
        ))}
    </li>
  );
}

/**
 * The filing check of the version shown: what the letter rests on (factual statements, citations, exhibits) and
 * what to fix before filing, grouped by kind, each with a way to the section it is in. "Clean" when nothing is found.
 */
export function FilingCheckPanel({
  check,
  visibleSectionIds,
  onGoToSection,
}: {
  check: TLetterCheck;
  visibleSectionIds: ReadonlySet<string>;
  onGoToSection: (sectionId: string) => void;
}) {
  const groups = groupIssuesByKind(check.issues);
  const stats = [
    { label: 'Factual statements', value: check.factualSentences },
    { label: 'Citations', value: check.citations },
    { label: 'Exhibits cited', value: check.exhibitsCited },
  ];
  return (
    <section aria-labelledby="filing-check-title">
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle id="filing-check-title" className="flex items-center gap-2">
              <ClipboardCheck className="size-5 text-primary" aria-hidden="true" /> Filing check
            </CardTitle>
            <CardDescription>Version {check.version}, checked against your exhibits and verified figures as they are now.</CardDescription>
          </div>
          {check.isClean ? (
            <Badge tone="success" className="text-sm">
              <CircleCheck aria-hidden="true" /> Clean
            </Badge>
          ) : (
            <Badge tone="warning" className="text-sm">
              {check.issues.length} {check.issues.length === 1 ? 'thing' : 'things'} to fix
            </Badge>
          )}
        </CardHeader>
        <CardContent className="space-y-5">
          <dl className="grid grid-cols-3 gap-2 sm:gap-3">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-md border border-border bg-surface px-3 py-2.5">
                <dt className="text-xs text-muted-foreground">{stat.label}</dt>
                <dd className="text-xl font-semibold tabular-nums">{stat.value.toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
          {check.isClean ? (
            <p className="flex gap-2 text-sm text-success">
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Every factual statement rests on an exhibit, every exhibit is cited, and every citation comes from the library.
            </p>
          ) : (
            <div className="divide-y divide-border rounded-md border border-border">
              {groups.map((group) => (
                <details key={group.kind} className="group/issue">
                  <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium hover:bg-muted [&::-webkit-details-marker]:hidden">
                    <ChevronRight className="size-4 shrink-0 text-muted-foreground transition-transform group-open/issue:rotate-90" aria-hidden="true" />
                    <span className="flex-1">{ISSUE_LABELS[group.kind].title}</span>
                    <Badge tone="warning">{group.issues.length}</Badge>
                  </summary>
                  <div className="space-y-3 px-4 pb-4 pl-10">
                    <p className="text-sm text-muted-foreground">{ISSUE_LABELS[group.kind].hint}</p>
                    <ul className="divide-y divide-border">
                      {group.issues.map((issue, i) => (
                        <IssueItem
                          key={i}
                          issue={issue}
                          isInPreview={Boolean(issue.sectionId && visibleSectionIds.has(issue.sectionId))}
                          onGoToSection={onGoToSection}
                        />
                      ))}
                    </ul>
                  </div>
                </details>
              ))}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
