import * as React from 'react';
import type { TLetterDetail } from '@acclaim/contracts';
import type { Section } from '@acclaim/domain/letter';
import { useRegenerateSection } from '../api/regenerate-section';
import { sectionHeadingId } from '../components/section-dom';

/**
 * Writing a section again, asked for through a confirmation: the section being confirmed, the request that
 * starts the job, and where focus goes when the confirmation closes.
 */
export function useRegenerateConfirm({
  letter,
  caseId,
  sections,
  onRegenerateStart,
  onRegenerateEnd,
}: {
  letter: TLetterDetail;
  caseId: string;
  sections: readonly Section[];
  onRegenerateStart: (sectionId: string) => Promise<void>;
  onRegenerateEnd: () => void;
}) {
  const regenerate = useRegenerateSection(letter.id, caseId);
  const [confirmingId, setConfirmingId] = React.useState<string | null>(null);

  function ask(sectionId: string) {
    regenerate.reset();
    setConfirmingId(sectionId);
  }

  async function confirm() {
    const sectionId = confirmingId;
    if (!sectionId) return;
    await onRegenerateStart(sectionId);
    regenerate.mutate(
      { sectionId, baseVersion: letter.version },
      {
        onSuccess: () => setConfirmingId(null),
        onError: () => onRegenerateEnd(),
      },
    );
  }

  const confirming = sections.find((section) => section.id === confirmingId);
  // The Regenerate button is disabled once the job starts; focus goes to the section's heading, above its progress.
  const lastConfirmedId = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (confirmingId) lastConfirmedId.current = confirmingId;
  }, [confirmingId]);

  function focusAfterClose(event: Event) {
    const heading = lastConfirmedId.current && window.document.getElementById(sectionHeadingId(lastConfirmedId.current));
    if (heading && regenerate.isSuccess) {
      event.preventDefault();
      heading.focus();
    }
  }

  return {
    confirming,
    ask,
    cancel: () => setConfirmingId(null),
    confirm,
    focusAfterClose,
    isPending: regenerate.isPending,
    error: regenerate.isError ? regenerate.error : null,
  };
}
