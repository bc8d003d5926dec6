import { createContext } from './context';
import { assessEb1a } from './eb1a/index';
import { assessNiw } from './niw/index';
import { eligibilityProgress } from './progress';
import { recommend } from './recommendation';
import { findRedFlags } from './red-flags';
import { ASSESSMENT_DISCLAIMER, ZAssessmentInput, type Assessment, type AssessmentInputDraft } from './schema';

/** Bumped whenever a rule changes, so stored assessments say which rules produced them. */
export const ENGINE_VERSION = '2.1.0';

/**
 * Assess a case for EB-1A and/or EB-2 NIW. Pure and deterministic: no clock (`asOf` stands in for today),
 * no randomness, no I/O; the order of the evidence does not matter. Throws a ZodError on invalid input.
 */
export function assessCase(draft: AssessmentInputDraft): Assessment {
  const input = ZAssessmentInput.parse(draft);
  const ctx = createContext(input);
  const type = input.profile.petitionType;
  const eb1a = type === 'NIW' ? null : assessEb1a(ctx);
  const niw = type === 'EB1A' ? null : assessNiw(ctx);
  const publications = ctx.all.filter((e) => e.type === 'publication');
  return {
    engineVersion: ENGINE_VERSION,
    asOf: input.asOf,
    petitionType: type,
    eb1a,
    niw,
    recommendation: type === 'UNDECIDED' && eb1a && niw ? recommend(eb1a, niw) : null,
    redFlags: findRedFlags(ctx),
    eligibilityProgress: eligibilityProgress(type, eb1a, niw),
    counts: {
      evidence: ctx.all.length,
      publications: publications.length,
      publicationsVerified: publications.filter((p) => p.verification === 'verified').length,
    },
    isReworded: false,
    disclaimer: ASSESSMENT_DISCLAIMER,
  };
}
