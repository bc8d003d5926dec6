import type { EngineContext } from '../../context';
import { detailString, detailStrings, mentions } from '../../details';
import { namedList, plural } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { isGeneralAudiencePiece, isPredatoryVenue, isPreprint } from '../../signals';
import { criterionBuilder, criterionSummary, noteAfterFiling } from './common';

const RULE = 'cfr-204-5-h-3-vi';

/**
 * How much one article counts. A publication the scholarly check confirmed counts fully; one not checked
 * yet ("not verified") counts half; one whose record differs from the claim, or that no index knows,
 * counts a quarter until the difference is explained. Preprints, general-audience pieces and items
 * without published text count little: the criterion asks for scholarly articles in professional or
 * major trade publications.
 */
export const ARTICLE_WEIGHTS = { verified: 1, unverified: 0.5, offline: 0.5, mismatch: 0.25, not_found: 0.25 } as const;

/**
 * Effective article count to score: 0 → 0 · ≥1 → 55 · ≥2 → 62 · ≥3 → 70 · ≥5 → 82 · ≥10 → 90 · ≥20 → 95.
 * With no verified article the score stops at 62 (likely at most): nothing has been confirmed yet.
 */
function scoreFromCount(effective: number, verified: number): number {
  const score = effective >= 20 ? 95 : effective >= 10 ? 90 : effective >= 5 ? 82 : effective >= 3 ? 70 : effective >= 2 ? 62 : effective >= 1 ? 55 : effective > 0 ? 35 : 0;
  return verified === 0 ? Math.min(score, 62) : score;
}

/**
 * (vi) Authorship of scholarly articles in the field in professional or major trade publications or
 * other major media (legal-domain §2.6). Peer-reviewed articles and published conference papers count;
 * announcements, synopses and general-audience pieces do not. Citations are not required here (Kazarian);
 * they weigh in the final merits.
 */
