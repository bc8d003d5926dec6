import { inflateRawSync } from 'node:zlib';
import { assessCase, DEMO_PROFILE, ZAssessmentInput } from '@acclaim/domain/assessment';
import { citationText, composeLetter, letterToPlainText, paragraphText, ZLetter, type Letter } from '@acclaim/domain/letter';
import { cite, cleanLetterDraft, exhibit, fact, prose, text } from '@acclaim/domain/test/letter-builders';
import type { LetterRenderOptions } from './render-options';

/** Letters and readers shared by the renderer tests. */

export const ACCENTED_NAME = 'José Núñez-Łukasiewicz';
export const UPGRADE_NOTE = 'The Free Trial shows the first pages of your letter. Upgrade to the Complete plan to read and export all of it.';

export const renderOptions = (upgradeNote: string | null = null, applicantName = ACCENTED_NAME): LetterRenderOptions => ({
  applicantName,
  upgradeNote,
  date: '2026-03-05',
});

let demo: Letter | undefined;

/** The demo profile's EB-1A letter, as the offline composer writes it (its length changes with the composer). */
export function demoLetter(): Letter {
  if (!demo) {
    const input = ZAssessmentInput.parse(DEMO_PROFILE);
    demo = composeLetter(input, assessCase(input), { petitionType: 'EB1A' });
  }
  return demo;
}

/**
 * The small clean letter of the domain's test builders, for an applicant with an accented name, with an ordered
 * list, bold text and two exhibits cited together added, so every kind of block and mark is printed.
 */
export function smallLetter(): Letter {
  const draft = cleanLetterDraft();
  const judging = draft.sections[1]!;
  judging.blocks = [
    ...(judging.blocks ?? []),
    { type: 'heading', level: 3, text: 'Scope of the review work' },
    {
      type: 'list',
      ordered: true,
      items: [
        {
          sentences: [
            fact(['ev-review'], text('Reviews for '), text('Nature Methods', ['bold']), text(' since 2019'), exhibit('B-1', ['ev-review']), text('.')),
          ],
        },
        {
          sentences: [
            fact(['ev-review', 'ev-panel'], text('Panels and journals together'), exhibit('B-1', ['ev-review']), exhibit('B-2', ['ev-panel']), text('.')),
          ],
        },
      ],
    },
    { type: 'paragraph', sentences: [prose(text('The standard of proof is set out in '), cite('chawathe'), text('.'))] },
  ];
  return ZLetter.parse({ ...draft, title: `Petition for ${ACCENTED_NAME} as an Alien of Extraordinary Ability`, sections: draft.sections });
}

/** Every citation the letter prints, from the library. */
export function citationsOf(letter: Letter): string[] {
  const out = new Set<string>();
  for (const section of letter.sections) {
    for (const block of section.blocks) {
      const paragraphs = block.type === 'paragraph' ? [block] : block.type === 'list' ? block.items : [];
      for (const p of paragraphs) for (const s of p.sentences) for (const r of s.runs) if (r.type === 'citation') out.add(citationText(r.authorityId, r.pin));
    }
  }
  return [...out];
}

/** "(Exhibit B-2)" / "(Exhibits B-2, B-3)" as the body prints them; the exhibit index prints bare labels in a table. */
export function exhibitReferencesOf(letter: Letter): string[] {
  const body = letterToPlainText({ ...letter, sections: letter.sections.filter((s) => s.kind !== 'exhibit-index') });
  return [...new Set(body.match(/\((?:Exhibit|Exhibits) [^)]+\)/g) ?? [])];
}

/** PDF and DOCX text extractors differ in line breaks and spacing; compare on single spaces. */
export const squash = (value: string): string => value.replace(/\s+/g, ' ');

/** The opening of the first paragraph the cut dropped, when the part kept does not say it too. */
export function firstDroppedText(letter: Letter, kept: Letter): string | null {
  const keptText = squash(letterToPlainText(kept));
  for (const section of letter.sections) {
    const shown = kept.sections.find((s) => s.id === section.id);
    for (const block of section.blocks.slice(shown?.blocks.length ?? 0)) {
      if (block.type !== 'paragraph') continue;
      const opening = squash(paragraphText(block)).slice(0, 60);
      if (opening.length > 20 && !keptText.includes(opening)) return opening;
    }
  }
  return null;
}

/**
 * A letter whose exhibit index has `count` exhibits, each with a description of a few lines, and one (the tenth)
 * whose description alone is longer than a page: the full list of an applicant's publications, as a real index
 * has. Every description ends with a marker ("[end of A-10]") so a reader can tell a row printed whole.
 */
export function longIndexLetter(count = 40): Letter {
  const draft = cleanLetterDraft();
  const labels = Array.from({ length: count }, (_, i) => `${String.fromCharCode(65 + Math.floor(i / 9))}-${(i % 9) + 1}`);
  const description = (label: string, i: number) =>
    i === 9
      ? ` Full list of publications: ${Array.from({ length: 90 }, (_, n) => `Article ${n + 1}, "Ecological forecasting with open tools, part ${n + 1}", Journal of Reproducible Science ${2000 + (n % 25)}`).join('; ')} [end of ${label}]`
      : ` Certificate and announcement of the award, with the awarding body's rules, the number of entrants and the press coverage it received in national outlets [end of ${label}]`;
  const index = draft.sections.find((s) => s.kind === 'exhibit-index')!;
  index.blocks = [{ type: 'list', ordered: false, items: labels.map((label, i) => ({ sentences: [prose(exhibit(label), text(description(label, i)))] })) }];
  return ZLetter.parse(draft);
}

export const countOf = (haystack: string, needle: string): number => haystack.split(needle).length - 1;

/**
 * The text files of a DOCX (a zip), by path. Reads the central directory, so it does not rely on the sizes in
 * the local headers, which zip writers may leave to a trailing descriptor.
 */
export function readZipEntries(bytes: Uint8Array): Map<string, string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const method = buffer.readUInt16LE(at + 10);
    const compressedSize = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const localHeader = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = localHeader + 30 + buffer.readUInt16LE(localHeader + 26) + buffer.readUInt16LE(localHeader + 28);
    const data = buffer.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
