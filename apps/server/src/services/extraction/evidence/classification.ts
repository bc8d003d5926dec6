/**
 * Classification rules an immigration attorney applies to every extracted item, whichever extractor read the
 * document (the offline rules or a model). Each rule names the EB-1A criterion of 8 C.F.R. 204.5(h)(3), or the
 * EB-2 rule of 204.5(k), it serves:
 *
 * - grants fund work; they are not prizes for excellence, a common reason awards fail criterion (i);
 * - talks, posters and abstracts are not scholarly articles unless published (criterion (vi));
 * - a degree is a conferred bachelor's, master's, doctorate or professional degree; residencies, fellowships,
 *   postdocs and board certifications are training or credentials (the EB-2 degree rules, 204.5(k));
 * - an honor society counts only with its admission requirements shown (criterion (ii): membership that
 *   requires outstanding achievements);
 * - a university or employer publication is not major media, and "major" is read from the outlet's name, never
 *   from a URL (criterion (iii));
 * - prizes limited to one school or employer have little recognition (criterion (i): the Policy Manual says so of
 *   scholastic awards).
 *
 * Rules only add facts to `details` or move an item to the type it is; they never invent what the text does not say.
 */
import type { TEvidenceDraft } from '@acclaim/contracts';
import { flagInstitutionalAwards } from './institutions';
import { normalizeKey } from './text';

type Item = TEvidenceDraft;

// ---- vocabulary ---------------------------------------------------------------------------------------

const GRANT_WORDS =
  /\b(?:grants?|seed (?:grant|fund(?:s|ing)?|money)|research fund(?:s|ing)?|fellows fund|start-?up (?:fund(?:s|ing)?|package)|funding|funded|fund)\b/i;
/** Funding programmes by their code (NSF CAREER, NIH R01/K99/F31 …). Case-sensitive: "Early Career" is not CAREER. */
const GRANT_MECHANISM =
  /(?<![A-Za-z0-9-])(?:CAREER|R-?0[1-3]|R-?21|R-?3[4-7]|K-?99|R-?00|K-?0[1-8]|K-?2[2-5]|F-?3[0-2]|U-?01|U-?54|P-?01|P-?50|T-?32|SBIR|STTR)(?![A-Za-z0-9])/;
const ERC_GRANT = /\b(?:ERC|European Research Council)\b[^.;]{0,30}\b(?:starting|consolidator|advanced|synergy|proof of concept)\b/i;

export const TALK_WORDS =
  /\b(?:invited (?:talk|speaker|lecture|lecturer|seminar|presentation|symposium)|keynote|plenary (?:talk|lecture|speaker)|seminar (?:speaker|talk|series)|colloquium|posters?(?: presentation| session)?|oral (?:presentation|session)|contributed talk|presented at|talk (?:at|given)|webinar|guest lecture(?:r)?|workshop (?:speaker|presentation))\b/i;
/** Signs that a talk or abstract was published: proceedings, a journal volume or pages. */
const PUBLISHED_SIGNS = /\b(?:proceedings|published in|lecture notes|transactions on|vol\.|volume \d|pp\.|pages? \d)|\b\d+\s*\(\d+\)|:\s?\d+\s*[-–]\s*\d+/i;
/** DOI prefixes of repositories (Zenodo, figshare, OSF, Dataverse, Dryad): a deposit, not a publication. */
const REPOSITORY_DOI = /^10\.(?:5281|6084|31219|17605|7910|5061)\//;

