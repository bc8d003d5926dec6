import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TLetterDetail } from '@acclaim/contracts';
import type { Section } from '@acclaim/domain/letter';
import { toast } from '@/components/ui/toast';
import { isLetterBusy } from '../api/get-letter';
import { letterVersionsKey, lettersKey } from '../api/query-keys';

/** A rewrite that ends (seen here by polling or by the event stream) brings a new version to list, and says so. */
export function useRewriteFinished({
  letter,
  caseId,
  sections,
  onRegenerateEnd,
}: {
  letter: TLetterDetail;
  caseId: string;
  sections: readonly Section[];
  onRegenerateEnd: () => void;
}) {
  const queryClient = useQueryClient();
  const isBusy = isLetterBusy(letter);
  const wasBusy = React.useRef(isBusy);
  const rewrittenHeading = React.useRef<string | null>(null);
  const regeneratingHeading = sections.find((section) => section.id === letter.regeneratingSectionId)?.heading;
  React.useEffect(() => {
    if (regeneratingHeading) rewrittenHeading.current = regeneratingHeading;
  }, [regeneratingHeading]);
  React.useEffect(() => {
    if (wasBusy.current && !isBusy) {
      onRegenerateEnd();
      void queryClient.invalidateQueries({ queryKey: letterVersionsKey(letter.id) });
      void queryClient.invalidateQueries({ queryKey: lettersKey(caseId) });
      if (!letter.error && rewrittenHeading.current)
        toast.success(`“${rewrittenHeading.current}” is written again`, { description: `The letter is now at version ${letter.version}.` });
      rewrittenHeading.current = null;
    }
    wasBusy.current = isBusy;
  }, [isBusy, letter.error, letter.version, letter.id, caseId, queryClient, onRegenerateEnd]);
}
