import { getFocus, type FocusId, type LetterOverlap, type RecommenderCandidate } from '@acclaim/domain/recommendations';
import type { TFocusRef, TRecommendationLetterSummary, TRecommendationOverlap, TRecommenderSuggestion, TSavedRecommender } from '@acclaim/contracts';
import type { RecommendationLetterRow, RecommenderRow } from '../db/schema/index';
import { letterWordCount } from '../services/letters/letter-words';

export const focusRef = (id: FocusId): TFocusRef => ({ id, label: getFocus(id).label });

export function presentSuggestion(candidate: RecommenderCandidate): TRecommenderSuggestion {
  return {
    key: candidate.id,
    name: candidate.name,
    role: candidate.role,
    affiliation: candidate.affiliation,
    relationship: candidate.relationship,
    sources: candidate.sources,
    evidenceIds: candidate.evidenceIds,
    reason: candidate.reason,
    canAttest: candidate.canAttest.map(focusRef),
  };
}

export function presentRecommender(row: RecommenderRow, extra: { letterId: string | null; canAttest: readonly FocusId[] }): TSavedRecommender {
  return {
    id: row.id,
    key: row.candidateKey,
    name: row.name,
    title: row.title,
    affiliation: row.affiliation,
    relationship: row.relationship,
    sources: row.sources,
    evidenceIds: row.evidenceIds,
    reason: row.reason,
    canAttest: extra.canAttest.map(focusRef),
    credentials: row.credentials,
    firstHand: row.firstHand,
    status: row.status,
    cvDocumentId: row.cvDocumentId,
    letterId: extra.letterId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentRecommendationLetterSummary(
  row: RecommendationLetterRow,
  recommender: Pick<RecommenderRow, 'name' | 'relationship'>,
): TRecommendationLetterSummary {
  return {
    id: row.id,
    caseId: row.caseId,
    recommenderId: row.recommenderId,
    recommenderName: recommender.name,
    relationship: recommender.relationship,
    focus: focusRef(row.focusId),
    angle: row.angle,
    factIds: row.factIds,
    title: row.document.title,
    version: row.version,
    wordCount: letterWordCount(row.document),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentOverlap(overlap: LetterOverlap, nameOf: ReadonlyMap<string, string>): TRecommendationOverlap {
  return {
    letterIds: [overlap.a, overlap.b],
    recommenderNames: [nameOf.get(overlap.a) ?? 'A letter', nameOf.get(overlap.b) ?? 'A letter'],
    similarity: overlap.similarity,
    passages: overlap.passages,
    isFlagged: overlap.isFlagged,
  };
}
