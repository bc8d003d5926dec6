import { numberFactMessage, proofFactProblem, readProofFact, type ProofFact, type ProofFactValue } from '@acclaim/domain';

/**
 * What the guided review's input holds for a fact, and the value it saves. The input is always a string (the text
 * typed, "yes"/"no", or a choice's value); the check is the domain's, so the browser and the server agree.
 */

/** The input's starting text: the stored value, or what was stored even when it cannot be read (so it can be fixed). */
export function draftOf(fact: ProofFact, stored: unknown): string {
  const value = readProofFact(fact.input, stored);
  if (value === null) return typeof stored === 'string' || typeof stored === 'number' ? String(stored) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join('; ');
  return String(value);
}

/** The value to save for a draft, or the message to show beside the input. */
export function parseDraft(fact: ProofFact, draft: string): { value: ProofFactValue } | { error: string } {
  const raw = draft.trim();
  if (!raw)
    return {
      error: fact.input.kind === 'text' || fact.input.kind === 'number' ? 'Enter an answer, or skip this fact.' : 'Choose an answer, or skip this fact.',
    };
  let value: ProofFactValue = raw;
  if (fact.input.kind === 'number') {
    // The review's number fields take numbers; words stay possible only through the API and the edit dialog.
    const n = Number(raw.replace(/[,\s]/g, ''));
    if (!Number.isFinite(n)) return { error: numberFactMessage(fact) };
    value = n;
  } else if (fact.input.kind === 'yes_no') value = raw === 'yes';
  const problem = proofFactProblem(fact, value);
  return problem ? { error: problem } : { value };
}
