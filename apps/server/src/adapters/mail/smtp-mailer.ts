import nodemailer from 'nodemailer';
import { senderAs, type Mailer } from './mailer';

/** Delivers through any SMTP server named by `SMTP_URL` (smtp://user:pass@host:port). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      const { fromName, ...content } = message;
      await transport.sendMail({ from: senderAs(options.from, fromName), ...content });
    },
  };
}
