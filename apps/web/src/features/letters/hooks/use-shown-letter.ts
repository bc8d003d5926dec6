import * as React from 'react';
import { useSearchParams } from 'react-router';
import { useLetter } from '../api/get-letter';
import { useLetters } from '../api/get-letters';

/**
 * The case's letters and the one shown: the newest with a draft, or with several, the one `?letter=` picks.
 * `latest` is the newest letter, which may still be writing its first draft.
 */
export function useShownLetter(caseId: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useLetters(caseId);
  const letters = React.useMemo(() => list.data?.letters ?? [], [list.data]);
  const latest = letters[0];
  const drafts = letters.filter((item) => item.version > 0);
  const shownSummary = drafts.find((item) => item.id === searchParams.get('letter')) ?? drafts[0];
  const shown = useLetter(shownSummary?.id);
  const show = (letterId: string) => setSearchParams({ letter: letterId });
  return { list, letters, latest, drafts, shownSummary, shown, show };
}
