/**
 * Small text documents of the kinds applicants upload (an award letter, a press article, a membership letter,
 * a CV in Markdown), written for each load user, and the multipart body a browser would send for one.
 */
import { randomUUID } from 'node:crypto';

export interface SampleDocument {
  name: string;
  mimeType: 'text/plain' | 'text/markdown';
  text: string;
}

const FIELDS = ['computational biology', 'power electronics', 'natural language processing', 'materials science', 'epidemiology'];

/** The n-th document of a person: the four kinds in turn, each with different facts, so no two uploads are identical. */
export function sampleDocument(person: string, n: number): SampleDocument {
  const field = FIELDS[n % FIELDS.length]!;
  const year = 2015 + (n % 10);
  switch (n % 4) {
    case 0:
      return {
        name: `award-letter-${n + 1}.txt`,
        mimeType: 'text/plain',
        text: [
          `International Society for ${field}`,
          `${year}-05-14`,
          `Dear ${person},`,
          `On behalf of the selection committee, I am delighted to inform you that you have been chosen as the recipient of the ${year} Young Investigator Award in ${field}.`,
          `The award is given each year to one researcher, selected from 240 nominations from 31 countries, for contributions of major significance to the field.`,
          `The committee noted in particular your work on scalable methods, which has been adopted by laboratories on four continents and cited more than 600 times.`,
          `The award carries a prize of USD 10,000 and will be presented at the annual meeting in Vienna.`,
          `Sincerely,`,
          `Prof. Maria Keller, Chair of the Awards Committee`,
        ].join('\n\n'),
      };
    case 1:
      return {
        name: `press-article-${n + 1}.txt`,
        mimeType: 'text/plain',
        text: [
          `The Daily Chronicle — Science, ${year}-09-02`,
          `Local researcher's method changes how hospitals plan for outbreaks`,
          `${person}, a scientist working in ${field}, has developed a method that several national agencies now use.`,
          `"The work is a genuine step forward," said Dr. Alan Brooks, who was not involved in the research. The article was syndicated to 40 newspapers with a combined circulation of 2.1 million readers.`,
          `${person} presented the results at an invited keynote and has since reviewed manuscripts for Nature Communications and the IEEE Transactions.`,
        ].join('\n\n'),
      };
    case 2:
      return {
        name: `membership-letter-${n + 1}.txt`,
        mimeType: 'text/plain',
        text: [
          `Royal Academy of ${field}`,
          `${year}-01-20`,
          `Dear ${person},`,
          `I am pleased to confirm your election as a Fellow of the Academy. Fellowship requires nomination by two existing Fellows and review by the membership committee, which elects no more than 5% of candidates each year on the basis of outstanding achievement.`,
          `Yours faithfully, Dr. Henry Osei, Secretary`,
        ].join('\n\n'),
      };
    default:
      return {
        name: `cv-${n + 1}.md`,
        mimeType: 'text/markdown',
        text: [
          `# ${person}`,
          `Senior Scientist, ${field}`,
          `## Publications`,
          `1. ${person}, A. Chen. Scalable inference for ${field}. *Nature Methods* ${year}. doi:10.1038/s41592-0${n % 10}-0123-4`,
          `2. ${person}, R. Patel, L. Gomez. Robust estimation in ${field}. *PNAS* ${year - 1}.`,
          `## Awards`,
          `- Young Investigator Award, International Society for ${field}, ${year}`,
          `## Service`,
          `- Reviewer for *Nature Communications* and *Bioinformatics* (42 reviews)`,
          `- Program committee, International Conference on ${field}, ${year}`,
        ].join('\n\n'),
      };
  }
}

/** The multipart/form-data body of a one-file upload (field `file`), as a browser's FormData sends it. */
export function multipartUpload(document: SampleDocument): { contentType: string; body: Buffer } {
  const boundary = `----acclaim-load-${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${document.name}"\r\nContent-Type: ${document.mimeType}\r\n\r\n`),
    Buffer.from(document.text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}
