import type { Content } from '../../../../lib/pdf/pdf-types';
import { groupRepeatedReasons, type Reason, type StrengthLevel } from '@acclaim/domain';
import type { ReportLookup } from '../report-data';
import { COLORS, LEVEL_COLORS, LEVEL_LABELS } from '../report-theme';

/** Small building blocks every section uses. */

/** A coloured level label, e.g. a green "LIKELY MET". */
export function levelChip(level: StrengthLevel): Content {
  return {
    table: { body: [[{ text: LEVEL_LABELS[level].toUpperCase(), style: 'chip', noWrap: true, fillColor: LEVEL_COLORS[level], margin: [4, 1, 4, 0] }]] },
    layout: 'noBorders',
  };
}

/** A horizontal bar for a 0-100 strength score, drawn as vector shapes. */
export function scoreBar(score: number, level: StrengthLevel, width: number, height = 7): Content {
  const filled = (Math.max(0, Math.min(100, score)) / 100) * width;
  return {
    canvas: [
      { type: 'rect', x: 0, y: 0, w: width, h: height, r: height / 2, color: COLORS.track },
      ...(filled > 0 ? [{ type: 'rect' as const, x: 0, y: 0, w: Math.max(filled, height), h: height, r: height / 2, color: LEVEL_COLORS[level] }] : []),
    ],
  };
}

/** The exhibits and authorities a reason rests on, as a muted line under it. */
function reasonSources(reason: Reason, lookup: ReportLookup): Content | null {
  const parts: string[] = [];
  const refs = reason.evidenceIds.map((id) => lookup.evidenceRef(id)).filter((ref): ref is string => ref !== null);
  if (refs.length) parts.push(`Evidence: ${refs.join(', ')}`);
  const authorities = lookup.authorities(reason.authorityIds);
  if (authorities.length) parts.push(authorities.map((a) => a.shortName).join('; '));
  return parts.length ? { text: parts.join('  ·  '), style: 'small', margin: [0, 1, 0, 0] } : null;
}

/** Items named in the "same applies to" line before the rest is counted (all are in the evidence table). */
const ALSO_NAMED = 10;

/** "The same applies to 14 more items: A-2, “Mercer Award”, … and 4 more." */
function alsoLine(evidenceIds: readonly string[], lookup: ReportLookup): Content | null {
  const refs = evidenceIds.map((id) => lookup.evidenceRef(id)).filter((ref): ref is string => ref !== null);
  if (refs.length === 0) return null;
  const named = refs.slice(0, ALSO_NAMED).join(', ');
  const rest = refs.length - Math.min(refs.length, ALSO_NAMED);
  return {
    text: `The same applies to ${refs.length} more ${refs.length === 1 ? 'item' : 'items'}: ${named}${rest > 0 ? ` and ${rest} more` : ''}.`,
    style: 'small',
    margin: [0, 1, 0, 0],
  };
}

/**
 * A list of reasons. A sentence the engine says of many items (one per award on a long CV) is printed once, with
 * the other items named after it, so the report never repeats the same sentence item by item.
 */
export function reasonList(reasons: Reason[], lookup: ReportLookup, options: { ordered?: boolean; empty?: string } = {}): Content {
  if (reasons.length === 0) return { text: options.empty ?? 'None.', style: 'body', color: COLORS.muted, italics: true };
  const items: Content[] = groupRepeatedReasons(reasons, (id) => lookup.evidence(id)?.title).map(({ reason, alsoEvidenceIds }) => {
    const sources = reasonSources(reason, lookup);
    const also = alsoLine(alsoEvidenceIds, lookup);
    return { stack: [{ text: reason.text, style: 'body' }, ...(sources ? [sources] : []), ...(also ? [also] : [])], margin: [0, 0, 0, 3] };
  });
  return options.ordered ? { ol: items, style: 'body', markerColor: COLORS.muted } : { ul: items, style: 'body', markerColor: COLORS.muted };
}

/** A small all-caps heading inside a finding ("STRENGTHS"). */
export const subheading = (text: string): Content => ({ text: text.toUpperCase(), style: 'h3' });

/**
 * A subheading with what it introduces. A short group is kept on one page, so no page ends on a bare heading;
 * a long one flows, since moving it whole would leave most of a page empty.
 */
export const group = (title: string, content: Content, size: number): Content => ({ stack: [subheading(title), content], unbreakable: size <= 6 });

/** A tinted panel around content, for verdicts and notices. */
export function panel(content: Content[], fill: string = COLORS.panel, border: string = COLORS.rule): Content {
  return {
    table: { widths: ['*'], body: [[{ stack: content, margin: [10, 8, 10, 8] }]] },
    layout: {
      fillColor: () => fill,
      hLineColor: () => border,
      vLineColor: () => border,
      hLineWidth: () => 0.75,
      vLineWidth: () => 0.75,
    },
  };
}

/** Table layout with thin horizontal rules only. */
export const ruledLayout = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => COLORS.rule,
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: () => 2,
  paddingRight: () => 6,
};
