/**
 * Evidence extraction: a document's text (pages) in, typed evidence drafts out.
 * Two implementations share this interface: the offline one (rules, no network) and the LLM one.
 */
import { ZEvidenceDraft, type TEvidenceDraft } from '@acclaim/contracts';
import type { DocumentCategory } from '@acclaim/domain';
import { doiAppearsIn, doiHaystacks, normalizeDoi } from './doi';
import { applyClassificationRules } from './classification';
import { normalizeKey } from './text';

export interface ExtractInput {
  /** Text of each page, in order (page 1 first). Word/Markdown files are one page. */
  pages: string[];
  category: DocumentCategory;
  fileName: string;
  /** The applicant's name, used to find their position in author lists. */
  applicantName?: string | null;
}

export interface EvidenceExtractor {
  kind: 'offline' | 'llm';
  extract(input: ExtractInput): Promise<TEvidenceDraft[]>;
}

/** Something close to a draft, before validation. */
export type DraftCandidate = Record<string, unknown>;

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/**
 * The last step of every extractor: keeps only items that pass ZEvidenceDraft, drops publications whose
 * DOI is not in the text (no invented DOIs), clamps confidence, keeps pages within the document, applies the
 * classification rules an attorney would (classification.ts: grants are not awards, talks are not articles …),
 * and removes duplicates (same type and DOI, or same type, title and date).
 */
export function finalizeDrafts(candidates: unknown[], pages: string[]): TEvidenceDraft[] {
  const haystacks = doiHaystacks(pages);
  const valid = candidates.map((c) => validDraft(c, pages, haystacks)).filter((d): d is TEvidenceDraft => d !== null);
  return withoutDuplicates(applyClassificationRules(valid));
}

function validDraft(candidate: unknown, pages: string[], haystacks: string[]): TEvidenceDraft | null {
  if (!candidate || typeof candidate !== 'object') return null;
  const raw = { ...(candidate as DraftCandidate) };
  if (typeof raw.confidence === 'number' && Number.isFinite(raw.confidence)) raw.confidence = clamp(raw.confidence, 0, 1);
  if (Array.isArray(raw.sourcePages)) {
    raw.sourcePages = [...new Set(raw.sourcePages.filter((p) => Number.isInteger(p) && (p as number) >= 1 && (p as number) <= Math.max(1, pages.length)))].sort(
      (a, b) => (a as number) - (b as number),
    );
  }
  if (typeof raw.title === 'string' && raw.title.length > 500) raw.title = `${raw.title.slice(0, 497)}…`;
  if (typeof raw.description === 'string' && raw.description.length > 4000) raw.description = `${raw.description.slice(0, 3997)}…`;
  const parsed = ZEvidenceDraft.safeParse(raw);
  if (!parsed.success) return null;
  const draft = parsed.data;

  // DOIs: normalised, and only when they literally appear in the document.
  const details = { ...draft.details };
  if (details.doi !== undefined) {
    const doi = typeof details.doi === 'string' ? normalizeDoi(details.doi) : null;
    if (!doi || !doiAppearsIn(doi, haystacks)) {
      if (draft.type === 'publication') return null;
      delete details.doi;
    } else details.doi = doi;
  }
  if (Array.isArray(details.relatedDois)) {
    const related = details.relatedDois
      .map((d) => (typeof d === 'string' ? normalizeDoi(d) : null))
      .filter((d): d is string => !!d && doiAppearsIn(d, haystacks) && d !== details.doi);
    if (related.length) details.relatedDois = [...new Set(related)];
    else delete details.relatedDois;
  }
  draft.details = details;
  return draft;
}

function withoutDuplicates(drafts: TEvidenceDraft[]): TEvidenceDraft[] {
  const out: TEvidenceDraft[] = [];
  const seen = new Map<string, number>();
  for (const draft of drafts) {
    const key =
      typeof draft.details.doi === 'string' ? `${draft.type}|doi|${draft.details.doi}` : `${draft.type}|${normalizeKey(draft.title)}|${draft.date ?? ''}`;
    const existing = seen.get(key);
    if (existing !== undefined) {
      const kept = out[existing]!;
      kept.sourcePages = [...new Set([...kept.sourcePages, ...draft.sourcePages])].sort((a, b) => a - b);
      kept.confidence = Math.max(kept.confidence, draft.confidence);
      continue;
    }
    seen.set(key, out.length);
    out.push(draft);
  }
  return out;
}
