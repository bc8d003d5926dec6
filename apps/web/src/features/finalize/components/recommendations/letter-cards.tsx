import { FileText, TriangleAlert } from 'lucide-react';
import type { TRecommendationLetterSummary, TRecommendationOverlap } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { countOf, formatDateTime } from '@/lib/format';
import { RELATIONSHIP_LABELS } from './labels';

/** The drafted letters as cards: whose, about what, which version, and whether it reads like another one. */
export function LetterCards({
  letters,
  overlaps,
  openId,
  onOpen,
}: {
  letters: readonly TRecommendationLetterSummary[];
  overlaps: readonly TRecommendationOverlap[];
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const flaggedWith = (id: string) =>
    overlaps.filter((o) => o.isFlagged && o.letterIds.includes(id)).map((o) => (o.letterIds[0] === id ? o.recommenderNames[1] : o.recommenderNames[0]));
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Recommendation letters">
      {letters.map((letter) => {
        const alike = flaggedWith(letter.id);
        const titleId = `letter-card-${letter.id}`;
        return (
          <li key={letter.id} aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-border p-4">
            <div className="space-y-1">
              <h4 id={titleId} className="flex items-center gap-2 font-semibold">
                <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="break-words">{letter.recommenderName}</span>
              </h4>
              <p className="text-sm text-muted-foreground">{RELATIONSHIP_LABELS[letter.relationship]}</p>
            </div>
            <p className="text-sm">
              <span className="text-muted-foreground">Focus: </span>
              {letter.focus.label}
            </p>
            <p className="text-xs text-muted-foreground">
              Version {letter.version} · {countOf(letter.wordCount, 'word')} · saved {formatDateTime(letter.updatedAt)}
            </p>
            {alike.length > 0 && (
              <Badge tone="warning" className="whitespace-normal">
                <TriangleAlert aria-hidden="true" /> Reads like the letter of {alike.join(' and ')}
              </Badge>
            )}
            <div className="mt-auto">
              <Button
                variant={openId === letter.id ? 'secondary' : 'outline'}
                size="sm"
                onClick={() => onOpen(letter.id)}
                aria-expanded={openId === letter.id}
                aria-label={`${openId === letter.id ? 'Open below:' : 'Open'} letter of ${letter.recommenderName}`}
              >
                {openId === letter.id ? 'Open below' : 'Open letter'}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
