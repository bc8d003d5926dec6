import type { AssessmentEvidence } from '@acclaim/domain';
import type { Section } from '@acclaim/domain/letter';

/**
 * One interface for the two generators (issue 6): the offline composer and an LLM drafter. Both start from the
 * composer's section — the facts, exhibits and library citations the case supports — and return a section of
 * the same structured letter. The drafter only rewrites prose; whatever it returns must pass the same checks.
 */
export interface SectionDraftInput {
  /** The composer's section: the brief the generator works from, and the fallback. */
  readonly brief: Section;
  /** The evidence the brief's exhibit references rest on. */
  readonly evidence: readonly AssessmentEvidence[];
  readonly applicantName: string;
  readonly petitionType: 'EB1A' | 'NIW';
}

export interface SectionDraft {
  readonly section: Section;
  /** Why the composer's wording was kept (the drafter's text failed a check or the model failed), if it was. */
  readonly keptBrief: string | null;
}

export interface LetterGenerator {
  readonly generator: 'composer' | 'llm';
  /** The model, for an LLM drafter. */
  readonly model: string | null;
  /** Rough seconds per section, for the progress estimate. */
  readonly secondsPerSection: number;
  draftSection(input: SectionDraftInput): Promise<SectionDraft>;
}

/** The offline composer's sections are final as they are: deterministic, with every check built in. */
export const composerGenerator: LetterGenerator = {
  generator: 'composer',
  model: null,
  secondsPerSection: 0.05,
  draftSection: async ({ brief }) => ({ section: brief, keptBrief: null }),
};
