import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { createRenderCache } from '../../lib/render-cache';
import { getCaseForUser } from '../cases/case-access';
import { LETTER_CONTENT_TYPES } from '../letters/export-letter';
import { asciiSlug, renderLetterDocx, renderLetterPdf, type Letterhead, type LetterRenderOptions } from '../letters/render/index';
import { findApplicantName } from './letter-overlaps';
import { assertCanDraft } from './recommendation-access';
import type { LetterWithRecommender } from './recommendation-letter-store';

/** A version never changes; the letterhead can (the recommender's details), so it is part of the key. */
const rendered = createRenderCache<Buffer>();

const CLASSIFICATION = { EB1A: 'EB-1A', NIW: 'EB-2 NIW' } as const;

function letterheadOf({ letter, recommender }: LetterWithRecommender, applicantName: string): Letterhead {
  const lines = [recommender.name, recommender.title, recommender.affiliation].filter((l): l is string => Boolean(l?.trim()));
  const classification = CLASSIFICATION[letter.document.petitionType];
  return {
    lines,
    runningHeader: `${recommender.name} · in support of ${applicantName}`,
    subject: `Recommendation letter of ${recommender.name} for the ${classification} petition of ${applicantName}, drafted with Acclaim for the writer to review; not legal advice`,
  };
}

/** "acclaim-recommendation-letter-kenji-nakamura-v3.pdf". */
const fileName = (item: LetterWithRecommender, format: 'docx' | 'pdf') =>
  `${['acclaim-recommendation-letter', asciiSlug(item.recommender.name), `v${item.letter.version}`].filter(Boolean).join('-')}.${format}`;

/**
 * The current version on the recommender's letterhead, dated the day it is exported (the writer signs and
 * dates it when they send it), through the petition letter's renderers.
 */
export async function exportRecommendationLetter(db: Db, user: UserRow, item: LetterWithRecommender, format: 'docx' | 'pdf', now: Date = new Date()) {
  assertCanDraft(user, 'Exporting recommendation letters');
  const caseRow = await getCaseForUser(db, user, item.letter.caseId);
  const applicantName = (await findApplicantName(db, caseRow)) || 'the applicant';
  const letterhead = letterheadOf(item, applicantName);
  const options: LetterRenderOptions = { applicantName, upgradeNote: null, date: now.toISOString().slice(0, 10), letterhead };
  const key = [item.letter.id, item.letter.version, format, options.date, applicantName, ...letterhead.lines].join(':');
  const document = item.letter.document;
  const bytes = await rendered.get(key, () => (format === 'docx' ? renderLetterDocx(document, options) : renderLetterPdf(document, options)));
  return { bytes, fileName: fileName(item, format), contentType: LETTER_CONTENT_TYPES[format] };
}
