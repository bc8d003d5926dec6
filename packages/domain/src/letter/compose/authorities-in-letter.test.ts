import { describe, expect, it } from 'vitest';
import { assessCase, type AssessmentInput } from '../../assessment';
import { ENGINEER, FOUNDER, PHYSICIAN, RESEARCHER } from '../../assessment/test-profiles';
import { getAuthority } from '../../authorities/lookup';
import { letterToPlainText } from '../plain-text';
import type { Letter, LetterPetitionType } from '../schema';
import { letterSentences } from '../walk';
import { composeLetter } from './index';
import { withExhibits } from '../../test/exhibits';

/**
 * The law the composed letters state, after the attorney review of issue 25: the current
 * sources, the pinpoints the library gives, and Mukherji only as persuasive authority.
 */

const PROFILES: readonly AssessmentInput[] = [RESEARCHER, ENGINEER, FOUNDER, PHYSICIAN].map(withExhibits);

function compose(input: AssessmentInput, petitionType: LetterPetitionType): Letter {
  return composeLetter(input, assessCase(input), { petitionType });
}

const citedIds = (letter: Letter): string[] =>
  letterSentences(letter).flatMap(({ sentence }) => sentence.runs.flatMap((r) => (r.type === 'citation' ? [r.authorityId] : [])));

describe('the law in composed letters', () => {
  it('never cites a text kept only as history, and places the two-step review in the Policy Manual', () => {
    for (const input of PROFILES) {
      for (const type of ['EB1A', 'NIW'] as const) {
        const letter = compose(input, type);
        for (const id of citedIds(letter)) expect(getAuthority(id).historical, `${type} cites ${id}`).toBeUndefined();
        expect(letterToPlainText(letter)).not.toContain('PM-602-0005.1');
      }
    }
    const eb1a = letterToPlainText(compose(PROFILES[0]!, 'EB1A'));
    expect(eb1a).toContain('USCIS reviews the evidence in two steps');
    expect(eb1a).toContain('Kazarian v. USCIS, 596 F.3d 1115, 1119-22 (9th Cir. 2010)');
  });

  it('preserves the final-merits objection with Mukherji stated as persuasive authority binding only its parties', () => {
    const text = letterToPlainText(compose(PROFILES[0]!, 'EB1A'));
    expect(text).toContain('Mukherji v. Miller, No. 4:24-CV-3170 (D. Neb. Jan. 28, 2026)');
    expect(text).toContain('Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024)');
    expect(text).toMatch(/binds only its parties and is offered as persuasive authority/);
  });

  it('cites "national interest is undefined" to Dhanasar at 887 and "profession" to its definitions', () => {
    const text = letterToPlainText(compose(PROFILES[0]!, 'NIW'));
    expect(text).toContain('Neither the statute nor the regulations define "national interest" (Matter of Dhanasar, 26 I&N Dec. 884, 887 (AAO 2016)).');
    expect(text).toMatch(/\(Matter of Dhanasar, 26 I&N Dec\. 884, 888-91 \(AAO 2016\)\)/);
    expect(text).toContain('(INA § 101(a)(32))');
    expect(text).toMatch(/A profession is an occupation [^(]+\(8 C\.F\.R\. § 204\.5\(k\)\(2\)\)/);
    expect(text).not.toMatch(/(?:listed|minimum)[^.]*\(INA § 203\(b\)\(2\)\(A\)\)/);
  });
});
