import { createRoute, z } from '@hono/zod-openapi';
import { PLAN_IDS } from '@acclaim/domain';
import {
  ZBillingPlansResponse,
  ZBillingSubscriptionResponse,
  ZCheckoutRequest,
  ZErrorResponse,
  ZRedirectResponse,
  ZRefundRequestBody,
  ZRefundRequestResponse,
  ZTestCheckoutPayRequest,
  ZTestCheckoutResponse,
} from '@acclaim/contracts';
import { requireAuth } from '../../lib/auth/guards';
import type { AppDeps } from '../../lib/context';
import { rateLimit } from '../../lib/rate-limit-middleware';
import { createRouter, errorResponses, jsonContent, jsonResponse } from '../../lib/openapi';
import { pdfAttachment } from '../../lib/pdf-response';
import type { UserRow } from '../../db/schema/index';
import { applyBillingEvent } from '../../services/billing/apply-billing-event';
import { sendNotificationsSoon } from '../../services/notifications/email-notifications';
import { getBillingOverview, presentPlan } from '../../services/billing/get-billing-overview';
import { openPortal, setCancelAtPeriodEnd } from '../../services/billing/manage-subscription';
import { getReceiptEvent, receiptNumber, renderReceipt } from '../../services/billing/render-receipt';
import { requestRefund } from '../../services/billing/request-refund';
import { startCheckout } from '../../services/billing/start-checkout';
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from '../../services/billing/test-checkout';
import { getUserById } from '../../services/billing/reload-user';

const tags = ['billing'];
const idParams = z.object({ id: z.string() });
const conflict = { 409: jsonResponse(ZErrorResponse, 'Not possible in the current state') };
const routes = createRouter();

/** The overview after a change, read with the user as the change left it (its plan may be new). */
async function overviewAfterChange(deps: AppDeps, user: UserRow) {
  return { success: true as const, ...(await getBillingOverview(deps, await getUserById(deps, user.id))) };
}

