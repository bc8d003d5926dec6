import { bodyName, capitalize, formatDate, stripPeriod } from '../../letter/compose/format';
import { paragraph, prose } from '../../letter/compose/sentences';
import { ZLetter, type Letter, type Section } from '../../letter/schema';
import { fieldWords, shortNameOf } from '../applicant';
import { getFocus } from '../focuses';
import { letterItems, type LetterItem } from '../plan-facts';
import { ZDraftRecommendationInput, type DraftRecommendationInputDraft, type Recommender } from '../schema';
import { focusSection } from './focus';
import { CONCLUSIONS, OFFERS, SIGN_OFFS } from './phrases-closing';
import { CONCLUSION_HEADINGS, CV_NOTES, INTRODUCTION_HEADINGS, PURPOSES, RELATIONSHIP_HEADINGS, SALUTATIONS, SELF_INTRODUCTIONS } from './phrases-opening';
import { relationBlocks } from './relation';
import { separateExhibitReferences } from './runs';
import { signatureLines, signaturePosition } from './signature';
import { pick, type Voice } from './voice';

function standingOf(r: Recommender): string | null {
  const position = signaturePosition(r);
  if (position && r.affiliation) return `${position} at ${bodyName(r.affiliation)}`;
  if (position) return position;
  return r.affiliation ? `based at ${bodyName(r.affiliation)}` : null;
}

const section = (id: string, kind: Section['kind'], heading: string, blocks: Section['blocks']): Section => ({
  id,
  heading,
  kind,
  reviewState: 'draft',
  blocks,
});
const line = (s: string) => paragraph([prose(s)]);

/**
 * A recommendation letter in the recommender's voice, as the petition letter's structured `Letter`, so the
 * same editor, versions, filing check and renderers serve it. Four sections: who the writer is; how they
 * know the work (for an independent expert, that they know it only through its publications, with their own
 * citing article when the record has one); the facts of the letter's focus, each sentence carrying its
 * exhibit references, with the writer's judgement of why each matters; a measured conclusion and signature.
 *
 * Every item is quoted by its repaired title (`letterItems` cleans them), never by the CV line it was read
 * from; no exhibit reference touches the next word; the signature holds only the name, a real position and
 * the institution, so a recommender whose position is unknown signs with their name and the user adds the
 * position in the editor.
 *
 * What it never does: cite law (no citation runs; recommendation letters argue facts), state a chance of
 * approval, or print a number the evidence does not hold. The recommender's `credentials` and `firstHand`
 * are printed verbatim as their own words. Phrasing comes from banks indexed by the plan's `styleIndex`,
 * so the letters of one plan do not read alike.
 */
export function draftRecommendationLetter(draft: DraftRecommendationInputDraft): Letter {
  const input = ZDraftRecommendationInput.parse(draft);
  const { recommender, assignment, applicant } = input;
  const style = assignment.styleIndex;
  const focus = getFocus(assignment.focusId);
  const items = new Map<string, LetterItem>(letterItems(input.evidence, new Set(input.excludedEvidenceIds)).map((e) => [e.id, e]));
  const pickItems = (ids: readonly string[]) => ids.map((id) => items.get(id)).filter((e): e is LetterItem => e !== undefined);
  const facts = pickItems(assignment.factIds);
  const linked = pickItems(recommender.evidenceIds);
  const v: Voice = {
    me: recommender.name,
    standing: standingOf(recommender),
    full: applicant.fullName,
    short: shortNameOf(applicant, input.evidence),
    field: fieldWords(applicant),
    topic: focus.topic,
    affiliation: recommender.affiliation,
  };

  const date = formatDate(input.date);
  const about = [prose(pick(SELF_INTRODUCTIONS, style)(v))];
  if (recommender.credentials) about.push(prose(`${capitalize(stripPeriod(recommender.credentials))}.`));
  about.push(prose(pick(CV_NOTES, style)));
  const introduction = section('introduction', 'introduction', pick(INTRODUCTION_HEADINGS, style), [
    ...(date ? [line(date)] : []),
    line(pick(SALUTATIONS, style)),
    paragraph(about),
    line(pick(PURPOSES, style)(v)),
  ]);
  const relation = section(
    'relationship',
    'field',
    pick(RELATIONSHIP_HEADINGS, style),
    relationBlocks(v, style, recommender, linked, facts, input.citingWorks, items),
  );
  const body = focusSection(v, style, focus, assignment.angle, recommender, facts);
  const conclusion = section('conclusion', 'conclusion', pick(CONCLUSION_HEADINGS, style), [
    paragraph([prose(pick(CONCLUSIONS, style)(v)), prose(pick(OFFERS, style))]),
    line(pick(SIGN_OFFS, style)),
    ...signatureLines(recommender).map(line),
  ]);
  return separateExhibitReferences(
    ZLetter.parse({
      petitionType: input.petitionType,
      title: `Letter of ${recommender.name} in support of ${applicant.fullName}`,
      sections: [introduction, relation, body, conclusion],
    }),
  );
}
