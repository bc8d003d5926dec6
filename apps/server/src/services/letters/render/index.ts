/**
 * DOCX and PDF renderers of the petition letter. The caller cuts the letter to the plan's page limit
 * (`cutLetter`) and passes the upgrade note when it did; both formats print the same structured letter.
 */
export type { Letterhead, LetterRenderOptions } from './render-options';
export { renderLetterDocx } from './render-letter-docx';
export { renderLetterPdf } from './render-letter-pdf';
export { asciiSlug, letterFileName } from './letter-file-name';
