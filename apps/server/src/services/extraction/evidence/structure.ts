/** Splits document lines into sections (by headings) and entries (list items, paragraphs). */
import {
  count,
  endsOpen,
  FENCE_CLOSE,
  FENCE_OPEN,
  INITIALS_AUTHOR_START,
  labelText,
  listNumber,
  markdownHeading,
  markerOf,
  parseAttrs,
  REFERENCE_START,
  startsContinuation,
  titleLike,
  type Marker,
  type NumberStyle,
} from './line-shapes';
import { closeEntry, type DateContext, type Entry, type OpenEntry } from './entry';
import { sectionStats, type SectionStats } from './section-stats';
import { classifyHeading, headingShaped, headingText, isAllCapsHeading, type SectionKind } from './sections';
import { isDateOnly, splitLeadingDate, type Line } from './text';

export type { Entry } from './entry';

const SERVICE_FAMILY: SectionKind[] = ['service', 'judging', 'membership'];
const INLINE_KINDS: SectionKind[] = ['award', 'membership', 'judging', 'media', 'grant', 'presentation', 'patent', 'publication', 'service'];

/** Sections and entries of a document. */
export function segment(lines: Line[]): Entry[] {
  const segmenter = new Segmenter(lines);
  let inFrontMatter = lines[0]?.text === '---';
  for (let i = 0; i < lines.length; i++) {
    if (inFrontMatter) {
      if (i > 0 && lines[i]!.text === '---') inFrontMatter = false;
      continue;
    }
    segmenter.read(i);
  }
  return segmenter.finish();
}

/** How the document is written, measured once before reading it. */
interface Layout {
  /** The shallowest Markdown heading level: headings at it open top-level sections. */
  topLevel: number;
  /** Enough Markdown headings that an all-caps line is not taken for a heading. */
  markdown: boolean;
  /** Word documents come one paragraph per line: nothing wraps, so line length says nothing. */
  paragraphLines: boolean;
  /** Line length that 95% of lines stay within: a line near it was probably wrapped. */
  docWidth: number;
}

