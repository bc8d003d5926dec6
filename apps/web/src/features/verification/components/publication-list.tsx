import type { TPublicationVerification } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { PublicationRow } from './publication-row';

const PREVIEW = 10;

type PublicationListProps = {
  publications: TPublicationVerification[];
  isShowingAll: boolean;
  onShowAll: () => void;
};

/** Each publication's verification, the first ten until the person asks for all of them. */
export function PublicationList({ publications, isShowingAll, onShowAll }: PublicationListProps) {
  const shown = isShowingAll ? publications : publications.slice(0, PREVIEW);
  return (
    <>
      <ul className="divide-y divide-border">
        {shown.map((publication) => (
          <PublicationRow key={publication.evidenceId} publication={publication} />
        ))}
      </ul>
      {publications.length > PREVIEW && !isShowingAll && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onShowAll}>
          Show all {publications.length} publications
        </Button>
      )}
    </>
  );
}
