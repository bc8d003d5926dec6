import { describe, expect, it } from 'vitest';
import { ZLetter } from './schema';
import { cleanLetterDraft } from '../test/letter-builders';

describe('ZLetter', () => {
  it('round-trips a letter through JSON unchanged', () => {
    const letter = ZLetter.parse(cleanLetterDraft());
    const again = ZLetter.parse(JSON.parse(JSON.stringify(letter)));
    expect(again).toEqual(letter);
  });

  it('fills defaults: review state draft, no marks, no evidence, unordered lists', () => {
    const letter = ZLetter.parse({
      petitionType: 'NIW',
      title: 'Petition',
      sections: [
        {
          id: 'niw-prong-1',
          heading: 'Prong 1',
          kind: 'niw-prong',
          blocks: [
            { type: 'paragraph', sentences: [{ runs: [{ type: 'text', text: 'Hello.' }] }] },
            { type: 'list', items: [{ sentences: [{ runs: [{ type: 'exhibit', label: 'C-1' }] }] }] },
          ],
        },
      ],
    });
    const section = letter.sections[0];
    expect(section?.reviewState).toBe('draft');
    expect(section?.blocks[0]).toEqual({
      type: 'paragraph',
      sentences: [{ runs: [{ type: 'text', text: 'Hello.', marks: [] }], isFactual: false, evidenceIds: [] }],
    });
    expect(section?.blocks[1]).toMatchObject({
      type: 'list',
      ordered: false,
      items: [{ sentences: [{ runs: [{ type: 'exhibit', label: 'C-1', evidenceIds: [] }] }] }],
    });
  });

  it('rejects duplicate section ids, non-slug ids, unknown kinds, run types and petition types', () => {
    const dup = cleanLetterDraft();
    dup.sections.push({ ...dup.sections[0]!, heading: 'Again' });
    expect(ZLetter.safeParse(dup).error?.issues.map((i) => i.message)).toEqual(['Duplicate section id "introduction"']);

    const badId = cleanLetterDraft();
    badId.sections[0]!.id = 'Criterion IV';
    expect(ZLetter.safeParse(badId).success).toBe(false);

    expect(ZLetter.safeParse({ ...cleanLetterDraft(), petitionType: 'UNDECIDED' }).success).toBe(false);
    expect(ZLetter.safeParse({ petitionType: 'EB1A', title: 'T', sections: [{ id: 'x', heading: 'X', kind: 'footnotes', blocks: [] }] }).success).toBe(false);
    expect(
      ZLetter.safeParse({
        petitionType: 'EB1A',
        title: 'T',
        sections: [{ id: 'x', heading: 'X', kind: 'conclusion', blocks: [{ type: 'paragraph', sentences: [{ runs: [{ type: 'footnote', text: 'n' }] }] }] }],
      }).success,
    ).toBe(false);
  });

  it('rejects an empty sentence and an unknown review state', () => {
    const empty = cleanLetterDraft();
    empty.sections[0]!.blocks = [{ type: 'paragraph', sentences: [{ runs: [] }] }];
    expect(ZLetter.safeParse(empty).success).toBe(false);

    const state = cleanLetterDraft();
    (state.sections[0] as { reviewState?: string }).reviewState = 'published';
    expect(ZLetter.safeParse(state).success).toBe(false);
  });
});
