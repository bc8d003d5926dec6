import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCompoundFileHeader, buildPdf, buildZip, drawTextImage } from './__fixtures__/build-test-files';
import { realDocumentBytes } from '../../../test/real-documents';
import { detectUploadType } from './detect-upload-type';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ALLOWED = 'Upload PDF, Word (DOCX), PNG, JPEG, text or Markdown files.';

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('detectUploadType', () => {
  describe('real documents', () => {
    it.each([
      ['cv/boettiger-carl_cv_2024.pdf', 'application/pdf'],
      ['cv/agarwal-amit_cv.pdf', 'application/pdf'],
      ['awards/agarwal-amit_award-letter_abzooba-victor-award_2017.pdf', 'application/pdf'],
      ['petition/solovyev-andrey_eb1a-petition-example.pdf', 'application/pdf'],
      ['cv/anderson-brian_cv.docx', DOCX],
      ['biosketch/howard-waylon_nih-biosketch_2025.docx', DOCX],
      ['cv/alperin-juan-pablo_cv.md', 'text/markdown'],
      ['cv/boettiger-carl_vita_2017.schema-org.json', 'text/plain'],
    ])('%s is %s', async (file, mimeType) => {
      expect(await detectUploadType(realDocumentBytes(file), path.basename(file))).toEqual({ mimeType });
    });

    it('decides by content when a supported file has the wrong name', async () => {
      expect(await detectUploadType(realDocumentBytes('cv/boettiger-carl_cv_2024.pdf'), 'cv.txt')).toEqual({ mimeType: 'application/pdf' });
      expect(await detectUploadType(realDocumentBytes('cv/boettiger-carl_cv_2024.pdf'), 'cv')).toEqual({ mimeType: 'application/pdf' });
      expect(await detectUploadType(realDocumentBytes('cv/anderson-brian_cv.docx'), 'cv.pdf')).toEqual({ mimeType: DOCX });
      expect(await detectUploadType(realDocumentBytes('cv/anderson-brian_cv.docx'), 'cv.zip')).toEqual({ mimeType: DOCX });
      expect(await detectUploadType(realDocumentBytes('cv/alperin-juan-pablo_cv.md'), 'cv.txt')).toEqual({ mimeType: 'text/plain' });
      expect(await detectUploadType(drawTextImage(['Award']), 'award.jpg')).toEqual({ mimeType: 'image/png' });
    });
  });

  describe('images', () => {
    it('recognises PNG and JPEG', async () => {
      expect(await detectUploadType(drawTextImage(['Award']), 'award.png')).toEqual({ mimeType: 'image/png' });
      expect(await detectUploadType(drawTextImage(['Award'], { format: 'jpeg' }), 'award.jpeg')).toEqual({ mimeType: 'image/jpeg' });
    });

    it('refuses other image formats with a hint', async () => {
      const gif = new Uint8Array(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]));
      expect(await detectUploadType(gif, 'award.gif')).toEqual({ error: 'GIF images are not supported. Save it as PNG or JPEG and upload it again.' });
      const svg = utf8('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><text>Award</text></svg>');
      expect(await detectUploadType(svg, 'award.svg')).toEqual({ error: 'SVG images are not supported. Save it as PNG or JPEG and upload it again.' });
    });
  });

  describe('text', () => {
    it('uses the name only to choose Markdown over plain text', async () => {
      expect(await detectUploadType(utf8('# CV\n\nAwards'), 'cv.md')).toEqual({ mimeType: 'text/markdown' });
      expect(await detectUploadType(utf8('# CV\n\nAwards'), 'CV.Markdown')).toEqual({ mimeType: 'text/markdown' });
      expect(await detectUploadType(utf8('# CV\n\nAwards'), 'cv.txt')).toEqual({ mimeType: 'text/plain' });
      expect(await detectUploadType(utf8('# CV\n\nAwards'), 'README')).toEqual({ mimeType: 'text/plain' });
    });

    it('accepts UTF-8 with a BOM, accents and CRLF line ends', async () => {
      const text = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('José Núñez — “Dr.” § 204.5(h)(3)\r\nŁódź, 日本\r\n')]);
      expect(await detectUploadType(text, 'letter.txt')).toEqual({ mimeType: 'text/plain' });
    });

    it('accepts XML as text', async () => {
      expect(await detectUploadType(utf8('<?xml version="1.0"?><cv><name>Ada</name></cv>'), 'cv.xml')).toEqual({ mimeType: 'text/plain' });
    });

    it('refuses UTF-16 text, with or without a byte-order mark', async () => {
      const message = { error: 'This text file is saved as UTF-16. Save it as UTF-8 and upload it again.' };
      const le = Buffer.from('Curriculum vitae\r\nAwards: NSF CAREER\r\n', 'utf16le');
      expect(await detectUploadType(new Uint8Array([0xff, 0xfe, ...le]), 'cv.txt')).toEqual(message);
      expect(await detectUploadType(new Uint8Array([0xfe, 0xff, ...Buffer.from(le).swap16()]), 'cv.txt')).toEqual(message);
      expect(await detectUploadType(new Uint8Array(le), 'cv.txt')).toEqual(message);
    });

    it('refuses text in a legacy 8-bit encoding', async () => {
      // Windows-1252: 0x97 is an em dash, 0xE9 "é".
      const latin1 = new Uint8Array([...Buffer.from('Curriculum vitae ', 'latin1'), 0x97, ...Buffer.from(' José Núñez, café résumé\n', 'latin1')]);
      expect(await detectUploadType(latin1, 'cv.txt')).toEqual({ error: 'This text file is not saved as UTF-8. Save it as UTF-8 and upload it again.' });
    });

    it('refuses HTML pages', async () => {
      const message = { error: 'This file is a web page (HTML). Print it to PDF and upload the PDF.' };
      const html = '<!DOCTYPE html>\n<html lang="en"><head><title>Award</title></head><body><p>Winner</p></body></html>';
      expect(await detectUploadType(utf8(html), 'article.html')).toEqual(message);
      expect(await detectUploadType(utf8(html), 'article.txt')).toEqual(message);
      expect(await detectUploadType(utf8('<!-- saved page -->\n<HTML><BODY>Winner</BODY></HTML>'), 'article.htm')).toEqual(message);
    });

    it('refuses text with NUL bytes or many control characters', async () => {
      const message = { error: `The type of this file could not be recognised. ${ALLOWED}` };
      expect(await detectUploadType(utf8('Award\0\0\0winner'), 'award.txt')).toEqual(message);
      expect(await detectUploadType(utf8(`Award${'\u0001\u0002\u0003'.repeat(20)}`), 'award.txt')).toEqual(message);
    });
  });

  describe('names that promise another type', () => {
    it('refuses text named as a PDF, Word document or image', async () => {
      const text = utf8('Curriculum vitae\nAwards\n');
      expect(await detectUploadType(text, 'cv.pdf')).toEqual({ error: 'This file is named .pdf but its content is not a PDF.' });
      expect(await detectUploadType(text, 'cv.docx')).toEqual({ error: 'This file is named .docx but its content is not a Word (DOCX) document.' });
      expect(await detectUploadType(text, 'scan.PNG')).toEqual({ error: 'This file is named .png but its content is not a PNG image.' });
      expect(await detectUploadType(text, 'scan.jpeg')).toEqual({ error: 'This file is named .jpeg but its content is not a JPEG image.' });
    });

    it('refuses random bytes named .pdf', async () => {
      expect(await detectUploadType(new Uint8Array(randomBytes(4096)), 'cv.pdf')).toEqual({ error: 'This file is named .pdf but its content is not a PDF.' });
    });

    it('refuses a GIF named .png', async () => {
      const gif = new Uint8Array(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]));
      expect(await detectUploadType(gif, 'scan.png')).toEqual({ error: 'This file is named .png but its content is not a PNG image.' });
    });
  });

  describe('archives and other office formats', () => {
    it('refuses a ZIP archive', async () => {
      const zip = buildZip({ 'cv.txt': 'Curriculum vitae', 'award.txt': 'Award' });
      expect(await detectUploadType(zip, 'documents.zip')).toEqual({ error: `This file is a ZIP archive. ${ALLOWED}` });
    });

    it('refuses a ZIP named .docx that is not a Word document', async () => {
      const zip = buildZip({ 'word/readme.txt': 'not a document' });
      expect(await detectUploadType(zip, 'cv.docx')).toEqual({ error: 'This file is named .docx but it is not a Word document; it may be damaged.' });
    });

    it('refuses Excel and PowerPoint files', async () => {
      const contentTypes = (main: string) =>
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="${main}"/></Types>`;
      const xlsx = buildZip({ '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml') });
      const pptx = buildZip({ '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml') });
      expect(await detectUploadType(xlsx, 'citations.xlsx')).toEqual({ error: 'This file is an Excel spreadsheet. Save it as PDF and upload it again.' });
      expect(await detectUploadType(pptx, 'talk.docx')).toEqual({ error: 'This file is a PowerPoint presentation. Save it as PDF and upload it again.' });
    });

    it('tells legacy Word, Excel and PowerPoint files apart', async () => {
      expect(await detectUploadType(buildCompoundFileHeader(['Root Entry', 'WordDocument', '1Table']), 'cv.doc')).toEqual({
        error: 'This looks like a legacy Word (.doc) file. Save it as .docx or PDF and upload it again.',
      });
      expect(await detectUploadType(buildCompoundFileHeader(['Root Entry', 'WordDocument']), 'cv.docx')).toEqual({
        error: 'This looks like a legacy Word (.doc) file. Save it as .docx or PDF and upload it again.',
      });
      expect(await detectUploadType(buildCompoundFileHeader(['Root Entry', 'Workbook']), 'citations.xls')).toEqual({
        error: 'This looks like a legacy Excel (.xls) file. Save it as PDF and upload it again.',
      });
      expect(await detectUploadType(buildCompoundFileHeader(['Root Entry', 'PowerPoint Document']), 'talk.ppt')).toEqual({
        error: 'This looks like a legacy PowerPoint (.ppt) file. Save it as PDF and upload it again.',
      });
      expect(await detectUploadType(buildCompoundFileHeader(['Root Entry']), 'file.bin')).toEqual({
        error: 'This looks like a legacy Microsoft Office file. Save it as .docx or PDF and upload it again.',
      });
    });

    it('recognises a password-protected Word document (an encrypted OOXML package)', async () => {
      const encrypted = buildCompoundFileHeader(['Root Entry', 'EncryptionInfo', 'EncryptedPackage']);
      expect(await detectUploadType(encrypted, 'cv.docx')).toEqual({ error: 'This document is password-protected. Remove the password and upload it again.' });
    });

    it('refuses RTF and OpenDocument files with a hint', async () => {
      expect(await detectUploadType(utf8('{\\rtf1\\ansi Curriculum vitae}'), 'cv.rtf')).toEqual({
        error: 'This is a Rich Text (.rtf) file. Save it as .docx or PDF and upload it again.',
      });
      const odt = buildZip({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': '<office:document-content/>' });
      expect(await detectUploadType(odt, 'cv.odt')).toEqual({
        error: 'This is an OpenDocument text file (.odt). Save it as .docx or PDF and upload it again.',
      });
    });
  });

  describe('PDF', () => {
    it('accepts a PDF whose header follows a few junk bytes, as PDF readers do', async () => {
      const pdf = buildPdf([{ lines: ['Award letter'] }]);
      expect(await detectUploadType(new Uint8Array([...utf8('\r\n\r\n'), ...pdf]), 'letter.pdf')).toEqual({ mimeType: 'application/pdf' });
    });
  });

  describe('empty and unknown files', () => {
    it('refuses an empty file', async () => {
      expect(await detectUploadType(new Uint8Array(), 'cv.pdf')).toEqual({ error: 'The file is empty.' });
      expect(await detectUploadType(utf8(' \n\t\n'), 'cv.txt')).toEqual({ error: 'The file is empty.' });
    });

    it('refuses random bytes', async () => {
      expect(await detectUploadType(new Uint8Array(randomBytes(8192)), 'data.bin')).toEqual({
        error: `The type of this file could not be recognised. ${ALLOWED}`,
      });
    });

    it('names a known but unsupported type', async () => {
      const gzip = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, ...randomBytes(64)]);
      expect(await detectUploadType(gzip, 'cv.gz')).toEqual({ error: `This file is a GZ archive. ${ALLOWED}` });
      const exe = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, ...Buffer.alloc(64)]);
      expect(await detectUploadType(exe, 'cv')).toEqual({ error: `This file is an ELF file. ${ALLOWED}` });
    });
  });
});
