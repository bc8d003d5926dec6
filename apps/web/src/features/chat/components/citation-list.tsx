import { Link } from 'react-router';
import { FileText, Newspaper, Scale } from 'lucide-react';
import type { ChatCitation } from '@acclaim/domain/chat';
import { paths } from '@/config/paths';

const LINK = 'break-words font-medium text-primary underline-offset-2 hover:underline';

function CitationItem({ citation, linkExhibits }: { citation: ChatCitation; linkExhibits: boolean }) {
  if (citation.kind === 'authority') {
    return (
      <>
        <Scale className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="break-words">{citation.citation}</span>
      </>
    );
  }
  if (citation.kind === 'exhibit') {
    const text = `Exhibit ${citation.label} — ${citation.title}`;
    return (
      <>
        <FileText className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
        {linkExhibits ? (
          <Link to={paths.documents} className={LINK}>
            {text}
          </Link>
        ) : (
          <span className="break-words">{text}</span>
        )}
      </>
    );
  }
  return (
    <>
      <Newspaper className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
      {citation.url.startsWith('/') ? (
        <Link to={citation.url} className={LINK}>
          {citation.title}
        </Link>
      ) : (
        <a href={citation.url} target="_blank" rel="noopener noreferrer" className={LINK}>
          {citation.title}
        </a>
      )}
    </>
  );
}

/**
 * What an answer cites: library authorities by their exact citation, the case's exhibits (opened on /documents), and
 * the site's articles. `linkExhibits` is off for the demo case's example, whose exhibits are not the reader's.
 */
export function CitationList({ citations, linkExhibits = true }: { citations: readonly ChatCitation[]; linkExhibits?: boolean }) {
  if (citations.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Cited</p>
      <ul aria-label="Citations" className="space-y-1 text-sm">
        {citations.map((citation, index) => (
          <li key={`${citation.kind}-${index}`} className="flex items-start gap-2">
            <CitationItem citation={citation} linkExhibits={linkExhibits} />
          </li>
        ))}
      </ul>
    </div>
  );
}
