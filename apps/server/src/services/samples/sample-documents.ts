import { strToU8, zipSync } from 'fflate';
import { DEMO_PROFILE } from '@acclaim/domain/assessment';
import type { AssessmentEvidenceInput } from '@acclaim/domain';
import { renderPdf, SANS, SERIF } from '../../lib/pdf/pdf-engine';
import type { Content } from '../../lib/pdf/pdf-types';

export const SAMPLE_DOCUMENTS_FILE_NAME = 'acclaim-sample-documents.zip';

const profile = DEMO_PROFILE.profile;
const NAME = profile.fullName ?? 'Priya Raman';
const evidence = DEMO_PROFILE.evidence as AssessmentEvidenceInput[];
const byType = (type: string) => evidence.filter((item) => item.type === type);
const detail = (item: AssessmentEvidenceInput, key: string) => (item.details as Record<string, unknown> | undefined)?.[key];

/**
 * Documents of the fictional demo researcher, made from the same profile as the public demo and the sample
 * assessment, for a visitor to upload and watch extraction, assessment and the letter work: a CV (PDF), an award
 * letter (DOCX), a review invitation and a press article (text). Fictional on purpose: no real person's papers
 * are handed out, and the DOIs use the 10.5555 test prefix.
 */
export async function renderSampleDocuments(): Promise<Uint8Array> {
  const [cv, awardLetter] = await Promise.all([renderCv(), renderAwardLetter()]);
  return zipSync(
    {
      'acclaim-sample-documents/README.txt': strToU8(README),
      'acclaim-sample-documents/01 Priya Raman - CV.pdf': cv,
      'acclaim-sample-documents/02 ISMB 2021 Best Paper Award letter.docx': awardLetter,
      'acclaim-sample-documents/03 Invitation to review - Nature Methods.txt': strToU8(REVIEW_INVITATION),
      'acclaim-sample-documents/04 STAT News article.txt': strToU8(PRESS_ARTICLE),
    },
    { level: 6, mtime: new Date('2025-10-30T09:00:00Z') },
  );
}

let cached: Promise<Uint8Array> | null = null;

/** Built once per process (the demo profile is fixed); a failed build is not cached. */
export function getSampleDocuments(): Promise<Uint8Array> {
  if (!cached) {
    const built = renderSampleDocuments();
    cached = built;
    built.catch(() => {
      if (cached === built) cached = null;
    });
  }
  return cached;
}

const README = `Sample documents for trying Acclaim

These files describe Priya Raman, a fictional computational biologist. They are the documents behind the demo
profile on the Acclaim website, made to look like the real thing:

  01 Priya Raman - CV.pdf                       curriculum vitae with publications, awards, service and press
  02 ISMB 2021 Best Paper Award letter.docx     an award notification letter
  03 Invitation to review - Nature Methods.txt  an invitation to peer review
  04 STAT News article.txt                      a press article about her work

Sign in, open Documents and upload them. Acclaim reads each one, lists the evidence it found for you to accept,
and the eligibility assessment and petition letter use what you accept.

Everything here is fictional. The DOIs use the 10.5555 test prefix and point to no real paper.
Acclaim is not a law firm and does not give legal advice.
`;

function publicationLine(item: AssessmentEvidenceInput): string {
  const authors = (detail(item, 'authors') as string[] | undefined)?.join(', ') ?? NAME;
  const year = detail(item, 'year') ?? item.date?.slice(0, 4);
  const doi = detail(item, 'doi');
  return `${authors} (${year}). ${item.title}. ${detail(item, 'venue') ?? ''}.${doi ? ` doi:${doi}` : ''}`;
}

