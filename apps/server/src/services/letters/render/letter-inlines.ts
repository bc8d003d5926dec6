import { AUTHORITIES } from '@acclaim/domain/authorities';
import { citationText, exhibitReference, type Paragraph, type Run } from '@acclaim/domain/letter';

/**
 * A letter's runs as styled text pieces, the one form both renderers (DOCX, PDF) print from. The text is the
 * text `runsText`/`paragraphText` of @acclaim/domain/letter print (citations from the library, exhibit
 * references merged into "(Exhibits B-2, B-3)"), so the exports, the preview and the filing check read the
 * same words; only the styling is added here.
 */
export interface Inline {
  readonly text: string;
  readonly bold: boolean;
  readonly italic: boolean;
}

/**
 * The case name of each court and administrative decision in the library ("Kazarian v. USCIS", "Matter of
 * Christo's, Inc."): the citation up to the comma before the reporter volume, as case names are printed in
 * italics. Statutes, regulations and policy texts have no case name and print upright.
 */
const CASE_NAMES: ReadonlyMap<string, string> = new Map(
  AUTHORITIES.filter((a) => a.kind === 'court' || a.kind === 'precedent').flatMap((a) => {
    // Up to the reporter volume, or to the docket number of an unreported decision ("Mukherji v. Miller, No. …").
    const name = /^(.+?), (?=\d|No\. )/.exec(a.citation)?.[1];
    return name ? [[a.id, name] as const] : [];
  }),
);

const plain = (text: string): Inline => ({ text, bold: false, italic: false });

function citationInlines(authorityId: string, pin: string | undefined): Inline[] {
  const citation = citationText(authorityId, pin);
  const name = CASE_NAMES.get(authorityId);
  if (!name || !citation.startsWith(name)) return [plain(citation)];
  return [{ text: name, bold: false, italic: true }, plain(citation.slice(name.length))];
}

/** The runs of one sentence, untrimmed; mirrors `runsText` run by run (exhibit spacing included). */
function runInlines(runs: readonly Run[]): Inline[] {
  const out: Inline[] = [];
  let printed = '';
  const push = (...inlines: Inline[]) => {
    for (const inline of inlines) {
      out.push(inline);
      printed += inline.text;
    }
  };
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i];
    if (!run) continue;
    if (run.type === 'text') push({ text: run.text, bold: run.marks.includes('bold'), italic: run.marks.includes('italic') });
    else if (run.type === 'citation') push(...citationInlines(run.authorityId, run.pin));
    else {
      const labels = [run.label];
      while (runs[i + 1]?.type === 'exhibit') {
        const next = runs[++i];
        if (next?.type === 'exhibit') labels.push(next.label);
      }
      if (printed !== '' && !/[\s(]$/.test(printed)) push(plain(' '));
      push(plain(exhibitReference(labels)));
    }
  }
  return out;
}

/** Drops leading and trailing white space of a run of inlines, as `sentenceText` trims its string. */
function trimInlines(inlines: readonly Inline[]): Inline[] {
  const out = inlines.filter((inline) => inline.text !== '');
  while (out.length && out[0]!.text.trimStart() === '') out.shift();
  while (out.length && out.at(-1)!.text.trimEnd() === '') out.pop();
  if (out.length) {
    out[0] = { ...out[0]!, text: out[0]!.text.trimStart() };
    out[out.length - 1] = { ...out.at(-1)!, text: out.at(-1)!.text.trimEnd() };
  }
  return out;
}

/** Joins neighbours with the same styling, so the files carry fewer, longer runs. */
function mergeInlines(inlines: readonly Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const inline of inlines) {
    const last = out.at(-1);
    if (last && last.bold === inline.bold && last.italic === inline.italic) out[out.length - 1] = { ...last, text: last.text + inline.text };
    else out.push(inline);
  }
  return out;
}

/** The runs of a sentence, trimmed: the styled form of `sentenceText`. */
export function sentenceInlines(runs: readonly Run[]): Inline[] {
  return mergeInlines(trimInlines(runInlines(runs)));
}

/** A paragraph's sentences joined by single spaces: the styled form of `paragraphText`. */
export function paragraphInlines(paragraph: Paragraph): Inline[] {
  const sentences = paragraph.sentences.map((s) => sentenceInlines(s.runs)).filter((s) => s.length > 0);
  return mergeInlines(sentences.flatMap((s, i) => (i === 0 ? s : [plain(' '), ...s])));
}

export const inlinesText = (inlines: readonly Inline[]): string => inlines.map((i) => i.text).join('');
