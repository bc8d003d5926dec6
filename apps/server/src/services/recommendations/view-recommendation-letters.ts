import { checkLetter, letterSentences, type Letter, type LetterIssue } from '@acclaim/domain/letter';
import type { TRecommendationCheck, TRecommendationLetterDetail, TRecommendationLettersResponse } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import type { CaseRow, UserRow } from '../../db/schema/index';
import { presentOverlap, presentRecommendationLetterSummary } from '../../presenters/recommendations';
import { getCaseForUser } from '../cases/case-access';
import { findLetterEvidence, findLetterExhibits, findVerifiedNumbers } from '../letters/letter-evidence';
import { gatherRecommendationInputs } from './gather-inputs';
import { findApplicantName, overlapsOf } from './letter-overlaps';
import { tryPlanForCase } from './plan-for-case';
import { recommendationAccess } from './recommendation-access';
import { findRecommendationLetters, type LetterWithRecommender } from './recommendation-letter-store';
import { findRecommenders } from './recommender-store';
import { planHolderForCase } from '../firms/firm-access';

const issueText = (issue: LetterIssue): string | null =>
  issue.kind === 'unsupported-sentence' ? issue.text : issue.kind === 'exhibit-missing' || issue.kind === 'exhibit-uncited' ? issue.label : null;

/**
 * The filing check of one recommendation letter. Only the exhibits its own sentences cite are passed: a
 * letter speaks to a few facts, so every other exhibit of the case would otherwise read as "never cited".
 */
async function checkRecommendationLetter(db: Db, caseId: string, letter: Letter): Promise<TRecommendationCheck> {
  const sentences = letterSentences(letter);
  const cited = new Set(sentences.flatMap(({ sentence }) => sentence.runs.flatMap((r) => (r.type === 'exhibit' ? [r.label] : []))));
  const [exhibits, verifiedNumbers] = await Promise.all([findLetterExhibits(db, caseId), findVerifiedNumbers(db, caseId)]);
  const issues = checkLetter(letter, { exhibits: exhibits.filter((e) => cited.has(e.label)), verifiedNumbers });
  const headings = new Map(letter.sections.map((s) => [s.id, s.heading]));
  return {
    isClean: issues.length === 0,
    factualSentences: sentences.filter(({ sentence }) => sentence.isFactual).length,
    exhibitsCited: cited.size,
    issues: issues.map((issue) => {
      const sectionId = issue.location?.sectionId ?? null;
      return {
        kind: issue.kind,
        message: issue.message,
        sectionId,
        sectionHeading: sectionId ? (headings.get(sectionId) ?? null) : null,
        text: issueText(issue),
      };
    }),
  };
}

const namesOf = (letters: readonly LetterWithRecommender[]) => new Map(letters.map((l) => [l.letter.id, l.recommender.name]));

/** The case's letters with every pair that shares phrasing and what the current plan still lacks. */
export async function viewRecommendationLetters(db: Db, user: UserRow, caseRow: CaseRow): Promise<Omit<TRecommendationLettersResponse, 'success'>> {
  const [inputs, letters, rows] = await Promise.all([
    gatherRecommendationInputs(db, caseRow),
    findRecommendationLetters(db, caseRow.id),
    findRecommenders(db, caseRow.id),
  ]);
  const names = namesOf(letters);
  return {
    letters: letters.map((l) => presentRecommendationLetterSummary(l.letter, l.recommender)),
    overlaps: overlapsOf(inputs.applicant.fullName, letters).map((o) => presentOverlap(o, names)),
    warnings: tryPlanForCase(inputs, rows).plan?.warnings ?? [],
    access: recommendationAccess(await planHolderForCase(db, user, caseRow)),
  };
}

/** One letter to read: the document, what its exhibit references rest on, its filing check and its overlaps. */
export async function presentRecommendationLetterDetail(db: Db, user: UserRow, item: LetterWithRecommender): Promise<TRecommendationLetterDetail> {
  const caseRow = await getCaseForUser(db, user, item.letter.caseId);
  const [applicantName, letters, evidence, check] = await Promise.all([
    findApplicantName(db, caseRow),
    findRecommendationLetters(db, caseRow.id),
    findLetterEvidence(db, caseRow.id),
    checkRecommendationLetter(db, caseRow.id, item.letter.document),
  ]);
  const names = namesOf(letters);
  const overlaps = overlapsOf(applicantName, letters)
    .filter((o) => o.a === item.letter.id || o.b === item.letter.id)
    .map((o) => presentOverlap(o, names));
  return {
    ...presentRecommendationLetterSummary(item.letter, item.recommender),
    document: item.letter.document,
    evidence,
    check,
    overlaps,
    access: recommendationAccess(await planHolderForCase(db, user, caseRow)),
  };
}
