import type { TLetterEvidence } from '@acclaim/contracts';
import { Dialog } from '@/components/ui/dialog';
import { CitationPicker } from './citation-picker';
import { ExhibitPicker } from './exhibit-picker';
import { CITATION_NODE, EXHIBIT_NODE, type CitationAttrs, type ExhibitAttrs } from './letter-doc';

export type Picker = 'exhibit' | 'citation' | null;

/** A reference to put into the text: an exhibit chip or a citation chip. */
export type ReferenceNode = { type: typeof EXHIBIT_NODE; attrs: ExhibitAttrs } | { type: typeof CITATION_NODE; attrs: CitationAttrs };

/** The dialog that picks an exhibit or a citation to insert, whichever the toolbar asked for. */
export function ReferencePickerDialog({
  picker,
  evidence,
  onClose,
  onPick,
}: {
  picker: Picker;
  evidence: readonly TLetterEvidence[];
  onClose: () => void;
  onPick: (node: ReferenceNode) => void;
}) {
  return (
    <Dialog open={picker !== null} onOpenChange={(open) => !open && onClose()}>
      {picker === 'exhibit' && <ExhibitPicker evidence={evidence} onPick={(attrs) => onPick({ type: EXHIBIT_NODE, attrs })} />}
      {picker === 'citation' && <CitationPicker onPick={(attrs) => onPick({ type: CITATION_NODE, attrs })} />}
    </Dialog>
  );
}