export function assessScholarlyArticles(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-vi');
  const publications = ctx.ofType('publication');
  const presentations = ctx.ofType('presentation');
  noteAfterFiling(b, ctx.lateOfType('publication', 'presentation'));
  b.consider([...publications, ...presentations]);
  const doesNotReadilyApply = (ctx.field.isArtistic || ctx.field.isAthletic) && !publications.length;

  const lastName = ctx.profile.fullName?.trim().split(/\s+/).pop()?.toLowerCase() ?? null;
  const buckets = { verified: [] as AssessmentEvidence[], unverified: [] as AssessmentEvidence[], mismatch: [] as AssessmentEvidence[], notFound: [] as AssessmentEvidence[] };
  const lesser = { predatory: [] as AssessmentEvidence[], preprint: [] as AssessmentEvidence[], general: [] as AssessmentEvidence[], authorship: [] as AssessmentEvidence[] };
  let effective = 0;
  for (const p of publications) {
    let weight: number = ARTICLE_WEIGHTS[p.verification];
    if (p.verification === 'verified') buckets.verified.push(p);
    else if (p.verification === 'mismatch') buckets.mismatch.push(p);
    else if (p.verification === 'not_found') buckets.notFound.push(p);
    else buckets.unverified.push(p);
    if (isPredatoryVenue(p)) {
      lesser.predatory.push(p);
      weight = 0;
    } else if (isGeneralAudiencePiece(p)) {
      lesser.general.push(p);
      weight *= 0.25;
    } else if (isPreprint(p) && p.verification !== 'verified') {
      lesser.preprint.push(p);
      weight *= 0.5;
    }
    const authors = detailStrings(p, 'authors');
    if (lastName && authors.length && !authors.some((a) => a.toLowerCase().includes(lastName))) {
      lesser.authorship.push(p);
      weight *= 0.5;
    }
    effective += weight;
  }
  const publishedTalks = presentations.filter((t) => mentions(t, /\b(proceedings|published|paper|doi)\b/) || detailString(t, 'doi'));
  const talksOnly = presentations.filter((t) => !publishedTalks.includes(t));
  effective += publishedTalks.reduce((sum, t) => sum + ARTICLE_WEIGHTS[t.verification], 0);

  if (buckets.verified.length) {
    b.strength(`${plural(buckets.verified.length, 'publication')} ${buckets.verified.length === 1 ? 'is' : 'are'} verified against scholarly records (${namedList(buckets.verified, 2)}).`, buckets.verified, [RULE]);
  }
  if (publishedTalks.length) b.strength(`${namedList(publishedTalks)} ${publishedTalks.length === 1 ? 'is a published conference paper' : 'are published conference papers'}, which count as scholarly articles.`, publishedTalks, [RULE]);
  if (buckets.unverified.length) {
    b.gap(`${plural(buckets.unverified.length, 'publication')} ${buckets.unverified.length === 1 ? 'is' : 'are'} not verified yet (${namedList(buckets.unverified, 2)}), so ${buckets.unverified.length === 1 ? 'it counts' : 'they count'} for less until checked.`, buckets.unverified, [RULE]);
    b.action('Add the DOI of each unverified publication and run verification, or attach the first page of each article showing the journal, date and your name.', buckets.unverified, [RULE]);
  }
  if (buckets.mismatch.length) {
    const diffs = buckets.mismatch.flatMap((p) => p.check?.differences ?? []).slice(0, 3);
    b.gap(`${namedList(buckets.mismatch)} ${buckets.mismatch.length === 1 ? 'does' : 'do'} not match the scholarly record${diffs.length ? ` (${diffs.join('; ')})` : ''}; inconsistencies must be resolved with independent evidence.`, buckets.mismatch, [RULE, 'ho']);
    b.action(`Correct the details of ${namedList(buckets.mismatch)} in your CV to match the published record, or explain the difference with the publisher's page.`, buckets.mismatch, ['ho']);
  }
  if (buckets.notFound.length) b.gap(`${namedList(buckets.notFound)} could not be found in the scholarly indexes; show that the venue is a professional publication.`, buckets.notFound, [RULE]);
  if (lesser.predatory.length) b.gap(`${namedList(lesser.predatory)} appeared in a venue flagged as predatory, which does not count as a professional publication.`, lesser.predatory, [RULE]);
  if (lesser.preprint.length) b.gap(`${namedList(lesser.preprint)} ${lesser.preprint.length === 1 ? 'is a preprint' : 'are preprints'}; a peer-reviewed or formally published version counts more.`, lesser.preprint, [RULE]);
  if (lesser.general.length) b.gap(`${namedList(lesser.general)} ${lesser.general.length === 1 ? 'is' : 'are'} written for a general audience, not scholarly articles.`, lesser.general, [RULE]);
  if (lesser.authorship.length) b.gap(`Your name does not appear in the author list recorded for ${namedList(lesser.authorship)}; authorship must be shown.`, lesser.authorship, [RULE, 'ho']);
  if (talksOnly.length) b.gap(`${namedList(talksOnly)} ${talksOnly.length === 1 ? 'is a talk' : 'are talks'} without a published text; announcements and synopses do not count.`, talksOnly, [RULE]);
  if (publications.length) {
    b.strength('Citations are not a condition of this criterion; they matter later, in the final merits.', [], ['kazarian']);
  } else if (!doesNotReadilyApply) {
    b.gap('No scholarly article is in the record.', [], [RULE]);
    b.action('List articles you authored in peer-reviewed journals, conference proceedings or professional trade publications, each with its DOI or a copy of the first page.', [], [RULE]);
  }

  const total = publications.length + presentations.length;
  return b.build({
    score: scoreFromCount(effective, buckets.verified.length),
    isComparableEvidenceCandidate: doesNotReadilyApply,
    summary: (level) =>
      criterionSummary(
        level,
        `${plural(total, 'publication or paper', 'publications and papers')} considered, ${buckets.verified.length} verified.`,
        doesNotReadilyApply ? 'No scholarly articles; in your occupation this criterion may not readily apply.' : 'No scholarly articles in the record yet.',
      ),
  });
}
