import * as React from 'react';
import { Link } from 'react-router';
import { ArrowRight, Sparkles } from 'lucide-react';
import { assessCase, DEMO_PROFILE, LEVEL_THRESHOLDS, type Assessment } from '@acclaim/domain/assessment';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AssessmentView } from '../components/assessment-view';
import { LevelBadge } from '../components/level-badge';
import { ALL_DEMO_IDS, buildDemoInput, DEMO_EVIDENCE, DEMO_EVIDENCE_REFS } from './demo-input';
import { DemoEvidenceList, demoItemId } from './demo-evidence-list';
import { DemoProfileCard } from './demo-profile-card';
import { DemoTour, type TourStep } from './demo-tour';
import { levelChanges, type LevelChange } from './level-changes';
import { LEVEL_LABELS } from '../labels';

const firstName = DEMO_PROFILE.profile.fullName?.split(' ')[0] ?? 'the sample person';

const STEPS: TourStep[] = [
  {
    title: 'Meet the sample profile',
    text: `${DEMO_PROFILE.profile.fullName} is a fictional computational biologist. Her profile and evidence are made up, but they are the kind of record people bring to Acclaim: papers, awards, reviewing, press, letters, salary.`,
    targetId: 'demo-profile',
  },
  {
    title: 'Switch evidence off and on',
    text: 'Each switch is one piece of evidence. Turn one off — try the ISMB award or the journal reviewing — and the assessment runs again in your browser with what is left. “What changed” lists every criterion that moved.',
    targetId: 'demo-evidence-heading',
  },
  {
    title: 'Read the verdict and the chart',
    text: 'The bars score each EB-1A criterion from 0 to 100, coloured by level, with a line where a criterion counts as likely met. At least three must be met before the whole record is weighed. The NIW tab shows the threshold and the three Dhanasar prongs. These are strength levels with reasons, never a chance of approval.',
    targetId: 'demo-result',
  },
  {
    title: 'Open a criterion',
    text: 'Each panel says whether the criterion is met at step one and how its evidence is documented, then opens to the elements of the rule with what the record shows of each, the strengths, the gaps an officer would challenge, the next actions, the evidence behind it and the legal basis from a closed library of authorities. Red flags below list what weakens the record.',
    targetId: 'demo-result',
  },
];

/**
 * The public demo: the real assessment engine, in the browser, on a fictional sample profile. Visitors
 * switch evidence off and on; every change re-runs the engine and shows what moved.
 */
export function DemoWalkthrough() {
  const [enabledIds, setEnabledIds] = React.useState<ReadonlySet<string>>(ALL_DEMO_IDS);
  const [assessment, setAssessment] = React.useState<Assessment>(() => assessCase(buildDemoInput(ALL_DEMO_IDS)));
  const [lastChange, setLastChange] = React.useState<{ title: string; isOn: boolean; changes: LevelChange[] } | null>(null);

  function apply(next: ReadonlySet<string>, change: { title: string; isOn: boolean } | null) {
    const nextAssessment = assessCase(buildDemoInput(next));
    setEnabledIds(next);
    setLastChange(change ? { ...change, changes: levelChanges(assessment, nextAssessment) } : null);
    setAssessment(nextAssessment);
  }

  function handleToggle(id: string, isOn: boolean) {
    const next = new Set(enabledIds);
    if (isOn) next.add(id);
    else next.delete(id);
    apply(next, { title: DEMO_EVIDENCE.find((item) => item.id === id)?.title ?? id, isOn });
  }

  return (
    // Room at the bottom on phones for the bar that follows each change.
    <div className="mx-auto max-w-6xl space-y-8 px-4 pb-24 pt-10 sm:px-6 lg:pb-10">
      <DemoTour steps={STEPS} />
      <div className="grid items-start gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-6 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pb-4 lg:pr-2">
          <DemoProfileCard profile={DEMO_PROFILE.profile} />
          <DemoEvidenceList evidence={DEMO_EVIDENCE} enabledIds={enabledIds} onToggle={handleToggle} onReset={() => apply(ALL_DEMO_IDS, null)} />
        </div>
        <div className="min-w-0 space-y-6">
          <div id="demo-changes" aria-live="polite" aria-atomic="true" className="scroll-mt-24">
            {lastChange && <ChangeSummary change={lastChange} />}
          </div>
          <section id="demo-result" aria-labelledby="demo-result-heading" className="scroll-mt-24 space-y-4">
            <h2 id="demo-result-heading" className="text-2xl font-semibold tracking-tight">
              {firstName}’s assessment
            </h2>
            <AssessmentView
              assessment={assessment}
              evidence={DEMO_EVIDENCE_REFS}
              evidenceHref={(item) => `#${demoItemId(item.id)}`}
              threshold={LEVEL_THRESHOLDS.likely}
            />
          </section>
          <SignUpCard />
        </div>
      </div>
      {lastChange && <PhoneChangeBar change={lastChange} />}
    </div>
  );
}

/**
 * On a phone the switches and the result are a long scroll apart, so after a change a bar at the bottom says
 * what moved and leads to it. (Screen readers already heard it from the live summary.)
 */
function PhoneChangeBar({ change }: { change: { title: string; isOn: boolean; changes: LevelChange[] } }) {
  const first = change.changes[0];
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-background/95 px-4 py-3 shadow-lg backdrop-blur lg:hidden">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="min-w-0">
          {first ? (
            <>
              <span className="font-medium">{first.name}</span> now {LEVEL_LABELS[first.to].toLowerCase()}
              {change.changes.length > 1 && ` (+${change.changes.length - 1} more)`}
            </>
          ) : (
            'No criterion changed level'
          )}
        </p>
        <a href="#demo-changes" className="shrink-0 font-medium text-primary underline underline-offset-2">
          See what changed
        </a>
      </div>
    </div>
  );
}

function ChangeSummary({ change }: { change: { title: string; isOn: boolean; changes: LevelChange[] } }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Sparkles className="size-4 text-primary" aria-hidden="true" /> What changed
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          “{change.title}” switched {change.isOn ? 'on' : 'off'}; the assessment ran again.
        </p>
      </CardHeader>
      <CardContent>
        {change.changes.length === 0 ? (
          <p className="text-sm">No criterion changed level — this item was not decisive on its own.</p>
        ) : (
          <ul className="space-y-1.5 text-sm">
            {change.changes.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{item.name}:</span>
                <LevelBadge level={item.from} />
                <ArrowRight className="size-3.5 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">now</span>
                <LevelBadge level={item.to} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SignUpCard() {
  return (
    <Card className="border-primary/30 bg-primary-soft/40">
      <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold tracking-tight">Run this on your own record</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Upload your CV, accept the evidence Acclaim reads from it, and get the same assessment for your case. Free to start, no card needed.
          </p>
        </div>
        <Button asChild size="lg" className="shrink-0">
          <Link to={paths.login}>
            Create your free account <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
