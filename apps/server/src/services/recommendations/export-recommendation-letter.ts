import type { UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { createRenderCache } from '../../lib/render-cache';
import { getCaseForUser } from '../cases/case-access';
import { loadLetterhead, softwareName, type FirmLetterhead } from '../firms/letterhead';
import { LETTER_CONTENT_TYPES } from '../letters/export-letter';
import { asciiSlug } from '../letters/render/letter-file-name';
import type { Letterhead, LetterRenderOptions } from '../letters/render/render-options';
import { renderOffThread } from '../render-threads/render-pool';
import { findApplicantName } from './letter-overlaps';
import { assertCanDraft } from './recommendation-access';
import type { LetterWithRecommender } from './recommendation-letter-store';
import { planHolderForLetter } from '../firms/firm-access';

/** A version never changes; the letterhead can (the recommender's details), so it is part of the key. */
const rendered = createRenderCache<Buffer>();

const CLASSIFICATION = { EB1A: 'EB-1A', NIW: 'EB-2 NIW' } as const;

/** The writer's letterhead; the subject names the drafting software as the firm's white label allows. */
function letterheadOf({ letter, recommender }: LetterWithRecommender, applicantName: string, firm: FirmLetterhead | null): Letterhead {
  const lines = [recommender.name, recommender.title, recommender.affiliation].filter((l): l is string => Boolean(l?.trim()));
  const classification = CLASSIFICATION[letter.document.petitionType];
  const drafted = firm?.hideAcclaimBranding ? 'drafted with software' : 'drafted with Acclaim';
  return {
    lines,
    runningHeader: `${recommender.name} · in support of ${applicantName}`,
    subject: `Recommendation letter of ${recommender.name} for the ${classification} petition of ${applicantName}, ${drafted} for the writer to review; not legal advice`,
  };
}

/** "acclaim-recommendation-letter-kenji-nakamura-v3.pdf"; without "acclaim-" under a firm's white label. */
const fileName = (item: LetterWithRecommender, format: 'docx' | 'pdf', firm: FirmLetterhead | null) =>
  `${[firm?.hideAcclaimBranding ? 'recommendation-letter' : 'acclaim-recommendation-letter', asciiSlug(item.recommender.name), `v${item.letter.version}`].filter(Boolean).join('-')}.${format}`;

/**
 * The current version on the recommender's letterhead, dated the day it is exported (the writer signs and
 * dates it when they send it), through the petition letter's renderers.
 */
export async function exportRecommendationLetter(deps: AppDeps, user: UserRow, item: LetterWithRecommender, format: 'docx' | 'pdf', now: Date = new Date()) {
  assertCanDraft(await planHolderForLetter(deps.database.db, user, item.letter), 'Exporting recommendation letters');
  const { db } = deps.database;
  const caseRow = await getCaseForUser(db, user, item.letter.caseId);
  const applicantName = (await findApplicantName(db, caseRow)) || 'the applicant';
  // The writer's letterhead is printed; the firm's only decides how the file's metadata names the software.
  const firmLetterhead = await loadLetterhead(deps, caseRow);
  const letterhead = letterheadOf(item, applicantName, firmLetterhead);
  const options: LetterRenderOptions = { applicantName, upgradeNote: null, date: now.toISOString().slice(0, 10), letterhead, firmLetterhead };
  const key = [item.letter.id, item.letter.version, format, options.date, applicantName, softwareName(firmLetterhead), ...letterhead.lines].join(':');
  const document = item.letter.document;
  const bytes = await rendered.get(key, () => renderOffThread(format === 'docx' ? 'letterDocx' : 'letterPdf', { letter: document, options }));
  return { bytes, fileName: fileName(item, format, firmLetterhead), contentType: LETTER_CONTENT_TYPES[format] };
}
