/**
 * The assessment of real CVs, read as a new user's upload is read (issue "Assessment that reasons like an
 * adjudicator", Done means): Carl Boettiger's 2024 CV and Brian Anderson's CV with his professional-service list,
 * every suggested item accepted. Pins what an attorney would expect of the findings, not only of the extraction.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TEvidenceDraft } from '@acclaim/contracts';
import type { Assessment, AssessmentEvidenceInput, DocumentCategory, Finding } from '@acclaim/domain';
import { assessCase } from '@acclaim/domain/assessment';
import { haveRealDocuments, readRealDocument } from '../../test/real-documents';
import { extractOffline } from '../extraction/evidence/offline-extractor';
import { planSuggestions, type StoredItem } from '../extraction/merge-suggestions';

/** Every item the offline extractor suggests from the files, accepted as they are, each tied to its document. */
async function acceptEverything(files: string[], fullName: string, category: DocumentCategory = 'cv'): Promise<AssessmentEvidenceInput[]> {
  const evidence: AssessmentEvidenceInput[] = [];
  const stored: StoredItem[] = [];
  for (const [index, file] of files.entries()) {
    const pages = await readRealDocument(file);
    const drafts: TEvidenceDraft[] = await extractOffline({ pages, category, fileName: path.basename(file), applicantName: fullName });
    // As the extraction job stores them: an item a second document repeats merges into the first one's suggestion.
    const { inserts } = planSuggestions(`doc-${index}`, drafts, stored);
    inserts.forEach((draft, n) => {
      const item = { id: `${index}-${n}`, type: draft.type, title: draft.title, date: draft.date ?? null, details: draft.details, documentId: `doc-${index}` };
      stored.push({ ...item, sourcePages: draft.sourcePages, confidence: draft.confidence, status: 'suggested', isEdited: false });
      evidence.push({ ...item, description: draft.description ?? '', documentCategory: category });
    });
  }
  return evidence;
}

const criterion = (a: Assessment, id: string): Finding => a.eb1a!.criteria.find((f) => f.id === id)!;
const AT_LEAST_BORDERLINE = ['borderline', 'likely', 'strong'];

/** What an attorney would refuse to see: a grant among the awards, a talk among the articles, a residency as a degree, an item twice. */
function expectAttorneyClassification(result: Assessment, evidence: AssessmentEvidenceInput[]) {
  // Grants are considered under (i) only to say that they are not prizes: none is ever the prize an element shows.
  const awardsShown = criterion(result, 'eb1a-i')
    .elements!.filter((e) => e.status === 'shown')
    .flatMap((e) => e.evidenceIds);
  expect(awardsShown.filter((id) => evidence.find((e) => e.id === id)?.type !== 'award')).toEqual([]);
  expect(criterion(result, 'eb1a-i').summary).toMatch(/^\d+ awards considered/);
  const articles = criterion(result, 'eb1a-vi')
    .elements!.filter((e) => e.status === 'shown')
    .flatMap((e) => e.evidenceIds);
  expect(articles.length).toBeGreaterThan(0);
  expect(new Set(articles.map((id) => evidence.find((e) => e.id === id)?.type))).toEqual(new Set(['publication']));
  expect(evidence.filter((e) => e.type === 'degree' && /residen|fellowship|postdoc/i.test(e.title)).map((e) => e.title)).toEqual([]);
  const keys = evidence.map(
    (e) => `${e.type}|${typeof e.details?.doi === 'string' ? e.details.doi : `${e.title.toLowerCase().replace(/\W+/g, ' ').trim()}|${e.date ?? ''}`}`,
  );
  expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
}

/** Every claimed criterion's level comes with its step-one finding, and one that is not met leads with the missing element. */
function expectElementReasons(result: Assessment) {
  for (const f of result.eb1a!.criteria) {
    expect(f.elements?.length, f.id).toBeGreaterThan(0);
    if (f.stepOne?.status !== 'not_met') continue;
    const missing = f.elements!.filter((e) => e.status !== 'shown').map((e) => e.label);
    expect(missing.length, f.id).toBeGreaterThan(0);
    expect(
      missing.some((label) => f.gaps[0]?.text.startsWith(`${label}:`)),
      `${f.id}: ${f.gaps[0]?.text}`,
    ).toBe(true);
  }
}