routes.openapi(
  createRoute({
    method: 'get',
    path: '/billing/plans',
    tags,
    summary: 'Every plan with its price and limits (the one definition the server enforces)',
    responses: { 200: jsonResponse(ZBillingPlansResponse, 'Plans') },
  }),
  (c) => c.json({ success: true as const, plans: PLAN_IDS.map(presentPlan) }, 200),
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/billing/subscription',
    tags,
    summary: 'The plan, subscription, usage against each limit, payments and the money-back guarantee',
    responses: { 200: jsonResponse(ZBillingSubscriptionResponse, 'Billing overview'), 401: errorResponses[401] },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    return c.json({ success: true as const, ...(await getBillingOverview(c.var.deps, user)) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/billing/checkout',
    tags,
    middleware: [rateLimit('billing', 'RATE_LIMIT_BILLING', 'user')],
    summary: 'Start a checkout for a paid plan, or change the plan of the current subscription (prorated)',
    request: { body: jsonContent(ZCheckoutRequest) },
    responses: {
      200: jsonResponse(ZRedirectResponse, 'Where the browser goes next'),
      400: errorResponses[400],
      401: errorResponses[401],
      403: jsonResponse(ZErrorResponse, 'The attorney plan is for a law firm’s owner; this account is not one'),
      429: errorResponses[429],
      ...conflict,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { deps } = c.var;
    return c.json({ success: true as const, url: await startCheckout(deps, user, c.req.valid('json').planId) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/billing/portal',
    tags,
    middleware: [rateLimit('billing', 'RATE_LIMIT_BILLING', 'user')],
    summary: "Open Stripe's Customer Portal (payment method and invoices)",
    responses: { 200: jsonResponse(ZRedirectResponse, 'The portal'), 401: errorResponses[401], 429: errorResponses[429], ...conflict },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { deps } = c.var;
    return c.json({ success: true as const, url: await openPortal(deps, user) }, 200);
  },
);

for (const [path, cancel, summary] of [
  ['/billing/cancel', true, 'Cancel at the end of the paid period (nothing is deleted)'],
  ['/billing/resume', false, 'Take back a cancellation before the period ends'],
] as const) {
  routes.openapi(
    createRoute({
      method: 'post',
      path,
      tags,
      middleware: [rateLimit('billing', 'RATE_LIMIT_BILLING', 'user')],
      summary,
      responses: {
        200: jsonResponse(ZBillingSubscriptionResponse, 'Billing overview after the change'),
        401: errorResponses[401],
        429: errorResponses[429],
        ...conflict,
      },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const { deps } = c.var;
      await setCancelAtPeriodEnd(deps, user, cancel);
      return c.json(await overviewAfterChange(deps, user), 200);
    },
  );
}

routes.openapi(
  createRoute({
    method: 'post',
    path: '/billing/refund-request',
    tags,
    middleware: [rateLimit('billing', 'RATE_LIMIT_BILLING', 'user')],
    summary: 'Ask for the money-back guarantee (recorded for staff with the reason)',
    request: { body: jsonContent(ZRefundRequestBody) },
    responses: {
      201: jsonResponse(ZRefundRequestResponse, 'Recorded'),
      400: errorResponses[400],
      401: errorResponses[401],
      429: errorResponses[429],
      ...conflict,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { deps } = c.var;
    return c.json({ success: true as const, request: await requestRefund(deps, user, c.req.valid('json')) }, 201);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/billing/webhook',
    tags,
    summary: 'Provider events (Stripe), verified by signature; an event already applied changes nothing',
    responses: {
      200: jsonResponse(z.object({ received: z.literal(true), duplicate: z.boolean() }), 'Applied or already applied'),
      400: errorResponses[400],
      404: jsonResponse(ZErrorResponse, 'Test mode has no webhook'),
    },
  }),
  async (c) => {
    const { deps } = c.var;
    const event = await deps.payments.parseWebhook(await c.req.text(), c.req.header('stripe-signature'));
    const { isDuplicate } = await applyBillingEvent(deps.database.db, event, c.var.log);
    // A replayed event recorded nothing new, so it owes no email.
    if (!isDuplicate) sendNotificationsSoon(deps);
    return c.json({ received: true as const, duplicate: isDuplicate }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/billing/receipts/{id}',
    tags,
    summary: 'A PDF receipt of a payment or refund',
    request: { params: idParams },
    responses: {
      200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
      401: errorResponses[401],
      404: jsonResponse(ZErrorResponse, 'Not found for this account'),
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const row = await getReceiptEvent(c.var.deps, user, c.req.valid('param').id);
    return pdfAttachment(c, await renderReceipt(row, user), { fileName: `acclaim-receipt-${receiptNumber(row)}.pdf`, cacheControl: 'private, no-store' });
  },
);

routes.openapi(
  createRoute({
    method: 'get',
    path: '/billing/test-checkout/{id}',
    tags,
    summary: 'A test-mode checkout session (test mode only)',
    request: { params: idParams },
    responses: {
      200: jsonResponse(ZTestCheckoutResponse, 'The session'),
      401: errorResponses[401],
      404: jsonResponse(ZErrorResponse, 'Not found for this account'),
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    return c.json({ success: true as const, session: await getTestCheckout(c.var.deps, user, c.req.valid('param').id) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/billing/test-checkout/{id}/pay',
    tags,
    middleware: [rateLimit('billing', 'RATE_LIMIT_BILLING', 'user')],
    summary: 'Pay a test checkout with a test card (no money moves)',
    request: { params: idParams, body: jsonContent(ZTestCheckoutPayRequest) },
    responses: {
      200: jsonResponse(ZRedirectResponse, 'Paid; go to the success page'),
      402: jsonResponse(ZErrorResponse, 'The test card was declined'),
      401: errorResponses[401],
      403: jsonResponse(ZErrorResponse, 'The attorney plan is for a law firm’s owner; this account is not one'),
      429: errorResponses[429],
      404: jsonResponse(ZErrorResponse, 'Not found for this account'),
      ...conflict,
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    const { deps } = c.var;
    return c.json({ success: true as const, url: await payTestCheckout(deps, user, c.req.valid('param').id, c.req.valid('json')) }, 200);
  },
);

routes.openapi(
  createRoute({
    method: 'post',
    path: '/billing/test-checkout/{id}/cancel',
    tags,
    summary: 'Leave a test checkout without paying',
    request: { params: idParams },
    responses: {
      200: jsonResponse(ZRedirectResponse, 'Go to the cancel page'),
      401: errorResponses[401],
      404: jsonResponse(ZErrorResponse, 'Not found for this account'),
    },
  }),
  async (c) => {
    const { user } = requireAuth(c);
    return c.json({ success: true as const, url: await cancelTestCheckout(c.var.deps, user, c.req.valid('param').id) }, 200);
  },
);

export { routes as billingRoutes };