async function renderCv(): Promise<Uint8Array> {
  const heading = (text: string): Content => ({ text, font: SANS, bold: true, fontSize: 11, margin: [0, 14, 0, 4] });
  const list = (lines: string[]): Content => ({ ul: lines, margin: [0, 0, 0, 2] });
  const dated = (item: AssessmentEvidenceInput) =>
    `${item.title}${detail(item, 'issuer') ? `, ${String(detail(item, 'issuer'))}` : ''} (${item.date?.slice(0, 4) ?? ''})`;
  const content: Content[] = [
    { text: NAME, font: SANS, bold: true, fontSize: 18 },
    { text: `${profile.currentRole}, ${profile.employer}`, margin: [0, 2, 0, 0] },
    { text: profile.fieldOfEndeavor ?? '', italics: true, margin: [0, 2, 0, 0] },
    { text: 'Seattle, WA · priya.raman@example.org', color: '#555555', fontSize: 9, margin: [0, 2, 0, 0] },
    heading('Education'),
    list([
      'PhD in Computational Biology, University of Washington, Department of Genome Sciences (2018)',
      'BTech in Biotechnology, Indian Institute of Technology Madras (2013)',
    ]),
    heading('Positions'),
    list([`${profile.currentRole}, ${profile.employer} (2022–present)`, 'Postdoctoral Fellow, Fred Hutchinson Cancer Center (2018–2022)']),
    heading('Publications'),
    ...byType('publication').map((item, index): Content => ({ text: `${index + 1}. ${publicationLine(item)}`, margin: [0, 0, 0, 3] })),
    heading('Awards and grants'),
    list([...byType('award'), ...byType('grant')].map(dated)),
    heading('Professional service'),
    list(byType('judging').map((item) => `${item.title} (${item.date?.slice(0, 4) ?? ''})`)),
    heading('Memberships'),
    list(byType('membership').map((item) => `${item.title} (since ${item.date?.slice(0, 4) ?? ''})`)),
    heading('Selected press'),
    list(byType('media_coverage').map((item) => `“${item.title}”, ${String(detail(item, 'outlet') ?? '')} (${item.date?.slice(0, 7) ?? ''})`)),
  ];
  return renderPdf({
    pageSize: 'LETTER',
    pageMargins: [64, 56, 64, 56],
    info: { title: `${NAME} — Curriculum vitae (sample)`, author: NAME, creator: 'Acclaim sample documents' },
    defaultStyle: { font: SERIF, fontSize: 10, lineHeight: 1.2 },
    content,
  });
}

async function renderAwardLetter(): Promise<Uint8Array> {
  const award = byType('award').find((item) => item.title.includes('ISMB')) ?? byType('award')[0]!;
  const entrants = detail(award, 'entrants');
  const winners = detail(award, 'winners');
  const lines = [
    'International Society for Computational Biology',
    'ISMB 2021 Program Committee',
    '',
    'July 16, 2021',
    '',
    `Dear Dr. ${NAME.split(' ').at(-1)},`,
    '',
    `On behalf of the ISMB 2021 Program Committee, it is my pleasure to inform you that your paper “Lineage-aware embeddings for tumour evolution” has been selected for the ${award.title}.`,
    `This year the committee reviewed ${entrants} accepted papers and selected ${winners} for the award, on the recommendation of the area chairs and an independent panel of senior members of the Society.`,
    'The award will be presented at the closing session of the conference, and the paper will be highlighted in the conference proceedings published in Bioinformatics.',
    '',
    'Congratulations on this achievement.',
    '',
    'Sincerely,',
    'Dr. Helen Ward',
    'Chair, ISMB 2021 Awards Committee',
    'International Society for Computational Biology',
  ];
  // Loaded here, on the first download: the DOCX library is large and the server's start need not wait for it.
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const document = new Document({
    creator: 'Acclaim sample documents',
    title: `${award.title} — notification letter (sample)`,
    sections: [{ children: lines.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const REVIEW_INVITATION = `From: Nature Methods Editorial Office
To: Priya Raman
Date: March 14, 2023
Subject: Invitation to review manuscript NMETH-A12345

Dear Dr. Raman,

Given your expertise in single-cell analysis of drug resistance, we would like to invite you to review the
manuscript "Clonal tracing of therapy-resistant states in single-cell multi-omics" (NMETH-A12345), submitted to
Nature Methods.

If you are able to review, please accept the invitation within 3 days; we ask for your report within 14 days.
Reviewers remain anonymous to the authors.

Thank you for your help in maintaining the quality of the journal.

Kind regards,
Dr. Rita Olsen
Senior Editor, Nature Methods
`;

const PRESS_ARTICLE = `STAT News — March 8, 2022

Machine learning spots cancer drug resistance months earlier

By Jordan Kim

A software tool developed by computational biologist Priya Raman can detect drug-resistant cancer cells in
single-cell sequencing data months before resistance shows up on scans, according to a study published in
Nature Methods.

The method, called scDrift, follows how small groups of tumour cells change as treatment goes on. In data from
patients with lung cancer, it flagged emerging resistant subclones in samples taken weeks into therapy.

"Oncologists usually learn that a drug has stopped working when the tumour grows again," Raman said. "We wanted
to see the change while there is still time to switch treatment."

The software is open source, and several cancer centers are testing it on their own data.
`;
