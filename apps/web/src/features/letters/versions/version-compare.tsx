import * as React from 'react';
import { ChevronRight } from 'lucide-react';
import type { Letter } from '@acclaim/domain/letter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useLetterVersion } from '../api/get-letter-version';
import { formatWords } from '../format';
import { condenseParts, diffLetters, type DiffGap, type DiffPart, type SectionDiff } from './section-diff';

const STATUS = {
  added: { label: 'Added', tone: 'success' },
  removed: { label: 'Removed', tone: 'destructive' },
  changed: { label: 'Changed', tone: 'info' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
} as const;

/**
 * One word-level change. Colour alone does not tell a screen reader (or a colour-blind reader) what changed,
 * so insertions and deletions are <ins>/<del>, struck or underlined, and announced in words.
 */
function Part({ part }: { part: DiffPart | DiffGap }) {
  if (part.kind === 'gap') {
    return (
      <span className="mx-1 rounded bg-muted px-1.5 font-sans text-xs text-muted-foreground">
        …<span className="sr-only">{part.words} unchanged words left out</span>
      </span>
    );
  }
  if (part.kind === 'inserted') {
    return (
      <ins className="rounded-sm bg-success-soft text-success underline decoration-success/60 decoration-2 underline-offset-2">
        <span className="sr-only">[inserted: </span>
        {part.value}
        <span className="sr-only">]</span>
      </ins>
    );
  }
  if (part.kind === 'deleted') {
    return (
      <del className="rounded-sm bg-destructive-soft text-destructive decoration-destructive/70">
        <span className="sr-only">[deleted: </span>
        {part.value}
        <span className="sr-only">]</span>
      </del>
    );
  }
  return <span>{part.value}</span>;
}

function SectionChange({ diff }: { diff: SectionDiff }) {
  const status = STATUS[diff.status];
  const [isWhole, setIsWhole] = React.useState(false);
  const condensed = React.useMemo(() => condenseParts(diff.parts), [diff.parts]);
  const isCondensed = condensed.some((part) => part.kind === 'gap');
  const shown = isWhole ? diff.parts : condensed;
  return (
    <li className="rounded-md border border-border">
      <div className="flex flex-wrap items-center gap-2 border-b border-border bg-surface px-4 py-2.5">
        <h4 className="min-w-0 flex-1 break-words font-serif font-semibold">{diff.heading}</h4>
        <Badge tone={status.tone}>{status.label}</Badge>
        <span className="text-xs tabular-nums text-muted-foreground">
          +{diff.wordsInserted} / −{diff.wordsDeleted}
          <span className="sr-only">
            {' '}
            ({formatWords(diff.wordsInserted)} inserted, {formatWords(diff.wordsDeleted)} deleted)
          </span>
        </span>
      </div>
      <p className="whitespace-pre-wrap break-words px-4 py-3 font-serif text-[0.95rem] leading-relaxed">
        {shown.map((part, i) => (
          <Part key={i} part={part} />
        ))}
      </p>
      {isCondensed && (
        <div className="border-t border-border px-4 py-2">
          <Button type="button" variant="link" size="sm" className="h-auto px-0" aria-expanded={isWhole} onClick={() => setIsWhole((value) => !value)}>
            {isWhole ? 'Show only the changes' : 'Show the whole section'}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The comparison of two loaded versions: a summary, each changed section with its word changes, then the sections left alone. */
export function LetterDiffView({ older, newer, olderNumber, newerNumber }: { older: Letter; newer: Letter; olderNumber: number; newerNumber: number }) {
  const diffs = React.useMemo(() => diffLetters(older, newer), [older, newer]);
  const changed = diffs.filter((diff) => diff.status !== 'unchanged');
  const unchanged = diffs.filter((diff) => diff.status === 'unchanged');
  const inserted = changed.reduce((sum, diff) => sum + diff.wordsInserted, 0);
  const deleted = changed.reduce((sum, diff) => sum + diff.wordsDeleted, 0);
  const titleChanged = older.title !== newer.title;

  return (
    <section aria-labelledby="compare-heading" className="space-y-4">
      <div>
        <h3 id="compare-heading" className="font-semibold">
          Version {olderNumber} → version {newerNumber}
        </h3>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {changed.length === 0 && !titleChanged
            ? 'The two versions read the same.'
            : `${changed.length} ${changed.length === 1 ? 'section' : 'sections'} changed: ${formatWords(inserted)} inserted, ${formatWords(deleted)} deleted.`}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          <ins className="bg-success-soft text-success underline decoration-success/60 underline-offset-2">Inserted words</ins> are underlined in green;{' '}
          <del className="bg-destructive-soft text-destructive">deleted words</del> are struck through in red.
        </p>
      </div>
      {titleChanged && (
        <p className="rounded-md border border-border px-4 py-3 font-serif text-sm">
          <span className="font-sans font-medium">Title: </span>
          <del className="bg-destructive-soft text-destructive">
            <span className="sr-only">[deleted: </span>
            {older.title}
            <span className="sr-only">]</span>
          </del>{' '}
          <ins className="bg-success-soft text-success underline decoration-success/60 underline-offset-2">
            <span className="sr-only">[inserted: </span>
            {newer.title}
            <span className="sr-only">]</span>
          </ins>
        </p>
      )}
      {changed.length > 0 && (
        <ul className="space-y-3">
          {changed.map((diff) => (
            <SectionChange key={diff.id} diff={diff} />
          ))}
        </ul>
      )}
      {unchanged.length > 0 && (
        <details className="group/unchanged rounded-md border border-border">
          <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-2.5 text-sm text-muted-foreground hover:bg-muted [&::-webkit-details-marker]:hidden">
            <ChevronRight className="size-4 transition-transform group-open/unchanged:rotate-90" aria-hidden="true" />
            {unchanged.length} {unchanged.length === 1 ? 'section' : 'sections'} unchanged
          </summary>
          <ul className="space-y-1 px-4 pb-3 pl-10 font-serif text-sm">
            {unchanged.map((diff) => (
              <li key={diff.id}>{diff.heading}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** Loads two saved versions and compares them. Its own chunk, with the diff library, loaded when a comparison is asked for. */
export default function VersionCompare({ letterId, olderNumber, newerNumber }: { letterId: string; olderNumber: number; newerNumber: number }) {
  const older = useLetterVersion(letterId, olderNumber);
  const newer = useLetterVersion(letterId, newerNumber);
  const failed = [older, newer].find((query) => query.isError);
  if (failed?.error) {
    return (
      <LoadError
        title="The versions could not be compared."
        error={failed.error}
        onRetry={() => [older, newer].forEach((query) => void query.refetch())}
        isRetrying={older.isFetching || newer.isFetching}
      />
    );
  }
  if (!older.data || !newer.data) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading the two versions</span>
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  return <LetterDiffView older={older.data.document} newer={newer.data.document} olderNumber={olderNumber} newerNumber={newerNumber} />;
}
