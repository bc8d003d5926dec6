import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanLetter, prose, text } from '@acclaim/domain/test/letter-builders';
import type { Letter } from '@acclaim/domain/letter';
import { cases, letters, letterVersions, users } from '../../db/schema/index';
import { createTestDatabase } from '../../test/test-database';
import { findSectionProvenance, sectionContentHash } from './section-provenance';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

async function user(name: string) {
  const [row] = await db
    .insert(users)
    .values({ name, email: `${randomBytes(4).toString('hex')}@example.com` })
    .returning();
  return row!;
}

/** The letter with one section's text replaced by a paragraph of `words`. */
function withSection(letter: Letter, sectionId: string, words: string): Letter {
  return {
    ...letter,
    sections: letter.sections.map((s) => (s.id === sectionId ? { ...s, blocks: [{ type: 'paragraph', sentences: [prose(text(words))] }] } : s)),
  };
}

describe('sectionContentHash', () => {
  it('changes with the words and the heading, not with the review state or the order keys were stored in', () => {
    const section = cleanLetter().sections[0]!;
    const hash = sectionContentHash(section);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const approvedState: typeof section = { ...section, reviewState: 'approved' };
    expect(sectionContentHash(approvedState)).toBe(hash);
    expect(sectionContentHash(JSON.parse(JSON.stringify({ blocks: section.blocks, heading: section.heading })))).toBe(hash);
    expect(sectionContentHash({ ...section, heading: 'I. Introduction and Summary' })).not.toBe(hash);
    expect(sectionContentHash(withSection(cleanLetter(), section.id, 'Other words.').sections[0]!)).not.toBe(hash);
  });
});

describe('findSectionProvenance', () => {
  it('names the model, the editor, and keeps the first author of restored text', async () => {
    const ana = await user('Ana Souza');
    const ben = await user('Ben Okafor');
    const [caseRow] = await db.insert(cases).values({ ownerId: ana.id, title: 'EB-1A' }).returning();
    const [letter] = await db
      .insert(letters)
      .values({ caseId: caseRow!.id, requestedBy: ana.id, petitionType: 'EB1A', status: 'completed', generator: 'llm', model: 'local-drafter', version: 5 })
      .returning();
    const v1 = cleanLetter();
    const v2 = withSection(v1, 'introduction', 'Ana wrote this introduction.');
    const v4 = withSection(v1, 'criterion-eb1a-iv', 'The model wrote judging again.');
    // Text no earlier version held, "restored" (not expected in practice): whoever restored it counts as its editor.
    const v5 = withSection(v4, 'exhibit-index', 'A list nobody wrote before.');
    const version = (
      number: number,
      source: 'generated' | 'edited' | 'restored' | 'regenerated',
      document: Letter,
      createdBy: string,
      generator: 'llm' | null = null,
    ) => ({
      letterId: letter!.id,
      number,
      source,
      note: source,
      generator,
      document,
      wordCount: 10,
      createdBy,
    });
    await db
      .insert(letterVersions)
      .values([
        version(1, 'generated', v1, ana.id, 'llm'),
        version(2, 'edited', v2, ana.id),
        version(3, 'restored', v1, ben.id),
        version(4, 'regenerated', v4, ana.id, 'llm'),
        version(5, 'restored', v5, ben.id),
      ]);

    const provenance = await findSectionProvenance(db, letter!);
    expect(Object.fromEntries(provenance)).toEqual({
      // Edited by Ana in version 2, then version 1 restored: the model's text again, so the model's authorship.
      introduction: { draftedBy: 'llm', model: 'local-drafter', editedByName: null },
      'criterion-eb1a-iv': { draftedBy: 'llm', model: 'local-drafter', editedByName: null },
      'exhibit-index': { draftedBy: 'edited', model: null, editedByName: 'Ben Okafor' },
    });

    // Without the restore, the introduction reads as Ana left it.
    const [other] = await db
      .insert(letters)
      .values({ caseId: caseRow!.id, requestedBy: ana.id, petitionType: 'EB1A', status: 'completed', generator: 'composer', version: 2 })
      .returning();
    await db.insert(letterVersions).values([
      { ...version(1, 'generated', v1, ana.id), letterId: other!.id, generator: 'composer' },
      { ...version(2, 'edited', v2, ana.id), letterId: other!.id },
    ]);
    const edited = await findSectionProvenance(db, other!);
    expect(edited.get('introduction')).toEqual({ draftedBy: 'edited', model: null, editedByName: 'Ana Souza' });
    expect(edited.get('criterion-eb1a-iv')).toEqual({ draftedBy: 'composer', model: null, editedByName: null });
  });
});
