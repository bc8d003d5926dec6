import { foldWord, parseKnownName } from '@acclaim/domain';
import type { BeneficiaryNames } from './beneficiary-names';

const familyOf = (name: string) => parseKnownName(name)[0]?.family.join(' ') ?? null;
const foldAll = (value: string) =>
  value
    .split(/[^\p{L}\p{M}'’]+/u)
    .map(foldWord)
    .filter(Boolean)
    .join(' ');

/**
 * An author list that names the beneficiary by a former name (a maiden name on an older paper) still names them: the
 * engine, which compares the list with the legal name, reads the entry as "Jane Miller (now Jane Smith)". Only the
 * engine's input changes; the stored item keeps the list as written.
 */
export function withKnownNamesInAuthorLists<T extends { item: { type: string; details: Record<string, unknown> } }>(rows: T[], names: BeneficiaryNames): T[] {
  const legal = names.legalName;
  const legalFamily = legal ? familyOf(legal) : null;
  const formerFamilies = names.knownNames.slice(1).flatMap((name) => {
    const family = familyOf(name);
    return family && family !== legalFamily ? [family] : [];
  });
  if (!legal || !legalFamily || !formerFamilies.length) return rows;
  return rows.map((row) => {
    const authors = row.item.details.authors;
    if (row.item.type !== 'publication' || !Array.isArray(authors)) return row;
    const written = authors.filter((author): author is string => typeof author === 'string');
    if (written.some((author) => ` ${foldAll(author)} `.includes(` ${legalFamily} `))) return row;
    const renamed = written.map((author) =>
      formerFamilies.some((family) => ` ${foldAll(author)} `.includes(` ${family} `)) ? `${author} (now ${legal})` : author,
    );
    if (renamed.every((author, index) => author === written[index])) return row;
    return { ...row, item: { ...row.item, details: { ...row.item.details, authors: renamed } } };
  });
}
