import { assessCase, DEMO_PROFILE, ENGINE_VERSION } from '@acclaim/domain/assessment';
import { ZAssessmentInput } from '@acclaim/domain';
import { composeLetter, cutLetter, type Letter } from '@acclaim/domain/letter';
import { renderOffThread } from '../render-threads/render-pool';
import type { LetterRenderOptions } from './render/index';

export const SAMPLE_LETTER_FILE_NAME = 'acclaim-sample-petition-letter.pdf';
/** The public sample shows the opening pages, as the Analysis plan does. */
export const SAMPLE_LETTER_PAGES = 5;

/** The demo profile's EB-1A letter, composed and cut by the same code as a user's letter, with its print options. */
function sampleLetter(): { letter: Letter; options: LetterRenderOptions } {
  const input = ZAssessmentInput.parse(DEMO_PROFILE);
  const letter = composeLetter(input, assessCase(input), { petitionType: 'EB1A' });
  const cut = cutLetter(letter, SAMPLE_LETTER_PAGES);
  const rest = cut.isTruncated ? ` The full letter continues with ${cut.hiddenSections.map((s) => s.heading).join('; ')}.` : '';
  // Always printed: a visitor must know whose letter this is and what Acclaim is not.
  const upgradeNote = `This sample is the letter Acclaim writes for its fictional demo profile (${input.profile.fullName}), ${cut.isTruncated ? `cut after ${SAMPLE_LETTER_PAGES} pages` : 'in full'}.${rest} Acclaim is not a law firm and does not give legal advice.`;
  return { letter: cut.letter, options: { applicantName: input.profile.fullName ?? 'Demo applicant', upgradeNote, date: input.asOf } };
}

let cached: { version: string; pdf: Promise<Buffer> } | null = null;

/** Rendered once per process (the demo profile and the composer are fixed); a failed render is not cached. */
export function getSampleLetter(): Promise<Buffer> {
  if (!cached || cached.version !== ENGINE_VERSION) {
    const pdf = renderOffThread('letterPdf', sampleLetter());
    cached = { version: ENGINE_VERSION, pdf };
    pdf.catch(() => {
      if (cached?.pdf === pdf) cached = null;
    });
  }
  return cached.pdf;
}
