import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Delivers through any SMTP server named by `SMTP_URL` (smtp://user:pass@host:port). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      // Always MAIL_FROM as it is: no one's own words (a firm's name) appear as the sender.
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