describe.skipIf(!haveRealDocuments())('the assessment of real CVs, every suggestion accepted', () => {
  describe('Carl Boettiger, CV 2024', () => {
    let evidence: AssessmentEvidenceInput[];
    let result: Assessment;
    beforeAll(async () => {
      evidence = await acceptEverything(['cv/boettiger-carl_cv_2024.pdf'], 'Carl Boettiger');
      result = assessCase({
        profile: {
          petitionType: 'EB1A',
          fullName: 'Carl Boettiger',
          fieldOfEndeavor: 'Ecology and environmental data science',
          currentRole: 'Associate Professor',
          intendedFilingDate: '2025-01-15',
        },
        evidence,
        asOf: '2024-12-01',
      });
    });

    it('finds (v) at least borderline and names the software', () => {
      const v = criterion(result, 'eb1a-v');
      expect(AT_LEAST_BORDERLINE).toContain(v.level);
      expect(v.summary).toContain('The Rocker Project');
      expect(v.summary).toContain('rOpenSci Project');
      // What keeps it from met is named: the element and what would show it.
      expect(v.stepOne?.summary).toBe('Step one: not met (not shown: of major significance in the field).');
      expect(v.gaps[0]?.text).toMatch(/^Of major significance in the field: not shown\./);
    });

    it('reads no grant as an award, no talk as an article, no residency as a degree, and nothing twice', () => {
      expectAttorneyClassification(result, evidence);
    });

    it('names the elements behind every level and flags criteria resting only on the CV without lowering them', () => {
      expectElementReasons(result);
      // And the proof facts that would show a missing element, as the guided review on /documents asks them.
      expect(criterion(result, 'eb1a-i').gaps[0]?.text).toMatch(
        /^Nationally or internationally recognized: not shown\. .* Proof facts that would show it: who could compete/,
      );
      const judging = criterion(result, 'eb1a-iv');
      expect(judging.stepOne).toMatchObject({ status: 'met', documentation: 'cv_only' });
      expect(['likely', 'strong']).toContain(judging.level);
      expect(judging.nextActions.some((a) => a.text.startsWith('Rests only on the CV: attach the invitation to review or judge'))).toBe(true);
    });

    it('takes no sub-heading such as "National / International" for the organization of a role', () => {
      expect(evidence.filter((e) => e.type === 'leading_role').map((e) => e.details?.organization ?? null)).not.toContain('National / International');
    });
  });

  describe('Brian Anderson, CV and professional service', () => {
    let evidence: AssessmentEvidenceInput[];
    let result: Assessment;
    beforeAll(async () => {
      evidence = await acceptEverything(['cv/anderson-brian_cv.docx', 'cv/anderson-brian_professional-service.docx'], 'Brian Anderson');
      result = assessCase({
        profile: { petitionType: 'UNDECIDED', fullName: 'Brian Anderson', fieldOfEndeavor: 'Biomedical informatics' },
        evidence,
        asOf: '2024-12-01',
      });
    });
    it('finds (v) at least borderline and names the software', () => {
      const v = criterion(result, 'eb1a-v');
      expect(AT_LEAST_BORDERLINE).toContain(v.level);
      expect(v.summary).toContain('DicomRTTool');
    });

    it('reads no grant as an award, no talk as an article, no residency as a degree, and nothing twice', () => {
      expectAttorneyClassification(result, evidence);
      expect(evidence.filter((e) => e.type === 'degree').map((e) => e.title.split(/[,\s]/)[0])).toEqual(['Ph.D.', 'S.M.S', 'B.S']);
      expect(result.niw!.threshold.stepOne?.status).toBe('met');
    });

    it('names the elements behind every level', () => expectElementReasons(result));
  });
});