function measureLayout(lines: Line[]): Layout {
  const mdLevels = lines.map((l) => /^(#{1,6})\s/.exec(l.text)?.[1]!.length).filter((n): n is number => n !== undefined);
  const allLengths = lines.map((l) => l.text.length).sort((a, b) => a - b);
  const docWidth = allLengths[Math.floor(allLengths.length * 0.95)] ?? 100;
  return { topLevel: mdLevels.length ? Math.min(...mdLevels) : 0, markdown: mdLevels.length >= 3, paragraphLines: docWidth > 220, docWidth };
}

/** What is known about a content line once its neighbours have been looked at. */
interface LineContext {
  line: Line;
  marker: Marker;
  stats: SectionStats;
  /** The last line of the open entry. */
  prev: Line | undefined;
  prevEndsSentence: boolean;
  referenceStart: boolean;
  continuation: boolean;
}

/** Reads lines one at a time, keeping the open section and entry. */
class Segmenter {
  private readonly entries: Entry[] = [];
  private readonly layout: Layout;
  private kind: SectionKind = 'other';
  private heading = '';
  /** The top-level section, to return to after a sub-heading outside the vocabulary. */
  private parentKind: SectionKind = 'other';
  private parentHeading = '';
  private context: string | null = null;
  private dateContext: DateContext | null = null;
  private current: OpenEntry | null = null;
  private sectionLines: Line[] = [];
  private numbering: Partial<Record<NumberStyle, { last: number | null }>> = {};
  private lastWasDate = false;

  constructor(private readonly lines: Line[]) {
    this.layout = measureLayout(lines);
  }

  read(i: number): void {
    const line = this.lines[i]!;
    if (this.readFence(line.text) || this.readMarkdownHeading(line.text)) return;
    const fenced = this.current?.fenced ?? false;
    if (!fenced && (this.readInlineSection(line) || this.readPlainHeading(line.text))) return;
    if (fenced) {
      this.current!.lines.push(line);
      return;
    }
    if (this.readDateLine(i)) return;
    this.readContent(i);
  }

  finish(): Entry[] {
    this.flush();
    return this.entries;
  }

  private flush(): void {
    const entry = this.current && closeEntry(this.current, this.entries.length);
    if (entry) this.entries.push(entry);
    this.current = null;
  }

  private start(line: Line | null, attrs: Record<string, string> = {}, fenced = false): void {
    this.flush();
    const { kind, heading, context } = this;
    this.current = { lines: line ? [line] : [], attrs, fenced, kind, heading, context, dateCtx: this.dateContext, sawBullet: false };
  }

  private setSection(next: SectionKind, text: string): void {
    this.flush();
    const sameFamily = SERVICE_FAMILY.includes(next) && SERVICE_FAMILY.includes(this.kind);
    this.kind = next;
    this.heading = text;
    if (!sameFamily) this.context = null;
    this.dateContext = null;
    this.sectionLines = [];
    this.numbering = {};
  }

  private isFull(text: string): boolean {
    return !this.layout.paragraphLines && text.length >= this.layout.docWidth * 0.85;
  }

  /** Pandoc fenced divs: `::: {.award-item date="2024"}` opens an entry, `:::` closes it. */
  private readFence(text: string): boolean {
    const open = FENCE_OPEN.exec(text);
    if (open) {
      const { classes, attrs } = parseAttrs(open[1]!);
      if (classes.some((c) => /item/.test(c))) this.start(null, attrs, true);
      return true;
    }
    if (!FENCE_CLOSE.test(text)) return false;
    if (this.current?.fenced) this.flush();
    return true;
  }

  private readMarkdownHeading(text: string): boolean {
    const md = markdownHeading(text);
    if (!md) return false;
    if (isDateOnly(md.text)) {
      this.flush();
      const d = splitLeadingDate(md.text);
      this.dateContext = { date: d.date, end: d.end };
    } else if (md.level <= this.layout.topLevel) {
      this.setSection(md.kind ?? 'other', md.text);
      this.context = null;
      this.parentKind = this.kind;
      this.parentHeading = md.text;
    } else if (md.kind) {
      this.setSection(md.kind, md.text);
      this.context = null;
    } else {
      // A sub-heading outside the vocabulary ("### CURRENT", an organisation): back to the parent kind.
      if (this.kind !== this.parentKind) this.setSection(this.parentKind, this.parentHeading);
      else this.flush();
      this.context = md.text;
    }
    return true;
  }

  /** "Awards: NSF CAREER Award (2020); Sloan Fellowship (2019)" — a heading and its content on one line. */
  private readInlineSection(line: Line): boolean {
    if (markerOf(line.text) !== null) return false;
    const inline = /^([\p{Lu}][\p{L}&/,' -]{2,45}?)\s*:\s+(\S.*)$/u.exec(line.text);
    const inlineKind = inline ? classifyHeading(inline[1]!) : null;
    if (!inline || !inlineKind || !INLINE_KINDS.includes(inlineKind) || /^[\p{Lu}\s]+$/u.test(inline[1]!)) return false;
    this.setSection(inlineKind, headingText(inline[1]!));
    this.start({ ...line, text: inline[2]! });
    this.sectionLines.push(line);
    return true;
  }

  /** A heading without Markdown: a known section name, or an all-caps line in a document without Markdown headings. */
  private readPlainHeading(text: string): boolean {
    const numberedHeading = markerOf(text) === 'numbered' && /^(?:\d{1,2}|[IVX]{1,4})[.)]\s/.test(text) && headingText(text).split(/\s+/).length <= 6;
    if (!((markerOf(text) === null || numberedHeading) && headingShaped(text))) return false;
    const kind = classifyHeading(text);
    if (kind) this.setSection(kind, headingText(text));
    else if (!this.layout.markdown && isAllCapsHeading(text)) this.setSection('other', headingText(text));
    else return false;
    return true;
  }

  /** Date-only lines ("2023", "2022-Present") head the entries below them, except inside a numbered list. */
  private readDateLine(i: number): boolean {
    const text = this.lines[i]!.text;
    if (!(isDateOnly(text) && /^(?:19|20)\d{2}/.test(text) && this.stats(i).dominant !== 'numbered')) return false;
    this.flush();
    this.lastWasDate = true;
    const d = splitLeadingDate(text);
    this.dateContext = { date: d.date, end: d.end };
    return true;
  }

  private stats(i: number): SectionStats {
    return sectionStats(this.lines, i, this.sectionLines);
  }

  private readContent(i: number): void {
    const line = this.lines[i]!;
    const stats = this.stats(i);
    const justDated = this.lastWasDate;
    this.lastWasDate = false;
    const marker = this.listMarker(line.text, stats);
    const prev = this.current?.lines.at(-1);
    // A line ending with a DOI or URL ends its entry (references, press items).
    const prevEndsSentence = prev !== undefined && (/[.!?)"”’]$/.test(prev.text) || /(?:\b10\.\d{4,9}\/\S+|https?:\/\/\S+)$/.test(prev.text));
    const referenceStart = stats.dominant !== 'numbered' && (REFERENCE_START.test(line.text) || (INITIALS_AUTHOR_START.test(line.text) && prevEndsSentence));
    const continuation = this.isContinuation(line, prev, stats, referenceStart, prevEndsSentence);
    if (marker === null && !continuation && !justDated && this.isGroupLabel(i, stats)) {
      this.flush();
      this.context = labelText(line.text);
      return;
    }
    this.place({ line, marker, stats, prev, prevEndsSentence, referenceStart, continuation });
    this.sectionLines.push(line);
  }

  /** The line's list marker, or null when the marker does not fit the list it is in. */
  private listMarker(text: string, stats: SectionStats): Marker {
    let marker = markerOf(text);
    if (marker === 'numbered' && !this.continuesNumbering(text)) marker = null;
    // In a numbered list a "(2017)." line is not a new dated item, and vice versa.
    if (marker !== null && marker !== 'bullet' && stats.dominant !== null && stats.dominant !== 'bullet' && marker !== stats.dominant && this.current) {
      marker = null;
    }
    return marker;
  }

  /** A number starts an item only when it follows the last item's number (or restarts at 1) in the list's style. */
  private continuesNumbering(text: string): boolean {
    const n = listNumber(text);
    if (n === null) return true;
    const state = (this.numbering[n.style] ??= { last: null });
    const firstStyle = Object.keys(this.numbering)[0];
    if (n.style === 'paren' && firstStyle !== 'paren') return false;
    if (state.last !== null && n.value !== state.last + 1 && n.value !== 1) return false;
    state.last = n.value;
    if (n.style === 'dot') delete this.numbering.letter;
    return true;
  }

  /** A wrapped line: it opens with a DOI, a link or a lower-case word, or the line above ends mid-phrase or fills the width. */
  private isContinuation(line: Line, prev: Line | undefined, stats: SectionStats, referenceStart: boolean, prevEndsSentence: boolean): boolean {
    if (prev === undefined || this.layout.paragraphLines || (stats.paragraphMode && line.blankBefore) || referenceStart) return false;
    return (
      /^(?:doi\b|https?:|www\.|[([])/i.test(line.text) ||
      (startsContinuation(line.text) && !(prevEndsSentence && !this.isFull(prev.text))) ||
      endsOpen(prev.text) ||
      (this.isFull(prev.text) && !prevEndsSentence)
    );
  }

  /** Group labels: short, no sentence punctuation, followed by a dated/numbered line or a heading. */
  private isGroupLabel(i: number, stats: SectionStats): boolean {
    const text = this.lines[i]!.text;
    const label = headingText(text);
    const next = this.lines[i + 1]?.text ?? '';
    const open = this.current;
    return (
      headingShaped(text) &&
      titleLike(label) &&
      label.split(/\s+/).length <= 8 &&
      (label.includes(' ') || label !== text || !open) &&
      !(stats.bulletsAsSub && open !== null && !open.sawBullet && open.lines.length < 3) &&
      !/[.;]$/.test(label) &&
      !text.includes(';') &&
      count(text, ',') <= 1 &&
      !/\b(?:member|fellow|awards?|prize|reviewer|editor)\b/i.test(text) &&
      this.introducesGroup(next) &&
      !isDateOnly(next)
    );
  }

  private introducesGroup(next: string): boolean {
    const nextIsHeading = !!markdownHeading(next) || (headingShaped(next) && !!classifyHeading(next));
    const nextMarker = markerOf(next);
    return (
      (nextIsHeading && !isAllCapsHeading(next) && !(markdownHeading(next) && this.layout.markdown)) || nextMarker === 'dated' || nextMarker === 'numbered'
    );
  }

  /** In award lists, a short capitalised line after a finished line is the next award's name. */
  private isAwardTitle({ line, marker, prev }: LineContext): boolean {
    const text = line.text;
    return (
      this.kind === 'award' &&
      marker === null &&
      this.current !== null &&
      prev !== undefined &&
      !endsOpen(prev.text) &&
      !this.isFull(prev.text) &&
      count(prev.text, '“') + count(prev.text, '(') <= count(prev.text, '”') + count(prev.text, ')') &&
      !startsContinuation(text) &&
      text.split(/\s+/).length <= 6 &&
      !/[.,;:]$/.test(text) &&
      !/^\p{L}+ed\b/iu.test(text) &&
      titleLike(text)
    );
  }

  /** Adds the line to the open entry, or starts a new entry with it. */
  private place(ctx: LineContext): void {
    const { line, marker, stats } = ctx;
    const open = this.current;
    if (this.isAwardTitle(ctx)) {
      this.start(line);
    } else if (marker === 'bullet' && stats.bulletsAsSub && open) {
      open.lines.push(line);
      open.sawBullet = true;
    } else if (marker === 'dated' && stats.bulletsAsSub && open && !open.sawBullet && open.lines.length <= 3 && !splitLeadingDate(open.lines[0]!.text).date) {
      open.lines.push(line); // the dates line of an experience-style entry
    } else if (marker !== null && !(marker === 'bullet' && stats.bulletsAsSub)) {
      this.start(line);
    } else if (open && stats.bulletsAsSub && !open.sawBullet && marker === null && !(stats.paragraphMode && line.blankBefore)) {
      open.lines.push(line); // header block of an experience-style entry (organisation line, role line)
    } else if (open && ctx.continuation) {
      open.lines.push(line);
    } else if (open && open.sawBullet) {
      this.start(line);
    } else if (open && this.belongsToListItem(ctx)) {
      open.lines.push(line);
    } else {
      this.start(line);
    }
  }

  /** In a list, an unmarked line that is not a new paragraph or reference carries on the item above. */
  private belongsToListItem({ line, stats, prev, prevEndsSentence, referenceStart }: LineContext): boolean {
    return (
      !referenceStart &&
      !(stats.paragraphMode && line.blankBefore) &&
      !this.layout.paragraphLines &&
      (stats.dominant === 'numbered' ||
        stats.dominant === 'bullet' ||
        ((stats.markerRatio >= 0.4 || stats.dominant === 'dated') && !(prevEndsSentence && !this.isFull(prev!.text))))
    );
  }
}
