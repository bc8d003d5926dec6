import type { EngineContext } from '../../context';
import { detailBoolean, detailString, detailStrings } from '../../details';
import { contradicted, notShown, shown, type Candidate, type ElementCheck, type ElementSpec } from '../../elements';
import { isUndescribed, says, statesNot } from '../../reading';
import { named, namedList, plural } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { isGeneralAudiencePiece, isPredatoryVenue, isPreprint } from '../../signals';
import { criterionBuilder, criterionSummary, noteAfterFiling, decideCriterion } from './common';

const RULE = 'cfr-204-5-h-3-vi';

/** The plain terms of 8 CFR 204.5(h)(3)(vi). Citations are not among them (Kazarian): they weigh in the final merits. */
const SPECS: readonly ElementSpec[] = [
  {
    id: 'authorship',
    label: 'Authorship by the beneficiary',
    central: true,
    authorityIds: [RULE],
    action: 'Show your authorship: the first page or the publisher’s record listing you among the authors.',
  },
  {
    id: 'scholarly',
    label: 'A scholarly article in the field',
    central: true,
    authorityIds: [RULE, 'pm-6-f-2'],
    action: 'Offer research articles or published conference papers written for experts in the field, with their published text.',
  },
  {
    id: 'venue',
    label: 'In professional or major trade publications or other major media',
    central: false,
    authorityIds: [RULE],
    action:
      'Show where each article appeared: a peer-reviewed journal, published proceedings or a professional or trade publication (a DOI or the first page).',
  },
];

const PUBLISHED_TALK = /\b(proceedings|published|paper|doi)\b/;
const GENERAL_AUDIENCE = /\b(general[- ]audience|newspaper (article|column|piece)s?|popular (press|magazine)|op-eds?|opinion (piece|column)s?)\b/;
const UNPUBLISHED =
  /\b(unpublished|internal (report|document|materials?)|company materials|strategy documents?|white paper for (the|my) (company|employer)|synopsis|abstract only)\b/;

/** The beneficiary's surname, when the profile names them, to check author lists. */
const surnameOf = (ctx: EngineContext) => ctx.profile.fullName?.trim().split(/\s+/).pop()?.toLowerCase() ?? null;

function authorshipCheck(p: AssessmentEvidence, surname: string | null): ElementCheck {
  const name = named(p);
  const authors = detailStrings(p, 'authors');
  const authorDiff = p.verification === 'mismatch' && (p.check?.differences ?? []).some((d) => /\bauthor/i.test(d));
  if (statesNot(p, /\bauthor(ship|ed)?\b/)) return contradicted(`The record says your authorship of ${name} was not shown.`, [p]);
  if (authorDiff)
    return contradicted(`The scholarly record of ${name} does not list you as an author (${(p.check?.differences ?? []).join('; ')}).`, [p], ['ho']);
  if (surname && authors.length && !authors.some((a) => a.toLowerCase().includes(surname)))
    return contradicted(`Your name does not appear in the author list recorded for ${name}.`, [p], ['ho']);
  return shown(`${name} is recorded as your article.`, [p]);
}

function scholarlyCheck(p: AssessmentEvidence): ElementCheck {
  const name = named(p);
  // Extraction states `published` for a talk when it can tell (proceedings, volume, pages, a publisher's DOI); a
  // repository DOI (slides on figshare or Zenodo) does not make a talk an article.
  const published = p.type === 'presentation' ? detailBoolean(p, 'published') : null;
  if (published === false || (p.type === 'presentation' && published === null && !(says(p, PUBLISHED_TALK) || detailString(p, 'doi'))))
    return contradicted(`${name} is a talk without a published text; announcements and synopses are not articles.`, [p]);
  if (isGeneralAudiencePiece(p))
    return contradicted(`${name} is written for a general audience (a blog, newsletter or opinion piece), not a scholarly article.`, [p]);
  if (says(p, GENERAL_AUDIENCE))
    return contradicted(`${name} appeared in a newspaper or popular outlet for a general audience, which is not a scholarly article.`, [p]);
  if (says(p, UNPUBLISHED)) return contradicted(`${name} is an unpublished or internal document, not a published scholarly article.`, [p]);
  return shown(
    p.type === 'presentation'
      ? `${name} is a published conference paper, which counts as a scholarly article.`
      : `${name} is recorded as a scholarly publication.`,
    [p],
  );
}

function venueCheck(p: AssessmentEvidence): ElementCheck {
  const name = named(p);
  if (isPredatoryVenue(p)) return contradicted(`${name} appeared in a venue flagged as predatory, which is not a professional publication.`, [p]);
  if (isPreprint(p) && p.verification !== 'verified' && detailBoolean(p, 'peerReviewed') !== true)
    return notShown(`${name} is a preprint; the criterion looks for publication in a professional or major trade publication.`, [p]);
  if (statesNot(p, /\b(professional|peer[- ]reviewed|scholarly|trade) (publications?|journals?|media)\b|\bpublished\b/))
    return notShown(`The record says ${name} was not shown to appear in a professional or major trade publication.`, [p]);
  const venue = detailString(p, 'venue');
  return shown(venue ? `${name} appeared in ${venue}.` : `${name} is recorded as published in a professional publication.`, [p]);
}

