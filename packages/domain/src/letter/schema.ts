import { z } from 'zod';

/**
 * The structured petition letter: sections → blocks → paragraphs →
 * sentences → runs. Generators (offline composer, LLM drafter) produce it, the editor changes it, and the
 * renderers (plain text, HTML, DOCX, PDF) print it; none of them works on free-form text.
 *
 * Provenance lives on the sentence, because that is the unit a reader checks: a factual sentence names the
 * evidence items it rests on (`evidenceIds`, stable across exhibit renumbering) and shows the reader where
 * to look with exhibit runs ("(Exhibit B-2)"). The filing check (filing-check.ts) compares the two.
 */

export const LETTER_PETITION_TYPES = ['EB1A', 'NIW'] as const;
export const ZLetterPetitionType = z.enum(LETTER_PETITION_TYPES);
export type LetterPetitionType = z.infer<typeof ZLetterPetitionType>;

export const RUN_MARKS = ['bold', 'italic'] as const;
export const ZRunMark = z.enum(RUN_MARKS);
export type RunMark = z.infer<typeof ZRunMark>;

/** Plain prose. Spacing between runs is part of the text ("cited by ", "."). */
export const ZTextRun = z.object({
  type: z.literal('text'),
  text: z.string(),
  marks: z.array(ZRunMark).default([]),
});

/**
 * A legal citation, printed from the closed authority library (`getAuthority(id).citation`). `pin` is a
 * pinpoint page the library gives for the authority ("887"); the filing check rejects any other.
 */
export const ZCitationRun = z.object({
  type: z.literal('citation'),
  authorityId: z.string().min(1),
  pin: z.string().min(1).max(40).optional(),
});

/**
 * A reference to an exhibit of the filing, printed as "(Exhibit B-2)". `evidenceIds` are the evidence
 * items of that exhibit the sentence relies on, so the editor can show them on hover.
 */
export const ZExhibitRun = z.object({
  type: z.literal('exhibit'),
  label: z.string().min(1),
  evidenceIds: z.array(z.string()).default([]),
});

export const ZRun = z.discriminatedUnion('type', [ZTextRun, ZCitationRun, ZExhibitRun]);
export type TextRun = z.output<typeof ZTextRun>;
export type CitationRun = z.output<typeof ZCitationRun>;
export type ExhibitRun = z.output<typeof ZExhibitRun>;
export type Run = z.output<typeof ZRun>;

/**
 * One sentence. `isFactual` marks a statement about the applicant's record (as opposed to legal
 * argument or transition), which must rest on evidence: non-empty `evidenceIds` and at least one exhibit run.
 */
export const ZSentence = z.object({
  runs: z.array(ZRun).min(1),
  isFactual: z.boolean().default(false),
  evidenceIds: z.array(z.string()).default([]),
});
export type Sentence = z.output<typeof ZSentence>;

export const ZParagraph = z.object({
  sentences: z.array(ZSentence),
});
export type Paragraph = z.output<typeof ZParagraph>;

export const ZHeadingBlock = z.object({
  type: z.literal('heading'),
  /** Sub-headings inside a section; the section heading itself is level 1. */
  level: z.union([z.literal(2), z.literal(3)]).default(2),
  text: z.string().min(1),
});

export const ZParagraphBlock = ZParagraph.extend({ type: z.literal('paragraph') });

export const ZListBlock = z.object({
  type: z.literal('list'),
  ordered: z.boolean().default(false),
  items: z.array(ZParagraph).min(1),
});

export const ZBlock = z.discriminatedUnion('type', [ZHeadingBlock, ZParagraphBlock, ZListBlock]);
export type HeadingBlock = z.output<typeof ZHeadingBlock>;
export type ParagraphBlock = z.output<typeof ZParagraphBlock>;
export type ListBlock = z.output<typeof ZListBlock>;
export type Block = z.output<typeof ZBlock>;

/** What a section is for, in the EB-1A and NIW letter outlines (compose/eb1a.ts, compose/niw.ts). */
export const SECTION_KINDS = [
  'introduction',
  'legal-framework',
  'field',
  'criterion',
  'comparable-evidence',
  'final-merits',
  'prospective-benefit',
  'eb2-eligibility',
  'proposed-endeavor',
  'niw-prong',
  'conclusion',
  'exhibit-index',
  // Long lists the body summarises (the full publication list): unnumbered, printed after the exhibit index.
  'appendix',
] as const;
export const ZSectionKind = z.enum(SECTION_KINDS);
export type SectionKind = z.infer<typeof ZSectionKind>;

/** Review states, so attorney review can be added per section later. */
export const REVIEW_STATES = ['draft', 'in_review', 'approved'] as const;
export const ZReviewState = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof ZReviewState>;

/** Stable section ids are lower-case slugs: 'introduction', 'criterion-eb1a-iv', 'niw-prong-1'. */
export const SECTION_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ZSection = z.object({
  /** Stable across versions and regeneration: the key for "regenerate this section" and version diffs. */
  id: z.string().regex(SECTION_ID_PATTERN, 'Section ids are lower-case slugs such as "criterion-eb1a-iv"'),
  heading: z.string().min(1),
  kind: ZSectionKind,
  reviewState: ZReviewState.default('draft'),
  blocks: z.array(ZBlock).default([]),
});
export type Section = z.output<typeof ZSection>;

export const ZLetter = z
  .object({
    petitionType: ZLetterPetitionType,
    title: z.string().min(1),
    sections: z.array(ZSection),
  })
  .superRefine((letter, ctx) => {
    const seen = new Set<string>();
    letter.sections.forEach((section, i) => {
      if (seen.has(section.id)) {
        ctx.addIssue({ code: 'custom', path: ['sections', i, 'id'], message: `Duplicate section id "${section.id}"` });
      }
      seen.add(section.id);
    });
  });
export type Letter = z.output<typeof ZLetter>;
export type LetterDraft = z.input<typeof ZLetter>;
