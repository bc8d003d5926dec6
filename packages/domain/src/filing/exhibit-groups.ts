import type { DocumentCategory } from '../evidence';

export type FilingPetitionType = 'EB1A' | 'NIW';

interface GroupDefinition {
  /** Where the group sits among the exhibits: identity first, then the record criterion by criterion. */
  rank: number;
  eb1a: string;
  niw: string;
}

/**
 * The heading an uploaded document is filed under, by its category. For EB-1A the headings name the criterion
 * of 8 CFR 204.5(h)(3) the category usually supports; for NIW the record is read under the three Dhanasar
 * prongs as a whole, so the headings only say what the documents are. A translation is filed after its
 * original and never opens a group of its own.
 */
const GROUPS: Readonly<Record<Exclude<DocumentCategory, 'translation'>, GroupDefinition>> = {
  identity: { rank: 0, eb1a: 'Identity and immigration status', niw: 'Identity and immigration status' },
  status: { rank: 0, eb1a: 'Identity and immigration status', niw: 'Identity and immigration status' },
  degree: { rank: 1, eb1a: 'Education', niw: 'Advanced degree' },
  cv: { rank: 2, eb1a: 'Curriculum vitae', niw: 'Curriculum vitae' },
  award: { rank: 3, eb1a: 'Criterion (i): prizes or awards for excellence', niw: 'Awards and recognition' },
  membership: { rank: 4, eb1a: 'Criterion (ii): membership in associations', niw: 'Memberships' },
  media: { rank: 5, eb1a: 'Criterion (iii): published material about the beneficiary', niw: 'Published material about the beneficiary' },
  judging: { rank: 6, eb1a: 'Criterion (iv): judging the work of others', niw: 'Peer review and judging' },
  publication: { rank: 7, eb1a: 'Criterion (vi): scholarly articles', niw: 'Publications and citations' },
  contract: { rank: 8, eb1a: 'Criterion (viii): leading or critical role', niw: 'Employment and the proposed endeavor' },
  salary: { rank: 9, eb1a: 'Criterion (ix): high salary or remuneration', niw: 'Salary and remuneration' },
  letter: { rank: 10, eb1a: 'Letters', niw: 'Letters' },
  other: { rank: 11, eb1a: 'Other evidence', niw: 'Other evidence' },
};

export interface ExhibitDocument {
  id: string;
  name: string;
  category: DocumentCategory;
  exhibitLabel: string | null;
  translationOfId: string | null;
}

export interface FiledExhibit<D extends ExhibitDocument> {
  document: D;
  heading: string;
  /** Set for a certified translation filed right after its original. */
  translationOf: D | null;
}

/** "C-10" after "C-9": labels compare by their letters, then by their numbers. */
function compareLabels(a: string | null, b: string | null): number {
  return (a ?? '\uffff').localeCompare(b ?? '\uffff', 'en', { numeric: true, sensitivity: 'base' });
}

export function exhibitHeading(category: DocumentCategory, petitionType: FilingPetitionType): string {
  if (category === 'translation') return 'Translations';
  const group = GROUPS[category];
  return petitionType === 'EB1A' ? group.eb1a : group.niw;
}

/**
 * Every document in filing order: grouped by heading, by label within a group, each certified translation
 * right after the original it is linked to. A translation without an original is filed at the end under
 * "Translations" so nothing uploaded is left out.
 */
export function orderExhibits<D extends ExhibitDocument>(documents: readonly D[], petitionType: FilingPetitionType): FiledExhibit<D>[] {
  const byId = new Map(documents.map((d) => [d.id, d]));
  const translations = new Map<string, D[]>();
  const loose: D[] = [];
  const originals: D[] = [];
  for (const document of documents) {
    if (document.category !== 'translation') originals.push(document);
    else if (document.translationOfId && byId.get(document.translationOfId)?.category !== 'translation' && byId.has(document.translationOfId)) {
      translations.set(document.translationOfId, [...(translations.get(document.translationOfId) ?? []), document]);
    } else loose.push(document);
  }
  const rank = (d: D) => GROUPS[d.category as Exclude<DocumentCategory, 'translation'>].rank;
  originals.sort((a, b) => rank(a) - rank(b) || compareLabels(a.exhibitLabel, b.exhibitLabel) || a.name.localeCompare(b.name));
  loose.sort((a, b) => compareLabels(a.exhibitLabel, b.exhibitLabel) || a.name.localeCompare(b.name));

  const filed: FiledExhibit<D>[] = [];
  for (const original of originals) {
    const heading = exhibitHeading(original.category, petitionType);
    filed.push({ document: original, heading, translationOf: null });
    const linked = (translations.get(original.id) ?? []).sort((a, b) => compareLabels(a.exhibitLabel, b.exhibitLabel));
    for (const translation of linked) filed.push({ document: translation, heading, translationOf: original });
  }
  for (const translation of loose) filed.push({ document: translation, heading: 'Translations', translationOf: null });
  return filed;
}
