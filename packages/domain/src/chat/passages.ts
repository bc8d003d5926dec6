/**
 * A passage is the unit the assistant retrieves and quotes: one proposition of a library authority, one point
 * of criterion guidance, a few sentences of a site article, or one fact of the case. Each kind knows how to
 * cite itself (see render-passage.ts), which is what keeps every quoted sentence grounded.
 */

/** Which petition a passage speaks to; used to keep EB-1A rules out of NIW answers and back. */
export type PassageScope = 'EB1A' | 'NIW' | 'general';

export type CaseFactOrigin = 'profile' | 'evidence' | 'assessment' | 'document' | 'letter';

export type PassageSource =
  | { readonly kind: 'authority'; readonly authorityId: string }
  | { readonly kind: 'guidance'; readonly topicId: string; readonly authorityIds: readonly string[] }
  | { readonly kind: 'article'; readonly articleId: string; readonly articleTitle: string; readonly url: string; readonly heading: string | null }
  | {
      readonly kind: 'case';
      readonly origin: CaseFactOrigin;
      /** Evidence items the fact rests on (exhibit labels are looked up from them). */
      readonly evidenceIds: readonly string[];
      /** Exhibit labels named directly (documents, whose label is known without an evidence item). */
      readonly exhibitLabels: readonly string[];
      /** Library authorities the fact itself relies on (assessment reasons carry them). */
      readonly authorityIds: readonly string[];
    };

export interface Passage {
  /** Stable id, unique within one knowledge base. */
  readonly id: string;
  /** Indexed with extra weight; for articles the heading the passage sits under. */
  readonly title: string;
  /** The sentence(s) quoted in an answer. */
  readonly text: string;
  /** Extra words indexed but never shown (criterion names for a regulation's proposition, say). */
  readonly keywords?: string;
  /** The citation printed with the passage; indexed with the text, since the reader sees it there. */
  readonly cited?: string;
  readonly scope: PassageScope;
  readonly source: PassageSource;
}
