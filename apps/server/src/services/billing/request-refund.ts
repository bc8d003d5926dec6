import { formatCents, MONEY_BACK_DAYS, moneyBackDeadline } from '@acclaim/domain';
import { ZRefundRequestBody, type TRefundRequestBody } from '@acclaim/contracts';
import { refundRequests, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { getOperatorEmail } from '../settings/setting-gates';
import { findFirstPayment, presentRefundRequest } from './get-billing-overview';

/**
 * Records a money-back request for staff: the first payment, in full, when asked within 30 days of it. One request
 * per payment; staff refund it through the provider and the refund event marks it refunded.
 */
export async function requestRefund(deps: AppDeps, user: UserRow, body: TRefundRequestBody, now = new Date()) {
  const { reason } = ZRefundRequestBody.parse(body);
  const payment = await findFirstPayment(deps, user.id);
  if (!payment) throw new AppError('BAD_REQUEST', { message: 'There is no payment to refund yet. The money-back guarantee covers your first payment.' });
  const deadline = moneyBackDeadline(payment.occurredAt);
  if (now > deadline) {
    throw new AppError('BAD_REQUEST', {
      message: `The money-back guarantee covers requests within ${MONEY_BACK_DAYS} days of your first payment; that time ended on ${deadline.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}. Contact us if something went wrong.`,
    });
  }
  const [created] = await deps.database.db
    .insert(refundRequests)
    .values({ userId: user.id, paymentEventId: payment.id, amountCents: payment.amountCents, reason })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new AppError('CONFLICT', { message: 'You have already asked for this refund; its status is shown on the Billing page.' });
  await deps.mailer.send({
    // The address saved on /admin/settings, else OPERATOR_EMAIL.
    to: await getOperatorEmail(deps),
    subject: `Money-back request: ${formatCents(payment.amountCents)} from ${user.email}`,
    text: `${user.name} <${user.email}> asks for a refund of ${formatCents(payment.amountCents)} (paid ${payment.occurredAt.toISOString()}, "${payment.description}").\n\nReason:\n${reason}\n\nRequest id: ${created.id}`,
  });
  return presentRefundRequest(created);
}
