/** Splits document lines into sections (by headings) and entries (list items, paragraphs). */
import { classifyHeading, headingKinds, headingShaped, headingText, isAllCapsHeading, type SectionKind } from './sections';
import { findDates, isDateOnly, splitLeadingDate, stripMarkup, type Line } from './text';

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

type Marker = 'numbered' | 'bullet' | 'dated' | null;

const NUMBERED = /^(?:\[\d{1,3}\]|\d{1,3}[.)]|\(\d{1,3}\)|[a-z][.)])\s+\S/;
const BULLET = /^(?:[-*+•●▪◦■□➢►–·‣⁃○✓✔/]|[^\p{ASCII}\p{L}\p{N}\s]|\p{Ll}(?=\s+\p{Lu})|\P{ASCII}(?=\s+\p{Lu}\p{Ll})|\d(?=\s+\p{Lu}\p{Ll}+\b(?![.,])))\s+\S/u;
/** "Mascarelli, A. (2014)", "Check Hayden E (2013)": a new reference in an unnumbered list. */
const REFERENCE_START = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?,?\s+(?:\p{Lu}[\p{L}.]*\s*){1,3}\(?(?:19|20)\d{2}[a-z]?\)?(?:[.,]|\s)/u;
/** "P. Chen and M. Garcia, …", "J. Q. Smith, …": an initials-first author list opening a reference. */
const INITIALS_AUTHOR_START = /^(?:\p{Lu}\.\s?){1,3}\s?\p{Lu}[\p{L}'’-]+(?:,|\s+and\s|\s*&)/u;
const FENCE_OPEN = /^:::+\s*\{([^}]*)\}\s*$/;
const FENCE_CLOSE = /^:::+\s*$/;

type NumberStyle = 'bracket' | 'dot' | 'paren' | 'letter';

function listNumber(text: string): { style: NumberStyle; value: number } | null {
  const m = /^(?:\[(\d+)\]|(\d+)[.)]|\((\d+)\)|([a-z])[.)])\s/.exec(text);
  if (!m) return null;
  if (m[4]) return { style: 'letter', value: m[4].charCodeAt(0) - 96 };
  if (m[1]) return { style: 'bracket', value: Number(m[1]) };
  if (m[2]) return { style: 'dot', value: Number(m[2]) };
  return { style: 'paren', value: Number(m[3]) };
}

const markerCache = new Map<string, Marker>();

function markerOf(text: string): Marker {
  const cached = markerCache.get(text);
  if (cached !== undefined) return cached;
  const marker = computeMarker(text);
  if (markerCache.size > 20000) markerCache.clear();
  markerCache.set(text, marker);
  return marker;
}

function computeMarker(text: string): Marker {
  if (splitLeadingDate(text).date) return 'dated';
  if (NUMBERED.test(text)) return 'numbered';
  if (BULLET.test(text)) return 'bullet';
  return null;
}

