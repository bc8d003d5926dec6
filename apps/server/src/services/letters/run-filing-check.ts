import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { checkLetter, letterSentences, ZLetter, type Letter, type LetterIssue } from '@acclaim/domain/letter';
import type { TLetterCheck, TLetterCheckIssue } from '@acclaim/contracts';
import type { LetterRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findLetterExhibits, findVerifiedNumbers, type LetterFacts } from './letter-evidence';
import { readLetter, type LetterMeta } from './letter-read-cache';

function issueText(issue: LetterIssue): string | null {
  switch (issue.kind) {
    case 'unsupported-sentence':
      return issue.text;
    case 'citation-outside-library':
      return issue.citation;
    case 'exhibit-missing':
    case 'exhibit-uncited':
    case 'exhibit-identity-unconfirmed':
      return issue.label;
    case 'unknown-authority':
      return issue.authorityId;
    default:
      return null;
  }
}

/**
 * The filing check of the current version against the case's exhibits and verified figures as they are now
 * (exhibits added or removed since the letter was written show up here).
 */
export async function runFilingCheck(db: Db, row: LetterRow, letter: Letter): Promise<TLetterCheck> {
  const [exhibits, verifiedNumbers] = await Promise.all([findLetterExhibits(db, row.caseId), findVerifiedNumbers(db, row.caseId)]);
  return checkAgainst(row, letter, exhibits, verifiedNumbers);
}

const checks = new LRUCache<string, TLetterCheck>({ max: 500 });

/**
 * The filing check of the row's stored letter for the summaries (progress on the dashboard and the Clients page),
 * which run it for every case shown. The answer depends only on the letter's version and the case's exhibits and
 * verified figures, so it is kept for that combination; a new version or a changed exhibit is a new key.
 */
export async function cachedFilingCheck(db: Db, row: LetterMeta): Promise<TLetterCheck> {
  const [exhibits, verifiedNumbers] = await Promise.all([findLetterExhibits(db, row.caseId), findVerifiedNumbers(db, row.caseId)]);
  return cachedFilingCheckOf(db, row, { exhibits, verifiedNumbers });
}

/** `cachedFilingCheck` with the case's exhibits and verified figures already read (the Clients page reads them for every case at once). */
export async function cachedFilingCheckOf(
  db: Db,
  row: LetterMeta,
  { exhibits, verifiedNumbers }: LetterFacts,
  read?: { letter: Letter },
): Promise<TLetterCheck> {
  const facts = createHash('sha256')
    .update(JSON.stringify([exhibits, verifiedNumbers]))
    .digest('base64');
  const key = `${row.id} ${row.version} ${row.updatedAt.getTime()} ${facts}`;
  const cached = checks.get(key);
  if (cached) return cached;
  const check = checkAgainst(row, (read ?? (await readLetter(db, row))).letter, exhibits, verifiedNumbers);
  checks.set(key, check);
  return check;
}

function checkAgainst(
  row: Pick<LetterRow, 'version'>,
  letter: Letter,
  exhibits: Awaited<ReturnType<typeof findLetterExhibits>>,
  verifiedNumbers: Awaited<ReturnType<typeof findVerifiedNumbers>>,
): TLetterCheck {
  const issues = checkLetter(letter, { exhibits, verifiedNumbers });
  const headings = new Map(letter.sections.map((s) => [s.id, s.heading]));
  const sentences = letterSentences(letter);
  const exhibitsCited = new Set(
    sentences.flatMap(({ section, sentence }) =>
      section.kind === 'exhibit-index' ? [] : sentence.runs.flatMap((r) => (r.type === 'exhibit' ? [r.label] : [])),
    ),
  );
  return {
    version: row.version,
    isClean: issues.length === 0,
    factualSentences: sentences.filter(({ sentence }) => sentence.isFactual).length,
    citations: sentences.reduce((n, { sentence }) => n + sentence.runs.filter((r) => r.type === 'citation').length, 0),
    exhibitsCited: exhibitsCited.size,
    issues: issues.map((issue): TLetterCheckIssue => ({
      kind: issue.kind,
      message: issue.message,
      sectionId: issue.location?.sectionId ?? null,
      sectionHeading: issue.location?.sectionId ? (headings.get(issue.location.sectionId) ?? null) : null,
      text: issueText(issue),
    })),
  };
}

/** The filing check of the letter's current version, or CONFLICT while its first draft is being written. */
export async function checkCurrentVersion(db: Db, row: LetterRow): Promise<TLetterCheck> {
  if (!row.document || row.version === 0) {
    throw new AppError('CONFLICT', { message: 'The letter is still being written; it can be checked when the first draft is done.' });
  }
  return runFilingCheck(db, row, ZLetter.parse(row.document));
}