const CONFERRED_DEGREE = [
  /\b(?:ph\.?\s?d|d\.?\s?phil|doctor of|doctorate|master(?:'s)?|bachelor(?:'s)?|m\.?\s?sc|b\.?\s?sc|m\.?\s?eng|b\.?\s?eng|b\.?\s?tech|m\.?\s?tech|mba|ll\.?\s?[bm]|juris doctor|associate(?:'s)? degree|licen[cs]iatura)\b/i,
  /\b(?:PhD|Ph\.D|MD|M\.D|JD|J\.D|DDS|DVM|PharmD|ScD|Sc\.D|EdD|DrPH|MPH|MS|M\.S|MA|M\.A|MFA|MSc|MEng|BS|B\.S|BA|B\.A|AB|A\.B|BE|B\.E|BSc|BEng|SM|S\.M|SMS|S\.M\.S|LLB|LLM|MPhil|DPhil)\b/,
];
const TRAINING = /\b(residency|resident|fellowship|post-?doc(?:toral)?(?: (?:fellow|scholar|researcher|training))?|internship|clerkship)\b/i;
/** A professional credential; a school's certificate stays with the degrees (8 C.F.R. 204.5(k)(3)(ii)(A)). */
const CREDENTIAL = /\b(board[- ]certifi(?:ed|cation)|diplomate|certified|licen[cs](?:e|ed|ure))\b/i;

const HONOR_SOCIETY =
  /\b(?:sigma xi|phi beta kappa|tau beta pi|phi kappa phi|golden key|alpha omega alpha|eta kappa nu|pi mu epsilon|sigma pi sigma|beta gamma sigma|phi theta kappa|mortar board|omicron delta kappa|alpha lambda delta|phi eta sigma|upsilon pi epsilon|chi epsilon|pi tau sigma|psi chi|gamma sigma delta|beta beta beta|alpha chi sigma|kappa delta pi|sigma theta tau|rho chi|alpha sigma nu|honou?r society)\b/i;

/** Outlets with a wide audience, recognised by their name (never by a word inside a URL). */
const MAJOR_OUTLETS = new Set([
  'new york times',
  'washington post',
  'wall street journal',
  'guardian',
  'bbc',
  'cnn',
  'reuters',
  'associated press',
  'bloomberg',
  'financial times',
  'economist',
  'npr',
  'wired',
  'forbes',
  'atlantic',
  'los angeles times',
  'usa today',
  'time',
  'newsweek',
  'nature',
  'science',
  'scientific american',
  'new scientist',
  'mit technology review',
  'new yorker',
  'le monde',
  'der spiegel',
  'nikkei',
  'al jazeera',
  'the times',
  'times',
  'telegraph',
  'independent',
  'boston globe',
  'chicago tribune',
  'stat',
  'stat news',
  'ieee spectrum',
  'science news',
  'national geographic',
  'smithsonian',
  'pbs',
  'abc news',
  'nbc news',
  'cbs news',
  'fox news',
  'cnbc',
]);
const OUTLET_SECTION = /\s+(?:news|careers|online|magazine|future|world|health|technology|tech|business|science|opinion)$/;
const INSTITUTIONAL_OUTLET = /\b(?:university|college|alumni|school|campus|faculty|department|newsletter|annual report)\b/i;
const ACADEMIC_HOST = /^https?:\/\/(?:[\w-]+\.)*[\w-]+\.(?:edu|ac\.[a-z]{2}|edu\.[a-z]{2})(?:[/:]|$)/i;

const ADOPTION = [
  /(?:~|about |over |more than |nearly |approximately |roughly )?\d[\d,.]*\s*(?:\+|k\b|m\b|million|thousand)?\s*(?:monthly |weekly |annual |yearly |total )?(?:downloads?|installs?|installations|users|stars|forks|citations|clones|deployments|subscribers|visitors)\b[^.;]{0,80}/gi,
  /\b(?:cited|used|adopted|downloaded|installed|deployed|implemented)\s+(?:by|in|at|across)\s+(?:over |more than |about |nearly )?\d[\d,]*\+?\s+[^.;]{0,80}/gi,
  /\b(?:merged into|adopted by|used by|in use (?:at|across|by|in)|incorporated into|licen[cs]ed to|commerciali[sz]ed by)\b[^.;]{3,100}/gi,
];
const LICENCE = /\b(?:MIT|GPL(?:-?[23](?:\.0)?)?|LGPL|BSD(?:-[23]-Clause)?|Apache(?: 2\.0)?|MPL(?: 2\.0)?|CC[- ]BY(?:-SA)?(?: 4\.0)?|CC0)\b(?:\s+licen[cs]e)?/;

const textOf = (item: Item, keys: string[] = []) =>
  [item.title, item.description, ...keys.map((k) => (typeof item.details[k] === 'string' ? (item.details[k] as string) : ''))].join(' ');

const isAllCaps = (text: string) => !/\p{Ll}/u.test(text);

// ---- single-item rules --------------------------------------------------------------------------------

/** An award whose name is a funding programme or speaks of funding: a grant, which funds work and is not a prize. */
export function isGrantLike(text: string): boolean {
  return GRANT_WORDS.test(text) || ERC_GRANT.test(text) || (!isAllCaps(text) && GRANT_MECHANISM.test(text));
}

/** Whether the entry shows a talk, poster or abstract to be published: one that is not published is not a scholarly article. */
export function isPublishedTalk(text: string, doi: unknown): boolean {
  if (typeof doi === 'string' && !REPOSITORY_DOI.test(doi)) return true;
  return PUBLISHED_SIGNS.test(text);
}

function presentationKind(text: string): string | undefined {
  if (/\bkeynote|plenary\b/i.test(text)) return 'keynote';
  if (/\bposters?\b/i.test(text)) return 'poster';
  if (/\binvited\b|\bguest lectur|\bseminar\b|\bcolloquium\b/i.test(text)) return 'invited_talk';
  if (/\b(?:co-?)?organi[sz](?:er|ed|ing)\b/i.test(text)) return 'organizer';
  if (/\bworkshop\b/i.test(text)) return 'workshop';
  if (/\babstracts?\b/i.test(text)) return 'abstract';
  if (/\b(?:oral|contributed talk|talk|presentation|lecture)\b/i.test(text)) return 'talk';
  return undefined;
}

function talkFacts(item: Item): Item {
  const text = textOf(item, ['venue', 'event', 'group', 'section']);
  const details = { ...item.details };
  details.presentationKind ??= presentationKind(text);
  if (details.presentationKind === undefined) delete details.presentationKind;
  details.published ??= isPublishedTalk(text, details.doi);
  return { ...item, details };
}

function publicationThatIsATalk(item: Item): Item {
  const text = textOf(item);
  if (!TALK_WORDS.test(text) || isPublishedTalk(`${text} ${String(item.details.venue ?? '')}`, item.details.doi)) return item;
  return talkFacts({ ...item, type: 'presentation', details: { ...item.details, listedAsPublication: true } });
}

function degreeOrTraining(item: Item): Item {
  const text = item.title.replace(/\bMD Anderson\b/g, ''); // the cancer center, not a medical degree
  if (CONFERRED_DEGREE.some((p) => p.test(text))) return item;
  const training = TRAINING.exec(text)?.[1];
  if (training) {
    const kind = /resid/i.test(training) ? 'residency' : /fellow/i.test(training) ? 'fellowship' : /doc/i.test(training) ? 'postdoc' : training.toLowerCase();
    return { ...item, type: 'employment', details: { ...item.details, trainingKind: kind } };
  }
  if (CREDENTIAL.test(text)) return { ...item, type: 'license', details: { ...item.details, credential: item.title } };
  return item;
}

/** Membership in an honor society, not a prize it gives ("Best Poster Award, Sigma Xi Showcase" stays an award). */
function isHonorSocietyMembership(item: Item): boolean {
  if (item.type === 'membership') return HONOR_SOCIETY.test(textOf({ ...item, description: '' }, ['organization']));
  if (!HONOR_SOCIETY.test(item.title)) return false;
  const rest = item.title
    .replace(HONOR_SOCIETY, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
  return /\b(?:elected|inducted|initiated|induction|member(?:ship)?)\b/i.test(item.title) || rest.split(' ').filter(Boolean).length <= 2;
}

function honorSociety(item: Item): Item {
  if (!isHonorSocietyMembership(item)) return item;
  return {
    ...item,
    type: 'membership',
    // Whether admission requires outstanding achievements judged by recognised experts is for the society's
    // bylaws to show; until the record has them the membership is not presented as selective (criterion (ii)).
    details: { ...item.details, honorSociety: true, admissionRequirementsKnown: item.details.admissionRequirementsKnown ?? false },
  };
}

function outletKey(outlet: string): string {
  return normalizeKey(outlet).replace(/^the /, '');
}

/** Major by the outlet's own name: "Nature", "The New York Times", "Nature News" — not "Nature Reviews Methods Primers". */
export function isMajorOutletName(outlet: string): boolean {
  const key = outletKey(outlet);
  return MAJOR_OUTLETS.has(key) || MAJOR_OUTLETS.has(key.replace(OUTLET_SECTION, ''));
}

function mediaOutlet(item: Item): Item {
  const outlet = typeof item.details.outlet === 'string' ? item.details.outlet : '';
  const url = typeof item.details.url === 'string' ? item.details.url : '';
  const details = { ...item.details };
  if (outlet && isMajorOutletName(outlet)) {
    details.outletKind = 'major';
    details.isMajorMedia = true;
  } else if ((outlet && INSTITUTIONAL_OUTLET.test(outlet)) || ACADEMIC_HOST.test(url)) {
    // A university, alumni or department publication writes for its own community, so it is not major media.
    details.outletKind = 'institutional';
    details.isMajorMedia = false;
  }
  return { ...item, details };
}

function contributionKind(text: string): string | undefined {
  if (/\b(?:co-?founded|founder|founding director|founded)\b/i.test(text)) return 'organization';
  if (/\b(?:data ?sets?|database|data for|replication data|corpus|data store)\b/i.test(text)) return 'dataset';
  if (/\b(?:software|package|library|toolkit|tool|app|application|platform|code|cran|pypi|github|docker|open[- ]source|plugin|api)\b/i.test(text))
    return 'software';
  if (/\b(?:method|algorithm|technique|approach|model|framework|protocol|standard|index|assay|device|instrument)\b/i.test(text)) return 'method';
  return undefined;
}

/** What the text states about use and uptake: users, downloads, stars, citations, licences. */
export function adoptionFacts(text: string): { adoption?: string[]; license?: string } {
  const phrases = new Set<string>();
  for (const rx of ADOPTION) for (const m of text.matchAll(rx)) phrases.add(m[0].trim().replace(/[\s,]+$/, ''));
  const licence = LICENCE.exec(text)?.[0];
  return { ...(phrases.size ? { adoption: [...phrases].slice(0, 6) } : {}), ...(licence ? { license: licence } : {}) };
}

function contributionFacts(item: Item): Item {
  const text = textOf(item, ['group']);
  const details = { ...item.details };
  details.contributionKind ??= contributionKind(text);
  if (details.contributionKind === undefined) delete details.contributionKind;
  if (typeof details.adoption === 'string') details.adoption = [details.adoption]; // a model quotes one sentence
  const facts = adoptionFacts(text);
  if (facts.adoption && details.adoption === undefined) details.adoption = facts.adoption;
  if (facts.license && details.license === undefined) details.license = facts.license;
  return { ...item, details };
}

function reclassifyItem(item: Item): Item {
  switch (item.type) {
    case 'publication':
      return publicationThatIsATalk(item);
    case 'presentation':
      return talkFacts(item);
    case 'degree':
      return degreeOrTraining(item);
    case 'membership':
    case 'award':
      return honorSociety(item);
    case 'media_coverage':
      return mediaOutlet(item);
    case 'original_contribution':
      return contributionFacts(item);
    default:
      return item;
  }
}

// ---- rules across items -------------------------------------------------------------------------------

const NAME_STOP = new Set(
  'the of for and in on at a an to by with from award awards prize prizes medal medals fellow fellows fellowship fellowships scholar scholars scholarship honor honors honour honours national international american society association foundation university institute college school department center centre research science sciences program programme young investigator recipient annual'.split(
    ' ',
  ),
);

/** The words that make a name specific ("Hellman", "CAREER"), without the generic ones. */
function distinctiveWords(text: string): string[] {
  return normalizeKey(text)
    .split(' ')
    .filter((w) => w.length >= 4 && !NAME_STOP.has(w) && !/^\d+$/.test(w));
}

/**
 * An award entry that names a grant: listed again among the grants (the Hellman Fellows Fund, an NSF CAREER grant),
 * it is folded into that grant; otherwise it becomes a grant itself. Either way it is no longer a prize
 * (grants fund work; they are not prizes for excellence). The grant keeps the award's wording so a user can argue
 * it as comparable evidence if they choose.
 */
function awardsThatAreGrants(items: Item[]): Item[] {
  const grants = items.filter((i) => i.type === 'grant');
  const grantText = new Map(grants.map((g) => [g, ` ${normalizeKey(textOf(g, ['issuer', 'funder']))} `]));
  const out: Item[] = [];
  for (const item of items) {
    if (item.type !== 'award') {
      out.push(item);
      continue;
    }
    const name = textOf({ ...item, description: '' }, ['issuer']);
    const words = distinctiveWords(name);
    const twin = words.length ? grants.find((g) => words.every((w) => grantText.get(g)!.includes(` ${w} `))) : undefined;
    if (twin) {
      const listed = Array.isArray(twin.details.alsoListedAs) ? (twin.details.alsoListedAs as string[]) : [];
      twin.details = { ...twin.details, alsoListedAs: [...listed, item.title] };
      twin.sourcePages = [...new Set([...twin.sourcePages, ...item.sourcePages])].sort((a, b) => a - b);
      continue;
    }
    if (isGrantLike(name)) out.push({ ...item, type: 'grant', details: { ...item.details, listedAsAward: true } });
    else out.push(item);
  }
  return out;
}

/** Applies every rule; the order matters (awards become grants before the school/employer check reads awards). */
export function applyClassificationRules(items: Item[]): Item[] {
  return flagInstitutionalAwards(awardsThatAreGrants(items.map(reclassifyItem)));
}
