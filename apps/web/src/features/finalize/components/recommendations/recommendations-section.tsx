import * as React from 'react';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useRecommendationLetters } from '../../api/get-recommendation-letters';
import { useRecommenders } from '../../api/get-recommenders';
import { ChosenRecommenders } from './chosen-recommenders';
import { DraftLettersButton } from './draft-letters-button';
import { LetterCards } from './letter-cards';
import { LetterPanel } from './letter-panel';
import { OverlapWarnings, PlanWarnings } from './plan-warnings';
import { RecommenderDialog } from './recommender-dialog';
import { SuggestionList } from './suggestion-list';
import { RecommendationUpgradeNote } from './upgrade-note';
import { FinalizeSection } from '../finalize-section';

function LettersCard({ caseId }: { caseId: string }) {
  const letters = useRecommendationLetters(caseId);
  const [openId, setOpenId] = React.useState<string | null>(null);
  const isOpenGone = openId !== null && letters.isSuccess && !letters.data.letters.some((l) => l.id === openId);

  if (letters.isPending) return <ListSkeleton label="Loading your recommendation letters" rows={2} />;
  if (letters.isError) return <QueryLoadError title="Your recommendation letters could not be loaded." query={letters} />;
  if (letters.data.letters.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Letters</CardTitle>
        <CardDescription>
          Drafts in each writer’s voice, each on its own part of the case. Send each writer their draft to correct, put on letterhead and sign.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <OverlapWarnings overlaps={letters.data.overlaps} />
        <LetterCards letters={letters.data.letters} overlaps={letters.data.overlaps} openId={openId} onOpen={setOpenId} />
        {openId && !isOpenGone && <LetterPanel key={openId} caseId={caseId} letterId={openId} onClose={() => setOpenId(null)} />}
      </CardContent>
    </Card>
  );
}

/**
 * The "Recommendation letters" section of /finalize: who could write them (suggested from the record), the people
 * chosen and how far each request has gone, the plan of what each letter covers, and the drafts. Suggestions and
 * the plan are on every plan; drafting, editing and export come with Complete.
 */
export function RecommendationsSection({ caseId }: { caseId: string }) {
  const overview = useRecommenders(caseId);
  const [isAdding, setAdding] = React.useState(false);

  return (
    <FinalizeSection
      id="recommendations"
      title="Recommendation letters"
      lead="Letters from people who know your work. Acclaim suggests who could write them from your record, gives each letter its own criterion and facts, and drafts them for the writers to review and sign."
    >
      {overview.isPending ? (
        <ListSkeleton label="Loading your recommenders" rows={3} />
      ) : overview.isError ? (
        <QueryLoadError title="Your recommenders could not be loaded." query={overview} />
      ) : (
        <>
          {overview.data.access.upgradeNote && <RecommendationUpgradeNote note={overview.data.access.upgradeNote} />}
          <Card>
            <CardHeader>
              <CardTitle as="h3">Your recommenders</CardTitle>
              <CardDescription>
                Officers give most weight to independent experts who know your work only through its influence; two to four collaborators or employers can add
                what they saw first-hand.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <ChosenRecommenders caseId={caseId} recommenders={overview.data.recommenders} plannedLetters={overview.data.plan?.letters ?? []} />
              {overview.data.recommenders.length > 0 && overview.data.planNote && <p className="text-sm text-muted-foreground">{overview.data.planNote}</p>}
              <PlanWarnings warnings={overview.data.plan?.warnings ?? []} />
              <DraftLettersButton caseId={caseId} recommenders={overview.data.recommenders} canDraft={overview.data.access.canDraft} />
            </CardContent>
          </Card>
          <LettersCard caseId={caseId} />
          <Card>
            <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="space-y-1.5">
                <CardTitle as="h3">Suggested recommenders</CardTitle>
                <CardDescription>
                  From your record: co-authors, employers, advisors and the bodies that recognised your work, each with what they can attest.
                </CardDescription>
              </div>
              <Button variant="outline" size="sm" className="shrink-0 self-start" onClick={() => setAdding(true)}>
                <UserPlus aria-hidden="true" /> Add your own
              </Button>
            </CardHeader>
            <CardContent>
              <SuggestionList caseId={caseId} suggestions={overview.data.suggestions} />
            </CardContent>
          </Card>
          <RecommenderDialog caseId={caseId} open={isAdding} onOpenChange={setAdding} />
        </>
      )}
    </FinalizeSection>
  );
}
