import type { EngineContext } from '../../context';
import { detailBoolean, detailNumber, detailString, mentions } from '../../details';
import { LEVEL_WORDS } from '../../levels';
import { named, namedList } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { isMajorInternationalAward, isPayToEnterAward, isStudentOrInternalAward, isVanityAward, scopeOf } from '../../signals';
import { bestOf, combineItemScores, criterionBuilder, noteAfterFiling, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-i';
const WELL_KNOWN_ISSUER = /\b(association|society|academy|foundation|institute|institutes|council|federation|ieee|acm|national science|nih|nsf|ministry|government|royal|union|league|committee)\b/;

/**
 * (i) Lesser nationally or internationally recognized prizes or awards for excellence in the field
 * (legal-domain §2.1). What moves the score: the award's reach (national/international, not one school
 * or employer), a selective process (entrants vs winners, criteria), a reputable issuer, the person being
 * a named recipient, and proof of recognition from outside the awarding body.
 */
export function assessAwards(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-i');
  const awards = ctx.ofType('award');
  const grants = ctx.ofType('grant');
  noteAfterFiling(b, ctx.lateOfType('award'));
  b.consider(awards);

  const scores = awards.map((award) => scoreAward(b, award));

  if (grants.length && awards.every((a, i) => (scores[i] ?? 0) < 60)) {
    b.gap(
      `${namedList(grants)} ${grants.length === 1 ? 'is a grant' : 'are grants'}: grants fund proposed work and are not prizes for excellence, so they belong with your record of success, not under this criterion.`,
      grants,
      [RULE],
    );
  }
  if (!awards.length) {
    b.gap('No award is in the record.', [], [RULE]);
    b.action(
      'List any prize or award you received from a national or international body (professional societies, conferences, government agencies), with the certificate and the award rules.',
      [],
      [RULE],
    );
  } else if (!awards.some(hasOutsideRecognition)) {
    const strongest = bestOf(awards, scores) as AssessmentEvidence;
    b.action(
      `Collect coverage of ${named(strongest)} from sources other than the organiser (trade press, news, society journals); evidence only from the awarding body may not show wider recognition.`,
      [strongest],
      ['krasniqi', 'visinscaia'],
    );
  }
  noteMissingDocuments(b, awards);

  // A major internationally recognised award carries the criterion on its own.
  const score = awards.some(isMajorInternationalAward) ? 100 : combineItemScores(scores);
  const top = bestOf(awards, scores);
  return b.build({
    score,
    summary: (level) =>
      top
        ? `${awards.length === 1 ? 'One award' : `${awards.length} awards`} considered; the strongest is ${named(top)}. On this record the criterion looks ${LEVEL_WORDS[level]}.`
        : 'No award in the record yet.',
  });
}

function hasOutsideRecognition(e: AssessmentEvidence): boolean {
  return detailBoolean(e, 'hasMediaCoverage') === true || mentions(e, /\b(covered by|reported (by|in)|press coverage|featured in)\b/);
}

function scoreAward(b: ReturnType<typeof criterionBuilder>, award: AssessmentEvidence): number {
  const name = named(award);
  if (isPayToEnterAward(award)) {
    b.gap(`Your ${name} required an entry fee; a prize anyone can pay to enter does not show recognition for excellence.`, [award], [RULE]);
    return 5;
  }
  if (isVanityAward(award)) {
    b.gap(`Your ${name} looks like a paid listing or purchased honour rather than a prize for excellence judged against others.`, [award], [RULE]);
    return 5;
  }

  let score = 30; // received an award in the field: the first element of the criterion
  const scope = scopeOf(award);
  const issuer = detailString(award, 'issuer') ?? detailString(award, 'organization');
  const entrants = detailNumber(award, 'entrants');
  const winners = detailNumber(award, 'winners');
  const selective = detailBoolean(award, 'isSelective') === true || (entrants !== null && winners !== null && winners > 0 && entrants / winners >= 10);
  const studentOrInternal = isStudentOrInternalAward(award);

  if (scope === 'international' || scope === 'national') {
    score += scope === 'international' ? 35 : 30;
    b.strength(`Your ${name} is ${scope === 'international' ? 'an international' : 'a national'} award, which is the reach the criterion asks for.`, [award], [RULE]);
  } else if (scope === 'regional' || scope === 'local' || scope === 'institutional') {
    score -= 5;
    b.gap(`Your ${name} is ${scope === 'institutional' ? 'limited to one institution' : `a ${scope} award`}; the criterion needs national or international recognition.`, [award], [RULE]);
  } else {
    score += 10;
    b.gap(`The record does not show how far the recognition of your ${name} reaches (national or international).`, [award], [RULE]);
    b.action(`Ask the organiser of ${name} for a letter stating who may compete, the number of entrants and winners, and the selection criteria.`, [award], [RULE, 'pm-6-f-2']);
  }

  if (selective) {
    score += 10;
    const ratio = entrants !== null && winners !== null ? ` (${winners} of ${entrants} entrants)` : '';
    b.strength(`Your ${name} was selective${ratio}, which shows it recognises excellence rather than participation.`, [award], [RULE]);
  } else if (scope === 'international' || scope === 'national') {
    b.action(`Document the selection process of ${name}: its written criteria, the number of entrants and winners, and who judged.`, [award], [RULE]);
  }

  if (issuer) {
    score += WELL_KNOWN_ISSUER.test(issuer.toLowerCase()) ? 10 : 5;
    if (WELL_KNOWN_ISSUER.test(issuer.toLowerCase())) b.strength(`Your ${name} is granted by ${issuer}, a society, academy or public body: the kind of granting entity whose reputation officers weigh.`, [award], [RULE]);
  } else {
    b.gap(`The issuer of your ${name} is not recorded.`, [award], [RULE]);
  }

  if (mentions(award, /\bteam\b/) && !mentions(award, /\b(named|each member|individually)\b/)) {
    b.gap(`Your ${name} looks like a team award; it counts only if you are one of the named recipients, not just a member of the team that won.`, [award], ['pa-2024-24', RULE]);
    score -= 10;
  }

  if (studentOrInternal) {
    const ceiling = scope === 'international' || scope === 'national' ? 55 : 35;
    if (score > ceiling) score = ceiling;
    b.gap(`Your ${name} is a student, travel or employer-internal award; such awards usually fall short unless they are open to a national field of competitors.`, [award], [RULE]);
  }
  if (isMajorInternationalAward(award)) score = 100;
  return score;
}
