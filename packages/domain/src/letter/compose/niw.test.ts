import { describe, expect, it } from 'vitest';
import { assessCase } from '../../assessment';
import { estimatePages, letterToPlainText, sectionToPlainText, sentenceText } from '../plain-text';
import type { Letter, Section } from '../schema';
import { blockParagraphs, letterSentences } from '../walk';
import { ANDERSON } from './fixtures/anderson';
import { composeLetter } from './index';
import { sentencesOf } from './format';

/** The NIW letter led by the endeavor and argued through Dhanasar's factors (issue 25, item 4), on Brian Anderson's record. */

const letter: Letter = composeLetter(ANDERSON, assessCase(ANDERSON), { petitionType: 'NIW' });
const sectionOf = (id: string): Section => {
  const found = letter.sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};
const byId = new Map(ANDERSON.evidence.map((e) => [e.id, e]));
const factualSentences = (s: Section) => s.blocks.flatMap(blockParagraphs).flatMap(({ paragraph }) => paragraph.sentences.filter((x) => x.isFactual));
const headingsOf = (s: Section, level: 2 | 3) => s.blocks.flatMap((b) => (b.type === 'heading' && b.level === level ? [b.text] : []));

describe('the NIW letter for Brian Anderson', () => {
  it('argues each prong from exhibits other than the CV', () => {
    for (const id of ['niw-prong-1', 'niw-prong-2', 'niw-prong-3']) {
      const facts = factualSentences(sectionOf(id));
      expect(facts.length, id).toBeGreaterThan(2);
      for (const s of facts)
        expect(
          s.evidenceIds.some((e) => byId.get(e)?.documentCategory !== 'cv'),
          `${id}: ${sentenceText(s)}`,
        ).toBe(true);
    }
  });

  it('explains the field from the outside sources and argues their figures only under the first prong', () => {
    const field = sectionToPlainText(sectionOf('field'));
    const one = sectionToPlainText(sectionOf('niw-prong-1'));
    expect(field).toContain('explains that radiation therapy uses high-energy radiation');
    expect(field).not.toContain('1.9 million');
    expect(one).toMatch(/more than 1\.9 million new cancer cases/i);
    expect(one).toContain('(Exhibit C-5)');
    expect(one).not.toMatch(/broad implications \(health, security/);
    expect(one).toContain('Prospective Impact Beyond One Employer');
    expect(one).toMatch(/“Open RT Structures” \(Exhibit E-3\) puts into practice the standard set in/);
  });

  it('argues the advanced degree from the degree exhibits, without the jobs', () => {
    const eligibility = sectionToPlainText(sectionOf('eb2-eligibility'));
    expect(eligibility).toContain('Improving Treatment of Local Liver Ablation Therapy');
    expect(eligibility).toContain('so Dr. Anderson holds an advanced degree in its own right');
    expect(eligibility).not.toContain('Medical Physicist and Assistant Professor');
  });

  it('sets out the endeavor with the plan quoted, the role and the public funding', () => {
    const endeavor = sectionToPlainText(sectionOf('proposed-endeavor'));
    expect(endeavor).toContain('“Over the next five years I will build');
    expect(endeavor).toContain('in the amount of $2,480,000, on which Dr. Anderson is Co-Investigator (Exhibit F-1)');
    expect(endeavor).toContain('Chair of Technical Innovation and Implementation');
  });

  it('argues the second prong by Dhanasar’s factors, one paragraph per contribution, and no trainee prize', () => {
    const two = sectionOf('niw-prong-2');
    expect(headingsOf(two, 2)).toEqual(
      expect.arrayContaining([
        'Education, Skills and Knowledge',
        'A Record of Success in Related Efforts',
        'Expert Letters from Those Who Know the Work First-Hand',
        'A Model or Plan for Future Activities',
        'Progress Toward the Endeavor',
        'The Interest of Others in the Field',
      ]),
    );
    expect(headingsOf(two, 3)).toEqual(
      expect.arrayContaining([
        'DicomRTTool open-source Python library',
        'Open RT Structures',
        'DosCheck automated pre-treatment plan checks',
        'The Scholarly Record',
      ]),
    );
    const text = sectionToPlainText(two);
    // The article describing a contribution is argued with it, not again in the scholarly record.
    expect(text.match(/“Simple Python Module for Dicom and RT[^”]*” \(Practical Radiation Oncology, 2021\)/g)?.length).toBe(1);
    for (const minor of ['Kopchick', 'Southwest AAPM', 'Knudson']) expect(text).not.toContain(minor);
    expect(text).toMatch(/further honors? from Dr\. Anderson’s years of training \(Exhibits? (?:H-3 to H-5|[^)]*H-4)/);
    expect(two.blocks.some((b) => b.type === 'list')).toBe(false);
  });

  it('quotes each expert letter in its writer’s own first-hand words and ties it to the documents', () => {
    const two = sectionToPlainText(sectionOf('niw-prong-2'));
    for (const e of ANDERSON.evidence.filter((x) => x.type === 'recommendation_letter')) {
      const first = sentencesOf(e.description)[0] ?? '';
      expect(two, e.title).toContain(first);
    }
    expect(two).toMatch(/What Dr\. Ruiz describes first-hand is borne out by the documentary record: “DicomRTTool open-source Python library” \(Exhibit E-1\)/);
  });

  it('argues the third prong through the balancing factors the record supports', () => {
    const three = sectionToPlainText(sectionOf('niw-prong-3'));
    expect(three).toContain('A Job Offer and Labor Certification Would Be Impractical');
    expect(three).toContain('The United States Benefits Even If Qualified U.S. Workers Are Available');
    expect(three).toContain('The National Interest Is Urgent');
    // Nothing in the record makes him self-employed, so the entrepreneur factor is not argued.
    expect(three).not.toContain('Self-Employment and Entrepreneurship');
  });

  it('states each fact once: no factual sentence repeats word for word across the body', () => {
    const seen = new Map<string, number>();
    for (const { sentence } of letterSentences({ ...letter, sections: letter.sections.filter((s) => s.kind !== 'exhibit-index' && s.kind !== 'appendix') })) {
      if (!sentence.isFactual) continue;
      const t = sentenceText(sentence);
      seen.set(t, (seen.get(t) ?? 0) + 1);
    }
    expect([...seen].filter(([, n]) => n > 1).map(([t]) => t)).toEqual([]);
  });

  it('keeps every list in the body to eight items, lists the articles in the appendix and states no placeholder', () => {
    for (const s of letter.sections.filter((x) => x.kind !== 'exhibit-index' && x.kind !== 'appendix'))
      for (const b of s.blocks) if (b.type === 'list') expect(b.items.length).toBeLessThanOrEqual(8);
    expect(letter.sections.at(-1)?.kind).toBe('appendix');
    expect(letterToPlainText(letter)).not.toMatch(/\[|\bTBD\b|placeholder|XXX/);
  });

  it('sets what the sources ask for beside the words of the plan that provide it', () => {
    const one = sectionToPlainText(sectionOf('niw-prong-1'));
    expect(one).toContain('What the Sources Ask For, and What the Endeavor Provides');
    // The task group's recommendation of automated checks is answered by the plan's automated check, on both exhibits.
    expect(one).toMatch(
      /recommends that clinics support this manual review with automated software checks[^;]*; the plan provides: “Over the next five years I will build[^”]*automated pre-treatment plan check[^”]*” \(Exhibits C-3, C-1\)/,
    );
    expect(one).toMatch(/developers publish their validation[^;]*; the plan provides: “Each release will come with a published validation report/);
  });

  it('argues the plan from its dated steps and what is already in place for each', () => {
    const two = sectionToPlainText(sectionOf('niw-prong-2'));
    expect(two).toContain('The plan dates its steps: “The milestones are an open release in 2027');
    expect(two).toMatch(/has its funding awarded already, through “AHRQ R01[^”]*” \(Exhibit F-1\)/);
    expect(two).toContain(
      'The partner the plan names, the Pacific Northwest Cancer Network, already uses the work: Dr. Aiko Nakamura describes that use first-hand (Exhibit L-3)',
    );
  });

  it('weighs the workforce the sources describe under the third prong', () => {
    const three = sectionToPlainText(sectionOf('niw-prong-3'));
    expect(three).toContain('The Workforce the Endeavor Serves');
    expect(three).toMatch(/projects that demand for therapeutic medical physicists[^.]*17 percent[^.]*\(Exhibit C-8\)/);
    expect(three).toContain('The same source finds that vacancies take a median of eight months to fill');
    // "Such clinics" follows the sentence that names them, never "records that such clinics".
    expect(three).not.toMatch(/records that such/i);
    expect(three).toMatch(
      /records that rural and community radiation oncology clinics often rely on one or two medical physicists[^.]*\(Exhibit C-7\)\. Such clinics have on average/,
    );
  });

  it('states a residency as training completed and never prints a description fragment as a sentence', () => {
    const text = letterToPlainText(letter);
    expect(text).toContain('Dr. Anderson completed the “Medical Physics Residency');
    expect(text).not.toMatch(/employment as “Medical Physics Residency/);
    expect(text).not.toMatch(/as follows: [A-Z][a-z]+ physicist/);
    expect(text).not.toMatch(/(^|\. )It (adds|clarifies)\b/m);
  });

  it('opens with the petition in brief: the need in outside figures, the work in use, the funding and the waiver, each on a primary exhibit', () => {
    const intro = sectionOf('introduction');
    expect(headingsOf(intro, 2)).toEqual(['The Petition in Brief']);
    const brief = sectionToPlainText(intro).split('The Petition in Brief')[1]!;
    expect(brief).toMatch(/about half of all patients with cancer in the United States receive radiation therapy during their illness \(Exhibit C-2\)/);
    expect(brief).toContain('“DicomRTTool open-source Python library” alone counts 61,000 downloads and 140 users (Exhibit E-1)');
    expect(brief).toContain('through “AHRQ R01: Examining the Impact of Artificial Intelligence on Healthcare Safety” (Exhibit F-1)');
    expect(brief).toMatch(/Six experts independent of Dr\. Anderson/);
    expect(brief).toMatch(/a labor certification tied to a single position could not capture the endeavor/);
    // A sentence quoted away from its neighbours keeps its subject: never "such clinics" with nothing before it.
    expect(brief).not.toMatch(/\bsuch clinics\b/i);
    for (const sentence of factualSentences(intro).slice(1)) {
      expect(
        sentence.evidenceIds.some((e) => byId.get(e)?.documentCategory !== 'cv'),
        sentenceText(sentence),
      ).toBe(true);
    }
    const conclusion = sectionToPlainText(sectionOf('conclusion'));
    expect(conclusion).toMatch(/The first prong rests on eight sources outside the petitioner, published by the National Cancer Institute/);
    expect(conclusion).toMatch(
      /The second prong rests on five results already used by institutions that do not employ Dr\. Anderson and six letters from independent experts/,
    );
  });

  it('applies the January 2022 guidance to the doctorate and the technology the federal list names', () => {
    const framework = sectionToPlainText(sectionOf('legal-framework'));
    expect(framework).toContain('Guidance on advanced degrees in science and technology');
    expect(framework).toMatch(/Expert opinion letters are advisory[^.]*\(Matter of Caron International/);
    expect(framework).toMatch(/Eligibility must exist at the time of filing \(Matter of Katigbak/);
    const one = sectionToPlainText(sectionOf('niw-prong-1'));
    expect(one).toMatch(/Dr\. Anderson holds the “Ph\.D\., Medical Physics[^”]*”, an advanced degree[^.]*\(Exhibit B-1\)/);
    expect(one).toMatch(/among those named in the National Science and Technology Council’s “Critical and Emerging Technologies List Update” \(Exhibit C-6\)/);
  });

  it('weighs the public investment, the users’ written commitments and what a labor certification protects', () => {
    const three = sectionToPlainText(sectionOf('niw-prong-3'));
    expect(three).toMatch(
      /The Agency for Healthcare Research and Quality has already committed \$2,480,000 to “AHRQ R01[^”]*”, on which Dr\. Anderson is Co-Investigator \(Exhibit F-1\)/,
    );
    expect(three).toContain(
      'Dr. Okafor writes: “I intend to join the multi-site evaluation Dr. Anderson plans, and I would adopt the released tool.” (Exhibit L-6)',
    );
    expect(three).toMatch(/Evidence offered under the first two prongs may also count toward the third \(Matter of Dhanasar, 26 I&N Dec\. 884, 888-91/);
    expect(three).toMatch(/Nothing in the record suggests that the waiver would displace such a worker: .*?\(Exhibits D-2, F-1, C-1\)/);
    expect(three).toContain('Against that, the first prong shows a national need documented by eight sources outside the petitioner');
  });

  it('counts the users and the written commitments as the interest of others, and sums up each prong in the conclusion', () => {
    const two = sectionToPlainText(sectionOf('niw-prong-2'));
    expect(two).toContain(
      'The record counts 140 users of “DicomRTTool open-source Python library”, 38 users of “Open RT Structures” and eight users of “DosCheck automated pre-treatment plan checks” (Exhibits E-1, E-3, E-5)',
    );
    expect(two).toMatch(/Dr\. Aiko Nakamura and Dr\. Rachel Okafor have committed in writing[^.]*\(Exhibits L-3, L-6\)/);
    const conclusion = sectionToPlainText(sectionOf('conclusion'));
    expect(conclusion).toMatch(
      /Scholarly indexes show Dr\. Anderson’s 38 verified articles cited 1,771 times, 1,608 times by other authors \(Exhibits G-1 to G-38\)/,
    );
    expect(conclusion).toMatch(
      /public funds already committed to the work and users of the work who have committed in writing to take part weigh for the waiver/,
    );
  });

  it('runs to the length of an argued NIW letter', () => {
    const pages = estimatePages(letter);
    expect(pages).toBeGreaterThanOrEqual(25);
    expect(pages).toBeLessThanOrEqual(45);
  });
});
