export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The sender's display name when it is not the product's (a firm writing to its client). The address stays
   * MAIL_FROM's, so delivery and SPF are unchanged.
   */
  fromName?: string;
}

/** MAIL_FROM with another display name: `Reyes Immigration Law <no-reply@…>`. */
export function senderAs(from: string, name: string | undefined): string {
  if (!name) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

/** Sends mail. The embedded outbox keeps it in the database; SMTP delivers it. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
