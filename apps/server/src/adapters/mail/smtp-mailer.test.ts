import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp } from '../../test/test-app';
import { createSmtpMailer } from './smtp-mailer';

interface Received {
  mailFrom: string | false;
  rcptTo: string[];
  parsed: ParsedMail;
}

// A real SMTP server on loopback, without TLS, that keeps every message it is handed.
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      simpleParser(Buffer.concat(chunks)).then(
        (parsed) => {
          received.push({
            mailFrom: session.envelope.mailFrom && session.envelope.mailFrom.address,
            rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            parsed,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    });
  },
});
await new Promise<void>((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(0, '127.0.0.1', () => resolve());
});
const { port } = smtp.server.address() as net.AddressInfo;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const SMTP_URL = `smtp://127.0.0.1:${port}`;

// The real app wired as in production: SMTP_URL switches the mailer from the outbox to SMTP.
const app = await createTestApp({ SMTP_URL, MAIL_FROM: 'Acclaim Test <mail@acclaim.test>' });

function mailsTo(address: string) {
  return received.filter((mail) => mail.rcptTo.includes(address));
}

function addresses(field: AddressObject | AddressObject[] | undefined) {
  return [field ?? []].flat().flatMap((group) => group.value);
}

describe('SMTP mailer', () => {
  it('delivers subject, addresses, text and html to a real SMTP server', async () => {
    const mailer = createSmtpMailer({ url: SMTP_URL, from: 'Acclaim <no-reply@acclaim.test>' });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({
      to: 'zoe.smtp-adapter@example.com',
      subject: 'Your case is ready — Zoë',
      text: 'Hello Zoë,\n\nYour case is ready: https://acclaim.test/cases/1',
      html: '<p>Hello Zoë,</p><p><a href="https://acclaim.test/cases/1">Your case is ready</a></p>',
    });

    const [mail, ...more] = mailsTo('zoe.smtp-adapter@example.com');
    expect(more).toHaveLength(0);
    expect(mail!.mailFrom).toBe('no-reply@acclaim.test');
    expect(mail!.rcptTo).toEqual(['zoe.smtp-adapter@example.com']);
    expect(mail!.parsed.subject).toBe('Your case is ready — Zoë');
    expect(addresses(mail!.parsed.from)).toEqual([{ address: 'no-reply@acclaim.test', name: 'Acclaim' }]);
    expect(addresses(mail!.parsed.to)).toEqual([{ address: 'zoe.smtp-adapter@example.com', name: '' }]);
    expect(mail!.parsed.text?.trim()).toBe('Hello Zoë,\n\nYour case is ready: https://acclaim.test/cases/1');
    expect(mail!.parsed.html).toBe('<p>Hello Zoë,</p><p><a href="https://acclaim.test/cases/1">Your case is ready</a></p>');
  });

  it('sends a text-only message without an html part', async () => {
    const mailer = createSmtpMailer({ url: SMTP_URL, from: 'Acclaim <no-reply@acclaim.test>' });
    await mailer.send({ to: 'text-only@example.com', subject: 'Plain', text: 'Just text.' });
    const [mail] = mailsTo('text-only@example.com');
    expect(mail!.parsed.text?.trim()).toBe('Just text.');
    expect(mail!.parsed.html).toBe(false);
  });

  it('keeps nodemailer URL options such as ?ignoreTLS=true for a plain server that offers STARTTLS', async () => {
    // smtp-server offers STARTTLS with its own certificate unless told not to; a plain smtp:// URL
    // would upgrade and fail verification, so the URL has to say to stay in plain text.
    const delivered: string[] = [];
    const tlsOffering = new SMTPServer({
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          delivered.push(`${session.secure ? 'tls' : 'plain'}:${session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',')}`);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => tlsOffering.listen(0, '127.0.0.1', () => resolve()));
    try {
      const tlsPort = (tlsOffering.server.address() as net.AddressInfo).port;
      const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${tlsPort}?ignoreTLS=true`, from: 'Acclaim <no-reply@acclaim.test>' });
      await mailer.send({ to: 'ignore-tls@example.com', subject: 'Plain', text: 'Plain text transport.' });
      expect(delivered).toEqual(['plain:ignore-tls@example.com']);
    } finally {
      await new Promise<void>((resolve) => tlsOffering.close(() => resolve()));
    }
  });

  it('rejects when the SMTP server cannot be reached, so callers can log it', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${closedPort}`, from: 'Acclaim <no-reply@acclaim.test>' });
    await expect(mailer.send({ to: 'nobody@example.com', subject: 'Lost', text: 'Lost.' })).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('the app with SMTP_URL set', () => {
  it('uses the SMTP adapter instead of the outbox', () => {
    expect(app.deps.mailer.kind).toBe('smtp');
  });

  it('emails a password reset link over SMTP whose token resets the password', async () => {
    const person = await app.signUp({ name: 'Zoë Ångström' });

    // Signing up already sent its link the same way.
    const signUpLink = mailsTo(person.email).find((mail) => mail.parsed.subject === 'Finish creating your Acclaim account');
    expect(signUpLink?.parsed.text).toContain('/auth/callback?type=signup&token=');

    const ask = await app.call('POST', '/api/auth/forgot-password', { body: { email: person.email } });
    expect(ask.status).toBe(200);

    const resets = mailsTo(person.email).filter((mail) => mail.parsed.subject === 'Reset your Acclaim password');
    expect(resets).toHaveLength(1);
    const mail = resets[0]!;
    expect(mail.mailFrom).toBe('mail@acclaim.test');
    expect(addresses(mail.parsed.from)).toEqual([{ address: 'mail@acclaim.test', name: 'Acclaim Test' }]);
    expect(addresses(mail.parsed.to).map((to) => to.address)).toEqual([person.email]);
    expect(mail.parsed.text).toContain('Hello Zoë Ångström,');
    expect(mail.parsed.html).toContain('Choose a new password');

    const link = mail.parsed.text!.match(/http:\/\/localhost:3000\/auth\/callback\?type=recovery&token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    expect(mail.parsed.html).toContain(link!.replace('&', '&amp;'));

    // Nothing went to the embedded outbox.
    expect(await app.mailTo(person.email)).toHaveLength(0);

    expect((await app.call('POST', '/api/auth/reset-password/check', { body: { token } })).status).toBe(200);
    const reset = await app.call('POST', '/api/auth/reset-password', { body: { token, password: 'a new smtp password' } });
    expect(reset.status).toBe(200);
    expect(reset.json.user).toMatchObject({ email: person.email, emailVerified: true });

    const oldLogin = await app.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await app.call('POST', '/api/auth/login', { body: { email: person.email, password: 'a new smtp password' } });
    expect(newLogin.status).toBe(200);
  });

  it('sends nothing over SMTP for an unknown address', async () => {
    const before = received.length;
    const ask = await app.call('POST', '/api/auth/forgot-password', { body: { email: 'ghost-smtp@example.com' } });
    expect(ask.status).toBe(200);
    expect(received.length).toBe(before);
  });
});
