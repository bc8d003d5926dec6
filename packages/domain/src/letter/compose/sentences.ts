import { AUTHORITIES, type Authority } from '../../authorities/library';
import { pinFor } from '../../authorities/lookup';
import type { Reason } from '../../assessment/schema';
import type { Block, Paragraph, Run, Sentence } from '../schema';
import { type ComposeContext, type Usable, possessive, usableItems } from './context';
import { capitalize, stripPeriod } from './format';

/** Small builders for the composer: runs, sentences and the legal-point sentence. */

export const text = (t: string): Run => ({ type: 'text', text: t, marks: [] });
export const cite = (authorityId: string, pin?: string): Run => ({ type: 'citation', authorityId, ...(pin ? { pin } : {}) });
/** A sentence of argument, resting on no exhibit; a string stands for its plain text. */
export const prose = (...runs: (Run | string)[]): Sentence => ({
  runs: runs.map((run) => (typeof run === 'string' ? text(run) : run)),
  isFactual: false,
  evidenceIds: [],
});
export const paragraph = (sentences: Sentence[]): Block => ({ type: 'paragraph', sentences });
export const heading = (t: string, level: 2 | 3 = 2): Block => ({ type: 'heading', level, text: t });
export const listBlock = (items: Paragraph[]): Block => ({ type: 'list', ordered: false, items });
export const item = (sentences: Sentence[]): Paragraph => ({ sentences });

function exhibitRuns(items: readonly Usable[]): Run[] {
  const byLabel = new Map<string, string[]>();
  for (const e of items) byLabel.set(e.exhibit, [...new Set([...(byLabel.get(e.exhibit) ?? []), e.id])]);
  return [...byLabel].map(([label, ids]) => ({ type: 'exhibit', label, evidenceIds: ids }));
}

/**
 * A factual sentence about `items`: the text, then one exhibit run per exhibit label (with the items in
 * it), then the full stop. Items must be usable (they carry an exhibit label).
 */
export function fact(items: readonly Usable[], body: string): Sentence {
  return { runs: [text(capitalize(stripPeriod(body))), ...exhibitRuns(items), text('.')], isFactual: true, evidenceIds: [...new Set(items.map((e) => e.id))] };
}

/**
 * A factual sentence whose exhibits sit next to the words they support: parts are text or an item, and
 * an item prints its exhibit reference in place ("Nature Methods (Exhibit B-1) and Bioinformatics
 * (Exhibit B-2)"). The sentence rests on every item named.
 */
export function factInline(parts: readonly (string | Usable)[]): Sentence {
  const runs: Run[] = [];
  const ids: string[] = [];
  parts.forEach((part, i) => {
    if (typeof part === 'string') {
      const t = i === parts.length - 1 ? stripPeriod(part) : part;
      runs.push(text(i === 0 ? capitalize(t) : t));
      return;
    }
    runs.push(...exhibitRuns([part]));
    ids.push(part.id);
  });
  runs.push(text('.'));
  return { runs, isFactual: true, evidenceIds: [...new Set(ids)] };
}

const BY_ID: ReadonlyMap<string, Authority> = new Map(AUTHORITIES.map((a) => [a.id, a]));

/**
 * A proposition of a library authority, followed by the authority's citation: "… documentation
 * (INA § 203(b)(1)(A))." The wording is the library's, so the letter states no law the notes do not; the
 * citation carries the pinpoint the library gives for that proposition ("… 26 I&N Dec. 884, 887 (AAO 2016)").
 */
export function legalPoint(authorityId: string, index = 0): Sentence {
  const authority = BY_ID.get(authorityId);
  const proposition = authority?.propositions[index];
  if (authority === undefined || proposition === undefined) throw new Error(`Authority "${authorityId}" has no proposition ${index}`);
  // A historical text (the 2010 AFM memo, NYSDOT) is never stated as current law.
  if (authority.historical) throw new Error(`Authority "${authorityId}" is kept only as history; cite the current source`);
  return prose(text(`${stripPeriod(proposition)} (`), cite(authorityId, pinFor(authority, index)), text(').'));
}

/** Several legal points, each `[authorityId, propositionIndex]`. */
export const legalPoints = (...points: readonly (readonly [string, number])[]): Sentence[] => points.map(([id, i]) => legalPoint(id, i));

/**
 * Engine wording that belongs to the assessment, not to a petition: advice to the applicant, talk about
 * what officers look for, strength levels ("look likely met"), and aggregate citation figures, which the
 * letter states itself from the items so that each number rests on the exhibits it comes from.
 */
// "and 3 more" is the screens' shorthand for a list the letter shows in full elsewhere; a clause that
// opens with an imperative ("Get letters…", "Attach…") is a next action, not a reason.
const ADVISORY =
  /^\s*(?:Get|Add|Ask|Attach|Upload|Write|Show|Collect|Gather|Name|Compare|Describe|Explain|State|Run|Make|Provide|Obtain)\b|\bmake sure\b|\bofficers?\b|carry most weight|\bshould\b|\bconsider\b|\blooks? likely\b|\blikely met\b|\bprobab|\bchances?\b|\d[\d,]*\s+(?:[\w-]+\s+){0,2}citations\b|\band \d+ more\b/i;

/** Engine text is written to the applicant ("Your award…"); the letter speaks about them. */
function thirdPerson(t: string, name: string): string | null {
  // Keep the clauses that argue; drop the ones that advise ("…: the kind of entity officers weigh", "…; officers look for…").
  const trimmed = t.replace(/:\s+the kind of [^.]*?\bofficers?\b[^.]*/i, '').replace(/\.\s+The final merits review still applies\.?$/, '.');
  const clauses = trimmed.split(/;\s+/).filter((c) => !ADVISORY.test(c));
  if (!clauses.length) return null;
  const body = clauses.join('; ');
  if (ADVISORY.test(body)) return null;
  // A sentence whose subject is "You" would need its verb changed; leave it out rather than misstate it.
  if (/\bYou\b/.test(body)) return null;
  return stripPeriod(body)
    .replace(/\s*\(Exhibits? [^)]*\)/g, '')
    .replace(/(^|[\s(])'([^']+?)'(?=[\s,.;:)]|$)/g, '$1“$2”')
    .replace(/\bof yours\b/g, `by ${name}`)
    .replace(/\bYour\b/g, possessive(name))
    .replace(/\byour\b/g, possessive(name))
    .replace(/\byourself\b/g, name)
    .replace(/\byou\b/g, name);
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
    const body = thirdPerson(r.text, ctx.short);
    if (body === null) continue;
    out.push(fact(items, capitalize(body)));
  }
  return out;
}

/**
 * Engine reasons that rest on no evidence but argue from the applicant's own statement (the proposed
 * endeavor, the plan): restated as argument, not as facts, since no exhibit stands behind them. `about`
 * keeps only reasons on that statement, so a reason resting on the profile alone (a degree nobody filed)
 * never reaches the letter.
 */
export function argumentSentences(ctx: ComposeContext, reasons: readonly Reason[], about: RegExp = /\b(endeavor|plans?)\b/i): Sentence[] {
  return reasons
    .filter((r) => r.evidenceIds.length === 0 && about.test(r.text))
    .map((r) => thirdPerson(r.text, ctx.short))
    .filter((body): body is string => body !== null)
    .map((body) => prose(text(capitalize(stripPeriod(body)) + '.')));
}
