import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { createRouter } from '../../lib/openapi';
import { getSampleReport, SAMPLE_REPORT_FILE_NAME } from '../../services/assessments/sample-report';

const samples = createRouter();

samples.openapi(
  createRoute({
    method: 'get', path: '/samples/download/assessment', tags: ['samples'],
    summary: 'Sample eligibility assessment (PDF) of the demo profile; public, no sign-in',
    responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } } },
  }),
  async (c) => {
    const report = await getSampleReport();
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Length', String(report.bytes.byteLength));
    c.header('Content-Disposition', `attachment; filename="${SAMPLE_REPORT_FILE_NAME}"`);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(new Uint8Array(report.bytes), 200) as never;
  },
);

export { samples as samplesRoutes };
