import { eq } from 'drizzle-orm';
import { CONTACT_TOPICS, ZContactRequest, type TContactRequest } from '@acclaim/contracts';
import { contactMessages } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { getOperatorEmail } from '../settings/setting-gates';

export const CONTACT_RECEIVED = 'Thank you. Your message has reached us and we will answer by email, usually within one business day.';

/** Stores the message first, so it is never lost, then emails it to the operator. */
export async function sendContactMessage(deps: AppDeps, request: TContactRequest, meta: { ipAddress: string; userId: string | null }): Promise<string> {
  const input = ZContactRequest.parse(request);
  const [stored] = await deps.database.db
    .insert(contactMessages)
    .values({ ...input, company: input.company || null, userId: meta.userId, ipAddress: meta.ipAddress })
    .returning();
  const topic = CONTACT_TOPICS.find((entry) => entry.value === input.topic)!.label;
  try {
    await deps.mailer.send({
      // The address saved on /admin/settings, else OPERATOR_EMAIL.
      to: await getOperatorEmail(deps),
      subject: `[Contact] ${topic} — ${input.name}`,
      text: [
        `From: ${input.name} <${input.email}>`,
        input.company ? `Firm or company: ${input.company}` : null,
        `Topic: ${topic}`,
        `Signed in: ${meta.userId ? `yes (user ${meta.userId})` : 'no'}`,
        '',
        input.message,
        '',
        `Reply to ${input.email}. Message id ${stored!.id}.`,
      ]
        .filter((line) => line !== null)
        .join('\n'),
    });
    await deps.database.db.update(contactMessages).set({ emailedAt: new Date() }).where(eq(contactMessages.id, stored!.id));
  } catch (error) {
    // The message is stored; staff see it even though the email did not go out.
    deps.logger.error({ err: error, contactMessageId: stored!.id }, 'could not email a contact message');
  }
  return CONTACT_RECEIVED;
}
