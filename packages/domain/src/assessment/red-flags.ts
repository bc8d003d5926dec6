import { hasHeavySelfCitation } from './citations';
import type { EngineContext } from './context';
import { namedList, plural, reason } from './reasons';
import type { AssessmentEvidence, RedFlag } from './schema';
import { isNotAboutPerson, isOpenMembership, isPaidMedia, isPayToEnterAward, isPredatoryVenue, isSelfCitationItem, isVanityAward } from './signals';

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/**
 * Things an officer would hold against the record, or that could mislead: items that cannot count and
 * should not be filed as if they did. One flag per code, naming every item it concerns.
 */
export function findRedFlags(ctx: EngineContext): RedFlag[] {
  const awards = ctx.all.filter((e) => e.type === 'award');
  const publications = ctx.all.filter((e) => e.type === 'publication');
  const flags: RedFlag[] = [
    ...afterFilingFlags(ctx),
    ...awardFlags(awards),
    ...membershipAndMediaFlags(ctx.all),
    ...publicationFlags(publications),
    ...selfCitationFlags(ctx),
  ];
  return flags.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}

/** The flag for `items`, none when there are none; `text` gets the items' names as a list. */
function itemsFlag(
  code: RedFlag['code'],
  severity: RedFlag['severity'],
  items: readonly AssessmentEvidence[],
  text: (list: string) => string,
  authorityIds: string[],
): RedFlag[] {
  if (!items.length) return [];
  const r = reason(text(namedList(items)), items, authorityIds);
  return [{ code, severity, text: r.text, evidenceIds: r.evidenceIds, authorityIds: r.authorityIds }];
}

function afterFilingFlags(ctx: EngineContext): RedFlag[] {
  if (!ctx.afterFiling.length) return [];
  return itemsFlag(
    'after_filing_date',
    'high',
    ctx.afterFiling,
    (l) =>
      `${l} ${ctx.afterFiling.length === 1 ? 'is' : 'are'} dated after your intended filing date (${ctx.profile.intendedFilingDate}). Eligibility must exist when you file, so ${ctx.afterFiling.length === 1 ? 'it' : 'they'} cannot support the petition; file later or leave ${ctx.afterFiling.length === 1 ? 'it' : 'them'} out.`,
    ['cfr-103-2-b-1', 'cfr-103-2-b-12', 'katigbak'],
  );
}

function awardFlags(awards: readonly AssessmentEvidence[]): RedFlag[] {
  return [
    ...itemsFlag(
      'pay_to_enter_award',
      'high',
      awards.filter(isPayToEnterAward),
      (l) => `${l}: an award you paid to enter does not show recognition for excellence; leave it out of the awards criterion.`,
      ['cfr-204-5-h-3-i'],
    ),
    ...itemsFlag(
      'vanity_award',
      'medium',
      awards.filter((a) => !isPayToEnterAward(a) && isVanityAward(a)),
      (l) => `${l} looks like a paid listing or purchased honour; officers look for recognition judged against others in the field.`,
      ['cfr-204-5-h-3-i'],
    ),
  ];
}

function membershipAndMediaFlags(all: readonly AssessmentEvidence[]): RedFlag[] {
  return [
    ...itemsFlag(
      'membership_open_to_anyone',
      'medium',
      all.filter((e) => e.type === 'membership' && isOpenMembership(e)),
      (l) =>
        `${l}: membership open to anyone who pays does not meet the EB-1A membership criterion (it may still help under the EB-2 exceptional-ability criterion for professional memberships).`,
      ['cfr-204-5-h-3-ii', 'cfr-204-5-k-3-ii-e'],
    ),
    ...itemsFlag(
      'paid_media',
      'high',
      all.filter((e) => e.type === 'media_coverage' && isPaidMedia(e)),
      (l) => `${l} is paid or promotional content; filing it as published material about you would undermine the credibility of the rest.`,
      ['cfr-204-5-h-3-iii'],
    ),
    ...itemsFlag(
      'media_not_about_person',
      'medium',
      all.filter((e) => e.type === 'media_coverage' && !isPaidMedia(e) && isNotAboutPerson(e)),
      (l) => `${l} is not about you (a passing mention, or about your employer or team), so it does not count as published material about you.`,
      ['cfr-204-5-h-3-iii', 'noroozi'],
    ),
  ];
}

function publicationFlags(publications: readonly AssessmentEvidence[]): RedFlag[] {
  const unverified = publications.filter((p) => p.verification === 'unverified' || p.verification === 'offline');
  return [
    ...itemsFlag(
      'predatory_venue',
      'high',
      publications.filter(isPredatoryVenue),
      (l) => `${l} appeared in a venue flagged as predatory; do not rely on it as a scholarly article.`,
      ['cfr-204-5-h-3-vi'],
    ),
    ...itemsFlag(
      'unindexed_venue',
      'low',
      publications.filter((p) => p.verification === 'not_found' && !isPredatoryVenue(p)),
      (l) => `${l} could not be found in Crossref, OpenAlex or Semantic Scholar; check the details or show that the venue is a professional publication.`,
      ['cfr-204-5-h-3-vi'],
    ),
    ...itemsFlag(
      'publication_mismatch',
      'medium',
      publications.filter((p) => p.verification === 'mismatch'),
      (l) =>
        `${l} differ${publications.filter((p) => p.verification === 'mismatch').length === 1 ? 's' : ''} from the scholarly record (title, year, venue or authors); unexplained inconsistencies cast doubt on the rest of the record.`,
      ['ho'],
    ),
    ...itemsFlag(
      'unverified_publication',
      'low',
      unverified,
      (l) =>
        `${plural(unverified.length, 'publication')} ${unverified.length === 1 ? 'has' : 'have'} not been checked against scholarly records yet (${l}); ${unverified.length === 1 ? 'it counts' : 'they count'} as described until checked, and a difference found later would be flagged.`,
      ['cfr-204-5-h-3-vi'],
    ),
  ];
}

/** Self-citation, from the items' own citation checks or from the person-level metrics. */
function selfCitationFlags(ctx: EngineContext): RedFlag[] {
  const selfCited = ctx.all.filter(
    (e) => isSelfCitationItem(e) || (e.check && hasHeavySelfCitation(e.check.citationCount ?? 0, e.check.citationsExcludingSelf)),
  );
  const m = ctx.metrics;
  const metricsHeavy = m !== null && hasHeavySelfCitation(m.totalCitations, m.citationsExcludingSelf);
  if (!selfCited.length && !metricsHeavy) return [];
  const metricsText = metricsHeavy && m ? `Only ${m.citationsExcludingSelf} of your ${m.totalCitations} verified citations come from other authors. ` : '';
  const itemsText = selfCited.length ? `${namedList(selfCited)} ${selfCited.length === 1 ? 'rests' : 'rest'} largely on self-citations. ` : '';
  const r = reason(`${metricsText}${itemsText}Self-citations do not show influence on the field; present citation figures excluding them.`, selfCited, [
    'cfr-204-5-h-3-v',
  ]);
  return [{ code: 'self_citation', severity: 'medium', text: r.text, evidenceIds: r.evidenceIds, authorityIds: r.authorityIds }];
}
