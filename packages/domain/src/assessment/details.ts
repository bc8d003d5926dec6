import type { AssessmentEvidence } from './schema';

/**
 * Typed reads of `evidence.details`, which is an open record filled by extraction, the user or the
 * scholarly check. Values arrive as JSON, so numbers and booleans may come as strings ("12", "true").
 */

export function detailString(e: AssessmentEvidence, key: string): string | null {
  const value = e.details[key];
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  return null;
}

export function detailNumber(e: AssessmentEvidence, key: string): number | null {
  const value = e.details[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Number(value.replace(/[,\s]/g, ''));
    return value.trim() !== '' && Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function detailBoolean(e: AssessmentEvidence, key: string): boolean | null {
  const value = e.details[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'yes') return true;
  if (value === 'false' || value === 'no') return false;
  return null;
}

export function detailStrings(e: AssessmentEvidence, key: string): string[] {
  const value = e.details[key];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string' && value.trim())
    return value
      .split(/;|,(?![^()]*\))/)
      .map((v) => v.trim())
      .filter(Boolean);
  return [];
}

/** Scope of an award, event or role, when stated. */
export type Scope = 'international' | 'national' | 'regional' | 'local' | 'institutional';
const SCOPES: readonly Scope[] = ['international', 'national', 'regional', 'local', 'institutional'];

export function detailScope(e: AssessmentEvidence): Scope | null {
  const value = detailString(e, 'scope')?.toLowerCase();
  return SCOPES.find((s) => s === value) ?? null;
}

const TEXT_CACHE = new WeakMap<AssessmentEvidence, string>();
// Proof facts stated in words (evidence/proof-facts.ts) are read like the description: an award's selection
// criteria and prize, a membership's admission rules and who judges them, the pay or sales an amount states.
const TEXT_KEYS = ['venue', 'issuer', 'organization', 'role', 'outlet', 'notes', 'selectionCriteria', 'prize', 'admissionRequirements', 'admittedBy', 'amount'];

/** Lower-case title, description and the descriptive details of an item, for keyword tests. */
export function itemText(e: AssessmentEvidence): string {
  let text = TEXT_CACHE.get(e);
  if (text === undefined) {
    const parts = [e.title, e.description, ...TEXT_KEYS.map((key) => detailString(e, key) ?? '')];
    text = parts.join(' \n ').toLowerCase();
    TEXT_CACHE.set(e, text);
  }
  return text;
}

export const mentions = (e: AssessmentEvidence, pattern: RegExp): boolean => pattern.test(itemText(e));
