import { citationText, type CitationRun, type ExhibitRun, type Run, type TextRun } from '@acclaim/domain/letter';

/**
 * A sentence's runs as the preview prints them, the way `runsText` of @acclaim/domain/letter (and so the DOCX
 * and PDF exports) does: neighbouring exhibit references merge into one "(Exhibits B-2, B-3)", with a space
 * before it unless the text before ends in one or in "(".
 */
export type SentencePiece =
  { kind: 'text'; run: TextRun } | { kind: 'citation'; run: CitationRun } | { kind: 'exhibits'; runs: ExhibitRun[]; hasSpaceBefore: boolean };

export function sentencePieces(runs: readonly Run[]): SentencePiece[] {
  const pieces: SentencePiece[] = [];
  let printed = '';
  for (const run of runs) {
    if (run.type === 'text') {
      pieces.push({ kind: 'text', run });
      printed += run.text;
    } else if (run.type === 'citation') {
      pieces.push({ kind: 'citation', run });
      printed += citationText(run.authorityId);
    } else {
      const last = pieces.at(-1);
      if (last?.kind === 'exhibits') {
        last.runs.push(run);
        continue;
      }
      pieces.push({ kind: 'exhibits', runs: [run], hasSpaceBefore: printed !== '' && !/[\s(]$/.test(printed) });
      printed += ')';
    }
  }
  return pieces;
}