function candidatesOf(ctx: EngineContext, items: readonly AssessmentEvidence[]): Candidate[] {
  const surname = surnameOf(ctx);
  return items.map((p) => ({
    items: [p],
    described: !isUndescribed(p),
    checks: { authorship: authorshipCheck(p, surname), scholarly: scholarlyCheck(p), venue: venueCheck(p) },
  }));
}

/**
 * Qualifying article count to a strength score: 1 → 60 · 2 → 62 · ≥3 → 70 · ≥5 → 82 · ≥10 → 90 · ≥20 → 95.
 * Until at least one article is verified against scholarly records the score stops at 62: the articles count
 * fully for step one ("not checked" is not "half an article"), but strength needs checked records.
 */
function strengthFromCount(count: number, verified: number): number {
  const score = count >= 20 ? 95 : count >= 10 ? 90 : count >= 5 ? 82 : count >= 3 ? 70 : count >= 2 ? 62 : count >= 1 ? 60 : 0;
  return verified === 0 ? Math.min(score, 62) : score;
}

/**
 * (vi) Authorship of scholarly articles in the field in professional or major trade publications or other
 * major media (8 CFR 204.5(h)(3)(vi)). Peer-reviewed articles and published conference papers count; talks without
 * published text, general-audience pieces and internal documents do not. Scholarly verification is a
 * documentation status: off or not yet run means "not checked", never a fraction of an article.
 */
export function assessScholarlyArticles(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-vi');
  const publications = ctx.ofType('publication');
  const presentations = ctx.ofType('presentation');
  noteAfterFiling(b, ctx.lateOfType('publication', 'presentation'));
  b.consider([...publications, ...presentations]);
  const doesNotReadilyApply = (ctx.field.isArtistic || ctx.field.isAthletic) && !publications.length;
  const candidates = candidatesOf(ctx, [...publications, ...presentations]);
  const { decision, qualifying } = decideCriterion(b, SPECS, candidates);
  noteVerification(b, publications);
  if (publications.length) b.strength('Citations are not a condition of this criterion; they matter later, in the final merits.', [], ['kazarian']);
  else if (!doesNotReadilyApply)
    b.action(
      'List articles you authored in peer-reviewed journals, conference proceedings or professional trade publications, each with its DOI or a copy of the first page.',
      [],
      [RULE],
    );

  const verified = qualifying.filter((p) => p.verification === 'verified').length;
  const total = publications.length + presentations.length;
  return b.build({
    score: strengthFromCount(qualifying.length, verified),
    stepOne: decision,
    isComparableEvidenceCandidate: doesNotReadilyApply,
    summary: (level) =>
      criterionSummary(
        level,
        `${plural(total, 'publication or paper', 'publications and papers')} considered, ${plural(qualifying.length, 'article')} meeting the plain terms, ${buckets(publications).verified.length} verified.`,
        doesNotReadilyApply ? 'No scholarly articles; in your occupation this criterion may not readily apply.' : 'No scholarly articles in the record yet.',
      ),
  });
}

function buckets(publications: readonly AssessmentEvidence[]) {
  return {
    verified: publications.filter((p) => p.verification === 'verified'),
    notChecked: publications.filter((p) => p.verification === 'unverified' || p.verification === 'offline'),
    mismatch: publications.filter((p) => p.verification === 'mismatch'),
    notFound: publications.filter((p) => p.verification === 'not_found' && !isPredatoryVenue(p)),
  };
}

/** Verification is documentation: verified records are a strength, differences are flagged gaps, "not checked" is an action. */
function noteVerification(b: ReturnType<typeof criterionBuilder>, publications: readonly AssessmentEvidence[]): void {
  const { verified, notChecked, mismatch, notFound } = buckets(publications);
  if (verified.length)
    b.strength(
      `${plural(verified.length, 'publication')} ${verified.length === 1 ? 'is' : 'are'} verified against scholarly records (${namedList(verified, 2)}).`,
      verified,
      [RULE],
    );
  if (notChecked.length) {
    b.action(
      `${plural(notChecked.length, 'publication')} ${notChecked.length === 1 ? 'has' : 'have'} not been checked against scholarly records (${namedList(notChecked, 2)}); ${notChecked.length === 1 ? 'it counts' : 'they count'} as described. Add each DOI and run verification, or attach the first page showing the journal, date and your name.`,
      notChecked,
      [RULE],
    );
  }
  if (mismatch.length) {
    const diffs = mismatch.flatMap((p) => p.check?.differences ?? []).slice(0, 3);
    b.gap(
      `${namedList(mismatch)} ${mismatch.length === 1 ? 'does' : 'do'} not match the scholarly record${diffs.length ? ` (${diffs.join('; ')})` : ''}; inconsistencies must be resolved with independent evidence.`,
      mismatch,
      [RULE, 'ho'],
    );
    b.action(
      `Correct the details of ${namedList(mismatch)} in your CV to match the published record, or explain the difference with the publisher's page.`,
      mismatch,
      ['ho'],
    );
  }
  if (notFound.length)
    b.gap(`${namedList(notFound)} could not be found in the scholarly indexes; show that the venue is a professional publication.`, notFound, [RULE]);
}
