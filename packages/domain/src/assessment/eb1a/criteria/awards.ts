import type { EngineContext } from '../../context';
import { detailBoolean, detailNumber, detailScope, detailString, mentions } from '../../details';
import { contradicted, notShown, shown, type ElementCheck, type ElementSpec } from '../../elements';
import { LEVEL_WORDS } from '../../levels';
import { says, states, statesNot } from '../../reading';
import { named, namedList } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { isMajorInternationalAward, isPayToEnterAward, isStudentOrInternalAward, isVanityAward } from '../../signals';
import { combineItemScores, criterionBuilder, decideFromItemsOfType, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-i';
const WELL_KNOWN_ISSUER =
  /\b(association|society|academy|foundation|institute|institutes|council|federation|ieee|acm|national science|nih|nsf|ministry|government|royal|union|league|committee)\b/;

/** The elements of 8 CFR 204.5(h)(3)(i) as the AAO applies them: recipient; national or international recognition; for excellence in the field. */
const SPECS: readonly ElementSpec[] = [
  {
    id: 'prize',
    label: 'A prize or award for excellence in the field',
    central: true,
    authorityIds: [RULE],
    action:
      'Show what the award recognises and how winners are chosen (its rules and criteria); grants, scholarships and fellowships fund work and are not prizes.',
  },
  {
    id: 'recipient',
    label: 'Received by the beneficiary',
    central: true,
    authorityIds: [RULE, 'pa-2024-24'],
    action: 'Show you are a named recipient: the certificate, or the awarding body’s announcement or list of winners naming you.',
  },
  {
    id: 'recognition',
    label: 'Nationally or internationally recognized',
    central: false,
    authorityIds: [RULE, 'krasniqi', 'visinscaia'],
    action:
      'Show the award’s national or international reach: who may compete, the number of entrants and winners, and coverage of the award by sources other than the awarding body.',
  },
];

const FUNDING = /\b(grants?|fellowships?|scholarships?|funding|funds?|stipends?|bursar(y|ies))\b/;
// Funding even when it is called an "award" (an NSF CAREER award, a K99 award): it pays for work to be done.
const PLAINLY_FUNDING =
  /\b(research grants?|travel grants?|career grants?|grant (funding|to fund|for|of)|funding (for|of|to)|funds? (the|a|his|her|their|research|work)|stipends?|scholarships?|fellowships?|seed fund\w*|internal fund\w*)\b/;
const PRIZE_WORDS = /\b(prizes?|awards?|medals?|trophy|trophies|first place|champion\w*|honou?rs?)\b/;
const NOT_THE_PERSON =
  /\bnot to (him|her|them|the beneficiary)\b|\bnot (him|her|them) individually\b|\b(presented|awarded|given) to (the |a )?(films?|company|employer|team|organi[sz]ation|firm|project|lab|production)\b/;
const OUTSIDE_RECOGNITION = /\b(media coverage|covered by|reported (by|in)|press coverage|news coverage|featured in|coverage of (the|these|this))\b/;
const WIDE_SCOPE = /\b(international(ly)?|world|global|worldwide|national(ly)?|nationwide|federal)\b/;
const NARROW_SCOPE = /\b(regional|state-specific|statewide|provincial|local|municipal|city|county|organi[sz]ational)\b/;

function prizeCheck(award: AssessmentEvidence): ElementCheck {
  const name = named(award);
  if (isPayToEnterAward(award))
    return contradicted(`Your ${name} required an entry fee; a prize anyone can pay to enter does not show recognition for excellence.`, [award]);
  if (isVanityAward(award))
    return contradicted(`Your ${name} looks like a paid listing or purchased honour rather than a prize for excellence judged against others.`, [award]);
  if (says(award, PLAINLY_FUNDING) || (says(award, FUNDING) && !says(award, PRIZE_WORDS)))
    return contradicted(`${name} is funding (a grant, fellowship or scholarship): grants fund work and are not prizes for excellence.`, [award]);
  return shown(`${name} is an award in your field.`, [award]);
}

function recipientCheck(award: AssessmentEvidence): ElementCheck {
  const name = named(award);
  if (says(award, NOT_THE_PERSON) || detailBoolean(award, 'isRecipient') === false)
    return contradicted(
      `${name} went to a work, team or organization, not to you by name; an acknowledgment by the winner is not receipt from the awarding body.`,
      [award],
      ['pa-2024-24'],
    );
  if (mentions(award, /\bteam\b/) && !mentions(award, /\b(named|each member|individually)\b/) && detailBoolean(award, 'isRecipient') !== true)
    return notShown(`${name} looks like a team award; it counts only if you are one of the named recipients.`, [award], ['pa-2024-24']);
  return shown(`${name} is recorded as an award you received.`, [award]);
}

/** National or international reach: stated, shown by coverage outside the awarding body, or a household-name prize. */
function recognitionCheck(award: AssessmentEvidence): ElementCheck {
  const name = named(award);
  const scope = detailScope(award);
  const wide = scope === 'national' || scope === 'international' || states(award, WIDE_SCOPE) || isMajorInternationalAward(award);
  if (scope === 'institutional' || scope === 'local' || scope === 'regional')
    return contradicted(`${name} is ${scope === 'institutional' ? 'limited to one institution' : `a ${scope} award`}, not a national or international one.`, [
      award,
    ]);
  if (isStudentOrInternalAward(award) && !wide)
    return contradicted(
      `${name} is a student, travel or employer-internal award; recognition limited to one school, employer or group of students is not national recognition.`,
      [award],
    );
  if (says(award, NARROW_SCOPE) && !wide)
    return contradicted(`${name} is described as regional, local or organizational, not national or international.`, [award]);
  if (statesNot(award, /\b(recogni[sz]\w*|national(ly)?|international(ly)?|significance|prestige|reputation|prominence)\b/))
    return notShown(`The record says the recognition of ${name} beyond its awarding body was not shown.`, [award], ['krasniqi']);
  if (wide)
    return shown(
      `${name} is ${scope === 'international' || states(award, /\b(international(ly)?|world|global|worldwide)\b/) ? 'international' : 'national'} in reach.`,
      [award],
    );
  if (detailBoolean(award, 'hasMediaCoverage') === true || states(award, OUTSIDE_RECOGNITION))
    return shown(`${name} was covered by sources other than the awarding body, which shows recognition beyond it.`, [award], ['krasniqi']);
  return notShown(
    `${name} does not say how far its recognition reaches; a name alone, or the awarding body’s own material, does not show national or international recognition.`,
    [award],
  );
}

const checksOf = (award: AssessmentEvidence) => ({ prize: prizeCheck(award), recipient: recipientCheck(award), recognition: recognitionCheck(award) });

/**
 * (i) Lesser nationally or internationally recognized prizes or awards for excellence in the field
 * (8 CFR 204.5(h)(3)(i)). Step one is element by element (checks above). The strength note - selectivity,
 * the issuer's standing, a second qualifying award - only places a met criterion between likely and strong.
 */
export function assessAwards(ctx: EngineContext): Finding {
  const { b, items: awards, decision, qualifying } = decideFromItemsOfType(ctx, 'eb1a-i', 'award', SPECS, checksOf);
  const grants = ctx.ofType('grant');
  const scores = qualifying.map((a) => strengthOf(b, a));

  if (grants.length && !qualifying.length) {
    b.gap(
      `${namedList(grants)} ${grants.length === 1 ? 'is a grant' : 'are grants'}: grants fund proposed work and are not prizes for excellence, so they belong with your record of success, not under this criterion.`,
      grants,
      [RULE],
    );
  }
  if (!awards.length) {
    b.action(
      'List any prize or award you received from a national or international body (professional societies, conferences, government agencies), with the certificate and the award rules.',
      [],
      [RULE],
    );
  }
  noteMissingDocuments(b, awards);
  // A major internationally recognised award carries the criterion on its own.
  const score = qualifying.some(isMajorInternationalAward) ? 100 : combineItemScores(scores);
  const top = decision.best?.items[0];
  return b.build({
    score,
    stepOne: decision,
    summary: (level) =>
      top
        ? `${awards.length === 1 ? 'One award' : `${awards.length} awards`} considered; the closest to the criterion is ${named(top)}. On this record the criterion looks ${LEVEL_WORDS[level]}.`
        : 'No award in the record yet.',
  });
}

/** How strong a qualifying award is: selectivity and the issuer's standing (the strength note, not step one). */
function strengthOf(b: ReturnType<typeof criterionBuilder>, award: AssessmentEvidence): number {
  const name = named(award);
  const scope = detailScope(award) ?? (states(award, /\b(international(ly)?|world|global)\b/) ? 'international' : 'national');
  let score = 30 + (scope === 'international' ? 35 : 30);
  const issuer = detailString(award, 'issuer') ?? detailString(award, 'organization');
  const entrants = detailNumber(award, 'entrants');
  const winners = detailNumber(award, 'winners');
  const selective = detailBoolean(award, 'isSelective') === true || (entrants !== null && winners !== null && winners > 0 && entrants / winners >= 10);
  if (selective) {
    score += 10;
    const ratio = entrants !== null && winners !== null ? ` (${winners} of ${entrants} entrants)` : '';
    b.strength(`${name} was selective${ratio}, which shows it recognises excellence rather than participation.`, [award], [RULE]);
  } else {
    b.action(
      `Document the selection process of ${name}: its written criteria, the number of entrants and winners, and who judged.`,
      [award],
      [RULE, 'pm-6-f-2'],
    );
  }
  if (issuer && WELL_KNOWN_ISSUER.test(issuer.toLowerCase())) {
    score += 10;
    b.strength(
      `${name} is granted by ${issuer}, a society, academy or public body: the kind of granting entity whose reputation officers weigh.`,
      [award],
      [RULE],
    );
  } else if (issuer) score += 5;
  // A student or early-career award that is open nationally can qualify, but it is not among the strongest.
  if (isStudentOrInternalAward(award)) score = Math.min(score, 70);
  if (!detailBoolean(award, 'hasMediaCoverage') && !states(award, OUTSIDE_RECOGNITION)) {
    b.action(
      `Collect coverage of ${name} from sources other than the organiser (trade press, news, society journals); evidence only from the awarding body may not show wider recognition.`,
      [award],
      ['krasniqi', 'visinscaia'],
    );
  }
  return isMajorInternationalAward(award) ? 100 : score;
}
