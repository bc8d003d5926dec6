/**
 * Recommendation letters from a real CV, read as a new user's upload is read (issue 25, "Recommendation
 * letters"): Carl Boettiger's 2024 CV, every suggested item accepted and filed as Exhibit A-1. Pins what the
 * attorney found wrong: no line of the CV pasted into a letter, no exhibit reference fused into a word, no
 * recommender who is the applicant, a surname alone or a placeholder, no extraction artifact in the text.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TEvidenceDraft } from '@acclaim/contracts';
import { ZAssessmentEvidence, type AssessmentEvidence } from '@acclaim/domain';
import { letterToPlainText } from '@acclaim/domain/letter';
import {
  draftRecommendationLetter,
  parsePersonName,
  planLetters,
  suggestRecommenders,
  type RecommendationApplicant,
  type RecommenderCandidate,
  type RecommenderInput,
} from '@acclaim/domain/recommendations';
import { haveRealDocuments, readRealDocument } from '../../test/real-documents';
import { extractOffline } from '../extraction/evidence/offline-extractor';
import { planSuggestions, type StoredItem } from '../extraction/merge-suggestions';

const CV = 'cv/boettiger-carl_cv_2024.pdf';
const haveFixtures = haveRealDocuments(CV);

const APPLICANT: RecommendationApplicant = {
  fullName: 'Carl Boettiger',
  otherNames: [],
  fieldOfEndeavor: 'Ecology and environmental data science',
  employer: 'University of California, Berkeley',
  highestDegree: 'Ph.D. Population Biology',
};

/** The CV's text lines, and every item the offline extractor suggests from it, accepted and filed as Exhibit A-1. */
async function readCv(): Promise<{ lines: string[]; evidence: AssessmentEvidence[] }> {
  const pages = await readRealDocument(CV);
  const drafts: TEvidenceDraft[] = await extractOffline({ pages, category: 'cv', fileName: path.basename(CV), applicantName: APPLICANT.fullName });
  const stored: StoredItem[] = [];
  const { inserts } = planSuggestions('doc-0', drafts, stored);
  const evidence = inserts.map((d, n) =>
    ZAssessmentEvidence.parse({
      id: `0-${n}`,
      type: d.type,
      title: d.title,
      date: d.date ?? null,
      details: d.details,
      description: d.description ?? '',
      documentId: 'doc-0',
      exhibit: 'A-1',
      documentCategory: 'cv',
    }),
  );
  return { lines: pages.join('\n').split('\n'), evidence };
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();

/** Runs of `n` words of a text, folded. */
function shingles(s: string, n: number): Set<string> {
  const words = fold(s).split(' ').filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(' '));
  return out;
}

const asRecommender = (c: RecommenderCandidate): RecommenderInput => ({
  id: c.id,
  name: c.name,
  title: c.role,
  affiliation: c.affiliation,
  relationship: c.relationship,
  sources: c.sources,
  evidenceIds: c.evidenceIds,
});

describe.skipIf(!haveFixtures)('recommendation letters from Carl Boettiger’s CV', () => {
  let lines: string[];
  let evidence: AssessmentEvidence[];
  let candidates: RecommenderCandidate[];
  let letters: { name: string; text: string }[];

  beforeAll(async () => {
    ({ lines, evidence } = await readCv());
    candidates = suggestRecommenders({ petitionType: 'EB1A', applicant: APPLICANT, evidence, limit: 100 });
    // The closest ties first, so the letters include co-authors and the doctoral mentor.
    const chosen = candidates.slice(0, 6).map(asRecommender);
    const plan = planLetters({ petitionType: 'EB1A', applicant: APPLICANT, recommenders: chosen, evidence });
    letters = plan.letters.map((assignment) => {
      const recommender = chosen.find((r) => r.id === assignment.recommenderId)!;
      const letter = draftRecommendationLetter({ petitionType: 'EB1A', applicant: APPLICANT, recommender, assignment, evidence });
      return { name: recommender.name, text: letterToPlainText(letter) };
    });
  });

  it('suggests only real people other than the applicant, by full name', () => {
    expect(candidates.length).toBeGreaterThan(5);
    for (const c of candidates) {
      const name = parsePersonName(c.name);
      expect(name, c.name).not.toBeNull();
      // Given name spelled out and a family name: no "Boettiger", "Hampton" or "A. Hastings" alone.
      expect(
        name!.given.split(/\s+/).some((w) => /^\p{Lu}[\p{Ll}\p{M}’'-]+$/u.test(w)),
        c.name,
      ).toBe(true);
      expect(name!.family.length, c.name).toBeGreaterThan(1);
      expect(name!.family.toLowerCase(), c.name).not.toBe('boettiger');
      expect(`${c.name} ${c.role ?? ''}`, c.name).not.toMatch(/^(?:a|an|the|someone)\b|\bwho\b|…|\d/i);
    }
    // The doctoral mentor the CV names ("Mentor: Alan Hastings") is a mentor, not a co-author only.
    expect(candidates.find((c) => c.name === 'Alan Hastings')).toMatchObject({ relationship: 'mentor' });
    // "Environment, Society, and Machine Learning" is a book's title, not three co-authors.
    expect(candidates.some((c) => /machine|learning|society|environment/i.test(c.name))).toBe(false);
  });

  it('drafts letters that copy no line of the CV', () => {
    expect(letters.length).toBeGreaterThan(1);
    const cvRuns = new Set(lines.flatMap((l) => [...shingles(l, 8)]));
    for (const { name, text } of letters) {
      // Titles are quoted as titles; everything else is the recommender's own prose.
      const prose = text.replace(/“[^”]*”/g, ' ');
      const copied = [...shingles(prose, 8)].filter((s) => cvRuns.has(s));
      expect(copied, name).toEqual([]);
      for (const line of lines.filter((l) => l.trim().split(/\s+/).length >= 8)) expect(fold(prose), `${name}: ${line}`).not.toContain(fold(line));
    }
  });

  it('quotes titles cleaned: no list number, no author-year run, no broken word', () => {
    for (const { name, text } of letters) {
      const quoted = [...text.matchAll(/“([^”]*)”/g)].map((m) => m[1]!);
      expect(quoted.length, name).toBeGreaterThan(0);
      for (const q of quoted) {
        expect(q, name).not.toMatch(/^\d{1,3}\.\s/);
        expect(q, name).not.toMatch(/\(\d{4}\)/);
      }
      expect(text, name).not.toMatch(/\p{L}- \p{Ll}(?<!- and)/u);
      expect(text, name).not.toMatch(/Univer- sity| ́|Carl Boettiger \(\d{4}\)/);
    }
  });

  it('never fuses an exhibit reference into the next word', () => {
    for (const { name, text } of letters) {
      expect(text, name).toContain('(Exhibit A-1)');
      expect(text.match(/\(Exhibits? [^)]*\)[^\s.,;:!?)\]”’]/gu) ?? [], name).toEqual([]);
    }
  });

  it('has no placeholder in the text or the signature', () => {
    for (const { name, text } of letters) {
      expect(text, name).not.toMatch(/\[[^\]]*\]|\{[^}]*\}|…|A member of the committee|Someone who|The editor or chair who|null|undefined/);
      const signature = text.trimEnd().split('\n\n').slice(-3).join('\n');
      expect(signature, name).toContain(name);
    }
  });
});
