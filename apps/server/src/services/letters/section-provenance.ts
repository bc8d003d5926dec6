import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Section } from '@acclaim/domain/letter';
import type { Db } from '../../db/client';
import { letterVersions, users, type LetterRow } from '../../db/schema/index';

export type SectionDrafter = 'composer' | 'llm' | 'edited';

/** Who wrote a section's current text. */
export interface SectionProvenance {
  draftedBy: SectionDrafter;
  /** The model, when a language model wrote it. */
  model: string | null;
  /** The person, when someone edited it (null once their account is gone). */
  editedByName: string | null;
}

/** JSON with object keys sorted, so the same text always gives the same string whatever order keys were stored in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The fingerprint of what a section says: its heading and blocks. `reviewState` and `kind` are left out, since
 * they say nothing a reader signs off on; any change to the words, citations or exhibit references changes it.
 */
export function sectionContentHash(section: Pick<Section, 'heading' | 'blocks'>): string {
  return createHash('sha256')
    .update(stableJson({ heading: section.heading, blocks: section.blocks }))
    .digest('hex');
}

/** What a letter's own row says of its drafting, for a section no saved version explains (never expected). */
export function letterProvenance(row: Pick<LetterRow, 'generator' | 'model'>): SectionProvenance {
  return { draftedBy: row.generator, model: row.generator === 'llm' ? row.model : null, editedByName: null };
}

/**
 * Who wrote each section's current text, from the letter's versions in order: the version where a section's
 * text last changed tells. A generated or regenerated version was written by its generator (`letters.model`
 * names the model: versions do not keep it, so a section an older model wrote is named after the newest one);
 * an edited version by the person who saved it. A restored version brings back text some earlier version
 * wrote, and the text keeps the provenance it had then: restoring a composer's paragraph does not make the
 * restorer its author. Only text no earlier version held (not expected) counts as edited by whoever restored it.
 */
export async function findSectionProvenance(db: Db, row: Pick<LetterRow, 'id' | 'generator' | 'model'>): Promise<Map<string, SectionProvenance>> {
  const versions = await db
    .select({ source: letterVersions.source, generator: letterVersions.generator, document: letterVersions.document, createdByName: users.name })
    .from(letterVersions)
    .leftJoin(users, eq(users.id, letterVersions.createdBy))
    .where(eq(letterVersions.letterId, row.id))
    .orderBy(asc(letterVersions.number));

  const lastHash = new Map<string, string>();
  /** `${sectionId} ${hash}` → who wrote that text when it first appeared, for restores. */
  const firstWriter = new Map<string, SectionProvenance>();
  const current = new Map<string, SectionProvenance>();
  for (const version of versions) {
    const edited: SectionProvenance = { draftedBy: 'edited', model: null, editedByName: version.createdByName };
    const written: SectionProvenance | null = version.generator
      ? { draftedBy: version.generator, model: version.generator === 'llm' ? row.model : null, editedByName: null }
      : null;
    for (const section of version.document.sections) {
      const hash = sectionContentHash(section);
      if (lastHash.get(section.id) === hash) continue;
      lastHash.set(section.id, hash);
      const key = `${section.id} ${hash}`;
      const provenance =
        version.source === 'restored'
          ? (firstWriter.get(key) ?? edited)
          : (version.source === 'generated' || version.source === 'regenerated') && written
            ? written
            : edited;
      if (!firstWriter.has(key)) firstWriter.set(key, provenance);
      current.set(section.id, provenance);
    }
  }
  return current;
}
