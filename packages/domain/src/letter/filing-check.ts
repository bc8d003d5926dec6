import { primaryExhibitOf } from '../assessment/documentation';
import { AUTHORITIES } from '../authorities/library';
import { lintCitations } from '../authorities/lint-citations';
import { getAuthority, isLibraryPin } from '../authorities/lookup';
import { sentenceText } from './plain-text';
import type { DocumentCategory, EvidenceType } from '../evidence';
import type { ExhibitRun, Letter, Run, Section, SectionKind, Sentence } from './schema';
import { letterSentences, type LocatedSentence } from './walk';

/**
 * The filing check: everything that must be fixed before a letter is exported
 * or filed. Pure: the letter plus the case's exhibit list in, a list of issues out (empty = clean).
 */

/**
 * Why the identity check holds an exhibit back: its document names someone other than the beneficiary
 * (`names` are those people) or names no one the case knows, and no person has confirmed it is theirs.
 */
export interface ExhibitIdentityHold {
  readonly reason: 'names-other' | 'names-no-one';
  readonly names: readonly string[];
}

/**
 * An exhibit of the filing and the evidence items it holds. The optional fields describe its document; where
 * they are absent (tests, profiles without documents) the checks that need them do not run.
 */
export interface LetterExhibit {
  readonly label: string;
  readonly evidenceIds: readonly string[];
  /** The uploaded file's name, so a message names the document as the Documents screen shows it. */
  readonly documentName?: string;
  /** The document's category: 'cv' is a CV or biosketch, which supports biography but proves no criterion. */
  readonly category?: DocumentCategory;
  /** Set while the identity check holds the document back; absent or null when it may be filed. */
  readonly identity?: ExhibitIdentityHold | null;
  /** The type of each evidence item it holds, by item id: names what a section resting on the CV should attach. */
  readonly evidenceTypes?: Readonly<Record<string, EvidenceType>>;
}

/**
 * A number the verification services confirmed, e.g. { evidenceId: null, term: 'citations', value: 1234 }
 * or { evidenceId: 'ev-7', term: 'reviews', value: 120 }. A factual sentence resting on `evidenceId`
 * (any factual sentence when null, for person-level metrics) that states a different number next to
 * `term` ("1,300 citations", "h-index of 14") is reported.
 */
export interface VerifiedNumber {
  readonly evidenceId: string | null;
  readonly term: string;
  readonly value: number;
}

export interface FilingCheckContext {
  readonly exhibits: readonly LetterExhibit[];
  readonly verifiedNumbers?: readonly VerifiedNumber[];
}

/** Where an issue is: a section (null for the letter title) and, when known, the block/item/sentence. */
export interface IssueLocation {
  readonly sectionId: string | null;
  readonly block?: number;
  readonly item?: number;
  readonly sentence?: number;
}

export type LetterIssue =
  | { readonly kind: 'unsupported-sentence'; readonly message: string; readonly location: IssueLocation; readonly text: string }
  | { readonly kind: 'evidence-not-in-exhibit'; readonly message: string; readonly location: IssueLocation; readonly evidenceIds: string[] }
  | { readonly kind: 'exhibit-missing'; readonly message: string; readonly location: IssueLocation; readonly label: string }
  | { readonly kind: 'exhibit-uncited'; readonly message: string; readonly location: null; readonly label: string }
  | { readonly kind: 'exhibit-identity-unconfirmed'; readonly message: string; readonly location: IssueLocation; readonly label: string }
  | { readonly kind: 'cv-only-section'; readonly message: string; readonly location: IssueLocation; readonly documentsToAttach: string[] }
  | { readonly kind: 'unknown-authority'; readonly message: string; readonly location: IssueLocation; readonly authorityId: string }
  | { readonly kind: 'citation-outside-library'; readonly message: string; readonly location: IssueLocation; readonly citation: string }
  | {
      readonly kind: 'number-mismatch';
      readonly message: string;
      readonly location: IssueLocation;
      readonly term: string;
      readonly stated: number;
      readonly verified: number;
    };

export type LetterIssueKind = LetterIssue['kind'];

const LIBRARY_IDS: ReadonlySet<string> = new Set(AUTHORITIES.map((a) => a.id));

