import { checkLetter, countWords, letterSentences, sectionToPlainText, type Section } from '@acclaim/domain/letter';
import type { AssessmentEvidence } from '@acclaim/domain';
import { evidenceByExhibit } from './section-markup';

/**
 * Whether a model's version of a section may replace the composer's. It must say the same things: the same
 * exhibits (none dropped, none added), only authorities the composer cited there, no number that is neither in
 * the brief nor in the evidence, no talk of chances, and it must pass the filing check (every factual sentence
 * shows its exhibit, no citation outside the library). When in doubt the composer's section stays.
 */
export type DraftCheck = { ok: true } | { ok: false; reason: string };

const numbersIn = (text: string) => new Set((text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,(?=\d{3}\b)/g, '')));
const OUTCOME_WORDS = /%|\bpercent\b|\bprobabilit|\bchances?\b|\blikelihood\b|\bguarantee/i;

function citationIds(section: Section): Set<string> {
  return new Set(
    letterSentences({ petitionType: 'EB1A', title: 'x', sections: [section] }).flatMap(({ sentence }) =>
      sentence.runs.flatMap((r) => (r.type === 'citation' ? [r.authorityId] : [])),
    ),
  );
}

export function checkDraftedSection(drafted: Section, brief: Section, evidence: readonly AssessmentEvidence[]): DraftCheck {
  const briefText = sectionToPlainText(brief);
  const draftedText = sectionToPlainText(drafted);
  const briefWords = countWords(briefText);
  const draftedWords = countWords(draftedText);
  if (draftedWords < briefWords * 0.6) return { ok: false, reason: `too short (${draftedWords} words for ${briefWords})` };
  if (draftedWords > briefWords * 2.5 + 100) return { ok: false, reason: `too long (${draftedWords} words for ${briefWords})` };

  const briefExhibits = evidenceByExhibit(brief);
  const draftedExhibits = evidenceByExhibit(drafted);
  const dropped = [...briefExhibits.keys()].filter((label) => !draftedExhibits.has(label));
  if (dropped.length) return { ok: false, reason: `dropped exhibit ${dropped.join(', ')}` };
  const added = [...draftedExhibits.keys()].filter((label) => !briefExhibits.has(label));
  if (added.length) return { ok: false, reason: `cites exhibit ${added.join(', ')}, which this section does not rest on` };

  const allowedCitations = citationIds(brief);
  const newCitation = [...citationIds(drafted)].find((id) => !allowedCitations.has(id));
  if (newCitation) return { ok: false, reason: `cites "${newCitation}", which the composer did not cite here` };

  const knownNumbers = numbersIn([briefText, ...evidence.map((e) => `${e.title} ${e.description} ${e.date ?? ''}`)].join(' '));
  const newNumber = [...numbersIn(draftedText)].find((n) => !knownNumbers.has(n));
  if (newNumber) return { ok: false, reason: `states the number ${newNumber}, which the evidence does not hold` };
  if (OUTCOME_WORDS.test(draftedText) && !OUTCOME_WORDS.test(briefText)) return { ok: false, reason: 'speaks of an outcome' };

  const exhibits = [...briefExhibits].map(([label, evidenceIds]) => ({ label, evidenceIds }));
  const issues = checkLetter({ petitionType: 'EB1A', title: 'Section', sections: [drafted] }, { exhibits }).filter((i) => i.kind !== 'exhibit-uncited');
  if (issues.length) return { ok: false, reason: issues[0]!.message };
  return { ok: true };
}