function parseAttrs(spec: string): { classes: string[]; attrs: Record<string, string> } {
  const classes = [...spec.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
  const attrs: Record<string, string> = {};
  for (const m of spec.matchAll(/([\w-]+)="([^"]*)"/g)) attrs[m[1]!] = m[2]!;
  return { classes, attrs };
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function endsOpen(text: string): boolean {
  return /[,\-–&:/(]$/.test(text) || /\b(?:and|of|the|for|in|on|with|to|at|by|from|a|an)$/i.test(text);
}

function startsContinuation(text: string): boolean {
  if (/^\p{Ll}+\p{Lu}/u.test(text)) return false; // rOpenSci, eLife, iPhone
  return /^[\p{Ll}(&]/u.test(text) || /^(?:and|or)\s/i.test(text);
}

/** A group label as displayed: leader dots and a trailing colon go, "(Journal)" or "(AAPM)" stays. */
function labelText(text: string): string {
  return text
    .replace(/(?:\s*[._·…]){3,}\s*$/, '')
    .replace(/[:.]\s*$/, '')
    .trim();
}

/** A group label: no digits, mostly capitalised words. */
function titleLike(text: string): boolean {
  if (/\d/.test(text)) return false;
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return false;
  const caps = words.filter((w) => /^[\p{Lu}(]/u.test(w) || /^(?:of|and|the|for|in|on|at|&|de|du|la)$/i.test(w)).length;
  return caps / words.length >= 0.75;
}

/** Joins wrapped lines: "Univer-" + "sity" → "University"; other lines get a space. */
export function joinLines(lines: string[]): string {
  let out = '';
  for (const line of lines) {
    if (!out) out = line;
    else if (/\p{Ll}-$/u.test(out) && /^\p{Ll}/u.test(line)) out = out.slice(0, -1) + line;
    else if (/[-/]$/.test(out) && /^[\w]/.test(line) && !/\s-$/.test(out)) out += line;
    else out += ` ${line}`;
  }
  return out;
}

interface HeadingInfo {
  kind: SectionKind | null;
  text: string;
  level: number;
}

function markdownHeading(text: string): HeadingInfo | null {
  const m = /^(#{1,6})\s+(.+)$/.exec(text);
  if (!m) return null;
  return { kind: classifyHeading(m[2]!), text: headingText(m[2]!), level: m[1]!.length };
}

const SERVICE_FAMILY: SectionKind[] = ['service', 'judging', 'membership'];
const INLINE_KINDS: SectionKind[] = ['award', 'membership', 'judging', 'media', 'grant', 'presentation', 'patent', 'publication', 'service'];

interface DateContext {
  date: string | null;
  end: string | null;
}

interface OpenEntry {
  lines: Line[];
  attrs: Record<string, string>;
  fenced: boolean;
  kind: SectionKind;
  heading: string;
  context: string | null;
  dateCtx: DateContext | null;
  sawBullet: boolean;
}

/** Sections and entries of a document. */
export function segment(lines: Line[]): Entry[] {
  const entries: Entry[] = [];
  const mdLevels = lines.map((l) => /^(#{1,6})\s/.exec(l.text)?.[1]!.length).filter((n): n is number => n !== undefined);
  const topLevel = mdLevels.length ? Math.min(...mdLevels) : 0;
  const markdown = mdLevels.length >= 3;
  const allLengths = lines.map((l) => l.text.length).sort((a, b) => a - b);
  const docWidth = allLengths[Math.floor(allLengths.length * 0.95)] ?? 100;
  // Word documents come one paragraph per line: nothing wraps, so line length says nothing.
  const paragraphLines = docWidth > 220;
  const isFull = (text: string) => !paragraphLines && text.length >= docWidth * 0.85;

  let kind: SectionKind = 'other';
  let heading = '';
  let parentKind: SectionKind = 'other';
  let parentHeading = '';
  let context: string | null = null;
  let dateContext: DateContext | null = null;
  let current: OpenEntry | null = null;
  let sectionLines: Line[] = [];
  let numbering: Partial<Record<NumberStyle, { last: number | null }>> = {};

  const flush = () => {
    if (!current || current.lines.length === 0) {
      current = null;
      return;
    }
    const rawLines = current.lines.map((l) => l.text);
    const rawText = joinLines(rawLines);
    const first = splitLeadingDate(stripMarkup(rawLines[0]!));
    let date = first.date;
    let endDate = first.end;
    if (!date && current.attrs.date) {
      date = findDates(current.attrs.date)[0]?.value ?? null;
      if (/present|current|ongoing/i.test(current.attrs.date)) endDate = 'present';
    }
    if (!date && current.attrs.years) date = findDates(current.attrs.years)[0]?.value ?? null;
    if (!date && current.dateCtx) {
      date = current.dateCtx.date;
      endDate = current.dateCtx.end;
    }
    entries.push({
      kind: current.kind,
      heading: current.heading,
      context: current.context,
      lines: current.lines,
      text: stripMarkup(rawText),
      rawText,
      pages: [...new Set(current.lines.map((l) => l.page + 1))],
      date,
      endDate,
      attrs: current.attrs,
      order: entries.length,
      headingKinds: headingKinds(current.heading),
    });
    current = null;
  };

  const start = (line: Line | null, attrs: Record<string, string> = {}, fenced = false) => {
    flush();
    current = { lines: line ? [line] : [], attrs, fenced, kind, heading, context, dateCtx: dateContext, sawBullet: false };
  };

  const setSection = (next: SectionKind, text: string, resetContext: boolean) => {
    flush();
    const sameFamily = SERVICE_FAMILY.includes(next) && SERVICE_FAMILY.includes(kind);
    kind = next;
    heading = text;
    if (resetContext && !sameFamily) context = null;
    dateContext = null;
    sectionLines = [];
    numbering = {};
  };

  // Statistics per section are computed lazily from the lines seen so far plus a look-ahead window.
  const sectionStats = (from: number) => {
    const window: Line[] = [];
    for (let j = from; j < lines.length && window.length < 40; j++) {
      const t = lines[j]!.text;
      if (markdownHeading(t) || (headingShaped(t) && classifyHeading(t))) break;
      window.push(lines[j]!);
    }
    const all = [...sectionLines.slice(-60), ...window];
    const kinds = all.map((l) => markerOf(l.text));
    const numbered = kinds.filter((k) => k === 'numbered').length;
    const dated = kinds.filter((k) => k === 'dated').length;
    const bulletCount = kinds.filter((k) => k === 'bullet').length;
    const leadingBullets = kinds[0] === 'bullet' && bulletCount >= 2 && numbered + dated < bulletCount;
    const dominant: Marker = numbered >= 3 && numbered >= dated ? 'numbered' : dated >= 3 && dated > numbered ? 'dated' : leadingBullets ? 'bullet' : null;
    const markers = kinds.filter((k) => k !== null && (dominant === null || k === dominant || k === 'bullet')).length;
    const blanks = all.filter((l) => l.blankBefore).length;
    const bullets = all.filter((l) => markerOf(l.text) === 'bullet');
    const firstIsBullet = all[0] ? markerOf(all[0].text) === 'bullet' : false;
    return {
      dominant,
      markerRatio: all.length ? markers / all.length : 0,
      paragraphMode: all.length >= 2 && blanks / all.length >= 0.6,
      bulletsAsSub: bullets.length > 0 && !firstIsBullet && bullets.length < all.length * 0.9,
    };
  };

  let inFrontMatter = lines[0]?.text === '---';
  let lastWasDate = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const text = line.text;
    if (inFrontMatter) {
      if (i > 0 && text === '---') inFrontMatter = false;
      continue;
    }

    // Pandoc fenced divs.
    const fenceOpen = FENCE_OPEN.exec(text);
    if (fenceOpen) {
      const { classes, attrs } = parseAttrs(fenceOpen[1]!);
      if (classes.some((c) => /item/.test(c))) start(null, attrs, true);
      continue;
    }
    if (FENCE_CLOSE.test(text)) {
      const open = current as { fenced: boolean } | null;
      if (open?.fenced) flush();
      continue;
    }

    // Headings.
    const md = markdownHeading(text);
    if (md) {
      if (isDateOnly(md.text)) {
        flush();
        const d = splitLeadingDate(md.text);
        dateContext = { date: d.date, end: d.end };
        continue;
      }
      if (md.level <= topLevel) {
        setSection(md.kind ?? 'other', md.text, true);
        context = null;
        parentKind = kind;
        parentHeading = md.text;
      } else if (md.kind) {
        setSection(md.kind, md.text, true);
        context = null;
      } else {
        // A sub-heading outside the vocabulary ("### CURRENT", an organisation): back to the parent kind.
        if (kind !== parentKind) setSection(parentKind, parentHeading, true);
        else flush();
        context = md.text;
      }
      continue;
    }
    const currentFenced = (current as { fenced: boolean } | null)?.fenced ?? false;
    // "Awards: NSF CAREER Award (2020); Sloan Fellowship (2019)" — a heading and its content on one line.
    const inline = currentFenced || markerOf(text) !== null ? null : /^([\p{Lu}][\p{L}&/,' -]{2,45}?)\s*:\s+(\S.*)$/u.exec(text);
    const inlineKind = inline ? classifyHeading(inline[1]!) : null;
    if (inline && inlineKind && INLINE_KINDS.includes(inlineKind) && !/^[\p{Lu}\s]+$/u.test(inline[1]!)) {
      setSection(inlineKind, headingText(inline[1]!), true);
      start({ ...line, text: inline[2]! });
      sectionLines.push(line);
      continue;
    }
    const numberedHeading = markerOf(text) === 'numbered' && /^(?:\d{1,2}|[IVX]{1,4})[.)]\s/.test(text) && headingText(text).split(/\s+/).length <= 6;
    if (!currentFenced && (markerOf(text) === null || numberedHeading) && headingShaped(text)) {
      const k = classifyHeading(text);
      if (k) {
        setSection(k, headingText(text), true);
        continue;
      }
      if (!markdown && isAllCapsHeading(text)) {
        setSection('other', headingText(text), true);
        continue;
      }
    }

    if (currentFenced) {
      current!.lines.push(line);
      continue;
    }

    // Date-only lines ("2023", "2022-Present") head the entries below them, except inside a numbered list.
    if (isDateOnly(text) && /^(?:19|20)\d{2}/.test(text) && sectionStats(i).dominant !== 'numbered') {
      flush();
      lastWasDate = true;
      const d = splitLeadingDate(text);
      dateContext = { date: d.date, end: d.end };
      continue;
    }

    const stats = sectionStats(i);
    const justDated = lastWasDate;
    lastWasDate = false;
    let marker = markerOf(text);
    if (marker === 'numbered') {
      const n = listNumber(text);
      if (n !== null) {
        const state = (numbering[n.style] ??= { last: null });
        const firstStyle = Object.keys(numbering)[0];
        if (n.style === 'paren' && firstStyle !== 'paren') marker = null;
        else if (state.last !== null && n.value !== state.last + 1 && n.value !== 1) marker = null;
        else {
          state.last = n.value;
          if (n.style === 'dot') delete numbering.letter;
        }
      }
    }
    // In a numbered list a "(2017)." line is not a new dated item, and vice versa.
    if (marker !== null && marker !== 'bullet' && stats.dominant !== null && stats.dominant !== 'bullet' && marker !== stats.dominant && current) marker = null;
    const prev = current ? (current as { lines: Line[] }).lines.at(-1) : undefined;
    // A line ending with a DOI or URL ends its entry (references, press items).
    const prevEndsSentence = prev !== undefined && (/[.!?)"”’]$/.test(prev.text) || /(?:\b10\.\d{4,9}\/\S+|https?:\/\/\S+)$/.test(prev.text));
    const referenceStart = stats.dominant !== 'numbered' && (REFERENCE_START.test(text) || (INITIALS_AUTHOR_START.test(text) && prevEndsSentence));
    const continuation =
      prev !== undefined &&
      !paragraphLines &&
      !(stats.paragraphMode && line.blankBefore) &&
      !referenceStart &&
      (/^(?:doi\b|https?:|www\.|[([])/i.test(text) ||
        (startsContinuation(text) && !(prevEndsSentence && !isFull(prev.text))) ||
        endsOpen(prev.text) ||
        (isFull(prev.text) && !prevEndsSentence));

    // Group labels: short, no sentence punctuation, followed by a dated/numbered line or a heading.
    const next = lines[i + 1]?.text ?? '';
    const nextIsHeading = !!markdownHeading(next) || (headingShaped(next) && !!classifyHeading(next));
    const nextMarker = markerOf(next);
    if (
      marker === null &&
      !continuation &&
      headingShaped(text) &&
      titleLike(headingText(text)) &&
      headingText(text).split(/\s+/).length <= 8 &&
      (headingText(text).includes(' ') || headingText(text) !== text || !current) &&
      !justDated &&
      !(stats.bulletsAsSub && current !== null && !(current as OpenEntry).sawBullet && (current as OpenEntry).lines.length < 3) &&
      !/[.;]$/.test(headingText(text)) &&
      !text.includes(';') &&
      count(text, ',') <= 1 &&
      !/\b(?:member|fellow|awards?|prize|reviewer|editor)\b/i.test(text) &&
      ((nextIsHeading && !isAllCapsHeading(next) && !(markdownHeading(next) && markdown)) || nextMarker === 'dated' || nextMarker === 'numbered') &&
      !isDateOnly(next)
    ) {
      flush();
      context = labelText(text);
      continue;
    }

    const cur = current as { lines: Line[]; sawBullet: boolean } | null;
    // In award lists, a short capitalised line after a finished line is the next award's name.
    const awardTitle =
      (kind as SectionKind) === 'award' &&
      marker === null &&
      cur !== null &&
      prev !== undefined &&
      !endsOpen(prev.text) &&
      !isFull(prev.text) &&
      count(prev.text, '“') + count(prev.text, '(') <= count(prev.text, '”') + count(prev.text, ')') &&
      !startsContinuation(text) &&
      text.split(/\s+/).length <= 6 &&
      !/[.,;:]$/.test(text) &&
      !/^\p{L}+ed\b/iu.test(text) &&
      titleLike(text);
    if (awardTitle) {
      start(line);
    } else if (marker === 'bullet' && stats.bulletsAsSub && cur) {
      cur.lines.push(line);
      cur.sawBullet = true;
    } else if (marker === 'dated' && stats.bulletsAsSub && cur && !cur.sawBullet && cur.lines.length <= 3 && !splitLeadingDate(cur.lines[0]!.text).date) {
      cur.lines.push(line); // the dates line of an experience-style entry
    } else if (marker !== null && !(marker === 'bullet' && stats.bulletsAsSub)) {
      start(line);
    } else if (cur && stats.bulletsAsSub && !cur.sawBullet && marker === null && !(stats.paragraphMode && line.blankBefore)) {
      cur.lines.push(line); // header block of an experience-style entry (organisation line, role line)
    } else if (cur && continuation) {
      cur.lines.push(line);
    } else if (cur && cur.sawBullet) {
      start(line);
    } else if (
      cur &&
      !referenceStart &&
      !(stats.paragraphMode && line.blankBefore) &&
      !paragraphLines &&
      (stats.dominant === 'numbered' ||
        stats.dominant === 'bullet' ||
        ((stats.markerRatio >= 0.4 || stats.dominant === 'dated') && !(prevEndsSentence && !isFull(prev!.text))))
    ) {
      cur.lines.push(line);
    } else {
      start(line);
    }
    sectionLines.push(line);
  }
  flush();
  return entries;
}
