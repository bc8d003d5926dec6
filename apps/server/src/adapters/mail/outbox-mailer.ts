import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { Logger } from '../../lib/logger';
import type { Mailer } from './mailer';

/** Keeps every message in `mail_outbox` so a developer can read it at /dev/mailbox. */
export function createOutboxMailer(options: { db: Db; from: string; logger: Logger }): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await options.db.insert(mailOutbox).values({
        fromAddress: options.from,
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      options.logger.info({ to: message.to, subject: message.subject }, 'mail kept in the outbox');
    },
  };
}
