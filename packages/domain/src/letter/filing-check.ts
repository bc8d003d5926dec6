import { AUTHORITIES } from '../authorities/library';
import { lintCitations } from '../authorities/lint-citations';
import { getAuthority, isLibraryPin } from '../authorities/lookup';
import { sentenceText } from './plain-text';
import type { Letter, Run } from './schema';
import { letterSentences } from './walk';

/**
 * The filing check (ARCHITECTURE "Provenance"): everything that must be fixed before a letter is exported
 * or filed. Pure: the letter plus the case's exhibit list in, a list of issues out (empty = clean).
 */

/** An exhibit of the filing and the evidence items it holds. */
export interface LetterExhibit {
  readonly label: string;
  readonly evidenceIds: readonly string[];
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

/** Check a letter against the case's exhibits and verified numbers. Issues come in reading order per kind. */
export function checkLetter(letter: Letter, context: FilingCheckContext): LetterIssue[] {
  const issues: LetterIssue[] = [];
  const exhibits = new Map(context.exhibits.map((e) => [e.label, new Set(e.evidenceIds)]));
  const cited = new Set<string>();
  const missingReported = new Set<string>();

  issues.push(...lintIssues(letter.title, { sectionId: null }));
  for (const section of letter.sections) {
    issues.push(...lintIssues(section.heading, { sectionId: section.id }));
    section.blocks.forEach((block, b) => {
      if (block.type === 'heading') issues.push(...lintIssues(block.text, { sectionId: section.id, block: b }));
    });
  }

  for (const { section, sentence, location } of letterSentences(letter)) {
    const exhibitRuns = sentence.runs.filter((r) => r.type === 'exhibit');

    for (const run of sentence.runs) {
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
    issues.push(...lintIssues(proseForLint(sentence.runs), location));

    for (const run of exhibitRuns) {
      // The exhibit index lists every exhibit; listing one there is not citing it in the argument.
      if (section.kind !== 'exhibit-index') cited.add(run.label);
      if (!exhibits.has(run.label) && !missingReported.has(run.label)) {
        missingReported.add(run.label);
        issues.push({
          kind: 'exhibit-missing',
          message: `Exhibit ${run.label} is cited but is not among the case's exhibits.`,
          location,
          label: run.label,
        });
      }
    }

    if (sentence.isFactual) {
      if (sentence.evidenceIds.length === 0 || exhibitRuns.length === 0) {
        issues.push({
          kind: 'unsupported-sentence',
          message:
            sentence.evidenceIds.length === 0
              ? 'This factual statement does not rest on any evidence.'
              : 'This factual statement names evidence but shows no exhibit reference to the reader.',
          location,
          text: sentenceText(sentence),
        });
      } else {
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
        if (outside.length > 0 && existing.length > 0) {
          issues.push({
            kind: 'evidence-not-in-exhibit',
            message: `Evidence ${outside.join(', ')} is not in the exhibit(s) this sentence cites (${exhibitRuns.map((r) => r.label).join(', ')}).`,
            location,
            evidenceIds: outside,
          });
        }
      }

      const text = sentenceText(sentence);
      for (const n of context.verifiedNumbers ?? []) {
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
    }
  }

  for (const exhibit of context.exhibits) {
    if (!cited.has(exhibit.label)) {
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
