import { detailBoolean, detailNumber, detailScope, detailString, mentions, type Scope } from './details';
import type { AssessmentEvidence } from './schema';

/**
 * Facts about single items that several rules need (a criterion and the red-flag list must agree that
 * an award was pay-to-enter). Explicit `details` flags win over wording in the title or description.
 */

// ----- Awards -------------------------------------------------------------------------------------

export function isPayToEnterAward(e: AssessmentEvidence): boolean {
  const explicit = detailBoolean(e, 'isPaidEntry');
  if (explicit !== null) return explicit;
  return mentions(e, /\b(entry fee|entrance fee|nomination fee|pay(ing)? to enter|application fee|submission fee|paid entry)\b/);
}

/** Listings and "awards" that are bought or sent to anyone who pays. */
export function isVanityAward(e: AssessmentEvidence): boolean {
  if (detailBoolean(e, 'isVanity') === true) return true;
  if (detailBoolean(e, 'requiresFee') === true) return true;
  return mentions(e, /\b(who'?s who|marquis|biographical (directory|listing)|purchase(d)? (the|a|your) (plaque|award|trophy)|award (package|fee))\b/);
}

/** Scholastic, travel or employer-internal recognition: usually not national or international. */
export function isStudentOrInternalAward(e: AssessmentEvidence): boolean {
  const scope = detailScope(e);
  if (scope === 'institutional' || scope === 'local') return true;
  return mentions(
    e,
    /\b(student|graduate|undergraduate|doctoral|dissertation|phd|travel (award|grant|fellowship)|scholarship|dean'?s list|poster|employee of the|internal|spot award|hackathon|departmental|department|campus|school|class of|valedictorian|teaching assistant)\b/,
  );
}

export function isMajorInternationalAward(e: AssessmentEvidence): boolean {
  if (isPayToEnterAward(e) || isVanityAward(e)) return false;
  // Household-name examples of a major, internationally recognized award: Nobel, Pulitzer, Academy Award, Olympic gold, Booker, Turing.
  return mentions(
    e,
    /\b(nobel (prize|laureate)|pulitzer prize|academy award|oscar for|olympic gold|gold medal[^.\n]{0,40}olympic|booker prize|turing award)\b/,
  );
}

/** Scope stated in details, else read from the wording. */
export function scopeOf(e: AssessmentEvidence): Scope | null {
  const explicit = detailScope(e);
  if (explicit) return explicit;
  if (mentions(e, /\b(international|world|global|worldwide)\b/)) return 'international';
  if (mentions(e, /\b(national|american|nationwide|u\.s\.|federal)\b/)) return 'national';
  if (mentions(e, /\b(regional|state|provincial)\b/)) return 'regional';
  return null;
}

// ----- Membership ---------------------------------------------------------------------------------

export function isOpenMembership(e: AssessmentEvidence): boolean {
  if (detailBoolean(e, 'requiresFee') === true) return true;
  if (detailBoolean(e, 'isSelective') === false) return true;
  return mentions(e, /\b(open to (all|anyone|any)|annual dues|membership fee|dues[- ]paying|subscri(be|ption)|anyone (can|may) join|pay(ing)? (the|a) fee)\b/);
}

export function isSelectiveMembership(e: AssessmentEvidence): boolean {
  if (isOpenMembership(e)) return false;
  if (detailBoolean(e, 'isSelective') === true) return true;
  return mentions(
    e,
    /\b(fellow|elected|election|academy|distinguished member|senior member|invited member|by invitation|honorary member|nominated and elected)\b/,
  );
}

export function isExpertJudgedMembership(e: AssessmentEvidence): boolean {
  return mentions(
    e,
    /\b(outstanding (\w+ )?(achievement|contribution)s?|judged by|reviewed by (a )?(panel|committee|council)|peer[- ]nominat\w*|nominated by|nomination by|selection committee|elected by (the )?(members|fellows|council|board))\b/,
  );
}

/** Membership based on degree, years, licence or employment alone (excluded by the Policy Manual). */
export function isCredentialMembership(e: AssessmentEvidence): boolean {
  return mentions(
    e,
    /\b(student member|associate member|years of (experience|practice)|degree (is )?required|licen[cs]ed|union|guild|required for employment|by virtue of (my|his|her) (degree|licen[cs]e|employment))\b/,
  );
}

// ----- Published material -------------------------------------------------------------------------

export function isPaidMedia(e: AssessmentEvidence): boolean {
  const explicit = detailBoolean(e, 'isPaidMedia');
  if (explicit !== null) return explicit;
  return mentions(e, /\b(sponsored|advertorial|paid (placement|feature|article|post)|press release|promoted content|pr newswire|business wire)\b/);
}

export function isNotAboutPerson(e: AssessmentEvidence): boolean {
  return (
    detailBoolean(e, 'isAboutPerson') === false ||
    mentions(e, /\b(passing mention|briefly mention|only mention|about (the|my) (company|employer|team|lab|show))\b/)
  );
}

const MAJOR_OUTLETS =
  /\b(new york times|washington post|wall street journal|the guardian|bbc|cnn|reuters|associated press|bloomberg|financial times|the economist|npr|wired|forbes|techcrunch|the verge|time magazine|science magazine|scientific american|new scientist|mit technology review|the atlantic|los angeles times|usa today|nikkei|le monde|der spiegel|statnews|stat news|ieee spectrum|nature news|science news|the lancet|nejm|cell press|artforum|art in america|frieze|rolling stone|billboard|variety|downbeat|espn|sports illustrated|the new yorker)\b/;
/** Outlets whose one-word names are also common words: recognised only as the whole outlet name. */
const MAJOR_SHORT_NAMES = /^(the )?(nature|science|cell|time|newsweek|the lancet)$/;
// A web address is not an outlet's name ("naturewatch.college.edu" is not Nature).
const ADDRESS = /\bhttps?:\/\/\S+|\b[\w-]+(\.[\w-]+)+\.(com|org|edu|net|io|gov)\S*/g;

export function isMajorOutlet(e: AssessmentEvidence): boolean {
  if (detailBoolean(e, 'isMajorMedia') === true) return true;
  const outlet = (detailString(e, 'outlet') ?? '').toLowerCase().trim();
  if (MAJOR_SHORT_NAMES.test(outlet)) return true;
  return MAJOR_OUTLETS.test(`${outlet} ${e.title} ${e.description}`.toLowerCase().replace(ADDRESS, ' '));
}

// ----- Publications -------------------------------------------------------------------------------

export function isSelfCitationItem(e: AssessmentEvidence): boolean {
  return detailBoolean(e, 'isSelfCitation') === true;
}

export function isPredatoryVenue(e: AssessmentEvidence): boolean {
  return detailBoolean(e, 'isPredatory') === true;
}

export function isPreprint(e: AssessmentEvidence): boolean {
  return mentions(e, /\b(arxiv|biorxiv|medrxiv|chemrxiv|ssrn|preprint|research square)\b/);
}

/** Pieces written for a general audience rather than "learned persons" (blogs, newsletters, op-eds). */
export function isGeneralAudiencePiece(e: AssessmentEvidence): boolean {
  return mentions(e, /\b(blog|medium\.com|substack|newsletter|op-ed|opinion piece|linkedin (post|article))\b/);
}

/** A figure such as "12 reviews" or details.count. */
export function countOf(e: AssessmentEvidence, nouns: RegExp): number | null {
  const explicit = detailNumber(e, 'count');
  if (explicit !== null) return explicit;
  const m = new RegExp(String.raw`(\d{1,4})\+?\s+(?:[a-z-]+\s+){0,2}(?:${nouns.source})`).exec(`${e.title} ${e.description}`.toLowerCase());
  const n = m ? Number(m[1]) : null;
  // "2023 ISMB papers" names a year, not a count.
  return n !== null && n >= 1900 && n <= 2100 ? null : n;
}
