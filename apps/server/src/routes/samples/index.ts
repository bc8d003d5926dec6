import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { createRouter } from '../../lib/openapi';
import { fileAttachment, pdfAttachment } from '../../lib/pdf-response';
import { getSampleReport, SAMPLE_REPORT_FILE_NAME } from '../../services/assessments/sample-report';
import { getSampleLetter, SAMPLE_LETTER_FILE_NAME } from '../../services/letters/sample-letter';
import { getSampleDocuments, SAMPLE_DOCUMENTS_FILE_NAME } from '../../services/samples/sample-documents';

const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'get',
    path: '/samples/download/assessment',
    tags: ['samples'],
    summary: 'Sample eligibility assessment (PDF) of the demo profile; public, no sign-in',
    responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } } },
  }),
  async (c) => {
    const report = await getSampleReport();
    return pdfAttachment(c, report.bytes, { fileName: SAMPLE_REPORT_FILE_NAME, cacheControl: 'public, max-age=3600' });
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/samples/download/cover-letter',
    tags: ['samples'],
    summary: 'Sample petition letter (PDF, first pages) of the demo profile; public, no sign-in',
    responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } } },
  }),
  async (c) => pdfAttachment(c, await getSampleLetter(), { fileName: SAMPLE_LETTER_FILE_NAME, cacheControl: 'public, max-age=3600' }),
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/samples/download/test-documents',
    tags: ['samples'],
    summary: 'Sample documents of the fictional demo researcher (ZIP: CV, award letter, review invitation, press article) to try uploads; public',
    responses: { 200: { description: 'The ZIP', content: { 'application/zip': { schema: z.any() } } } },
  }),
  async (c) =>
    fileAttachment(c, await getSampleDocuments(), {
      fileName: SAMPLE_DOCUMENTS_FILE_NAME,
      contentType: 'application/zip',
      cacheControl: 'public, max-age=3600',
    }),
);

export { routes as samplesRoutes };
