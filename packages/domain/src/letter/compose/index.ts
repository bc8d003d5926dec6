import type { Assessment, AssessmentInput } from '../../assessment/schema';
import { ZLetter, type Letter, type LetterPetitionType } from '../schema';
import { buildContext } from './context';
import { eb1aSections } from './eb1a';
import { niwSections } from './niw';
import { exhibitIndex, numberSections } from './shared';

export interface ComposeOptions {
  readonly petitionType: LetterPetitionType;
}

/**
 * The offline composer: a petition letter built only from the case's evidence, profile and assessment,
 * with every citation taken from the authority library. Deterministic (no clock, no randomness), so the
 * same case always yields the same letter. A thin record yields a short letter; nothing is padded.
 * Evidence the engine red-flags, and evidence without an exhibit label, is left out.
 */
export function composeLetter(input: AssessmentInput, assessment: Assessment, options: ComposeOptions): Letter {
  const ctx = buildContext(input, assessment, options.petitionType);
  let body;
  if (options.petitionType === 'EB1A') {
    if (!assessment.eb1a) throw new Error('The assessment has no EB-1A findings; run it for an EB-1A or undecided case.');
    body = eb1aSections(ctx, assessment.eb1a);
  } else {
    if (!assessment.niw) throw new Error('The assessment has no NIW findings; run it for an NIW or undecided case.');
    body = niwSections(ctx, assessment.niw);
  }
  // The appendix comes after the exhibit index, and the index lists the exhibits it cites too.
  const numbered = numberSections(body.filter((s) => s.kind !== 'appendix'));
  const appendix = body.filter((s) => s.kind === 'appendix');
  const index = exhibitIndex(ctx, [...numbered, ...appendix]);
  const title =
    options.petitionType === 'EB1A'
      ? `Petition for ${ctx.name} as an Alien of Extraordinary Ability`
      : `Petition for ${ctx.name}: EB-2 Classification with a National Interest Waiver`;
  return ZLetter.parse({ petitionType: options.petitionType, title, sections: [...numbered, ...(index ? [index] : []), ...appendix] });
}
