import { SERIF } from '../../lib/pdf/pdf-engine';
import type { DocumentDefinition } from '../../lib/pdf/pdf-types';
import { GENERATED_MARGINS } from './page-layout';

export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const RULE = '#9ca3af';

export const CLASSIFICATION = { EB1A: 'EB-1A', NIW: 'EB-2 NIW' } as const;

/** Text that must stay on its page (a tab, a placeholder) is cut rather than allowed to spill onto another. */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The frame of every page the assembler generates: US Letter, DejaVu Serif, margins that clear the Bates strip. */
export function generatedDocument(title: string, content: DocumentDefinition['content'], extra: Partial<DocumentDefinition> = {}): DocumentDefinition {
  return {
    pageSize: 'LETTER',
    pageMargins: GENERATED_MARGINS,
    info: { title, creator: 'Acclaim', producer: 'Acclaim' },
    defaultStyle: { font: SERIF, fontSize: 10.5, color: INK, lineHeight: 1.2 },
    content,
    ...extra,
  };
}