/**
 * The prose of a run list for the citation lint. Citation and exhibit runs become a separator that no
 * citation pattern crosses, so text on either side of a library citation is not glued into a fake one.
 */
function proseForLint(runs: readonly Run[]): string {
  return runs.map((r) => (r.type === 'text' ? r.text : ' | ')).join('');
}

function lintIssues(text: string, location: IssueLocation): LetterIssue[] {
  return lintCitations(text).unknown.map((u) => ({
    kind: 'citation-outside-library' as const,
    message: `"${u.text}" is cited as free text but is not in the authority library; cite a library authority or remove it.`,
    location,
    citation: u.text,
  }));
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = String.raw`(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\w])`;

/** Numbers stated next to `term`: "1,300 citations", "1,300 independent citations", "h-index of 14". */
function numbersStated(text: string, term: string): number[] {
  const t = escapeRegExp(term);
  const before = new RegExp(String.raw`${NUMBER}\s+(?:[\p{L}-]+\s+){0,2}?${t}(?![\p{L}])`, 'giu');
  const after = new RegExp(String.raw`(?<![\p{L}])${t}\s*(?:of|is|was|:|=)?\s*${NUMBER}`, 'giu');
  return [...text.matchAll(before), ...text.matchAll(after)].map((m) => Number((m[1] ?? '').replace(/,/g, '')));
}

/**
 * Sections that argue an element of the petition (a criterion, eligibility, a Dhanasar prong, final merits): their
 * facts must rest on primary documents. The introduction and the field's background may draw on the CV.
 */
const ARGUED_SECTION_KINDS: ReadonlySet<SectionKind> = new Set<SectionKind>([
  'criterion',
  'comparable-evidence',
  'eb2-eligibility',
  'niw-prong',
  'final-merits',
]);

const exhibitName = (e: LetterExhibit): string => (e.documentName ? `Exhibit ${e.label} (${e.documentName})` : `Exhibit ${e.label}`);

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function identityIssue(exhibit: LetterExhibit, hold: ExhibitIdentityHold, location: IssueLocation): LetterIssue {
  const whom = hold.reason === 'names-other' && hold.names.length > 0 ? `names ${joinWords(hold.names)}, not the beneficiary` : 'names no one the case knows';
  return {
    kind: 'exhibit-identity-unconfirmed',
    message: `${exhibitName(exhibit)} ${whom}, and no one has confirmed it is the beneficiary’s. On the Documents screen, confirm that it belongs to the beneficiary or remove it; until then, do not cite it in the letter.`,
    location,
    label: exhibit.label,
  };
}

/** What an officer expects to see for the items a section's sentences rest on, in the order they come. */
function documentsToAttach(sentences: readonly LocatedSentence[], exhibits: ReadonlyMap<string, LetterExhibit>): string[] {
  const types = new Map<string, EvidenceType>();
  for (const exhibit of exhibits.values()) for (const [id, type] of Object.entries(exhibit.evidenceTypes ?? {})) types.set(id, type);
  const needed = sentences.flatMap(({ sentence }) => [...sentence.evidenceIds, ...sentence.runs.flatMap((r) => (r.type === 'exhibit' ? r.evidenceIds : []))]);
  return [...new Set(needed.flatMap((id) => (types.has(id) ? [primaryExhibitOf(types.get(id)!)] : [])))];
}

/**
 * One issue per argued section whose factual sentences cite the CV and nothing else: a CV is the applicant's own
 * summary, which an officer does not take as proof of a criterion. Sentences citing no existing exhibit are
 * reported on their own (unsupported, missing) and do not count either way.
 */
function cvOnlySectionIssues(letter: Letter, sentences: readonly LocatedSentence[], exhibits: ReadonlyMap<string, LetterExhibit>): LetterIssue[] {
  const issues: LetterIssue[] = [];
  for (const section of letter.sections) {
    if (!ARGUED_SECTION_KINDS.has(section.kind)) continue;
    const cited = sentences.filter(
      (s) => s.section === section && s.sentence.isFactual && s.sentence.runs.some((r) => r.type === 'exhibit' && exhibits.has(r.label)),
    );
    const labels = new Set(cited.flatMap(({ sentence }) => sentence.runs.flatMap((r) => (r.type === 'exhibit' && exhibits.has(r.label) ? [r.label] : []))));
    if (labels.size === 0 || ![...labels].every((label) => exhibits.get(label)?.category === 'cv')) continue;
    const attach = documentsToAttach(cited, exhibits);
    const what = attach.length > 0 ? `${attach.join('; ')}` : 'the certificate, invitation, article, letter or record that shows each fact';
    issues.push({
      kind: 'cv-only-section',
      message: `Every fact in “${section.heading}” rests only on the CV (${[...labels].map((l) => `Exhibit ${l}`).join(', ')}), which an officer reads as the applicant’s own summary, not as proof. Upload the primary documents on the Documents screen and cite them in this section: ${what}.`,
      location: { sectionId: section.id },
      documentsToAttach: attach,
    });
  }
  return issues;
}

/** Check a letter against the case's exhibits and verified numbers. Issues come in reading order per kind. */
export function checkLetter(letter: Letter, context: FilingCheckContext): LetterIssue[] {
  const exhibits = new Map(context.exhibits.map((e) => [e.label, new Set(e.evidenceIds)]));
  const byLabel = new Map(context.exhibits.map((e) => [e.label, e]));
  const references: ExhibitReferences = { cited: new Set(), missingReported: new Set(), heldReported: new Set() };
  const issues: LetterIssue[] = headingLintIssues(letter);

  const sentences = letterSentences(letter);
  for (const { section, sentence, location } of sentences) {
    const exhibitRuns = sentence.runs.filter((r) => r.type === 'exhibit');
    issues.push(...citationRunIssues(sentence.runs, location));
    issues.push(...lintIssues(proseForLint(sentence.runs), location));
    issues.push(...exhibitReferenceIssues(section, exhibitRuns, location, exhibits, byLabel, references));
    if (sentence.isFactual) {
      issues.push(...supportIssues(sentence, exhibitRuns, location, exhibits));
      issues.push(...numberMismatchIssues(sentence, location, context.verifiedNumbers ?? []));
    }
  }

  issues.push(...cvOnlySectionIssues(letter, sentences, byLabel));
  issues.push(...uncitedExhibitIssues(context.exhibits, references.cited));
  return issues;
}

/** Free-text citations in the title, the section headings and heading blocks. */
function headingLintIssues(letter: Letter): LetterIssue[] {
  const issues: LetterIssue[] = [];
  issues.push(...lintIssues(letter.title, { sectionId: null }));
  for (const section of letter.sections) {
    issues.push(...lintIssues(section.heading, { sectionId: section.id }));
    section.blocks.forEach((block, b) => {
      if (block.type === 'heading') issues.push(...lintIssues(block.text, { sectionId: section.id, block: b }));
    });
  }
  return issues;
}

/** Citation runs naming an authority outside the library, or a pinpoint the library does not give. */
function citationRunIssues(runs: readonly Run[], location: IssueLocation): LetterIssue[] {
  const issues: LetterIssue[] = [];
  for (const run of runs) {
    if (run.type === 'citation' && !LIBRARY_IDS.has(run.authorityId)) {
      issues.push({
        kind: 'unknown-authority',
        message: `Citation "${run.authorityId}" is not in the authority library.`,
        location,
        authorityId: run.authorityId,
      });
    } else if (run.type === 'citation' && run.pin !== undefined && !isLibraryPin(getAuthority(run.authorityId), run.pin)) {
      // A pinpoint is printed only where the notes give it; any other would be an invented pin cite.
      issues.push({
        kind: 'citation-outside-library',
        message: `The pinpoint "${run.pin}" is not one the authority library gives for ${getAuthority(run.authorityId).shortName}; remove it.`,
        location,
        citation: `${getAuthority(run.authorityId).citation}, at ${run.pin}`,
      });
    }
  }
  return issues;
}

/** Exhibit labels seen while walking the letter, so each missing or held exhibit is reported once. */
interface ExhibitReferences {
  readonly cited: Set<string>;
  readonly missingReported: Set<string>;
  readonly heldReported: Set<string>;
}

function exhibitReferenceIssues(
  section: Section,
  exhibitRuns: readonly ExhibitRun[],
  location: IssueLocation,
  exhibits: ReadonlyMap<string, ReadonlySet<string>>,
  byLabel: ReadonlyMap<string, LetterExhibit>,
  references: ExhibitReferences,
): LetterIssue[] {
  const issues: LetterIssue[] = [];
  for (const run of exhibitRuns) {
    // The exhibit index lists every exhibit; listing one there is not citing it in the argument.
    if (section.kind !== 'exhibit-index') references.cited.add(run.label);
    if (!exhibits.has(run.label) && !references.missingReported.has(run.label)) {
      references.missingReported.add(run.label);
      issues.push({
        kind: 'exhibit-missing',
        message: `Exhibit ${run.label} is cited but is not among the case's exhibits.`,
        location,
        label: run.label,
      });
    }
    // Cited anywhere, the exhibit index included: the package would file it as the beneficiary's.
    const held = byLabel.get(run.label);
    if (held?.identity && !references.heldReported.has(run.label)) {
      references.heldReported.add(run.label);
      issues.push(identityIssue(held, held.identity, location));
    }
  }
  return issues;
}

/** A factual sentence must rest on evidence, show an exhibit reference, and find that evidence inside it. */
function supportIssues(
  sentence: Sentence,
  exhibitRuns: readonly ExhibitRun[],
  location: IssueLocation,
  exhibits: ReadonlyMap<string, ReadonlySet<string>>,
): LetterIssue[] {
  if (sentence.evidenceIds.length === 0 || exhibitRuns.length === 0) {
    return [
      {
        kind: 'unsupported-sentence',
        message:
          sentence.evidenceIds.length === 0
            ? 'This factual statement does not rest on any evidence.'
            : 'This factual statement names evidence but shows no exhibit reference to the reader.',
        location,
        text: sentenceText(sentence),
      },
    ];
  }
  // Every piece of evidence the sentence rests on must be inside an exhibit it cites.
  // Missing exhibits are reported on their own; only exhibits that exist are compared here.
  const existing = exhibitRuns.filter((r) => exhibits.has(r.label));
  const inCited = new Set(existing.flatMap((r) => [...(exhibits.get(r.label) ?? [])]));
  const outside = [
    ...new Set([
      ...sentence.evidenceIds.filter((id) => !inCited.has(id)),
      // An exhibit reference may name the items it points at; they must be inside that exhibit.
      ...existing.flatMap((r) => r.evidenceIds.filter((id) => !exhibits.get(r.label)?.has(id))),
    ]),
  ];
  if (outside.length === 0 || existing.length === 0) return [];
  return [
    {
      kind: 'evidence-not-in-exhibit',
      message: `Evidence ${outside.join(', ')} is not in the exhibit(s) this sentence cites (${exhibitRuns.map((r) => r.label).join(', ')}).`,
      location,
      evidenceIds: outside,
    },
  ];
}

function numberMismatchIssues(sentence: Sentence, location: IssueLocation, verifiedNumbers: readonly VerifiedNumber[]): LetterIssue[] {
  const issues: LetterIssue[] = [];
  const text = sentenceText(sentence);
  for (const n of verifiedNumbers) {
    if (n.evidenceId !== null && !sentence.evidenceIds.includes(n.evidenceId)) continue;
    for (const stated of numbersStated(text, n.term)) {
      if (stated !== n.value) {
        issues.push({
          kind: 'number-mismatch',
          message: `The letter says ${stated} ${n.term}; verified data says ${n.value}.`,
          location,
          term: n.term,
          stated,
          verified: n.value,
        });
      }
    }
  }
  return issues;
}

function uncitedExhibitIssues(exhibits: readonly LetterExhibit[], cited: ReadonlySet<string>): LetterIssue[] {
  const issues: LetterIssue[] = [];
  for (const exhibit of exhibits) {
    // A document the identity check holds back is not part of the filing until someone confirms it.
    if (!cited.has(exhibit.label) && !exhibit.identity) {
      issues.push({
        kind: 'exhibit-uncited',
        message: `Exhibit ${exhibit.label} is never cited in the letter; cite it where it supports a claim or drop it from the filing.`,
        location: null,
        label: exhibit.label,
      });
    }
  }
  return issues;
}
