import type { TIdentity } from '@acclaim/contracts';

const listNames = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export const isFlagged = (identity: TIdentity) => identity.status === 'names_other' || identity.status === 'names_no_one';

/** "Names Amit Agarwal, not Carl Boettiger" / "Names no one this case knows": what the check found, in a line. */
export function identityFinding(identity: TIdentity): string {
  const beneficiary = identity.beneficiaryName ?? 'the beneficiary';
  if (identity.status === 'names_other') return `Names ${listNames(identity.names) || 'another person'}, not ${beneficiary}`;
  if (identity.status === 'names_no_one') return `Does not name ${beneficiary} or anyone this case knows`;
  return '';
}

/** The whole flag of a document or item whose evidence does not count yet. */
export function identityFlagText(identity: TIdentity, what: 'document' | 'item'): string {
  const fix = what === 'document' ? 'not counted until you confirm it belongs' : 'not counted until you confirm it belongs to this case';
  return `${identityFinding(identity)} — ${fix}.`;
}
