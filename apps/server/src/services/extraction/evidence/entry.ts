/** An entry of a document (a list item or a paragraph under a heading), and the open entry it is built from. */
import { headingKinds, type SectionKind } from './sections';
import { joinLines } from './line-shapes';
import { findDates, splitLeadingDate, stripMarkup, type Line } from './text';

export interface Entry {
  kind: SectionKind;
  /** Heading of the section (or sub-section) the entry sits in. */
  heading: string;
  /** The last group label above the entry ("Medical Physics (Journal)", an organisation, "Campus"). */
  context: string | null;
  lines: Line[];
  /** Display text: lines joined, Markdown removed. */
  text: string;
  /** Lines joined as they came (for quotes/italics). */
  rawText: string;
  /** 1-based pages. */
  pages: number[];
  date: string | null;
  endDate: string | null;
  /** Attributes of a pandoc fenced div (`::: {.award-item date="2024"}`). */
  attrs: Record<string, string>;
  /** Index of the entry in document order. */
  order: number;
  /** Every kind the heading names ("Grants and Awards" → grant, award). */
  headingKinds: SectionKind[];
}

/** The dates a date-only line ("2023", "2022-Present") gives the entries below it. */
export interface DateContext {
  date: string | null;
  end: string | null;
}

export interface OpenEntry {
  lines: Line[];
  attrs: Record<string, string>;
  /** Inside a pandoc fenced div: every line belongs to the entry until the fence closes. */
  fenced: boolean;
  kind: SectionKind;
  heading: string;
  context: string | null;
  dateCtx: DateContext | null;
  /** A bullet was added under the entry's header lines (an experience entry's duties). */
  sawBullet: boolean;
}

/** The finished entry, or null when no line was gathered. */
export function closeEntry(open: OpenEntry, order: number): Entry | null {
  if (open.lines.length === 0) return null;
  const rawLines = open.lines.map((l) => l.text);
  const rawText = joinLines(rawLines);
  const { date, endDate } = entryDates(open, rawLines[0]!);
  return {
    kind: open.kind,
    heading: open.heading,
    context: open.context,
    lines: open.lines,
    text: stripMarkup(rawText),
    rawText,
    pages: [...new Set(open.lines.map((l) => l.page + 1))],
    date,
    endDate,
    attrs: open.attrs,
    order,
    headingKinds: headingKinds(open.heading),
  };
}

/** The entry's own leading date first, then its fenced-div attributes, then the date line above it. */
function entryDates(open: OpenEntry, firstLine: string): { date: string | null; endDate: string | null } {
  const first = splitLeadingDate(stripMarkup(firstLine));
  let date = first.date;
  let endDate = first.end;
  if (!date && open.attrs.date) {
    date = findDates(open.attrs.date)[0]?.value ?? null;
    if (/present|current|ongoing/i.test(open.attrs.date)) endDate = 'present';
  }
  if (!date && open.attrs.years) date = findDates(open.attrs.years)[0]?.value ?? null;
  if (!date && open.dateCtx) {
    date = open.dateCtx.date;
    endDate = open.dateCtx.end;
  }
  return { date, endDate };
}
