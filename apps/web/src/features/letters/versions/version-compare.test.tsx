import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ZLetter, type Letter, type Section } from '@acclaim/domain/letter';
import { cleanLetter } from '../test-builders';
import { condenseParts, diffLetters } from './section-diff';
import { LetterDiffView } from './version-compare';

const paragraph = (text: string) => ({
  type: 'paragraph' as const,
  sentences: [{ runs: [{ type: 'text' as const, text, marks: [] }], isFactual: false, evidenceIds: [] }],
});
const section = (id: string, heading: string, text: string): Section => ({ id, heading, kind: 'criterion', reviewState: 'draft', blocks: [paragraph(text)] });
const letter = (sections: Section[]): Letter => ZLetter.parse({ petitionType: 'EB1A', title: 'Petition', sections });

describe('diffLetters', () => {
  it('compares section by section in the newer order, keeping a removed section where it was', () => {
    const older = letter([section('a', 'A', 'One two three.'), section('b', 'B', 'Gone soon.'), section('c', 'C', 'Same text.')]);
    const newer = letter([section('a', 'A', 'One four three.'), section('c', 'C', 'Same text.'), section('d', 'D', 'Brand new.')]);
    const diffs = diffLetters(older, newer);
    expect(diffs.map((d) => [d.id, d.status])).toEqual([
      ['a', 'changed'],
      ['b', 'removed'],
      ['c', 'unchanged'],
      ['d', 'added'],
    ]);
    expect(diffs[0]).toMatchObject({ wordsInserted: 1, wordsDeleted: 1 });
    expect(diffs[0]!.parts.filter((p) => p.kind !== 'same').map((p) => [p.kind, p.value])).toEqual([
      ['deleted', 'two'],
      ['inserted', 'four'],
    ]);
    // Headings are part of a section's text: a new section's every word is inserted.
    expect(diffs[3]).toMatchObject({ wordsInserted: 3, wordsDeleted: 0 });
  });

  it('diffs the printed text, so a citation or exhibit change shows in the words', () => {
    const older = cleanLetter();
    const judging = older.sections[1]!;
    const newer: Letter = {
      ...older,
      sections: older.sections.map((s) =>
        s.id !== judging.id
          ? s
          : {
              ...s,
              blocks: s.blocks.map((b) =>
                b.type === 'paragraph'
                  ? {
                      ...b,
                      sentences: [{ ...b.sentences[0]!, runs: b.sentences[0]!.runs.filter((r) => r.type !== 'citation' || r.authorityId !== 'kazarian') }],
                    }
                  : b,
              ),
            },
      ),
    };
    const [changed] = diffLetters(older, newer).filter((d) => d.status === 'changed');
    expect(changed?.id).toBe('criterion-eb1a-iv');
    expect(
      changed?.parts
        .filter((p) => p.kind === 'deleted')
        .map((p) => p.value)
        .join(''),
    ).toMatch(/Kazarian/);
  });
});

describe('condenseParts', () => {
  const words = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `w${from + i}`).join(' ');

  it('keeps a few words around each change and leaves out the long unchanged stretches between', () => {
    const parts = [
      { kind: 'same' as const, value: `${words(1, 50)} ` },
      { kind: 'deleted' as const, value: 'old' },
      { kind: 'inserted' as const, value: 'new' },
      { kind: 'same' as const, value: ` ${words(51, 100)} ` },
      { kind: 'inserted' as const, value: 'added' },
      { kind: 'same' as const, value: ` ${words(101, 103)}` },
    ];
    const condensed = condenseParts(parts, 3);
    expect(condensed).toEqual([
      { kind: 'gap', words: 47 },
      { kind: 'same', value: 'w48 w49 w50 ' },
      { kind: 'deleted', value: 'old' },
      { kind: 'inserted', value: 'new' },
      { kind: 'same', value: ' w51 w52 w53 ' },
      { kind: 'gap', words: 44 },
      { kind: 'same', value: 'w98 w99 w100 ' },
      { kind: 'inserted', value: 'added' },
      // Three words at the end are shorter than what leaving them out would save.
      { kind: 'same', value: ' w101 w102 w103' },
    ]);
  });
});

describe('LetterDiffView', () => {
  const older = letter([section('a', 'Judging', 'She reviewed 120 manuscripts.'), section('c', 'Awards', 'Same text.')]);
  const newer = letter([section('a', 'Judging', 'She reviewed 140 manuscripts for Nature.'), section('c', 'Awards', 'Same text.')]);

  it('marks insertions and deletions with <ins>/<del> and says so to screen readers', () => {
    const { container } = render(<LetterDiffView older={older} newer={newer} olderNumber={2} newerNumber={4} />);
    const region = screen.getByRole('region', { name: 'Version 2 → version 4' });
    expect(within(region).getByText('1 section changed: 3 words inserted, 1 word deleted.')).toBeInTheDocument();

    const change = within(region).getByRole('heading', { level: 4, name: 'Judging' }).closest('li')!;
    expect(within(change).getByText('Changed')).toBeInTheDocument();
    const inserted = [...change.querySelectorAll('ins')].map((el) => el.textContent);
    const deleted = [...change.querySelectorAll('del')].map((el) => el.textContent);
    expect(deleted).toEqual(['[deleted: 120]']);
    expect(inserted.join(' ')).toMatch(/\[inserted: 140\]/);
    expect(inserted.join(' ')).toMatch(/\[inserted: .*for.*\]/);
    // The markers are for screen readers only; the colours and strike/underline are the visual cue.
    expect(change.querySelector('del .sr-only')).toHaveTextContent('[deleted:');
    expect(change.querySelector('del')).toHaveClass('text-destructive');
    expect(change.querySelector('ins')).toHaveClass('text-success');

    // Unchanged sections are listed, folded, not diffed.
    expect(within(region).getByText('1 section unchanged')).toBeInTheDocument();
    expect(container.querySelectorAll('li ins, li del').length).toBe(inserted.length + deleted.length);
  });

  it('says when two versions read the same', () => {
    render(<LetterDiffView older={older} newer={older} olderNumber={3} newerNumber={3} />);
    expect(screen.getByText('The two versions read the same.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
  });
});
