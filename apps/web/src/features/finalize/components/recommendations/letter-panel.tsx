import * as React from 'react';
import { History, Pencil, X } from 'lucide-react';
import { countOf } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useRecommendationLetter } from '../../api/get-recommendation-letter';
import { LetterCheck } from './letter-check';
import { LetterEditor } from './letter-editor';
import { LetterExports } from './letter-exports';
import { LetterReader } from './letter-reader';
import { OverlapWarnings } from './plan-warnings';
import { VersionsList } from './versions-list';

/** One letter opened: read it with its exhibits, edit its paragraphs, see and restore versions, download it. */
export function LetterPanel({ caseId, letterId, onClose }: { caseId: string; letterId: string; onClose: () => void }) {
  const letter = useRecommendationLetter(caseId, letterId);
  const [isEditing, setEditing] = React.useState(false);
  const [isShowingVersions, setShowingVersions] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  React.useEffect(() => headingRef.current?.focus(), [letterId, letter.isSuccess]);

  if (letter.isPending) return <ListSkeleton label="Loading the letter" rows={4} />;
  if (letter.isError) return <QueryLoadError title="The letter could not be loaded." query={letter} />;

  const l = letter.data;
  const canDraft = l.access.canDraft;
  return (
    <Card id="recommendation-letter-panel">
      <CardHeader className="gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h3 ref={headingRef} tabIndex={-1} className="break-words text-lg font-semibold leading-tight tracking-tight focus:outline-none">
              {l.title}
            </h3>
            <CardDescription>
              Focus: {l.focus.label} · version {l.version} · {countOf(l.wordCount, 'word')}
            </CardDescription>
          </div>
          <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close the letter">
            <X aria-hidden="true" />
          </Button>
        </div>
        {!isEditing && (
          <div className="flex flex-wrap gap-2">
            {canDraft && (
              <Button size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" /> Edit paragraphs
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              onClick={() => setShowingVersions((v) => !v)}
              aria-expanded={isShowingVersions}
              aria-controls={`versions-${l.id}`}
            >
              <History aria-hidden="true" /> Versions
            </Button>
            {canDraft && <LetterExports letterId={l.id} />}
          </div>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <OverlapWarnings overlaps={l.overlaps} />
        <LetterCheck check={l.check} />
        {isShowingVersions && !isEditing && (
          <div id={`versions-${l.id}`} className="rounded-lg border border-border p-4">
            <VersionsList caseId={caseId} letterId={l.id} currentVersion={l.version} canRestore={canDraft} />
          </div>
        )}
        {isEditing ? (
          <LetterEditor
            caseId={caseId}
            letter={l}
            onDone={() => setEditing(false)}
            onReload={() => {
              setEditing(false);
              void letter.refetch();
            }}
          />
        ) : (
          <LetterReader letter={l.document} evidence={l.evidence} />
        )}
      </CardContent>
    </Card>
  );
}
