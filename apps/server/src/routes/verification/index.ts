import { createRoute, z } from '@hono/zod-openapi';
import { ZMetricsResponse, ZStartVerificationResponse } from '@acclaim/contracts';
import { requireCase } from '../require-case';
import { rateLimit } from '../../lib/rate-limit-middleware';
import { createRouter, errorResponses, jsonResponse, notFoundForAccount } from '../../lib/openapi';
import { getCaseMetrics } from '../../services/verification/get-case-metrics';
import { startVerification } from '../../services/verification/start-verification';

const tags = ['verification'];
const params = z.object({ caseId: z.string() });
const routes = createRouter();

routes.openapi(
  createRoute({
    method: 'post',
    path: '/cases/{caseId}/verification',
    tags,
    // Each run may send hundreds of requests to services that share their capacity with everyone.
    middleware: [rateLimit('verification', 'RATE_LIMIT_VERIFICATION', 'user')],
    summary: 'Check the accepted publications against Crossref, OpenAlex, ORCID and Semantic Scholar (a job; progress as processing type "verification")',
    request: { params },
    responses: { 202: jsonResponse(ZStartVerificationResponse, 'Queued'), 401: errorResponses[401], 429: errorResponses[429], ...notFoundForAccount },
  }),
  async (c) => {
    const { caseRow } = await requireCase(c);
    const { deps } = c.var;
    const { message } = await startVerification(deps, caseRow.id);
    return c.json({ success: true as const, message }, 202);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/cases/{caseId}/metrics',
    tags,
    summary: 'Citation metrics from verified works, and what verification found for each accepted publication',
    request: { params },
    responses: { 200: jsonResponse(ZMetricsResponse, 'Metrics and publications'), 401: errorResponses[401], ...notFoundForAccount },
  }),
  async (c) => {
    const { caseRow } = await requireCase(c);
    return c.json(await getCaseMetrics(c.var.deps, caseRow.id), 200);
  },
);

export { routes as verificationRoutes };
