import { AUTHORITIES } from '../../authorities/library';
import type { AssessmentEvidence, Reason } from '../../assessment/schema';
import type { Block, Paragraph, Run, Sentence } from '../schema';
import { type ComposeContext, usableItems } from './context';

/** Small builders for the composer: runs, sentences and the legal-point sentence. */

export const text = (t: string): Run => ({ type: 'text', text: t, marks: [] });
export const cite = (authorityId: string): Run => ({ type: 'citation', authorityId });
export const prose = (...runs: Run[]): Sentence => ({ runs, isFactual: false, evidenceIds: [] });
export const paragraph = (sentences: Sentence[]): Block => ({ type: 'paragraph', sentences });
export const heading = (t: string, level: 2 | 3 = 2): Block => ({ type: 'heading', level, text: t });

const stripPeriod = (s: string): string => s.trim().replace(/[.;:\s]+$/, '');

/**
 * A factual sentence about `items`: the text, then one exhibit run per exhibit label (with the items in
 * it), then the full stop. Items must be usable (they carry an exhibit label).
 */
export function fact(items: readonly (AssessmentEvidence & { exhibit: string })[], body: string): Sentence {
  const byLabel = new Map<string, string[]>();
  for (const e of items) byLabel.set(e.exhibit, [...(byLabel.get(e.exhibit) ?? []), e.id]);
  const exhibits: Run[] = [...byLabel].map(([label, ids]) => ({ type: 'exhibit', label, evidenceIds: ids }));
  return { runs: [text(stripPeriod(body)), ...exhibits, text('.')], isFactual: true, evidenceIds: items.map((e) => e.id) };
}

const PROPOSITIONS: ReadonlyMap<string, readonly string[]> = new Map(AUTHORITIES.map((a) => [a.id, a.propositions]));

/**
 * A proposition of a library authority, followed by the authority's citation: "… documentation
 * (INA § 203(b)(1)(A))." The wording is the library's, so the letter states no law the notes do not.
 */
export function legalPoint(authorityId: string, index = 0): Sentence {
  const proposition = PROPOSITIONS.get(authorityId)?.[index];
  if (proposition === undefined) throw new Error(`Authority "${authorityId}" has no proposition ${index}`);
  return prose(text(`${stripPeriod(proposition)} (`), cite(authorityId), text(').'));
}

/** Engine text is written to the applicant ("Your award…"); the letter speaks about them. */
function thirdPerson(t: string, name: string): string | null {
  // A sentence whose subject is "You" would need its verb changed; leave it out rather than misstate it.
  if (/\bYou\b/.test(t)) return null;
  // Advice to the applicant ("officers look for…", "letters carry most weight when…") is not argument.
  if (/\bofficers?\b|carry most weight|\bshould\b|\bconsider\b/i.test(t)) return null;
  return t
    .replace(/\s*\(Exhibits? [^)]*\)/g, '')
    .replace(/\bof yours\b/g, `by ${name}`)
    .replace(/\bYour\b/g, `${name}'s`)
    .replace(/\byour\b/g, `${name}'s`)
    .replace(/\byou\b/g, name)
    .replace(/\byourself\b/g, name);
}

/**
 * The engine's reasons as factual sentences. A reason is used only when every item it rests on is
 * usable, so a reason that names a flagged or unlabelled item never reaches the letter.
 */
export function reasonSentences(ctx: ComposeContext, reasons: readonly Reason[]): Sentence[] {
  const out: Sentence[] = [];
  for (const r of reasons) {
    if (r.evidenceIds.length === 0) continue;
    const items = usableItems(ctx, r.evidenceIds);
    if (items.length !== new Set(r.evidenceIds).size) continue;
    const body = thirdPerson(r.text, ctx.name);
    if (body === null) continue;
    out.push(fact(items, body.charAt(0).toUpperCase() + body.slice(1)));
  }
  return out;
}

export const listBlock = (items: Paragraph[]): Block => ({ type: 'list', ordered: false, items });
