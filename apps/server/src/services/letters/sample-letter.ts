import { assessCase, DEMO_PROFILE } from '@acclaim/domain/assessment';
import { ZAssessmentInput } from '@acclaim/domain';
import { composeLetter, cutLetter, type Letter } from '@acclaim/domain/letter';
import { cachedPerEngineVersion } from '../../lib/cached-per-engine-version';
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

/** The public sample letter's PDF, rendered once per engine version (see cachedPerEngineVersion). */
export const getSampleLetter = cachedPerEngineVersion((): Promise<Buffer> => renderOffThread('letterPdf', sampleLetter()));
